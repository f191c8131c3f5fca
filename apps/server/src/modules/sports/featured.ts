import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import {
  FEATURED,
  SPORTS_LIMITS,
  type BoostCreate,
  type FeaturedPicks,
  type FeaturedSelection,
  type Locale,
  type ReadyCouponCreate,
  type SportsFeatured,
  type StaffBoost,
  type StaffFeatured,
  type StaffReadyCoupon,
  uiStrings,
} from '@galata/contract'
import { oddsToMilli } from '@galata/game-math/sports/index'
import type { Db, DbOrTx } from '../../db/client.js'
import {
  sportsBoosts,
  sportsCompetitions,
  sportsEvents,
  sportsFeaturedEvents,
  sportsMarkets,
  sportsOutcomes,
  sportsReadyCoupons,
  sportsTicketLegs,
  sportsTickets,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import { auditEntry, type Operator } from './corrections.js'
import { toMajor, toMinor } from '../wallet/index.js'
import { readBuilder } from './builder.js'
import { boostLiability, boostLive } from './placement/boost.js'
import type { SportsDeps } from './sports.deps.js'
import { eventColumns, eventViewsOf, oddsOf } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * What the sportsbook shows before the player searches (docs/sportsbook.md "Featured, boosts and
 * ready coupons"): Günün Maçları (the operator's picks, else the day's matches with the most stake),
 * Popüler Bahisler (the selections with the most stake in the last hour of real tickets), the live
 * boosts and the ready coupons, in one public answer kept per instance for FEATURED.cacheMs; and the
 * back office's actions that make them, each audited. Every list shows only selections open for
 * betting now (pre-match, market active, not kicked off in world time).
 */

type BoostRow = typeof sportsBoosts.$inferSelect
type CouponRow = typeof sportsReadyCoupons.$inferSelect
type Selection = FeaturedSelection & { available: boolean }

/** Selections by outcome id, with names in the caller's language and whether each is open now. */
async function selectionsOf(db: DbOrTx, outcomeIds: number[], locale: Locale, now: number) {
  const ids = [...new Set(outcomeIds)]
  if (ids.length === 0) return new Map<number, Selection>()
  const rows = await db
    .select({
      outcomeId: sportsOutcomes.id,
      outcomeTr: sportsOutcomes.nameTr,
      outcomeEn: sportsOutcomes.nameEn,
      oddsMilli: sportsOutcomes.oddsMilli,
      marketTr: sportsMarkets.nameTr,
      marketEn: sportsMarkets.nameEn,
      marketStatus: sportsMarkets.status,
      phase: sportsMarkets.phase,
      mbs: sportsMarkets.mbs,
      eventId: sportsEvents.id,
      homeTr: sportsEvents.homeTr,
      homeEn: sportsEvents.homeEn,
      awayTr: sportsEvents.awayTr,
      awayEn: sportsEvents.awayEn,
      status: sportsEvents.status,
      startAt: sportsEvents.startAt,
    })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(inArray(sportsOutcomes.id, ids))
  const tr = locale === 'tr'
  return new Map(
    rows.map((r) => [
      r.outcomeId,
      {
        outcomeId: r.outcomeId,
        eventId: r.eventId,
        home: tr ? r.homeTr : r.homeEn,
        away: tr ? r.awayTr : r.awayEn,
        startAt: r.startAt.toISOString(),
        market: tr ? r.marketTr : r.marketEn,
        outcome: tr ? r.outcomeTr : r.outcomeEn,
        odds: oddsOf(r.oddsMilli),
        mbs: r.mbs,
        available:
          r.marketStatus === 'active' &&
          r.phase === 'pre' &&
          r.status === 'scheduled' &&
          r.startAt.getTime() > now,
      },
    ]),
  )
}

const withoutAvailable = ({ available: _, ...s }: Selection): FeaturedSelection => s

/** Every selection a boost names: its one outcome, or its bet builder combination's (sorted ids). */
const boostOutcomeIds = (b: BoostRow) => b.builderOutcomeIds ?? [b.outcomeId]

/**
 * A boosted bet builder combination as a selection (docs/sportsbook.md "Boosted odds"): the
 * builder's name as the market, its selections' names together as the outcome, the highest MBS.
 */
function builderSelection(b: BoostRow, selections: Map<number, Selection>, locale: Locale) {
  const picked = boostOutcomeIds(b).map((id) => selections.get(id))
  if (picked.some((x) => x === undefined)) return null
  const legs = picked as Selection[]
  const names = legs.map((x) => `${x.market}: ${x.outcome}`)
  const selection: Selection = {
    ...legs[0]!,
    market: uiStrings['builder.title'][locale],
    outcome: names.join(', '),
    mbs: Math.max(...legs.map((x) => x.mbs)),
    available: legs.every((x) => x.available),
  }
  return { selection, names }
}

/**
 * Günün Maçları: the operator's picks still open for betting, in their order; with none, the
 * derived rule — matches kicking off within FEATURED.derivedHorizonMs of world time, the most stake
 * on their open tickets first, then the earliest kick-off, at most one per competition (the book's
 * range rather than one round).
 */
async function todaysMatches(deps: SportsDeps, locale: Locale, now: Date) {
  const open = and(eq(sportsEvents.status, 'scheduled'), gt(sportsEvents.startAt, now))
  const picked = await deps.db
    .select(eventColumns)
    .from(sportsFeaturedEvents)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsFeaturedEvents.eventId))
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .where(open)
    .orderBy(asc(sportsFeaturedEvents.sort))
    .limit(FEATURED.matchesMax)
  if (picked.length > 0) return eventViewsOf(deps, picked, false, locale)
  const staked = sql<string>`coalesce(sum(${sportsTickets.stake}) filter (where ${sportsTickets.status} in ('open', 'pending')), 0)`
  const candidates = await deps.db
    .select({ ...eventColumns, staked })
    .from(sportsEvents)
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .leftJoin(sportsTicketLegs, eq(sportsTicketLegs.eventId, sportsEvents.id))
    .leftJoin(sportsTickets, eq(sportsTickets.id, sportsTicketLegs.ticketId))
    .where(and(open, lt(sportsEvents.startAt, new Date(now.getTime() + FEATURED.derivedHorizonMs))))
    .groupBy(sportsEvents.id, sportsCompetitions.id)
    .orderBy(desc(staked), asc(sportsEvents.startAt), asc(sportsEvents.id))
    .limit(FEATURED.matchesMax * 20)
  const seen = new Set<number>()
  const rows = candidates.filter((r) => !seen.has(r.competition.id) && seen.add(r.competition.id))
  const views = await eventViewsOf(deps, rows.slice(0, FEATURED.matchesMax * 2), false, locale)
  return views.filter((e) => e.mainMarket !== null).slice(0, FEATURED.matchesMax)
}

