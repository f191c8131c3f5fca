import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import {
  liveMoments,
  liveStateAt,
  marketIdentity,
  MINUTE_MS,
  momentsBy,
  oddsToMilli,
  priceInPlay,
  type FixtureModel,
  type LiveMoment,
  type LiveState,
  type Market,
  type PlayedFixture,
} from '@galata/game-math/sports/index'
import { LIVE_BET_STOP_MS, SPORTS_TOPICS, SportsHubCommand } from '@galata/contract'
import { pgArray } from '../../db/array-literal.js'
import type { Tx } from '../../db/client.js'
import { sportsEvents, sportsMarkets, sportsWorld } from '../../db/schema/index.js'
import type { Delivery } from '../realtime/index.js'
import { pushCashoutOffers } from './cashout-push.js'
import { oddsOf } from './views.js'
import { replay } from './replay.js'
import type { SportsDeps } from './sports.deps.js'
import type { LiveRow } from './live-view.js'
import { underWorldLease } from './world-job.js'
import { readWorld } from './world-clock.js'
import { outcomesByMarket, outcomesOfMarkets } from './market-outcomes.js'

/*
 * The book in play (docs/sportsbook.md; research §4). One pass, behind the world job's lease fence (docs/leases.md; so
 * it never interleaves with a kick-off or a final whistle), for every live event:
 *   - the scoreboard at the current world time (`liveStateAt`);
 *   - a dangerous moment since the last pass (goal, penalty, red card, VAR check, dangerous attack;
 *     a tennis set, an e-sports map) is a bet stop: `state_version` moves on, every in-play market
 *     is suspended for LIVE_BET_STOP_MS of real time (prices may still move, bets are refused);
 *   - each world-minute, on a bet stop and when one ends, the markets are repriced from the state
 *     (`priceInPlay`, the same model and margins as pre-match) and reopened; a market the state has
 *     decided, or that has no in-play price, is `closed` (suspended until its result);
 *   - what changed is pushed after the commit on the hub's public topics: `sports:event:{id}`
 *     (`OddsChanged`, `BetStop`, `Score`) and `sports:live` (`LiveList`), each message with its
 *     topic's next sequence number, kept on the rows so every instance continues the same count;
 *   - then the owners of open tickets on an event whose prices or state moved get their new
 *     cash-out offers privately (cashout-push.ts);
 *   - a market a trader suspended (`trader_suspended`) is repriced but stays suspended until the
 *     trader resumes it (operator.ts).
 * A pass writes only changes, so a repeated pass with the clock unmoved writes nothing.
 */

type EventRow = typeof sportsEvents.$inferSelect

/** Real ms between two time-driven repricings of one event (bet stops reprice at once). */
const REPRICE_EVERY_MS = 1000
type MarketRow = typeof sportsMarkets.$inferSelect

export interface LivePassReport {
  events: number
  betStops: number
  repriced: number
  pushes: number
  /** Private `CashoutOffer` messages sent to ticket owners (cashout-push.ts). */
  cashoutOffers: number
}

/** Replays and timelines of the events in play, by seed (a match is replayed once per instance). */
const timelines = new Map<string, { played: PlayedFixture; moments: LiveMoment[] }>()
function timelineOf(e: Pick<EventRow, 'model' | 'seed'>) {
  let t = timelines.get(e.seed)
  if (!t) {
    if (timelines.size >= 2000) timelines.delete(timelines.keys().next().value!)
    const played = replay(e.model, e.seed)
    t = { played, moments: liveMoments(played, e.seed) }
    timelines.set(e.seed, t)
  }
  return t
}

const sameScore = (a: LiveState, b: LiveState) =>
  a.score.home === b.score.home && a.score.away === b.score.away && a.period === b.period

