import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  apiRoutes,
  NOTIFICATION_RECIPIENT_ROLES,
  PNL_PAGE,
  successMessages,
  type ReportName,
  type StaffRole,
} from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, route } from '../../lib/route.js'
import { changePlayerStatus } from '../auth/index.js'
import {
  decide,
  listForOperators,
  payoutState,
  methodChoices,
  paymentsDeps,
  setFrozen,
  type Operator,
  type OperatorPaymentFilter,
} from '../payments/index.js'
import { audience, broadcast, notificationsDeps, segmentOf } from '../notifications/index.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import {
  approveAction,
  expireActions,
  fileBonusGrant,
  fileCorrection,
  fileGrantList,
  listActions,
  operatorLift,
  operatorLimit,
  rejectAction,
} from './actions.service.js'
import { limitChanges, protectionState } from '../protection/index.js'
import { searchAudit } from './backoffice.queries.js'
import { checkedList, checkRows, filedList } from './grant-lists.service.js'
import { createMailer } from '../../lib/mailer.js'
import { createSmsSender } from '../../lib/sms.js'
import { endPlayerSessions, resendPlayerVerification, sendPlayerReset } from './player-account.service.js'
import {
  addNote,
  playerConsents,
  playerDuplicates,
  playerGames,
  playerLedger,
  playerNotes,
  playerPayments,
  playerSessions,
  playerTickets,
  readPlayer,
  searchPlayers,
  setPlayerBlocks,
  setPlayerTags,
} from './players.service.js'
import { readDashboard, startDashboard } from './dashboard.service.js'
import { ggrCsv, ggrFileName, ggrReport } from './reports.service.js'
import { startGgrRollup } from './ggr-rollup.js'
import {
  firstDepositsReport,
  liabilitiesReport,
  marginReport,
  paymentsReport,
  pnlReport,
  reportCsv,
} from './report-figures.service.js'
import { listRgFlags, reviewRgFlag } from '../rg-flags/index.js'
import {
  createStaffCampaign,
  listStaffCampaigns,
  saveStaffCampaign,
  saveSportsCampaignRules,
  setStaffCampaignEnabled,
} from '../bonuses/index.js'

/*
 * The back office API (docs/wallet.md, docs/backoffice.md): staff members sign in with their own
 * accounts, and each route's permission in the route table (STAFF_PERMISSIONS) was checked by its
 * guard before the handler runs. Every decision is audit-logged in the same transaction as the
 * decision, and every read of payments too (docs/security.md). No one decides on their own payment;
 * large confirmations take two staff members (payments.service.ts `decide`).
 */

/*
 * Four eyes and the audit chain (docs/backoffice.md): corrections are filed as pending actions and
 * run when a second operator approves them; the audit log is searched and its chain walked by admin
 * and the auditor. The operator's identity comes from `operator(request)` below, the one place the
 * back office reads who is calling.
 */

/**
 * The staff member calling, as the services' operator. `roles` narrows further where the body
 * decides (a message to every player: NOTIFICATION_RECIPIENT_ROLES in the contract).
 */
