import { eq, inArray } from 'drizzle-orm'
import type { BuilderPrice, BuilderPriceBody, Locale } from '@galata/contract'
import {
  builderModel,
  footballGrids,
  priceBuilder,
  type BuilderModel,
  type BuilderRefusal,
  type BuilderSelection,
  type FixtureModel,
} from '@galata/game-math/sports/index'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { sportsEvents, sportsMarkets, sportsOutcomes } from '../../db/schema/index.js'
import type { SportsDeps } from './sports.deps.js'
import { oddsOf } from './views.js'
import { worldNow } from './world-clock.js'

/*
 * The bet builder's price (docs/sportsbook.md "Bet builder pricing"): selections of one football
 * match not yet started, priced by the engine from the joint score model of the event's stored
 * pre-match model. Read-only: nothing is written.
 */

const REFUSALS: Record<
  BuilderRefusal,
  'BUILDER_IMPOSSIBLE' | 'BUILDER_UNSUPPORTED' | 'BUILDER_SAME_MARKET' | 'BUILDER_OUT_OF_RANGE'
> = {
  incompatible: 'BUILDER_IMPOSSIBLE',
  unsupported: 'BUILDER_UNSUPPORTED',
  same_market: 'BUILDER_SAME_MARKET',
  out_of_range: 'BUILDER_OUT_OF_RANGE',
}

/**
 * Fitted models of recent events, keyed by what the fit reads (the model's expected goals), not by
 * the event id: an id names another match in another database (the test suites share a process),
 * and a key that is the fit's input can never answer a stale fit. A fit costs a few milliseconds,
 * so a page building a coupon click by click fits it once.
 */
const MODELS_KEPT = 256
const models = new Map<string, BuilderModel>()

function modelOf(model: FixtureModel & { sport: 'football' }): BuilderModel {
  const key = JSON.stringify(model.xg)
  let m = models.get(key)
  if (m) {
    models.delete(key)
  } else {
    m = builderModel(footballGrids(model.xg))
    if (models.size >= MODELS_KEPT) models.delete(models.keys().next().value!)
  }
  models.set(key, m)
  return m
}

/** The builder's selections read and priced (`readBuilder`): the price, and what a leg stores. */
export interface BuilderRead {
  event: typeof sportsEvents.$inferSelect
  rows: Array<{
    outcomeId: number
    outcomeKey: string
    outcomeTr: string
    outcomeEn: string
    oddsMilli: number
    marketId: number
    marketKey: string
    line: number | null
    marketTr: string
    marketEn: string
    mbs: number
    status: string
    eventId: number
  }>
  odds: number
  prob: number
  selections: BuilderSelection[]
}

/**
 * Reads a builder's event and selections (in `db`, a placement's transaction or not) and prices it:
 * the refusals in the API's order — an unknown event or selection (NOT_FOUND), not football
 * (BUILDER_UNSUPPORTED), kicked off (EVENT_STARTED), a closed market (MARKET_SUSPENDED), then the
 * engine's checks and price (BUILDER_*). The price request and a builder leg's placement both read
 * it here (docs/sportsbook.md "Bet builder placement"). With `share`, the selections' markets and
 * the event are read FOR SHARE, as a placement reads its legs.
 */
export async function readBuilder(
  db: DbOrTx,
  body: BuilderPriceBody,
  now: number,
  share = false,
): Promise<BuilderRead> {
  const [event] = await db.select().from(sportsEvents).where(eq(sportsEvents.id, body.eventId))
  if (!event) throw new AppError('NOT_FOUND')
  const model = event.model as FixtureModel
  if (model.sport !== 'football') throw new AppError('BUILDER_UNSUPPORTED')
  const q = db
    .select({
      outcomeId: sportsOutcomes.id,
      outcomeKey: sportsOutcomes.key,
      outcomeTr: sportsOutcomes.nameTr,
      outcomeEn: sportsOutcomes.nameEn,
      oddsMilli: sportsOutcomes.oddsMilli,
      marketId: sportsMarkets.id,
      marketKey: sportsMarkets.key,
      line: sportsMarkets.line,
      marketTr: sportsMarkets.nameTr,
      marketEn: sportsMarkets.nameEn,
      mbs: sportsMarkets.mbs,
      status: sportsMarkets.status,
      eventId: sportsMarkets.eventId,
      eventStatus: sportsEvents.status,
      startAt: sportsEvents.startAt,
    })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, sportsMarkets.eventId))
    .where(inArray(sportsOutcomes.id, body.outcomeIds))
  const rows = await (share ? q.for('share', { of: [sportsMarkets, sportsEvents] }) : q)
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  const picked = body.outcomeIds.map((id) => byId.get(id))
  // An outcome of another event is as unknown here as one that does not exist.
  if (picked.some((r) => !r || r.eventId !== event.id)) throw new AppError('NOT_FOUND')
  const legs = picked as NonNullable<(typeof picked)[number]>[]
  // The event's status and kick-off as read with the markets (under their locks when shared).
  const at = legs[0]!
  if (at.eventStatus !== 'scheduled' || at.startAt.getTime() <= now) throw new AppError('EVENT_STARTED')
  if (legs.some((r) => r.status !== 'active')) throw new AppError('MARKET_SUSPENDED')
  const selections = legs.map((r) => ({
    market: r.marketKey,
    outcome: r.outcomeKey,
    ...(r.line === null ? {} : { line: r.line }),
  }))
  const price = priceBuilder(modelOf(model), selections)
  if (!price.ok) throw new AppError(REFUSALS[price.refusal])
  return { event, rows: legs, odds: price.odds, prob: price.prob, selections }
}

export async function priceBuilderQuote(
  deps: SportsDeps,
  body: BuilderPriceBody,
  locale: Locale,
): Promise<BuilderPrice> {
  const read = await readBuilder(deps.db, body, await worldNow(deps))
  const en = locale === 'en'
  return {
    odds: read.odds,
    fair: read.prob,
    legs: read.rows.map((r) => ({
      outcomeId: r.outcomeId,
      marketId: r.marketId,
      market: en ? r.marketEn : r.marketTr,
      outcome: en ? r.outcomeEn : r.outcomeTr,
      odds: oddsOf(r.oddsMilli),
    })),
  }
}
