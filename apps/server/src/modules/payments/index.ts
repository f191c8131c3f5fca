// What other modules (app, boot, the back office) may use from payments.
import type { FastifyInstance } from 'fastify'
import { createDemoGateway } from '../../providers/psp/demo-gateway.js'
import { paymentPlayerRoutes, pspCallbackRoutes } from './payments.routes.js'
import { paymentPageRoutes } from './payments.page.js'
import type { PaymentsDeps } from './payments.service.js'

export { seedPaymentMethods } from './payments.seed.js'
export { firstConfirmedDeposit } from './payments.queries.js'
export { decide, listForOperators, type Operator, type PaymentsDeps } from './payments.service.js'

export function paymentsDeps(app: FastifyInstance): PaymentsDeps {
  return {
    db: app.db,
    clock: app.clock,
    log: app.log,
    events: app.events,
    gateway: createDemoGateway({ secret: app.config.PSP_DEMO_SECRET, publicUrl: app.config.PUBLIC_URL }),
  }
}

/** Under /api: the player's payment calls and the PSP webhook (its own raw-body context). */
export async function paymentRoutes(app: FastifyInstance) {
  const deps = paymentsDeps(app)
  await app.register(async (scope) => paymentPlayerRoutes(scope, deps))
  await app.register(async (scope) => pspCallbackRoutes(scope, deps))
}

/** At the site root: the demo gateway's hosted payment page. */
export async function paymentPagePlugin(app: FastifyInstance) {
  await paymentPageRoutes(app, paymentsDeps(app))
}
