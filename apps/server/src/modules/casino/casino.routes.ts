import type { FastifyInstance } from 'fastify'
import { apiRoutes, successMessages } from '@galata/contract'
import type { ProviderCode } from '../../db/schema/index.js'
import { sendPrecompressed } from '../../lib/precompressed.js'
import { requestOrigin } from '../../lib/origin.js'
import { hotRouteLimit, publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { currentPlayer, route } from '../../lib/route.js'
import * as casino from './casino.service.js'
import { catalogRoutes } from './catalog.routes.js'

/** Fifty category ids or a search and a page: well under a kilobyte. */
const BODY_LIMIT = 4 * 1024

/** spec §7 casino/* and transaction/topwinners, transaction/games (docs/casino.md). */
export async function casinoRoutes(app: FastifyInstance, deps: casino.CasinoDeps) {
  // The lobby is open to visitors (spec §6: browsing needs no login), so it is rate limited; a
  // lobby page makes a handful of these calls, so the limit is generous.
  const rateLimit = publicRateLimit(app.config, app.config.RATE_LIMIT_MAX * 5)

  // Every lobby visit asks for it and it is served from memory (lib/rate-limit.ts: hotRouteLimit).
  route(
    app,
    apiRoutes['casino/categorygames'],
    { onRequest: hotRouteLimit(app.config, 5), bodyLimit: BODY_LIMIT },
    async (request, reply, { body: query }) => {
      const ready = await casino.readyCategoryGames(deps, query, request.locale)
      if (ready) return sendPrecompressed(request, reply, ready)
      return ok(await casino.categoryGames(deps, query, request.locale))
    },
  )

  // Every page's footer asks for it; served from the lobby's memory like categorygames.
  route(app, apiRoutes['casino/providers'], { onRequest: hotRouteLimit(app.config, 5) }, async (request) =>
    ok(await casino.providers(deps, request.locale)),
  )

  route(
    app,
    apiRoutes['casino/games'],
    { config: { rateLimit }, bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await casino.searchGames(deps, body, request.locale)),
  )

  route(
    app,
    apiRoutes['transaction/topwinners'],
    { config: { rateLimit }, bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await casino.topWinners(deps, body, request.locale)),
  )

  route(
    app,
    apiRoutes['casino/togglefavorite'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const isFavorite = await casino.toggleFavorite(deps, currentPlayer(request).id, body)
      const message = isFavorite ? successMessages.FAVORITE_ADDED : successMessages.FAVORITE_REMOVED
      return ok(null, message[request.locale])
    },
  )

  route(app, apiRoutes['casino/favorites'], async (request) =>
    ok(await casino.favorites(deps, currentPlayer(request).id)),
  )

  route(app, apiRoutes['casino/launchurl'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) => {
    const { id, sessionId } = currentPlayer(request)
    const origin = requestOrigin(app.config, request)
    const result = await casino.launch(deps, { id, sessionId }, body, request.locale, origin, request.ip)
    return ok(result.kind === 'url' ? result.url : result.html)
  })

  // Hub88's own launch call (spec §7: platform, gameCode, language, lobbyUrl; docs/providers.md "Launch").
  route(
    app,
    apiRoutes['casino/hub88launchurl'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const { id, sessionId } = currentPlayer(request)
      const origin = requestOrigin(app.config, request)
      const result = await casino.launchWithLobby(deps, { id, sessionId }, 'hub88', body, origin)
      return ok(result.kind === 'url' ? result.url : result.html)
    },
  )

  // Digitain's own launch call (spec §7, docs/providers.md "Digitain"): the game code only; the
  // device is read from the browser's user agent.
  route(
    app,
    apiRoutes['casino/dtlaunchurl'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const { id, sessionId } = currentPlayer(request)
      const isMobile = /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '')
      const result = await casino.launchForProvider(
        deps,
        { id, sessionId },
        { providerCode: 'digitain', code: body.code, isMobile },
        request.locale,
        requestOrigin(app.config, request),
      )
      return ok(result.kind === 'url' ? result.url : result.html)
    },
  )

  // EveryMatrix's own launch call (spec §7, docs/providers.md "EveryMatrix"): `productId` (the
  // vendor) is not needed, the game code names the game.
  route(
    app,
    apiRoutes['casino/emlaunchurl'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const { id, sessionId } = currentPlayer(request)
      const isMobile = /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '')
      const result = await casino.launchForProvider(
        deps,
        { id, sessionId },
        { providerCode: 'everymatrix', code: body.code, isMobile },
        request.locale,
        requestOrigin(app.config, request),
      )
      return ok(result.kind === 'url' ? result.url : result.html)
    },
  )

  // The provider-specific launch calls of spec §7, with their own payloads.
  const providerCalls = [
    ['casino/amusnetlaunchurl', 'amusnet'],
    ['casino/egtlaunchurl', 'egt'],
  ] as const satisfies readonly (readonly [keyof typeof apiRoutes, ProviderCode])[]
  for (const [key, code] of providerCalls) {
    if (key === 'casino/egtlaunchurl') {
      // EGT's own launch call (docs/providers.md "EGT", launch): the same launch as casino/launchurl.
      route(app, apiRoutes[key], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) => {
        const { id, sessionId } = currentPlayer(request)
        const origin = requestOrigin(app.config, request)
        const result = await casino.launchForProvider(
          deps,
          { id, sessionId },
          { providerCode: code, code: body.gameCode, isMobile: body.platform === 2 },
          body.language,
          origin,
        )
        return ok(result.kind === 'url' ? result.url : result.html)
      })
      continue
    }
    route(app, apiRoutes[key], { bodyLimit: BODY_LIMIT }, async () =>
      casino.providerLaunchUnavailable(deps, code),
    )
  }

  // SoftGamings answers the game as HTML with a script (spec §7), which the play window runs.
  route(
    app,
    apiRoutes['casino/softgamingslaunchurl'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const { id, sessionId } = currentPlayer(request)
      const origin = requestOrigin(app.config, request)
      const result = await casino.launchForProvider(
        deps,
        { id, sessionId },
        {
          providerCode: 'softgamings',
          code: body.pageCode,
          isMobile: body.isMobile === 1,
          system: body.system,
        },
        request.locale,
        origin,
        request.ip,
      )
      return ok(result.kind === 'url' ? result.url : result.html)
    },
  )

  route(app, apiRoutes['transaction/games'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) =>
    ok(await casino.gameHistory(deps, currentPlayer(request).id, body, request.locale)),
  )

  // The back office's catalogue (docs/backoffice.md "Casino catalogue"), beside the lobby it edits.
  await catalogRoutes(app, deps)
}
