import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { api, rows } from './accounts.js'
import { fundPlayer } from './wallet.js'

/**
 * A registered player (`ayse{n}`) with `lira` of cash and a game token for `game` from a real
 * launch (`casino/launchurl`), as the Originals tests play.
 */
export async function launchedPlayer(app: FastifyInstance, n: number, lira: number, game: string) {
  const a = api(app)
  const { token } = await a.register(n)
  const [row] = await rows<{ id: number }>(app, sql`select id from players where username = ${`ayse${n}`}`)
  const playerId = Number(row!.id)
  await fundPlayer(app.db, playerId, { cash: BigInt(lira * 100) })
  const launch = await a.post('casino/launchurl', { code: game, providerId: 1, isMobile: false }, { token })
  if (!launch.json().success) throw new Error(`launch failed: ${launch.body}`)
  const url = new URL(launch.json().data as string, 'http://x')
  return { token, playerId, gameToken: url.searchParams.get('token')! }
}
