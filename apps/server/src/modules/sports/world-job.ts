import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import {
  commitSeed,
  fixtureModel,
  MINUTE_MS,
  newSeed,
  oddsToMilli,
  priceFixture,
  scheduleFixtures,
  type Fixture,
  type World,
} from '@galata/game-math/sports/index'
import type { Tx } from '../../db/client.js'
import { sportsCompetitions, sportsEvents, sportsMarkets, sportsOutcomes } from '../../db/schema/index.js'
import { runAutoCashouts } from './cashout.js'
import { decideEnded } from './live-decision.js'
import { replay, resultOf } from './replay.js'
import { resultOutcomes, settleTickets } from './settlement.js'
import { settleableTickets } from './sports.queries.js'
import type { SportsDeps } from './sports.deps.js'
import { readWorld, setMaterialisedTo } from './world-clock.js'
import { randomBytes } from 'node:crypto'
import { DEFAULT_LEASE_MS, acquireLease, isLeaseLost, underLease, type LeaseHold } from '../../lib/lease.js'

/*
 * The world running (docs/sportsbook.md): one pass of the sportsbook's background job. It
 *   1. materialises the engine's schedule up to `horizonMs` of world time ahead, with prices and a
 *      fresh secret seed per event (its SHA-256 published), in short transactions of its own;
 * then, under the world's lease (docs/leases.md: one instance does this; the others skip it) and
 * behind its fence in the same transaction,
 *   2. kicks off events whose start has come (pre-match markets suspend) and plays them from their
 *      seed, which fixes the final whistle;
 *   3. finishes events at the whistle: stores the result, reveals the seed, results every outcome;
 * then, outside the lock, rejects the live bets still pending on an event that has ended (they are
 * decided before anything settles, and only open tickets settle), settles the tickets those results
 * touched, and sweeps any open ticket
 * whose legs all have results (a crash between the two steps, or a first settlement that failed).
 * Every step reads what is stored and writes only a change, so a pass repeated changes nothing.
 */

/**
 * The world's lease (docs/leases.md), also taken by the live pass (live.ts): its fence holds the row
 * for update, so a live pass never interleaves with a kick-off or a whistle.
 */
export const WORLD_LEASE = 'sports:world'
const PROCESS_HOLDER = `p-${randomBytes(6).toString('hex')}`

/** Takes or renews the world's lease for this pass; null while another instance holds it. */
export async function worldLease(deps: SportsDeps): Promise<LeaseHold | null> {
  return acquireLease(
    deps.db,
    WORLD_LEASE,
    deps.lease?.holder ?? PROCESS_HOLDER,
    deps.clock.now(),
    deps.lease?.ms ?? DEFAULT_LEASE_MS,
  )
}

/**
 * `write` in one transaction behind the world lease's fence, or null when this instance does not
 * hold the lease or lost it to a takeover (the pass stops there, docs/leases.md "Lease lost").
 */
export async function underWorldLease<T>(deps: SportsDeps, write: (tx: Tx) => Promise<T>): Promise<T | null> {
  const hold = await worldLease(deps)
  if (!hold) return null
  try {
    return await underLease(deps.db, hold, write, {
      leaseMs: deps.lease?.ms ?? DEFAULT_LEASE_MS,
      exclusive: true,
    })
  } catch (err) {
    if (isLeaseLost(err)) return null
    throw err
  }
}

export interface PassReport {
  materialised: number
  kickedOff: number
  finished: number
  ticketsSettled: number
  autoCashouts: number
}

/**
 * `stop` (the app closing) ends the pass at its next safe point: between two steps, two settlement
 * batches or two auto cash-outs. What is left is found again by the next pass on any instance (the
 * sweep of settleable tickets, the auto cash-out query).
 */