export async function livePass(deps: SportsDeps): Promise<LivePassReport> {
  const report: LivePassReport = { events: 0, betStops: 0, repriced: 0, pushes: 0, cashoutOffers: 0 }
  /** Events whose prices or state moved: their tickets' cash-out offers are pushed after. */
  const moved: number[] = []
  const pushes =
    (await underWorldLease(deps, async (tx) => {
      const { now } = await readWorld(deps, tx)
      const real = deps.clock.now()
      const events = await tx
        .select()
        .from(sportsEvents)
        .where(eq(sportsEvents.status, 'live'))
        .orderBy(asc(sportsEvents.id))
        .for('update')
      const out: Delivery[] = []
      let listChanged = false
      for (const e of events) {
        report.events++
        const before = out.length
        const r = await passEvent(tx, deps, e, now, real, out)
        if (out.slice(before).some((d) => d.kind === 'topic' && d.command !== SportsHubCommand.Score))
          moved.push(e.id)
        if (r.betStop) report.betStops++
        if (r.repriced) report.repriced++
        if (r.listChanged) listChanged = true
      }
      // What the book now knows: the public tracker shows nothing past it and a held in-play cash-out
      // waits until it covers the hold (docs/sportsbook.md "The live pass", "Cash-out in play").
      await tx
        .update(sportsWorld)
        .set({ liveThrough: new Date(now) })
        .where(
          sql`${sportsWorld.id} = 1 and (${sportsWorld.liveThrough} is null or ${sportsWorld.liveThrough} < ${new Date(now)})`,
        )
      const ids = events.map((e) => e.id).join(',')
      if (ids !== lastLiveIds) listChanged = true
      lastLiveIds = ids
      if (listChanged) {
        const [world] = await tx
          .update(sportsWorld)
          .set({ liveSeq: sql`${sportsWorld.liveSeq} + 1` })
          .where(eq(sportsWorld.id, 1))
          .returning({ seq: sportsWorld.liveSeq })
        const list = await tx
          .select({ id: sportsEvents.id, liveState: sportsEvents.liveState })
          .from(sportsEvents)
          .where(eq(sportsEvents.status, 'live'))
          .orderBy(asc(sportsEvents.id))
        out.push({
          kind: 'topic',
          topic: SPORTS_TOPICS.live,
          command: SportsHubCommand.LiveList,
          message: JSON.stringify({
            seq: world?.seq ?? 0,
            events: list.map((l) => {
              const s = (l.liveState as LiveRow | null)?.state
              return { id: l.id, score: s?.score ?? null, period: s?.period ?? null, clock: s?.clock ?? null }
            }),
          }),
        })
      }
      return out
    })) ?? []
  // After the commit: a message never announces a change that was rolled back.
  for (const d of pushes) await deps.publish?.(d)
  report.pushes = pushes.length
  report.cashoutOffers = await pushCashoutOffers(deps, moved)
  return report
}

/** The live list this instance last announced (a change of membership is announced). */
let lastLiveIds = ''

async function passEvent(
  tx: Tx,
  deps: SportsDeps,
  e: EventRow,
  now: number,
  real: number,
  out: Delivery[],
): Promise<{ betStop: boolean; repriced: boolean; listChanged: boolean }> {
  const { played, moments } = timelineOf(e)
  const at = (now - e.startAt.getTime()) / MINUTE_MS
  const state = liveStateAt(played, at)
  const count = momentsBy(moments, at)
  const minute = Math.floor(at)
  const prev = e.liveState as LiveRow | null
  const first = prev === null
  const betStop = !first && count > prev.moments
  let stateVersion = e.stateVersion
  let stopUntil = e.betStopUntil?.getTime() ?? 0
  let seq = e.liveSeq
  const topic = SPORTS_TOPICS.event(e.id)
  const push = (command: string, body: Record<string, unknown>) =>
    out.push({
      kind: 'topic',
      topic,
      command,
      message: JSON.stringify({ seq: ++seq, eventId: e.id, stateVersion, ...body }),
    })

  if (first) stateVersion++
  if (betStop) {
    stateVersion++
    stopUntil = real + (deps.betStopMs ?? LIVE_BET_STOP_MS)
    const moment = moments[count - 1]!
    push(SportsHubCommand.BetStop, {
      reason: moment.kind,
      ...(moment.side ? { side: moment.side } : {}),
      until: new Date(stopUntil).toISOString(),
    })
  }
  const scoreMoved = first || !sameScore(prev.state, state)
  if (scoreMoved)
    push(SportsHubCommand.Score, {
      score: state.score,
      period: state.period,
      clock: state.clock,
      added: state.added,
    })
  const open = stopUntil <= real && !state.isOver
  // A new world-minute reprices at most once a real second: on a fast world (SPORTS_SPEED 600, a
  // minute every 0.1 s) the pass would otherwise reprice every live event on every pass.
  const minuteDue = !first && minute !== prev.minute && real - (prev.pricedAt ?? 0) >= REPRICE_EVERY_MS
  const reprice = first || betStop || minuteDue || open !== prev.open
  if (reprice) {
    const changed = await layPrices(tx, e.id, priceInPlay(e.model as FixtureModel, played, at), open)
    if (changed.length > 0) push(SportsHubCommand.OddsChanged, { markets: changed })
  }
  const row: LiveRow = reprice
    ? { state, moments: count, minute, open, pricedAt: real }
    : { ...prev!, state, moments: count, open }
  const stored = JSON.stringify(prev)
  if (stored !== JSON.stringify(row) || seq !== e.liveSeq || stateVersion !== e.stateVersion)
    await tx
      .update(sportsEvents)
      .set({
        liveState: row,
        stateVersion,
        betStopUntil: stopUntil > 0 ? new Date(stopUntil) : null,
        liveSeq: seq,
      })
      .where(eq(sportsEvents.id, e.id))
  return { betStop, repriced: reprice, listChanged: scoreMoved }
}

