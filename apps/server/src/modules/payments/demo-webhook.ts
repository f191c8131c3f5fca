import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../lib/app-error.js'
import { DEMO_SIGNATURE_HEADER, type DemoGateway } from '../../providers/index.js'
import * as payments from './payments.service.js'

/**
 * The demo PSP's webhook as received: the signature checked on the raw bytes, then the event
 * applied. The route above and the demo's own payment page (payments.page.ts) both call it.
 */
export async function receiveDemoWebhook(
  deps: payments.PaymentsDeps & { gateway: DemoGateway },
  raw: Buffer,
  headers: IncomingHttpHeaders,
  log: FastifyBaseLogger,
) {
  if (!deps.gateway.verifyWebhook(raw, headers, deps.clock.now())) {
    log.warn({ header: Boolean(headers[DEMO_SIGNATURE_HEADER]) }, 'psp webhook: bad signature')
    throw new AppError('SIGNATURE_INVALID')
  }
  const event = deps.gateway.parseWebhook(raw)
  if (!event) throw new AppError('MALFORMED_REQUEST')
  return payments.applyPspEvent(deps, event)
}
