// What other modules (app, the back office) may use from notifications.
import type { FastifyInstance } from 'fastify'
import { subscribeNotifications } from './notifications.listeners.js'
import { notificationRoutes } from './notifications.routes.js'
import type { NotificationsDeps } from './notifications.service.js'

export {
  audience,
  broadcast,
  notify,
  segmentOf,
  type BroadcastOperator,
  type NotificationsDeps,
} from './notifications.service.js'
export { marketingAllowedSql, protectedSql } from './notifications.queries.js'

export function notificationsDeps(app: FastifyInstance): NotificationsDeps {
  return { db: app.db, clock: app.clock, realtime: app.realtime, log: app.log }
}

/** Under /api: the player's list and read calls; and the events that make notifications. */
export async function notificationsModule(app: FastifyInstance) {
  const deps = notificationsDeps(app)
  subscribeNotifications(app, deps)
  await notificationRoutes(app, deps)
}
