import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import type { PlayerRole } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import { changePlayerStatus, clientMeta } from '../auth/index.js'
import { decide, listForOperators, paymentsDeps, type Operator } from '../payments/index.js'
import { broadcast, notificationsDeps } from '../notifications/index.js'
import { readPlayer, searchPlayers } from './players.service.js'

/*
 * The back office API (docs/wallet.md): operators are players with an operator role. Reading payments
 * needs support, finance or admin; deciding one moves money, so only finance or admin. Every
 * decision is audit-logged in the same transaction as the decision, and every read of payments too
 * (docs/security.md). No one decides on their own payment; large confirmations take two operators
 * (payments.service.ts `decide`). Suspending, closing or reactivating a player is support's or
 * admin's: an account matter, not a money decision, so finance asks them (docs/security.md, first audit item
 * 5).
 */

/** A message to one player is support's daily work; one to every player is a campaign (content) or admin's. */
const MESSAGE_ONE_ROLES: readonly PlayerRole[] = ['support', 'finance', 'admin']
const MESSAGE_ALL_ROLES: readonly PlayerRole[] = ['content', 'admin']

/**
 * The operator calling; the route's guard (its roles in the route table) already refused the others
 * with 403 FORBIDDEN. `roles` narrows further where the body decides (a message to every player).
 */
function operator(request: FastifyRequest, roles?: readonly PlayerRole[]): Operator {
  const p = currentPlayer(request)
  if (roles && !roles.includes(p.role)) throw new AppError('FORBIDDEN')
  const meta = clientMeta(request)
  return { id: p.id, role: p.role, ip: meta.ip, fingerprint: meta.fingerprint }
}

export async function backofficeRoutes(app: FastifyInstance) {
  const deps = paymentsDeps(app)

  route(app, apiRoutes['backoffice/payments'], async (request, _reply, { query }) => {
    const who = operator(request)
    const filter: { status: number; type?: 1 | 2 } = { status: query.status }
    if (query.type) filter.type = query.type
    return ok(await listForOperators(deps, who, filter, query.skip, query.take))
  })

  // The guard's role check comes before the body so a player learns nothing about the endpoint's input.
  route(
    app,
    apiRoutes['backoffice/notifications'],
    { bodyLimit: 16 * 1024 },
    async (request, _reply, { body: input }) => {
      const who = operator(request, input.to === 'all' ? MESSAGE_ALL_ROLES : MESSAGE_ONE_ROLES)
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
            : successMessages.PAYMENT_DECIDED
        return ok(decision, message[request.locale])
      },
    )
  }
}