export async function worldPass(
  deps: SportsDeps,
  log?: (ticketId: number, error: unknown) => void,
  stop?: AbortSignal,
): Promise<PassReport> {
  const report: PassReport = {
    materialised: 0,
    kickedOff: 0,
    finished: 0,
    ticketsSettled: 0,
    autoCashouts: 0,
  }
  report.materialised = await materialise(deps)
  if (stop?.aborted) return report
  const toSettle =
    (await underWorldLease(deps, async (tx) => {
      const state = await readWorld(deps, tx)
      report.kickedOff = await kickOff(tx, state.now)
      const { finished, tickets } = await finish(tx, state.now)
      report.finished = finished
      return tickets
    })) ?? []
  // A live bet still pending at the whistle is decided before anything settles: its event has
  // ended, so it is rejected and its stake refunded (docs/sportsbook.md "Live bets").
  await decideEnded(deps)
  report.ticketsSettled = await settleTickets(deps, toSettle, log, stop)
  if (stop?.aborted) return report
  report.ticketsSettled += await settleTickets(deps, await settleableTickets(deps.db, 500), log, stop)
  if (stop?.aborted) return report
  // Auto cash-outs whose offer reached the player's threshold (docs/sportsbook.md, cashout.ts).
  report.autoCashouts = await runAutoCashouts(deps, log, undefined, stop)
  return report
}

async function competitionIds(tx: Tx, world: World): Promise<Map<string, number>> {
  await tx
    .insert(sportsCompetitions)
    .values(
      world.competitions.map((c) => ({ key: c.key, sport: c.sport, nameTr: c.name.tr, nameEn: c.name.en })),
    )
    .onConflictDoNothing()
  const rows = await tx
    .select({ id: sportsCompetitions.id, key: sportsCompetitions.key })
    .from(sportsCompetitions)
  return new Map(rows.map((r) => [r.key, r.id]))
}

/**
 * Writes the fixtures kicking off in (materialisedTo, now + horizon], at most `materialiseBatch` a
 * pass, in transactions of about MATERIALISE_SLICE events, each ending at a whole kick-off instant
 * and moving `materialisedTo` there. Outside the job's lock and in short transactions because an
 * event and its markets are a few hundred rows: fifty in one transaction held PGlite's one
 * connection for 3–5 s on a loaded machine, and every page waited. Two instances materialising
 * at once only repeat work: an event's fixture id is unique (the second insert does nothing and
 * writes no markets) and `materialisedTo` only moves forward.
 */
async function materialise(deps: SportsDeps): Promise<number> {
  const { world, now, materialisedTo } = await readWorld(deps)
  // No schedule asked for (the suites' kit), nothing to write: not even the matches in play.
  if (deps.horizonMs <= 0) return 0
  // A fresh world (or one back from a stop longer than the schedule) starts with the fixtures that
  // kicked off before it and are still being played: written in play, their state the replay of
  // their seed up to now ("A world already playing"). Earlier ones are never published.
  const from = Math.max(materialisedTo ?? Number.NEGATIVE_INFINITY, now - PRE_PLAYED_MS)
  const to = now + deps.horizonMs
  if (from >= to) return 0
  let fixtures: Array<Fixture & { seed?: string; endAt?: number }> = scheduleFixtures(world, from, to)
    .filter((f) => materialisedTo === null || f.startAt > materialisedTo)
    .flatMap((f) => {
      if (f.startAt > now) return [f]
      const seed = newSeed()
      const endAt = f.startAt + Math.ceil(replay(fixtureModel(world, f), seed).match.duration * MINUTE_MS)
      return endAt > now ? [{ ...f, seed, endAt }] : []
    })
  let reached = to
  if (fixtures.length > deps.materialiseBatch) {
    // Whole kick-off instants only, so the next pass starts after the last one written.
    const last = fixtures[deps.materialiseBatch - 1]!.startAt
    fixtures = fixtures.filter((f) => f.startAt <= last)
    reached = last
  }
  const competitions = await deps.db.transaction((tx) => competitionIds(tx, world))
  let written = 0
  const slices = slicesAtInstants(fixtures, MATERIALISE_SLICE)
  for (const [i, slice] of slices.entries())
    written += await deps.db.transaction(async (tx) => {
      let n = 0
      for (const f of slice) if (await writeEvent(tx, world, f, competitions)) n++
      await setMaterialisedTo(tx, i === slices.length - 1 ? reached : slice[slice.length - 1]!.startAt)
      return n
    })
  if (slices.length === 0) await deps.db.transaction((tx) => setMaterialisedTo(tx, reached))
  if (materialisedTo !== null) written += await scheduleNewCompetitions(deps, world, now, materialisedTo)
  return written
}