type ChangedMarket = {
  id: number
  status: 'active' | 'suspended'
  outcomes: Array<{ id: number; odds: number }>
}

/**
 * Lays the in-play prices on the event's stored markets (matched by key and line). A market whose
 * every outcome has a price goes `live` (active when `open`, else suspended); any other closes.
 * Settled, void and closed markets are left alone.
 */
async function layPrices(tx: Tx, eventId: number, priced: Market[], open: boolean): Promise<ChangedMarket[]> {
  const markets: MarketRow[] = await tx
    .select()
    .from(sportsMarkets)
    .where(
      and(
        eq(sportsMarkets.eventId, eventId),
        inArray(sportsMarkets.status, ['active', 'suspended']),
        inArray(sportsMarkets.phase, ['pre', 'live']),
      ),
    )
    .orderBy(asc(sportsMarkets.sort))
  if (markets.length === 0) return []
  const byMarket = outcomesByMarket(
    await outcomesOfMarkets(
      tx,
      markets.map((m) => m.id),
    ),
  )
  const live = new Map(priced.map((m) => [marketIdentity(m), m]))
  const changed: ChangedMarket[] = []
  // The writes are gathered and sent as a few set-based statements: a football event reprices a
  // hundred outcomes a minute, and one statement per outcome held PGlite's only connection long
  // enough, on a fast world with a dozen events in play, to stall every page behind the pass.
  const closing: number[] = []
  const going: Record<'active' | 'suspended', number[]> = { active: [], suspended: [] }
  const repriced: Array<{ id: number; milli: number; prob: number }> = []
  for (const m of markets) {
    const stored = byMarket.get(m.id) ?? []
    const twin = live.get(marketIdentity(m))
    const prices = twin ? new Map(twin.outcomes.map((o) => [o.key, o])) : null
    const fits = prices !== null && stored.every((o) => prices.has(o.key))
    if (!fits) {
      closing.push(m.id)
      changed.push({
        id: m.id,
        status: 'suspended',
        outcomes: stored.map((o) => ({ id: o.id, odds: oddsOf(o.oddsMilli) })),
      })
      continue
    }
    let moved = false
    for (const o of stored) {
      const p = prices.get(o.key)!
      const milli = oddsToMilli(p.odds)
      if (milli === o.oddsMilli) continue
      moved = true
      o.oddsMilli = milli
      repriced.push({ id: o.id, milli, prob: p.prob })
    }
    // A trader's suspension outlasts every repricing; only the trader's resume lifts it.
    const status = open && !m.traderSuspended ? 'active' : 'suspended'
    if (m.phase !== 'live' || m.status !== status) going[status].push(m.id)
    if (moved || m.status !== status)
      changed.push({
        id: m.id,
        status,
        outcomes: stored.map((o) => ({ id: o.id, odds: oddsOf(o.oddsMilli) })),
      })
  }
  if (closing.length > 0)
    await tx
      .update(sportsMarkets)
      .set({ phase: 'closed', status: 'suspended' })
      .where(inArray(sportsMarkets.id, closing))
  for (const status of ['active', 'suspended'] as const)
    if (going[status].length > 0)
      await tx
        .update(sportsMarkets)
        .set({ phase: 'live', status })
        .where(inArray(sportsMarkets.id, going[status]))
  if (repriced.length > 0) await setOdds(tx, repriced)
  return changed
}

/** New odds and probabilities on many outcomes in one statement, each outcome's version moved on. */
async function setOdds(tx: Tx, rows: ReadonlyArray<{ id: number; milli: number; prob: number }>) {
  await tx.execute(sql`
    update sports_outcomes o
       set odds_milli = v.milli, prob = v.prob, version = o.version + 1
      from unnest(
        ${pgArray(rows.map((r) => r.id))}::bigint[],
        ${pgArray(rows.map((r) => r.milli))}::integer[],
        ${pgArray(rows.map((r) => r.prob))}::double precision[]
      ) as v(id, milli, prob)
     where o.id = v.id`)
}
