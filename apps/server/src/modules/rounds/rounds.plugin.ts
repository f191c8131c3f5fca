import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import {
  BINGO_ROOMS,
  ROUND_GAMES,
  TV_ROUND_GAMES,
  VIRTUAL_ROUND_GAMES,
  apiRoutes,
  originalsStringsFor,
  tableStringsFor,
  tvStringsFor,
  vfStringsFor,
  type BingoRoom,
  type Locale,
  type RoundGame,
} from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import { verifyGameToken } from '../../providers/index.js'
import { canPlay } from '../auth/index.js'
import { originalGameSeeds } from '../casino/index.js'
import { gamePageOrigins, gamePageShell } from '../originals/index.js'
import type { GameSession } from '../originals/index.js'
import { myDecisions, takeAction } from './rounds.actions.js'
import { tableOf } from './registry.js'
import { httpBeacon } from './rounds.beacon.js'
import { createTablesLoop, type TablesLoop } from './rounds.loop.js'
import {
  TABLE_HUB_COMMAND,
  authenticate,
  currentRound,
  placeTableBet,
  requireTable,
  roundHistory,
  scaledTimings,
  tableState,
  tableTopic,
  verifyTableRound,
  type TablesDeps,
  refundBetsBeforeClose,
} from './rounds.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared-round tables' loop: started at ready outside tests; tests drive it with `tick()`. */
    tables: TablesLoop
    /** What the engine's services need (the bingo rooms' routes use them too). */
    tablesDeps: TablesDeps
  }
}

const BODY_LIMIT = 8 * 1024

/** Each table's page bundle and stylesheet (apps/games/build.mjs); the card tables share one look. */
/** The tables whose page this plugin serves; the bingo rooms' pages are bingo.plugin.ts's. */
type TablePage = Exclude<RoundGame, BingoRoom>
const TABLE_PAGES = ROUND_GAMES.filter((g): g is TablePage => !(BINGO_ROOMS as readonly string[]).includes(g))

const PAGES: Record<TablePage, { script: string; styles: string[] }> = {
  'galata-live-roulette': { script: 'live-roulette.js', styles: ['live-roulette.css'] },
  'galata-live-baccarat': { script: 'live-baccarat.js', styles: ['live-roulette.css', 'live-cards.css'] },
  'galata-dragon-tiger': { script: 'dragon-tiger.js', styles: ['live-roulette.css', 'live-cards.css'] },
  'galata-infinite-blackjack': {
    script: 'infinite-blackjack.js',
    styles: ['live-roulette.css', 'live-cards.css', 'infinite-blackjack.css'],
  },
  'galata-keno-tv': { script: 'keno-tv.js', styles: ['tv-games.css'] },
  'galata-money-wheel': { script: 'money-wheel.js', styles: ['tv-games.css'] },
  'galata-lucky-7': { script: 'lucky-7.js', styles: ['tv-games.css'] },
  'galata-virtual-football': { script: 'virtual-football.js', styles: ['virtual-football.css'] },
  // Both leagues are one page (the league comes with the round's fixture).
  'galata-virtual-continental': { script: 'virtual-football.js', styles: ['virtual-football.css'] },
  'galata-three-card-poker': {
    script: 'three-card-poker.js',
    styles: ['live-roulette.css', 'live-cards.css', 'three-card-poker.css'],
  },
}
const isTvGame = (game: string) => (TV_ROUND_GAMES as readonly string[]).includes(game)
const GAME_TOKEN_HEADER = 'x-game-token'

