import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '@galata/contract'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'

export async function healthRoutes(app: FastifyInstance) {
  /** The process is up (a liveness probe); says nothing about the database. */
  route(app, apiRoutes.health, async () => ok({ status: 'ok' }))

  /**
   * Ready for traffic: the database answers and the migrations are applied, and the instance is not
   * stopping (docs/operations.md "Graceful shutdown": a balancer polling this moves traffic away).
   */
  route(app, apiRoutes.ready, async (_request, reply) => {
    const ready = !app.lifecycle.draining && (await app.database.isReady())
    if (!ready)
      return reply.status(503).send({ success: false, message: 'not ready', data: { status: 'unavailable' } })
    return ok({ status: 'ready', database: app.database.kind })
  })
}
