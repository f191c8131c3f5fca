import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { apiRoutes, aviatorStringsFor, originalsStringsFor, type Locale } from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import { verifyGameToken } from '../../providers/index.js'
import { canPlay } from '../auth/index.js'
import { gamePageOrigins, gamePageShell, type GameSession } from '../originals/index.js'
import {
  AVIATOR_GAME,
  AVIATOR_HUB_COMMAND,
  AVIATOR_TOPIC,
  aviatorState,
  authenticate,
  cashOutAviator,
  placeAviatorBet,
  refundBetsBeforeTakeOff,
  verifyAviator,
  type AviatorDeps,
} from './aviator.service.js'
import { createAviatorLoop, type AviatorLoop } from './aviator.loop.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Sky Aviator's round loop: started at ready outside tests; tests drive it with `tick()`. */
    aviator: AviatorLoop
  }
}

const BODY_LIMIT = 4 * 1024
const GAME_TOKEN_HEADER = 'x-game-token'

function renderPage(query: unknown, siteOrigin: string): string {
  const locale: Locale = (query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'tr'
  const strings = { ...originalsStringsFor(locale), ...aviatorStringsFor(locale) }
  const title = 'Sky Aviator'
  // No inline script (CSP script-src 'self'): data in a JSON block, logic in a built bundle.
  return gamePageShell({
    locale,
    title,
    script: 'aviator.js',
    styles: ['aviator.css'],
    strings,
    data: { game: AVIATOR_GAME, title, siteOrigin },
  })
}

/** Publishes on Sky Aviator's hub topic, which its page watches (the loop's events, the console's switch). */
export function aviatorBroadcast(app: FastifyInstance): AviatorDeps['broadcast'] {
  return (message) =>
    app.realtime.publish({
      kind: 'topic',
      topic: AVIATOR_TOPIC,
      command: AVIATOR_HUB_COMMAND,
      message: JSON.stringify(message),
    })
}

/**
 * Sky Aviator (docs/casino.md) on the shared-round engine (docs/rounds.md "Sky Aviator"): its API
 * under /api/originals/galata-aviator (the path it always had), its page under /originals/, its round
 * on the engine's loop and lease, and the hub's acceptance of the page's game token (the page
 * runs in an iframe without the site's session token; a game token only ever watches its game).
 */
export const aviatorPlugin = fp(
  async (app: FastifyInstance) => {
    const deps: AviatorDeps = {
      db: app.db,
      clock: app.clock,
      events: app.events,
      secret: app.config.ORIGINALS_SECRET,
      broadcast: aviatorBroadcast(app),
      log: app.log,
      leaseMs: app.config.LEASE_MS,
    }
    const loop = createAviatorLoop(deps)
    app.decorate('aviator', loop)

    // Bets for a round not yet taken off are refunded at once when a self-exclusion or time-out
    // begins (docs/player-protection.md "The exclusion register"); a round in flight is played out.
    app.events.on('protection.restricted', async ({ playerId }) => {
      await refundBetsBeforeTakeOff(deps, playerId)
    })

    app.realtime.addAuthenticator(async (token) => {
      const claims = verifyGameToken(deps.secret, token, deps.clock.now())
      if (!claims || claims.gameCode !== AVIATOR_GAME) return null
      // Bound to the session it was launched from (docs/security.md): refused once that session may not play,
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

    // The game token is checked before the route table parses the body (lib/route.ts `preHandler`).
    const sessions = new WeakMap<FastifyRequest, GameSession>()
    const checked = {
      bodyLimit: BODY_LIMIT,
      preHandler: async (request: FastifyRequest) => {
        sessions.set(request, await authenticate(deps, request.headers[GAME_TOKEN_HEADER]))
      },
    }
    const claimsOf = (request: FastifyRequest): GameSession => {
      const claims = sessions.get(request)
      if (!claims) throw new Error('game route without its preHandler')
      return claims
    }

    route(
      app,
      apiRoutes['originals/galata-aviator/state'],
      { preHandler: checked.preHandler },
      async (request) => ok(await aviatorState(deps, claimsOf(request))),
    )
    route(app, apiRoutes['originals/galata-aviator/bet'], checked, async (request, _reply, { body }) =>
      ok(await placeAviatorBet(deps, claimsOf(request), body)),
    )
    route(app, apiRoutes['originals/galata-aviator/cashout'], checked, async (request, _reply, { body }) =>
      ok(await cashOutAviator(deps, claimsOf(request), body)),
    )
    route(
      app,
      apiRoutes['originals/galata-aviator/verify'],
      { bodyLimit: BODY_LIMIT, config: { rateLimit: publicRateLimit(app.config) } },
      async (_request, _reply, { body }) => ok(await verifyAviator(app.db, body)),
    )

    const origins = gamePageOrigins(app.config)
    route(app, apiRoutes['page:originals/galata-aviator/'], async (request, reply) => {
      const elsewhere = origins.redirectOf(request)
      if (elsewhere) return reply.redirect(elsewhere, 308)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderPage(request.query, origins.siteOriginOf(request)))
    })
    // Tests drive the loop step by step with the injectable clock; everywhere else it runs itself.
    if (app.config.NODE_ENV !== 'test') app.addHook('onReady', async () => loop.start())
    app.addHook('preClose', async () => loop.stop())
  },
  { name: 'galata-aviator', dependencies: ['galata-realtime'] },
)
