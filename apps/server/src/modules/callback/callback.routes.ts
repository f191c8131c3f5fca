import type { FastifyInstance } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import { clientMeta } from '../auth/index.js'
import { requestCallback } from './callback.service.js'

/** Five contacts of 30 characters, a name and a message: a few hundred bytes. */
const BODY_LIMIT = 4 * 1024

/** The call-me-back form (spec §7 cms/callme): open to guests; a valid bearer token attaches the player. */
export async function callbackRoutes(app: FastifyInstance) {
  const deps = { db: app.db, clock: app.clock }
  route(
    app,
    apiRoutes['cms/callme'],
    { config: { rateLimit: publicRateLimit(app.config) }, bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      await requestCallback(deps, body, request.player, clientMeta(request), request.locale)
      return ok(null, successMessages.CALLBACK_SAVED[request.locale])
    },
  )
}