/**
 * A competition added to the world after the schedule was written ahead ("New competitions on a
 * running site", docs/sportsbook.md): its fixtures kicking off in (now, materialisedTo] were never
 * written, and `materialisedTo` only moves forward, so without this it would first appear a whole
 * horizon later. Once it has an event it is no longer new; a second instance doing the same only
 * repeats work (the fixture id is unique).
 */
async function scheduleNewCompetitions(
  deps: SportsDeps,
  world: World,
  now: number,
  materialisedTo: number,
): Promise<number> {
  if (materialisedTo <= now) return 0
  const scheduled = await deps.db
    .select({ key: sportsCompetitions.key })
    .from(sportsCompetitions)
    .where(
      sql`exists (select 1 from ${sportsEvents} where ${sportsEvents.competitionId} = ${sportsCompetitions.id})`,
    )
  const old = new Set(scheduled.map((r) => r.key))
  if (world.competitions.every((c) => old.has(c.key))) return 0
  const fixtures = scheduleFixtures(world, now, materialisedTo).filter(
    (f) => f.startAt > now && !old.has(f.competitionKey),
  )
  if (fixtures.length === 0) return 0
  const competitions = await deps.db.transaction((tx) => competitionIds(tx, world))
  let written = 0
  for (const slice of slicesAtInstants(fixtures, MATERIALISE_SLICE))
    written += await deps.db.transaction(async (tx) => {
      let n = 0
      for (const f of slice) if (await writeEvent(tx, world, f, competitions)) n++
      return n
    })
  return written
}

/**
 * How far back (world time) a fresh world looks for matches still in play: longer than any match
 * the simulators play (football about two hours with the break, a best-of-3 CS2 series about as
 * long, tennis less).
 */
export const PRE_PLAYED_MS = 4 * 60 * MINUTE_MS

/** Events per materialising transaction (a slice may run over to finish its kick-off instant). */
const MATERIALISE_SLICE = 10

/** Fixtures (in kick-off order) cut into slices of about `size`, each ending at a whole instant. */
function slicesAtInstants<F extends Fixture>(fixtures: F[], size: number): F[][] {
  const slices: F[][] = []
  let slice: F[] = []
  for (const [i, f] of fixtures.entries()) {
    slice.push(f)
    const next = fixtures[i + 1]
    if (!next || (slice.length >= size && next.startAt !== f.startAt)) {
      slices.push(slice)
      slice = []
    }
  }
  return slices
}

/**
 * One fixture with its markets. A fixture already kicked off (`endAt` known from its seed) is
 * written in play, as the kick-off would have left it: status `live`, the whistle at `endAt`, the
 * pre-match markets suspended; the next live pass lays the in-play prices and the scoreboard of
 * the replay at the current world time.
 */
