import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import { betCount, maxStakeForPayout, potentialPayout, type Slip } from '@galata/game-math/sports/index'
import {
  SPORT_KEYS,
  SPORTS_LIMITS,
  SPORTS_RISK,
  type Locale,
  type SportsLiability,
  type SportsLimitInput,
  type SportsLimitView,
} from '@galata/contract'
import type { Db, Tx } from '../../db/client.js'
import {
  players,
  sportsCompetitions,
  sportsEvents,
  sportsLimits,
  sportsMarkets,
  sportsOutcomes,
  sportsPlayerEvents,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import { toMajor, toMinor } from '../wallet/index.js'
import type { Operator } from './operator.js'
import type { SportsDeps } from './sports.deps.js'
import { outcomesOfMarkets } from './market-outcomes.js'
import { MAX_PAYOUT } from './slip-rules.js'
import { oddsOf } from './views.js'

/*
 * Risk limits (docs/sportsbook.md "Risk"; research §7). Limits are rows per scope — platform, sport,
 * competition, market type, event, player — each with a max stake, a max payout and a max
 * liability per outcome (and, for a player, a stake factor). The most restrictive applicable
 * figure wins:
 *
 *   maxStake = min( L_stake × factor,  the stake whose payout fits L_payout,
 *                   (L_liab(o) − liability(o)) / (R − 1) for each leg's outcome o )
 *
 * where R is the slip's return per unit of stake with every leg won and liability(o) the potential
 * payouts of the open tickets on o minus the stakes its market has taken, summed over the open tickets'
 * legs (a combination counts in full on each leg: the conservative attribution). In play every stake and payout limit is multiplied by
 * SPORTS_RISK.liveFactor and the `live` rows apply too, so live limits are always smaller.
 * Placement calls `maxStakeOf` on the limit rows its slip read brings (`limitsSql`); with a
 * liability limit, inside its money transaction once the slip's outcomes are locked, so concurrent
 * bets on one outcome see each other's liability. A live bet (placement/live.ts) calls
 * `riskMaxStake`, which reads the figures itself, at placement and again when its delay is over.
 * Every path refuses with `refuseOverRisk`.
 */

type LimitRow = typeof sportsLimits.$inferSelect

export interface LegRisk {
  outcomeId: number
  marketKey: string
  eventId: number
  eventStatus: string
  competitionId: number
  sport: string
  /** Potential payouts on the outcome minus every stake its market took, kuruş. */
  liability: bigint
}

const min = (a: bigint, b: bigint) => (a < b ? a : b)
const scale = (v: bigint, f: number) => (v * BigInt(Math.round(f * 1_000_000))) / 1_000_000n

/** The scopes a leg falls under, as (scope, key) pairs. */
function scopesOf(leg: LegRisk, playerId: number): Array<[string, string]> {
  return [
    ['platform', ''],
    ['sport', leg.sport],
    ['competition', String(leg.competitionId)],
    ['market', leg.marketKey],
    ['event', String(leg.eventId)],
    ['player', String(playerId)],
  ]
}

/**
 * The highest stake (kuruş) the risk limits allow for this slip now; placement refuses a bigger
 * stake with STAKE_TOO_HIGH and this figure. For a system, a whole number of units. Reads the legs
 * and their limit rows itself: the path of a slip whose read brought no limits (a live bet, at
 * placement and when its delay is over). With `lock`, when a liability limit applies, `lock` runs
 * (it locks what the caller's lock order needs, then the outcomes) and the liability is summed
 * again in a later statement, whose snapshot holds every bet committed while it waited.
 */
export async function riskMaxStake(
  tx: Tx,
  playerId: number,
  outcomeIds: number[],
  slip: Slip,
  opts: { lock?: () => Promise<void> } = {},
): Promise<bigint> {
  const legs = await riskLegs(tx, outcomeIds)
  const live = legs.some((l) => l.eventStatus === 'live')
  const pairs = new Map<string, [string, string]>()
  for (const leg of legs) for (const [s, k] of scopesOf(leg, playerId)) pairs.set(`${s}:${k}`, [s, k])
  const rows = await tx
    .select()
    .from(sportsLimits)
    .where(
      and(
        or(
          ...[...pairs.values()].map(([s, k]) =>
            and(eq(sportsLimits.scope, s as LimitRow['scope']), eq(sportsLimits.scopeKey, k)),
          ),
        ),
        live ? undefined : eq(sportsLimits.live, false),
      ),
    )
  if (opts.lock && rows.some((r) => r.maxLiability !== null)) {
    await opts.lock()
    const fresh = new Map((await riskLegs(tx, outcomeIds)).map((l) => [l.outcomeId, l.liability]))
    for (const leg of legs) leg.liability = fresh.get(leg.outcomeId) ?? leg.liability
  }
  return maxStakeOf(playerId, legs, rows, slip)
}

/** The slip's legs as the risk rules see them: scopes, in play or not, liability now. */
async function riskLegs(tx: Tx, outcomeIds: number[]): Promise<LegRisk[]> {
  return (
    await tx
      .select({
        outcomeId: sportsOutcomes.id,
        marketKey: sportsMarkets.key,
        eventId: sportsEvents.id,
        eventStatus: sportsEvents.status,
        competitionId: sportsEvents.competitionId,
        sport: sportsEvents.sport,
        liability: sql<string>`${liabilitySql(sql`${sportsOutcomes.id}`, sql`${sportsOutcomes.marketId}`)}`,
      })
      .from(sportsOutcomes)
      .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
      .where(inArray(sportsOutcomes.id, outcomeIds))
  ).map((r) => ({ ...r, liability: BigInt(r.liability) }))
}

/** Locks a slip's outcomes in id order (the liability sums' lock; see `riskMaxStake`). */
export async function lockOutcomeRows(tx: Tx, outcomeIds: number[]): Promise<void> {
  await tx
    .select({ id: sportsOutcomes.id })
    .from(sportsOutcomes)
    .where(inArray(sportsOutcomes.id, outcomeIds))
    .orderBy(asc(sportsOutcomes.id))
    .for('no key update')
}

/**
 * The one refusal of the risk limits, on every path (pre-match, live at placement, live when
 * decided): a stake above what they allow is STAKE_TOO_HIGH with the highest stake that fits.
 */
export function refuseOverRisk(stake: bigint, riskMax: bigint): void {
  if (stake > riskMax) throw new AppError('STAKE_TOO_HIGH', undefined, { maxStake: toMajor(riskMax) })
}

/**
 * A leg's liability as SQL: the potential payouts of the open tickets with a leg on the outcome
 * minus the stakes of the open tickets with a leg on its market (`outcome` and `market` are the
 * outcome's id and market id in the caller's statement). Summed from the legs, not kept as counters
 * on the outcome rows: placing a bet updates no shared row, and a ticket leaves the sum when it is
 * settled, voided or cashed out (a partial cash-out leaves its smaller stake and payout).
 * One pass over the market's legs gives both sums, each leg's ticket found by its key: the
 * `offset 0` keeps the planner from joining the legs or the tickets whole (with statistics behind
 * a fast-growing book it hashed every open ticket and scanned every leg per bet;
 * docs/sportsbook.md "Benchmark"), so the cost follows the market's bets, not the book's.
 */
export function liabilitySql(outcome: SQL, market: SQL): SQL {
  return sql`(select coalesce(sum(t.potential_payout) filter (where l.outcome_id = ${outcome}), 0)
                     - coalesce(sum(t.stake), 0)
                from sports_outcomes o2
               cross join lateral (select l.ticket_id, l.outcome_id from sports_ticket_legs l
                                    where l.outcome_id = o2.id offset 0) l
               cross join lateral (select t.stake, t.potential_payout from sports_tickets t
                                    where t.id = l.ticket_id and t.status = 'open' offset 0) t
               where o2.market_id = ${market})`
}

/**
 * The open tickets' stakes and potential payouts on each outcome of an event (kuruş), by outcome
 * id: what the liability of `liabilitySql` is made of (the back office's view, tests).
 */
export async function outcomeExposure(
  db: Db | Tx,
  eventId: number,
): Promise<Map<number, { stake: bigint; payout: bigint }>> {
  const rows = await db
    .select({
      outcomeId: sportsTicketLegs.outcomeId,
      stake: sql<string>`sum(${sportsTickets.stake})::text`,
      payout: sql<string>`sum(${sportsTickets.potentialPayout})::text`,
    })
    .from(sportsTicketLegs)
    .innerJoin(sportsTickets, eq(sportsTickets.id, sportsTicketLegs.ticketId))
    .where(and(eq(sportsTicketLegs.eventId, eventId), eq(sportsTickets.status, 'open')))
    .groupBy(sportsTicketLegs.outcomeId)
  return new Map(rows.map((r) => [r.outcomeId, { stake: BigInt(r.stake), payout: BigInt(r.payout) }]))
}

/**
 * The limit rows that can apply to a leg as SQL (a JSON array, one element per row, amounts as
 * text), for a caller that reads the slip's legs in one statement (placement). The columns named
 * are the leg's in the caller's statement; the live rows come too and `maxStakeOf` drops them for
 * a pre-match slip.
 */
export function limitsSql(leg: LegScopes): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'scope', l.scope, 'scopeKey', l.scope_key, 'live', l.live, 'maxStake', l.max_stake::text,
      'maxPayout', l.max_payout::text, 'maxLiability', l.max_liability::text, 'stakeFactor', l.stake_factor)), '[]')
    from sports_limits l
    where ${limitAppliesSql(sql`l`, leg)})`
}

/** A leg's risk scopes as its caller's SQL columns (placement's statements). */
type LegScopes = { player: SQL; sport: SQL; competition: SQL; market: SQL; event: SQL }

/** True of a pre-match limit row (alias `l`) that applies to the leg: placement's guard for slips it read no limits for. */
export function preMatchLimitSql(leg: LegScopes): SQL {
  return sql`exists (select 1 from sports_limits l where not l.live and ${limitAppliesSql(sql`l`, leg)})`
}

/** The one rule of which limit rows a leg falls under (`scopesOf` is the same in memory). */
function limitAppliesSql(l: SQL, leg: LegScopes): SQL {
  return sql`(${l}.scope, ${l}.scope_key) in (('platform', ''), ('sport', ${leg.sport}), ('competition', ${leg.competition}::text),
                                     ('market', ${leg.market}), ('event', ${leg.event}::text), ('player', ${leg.player}::text))`
}

/** Limit rows as `limitsSql` answers them (a JSON array; PGlite and node-postgres both parse it). */
export function limitRowsOf(json: unknown): LimitFigures[] {
  const list = (typeof json === 'string' ? JSON.parse(json) : (json ?? [])) as Array<Record<string, unknown>>
  const big = (v: unknown) => (v === null || v === undefined ? null : BigInt(v as string))
  return list.map((r) => ({
    scope: r.scope as LimitRow['scope'],
    scopeKey: r.scopeKey as string,
    live: r.live === true,
    maxStake: big(r.maxStake),
    maxPayout: big(r.maxPayout),
    maxLiability: big(r.maxLiability),
    stakeFactor: r.stakeFactor === null || r.stakeFactor === undefined ? null : Number(r.stakeFactor),
  }))
}

/** What `maxStakeOf` needs of a limit row. */
export type LimitFigures = Pick<
  LimitRow,
  'scope' | 'scopeKey' | 'live' | 'maxStake' | 'maxPayout' | 'maxLiability' | 'stakeFactor'
>

/**
 * `riskMaxStake` on legs and limit rows already read (placement reads them with the slip, in its
 * first statement). Rows of scopes no leg falls under are ignored; live rows apply in play only.
 */
export function maxStakeOf(playerId: number, legs: LegRisk[], limitRows: LimitFigures[], slip: Slip): bigint {
  const live = legs.some((l) => l.eventStatus === 'live')
  const rows = limitRows.filter((r) => live || !r.live)
  const byScope = new Map<string, LimitFigures[]>()
  for (const r of rows)
    byScope.set(`${r.scope}:${r.scopeKey}`, [...(byScope.get(`${r.scope}:${r.scopeKey}`) ?? []), r])
  const liveFactor = live ? SPORTS_RISK.liveFactor : 1

  // R: what one unit of stake returns with every leg won (exact for the stake-per-payout check).
  const perMillion = potentialPayout(slip, 1_000_000n * BigInt(betCount(slip)))
  let maxStake = scale(toMinor(SPORTS_LIMITS.stakeMax), liveFactor)
  let maxPayout = scale(toMinor(SPORTS_LIMITS.payoutMax), liveFactor)
  let factor = 1
  for (const leg of legs) {
    let liabilityCap: bigint | null = null
    for (const [s, k] of scopesOf(leg, playerId))
      for (const r of byScope.get(`${s}:${k}`) ?? []) {
        // A pre-match row is scaled for an in-play bet; a live row is already the live figure.
        const f = r.live ? 1 : liveFactor
        if (r.maxStake !== null) maxStake = min(maxStake, scale(r.maxStake, f))
        if (r.maxPayout !== null) maxPayout = min(maxPayout, scale(r.maxPayout, f))
        if (r.maxLiability !== null)
          liabilityCap = liabilityCap === null ? r.maxLiability : min(liabilityCap, r.maxLiability)
        if (r.stakeFactor !== null) factor = Math.min(factor, r.stakeFactor)
      }
    if (liabilityCap !== null) {
      // stake × (R − 1) ≤ cap − liability(o), with R = perMillion / 1,000,000 per unit of stake.
      const room = liabilityCap - leg.liability
      const gain = perMillion - 1_000_000n * BigInt(betCount(slip))
      const byLiability =
        room <= 0n ? 0n : gain <= 0n ? maxStake : (room * 1_000_000n * BigInt(betCount(slip))) / gain
      maxStake = min(maxStake, byLiability)
    }
  }
  let stake = min(scale(maxStake, factor), maxStakeForPayout(slip, maxPayout))
  // A system's stake must split into whole-kuruş units.
  if (slip.kind === 'system') stake -= stake % BigInt(betCount(slip))
  return stake < 0n ? 0n : stake
}

// ---------------------------------------------------------------------------------------------
// What one player may be owed on one event (docs/sportsbook.md "Risk")

/** SPORTS_RISK.playerEventPayoutMax in kuruş: the check of `sports_player_events`. */
export const EVENT_PAYOUT_CAP = toMinor(SPORTS_RISK.playerEventPayoutMax)

/** The player's exposure on each of these events now (kuruş; absent: nothing on it). */
export async function eventExposure(
  db: Db | Tx,
  playerId: number,
  eventIds: number[],
): Promise<Map<number, bigint>> {
  if (eventIds.length === 0) return new Map()
  const rows = await db
    .select({ eventId: sportsPlayerEvents.eventId, payout: sportsPlayerEvents.payout })
    .from(sportsPlayerEvents)
    .where(and(eq(sportsPlayerEvents.playerId, playerId), inArray(sportsPlayerEvents.eventId, eventIds)))
  return new Map(rows.map((r) => [r.eventId, r.payout]))
}

/**
 * Adds a ticket's potential payout to the player's exposure on each of its events, or takes it
 * off (a negative amount: a rejected live bet, a cash-out). The caller holds the player's
 * accounts' lock (every placement does, through the wallet), so a read after that lock is exact;
 * past the cap the table's check refuses the statement (`isEventCapViolation`).
 */
export async function addExposure(
  tx: Tx,
  playerId: number,
  eventIds: number[],
  amount: bigint,
): Promise<void> {
  const events = [...new Set(eventIds)]
  if (events.length === 0 || amount === 0n) return
  if (amount < 0n) {
    // Never below nothing (a ticket placed before the sums were kept took nothing in).
    await tx
      .update(sportsPlayerEvents)
      .set({ payout: sql`greatest(${sportsPlayerEvents.payout} + ${amount}, 0)` })
      .where(and(eq(sportsPlayerEvents.playerId, playerId), inArray(sportsPlayerEvents.eventId, events)))
    return
  }
  await tx
    .insert(sportsPlayerEvents)
    .values(events.map((eventId) => ({ playerId, eventId, payout: amount })))
    .onConflictDoUpdate({
      target: [sportsPlayerEvents.playerId, sportsPlayerEvents.eventId],
      set: { payout: sql`${sportsPlayerEvents.payout} + excluded.payout` },
    })
}

/** The SQL of the one-statement bets' share of `addExposure` (sports.queries.ts's ticket statement). */
export function addExposureSql(player: SQL, events: SQL, amount: SQL, when: SQL): SQL {
  return sql`insert into sports_player_events (player_id, event_id, payout)
      select ${player}, e.id, ${amount} from (select distinct unnest(${events}) as id) e where ${when}
      on conflict (player_id, event_id) do update set payout = sports_player_events.payout + excluded.payout`
}

/** True of the database refusing a placement past the per-event cap (the check of `sports_player_events`). */
export function isEventCapViolation(e: unknown): boolean {
  const err = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown }
  if (err?.cause && isEventCapViolation(err.cause)) return true
  return (
    err?.code === '23514' &&
    (err.constraint === 'sports_player_events_payout' ||
      String(err.message ?? '').includes('sports_player_events_payout'))
  )
}

/**
 * The highest stake whose potential payout, added to what the player's other tickets may pay on
 * each of the slip's events (`others`, kuruş), stays within the cap (× the live factor in play).
 */
export function maxStakeForEvents(slip: Slip, others: bigint[], live: boolean): bigint {
  const cap = scale(EVENT_PAYOUT_CAP, live ? SPORTS_RISK.liveFactor : 1)
  const room = others.reduce((r, o) => min(r, cap - o), cap)
  if (room <= 0n) return 0n
  let stake = maxStakeForPayout(slip, room)
  if (slip.kind === 'system') stake -= stake % BigInt(betCount(slip))
  return stake < 0n ? 0n : stake
}

/**
 * The per-event cap of a live bet (risk.ts): what the player's other tickets may pay on each of
 * its events, plus this slip's potential payout, within the cap × the live factor; then the sums
 * take the slip's payout in place of `counted` (what this ticket already added). The caller holds
 * the player's accounts' lock.
 */
export async function holdEventPayout(
  tx: Tx,
  playerId: number,
  stake: bigint,
  slip: Slip,
  eventIds: number[],
  counted: bigint,
  /** In play: the cap × the live factor (a pre-match builder slip's is the whole cap). */
  live = true,
): Promise<void> {
  const events = [...new Set(eventIds)]
  const exposure = await eventExposure(tx, playerId, events)
  const others = events.map((e) => (exposure.get(e) ?? 0n) - counted)
  refuseOverEventPayout(stake, maxStakeForEvents(slip, others, live), live)
  await addExposure(tx, playerId, events, potentialPayout(slip, stake, MAX_PAYOUT) - counted)
}

/** The refusal of a stake past `maxStakeForEvents`: EVENT_PAYOUT_LIMIT with the figures. */
export function refuseOverEventPayout(stake: bigint, max: bigint, live: boolean): void {
  if (stake > max) throw eventPayoutError(max, live)
}

export function eventPayoutError(max: bigint, live: boolean): AppError {
  return new AppError('EVENT_PAYOUT_LIMIT', undefined, {
    maxStake: toMajor(max),
    maxPayout: toMajor(scale(EVENT_PAYOUT_CAP, live ? SPORTS_RISK.liveFactor : 1)),
  })
}

// ---------------------------------------------------------------------------------------------
// Default liability limits (docs/sportsbook.md "Risk")

/**
 * Each market type the engine prices, by its margin family (game-math's MARGINS; `risk.test.ts`
 * prices fixtures of every sport and checks this list against the engine's own families).
 */
export const MARKET_FAMILIES: Readonly<Record<string, keyof typeof SPORTS_RISK.defaultLiability>> = {
  '1x2': 'main',
  dc: 'main',
  ml: 'main',
  map1: 'main',
  ou: 'line',
  btts: 'line',
  ah: 'line',
  hcp: 'line',
  tot: 'line',
  mhcp: 'line',
  maps: 'line',
  games: 'line',
  ghcp: 'line',
  shcp: 'line',
  tsets: 'line',
  pl: 'line',
  eh: 'multi',
  ht: 'multi',
  tg: 'multi',
  sets: 'multi',
  mapscore: 'multi',
  cs: 'exotic',
  htft: 'exotic',
}

/**
 * A liability limit per market type at its family's figure (SPORTS_RISK.defaultLiability), written
 * at boot into a site that has no limit rows at all (a new site, or one that never set any), so no
 * book runs without a liability limit; traders change or remove them in the back office like any
 * row. Answers how many rows it wrote.
 */
export async function seedDefaultLimits(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    // One boot at a time decides (several instances may start together).
    await tx.execute(sql`lock table sports_limits in share row exclusive mode`)
    const [any] = await tx.select({ id: sportsLimits.id }).from(sportsLimits).limit(1)
    if (any) return 0
    const rows = Object.entries(MARKET_FAMILIES).map(([key, family]) => ({
      scope: 'market' as const,
      scopeKey: key,
      live: false,
      maxLiability: toMinor(SPORTS_RISK.defaultLiability[family]),
      updatedAt: now,
    }))
    await tx.insert(sportsLimits).values(rows)
    return rows.length
  })
}

// ---------------------------------------------------------------------------------------------
// The back office

const limitView = (r: LimitRow): SportsLimitView => ({
  scope: r.scope,
  key: r.scopeKey,
  live: r.live,
  maxStake: r.maxStake === null ? null : toMajor(r.maxStake),
  maxPayout: r.maxPayout === null ? null : toMajor(r.maxPayout),
  maxLiability: r.maxLiability === null ? null : toMajor(r.maxLiability),
  stakeFactor: r.stakeFactor,
  updatedAt: r.updatedAt.toISOString(),
})

/** GET /api/backoffice/sports/limits */
export async function listLimits(db: Db): Promise<SportsLimitView[]> {
  const rows = await db
    .select()
    .from(sportsLimits)
    .orderBy(asc(sportsLimits.scope), asc(sportsLimits.scopeKey), asc(sportsLimits.live))
  return rows.map(limitView)
}

/** The key must name something of its scope (a sport key, an existing id, a market type). */
async function checkKey(db: Tx, scope: SportsLimitInput['scope'], key: string): Promise<void> {
  const bad = () => new AppError('VALIDATION_FAILED', { key: 'invalid_option' })
  if (scope === 'platform') {
    if (key !== '') throw bad()
    return
  }
  if (key === '') throw new AppError('VALIDATION_FAILED', { key: 'required' })
  if (scope === 'sport' && !(SPORT_KEYS as readonly string[]).includes(key)) throw bad()
  if (scope === 'market' && !/^[a-z0-9]{1,12}$/.test(key)) throw bad()
  if (scope === 'competition' || scope === 'event' || scope === 'player') {
    if (!/^[1-9]\d{0,15}$/.test(key)) throw bad()
    const id = Number(key)
    const [found] =
      scope === 'competition'
        ? await db
            .select({ id: sportsCompetitions.id })
            .from(sportsCompetitions)
            .where(eq(sportsCompetitions.id, id))
        : scope === 'event'
          ? await db.select({ id: sportsEvents.id }).from(sportsEvents).where(eq(sportsEvents.id, id))
          : await db.select({ id: players.id }).from(players).where(eq(players.id, id))
    if (!found) throw new AppError('NOT_FOUND')
  }
}

/** POST /api/backoffice/sports/limits: sets a scope's limits (all null removes them). Audited. */
export async function setLimit(
  deps: SportsDeps,
  op: Operator,
  input: SportsLimitInput,
): Promise<SportsLimitView | null> {
  if (input.stakeFactor !== null && input.scope !== 'player')
    throw new AppError('VALIDATION_FAILED', { stakeFactor: 'invalid_option' })
  return deps.db.transaction(async (tx) => {
    await checkKey(tx, input.scope, input.key)
    const where = and(
      eq(sportsLimits.scope, input.scope),
      eq(sportsLimits.scopeKey, input.key),
      eq(sportsLimits.live, input.live),
    )
    const [before] = await tx.select().from(sportsLimits).where(where).for('update')
    const values = {
      maxStake: input.maxStake === null ? null : toMinor(input.maxStake),
      maxPayout: input.maxPayout === null ? null : toMinor(input.maxPayout),
      maxLiability: input.maxLiability === null ? null : toMinor(input.maxLiability),
      stakeFactor: input.stakeFactor,
    }
    const now = new Date(deps.clock.now())
    let after: LimitRow | undefined
    if (Object.values(values).every((v) => v === null)) {
      if (before) await tx.delete(sportsLimits).where(where)
    } else {
      ;[after] = await tx
        .insert(sportsLimits)
        .values({
          scope: input.scope,
          scopeKey: input.key,
          live: input.live,
          ...values,
          updatedAt: now,
          updatedBy: op.id,
        })
        .onConflictDoUpdate({
          target: [sportsLimits.scope, sportsLimits.scopeKey, sportsLimits.live],
          set: { ...values, updatedAt: now, updatedBy: op.id },
        })
        .returning()
    }
    await recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: op.id,
        action: 'sports.limits.set',
        ip: op.ip,
        fingerprint: op.fingerprint,
        detail: {
          scope: input.scope,
          key: input.key,
          live: input.live,
          before: before ? limitView(before) : null,
          after: after ? limitView(after) : null,
          note: input.note ?? null,
        },
      },
      now,
    )
    return after ? limitView(after) : null
  })
}

/** GET /api/backoffice/sports/events/{id}/liability */
export async function eventLiability(
  db: Db,
  eventId: number,
  locale: Locale = 'tr',
): Promise<SportsLiability> {
  const [event] = await db
    .select({ id: sportsEvents.id })
    .from(sportsEvents)
    .where(eq(sportsEvents.id, eventId))
  if (!event) throw new AppError('NOT_FOUND')
  const markets = await db
    .select()
    .from(sportsMarkets)
    .where(eq(sportsMarkets.eventId, eventId))
    .orderBy(asc(sportsMarkets.sort))
  const outcomes = await outcomesOfMarkets(
    db,
    markets.map((m) => m.id),
  )
  const exposure = await outcomeExposure(db, eventId)
  const of = (id: number) => exposure.get(id) ?? { stake: 0n, payout: 0n }
  let worst = 0n
  const view = markets.map((m) => {
    const list = outcomes.filter((o) => o.marketId === m.id)
    const stakes = list.reduce((s, o) => s + of(o.id).stake, 0n)
    return {
      id: m.id,
      key: m.key,
      line: m.line,
      status: m.status,
      name: locale === 'tr' ? m.nameTr : m.nameEn,
      phase: m.phase,
      traderSuspended: m.traderSuspended,
      stakes: toMajor(stakes),
      outcomes: list.map((o) => {
        const liability = of(o.id).payout - stakes
        if (liability > worst) worst = liability
        return {
          id: o.id,
          key: o.key,
          name: locale === 'tr' ? o.nameTr : o.nameEn,
          result: o.result as SportsLiability['markets'][number]['outcomes'][number]['result'],
          odds: oddsOf(o.oddsMilli),
          stakes: toMajor(of(o.id).stake),
          payouts: toMajor(of(o.id).payout),
          liability: toMajor(liability),
        }
      }),
    }
  })
  return { eventId, worst: toMajor(worst), markets: view }
}
