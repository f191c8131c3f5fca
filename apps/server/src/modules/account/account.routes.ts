import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { createSmsSender } from '../../lib/sms.js'
import { currentPlayer, route } from '../../lib/route.js'
import { clientMeta, readConsents, setMarketingConsent } from '../auth/index.js'
import * as account from './account.service.js'
import { buildStatement, statementCsv, statementFileName } from './statement.js'

const BODY_LIMIT = 4 * 1024

function caller(request: FastifyRequest): account.Caller {
  const { sessionId, ...player } = currentPlayer(request)
  return { player, sessionId, meta: clientMeta(request) }
}

/** The logged-in player's own account (spec §7 customer/*, the dashboard pages). Every route needs a session. */
export async function accountRoutes(app: FastifyInstance) {
  const deps: account.AccountDeps = {
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
    apiRoutes['customer/changepassword'],
    { bodyLimit: BODY_LIMIT, onRequest: app.hashBudget },
    async (request, _reply, { body }) => {
      await account.changePassword(deps, caller(request), body)
      return ok(null, successMessages.PASSWORD_CHANGED[request.locale])
    },
  )

  route(
    app,
    apiRoutes['customer/confirmpassword'],
    { bodyLimit: BODY_LIMIT, onRequest: app.hashBudget },
    async (request, _reply, { body }) => {
      await account.confirmPassword(deps, caller(request), body)
      return ok(null, successMessages.PASSWORD_CONFIRMED[request.locale])
    },
  )

  route(
    app,
    apiRoutes['customer/updatephone'],
    { bodyLimit: BODY_LIMIT },
    async (request, reply, { body }) => {
      try {
        const message = await account.updatePhone(deps, caller(request), body, request.locale)
        return ok(null, successMessages[message][request.locale])
      } catch (err) {
        const seconds =
          err instanceof AppError
            ? (err.data as { secondsLeft?: number } | undefined)?.secondsLeft
            : undefined
        if (seconds) void reply.header('retry-after', String(seconds))
        throw err
      }
    },
  )

  // The activity statement (docs/player-protection.md): JSON, or with ?format=csv a file for a spreadsheet.
  route(
    app,
    apiRoutes['customer/rg/statement'],
    { bodyLimit: BODY_LIMIT },
    async (request, reply, { body, query }) => {
      const statement = await buildStatement(deps, currentPlayer(request).id, body)
      if (query.format !== 'csv') return ok(statement)
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${statementFileName(body, request.locale)}"`)
        .header('cache-control', 'no-store')
      return statementCsv(statement, body, request.locale)
    },
  )

  // docs/content.md: the sign-up declarations and the marketing consent (docs/accounts.md "Consents").
  route(app, apiRoutes['customer/consents'], async (request) =>
    ok(await readConsents(app.db, currentPlayer(request).id)),
  )

  route(
    app,
    apiRoutes['customer/consents/marketing'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) =>
      ok(
        await setMarketingConsent(
          app.db,
          currentPlayer(request).id,
          body.marketingConsent,
          clientMeta(request),
          new Date(app.clock.now()),
        ),
        successMessages.CONSENT_SAVED[request.locale],
      ),
  )

  route(app, apiRoutes['customer/profile'], async (request) =>
    ok(await account.getProfile(deps, caller(request), request.locale)),
  )

  route(app, apiRoutes['customer/sessions'], async (request) =>
    ok(await account.listSessions(deps, caller(request))),
  )

  route(
    app,
    apiRoutes['customer/sessions/revoke'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      await account.revokeSession(deps, caller(request), body.id)
      return ok(null, successMessages.SESSION_REVOKED[request.locale])
    },
  )

  route(app, apiRoutes['customer/sessions/revoke-others'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const revoked = await account.revokeOtherSessions(deps, caller(request))
    return ok({ revoked }, successMessages.OTHER_SESSIONS_REVOKED[request.locale])
  })
}