async function writeEvent(
  tx: Tx,
  world: World,
  f: Fixture & { seed?: string; endAt?: number },
  competitions: Map<string, number>,
) {
  const comp = world.competitions.find((c) => c.key === f.competitionKey)!
  const home = comp.teams.find((t) => t.key === f.homeKey)!
  const away = comp.teams.find((t) => t.key === f.awayKey)!
  const model = fixtureModel(world, f)
  const seed = f.seed ?? newSeed()
  const inPlay = f.endAt !== undefined
  const [event] = await tx
    .insert(sportsEvents)
    .values({
      fixtureId: f.id,
      sport: f.sport,
      competitionId: competitions.get(f.competitionKey)!,
      homeTr: home.name.tr,
      homeEn: home.name.en,
      awayTr: away.name.tr,
      awayEn: away.name.en,
      startAt: new Date(f.startAt),
      status: inPlay ? 'live' : 'scheduled',
      ...(inPlay ? { endAt: new Date(f.endAt!) } : {}),
      seed,
      seedHash: commitSeed(seed),
      model,
    })
    .onConflictDoNothing()
    .returning({ id: sportsEvents.id })
  if (!event) return false
  await writeMarkets(tx, event.id, priceFixture(model), inPlay ? 'suspended' : 'active')
  return true
}

export async function writeMarkets(
  tx: Tx,
  eventId: number,
  markets: ReturnType<typeof priceFixture>,
  status: 'active' | 'suspended' = 'active',
) {
  if (markets.length === 0) return
  const ids = await tx
    .insert(sportsMarkets)
    .values(
      markets.map((m, sort) => ({
        eventId,
        key: m.key,
        line: m.line ?? null,
        nameTr: m.name.tr,
        nameEn: m.name.en,
        status,
        mbs: m.mbs,
        sort,
      })),
    )
    .returning({ id: sportsMarkets.id, sort: sportsMarkets.sort })
  const idBySort = new Map(ids.map((r) => [r.sort, r.id]))
  await tx.insert(sportsOutcomes).values(
    markets.flatMap((m, sort) =>
      m.outcomes.map((o) => ({
        marketId: idBySort.get(sort)!,
        key: o.key,
        nameTr: o.name.tr,
        nameEn: o.name.en,
        oddsMilli: oddsToMilli(o.odds),
        prob: o.prob,
      })),
    ),
  )
}

/** Scheduled events whose kick-off has come go live; the match is played now to know its end. */
async function kickOff(tx: Tx, now: number): Promise<number> {
  const due = await tx
    .select({
      id: sportsEvents.id,
      model: sportsEvents.model,
      seed: sportsEvents.seed,
      startAt: sportsEvents.startAt,
    })
    .from(sportsEvents)
    .where(and(eq(sportsEvents.status, 'scheduled'), lte(sportsEvents.startAt, new Date(now))))
    .limit(500)
  for (const e of due) {
    const duration = replay(e.model, e.seed).match.duration
    await tx
      .update(sportsEvents)
      .set({ status: 'live', endAt: new Date(e.startAt.getTime() + Math.ceil(duration * MINUTE_MS)) })
      .where(eq(sportsEvents.id, e.id))
  }
  if (due.length > 0)
    await tx
      .update(sportsMarkets)
      .set({ status: 'suspended' })
      .where(
        and(
          inArray(
            sportsMarkets.eventId,
            due.map((e) => e.id),
          ),
          eq(sportsMarkets.status, 'active'),
        ),
      )
  return due.length
}

/** Live events past their final whistle: result stored, seed revealed, outcomes resulted. */
async function finish(tx: Tx, now: number): Promise<{ finished: number; tickets: number[] }> {
  const due = await tx
    .select()
    .from(sportsEvents)
    .where(and(eq(sportsEvents.status, 'live'), lte(sportsEvents.endAt, new Date(now))))
    .limit(200)
  const tickets = new Set<number>()
  for (const e of due) {
    const result = e.result ?? resultOf(replay(e.model, e.seed))
    const event = { ...e, result, status: 'settled' as const, revealedSeed: e.seed }
    await tx
      .update(sportsEvents)
      .set({ result, status: 'settled', revealedSeed: e.seed })
      .where(eq(sportsEvents.id, e.id))
    for (const id of await resultOutcomes(tx, event)) tickets.add(id)
  }
  return { finished: due.length, tickets: [...tickets] }
}
