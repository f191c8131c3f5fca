import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { createSession } from '../modules/auth/index.js'
import { toMinor } from '../modules/wallet/index.js'
import { signGameToken } from '../providers/index.js'
import { api, rows } from './accounts.js'
import { fundPlayer } from './wallet.js'

/**
 * A live session for a bare test player and a signer of game tokens bound to it (docs/security.md: a game
 * token opens nothing without a session that may play), for tests that sign tokens themselves.
 */
export async function gameTokenSigner(app: FastifyInstance, playerId: number, gameCode: string) {
  const session = await createSession(
    app.db,
    playerId,
    { ip: '127.0.0.1', userAgent: 'test', fingerprint: null },
    new Date(app.clock.now()),
  )
  return {
    sessionId: session.id,
    sign: () =>
      signGameToken(
        app.config.ORIGINALS_SECRET,
        { playerId, gameCode, sessionId: session.id },
        app.clock.now(),
      ),
  }
}

/**
 * What a game page does with its launch url (docs/casino.md "Launch"): the url's one-time token
 * exchanged for the game token the page plays with. Answers both.
 */
export async function exchangeLaunchUrl(app: FastifyInstance, launchUrl: string) {
  const launchToken = new URL(launchUrl, 'http://x').searchParams.get('token')!
  const res = await app.inject({
    method: 'POST',
    url: '/api/originals/session',
    headers: { 'x-game-token': launchToken, 'content-type': 'application/json' },
    payload: '{}',
  })
  if (res.statusCode !== 200) throw new Error(`launch exchange failed: ${res.body}`)
  return { launchToken, gameToken: res.json<{ data: { token: string } }>().data.token }
}

/**
 * A registered player (`ayse{n}`) with `lira` of cash and a game token for `game` from a real
 * launch (`casino/launchurl`) and its exchange, as the Originals tests play.
 */
export async function launchedPlayer(app: FastifyInstance, n: number, lira: number, game: string) {
  const a = api(app)
  const { token } = await a.register(n)
  const [row] = await rows<{ id: number }>(app, sql`select id from players where username = ${`ayse${n}`}`)
  const playerId = Number(row!.id)
  await fundPlayer(app.db, playerId, { cash: toMinor(lira) })
  const launch = await a.post('casino/launchurl', { code: game, providerId: 1, isMobile: false }, { token })
  if (!launch.json().success) throw new Error(`launch failed: ${launch.body}`)
  return { token, playerId, ...(await exchangeLaunchUrl(app, launch.json().data as string)) }
}

/**
 * The built bundle a game page names for the logical asset `name` (`dice.js`, `aviator.css`): the
 * page must reference it by its content-hashed name, and it must be served for a year, immutable.
 */
export async function pageAsset(app: FastifyInstance, pageBody: string, name: string) {
  const [stem, ext] = name.split('.') as [string, string]
  const tag =
    ext === 'css'
      ? new RegExp(`<link rel="stylesheet" href="(/originals/assets/${stem}-[A-Z0-9]{8}\\.css)">`)
      : new RegExp(`<script src="(/originals/assets/${stem}-[A-Z0-9]{8}\\.js)"></script>`)
  const url = tag.exec(pageBody)?.[1]
  expect(url, `${name} in the page`).toBeDefined()
  const res = await app.inject({ method: 'GET', url: url! })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  return res
}