function renderPage(game: string, query: unknown, siteOrigin: string, speed: number): string {
  const locale: Locale = (query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'tr'
  const tv = isTvGame(game)
  const virtual = (VIRTUAL_ROUND_GAMES as readonly string[]).includes(game)
  const strings = {
    ...originalsStringsFor(locale),
    ...tableStringsFor(locale, game),
    ...(tv ? tvStringsFor(locale) : {}),
    ...(virtual ? vfStringsFor(locale) : {}),
  }
  const seed = originalGameSeeds.find((g) => g.gameCode === game)
  const title = seed?.name[locale] ?? game
  const def = requireTable(game)
  return gamePageShell({
    locale,
    title,
    ...PAGES[def.code as TablePage],
    strings,
    data: {
      game,
      title,
      siteOrigin,
      timings: scaledTimings(def, speed),
      rtp: def.declaredRtp * 100,
      spotRtps: def.spotRtps ?? {},
    },
  })
}

/**
 * The shared-round studio (docs/shared-rounds.md): the public round API under /api/rounds, the tables'
 * bets with the page's game token, their pages under /originals/, the round loop, and the hub's
 * acceptance of a table page's game token (it watches its table's topic only).
 */
export const tablesPlugin = fp(
  async (app: FastifyInstance) => {
    const deps: TablesDeps = {
      db: app.db,
      clock: app.clock,
      events: app.events,
      secret: app.config.ORIGINALS_SECRET,
      speed: app.config.ROUNDS_SPEED,
      leaseMs: app.config.LEASE_MS,
      speedFor: (def) =>
        def.topicPrefix === 'bingo'
          ? app.config.ROUNDS_SPEED * app.config.BINGO_SPEED
          : app.config.ROUNDS_SPEED,
      broadcast: (game, message) =>
        app.realtime.publish({
          kind: 'topic',
          topic: tableTopic(game),
          command: TABLE_HUB_COMMAND,
          message: JSON.stringify(message),
        }),
      ...(app.config.ROUNDS_BEACON_URL ? { beacon: httpBeacon(app.config.ROUNDS_BEACON_URL) } : {}),
      log: app.log,
    }
    const loop = createTablesLoop(deps)
    app.decorate('tables', loop)
    app.decorate('tablesDeps', deps)
    // Purchases for games after a self-exclusion or time-out began are refunded at once.
    app.events.on('protection.restricted', async ({ playerId }) => {
      await refundBetsBeforeClose(deps, playerId)
    })

    app.realtime.addAuthenticator(async (token) => {
      const claims = verifyGameToken(deps.secret, token, deps.clock.now())
      if (!claims || !tableOf(claims.gameCode)) return null
      const verdict = await canPlay(app, claims.sessionId, claims.playerId)
      if (!verdict.canPlay) return null
      return {
        kind: 'game',
        playerId: claims.playerId,
        sessionId: claims.sessionId,
        topics: [tableTopic(claims.gameCode)],
        endsAt: verdict.endsAt,
      }
    })

    const gameOf = (request: FastifyRequest) => {
      const code = (request.params as { gameCode?: string }).gameCode ?? ''
      requireTable(code)
      return code
    }
    const sessions = new WeakMap<FastifyRequest, GameSession>()
    const preHandler = async (request: FastifyRequest) => {
      sessions.set(request, await authenticate(deps, request.headers[GAME_TOKEN_HEADER], gameOf(request)))
    }
    const claimsOf = (request: FastifyRequest): GameSession => {
      const claims = sessions.get(request)
      if (!claims) throw new Error('table route without its preHandler')
      return claims
    }
    const publicLimit = { config: { rateLimit: publicRateLimit(app.config) } }

    route(app, apiRoutes['rounds/:gameCode/current'], publicLimit, async (_request, _reply, { params }) =>
      ok(await currentRound(deps, requireTable(params.gameCode).code)),
    )
    route(
      app,
      apiRoutes['rounds/:gameCode/history'],
      publicLimit,
      async (_request, _reply, { params, query }) =>
        ok(await roundHistory(deps, requireTable(params.gameCode).code, query.take)),
    )
    route(app, apiRoutes['rounds/verify/:roundId'], publicLimit, async (_request, _reply, { params }) =>
      ok(await verifyTableRound(app.db, params.roundId)),
    )
    route(app, apiRoutes['rounds/:gameCode/state'], { preHandler }, async (request) => {
      const game = gameOf(request)
      const state = await tableState(deps, claimsOf(request), game)
      if (!requireTable(game).decisions) return ok(state)
      return ok({ ...state, decisions: await myDecisions(deps, claimsOf(request), game) })
    })
    route(
      app,
      apiRoutes['rounds/:gameCode/bet'],
      { preHandler, bodyLimit: BODY_LIMIT },
      async (request, _reply, { body }) =>
        ok(await placeTableBet(deps, claimsOf(request), gameOf(request), body)),
    )

    route(
      app,
      apiRoutes['rounds/:gameCode/action'],
      { preHandler, bodyLimit: BODY_LIMIT },
      async (request, _reply, { body }) =>
        ok(await takeAction(deps, claimsOf(request), gameOf(request), body)),
    )

    const origins = gamePageOrigins(app.config)
    for (const game of TABLE_PAGES)
      route(app, apiRoutes[`page:originals/${game}/`], async (request, reply) => {
        const elsewhere = origins.redirectOf(request)
        if (elsewhere) return reply.redirect(elsewhere, 308)
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(renderPage(game, request.query, origins.siteOriginOf(request), deps.speed))
      })

    if (app.config.NODE_ENV !== 'test') app.addHook('onReady', async () => loop.start())
    app.addHook('preClose', async () => loop.stop())
  },
  { name: 'galata-tables', dependencies: ['galata-realtime'] },
)
