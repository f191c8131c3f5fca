import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { requireAuth } from '../auth/index.js'
import { getBalances, toMajor } from '../wallet/index.js'

/** GET user/balance (spec §7; polled every 10 s while logged in). */
export async function walletRoutes(app: FastifyInstance) {
  app.get('/user/balance', { preHandler: requireAuth }, async (request) => {
    if (!request.player) throw new AppError('UNAUTHORIZED')
    const b = await getBalances(app.db, request.player.id)
    return ok({ balance: toMajor(b.cash), bonusBalance: toMajor(b.bonus), currency: 'TRY' as const })
  })
}
