import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '@galata/contract'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import { chatSettings } from './chat.service.js'

/** Live chat (docs/live-chat.md): the widget's settings for the logged-in player. */
export async function chatRoutes(app: FastifyInstance) {
  route(app, apiRoutes['customer/chat'], async (request) =>
    ok(await chatSettings(app.db, app.config, currentPlayer(request).id)),
  )
}
