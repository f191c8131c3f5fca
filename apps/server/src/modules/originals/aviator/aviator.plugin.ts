import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Locale } from '@galata/contract'
import { publicRateLimit } from '../../../lib/rate-limit.js'
import { ok } from '../../../lib/reply.js'
import { parseWith } from '../../../lib/validate.js'
import { verifyGameToken } from '../../../providers/galata/galata.token.js'
import { canPlay } from '../../auth/index.js'
import { gamePageOrigins } from '../originals.page.js'
import { stringsFor } from '../originals.strings.js'
import { aviatorBetSchema, aviatorCashoutSchema, aviatorVerifySchema } from './aviator.schemas.js'
import {
  AVIATOR_GAME,
  AVIATOR_HUB_COMMAND,
  AVIATOR_TOPIC,
  aviatorState,
  authenticate,
  cashOutAviator,
  placeAviatorBet,
  verifyAviator,
  type AviatorDeps,
} from './aviator.service.js'
import { createAviatorLoop, type AviatorLoop } from './aviator.loop.js'
import { aviatorStringsFor } from './aviator.strings.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sky Aviator's round loop: started at ready outside tests; tests drive it with `tick()`. */
    aviator: AviatorLoop
  }
}

const BODY_LIMIT = 4 * 1024
const GAME_TOKEN_HEADER = 'x-game-token'

const asset = (file: string) => readFileSync(new URL(`../client/${file}`, import.meta.url), 'utf8')
const SCRIPT = asset('aviator.js')
const STYLE = asset('aviator.css')

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function renderPage(query: unknown, siteOrigin: string): string {
  const locale: Locale = (query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'tr'
  const strings = { ...stringsFor(locale), ...aviatorStringsFor(locale) }
  const title = 'Sky Aviator'
  const data = JSON.stringify({ locale, strings, game: AVIATOR_GAME, title, siteOrigin }).replace(
    /</g,
    '\\u003c',
  )
  // No inline script (CSP script-src 'self'): data in a JSON block, logic in static files.
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/originals/assets/originals.css">
<link rel="stylesheet" href="/originals/assets/aviator.css">
<script type="application/json" id="page-data">${data}</script>
</head><body>
<main id="app" class="app" aria-busy="true"><p class="loading">${esc(strings.loading ?? '')}</p></main>
<script src="/originals/assets/art.js"></script>
<script src="/originals/assets/common.js"></script>
<script src="/originals/assets/aviator.js"></script>
</body></html>`
}

/**
 * Sky Aviator (docs/casino.md): its API under /api/originals/galata-aviator, its page and assets
 * under /originals/, the round loop, and the hub's acceptance of the page's game token (the page
 * runs in an iframe without the site's session token; a game token only ever watches its game).
 */
export const aviatorPlugin = fp(
  async (app: FastifyInstance) => {
    const deps: AviatorDeps = {
      db: app.db,
      clock: app.clock,
      events: app.events,
      secret: app.config.ORIGINALS_SECRET,
      broadcast: (message) =>
        app.realtime.publish({
          kind: 'topic',
          topic: AVIATOR_TOPIC,
          command: AVIATOR_HUB_COMMAND,
          message: JSON.stringify(message),
        }),
      log: app.log,
    }
    const loop = createAviatorLoop(deps)
    app.decorate('aviator', loop)

    app.realtime.addAuthenticator(async (token) => {
      const claims = verifyGameToken(deps.secret, token, deps.clock.now())
      if (!claims || claims.gameCode !== AVIATOR_GAME) return null
      // Bound to the session it was launched from (issue 12): refused once that session may not play,
      // closed when it is revoked (indexed under its session id) or at its end, and a `game` socket:
      // its topic only, never the player's private pushes.
      const verdict = await canPlay(app, claims.sessionId, claims.playerId)
      if (!verdict.canPlay) return null
      return {
        kind: 'game',
        playerId: claims.playerId,
        sessionId: claims.sessionId,
        topics: [AVIATOR_TOPIC],
        endsAt: verdict.endsAt,
      }
    })

    const claimsOf = (headers: Record<string, unknown>) => authenticate(deps, headers[GAME_TOKEN_HEADER])

    app.get('/api/originals/galata-aviator/state', async (request) =>
      ok(await aviatorState(deps, await claimsOf(request.headers))),
    )
    app.post('/api/originals/galata-aviator/bet', { bodyLimit: BODY_LIMIT }, async (request) => {
      const claims = await claimsOf(request.headers)
      return ok(await placeAviatorBet(deps, claims, parseWith(aviatorBetSchema, request.body)))
    })
    app.post('/api/originals/galata-aviator/cashout', { bodyLimit: BODY_LIMIT }, async (request) => {
      const claims = await claimsOf(request.headers)
      return ok(await cashOutAviator(deps, claims, parseWith(aviatorCashoutSchema, request.body)))
    })
    app.post(
      '/api/originals/galata-aviator/verify',
      { bodyLimit: BODY_LIMIT, config: { rateLimit: publicRateLimit(app.config) } },
      async (request) => ok(await verifyAviator(app.db, parseWith(aviatorVerifySchema, request.body))),
    )

    const origins = gamePageOrigins(app.config)
    app.get('/originals/galata-aviator/', async (request, reply) => {
      const elsewhere = origins.redirectOf(request)
      if (elsewhere) return reply.redirect(elsewhere, 308)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPage(request.query, origins.siteOrigin))
    })
    for (const [file, type, body] of [
      ['aviator.js', 'text/javascript; charset=utf-8', SCRIPT],
      ['aviator.css', 'text/css; charset=utf-8', STYLE],
    ] as const)
      app.get(`/originals/assets/${file}`, async (_request, reply) =>
        reply.type(type).header('cache-control', 'public, max-age=300').send(body),
      )

    // Tests drive the loop step by step with the injectable clock; everywhere else it runs itself.
    if (app.config.NODE_ENV !== 'test') app.addHook('onReady', async () => loop.start())
    app.addHook('preClose', async () => loop.stop())
  },
  { name: 'galata-aviator', dependencies: ['galata-realtime'] },
)
