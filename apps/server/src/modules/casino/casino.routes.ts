import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, successMessages, type Locale } from '@galata/contract'
import type { ProviderCode } from '../../db/schema/index.js'
import type { LaunchResult } from '../../providers/index.js'
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

  /** A launch answered as the spec's calls answer it: the game's URL, or its HTML (SoftGamings). */
  const launched = (result: LaunchResult) => ok(result.kind === 'url' ? result.url : result.html)

  /**
   * A provider's own launch call of spec §7 that names the game by that provider (docs/providers.md,
   * each dialect's "Launch"): the same launch as `casino/launchurl`, back to the site's own lobby.
   */
  const launchAs = async (
    request: FastifyRequest,
    providerCode: ProviderCode,
    game: { code: string; isMobile: boolean; system?: number },
    locale: Locale = request.locale,
  ) =>
    launched(
      await casino.launchForProvider(
        deps,
        currentPlayer(request),
        { providerCode, ...game },
        locale,
        requestOrigin(app.config, request),
        request.ip,
      ),
    )
  /** Calls that do not say the device (Digitain, EveryMatrix): the browser's user agent does. */
  const fromPhone = (request: FastifyRequest) =>
    /Mobi|Android|iPhone|iPad/i.test(request.headers['user-agent'] ?? '')

  route(app, apiRoutes['casino/launchurl'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) => {
    const origin = requestOrigin(app.config, request)
    return launched(
      await casino.launch(deps, currentPlayer(request), body, request.locale, origin, request.ip),
    )
  })

  // Hub88's own launch call (spec §7: platform, gameCode, language, lobbyUrl; docs/providers.md "Launch").
  route(
    app,
    apiRoutes['casino/hub88launchurl'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => {
      const origin = requestOrigin(app.config, request)
      return launched(await casino.launchWithLobby(deps, currentPlayer(request), 'hub88', body, origin))
    },
  )
  // Digitain: the game code only (docs/providers.md "Digitain").
  route(app, apiRoutes['casino/dtlaunchurl'], { bodyLimit: BODY_LIMIT }, (request, _reply, { body }) =>
    launchAs(request, 'digitain', { code: body.code, isMobile: fromPhone(request) }),
  )
  // EveryMatrix: `productId` (the vendor) is not needed, the game code names the game.
  route(app, apiRoutes['casino/emlaunchurl'], { bodyLimit: BODY_LIMIT }, (request, _reply, { body }) =>
    launchAs(request, 'everymatrix', { code: body.code, isMobile: fromPhone(request) }),
  )
  // EGT: platform 1 desktop, 2 mobile, and the game's language (docs/providers.md "EGT", launch).
  route(app, apiRoutes['casino/egtlaunchurl'], { bodyLimit: BODY_LIMIT }, (request, _reply, { body }) =>
    launchAs(request, 'egt', { code: body.gameCode, isMobile: body.platform === 2 }, body.language),
  )
  // SoftGamings answers the game as HTML with a script (spec §7), which the play window runs.
  route(
    app,
    apiRoutes['casino/softgamingslaunchurl'],
    { bodyLimit: BODY_LIMIT },
    (request, _reply, { body }) =>
      launchAs(request, 'softgamings', {
        code: body.pageCode,
        isMobile: body.isMobile === 1,
        system: body.system,
      }),
  )
  // Amusnet publishes no wallet dialect (docs/providers.md): its call answers PROVIDER_NOT_CONFIGURED.
  route(app, apiRoutes['casino/amusnetlaunchurl'], { bodyLimit: BODY_LIMIT }, async () =>
    casino.providerLaunchUnavailable(deps, 'amusnet'),
  )

  route(app, apiRoutes['transaction/games'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) =>
    ok(await casino.gameHistory(deps, currentPlayer(request).id, body, request.locale)),
  )

  // The back office's catalogue (docs/backoffice.md "Casino catalogue"), beside the lobby it edits.
  await catalogRoutes(app, deps)
}