/**
 * Popüler Bahisler: the selections with the most stake on tickets placed in the last
 * FEATURED.popularWindowMs of real time (a combination's stake counts on each of its legs; a live
 * bet the book rejected does not count), among those open for betting now.
 */
async function popularSelections(deps: SportsDeps, locale: Locale, now: number) {
  const since = new Date(deps.clock.now() - FEATURED.popularWindowMs)
  const staked = sql<string>`sum(${sportsTickets.stake})`
  const top = await deps.db
    .select({ outcomeId: sportsTicketLegs.outcomeId, staked })
    .from(sportsTickets)
    .innerJoin(sportsTicketLegs, eq(sportsTicketLegs.ticketId, sportsTickets.id))
    .where(and(gt(sportsTickets.placedAt, since), sql`${sportsTickets.status} <> 'rejected'`))
    .groupBy(sportsTicketLegs.outcomeId)
    .orderBy(desc(staked), asc(sportsTicketLegs.outcomeId))
    .limit(FEATURED.popularMax * 5)
  const selections = await selectionsOf(
    deps.db,
    top.map((r) => r.outcomeId),
    locale,
    now,
  )
  return top
    .map((r) => selections.get(r.outcomeId))
    .filter((s): s is Selection => s !== undefined && s.available)
    .slice(0, FEATURED.popularMax)
    .map(withoutAvailable)
}