function operator(request: FastifyRequest, roles?: readonly StaffRole[]): Operator {
  const o = currentOperator(request)
  if (roles && !o.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN')
  return { kind: 'staff', id: o.id, role: o.role, playerId: o.playerId, ip: o.ip, fingerprint: o.fingerprint }
}

export async function backofficeRoutes(app: FastifyInstance) {
  const deps = paymentsDeps(app)

  // The queue (docs/backoffice.md "Payment and document queues"): status, type and paging as before,
  // with the method, amount, age, player, frozen filters and a sort beside them.
  route(app, apiRoutes['backoffice/payments'], async (request, _reply, { query }) => {
    const who = operator(request)
    const filter: OperatorPaymentFilter = { status: query.status, sort: query.sort }
    if (query.type) filter.type = query.type
    if (query.method !== undefined) filter.method = query.method
    if (query.min !== undefined) filter.min = query.min
    if (query.max !== undefined) filter.max = query.max
    if (query.olderThan !== undefined) filter.olderThan = query.olderThan
    if (query.player !== undefined) filter.playerId = query.player
    if (query.frozen !== undefined) filter.frozen = query.frozen === '1'
    return ok(await listForOperators(deps, who, filter, query.skip, query.take))
  })
  // docs/backoffice.md "Crypto payouts": the payout's state, and the processor's minimum and fee
  // while the withdrawal may still be approved.
  route(app, apiRoutes['backoffice/payments/:id/payout'], async (request, _reply, { params }) => {
    operator(request)
    return ok(await payoutState(deps, params.id))
  })
  route(app, apiRoutes['backoffice/payments/methods'], async (request) => {
    operator(request)
    return ok(await methodChoices(deps, request.locale))
  })

  // The guard's role check comes before the body so a player learns nothing about the endpoint's input.
  route(
    app,
    apiRoutes['backoffice/notifications'],
    { bodyLimit: 16 * 1024 },
    async (request, _reply, { body: input }) => {
      // A segment (everyone, depositors, a tag) is marketing: the roles that may message everyone.
      const who = operator(
        request,
        segmentOf(input.to) ? NOTIFICATION_RECIPIENT_ROLES.all : NOTIFICATION_RECIPIENT_ROLES.one,
      )
      return ok(
        await broadcast(notificationsDeps(app), who, input),
        successMessages.NOTIFICATION_SENT[request.locale],
      )
    },
  )

  route(app, apiRoutes['backoffice/players'], async (request, _reply, { query }) => {
    operator(request)
    return ok(await searchPlayers(app.db, query.q, query.skip, query.take))
  })

  route(app, apiRoutes['backoffice/players/:id'], async (request, _reply, { params }) => {
    return ok(await readPlayer({ db: app.db, clock: app.clock }, operator(request), params.id))
  })

  // The player page's lists (docs/backoffice.md "The player page").
  route(app, apiRoutes['backoffice/players/:id/ledger'], async (request, _reply, { params, query }) => {
    operator(request)
    return ok(await playerLedger(app.db, params.id, query))
  })
  route(app, apiRoutes['backoffice/players/:id/payments'], async (request, _reply, { params, query }) => {
    return ok(await playerPayments(deps, operator(request), params.id, query))
  })
  route(app, apiRoutes['backoffice/players/:id/games'], async (request, _reply, { params, query }) => {
    operator(request)
    return ok(await playerGames(app.db, params.id, query, request.locale))
  })
  route(app, apiRoutes['backoffice/players/:id/tickets'], async (request, _reply, { params, query }) => {
    operator(request)
    return ok(await playerTickets(app.db, params.id, query))
  })
  route(app, apiRoutes['backoffice/players/:id/sessions'], async (request, _reply, { params, query }) => {
    return ok(await playerSessions({ db: app.db, clock: app.clock }, operator(request), params.id, query))
  })

  route(app, apiRoutes['backoffice/players/:id/duplicates'], async (request, _reply, { params, query }) => {
    operator(request)
    return ok(await playerDuplicates(app.db, params.id, query))
  })
  route(app, apiRoutes['backoffice/players/:id/consents'], async (request, _reply, { params }) => {
    operator(request)
    return ok(await playerConsents(app.db, params.id))
  })
  route(app, apiRoutes['backoffice/players/:id/notes'], async (request, _reply, { params, query }) => {
    operator(request)
    return ok(await playerNotes(app.db, params.id, query))
  })
  route(
    app,
    apiRoutes['backoffice/players/:id/notes add'],
    { bodyLimit: 16 * 1024 },
    async (request, _reply, { params, body }) => {
      const note = await addNote({ db: app.db, clock: app.clock }, operator(request), params.id, body.text)
      return ok(note, successMessages.PLAYER_NOTE_ADDED[request.locale])
    },
  )
  route(
    app,
    apiRoutes['backoffice/players/:id/tags'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const tags = await setPlayerTags(
        { db: app.db, clock: app.clock },
        operator(request),
        params.id,
        body.tags,
      )
      return ok(tags, successMessages.PLAYER_TAGS_SAVED[request.locale])
    },
  )

  route(
    app,
    apiRoutes['backoffice/players/:id/blocks'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const blocks = await setPlayerBlocks(
        { db: app.db, clock: app.clock },
        operator(request),
        params.id,
        body,
      )
      return ok(blocks, successMessages.PLAYER_BLOCKS_SAVED[request.locale])
    },
  )

  // Account care (docs/backoffice.md "The player page"): the auth and account modules' own flows.
  const mailer = createMailer(app.config, app.log)
  app.addHook('onClose', async () => mailer.close())
  const authDeps = {
    db: app.db,
    clock: app.clock,
    events: app.events,
    log: app.log,
    mailer,
    later: (task: () => Promise<void>) => app.afterAnswer.later(task),
  }
  const accountDeps = {
    db: app.db,
    clock: app.clock,
    events: app.events,
    log: app.log,
    sms: createSmsSender(app.config, app.log),
    limits: {
      smsPerAddressHour: app.config.SMS_ADDRESS_MAX_PER_HOUR,
      smsGlobalHour: app.config.SMS_GLOBAL_MAX_PER_HOUR,
    },
  }
  route(
    app,
    apiRoutes['backoffice/players/:id/sessions/end'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) => {
      const ended = await endPlayerSessions(app, operator(request), params.id)
      return ok(ended, successMessages.PLAYER_SESSIONS_ENDED[request.locale])
    },
  )
  route(
    app,
    apiRoutes['backoffice/players/:id/password-reset'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) => {
      await sendPlayerReset(authDeps, operator(request), params.id)
      return ok(null, successMessages.PLAYER_RESET_SENT[request.locale])
    },
  )
  route(
    app,
    apiRoutes['backoffice/players/:id/verification/resend'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) => {
      await resendPlayerVerification(accountDeps, operator(request), params.id)
      return ok(null, successMessages.PLAYER_VERIFICATION_SENT[request.locale])
    },
  )

  route(
    app,
    apiRoutes['backoffice/players/:id/status'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const who = operator(request)
      const result = await changePlayerStatus(app, who, params.id, body)
      const message = result.changed
        ? successMessages.PLAYER_STATUS_CHANGED
        : successMessages.PLAYER_STATUS_UNCHANGED
      return ok(result, message[request.locale])
    },
  )

  for (const action of ['confirm', 'reject'] as const) {
    route(
      app,
      apiRoutes[`backoffice/payments/:id/${action}`],
      { bodyLimit: 4096 },
      async (request, _reply, { params, body }) => {
        const who = operator(request)
        const decision = await decide(deps, who, params.id, action, body.note)
        const message =
          'awaitingSecondApproval' in decision
            ? successMessages.PAYMENT_AWAITING_SECOND_APPROVAL
            : 'payoutRequested' in decision
              ? successMessages.PAYOUT_REQUESTED
              : successMessages.PAYMENT_DECIDED
        return ok(decision, message[request.locale])
      },
    )
  }

  // A hold on a pending payment and its release, each with its audit row (setFrozen).
  route(
    app,
    apiRoutes['backoffice/payments/:id/freeze'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const held = await setFrozen(deps, operator(request), params.id, { reason: body.reason })
      return ok(held, successMessages.PAYMENT_FROZEN[request.locale])
    },
  )
  route(
    app,
    apiRoutes['backoffice/payments/:id/unfreeze'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const freed = await setFrozen(deps, operator(request), params.id, { note: body.note || undefined })
      return ok(freed, successMessages.PAYMENT_UNFROZEN[request.locale])
    },
  )

  route(app, apiRoutes['backoffice/corrections'], { bodyLimit: 4096 }, async (request, _reply, { body }) => {
    const action = await fileCorrection(app, operator(request), body)
    return ok(action, successMessages.ACTION_FILED[request.locale])
  })

  route(app, apiRoutes['backoffice/bonus-grants'], { bodyLimit: 4096 }, async (request, _reply, { body }) => {
    const action = await fileBonusGrant(app, operator(request), body)
    return ok(action, successMessages.ACTION_FILED[request.locale])
  })

  route(app, apiRoutes['backoffice/actions'], async (request, _reply, { query }) => {
    operator(request)
    const filter = { status: query.status, kind: query.kind, playerId: query.player }
    return ok(await listActions(app, filter, query.skip, query.take))
  })

  route(
    app,
    apiRoutes['backoffice/actions/:id/approve'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const action = await approveAction(app, operator(request), params.id, body.note || undefined)
      return ok(action, successMessages.ACTION_APPROVED[request.locale])
    },
  )

  route(
    app,
    apiRoutes['backoffice/actions/:id/reject'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const action = await rejectAction(app, operator(request), params.id, body.note || undefined)
      return ok(action, successMessages.ACTION_REJECTED[request.locale])
    },
  )

  // Bonus campaigns (docs/backoffice.md "Campaigns"): CRM edits, every change audited.
  const campaigns = { db: app.db, clock: app.clock }
  route(app, apiRoutes['backoffice/campaigns'], async (request) => {
    operator(request)
    return ok(await listStaffCampaigns(campaigns))
  })
  route(
    app,
    apiRoutes['backoffice/campaigns create'],
    { bodyLimit: 32 * 1024 },
    async (request, _r, { body }) =>
      ok(
        await createStaffCampaign(campaigns, operator(request), body),
        successMessages.CAMPAIGN_SAVED[request.locale],
      ),
  )
  route(
    app,
    apiRoutes['backoffice/campaigns/:id'],
    { bodyLimit: 32 * 1024 },
    async (request, _r, { params, body }) =>
      ok(
        await saveStaffCampaign(campaigns, operator(request), params.id, body),
        successMessages.CAMPAIGN_SAVED[request.locale],
      ),
  )
  route(
    app,
    apiRoutes['backoffice/campaigns/:id/sports-rules'],
    { bodyLimit: 4096 },
    async (request, _r, { params, body }) =>
      ok(
        await saveSportsCampaignRules(campaigns, operator(request), params.id, body),
        successMessages.CAMPAIGN_RULES_SAVED[request.locale],
      ),
  )
  route(
    app,
    apiRoutes['backoffice/campaigns/:id/enable'],
    { bodyLimit: 1024 },
    async (request, _r, { params }) =>
      ok(
        await setStaffCampaignEnabled(campaigns, operator(request), params.id, true),
        successMessages.CAMPAIGN_ENABLED[request.locale],
      ),
  )
  route(
    app,
    apiRoutes['backoffice/campaigns/:id/disable'],
    { bodyLimit: 1024 },
    async (request, _r, { params }) =>
      ok(
        await setStaffCampaignEnabled(campaigns, operator(request), params.id, false),
        successMessages.CAMPAIGN_DISABLED[request.locale],
      ),
  )

  route(app, apiRoutes['backoffice/audit'], async (request, _reply, { query }) => {
    operator(request)
    const page = await searchAudit(
      app.db,
      {
        staff: query.staff,
        player: query.player,
        action: query.action,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? endOfDay(query.to) : undefined,
      },
      query.skip,
      query.take,
    )
    return ok({
      items: page.items.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        detail: r.detail ?? null,
      })),
      total: page.total,
    })
  })

  route(app, apiRoutes['backoffice/dashboard'], async (request) => {
    operator(request)
    return ok(await readDashboard(app))
  })

  // The GGR report (docs/backoffice.md "Reports"): JSON, or with ?format=csv a file for a spreadsheet.
  route(app, apiRoutes['backoffice/reports/ggr'], async (request, reply, { query }) => {
    operator(request)
    const report = await ggrReport(app.db, query)
    if (query.format !== 'csv') return ok(report)
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${ggrFileName(report)}"`)
      .header('cache-control', 'no-store')
    return ggrCsv(report)
  })

  // Responsible-gaming flags (docs/backoffice.md "Responsible-gaming flags"): the queue and its review.
  route(app, apiRoutes['backoffice/rg/flags'], async (request, _reply, { query }) => {
    operator(request)
    return ok(await listRgFlags(app, { status: query.status, rule: query.rule }, query.skip, query.take))
  })

  route(
    app,
    apiRoutes['backoffice/rg/flags/:id/review'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) => {
      const flag = await reviewRgFlag(app, operator(request), params.id, body.note)
      return ok(flag, successMessages.RG_FLAG_REVIEWED[request.locale])
    },
  )

  route(app, apiRoutes['backoffice/audit/verify'], async (request) => {
    operator(request)
    return ok(await verifyAuditChain(app.db))
  })

  // A player's protection changed by an operator on the player's request (docs/player-protection.md):
  // tightening applies at once; loosening (a raise, a removal, a lift) is a four-eyes action.
  const protectionAnswer = async (playerId: number) => ({
    playerId,
    state: await protectionState(app, playerId),
    history: await limitChanges(app, playerId),
  })
  route(
    app,
    apiRoutes['backoffice/players/:id/rg/limits'],
    { bodyLimit: 2048 },
    async (request, _reply, { params, body }) => {
      const { reason, ...limit } = body
      const done = await operatorLimit(app, operator(request), params.id, limit, reason)
      const message = 'filed' in done ? successMessages.ACTION_FILED : successMessages.RG_BACKOFFICE_APPLIED
      return ok(await protectionAnswer(params.id), message[request.locale])
    },
  )
  route(
    app,
    apiRoutes['backoffice/players/:id/rg/selfexclusion/lift'],
    { bodyLimit: 2048 },
    async (request, _reply, { params, body }) => {
      await operatorLift(app, operator(request), params.id, body.reason)
      return ok(await protectionAnswer(params.id), successMessages.ACTION_FILED[request.locale])
    },
  )

  // Grant lists (docs/backoffice.md "Grant lists"): a CSV of up to 1,000 rows, in UTF-8 up to about
  // twice its 200,000 characters.
  route(
    app,
    apiRoutes['backoffice/bonus-grants/lists/check'],
    { bodyLimit: 512 * 1024 },
    async (request, _reply, { body }) => {
      operator(request)
      const now = new Date(app.clock.now())
      return ok(checkedList(await checkRows(app.db, body.csv, now), request.locale))
    },
  )
  route(
    app,
    apiRoutes['backoffice/bonus-grants/lists'],
    { bodyLimit: 512 * 1024 },
    async (request, _reply, { body }) => {
      const action = await fileGrantList(app, operator(request), body, request.locale)
      return ok(action, successMessages.GRANT_LIST_FILED[request.locale])
    },
  )
  route(app, apiRoutes['backoffice/bonus-grants/lists/:id'], async (request, _reply, { params }) => {
    operator(request)
    return ok(await filedList(app.db, params.id, request.locale))
  })
  // Segment broadcasts (docs/backoffice.md "Segment broadcasts"): the audience before sending.
  route(app, apiRoutes['backoffice/notifications/audience'], async (request, _reply, { query }) => {
    operator(request)
    return ok(await audience(app, query))
  })
  // The reports beside GGR (docs/backoffice.md "Reports", "The other reports"): JSON, or with
  // ?format=csv the same rows as a file (the P&L's file holds every player, not the page).
  const reportFile = (reply: FastifyReply, name: ReportName, report: { from: string; to: string }) => {
    const file = reportCsv(name, report)
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
    return file.body
  }
  route(app, apiRoutes['backoffice/reports/payments'], async (request, reply, { query }) => {
    operator(request)
    const report = await paymentsReport(app.db, query)
    return query.format === 'csv' ? reportFile(reply, 'payments', report) : ok(report)
  })
  route(app, apiRoutes['backoffice/reports/first-deposits'], async (request, reply, { query }) => {
    operator(request)
    const report = await firstDepositsReport(app.db, query)
    return query.format === 'csv' ? reportFile(reply, 'first-deposits', report) : ok(report)
  })
  route(app, apiRoutes['backoffice/reports/pnl'], async (request, reply, { query }) => {
    operator(request)
    if (query.format !== 'csv') return ok(await pnlReport(app.db, query))
    const all = await pnlReport(app.db, { ...query, skip: 0, take: PNL_PAGE.skipMax })
    return reportFile(reply, 'pnl', all)
  })
  route(app, apiRoutes['backoffice/reports/liabilities'], async (request, reply, { query }) => {
    operator(request)
    const report = await liabilitiesReport(app.db, query, app.clock.now())
    return query.format === 'csv' ? reportFile(reply, 'liabilities', report) : ok(report)
  })
  route(app, apiRoutes['backoffice/reports/margin'], async (request, reply, { query }) => {
    operator(request)
    const report = await marginReport(app.db, query)
    return query.format === 'csv' ? reportFile(reply, 'margin', report) : ok(report)
  })

  // Pending actions past their 24 hours are recorded as expired (reads already show them so).
  startIntervalJob(app, { name: 'pending-action-expiry', everyMs: 60_000, run: () => expireActions(app) })
  // The GGR report's roll-up of closed days (docs/backoffice.md "Reports", "The roll-up").
  startGgrRollup(app)
  // The dashboard's staff sockets, live figures and players online (docs/backoffice.md "The dashboard").
  startDashboard(app)
}

/** A bare date as `to` includes that whole day (UTC). */
function endOfDay(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T23:59:59.999Z`) : new Date(value)
}
