// What other modules (app, boot, the back office) may use from payments.
import type { FastifyInstance } from 'fastify'
import { startIntervalJob } from '../../lib/interval-job.js'
import { createDemoGateway } from '../../providers/index.js'
import { toMinor } from '../wallet/index.js'
import { paymentPlayerRoutes, pspCallbackRoutes } from './payments.routes.js'
import { paymentPageRoutes } from './payments.page.js'
import { cryptoIpnRoutes, cryptoPlayerRoutes } from './crypto.routes.js'
import { expireDeposits, type PaymentsDeps } from './payments.service.js'

export { seedPaymentMethods } from './payments.seed.js'
export { firstConfirmedDeposit, latestConfirmedDeposit } from './payments.queries.js'
export {
  decide,
  listForOperators,
  methodChoices,
  payoutState,
  setFrozen,
  type Decision,
  type Operator,
  type OperatorPaymentFilter,
  type PaymentsDeps,
} from './payments.service.js'

export function paymentsDeps(app: FastifyInstance): PaymentsDeps {
  return {
    db: app.db,
    clock: app.clock,
    log: app.log,
    events: app.events,
    fourEyesAbove: toMinor(app.config.PAYMENT_FOUR_EYES_TRY),
    kycDepositThreshold: toMinor(app.config.KYC_DEPOSIT_THRESHOLD_TRY),
    pendingMs: app.config.DEPOSIT_PENDING_MINUTES * 60_000,
    // The demo gateway credits cash at the press of a button, with no payment behind it: it exists
    // in demo mode only (docs/security.md, first audit item 4). A live site has no gateway until a real PSP
    // is added.
    gateway:
      app.config.SITE_MODE === 'demo'
        ? createDemoGateway({
            secret: app.config.PSP_DEMO_SECRET,
            faultFile: app.config.PSP_DEMO_FAULT_FILE,
          })
        : null,
    crypto: app.crypto.processor,
    publicUrl: app.config.PUBLIC_URL,
  }
}

/** Under /api: the player's payment calls and, in demo mode, the demo PSP's webhook (raw-body context). */
export async function paymentRoutes(app: FastifyInstance) {
  const deps = paymentsDeps(app)
  await app.register(async (scope) => paymentPlayerRoutes(scope, deps))
  // Unpaid gateway deposits past DEPOSIT_PENDING_MINUTES become cancelled (docs/wallet.md "Pending
  // deposits"); they stopped counting at their end already, this tells the player and the history.
  startIntervalJob(app, { name: 'deposit-expiry', everyMs: 60_000, run: () => expireDeposits(deps) })
  const { gateway } = deps
  if (gateway) await app.register(async (scope) => pspCallbackRoutes(scope, { ...deps, gateway }))
  // docs/payments.md: the crypto method's status poll and the processor's IPN (raw-body context).
  await app.register(async (scope) => cryptoPlayerRoutes(scope, deps))
  await app.register(async (scope) => cryptoIpnRoutes(scope, deps))
}

/** At the site root, in demo mode only: the demo gateway's hosted payment page. */
export async function paymentPagePlugin(app: FastifyInstance) {
  const deps = paymentsDeps(app)
  const { gateway } = deps
  if (gateway) await paymentPageRoutes(app, { ...deps, gateway })
}
