import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import { IMMUTABLE } from '../../lib/cache-control.js'
import { gameAssets } from './assets.js'
import { gamePageOrigins, renderGamePage, renderVerifyPage } from './originals.page.js'
import { isSlotGame } from '@galata/game-math/slots/games'
import type { GameSession } from './game-session.js'
import * as originals from './originals.service.js'

const BODY_LIMIT = 8 * 1024
/**
 * How often the recovery pass runs while the app is up (it also runs at boot): a win that failed to
 * commit without the process dying is paid within this time, abandoned rounds are closed.
 */
export const ROUND_RECOVERY_INTERVAL_MS = 5 * 60_000
/** The game token travels in a header, never in the body or a logged url (after the launch). */
export const GAME_TOKEN_HEADER = 'x-game-token'

function gameOf(params: unknown): originals.OriginalGame {
  const game = (params as { game?: string }).game ?? ''
  if (!originals.isOriginalGame(game)) throw new AppError('GAME_NOT_FOUND')
  return game
}

/** The studio's game API under /api/originals (docs/casino.md). */
export async function originalsApiRoutes(app: FastifyInstance, deps: originals.OriginalsDeps) {
  startIntervalJob(app, {
    name: 'originals-recovery',
    everyMs: ROUND_RECOVERY_INTERVAL_MS,
    run: (stop) => originals.settleAbandonedRounds(deps, stop),
  })
  startIntervalJob(app, {
    name: 'originals-launch-uses',
    everyMs: ROUND_RECOVERY_INTERVAL_MS,
    run: () => originals.forgetUsedLaunches(deps),
  })
  // The game and its token are checked before the route table parses the body (lib/route.ts
  // `preHandler`): a call without a valid token learns nothing about the body.
  const sessions = new WeakMap<FastifyRequest, GameSession>()
  const checked = (gameOfRequest: (request: FastifyRequest) => originals.OriginalGame) => ({
    bodyLimit: BODY_LIMIT,
    preHandler: async (request: FastifyRequest) => {
      const game = gameOfRequest(request)
      sessions.set(request, await originals.authenticate(deps, request.headers[GAME_TOKEN_HEADER], game))
    },
  })
  const claimsOf = (request: FastifyRequest): GameSession => {
    const claims = sessions.get(request)
    if (!claims) throw new Error('game route without its preHandler')
    return claims
  }
  const fromPath = (request: FastifyRequest) => gameOf(request.params)
  const slotFromPath = (request: FastifyRequest) => {
    const game = gameOf(request.params)
    if (!isSlotGame(game)) throw new AppError('GAME_NOT_FOUND')
    return game
  }

  // The launch url's token, once (docs/casino.md "Launch"); the exchange checks it itself, since
  // every other route refuses that kind of token.
  route(
    app,
    apiRoutes['originals/session'],
    { bodyLimit: BODY_LIMIT, config: { rateLimit: publicRateLimit(app.config) } },
    async (request) => ok(await originals.openLaunch(deps, request.headers[GAME_TOKEN_HEADER])),
  )

  // A GET: no body, so no body limit of its own (as before).
  const { preHandler: stateCheck } = checked(fromPath)
  route(app, apiRoutes['originals/:game/state'], { preHandler: stateCheck }, async (request) =>
    ok(await originals.gameState(deps, claimsOf(request))),
  )

  route(
    app,
    apiRoutes['originals/galata-dice/bet'],
    checked(() => 'galata-dice'),
    async (request, _reply, { body }) => ok(await originals.playDice(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-roulette/bet'],
    checked(() => 'galata-roulette'),
    async (request, _reply, { body }) => ok(await originals.playRoulette(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-mines/start'],
    checked(() => 'galata-mines'),
    async (request, _reply, { body }) => ok(await originals.startMines(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-mines/reveal'],
    checked(() => 'galata-mines'),
    async (request, _reply, { body }) => ok(await originals.revealMine(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-mines/cashout'],
    checked(() => 'galata-mines'),
    async (request, _reply, { body }) => ok(await originals.cashOutMines(deps, claimsOf(request), body)),
  )

  route(app, apiRoutes['originals/:game/spin'], checked(slotFromPath), async (request, _reply, { body }) => {
    const claims = claimsOf(request)
    return ok(await originals.playSlot(deps, claims, slotFromPath(request), body))
  })

  route(
    app,
    apiRoutes['originals/galata-plinko/drop'],
    checked(() => 'galata-plinko'),
    async (request, _reply, { body }) => ok(await originals.playPlinko(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-keno/bet'],
    checked(() => 'galata-keno'),
    async (request, _reply, { body }) => ok(await originals.playKeno(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-limbo/bet'],
    checked(() => 'galata-limbo'),
    async (request, _reply, { body }) => ok(await originals.playLimbo(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-coinflip/bet'],
    checked(() => 'galata-coinflip'),
    async (request, _reply, { body }) => ok(await originals.playCoinflip(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-scratch/buy'],
    checked(() => 'galata-scratch'),
    async (request, _reply, { body }) => ok(await originals.playScratch(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-tower/start'],
    checked(() => 'galata-tower'),
    async (request, _reply, { body }) => ok(await originals.startTower(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-tower/action'],
    checked(() => 'galata-tower'),
    async (request, _reply, { body }) => ok(await originals.towerAction(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-hilo/start'],
    checked(() => 'galata-hilo'),
    async (request, _reply, { body }) => ok(await originals.startHilo(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-hilo/action'],
    checked(() => 'galata-hilo'),
    async (request, _reply, { body }) => ok(await originals.hiloAction(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-blackjack/start'],
    checked(() => 'galata-blackjack'),
    async (request, _reply, { body }) => ok(await originals.startBlackjack(deps, claimsOf(request), body)),
  )

  route(
    app,
    apiRoutes['originals/galata-blackjack/action'],
    checked(() => 'galata-blackjack'),
    async (request, _reply, { body }) => ok(await originals.blackjackAction(deps, claimsOf(request), body)),
  )

  route(app, apiRoutes['originals/:game/seed'], checked(fromPath), async (request, _reply, { body }) =>
    ok(
      await originals.rotateSeed(deps, claimsOf(request), body.clientSeed),
      successMessages.SEED_ROTATED[request.locale],
    ),
  )

  route(
    app,
    apiRoutes['originals/verify'],
    { bodyLimit: BODY_LIMIT, config: { rateLimit: publicRateLimit(app.config) } },
    async (_request, _reply, { body }) => ok(originals.verifyRound(body)),
  )
}

/** The game pages themselves, at the site root under /originals/ (same origin as the site). */
export async function originalsPageRoutes(app: FastifyInstance) {
  const origins = gamePageOrigins(app.config)
  // Content-hashed bundles (apps/games): a name never changes content, so a year and immutable.
  const assets = gameAssets()
  route(app, apiRoutes['page:originals/assets/:file'], async (request, reply) => {
    const asset = assets.file((request.params as { file: string }).file)
    if (!asset) return reply.status(404).type('text/plain').send('not found')
    return reply.type(asset.type).header('cache-control', IMMUTABLE).send(asset.body)
  })

  route(app, apiRoutes['page:originals/verify'], async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(renderVerifyPage(request.query)),
  )

  route(app, apiRoutes['page:originals/:game/'], async (request, reply) => {
    const game = (request.params as { game: string }).game
    if (!originals.isOriginalGame(game)) return reply.status(404).type('text/plain').send('not found')
    const elsewhere = origins.redirectOf(request)
    if (elsewhere) return reply.redirect(elsewhere, 308)
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderGamePage(game, request.query, origins.siteOriginOf(request)))
  })
}
