import type { FastifyInstance } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { requestOrigin } from '../../lib/origin.js'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import type { DemoGateway } from '../../providers/index.js'
import { receiveDemoWebhook } from './demo-webhook.js'
import * as payments from './payments.service.js'

const BODY_LIMIT = 8 * 1024

/** spec §7 payment/*, transaction/financial; every route needs a session. */
export async function paymentPlayerRoutes(app: FastifyInstance, deps: payments.PaymentsDeps) {
  route(app, apiRoutes['payment/methods'], async (request, _reply, { query }) =>
    ok(await payments.listMethods(deps, query.type, request.locale)),
  )

  route(app, apiRoutes['payment/detail'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) =>
    ok(await payments.methodFields(deps, body, request.locale)),
  )

  route(app, apiRoutes['payment/deposit'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) => {
    const origin = requestOrigin(app.config, request)
    const answer = await payments.requestPayment(deps, currentPlayer(request).id, 1, body, origin)
    if (answer.kind === 'redirect') return ok(answer.url, successMessages.DEPOSIT_REDIRECT[request.locale])
    // docs/payments.md: the crypto method answers where and how much to send, not a page.
    if (answer.kind === 'crypto') return ok(answer.deposit, successMessages.DEPOSIT_CRYPTO[request.locale])
    return ok(null, successMessages.DEPOSIT_MANUAL_PENDING[request.locale])
  })

  route(app, apiRoutes['payment/withdraw'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) => {
    await payments.requestPayment(
      deps,
      currentPlayer(request).id,
      2,
      body,
      requestOrigin(app.config, request),
    )
    return ok(null, successMessages.WITHDRAW_REQUESTED[request.locale])
  })

  // docs/wallet.md "Pending deposits": give up, or go back to the page of, an unpaid deposit.
  route(app, apiRoutes['payment/cancel'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) => {
    await payments.cancelDeposit(deps, currentPlayer(request).id, body.id)
    return ok(null, successMessages.DEPOSIT_CANCELLED[request.locale])
  })

  route(app, apiRoutes['payment/continue'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) =>
    ok(
      await payments.continueDeposit(
        deps,
        currentPlayer(request).id,
        body.id,
        requestOrigin(app.config, request),
      ),
    ),
  )

  route(
    app,
    apiRoutes['transaction/financial'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) =>
      ok(await payments.financialHistory(deps, currentPlayer(request).id, body, request.locale)),
  )
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
  route(
    app,
    apiRoutes['payment/callback/demo'],
    { bodyLimit: 16 * 1024, config: { rateLimit: callbackLimit } },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      return ok({ result: await receiveDemoWebhook(deps, raw, request.headers, request.log) })
    },
  )
}
