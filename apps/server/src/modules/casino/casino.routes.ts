import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  amusnetLaunchUrlSchema,
  categoryGamesQuerySchema,
  dtLaunchUrlSchema,
  egtLaunchUrlSchema,
  emLaunchUrlSchema,
  gameHistoryQuerySchema,
  gamesQuerySchema,
  hub88LaunchUrlSchema,
  launchUrlSchema,
  softGamingsLaunchUrlSchema,
  successMessages,
  toggleFavoriteSchema,
  topWinnersQuerySchema,
} from '@galata/contract'
import type { z } from 'zod'
import type { ProviderCode } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { sendPrecompressed } from '../../lib/precompressed.js'
import { hotRouteLimit, publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { parseWith } from '../../lib/validate.js'
import { requireAuth } from '../auth/index.js'
import * as casino from './casino.service.js'

/** Fifty category ids or a search and a page: well under a kilobyte. */
const BODY_LIMIT = 4 * 1024

function playerOf(request: FastifyRequest) {
  if (!request.player) throw new AppError('UNAUTHORIZED')
  return request.player
}

/** spec §7 casino/* and transaction/topwinners, transaction/games (docs/casino.md). */
export async function casinoRoutes(app: FastifyInstance, deps: casino.CasinoDeps) {
  // The lobby is open to visitors (spec §6: browsing needs no login), so it is rate limited; a
  // lobby page makes a handful of these calls, so the limit is generous.
  const rateLimit = publicRateLimit(app.config, app.config.RATE_LIMIT_MAX * 5)

  // Every lobby visit asks for it and it is served from memory (lib/rate-limit.ts: hotRouteLimit).
  app.post(
    '/casino/categorygames',
    { onRequest: hotRouteLimit(app.config, 5), bodyLimit: BODY_LIMIT },
    async (request, reply) => {
      const query = parseWith(categoryGamesQuerySchema, request.body ?? {})
      const ready = await casino.readyCategoryGames(deps, query, request.locale)
      if (ready) return sendPrecompressed(request, reply, ready)
      return ok(await casino.categoryGames(deps, query, request.locale))
    },
  )

  app.post('/casino/games', { config: { rateLimit }, bodyLimit: BODY_LIMIT }, async (request) => {
    const query = parseWith(gamesQuerySchema, request.body ?? {})
    return ok(await casino.searchGames(deps, query, request.locale))
  })

  app.post('/transaction/topwinners', { config: { rateLimit }, bodyLimit: BODY_LIMIT }, async (request) => {
    const query = parseWith(topWinnersQuerySchema, request.body ?? {})
    return ok(await casino.topWinners(deps, query, request.locale))
  })

  await app.register(async (player) => {
    player.addHook('preHandler', requireAuth)

    player.post('/casino/togglefavorite', { bodyLimit: BODY_LIMIT }, async (request) => {
      const input = parseWith(toggleFavoriteSchema, request.body)
      const isFavorite = await casino.toggleFavorite(deps, playerOf(request).id, input)
      const message = isFavorite ? successMessages.FAVORITE_ADDED : successMessages.FAVORITE_REMOVED
      return ok(null, message[request.locale])
    })

    player.get('/casino/favorites', async (request) => ok(await casino.favorites(deps, playerOf(request).id)))

    player.post('/casino/launchurl', { bodyLimit: BODY_LIMIT }, async (request) => {
      const input = parseWith(launchUrlSchema, request.body)
      const player = { id: playerOf(request).id, sessionId: request.sessionId ?? '' }
      const result = await casino.launch(deps, player, input, request.locale)
      return ok(result.kind === 'url' ? result.url : result.html)
    })

    // The provider-specific launch calls of spec §7, with their own payloads.
    const providerCalls: [string, z.ZodType, ProviderCode][] = [
      ['/casino/dtlaunchurl', dtLaunchUrlSchema, 'digitain'],
      ['/casino/emlaunchurl', emLaunchUrlSchema, 'everymatrix'],
      ['/casino/amusnetlaunchurl', amusnetLaunchUrlSchema, 'amusnet'],
      ['/casino/egtlaunchurl', egtLaunchUrlSchema, 'egt'],
      ['/casino/hub88launchurl', hub88LaunchUrlSchema, 'hub88'],
      ['/casino/softgamingslaunchurl', softGamingsLaunchUrlSchema, 'softgamings'],
    ]
    for (const [path, schema, code] of providerCalls) {
      player.post(path, { bodyLimit: BODY_LIMIT }, async (request) => {
        parseWith(schema, request.body)
        return casino.providerLaunchUnavailable(deps, code)
      })
    }

    player.post('/transaction/games', { bodyLimit: BODY_LIMIT }, async (request) => {
      const query = parseWith(gameHistoryQuerySchema, request.body ?? {})
      return ok(await casino.gameHistory(deps, playerOf(request).id, query, request.locale))
    })
  })
}