async function liveBoosts(deps: SportsDeps, locale: Locale, now: number) {
  const real = new Date(deps.clock.now())
  const rows = await deps.db
    .select()
    .from(sportsBoosts)
    .where(
      and(
        isNull(sportsBoosts.endedAt),
        gt(sportsBoosts.endsAt, real),
        sql`${sportsBoosts.startsAt} <= ${real}`,
      ),
    )
    .orderBy(asc(sportsBoosts.endsAt), asc(sportsBoosts.id))
    .limit(FEATURED.boostsShownMax)
  const selections = await selectionsOf(deps.db, rows.flatMap(boostOutcomeIds), locale, now)
  const shown = await Promise.all(
    rows.map(async (b) => {
      if (!b.builderOutcomeIds) {
        const s = selections.get(b.outcomeId)
        return s?.available ? [{ b, s, builder: undefined }] : []
      }
      const view = builderSelection(b, selections, locale)
      if (!view?.selection.available) return []
      // The builder's price now, from its match's model, as its struck price; a combination the
      // builder refuses now (a market closed since) is not shown.
      const read = await readBuilder(
        deps.db,
        { eventId: b.eventId, outcomeIds: b.builderOutcomeIds },
        now,
      ).catch(() => null)
      if (!read) return []
      return [
        {
          b,
          s: { ...view.selection, odds: read.odds },
          builder: { outcomeIds: b.builderOutcomeIds, names: view.names },
        },
      ]
    }),
  )
  return shown.flat().map(({ b, s, builder }) => ({
    ...withoutAvailable(s),
    id: b.id,
    was: s.odds,
    odds: oddsOf(b.oddsMilli),
    maxStake: toMajor(b.maxStake),
    endsAt: b.endsAt.toISOString(),
    ...(builder ? { builder } : {}),
  }))
}

async function readyCoupons(deps: SportsDeps, locale: Locale, now: number) {
  const rows = await deps.db
    .select()
    .from(sportsReadyCoupons)
    .where(isNull(sportsReadyCoupons.retiredAt))
    .orderBy(desc(sportsReadyCoupons.createdAt), desc(sportsReadyCoupons.id))
    .limit(FEATURED.couponsShownMax)
  const selections = await selectionsOf(
    deps.db,
    rows.flatMap((c) => c.outcomeIds),
    locale,
    now,
  )
  return rows.flatMap((c) => {
    const legs = c.outcomeIds.flatMap((id) => selections.get(id) ?? [])
    // A coupon none of whose selections can be bet any more is not shown.
    if (!legs.some((l) => l.available)) return []
    return [{ id: c.id, title: locale === 'tr' ? c.titleTr : c.titleEn, legs }]
  })
}

/**
 * The answer per database and language, kept for FEATURED.cacheMs: every home and /spor visit asks
 * for it. A back-office change on this instance drops it at once; other instances within the window.
 */
const cache = new WeakMap<Db, Map<Locale, { until: number; data: Promise<SportsFeatured> }>>()

export function forgetFeatured(db: Db) {
  cache.delete(db)
}

/** GET /api/sports/featured */
export function sportsFeatured(deps: SportsDeps, locale: Locale): Promise<SportsFeatured> {
  const byLocale = cache.get(deps.db) ?? new Map()
  cache.set(deps.db, byLocale)
  const at = deps.clock.now()
  const hit = byLocale.get(locale)
  if (hit && hit.until > at) return hit.data
  const data = (async () => {
    const now = await worldNow(deps)
    const [matches, popular, boosts, coupons] = await Promise.all([
      todaysMatches(deps, locale, new Date(now)),
      popularSelections(deps, locale, now),
      liveBoosts(deps, locale, now),
      readyCoupons(deps, locale, now),
    ])
    return { matches, popular, boosts, coupons }
  })()
  byLocale.set(locale, { until: at + FEATURED.cacheMs, data })
  // A failed read is not kept.
  data.catch(() => byLocale.delete(locale))
  return data
}

// ---------------------------------------------------------------------------------------------
// The back office (docs/backoffice.md "Featured")

/** A staff member's change, with the role they acted in (docs/backoffice.md "Audit chain"). */
const audit = (tx: DbOrTx, op: Operator, action: string, detail: Record<string, unknown>, at: Date) =>
  recordAudit(tx, auditEntry(op, action, { ...detail, role: op.role ?? null }), at)

