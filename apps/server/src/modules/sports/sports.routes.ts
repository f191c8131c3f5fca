import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, COUPON_CODE } from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, currentPlayer, route } from '../../lib/route.js'
import { eventDetail, listEvents, myBets, sportsTree } from './views.js'
import { ticketDecided } from './live-decision.js'
import { placeAnySlip } from './placement/index.js'
import { listFreebets } from '../bonuses/index.js'
import {
  approveCorrectionBy,
  enterResult,
  marketAction,
  rejectCorrectionBy,
  voidEvent,
  type Operator,
} from './operator.js'
import { listCorrections } from './corrections.js'
import type { SportsDeps } from './sports.deps.js'
import { verifyEvent } from './verify.js'
import { priceBuilderQuote } from './builder.js'
import { liveThrough } from './world-clock.js'
import { cashOut, cashoutQuote, setAutoCashout } from './cashout.js'
import { eventLiability, listLimits, setLimit } from './risk.js'
import { favoritesOf, setFavorite } from './favorites.js'
import { liveDelays, setLiveDelays } from './live-delays.js'
import { eventOpenTickets, tradingEvents } from './trading.js'
import { liveOverview, topWinners } from './trading-live.js'
import {
  createBoost,
  createCoupon,
  endBoost,
  retireCoupon,
  setPicks,
  sportsFeatured,
  staffFeatured,
} from './featured.js'
import { openCoupon, shareCoupon } from './coupons.js'
import { saveSettings, settingsOf } from './player-settings.js'
import { eventStats, STATS_TTL_MS } from './stats.js'

