import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  notificationBroadcastSchema,
  paymentDecisionSchema,
  playerStatusChangeSchema,
  rules,
  successMessages,
} from '@galata/contract'
import type { PlayerRole } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { parseWith } from '../../lib/validate.js'
import { changePlayerStatus, clientMeta, requireAuth } from '../auth/index.js'
import { decide, listForOperators, paymentsDeps, type Operator } from '../payments/index.js'
import { broadcast, notificationsDeps } from '../notifications/index.js'

/*
 * The back office API (issue 4): operators are players with an operator role. Reading payments
 * needs support, finance or admin; deciding one moves money, so only finance or admin. Every
 * decision is audit-logged in the same transaction as the decision, and every read of payments too
 * (issue 12). No one decides on their own payment; large confirmations take two operators
 * (payments.service.ts `decide`). Suspending, closing or reactivating a player is support's or
 * admin's: an account matter, not a money decision, so finance asks them (issue 12, item 5).
 */

const READ_ROLES: readonly PlayerRole[] = ['support', 'finance', 'admin']
const MONEY_ROLES: readonly PlayerRole[] = ['finance', 'admin']
/** A message to one player is support's daily work; one to every player is a campaign (content) or admin's. */
const MESSAGE_ONE_ROLES: readonly PlayerRole[] = ['support', 'finance', 'admin']
const MESSAGE_ALL_ROLES: readonly PlayerRole[] = ['content', 'admin']
const PLAYER_STATUS_ROLES: readonly PlayerRole[] = ['support', 'admin']

function operator(request: FastifyRequest, roles: readonly PlayerRole[]): Operator {
  const p = request.player
  if (!p) throw new AppError('UNAUTHORIZED')
  if (!roles.includes(p.role)) throw new AppError('FORBIDDEN')
  const meta = clientMeta(request)
  return { id: p.id, role: p.role, ip: meta.ip, fingerprint: meta.fingerprint }
}

const listQuerySchema = z.strictObject({
  status: z.enum(['0', '1', '2', '3', '4', '5', '6']).default('2').transform(Number),
  type: z
    .enum(['1', '2'])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Number(v) as 1 | 2))),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  take: z.coerce.number().int().min(1).max(100).default(50),
})
const idParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .pipe(rules.id()),
})

export async function backofficeRoutes(app: FastifyInstance) {
  const deps = paymentsDeps(app)
  app.addHook('preHandler', requireAuth)

  app.get('/payments', async (request) => {
    const who = operator(request, READ_ROLES)
    const query = parseWith(listQuerySchema, request.query)
    const filter: { status: number; type?: 1 | 2 } = { status: query.status }
    if (query.type) filter.type = query.type
    return ok(await listForOperators(deps, who, filter, query.skip, query.take))
  })

  app.post('/notifications', { bodyLimit: 16 * 1024 }, async (request) => {
    // The role check comes before the body so a player learns nothing about the endpoint's input.
    operator(request, [...new Set([...MESSAGE_ONE_ROLES, ...MESSAGE_ALL_ROLES])])
    const input = parseWith(notificationBroadcastSchema, request.body)
    const who = operator(request, input.to === 'all' ? MESSAGE_ALL_ROLES : MESSAGE_ONE_ROLES)
    return ok(
      await broadcast(notificationsDeps(app), who, input),
      successMessages.NOTIFICATION_SENT[request.locale],
    )
  })

  app.post('/players/:id/status', { bodyLimit: 4096 }, async (request) => {
    const who = operator(request, PLAYER_STATUS_ROLES)
    const { id } = parseWith(idParamsSchema, request.params)
    const input = parseWith(playerStatusChangeSchema, request.body)
    const result = await changePlayerStatus(app, who, id, input)
    const message = result.changed
      ? successMessages.PLAYER_STATUS_CHANGED
      : successMessages.PLAYER_STATUS_UNCHANGED
    return ok(result, message[request.locale])
  })

  for (const action of ['confirm', 'reject'] as const) {
    app.post(`/payments/:id/${action}`, { bodyLimit: 4096 }, async (request) => {
      const who = operator(request, MONEY_ROLES)
      const { id } = parseWith(idParamsSchema, request.params)
      const { note } = parseWith(paymentDecisionSchema, request.body ?? {})
      const decision = await decide(deps, who, id, action, note)
      const message =
        'awaitingSecondApproval' in decision
          ? successMessages.PAYMENT_AWAITING_SECOND_APPROVAL
          : successMessages.PAYMENT_DECIDED
      return ok(decision, message[request.locale])
    })
  }
}
