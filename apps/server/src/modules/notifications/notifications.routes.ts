import type { FastifyInstance } from 'fastify'
import { notificationQuerySchema, readNotificationSchema } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { parseWith } from '../../lib/validate.js'
import { requireAuth } from '../auth/index.js'
import { listForPlayer, markRead, type NotificationsDeps } from './notifications.service.js'

/** spec §7 customer/notification and customer/readnotification. */
export async function notificationRoutes(app: FastifyInstance, deps: NotificationsDeps) {
  app.addHook('preHandler', requireAuth)

  app.post('/customer/notification', { bodyLimit: 4096 }, async (request) => {
    if (!request.player) throw new AppError('UNAUTHORIZED')
    const query = parseWith(notificationQuerySchema, request.body ?? {})
    return ok(await listForPlayer(deps, request.player.id, query, request.locale))
  })

  app.post('/customer/readnotification', { bodyLimit: 16 * 1024 }, async (request) => {
    if (!request.player) throw new AppError('UNAUTHORIZED')
    const { id } = parseWith(readNotificationSchema, request.body)
    await markRead(deps, request.player.id, id)
    return ok(null)
  })
}