/** The sportsbook's routes (docs/sportsbook.md "API"); every one from its entry in the contract's table. */
export function sportsRoutes(app: FastifyInstance, deps: SportsDeps) {
  const BODY_LIMIT = 16 * 1024
  route(app, apiRoutes['sports/tree'], async (request) => ok(await sportsTree(deps, request.locale)))
  // Open to visitors and costly (each event priced, a match replayed): the public limiter per
  // address, as every unauthenticated route (docs/sportsbook.md "Public routes").
  const rateLimit = publicRateLimit(app.config)
  route(
    app,
    apiRoutes['sports/events'],
    { config: { rateLimit }, bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await listEvents(deps, body, request.locale)),
  )
  route(app, apiRoutes['sports/events/:id'], { config: { rateLimit } }, async (request, _reply, { params }) =>
    ok(await eventDetail(deps.db, params.id, request.locale, await liveThrough(deps.db), deps.speed)),
  )
  route(
    app,
    apiRoutes['sports/verify/:id'],
    { config: { rateLimit } },
    async (_request, _reply, { params }) => ok(await verifyEvent(deps.db, params.id)),
  )
  route(
    app,
    apiRoutes['sports/builder/price'],
    { config: { rateLimit }, bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await priceBuilderQuote(deps, body, request.locale)),
  )
  // Every home and /spor visit: one answer per instance for a few seconds (featured.ts).
  route(app, apiRoutes['sports/featured'], { config: { rateLimit } }, async (request) =>
    ok(await sportsFeatured(deps, request.locale)),
  )
  route(app, apiRoutes['sports/bets'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) =>
    ok(await placeAnySlip(deps, currentPlayer(request).id, body)),
  )
  // The player's usable freebets for the slip's "Freebet kullan" (docs/sportsbook.md "Sports promotions").
  route(app, apiRoutes['sports/freebets'], async (request) =>
    ok(await listFreebets(deps.db, currentPlayer(request).id, new Date(deps.clock.now()))),
  )
  route(app, apiRoutes['sports/bets/:id'], async (request, _reply, { params }) =>
    ok(await ticketDecided(deps, currentPlayer(request).id, params.id)),
  )
  route(app, apiRoutes['sports/mybets'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) =>
    ok(await myBets(deps.db, currentPlayer(request).id, body)),
  )
  // Cash-out (docs/sportsbook.md, cashout.ts).
  route(app, apiRoutes['sports/bets/:id/cashout'], async (request, _reply, { params }) =>
    ok(await cashoutQuote(deps, currentPlayer(request).id, params.id)),
  )
  route(
    app,
    apiRoutes['sports/bets/:id/cashout accept'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await cashOut(deps, currentPlayer(request).id, params.id, body)),
  )
  route(
    app,
    apiRoutes['sports/bets/:id/autocashout'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await setAutoCashout(deps, currentPlayer(request).id, params.id, body)),
  )
  route(app, apiRoutes['sports/favorites'], async (request) =>
    ok(await favoritesOf(deps.db, currentPlayer(request).id)),
  )
  route(
    app,
    apiRoutes['sports/favorites set'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await setFavorite(deps.db, currentPlayer(request).id, body)),
  )
  // Coupon codes, quick bet's setting and match statistics (docs/sportsbook.md "Coupon codes",
  // "Quick bet", "Match statistics"). A share writes a row: its own, tighter limit per address.
  route(
    app,
    apiRoutes['sports/coupons/share'],
    {
      config: {
        rateLimit: publicRateLimit(
          app.config,
          Math.min(app.config.RATE_LIMIT_MAX, COUPON_CODE.sharesPerMinute),
        ),
      },
      bodyLimit: BODY_LIMIT,
    },
    async (request, _reply, { body }) => ok(await shareCoupon(deps, request.player?.id ?? null, body)),
  )
  route(
    app,
    apiRoutes['sports/coupons/:code'],
    { config: { rateLimit } },
    async (request, _reply, { params }) => ok(await openCoupon(deps, params.code, request.locale)),
  )
  route(app, apiRoutes['sports/settings'], async (request) =>
    ok(await settingsOf(deps.db, currentPlayer(request).id)),
  )
  route(app, apiRoutes['sports/settings set'], { bodyLimit: BODY_LIMIT }, async (request, _reply, { body }) =>
    ok(await saveSettings(deps.db, deps.clock.now(), currentPlayer(request).id, body)),
  )
  route(
    app,
    apiRoutes['sports/events/:id/stats'],
    { config: { rateLimit } },
    async (request, reply, { params }) => {
      const stats = await eventStats(deps, params.id, request.locale)
      // Only an answer is cached: a refusal (an unknown match) is not (docs/sportsbook.md "Match statistics").
      void reply.header('cache-control', `public, max-age=${STATS_TTL_MS / 1000}`)
      return ok(stats)
    },
  )

  const operator = (request: FastifyRequest): Operator => {
    const staff = currentOperator(request)
    return { id: staff.id, role: staff.role, ip: staff.ip, fingerprint: staff.fingerprint }
  }
  route(
    app,
    apiRoutes['backoffice/sports/events/:id/result'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await enterResult(deps, operator(request), params.id, body)),
  )
  route(
    app,
    apiRoutes['backoffice/sports/events/:id/void'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await voidEvent(deps, operator(request), params.id, body.note)),
  )
  // Corrections of settled events: four eyes (corrections.ts).
  route(app, apiRoutes['backoffice/sports/corrections'], async () => ok(await listCorrections(deps)))
  route(
    app,
    apiRoutes['backoffice/sports/corrections/:id/approve'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await approveCorrectionBy(deps, operator(request), params.id, body.note)),
  )
  route(
    app,
    apiRoutes['backoffice/sports/corrections/:id/reject'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await rejectCorrectionBy(deps, operator(request), params.id, body.note)),
  )
  // Risk (docs/sportsbook.md, risk.ts).
  route(app, apiRoutes['backoffice/sports/limits'], async () => ok(await listLimits(deps.db)))
  route(
    app,
    apiRoutes['backoffice/sports/limits set'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await setLimit(deps, operator(request), body)),
  )
  // Live bet delays per sport and competition (docs/sportsbook.md, live-delays.ts).
  route(app, apiRoutes['backoffice/sports/delays'], async () => ok(await liveDelays(deps)))
  route(
    app,
    apiRoutes['backoffice/sports/delays set'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await setLiveDelays(deps, operator(request), body)),
  )
  route(app, apiRoutes['backoffice/sports/events/:id/liability'], async (request, _reply, { params }) =>
    ok(await eventLiability(deps.db, params.id, request.locale)),
  )
  // The console's trading screens (docs/backoffice.md "Trading", trading.ts).
  route(app, apiRoutes['backoffice/sports/events'], async (request, _reply, { query }) =>
    ok(await tradingEvents(deps, query, request.locale)),
  )
  route(app, apiRoutes['backoffice/sports/events/:id'], async (request, _reply, { params }) =>
    ok(await eventDetail(deps.db, params.id, request.locale, await liveThrough(deps.db), deps.speed)),
  )
  route(app, apiRoutes['backoffice/sports/events/:id/tickets'], async (_request, _reply, { params, query }) =>
    ok(await eventOpenTickets(deps.db, params.id, query)),
  )
  for (const action of ['suspend', 'resume', 'void'] as const)
    route(
      app,
      apiRoutes[`backoffice/sports/markets/:id/${action}`],
      { bodyLimit: BODY_LIMIT },
      async (request, _reply, { params, body }) =>
        ok(await marketAction(deps, operator(request), params.id, action, body.note)),
    )
  // Featured matches, boosts and ready coupons (docs/backoffice.md "Featured", featured.ts).
  route(app, apiRoutes['backoffice/sports/featured'], async (request) =>
    ok(await staffFeatured(deps, request.locale)),
  )
  route(
    app,
    apiRoutes['backoffice/sports/featured/picks'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await setPicks(deps, operator(request), body, request.locale)),
  )
  route(
    app,
    apiRoutes['backoffice/sports/boosts'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) => ok(await createBoost(deps, operator(request), body, request.locale)),
  )
  route(
    app,
    apiRoutes['backoffice/sports/boosts/:id/end'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await endBoost(deps, operator(request), params.id, body.note, request.locale)),
  )
  route(
    app,
    apiRoutes['backoffice/sports/coupons'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { body }) =>
      ok(await createCoupon(deps, operator(request), body, request.locale)),
  )
  route(
    app,
    apiRoutes['backoffice/sports/coupons/:id/retire'],
    { bodyLimit: BODY_LIMIT },
    async (request, _reply, { params, body }) =>
      ok(await retireCoupon(deps, operator(request), params.id, body.note, request.locale)),
  )
  // The top winners and the live overview (docs/backoffice.md "Trading", trading-live.ts).
  route(app, apiRoutes['backoffice/sports/winners'], async (_request, _reply, { query }) =>
    ok(await topWinners(deps.db, query)),
  )
  route(app, apiRoutes['backoffice/sports/live'], async (request, _reply, { query }) =>
    ok(await liveOverview(deps, query, request.locale)),
  )
}