const label = (s: Selection) => `${s.home} - ${s.away}: ${s.market} ${s.outcome}`

function boostState(b: BoostRow, now: number): StaffBoost['state'] {
  if (boostLive(b, now)) return 'live'
  return b.endedAt === null && b.startsAt.getTime() > now ? 'scheduled' : 'ended'
}

async function staffBoosts(deps: SportsDeps, db: DbOrTx, rows: BoostRow[], locale: Locale) {
  const now = await worldNow(deps)
  const selections = await selectionsOf(db, rows.flatMap(boostOutcomeIds), locale, now)
  const taken = await boostLiability(
    db,
    rows.map((b) => b.id),
  )
  const real = deps.clock.now()
  return rows.map((b): StaffBoost => {
    const s = b.builderOutcomeIds
      ? builderSelection(b, selections, locale)!.selection
      : selections.get(b.outcomeId)!
    return {
      id: b.id,
      outcomeId: b.outcomeId,
      eventId: b.eventId,
      event: `${s.home} - ${s.away}`,
      market: s.market,
      outcome: s.outcome,
      odds: oddsOf(b.oddsMilli),
      was: oddsOf(b.wasMilli),
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      endedAt: b.endedAt?.toISOString() ?? null,
      state: boostState(b, real),
      maxStake: toMajor(b.maxStake),
      liabilityCap: toMajor(b.liabilityCap),
      liability: toMajor(taken.get(b.id)?.liability ?? 0n),
      bets: taken.get(b.id)?.bets ?? 0,
      note: b.note,
      ...(b.builderOutcomeIds ? { builder: { outcomeIds: b.builderOutcomeIds } } : {}),
    }
  })
}

async function staffCoupons(deps: SportsDeps, db: DbOrTx, rows: CouponRow[], locale: Locale) {
  const selections = await selectionsOf(
    db,
    rows.flatMap((c) => c.outcomeIds),
    locale,
    await worldNow(deps),
  )
  return rows.map((c): StaffReadyCoupon => ({
    id: c.id,
    titleTr: c.titleTr,
    titleEn: c.titleEn,
    outcomeIds: c.outcomeIds,
    legs: c.outcomeIds.map((id: number) => {
      const s = selections.get(id)
      return { outcomeId: id, label: s ? label(s) : `#${id}`, available: s?.available ?? false }
    }),
    createdAt: c.createdAt.toISOString(),
    retiredAt: c.retiredAt?.toISOString() ?? null,
  }))
}

/** GET /api/backoffice/sports/featured: the picks, the last 50 boosts and ready coupons, newest first. */
export async function staffFeatured(deps: SportsDeps, locale: Locale): Promise<StaffFeatured> {
  const picks = await deps.db
    .select({ event: sportsEvents })
    .from(sportsFeaturedEvents)
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsFeaturedEvents.eventId))
    .orderBy(asc(sportsFeaturedEvents.sort))
  const boosts = await deps.db.select().from(sportsBoosts).orderBy(desc(sportsBoosts.id)).limit(50)
  const coupons = await deps.db
    .select()
    .from(sportsReadyCoupons)
    .orderBy(desc(sportsReadyCoupons.id))
    .limit(50)
  return {
    picks: picks.map(({ event: e }) => ({
      eventId: e.id,
      event: locale === 'tr' ? `${e.homeTr} - ${e.awayTr}` : `${e.homeEn} - ${e.awayEn}`,
      startAt: e.startAt.toISOString(),
    })),
    boosts: await staffBoosts(deps, deps.db, boosts, locale),
    coupons: await staffCoupons(deps, deps.db, coupons, locale),
  }
}

/** Every selection open for betting now, else VALIDATION_FAILED on the field (nothing written). */
/**
 * `now` is world time read before the caller's transaction: `worldNow` may read the world row on
 * `deps.db`, and inside a transaction on PGlite's one connection that read waits for the
 * transaction, which waits for it.
 */
async function openSelections(db: DbOrTx, ids: number[], field: string, locale: Locale, now: number) {
  const selections = await selectionsOf(db, ids, locale, now)
  if (ids.some((id) => !selections.get(id)?.available))
    throw new AppError('VALIDATION_FAILED', { [field]: 'invalid_option' })
  return selections
}

