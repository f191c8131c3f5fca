import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '@galata/contract'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import { listForPlayer, markRead, type NotificationsDeps } from './notifications.service.js'

/** spec §7 customer/notification and customer/readnotification. */
export async function notificationRoutes(app: FastifyInstance, deps: NotificationsDeps) {
  route(app, apiRoutes['customer/notification'], { bodyLimit: 4096 }, async (request, _reply, { body }) =>
    ok(await listForPlayer(deps, currentPlayer(request).id, body, request.locale)),
  )

  route(
    app,
    apiRoutes['customer/readnotification'],
    { bodyLimit: 16 * 1024 },
    async (request, _reply, { body }) => {
      await markRead(deps, currentPlayer(request).id, body.id)
      return ok(null)
    },
  )
}
