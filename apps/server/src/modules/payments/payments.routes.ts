import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  depositSchema,
  financialQuerySchema,
  paymentDetailQuerySchema,
  paymentMethodsQuerySchema,
  successMessages,
  withdrawSchema,
} from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { parseWith } from '../../lib/validate.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { refuseOperators, requireAuth } from '../auth/index.js'
import { DEMO_SIGNATURE_HEADER, type DemoGateway } from '../../providers/index.js'
import * as payments from './payments.service.js'

const BODY_LIMIT = 8 * 1024

function playerId(request: FastifyRequest): number {
  if (!request.player) throw new AppError('UNAUTHORIZED')
  return request.player.id
}

/** spec §7 payment/*, transaction/financial; every route needs a session. */
export async function paymentPlayerRoutes(app: FastifyInstance, deps: payments.PaymentsDeps) {
  app.addHook('preHandler', requireAuth)

  app.get('/payment/methods', async (request) => {
    const { type } = parseWith(paymentMethodsQuerySchema, request.query)
    return ok(await payments.listMethods(deps, type, request.locale))
  })

  app.post('/payment/detail', { bodyLimit: BODY_LIMIT }, async (request) => {
    const input = parseWith(paymentDetailQuerySchema, request.body)
    return ok(await payments.methodFields(deps, input, request.locale))
  })

  app.post('/payment/deposit', { bodyLimit: BODY_LIMIT, preHandler: refuseOperators }, async (request) => {
    const input = parseWith(depositSchema, request.body)
    const answer = await payments.requestPayment(deps, playerId(request), 1, input)
    if (answer.kind === 'redirect') return ok(answer.url, successMessages.DEPOSIT_REDIRECT[request.locale])
    return ok(null, successMessages.DEPOSIT_MANUAL_PENDING[request.locale])
  })

  app.post('/payment/withdraw', { bodyLimit: BODY_LIMIT }, async (request) => {
    const input = parseWith(withdrawSchema, request.body)
    await payments.requestPayment(deps, playerId(request), 2, input)
    return ok(null, successMessages.WITHDRAW_REQUESTED[request.locale])
  })

  app.post('/transaction/financial', { bodyLimit: BODY_LIMIT }, async (request) => {
    const query = parseWith(financialQuerySchema, request.body ?? {})
    return ok(await payments.financialHistory(deps, playerId(request), query, request.locale))
  })
}

/**
 * The PSP's webhook. Its own plugin so that the JSON body reaches the handler as the raw bytes: the
 * signature is checked on exactly what was sent, never on re-serialised JSON (PROVIDERS.md).
 */
export async function pspCallbackRoutes(
  app: FastifyInstance,
  deps: payments.PaymentsDeps & { gateway: DemoGateway },
) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  // Unauthenticated until the signature is checked, so limited per address; a PSP sends from a few
  // addresses only, hence ten times the public limit (a burst of genuine webhooks must get through).
  const callbackLimit = publicRateLimit(app.config, app.config.RATE_LIMIT_MAX * 10)
  app.post(
    '/payment/callback/demo',
    { bodyLimit: 16 * 1024, config: { rateLimit: callbackLimit } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!deps.gateway.verifyWebhook(raw, request.headers)) {
        request.log.warn(
          { header: Boolean(request.headers[DEMO_SIGNATURE_HEADER]) },
          'psp webhook: bad signature',
        )
        throw new AppError('SIGNATURE_INVALID')
      }
      const event = deps.gateway.parseWebhook(raw)
      if (!event) throw new AppError('MALFORMED_REQUEST')
      const result = await payments.applyPspEvent(deps, event)
      return ok({ result })
    },
  )
}