/** POST /api/backoffice/sports/featured/picks: replaces the picks (each open for betting now). */
export async function setPicks(deps: SportsDeps, op: Operator, body: FeaturedPicks, locale: Locale) {
  const now = await worldNow(deps)
  await deps.db.transaction(async (tx) => {
    if (body.eventIds.length > 0) {
      const open = await tx
        .select({ id: sportsEvents.id })
        .from(sportsEvents)
        .where(
          and(
            inArray(sportsEvents.id, body.eventIds),
            eq(sportsEvents.status, 'scheduled'),
            gt(sportsEvents.startAt, new Date(now)),
          ),
        )
      if (open.length !== body.eventIds.length)
        throw new AppError('VALIDATION_FAILED', { eventIds: 'invalid_option' })
    }
    await tx.delete(sportsFeaturedEvents)
    const at = new Date(deps.clock.now())
    if (body.eventIds.length > 0)
      await tx.insert(sportsFeaturedEvents).values(
        body.eventIds.map((eventId: number, sort: number) => ({
          eventId,
          sort,
          createdBy: op.id,
          createdAt: at,
        })),
      )
    await audit(tx, op, 'sports.featured.picks', { eventIds: body.eventIds }, at)
  })
  forgetFeatured(deps.db)
  return staffFeatured(deps, locale)
}

/**
 * The selection or bet builder combination a boost names, priced now (docs/sportsbook.md "Boosted
 * odds"): a selection open for betting at the book's price, or a combination of one match, its ids
 * sorted (the boost's key with the event), at the builder's price from the match's model, refused
 * with the price request's codes.
 */
async function boostTarget(tx: DbOrTx, body: BoostCreate, locale: Locale, now: number) {
  if (body.builder) {
    const outcomeIds = [...body.builder.outcomeIds].sort((x, y) => x - y)
    const read = await readBuilder(tx, { eventId: body.builder.eventId, outcomeIds }, now)
    return { outcomeId: outcomeIds[0]!, eventId: read.event.id, was: read.odds, builder: outcomeIds }
  }
  const outcomeId = body.outcomeId!
  const s = (await openSelections(tx, [outcomeId], 'outcomeId', locale, now)).get(outcomeId)!
  return { outcomeId, eventId: s.eventId, was: s.odds, builder: null }
}

/**
 * POST /api/backoffice/sports/boosts: a pre-match selection open for betting, or a bet builder
 * combination, at a price above the book's (the builder's) now, for a window of at most
 * FEATURED.boostDaysMax days ending in the future; one boost at a time per selection or combination
 * (409 CONFLICT while another has not ended).
 */
export async function createBoost(deps: SportsDeps, op: Operator, body: BoostCreate, locale: Locale) {
  const real = deps.clock.now()
  const startsAt = body.startsAt ? Date.parse(body.startsAt) : real
  const endsAt = Date.parse(body.endsAt)
  if (endsAt <= real) throw new AppError('VALIDATION_FAILED', { endsAt: 'invalid_range' })
  if (endsAt - startsAt > FEATURED.boostDaysMax * 86_400_000)
    throw new AppError('VALIDATION_FAILED', { endsAt: 'too_big' })
  const maxStake = toMinor(body.maxStake)
  if (maxStake > toMinor(SPORTS_LIMITS.stakeMax))
    throw new AppError('VALIDATION_FAILED', { maxStake: 'too_big' })
  const worldTime = await worldNow(deps)
  const row = await deps.db.transaction(async (tx) => {
    const target = await boostTarget(tx, body, locale, worldTime)
    const oddsMilli = oddsToMilli(body.odds)
    if (oddsMilli <= oddsToMilli(target.was)) throw new AppError('VALIDATION_FAILED', { odds: 'too_small' })
    const [other] = await tx
      .select({ id: sportsBoosts.id })
      .from(sportsBoosts)
      .where(
        and(
          eq(sportsBoosts.outcomeId, target.outcomeId),
          target.builder
            ? sql`${sportsBoosts.builderOutcomeIds} = ${JSON.stringify(target.builder)}::jsonb`
            : isNull(sportsBoosts.builderOutcomeIds),
          isNull(sportsBoosts.endedAt),
          gt(sportsBoosts.endsAt, new Date(real)),
        ),
      )
    if (other) throw new AppError('CONFLICT')
    const at = new Date(real)
    const [created] = await tx
      .insert(sportsBoosts)
      .values({
        outcomeId: target.outcomeId,
        eventId: target.eventId,
        builderOutcomeIds: target.builder,
        oddsMilli,
        wasMilli: oddsToMilli(target.was),
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        maxStake,
        liabilityCap: toMinor(body.liabilityCap),
        note: body.note ?? null,
        createdBy: op.id,
        createdAt: at,
      })
      .returning()
    await audit(
      tx,
      op,
      'sports.boost.create',
      {
        boostId: created!.id,
        outcomeId: target.outcomeId,
        builderOutcomeIds: target.builder,
        odds: body.odds,
        was: target.was,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: body.endsAt,
        maxStake: body.maxStake,
        liabilityCap: body.liabilityCap,
        note: body.note ?? null,
      },
      at,
    )
    return created!
  })
  forgetFeatured(deps.db)
  return (await staffBoosts(deps, deps.db, [row], locale))[0]!
}

