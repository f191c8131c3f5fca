import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '@galata/contract'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import { getBalances, toMajor } from '../wallet/index.js'

/** GET user/balance (spec §7; polled every 10 s while logged in). */
export async function walletRoutes(app: FastifyInstance) {
  route(app, apiRoutes['user/balance'], async (request) => {
    const b = await getBalances(app.db, currentPlayer(request).id)
    return ok({ balance: toMajor(b.cash), bonusBalance: toMajor(b.bonus), currency: 'TRY' as const })
  })
}
