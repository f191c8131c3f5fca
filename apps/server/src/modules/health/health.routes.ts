import type { FastifyInstance } from 'fastify'
import { ok } from '../../lib/reply.js'

export async function healthRoutes(app: FastifyInstance) {
  /** The process is up (a liveness probe); says nothing about the database. */
  app.get('/health', async () => ok({ status: 'ok' }))

  /** Ready for traffic: the database answers and the migrations are applied. */
  app.get('/ready', async (_request, reply) => {
    const ready = await app.database.isReady()
    if (!ready)
      return reply.status(503).send({ success: false, message: 'not ready', data: { status: 'unavailable' } })
    return ok({ status: 'ready', database: app.database.kind })
  })
}
