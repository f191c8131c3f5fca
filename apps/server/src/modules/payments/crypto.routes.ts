import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { NOWPAYMENTS_SIGNATURE_HEADER, isPayoutIpnBody, type NowPayments } from '../../providers/index.js'
import { applyPayoutIpn } from './crypto-payouts.service.js'
import { applyCryptoIpn, cryptoStatus, type CryptoDeps } from './crypto.service.js'

/** GET payments/crypto/{paymentId}: the waiting dialog's poll (docs/payments.md). */
export async function cryptoPlayerRoutes(app: FastifyInstance, deps: Omit<CryptoDeps, 'crypto'>) {
  route(app, apiRoutes['payments/crypto/:paymentId'], async (request, _reply, { params }) =>
    ok(await cryptoStatus(deps, currentPlayer(request).id, params.paymentId)),
  )
}

/**
 * The processor's IPN, in its own plugin so the body reaches the handler as bytes (the demo PSP's
 * webhook does the same). A bad or missing signature is refused; anything signed and understood is
 * answered 200, also when it changes nothing, since NOWPayments retries every other answer.
 */
export async function cryptoIpnRoutes(
  app: FastifyInstance,
  deps: Omit<CryptoDeps, 'crypto'> & { crypto: NowPayments | null },
) {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  const ipnLimit = publicRateLimit(app.config, app.config.RATE_LIMIT_MAX * 10)
  route(
    app,
    apiRoutes['payments/crypto/ipn'],
    { bodyLimit: 16 * 1024, config: { rateLimit: ipnLimit } },
    async (request) => {
      const { crypto } = deps
      if (!crypto) throw new AppError('NOT_FOUND')
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      if (!crypto.verifyIpn(raw, request.headers)) {
        request.log.warn(
          { header: Boolean(request.headers[NOWPAYMENTS_SIGNATURE_HEADER]) },
          'crypto IPN: bad signature',
        )
        throw new AppError('SIGNATURE_INVALID')
      }
      // A payout's IPN comes to the same address (docs/payments.md "Payouts"), told apart by its batch id.
      if (isPayoutIpnBody(raw)) {
        const payout = crypto.parsePayoutIpn(raw)
        if (!payout) {
          request.log.warn('crypto payout IPN: signed but not understood; ignored')
          return ok({ result: 'ignored' as const })
        }
        return ok({ result: await applyPayoutIpn(deps, payout) })
      }
      const ipn = crypto.parseIpn(raw)
      if (!ipn) {
        request.log.warn('crypto IPN: signed but not a payment notification; ignored')
        return ok({ result: 'ignored' as const })
      }
      return ok({ result: await applyCryptoIpn({ ...deps, crypto }, ipn) })
    },
  )
}
