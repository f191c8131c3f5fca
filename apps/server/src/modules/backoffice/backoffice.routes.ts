import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, NOTIFICATION_RECIPIENT_ROLES, successMessages, type StaffRole } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, route } from '../../lib/route.js'
import { changePlayerStatus } from '../auth/index.js'
import { decide, listForOperators, paymentsDeps, type Operator } from '../payments/index.js'
import { broadcast, notificationsDeps } from '../notifications/index.js'

/*
 * The back office API (docs/wallet.md, docs/backoffice.md): staff members sign in with their own
 * accounts, and each route's permission in the route table (STAFF_PERMISSIONS) was checked by its
 * guard before the handler runs. Every decision is audit-logged in the same transaction as the
 * decision, and every read of payments too (docs/security.md). No one decides on their own payment;
 * large confirmations take two staff members (payments.service.ts `decide`).
 */

/**
 * The staff member calling, as the services' operator. `roles` narrows further where the body
 * decides (a message to every player: NOTIFICATION_RECIPIENT_ROLES in the contract).
 */
function operator(request: FastifyRequest, roles?: readonly StaffRole[]): Operator {
  const o = currentOperator(request)
  if (roles && !o.roles.some((r) => roles.includes(r))) throw new AppError('FORBIDDEN')
  return { id: o.id, role: o.role, playerId: o.playerId, ip: o.ip, fingerprint: o.fingerprint }
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
      const who = operator(
        request,
        input.to === 'all' ? NOTIFICATION_RECIPIENT_ROLES.all : NOTIFICATION_RECIPIENT_ROLES.one,
      )
      return ok(
        await broadcast(notificationsDeps(app), who, input),
        successMessages.NOTIFICATION_SENT[request.locale],
      )
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
            : successMessages.PAYMENT_DECIDED
        return ok(decision, message[request.locale])
      },
    )
  }
}
