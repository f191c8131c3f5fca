import type { FastifyInstance } from 'fastify'
import { notify, type NotificationsDeps } from './notifications.service.js'
import { bonusTexts, kycTexts, paymentTexts, sportsTicketTexts } from './notifications.texts.js'

/**
 * Events that become notifications (docs/realtime.md). They run on the instance where the event happened,
 * once; the hub's fan-out then reaches every instance (docs/realtime.md).
 */
export function subscribeNotifications(app: FastifyInstance, deps: NotificationsDeps) {
  app.events.on('payment.settled', async (e) => {
    await notify(deps, e.playerId, `payment:${e.paymentId}:${e.status}`, paymentTexts(e))
  })
  app.events.on('bonus.changed', async (e) => {
    await notify(deps, e.playerId, `bonus:${e.bonusId}:${e.change}`, bonusTexts(e))
  })
  // Identity verification (docs/kyc.md): each decision on a document, once.
  app.events.on('kyc.decided', async (e) => {
    await notify(deps, e.playerId, `kyc:${e.documentId}:${e.decision}`, kycTexts(e))
  })
  // The sportsbook (docs/sportsbook.md): a won or refunded ticket, once per settlement version.
  app.events.on('sports.ticket_settled', async (e) => {
    await notify(deps, e.playerId, `sports:${e.ticketId}:v${e.version}`, sportsTicketTexts(e))
  })
}
