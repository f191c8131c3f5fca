import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { route } from '../../lib/route.js'
import { parseWith } from '../../lib/validate.js'
import { IMMUTABLE } from '../../lib/cache-control.js'
import { gameAssets } from './assets.js'
import { gamePageOrigins, renderGamePage, renderVerifyPage } from './originals.page.js'
import { isSlotGame } from './games/slots/themes.js'
import {
  blackjackActionSchema,
  blackjackStartSchema,
  clientSeedSchema,
  diceBetSchema,
  minesRevealSchema,
  minesStartSchema,
  rouletteBetSchema,
  roundIdSchema,
  slotSpinSchema,
  verifySchema,
} from './originals.schemas.js'
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
    run: () => originals.settleAbandonedRounds(deps),
  })
  const claimsOf = (request: FastifyRequest, game: originals.OriginalGame) =>
    originals.authenticate(deps, request.headers[GAME_TOKEN_HEADER], game)

  route(app, apiRoutes['originals/:game/state'], async (request) => {
    const game = gameOf(request.params)
    return ok(await originals.gameState(deps, await claimsOf(request, game)))
  })

  route(app, apiRoutes['originals/galata-dice/bet'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, 'galata-dice')
    return ok(await originals.playDice(deps, claims, parseWith(diceBetSchema, request.body)))
  })

  route(app, apiRoutes['originals/galata-roulette/bet'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, 'galata-roulette')
    return ok(await originals.playRoulette(deps, claims, parseWith(rouletteBetSchema, request.body)))
  })

  route(app, apiRoutes['originals/galata-mines/start'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, 'galata-mines')
    return ok(await originals.startMines(deps, claims, parseWith(minesStartSchema, request.body)))
  })

  route(app, apiRoutes['originals/galata-mines/reveal'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, 'galata-mines')
    return ok(await originals.revealMine(deps, claims, parseWith(minesRevealSchema, request.body)))
  })

  route(app, apiRoutes['originals/galata-mines/cashout'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, 'galata-mines')
    return ok(await originals.cashOutMines(deps, claims, parseWith(roundIdSchema, request.body)))
  })

  route(app, apiRoutes['originals/:game/spin'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const game = gameOf(request.params)
    if (!isSlotGame(game)) throw new AppError('GAME_NOT_FOUND')
    const claims = await claimsOf(request, game)
    return ok(await originals.playSlot(deps, claims, game, parseWith(slotSpinSchema, request.body)))
  })

  route(app, apiRoutes['originals/galata-blackjack/start'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, 'galata-blackjack')
    return ok(await originals.startBlackjack(deps, claims, parseWith(blackjackStartSchema, request.body)))
  })

  route(app, apiRoutes['originals/galata-blackjack/action'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, 'galata-blackjack')
    return ok(await originals.blackjackAction(deps, claims, parseWith(blackjackActionSchema, request.body)))
  })

  route(app, apiRoutes['originals/:game/seed'], { bodyLimit: BODY_LIMIT }, async (request) => {
    const claims = await claimsOf(request, gameOf(request.params))
    const { clientSeed } = parseWith(clientSeedSchema, request.body)
    return ok(
      await originals.rotateSeed(deps, claims, clientSeed),
      successMessages.SEED_ROTATED[request.locale],
    )
  })

  route(
    app,
    apiRoutes['originals/verify'],
    { bodyLimit: BODY_LIMIT, config: { rateLimit: publicRateLimit(app.config) } },
    async (request) => ok(originals.verifyRound(parseWith(verifySchema, request.body))),
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
      .send(renderGamePage(game, request.query, origins.siteOrigin))
  })
}
