// What the app (modules/index.ts) and the tests may use from the sportsbook (docs/sportsbook.md).
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { MINUTE_MS } from '@galata/game-math/sports/index'
import { LIVE_BET_DELAY_MS, LIVE_BET_STOP_MS, TRADING_PUSH_MS } from '@galata/contract'
import { startIntervalJob } from '../../lib/interval-job.js'
import { releaseLease } from '../../lib/lease.js'
import type { SportsDeps } from './sports.deps.js'
import { sportsRoutes } from './sports.routes.js'
import { WORLD_LEASE, worldPass } from './world-job.js'
import { livePass } from './live.js'
import { decidePending } from './live-decision.js'
import { rejectPendingOf, voidOpenOf } from './exclusion-refunds.js'
import {
  pushLiveOverview,
  pushTrading,
  type LiveOverviewPushState,
  type TradingPushState,
} from './trading-live.js'

export type { SportsDeps } from './sports.deps.js'
/** For the tests: one pass of the world job, the world clock, a seeded event's markets. */
export { worldPass, writeMarkets, type PassReport } from './world-job.js'
export { readWorld, worldNow } from './world-clock.js'
export { livePass, type LivePassReport } from './live.js'
export { decidePending, decideTicket } from './live-decision.js'
export { settleTickets } from './settlement.js'
export { settleableTickets } from './sports.queries.js'
/** The back office's player page lists a player's tickets as the player sees them. */
export { myBets } from './views.js'
export { rejectPendingOf, voidOpenOf } from './exclusion-refunds.js'
/** For boot: the default liability limits of a site without limits (docs/sportsbook.md "Risk"). */
export { seedDefaultLimits } from './risk.js'

export function sportsDeps(app: FastifyInstance): SportsDeps {
  return {
    db: app.db,
    clock: app.clock,
    events: app.events,
    speed: app.config.SPORTS_SPEED,
    horizonMs: app.config.SPORTS_DAYS_AHEAD * 24 * 60 * MINUTE_MS,
    materialiseBatch: 50,
    publish: (d) => app.realtime.publish(d),
    liveDelayMs: { ...LIVE_BET_DELAY_MS },
    betStopMs: LIVE_BET_STOP_MS,
    correctionWindowMs: app.config.SPORTS_CORRECTION_WINDOW_HOURS * 3_600_000,
    lease: { holder: worldHolder(app), ms: app.config.LEASE_MS },
  }
}

/** One holder id per app for the world's lease, however many times its deps are built. */
const worldHolders = new WeakMap<FastifyInstance, string>()
function worldHolder(app: FastifyInstance): string {
  let holder = worldHolders.get(app)
  if (!holder) {
    holder = `i-${randomBytes(6).toString('hex')}`
    worldHolders.set(app, holder)
  }
  return holder
}

/** Under /api: the book's public and player routes, the traders' back office, and the world job. */
export async function sportsModule(app: FastifyInstance) {
  const deps = sportsDeps(app)
  sportsRoutes(app, deps)
  // A self-exclusion or time-out began: live bets still pending are rejected and accepted tickets
  // on matches still to kick off are voided, each refunded at once (docs/player-protection.md).
  app.events.on('protection.restricted', async ({ playerId }) => {
    await rejectPendingOf(deps, playerId)
    await voidOpenOf(deps, playerId)
  })
  if (app.config.SPORTS_JOB === 'on')
    startIntervalJob(app, {
      name: 'sports-world',
      // A pass per ~10 world-minutes at least (half a second at most often).
      everyMs: Math.max(500, Math.min(10_000, Math.round(600_000 / deps.speed / 10))),
      run: async (stop) => {
        const r = await worldPass(
          deps,
          (ticketId, err) =>
            app.log.warn(
              { err, ticketId },
              'sports ticket settlement failed (an open ticket is retried by the sweep)',
            ),
          stop,
        )
        return r.materialised + r.kickedOff + r.finished + r.ticketsSettled + r.autoCashouts
      },
    })
  if (app.config.SPORTS_JOB === 'on')
    startIntervalJob(app, {
      name: 'sports-live',
      // Bet stops last seconds of real time, so the live pass runs every second whatever the speed.
      everyMs: 1000,
      run: async (stop) => {
        const r = await livePass(deps)
        return r.betStops + (await decidePending(deps, undefined, stop))
      },
    })
  // Given up on the way out: the next instance takes the world over at once (docs/leases.md).
  if (app.config.SPORTS_JOB === 'on')
    app.addHook('onClose', async () => {
      if (deps.lease) await releaseLease(app.db, WORLD_LEASE, deps.lease.holder).catch(() => {})
    })
  // The event pages' staff topic (docs/backoffice.md "Trading", live): a nudge to the traders
  // watching an event in play on this instance when its page would show something new; the same
  // for the live overview's topic (docs/backoffice.md "The live overview").
  const tradingState: TradingPushState = new Map()
  const overviewState: LiveOverviewPushState = { last: null }
  startIntervalJob(app, {
    name: 'trading-push',
    everyMs: TRADING_PUSH_MS,
    run: async () =>
      (await pushTrading(app.realtime, app.db, tradingState)) +
      (await pushLiveOverview(app.realtime, app.db, app.clock.now(), overviewState)),
  })
}