/** POST /api/backoffice/sports/boosts/{id}/end: ends it now; an ended boost is answered as it is. */
export async function endBoost(
  deps: SportsDeps,
  op: Operator,
  id: number,
  note: string | undefined,
  locale: Locale,
) {
  const at = new Date(deps.clock.now())
  const row = await deps.db.transaction(async (tx) => {
    const [b] = await tx.select().from(sportsBoosts).where(eq(sportsBoosts.id, id)).for('update')
    if (!b) throw new AppError('NOT_FOUND')
    if (b.endedAt !== null || b.endsAt <= at) return b
    const [ended] = await tx
      .update(sportsBoosts)
      .set({ endedAt: at })
      .where(eq(sportsBoosts.id, id))
      .returning()
    await audit(tx, op, 'sports.boost.end', { boostId: id, note: note ?? null }, at)
    return ended!
  })
  forgetFeatured(deps.db)
  return (await staffBoosts(deps, deps.db, [row], locale))[0]!
}

/**
 * POST /api/backoffice/sports/coupons: 2–10 selections open for betting now, from different matches
 * (the coupon is a kombine: one selection per match).
 */
export async function createCoupon(deps: SportsDeps, op: Operator, body: ReadyCouponCreate, locale: Locale) {
  const now = await worldNow(deps)
  const row = await deps.db.transaction(async (tx) => {
    const selections = await openSelections(tx, body.outcomeIds, 'outcomeIds', locale, now)
    const events = new Set(body.outcomeIds.map((id) => selections.get(id)!.eventId))
    if (events.size !== body.outcomeIds.length) throw new AppError('COMBO_SAME_EVENT')
    const at = new Date(deps.clock.now())
    const [created] = await tx
      .insert(sportsReadyCoupons)
      .values({ ...body, createdBy: op.id, createdAt: at })
      .returning()
    await audit(tx, op, 'sports.coupon.create', { couponId: created!.id, ...body }, at)
    return created!
  })
  forgetFeatured(deps.db)
  return (await staffCoupons(deps, deps.db, [row], locale))[0]!
}

/** POST /api/backoffice/sports/coupons/{id}/retire: no longer shown; a retired one is answered as it is. */
export async function retireCoupon(
  deps: SportsDeps,
  op: Operator,
  id: number,
  note: string | undefined,
  locale: Locale,
) {
  const at = new Date(deps.clock.now())
  const row = await deps.db.transaction(async (tx) => {
    const [c] = await tx.select().from(sportsReadyCoupons).where(eq(sportsReadyCoupons.id, id)).for('update')
    if (!c) throw new AppError('NOT_FOUND')
    if (c.retiredAt !== null) return c
    const [retired] = await tx
      .update(sportsReadyCoupons)
      .set({ retiredAt: at })
      .where(eq(sportsReadyCoupons.id, id))
      .returning()
    await audit(tx, op, 'sports.coupon.retire', { couponId: id, note: note ?? null }, at)
    return retired!
  })
  forgetFeatured(deps.db)
  return (await staffCoupons(deps, deps.db, [row], locale))[0]!
}
