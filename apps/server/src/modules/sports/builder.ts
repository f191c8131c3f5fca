import { eq, inArray } from 'drizzle-orm'
import type { BuilderPrice, BuilderPriceBody, Locale } from '@galata/contract'
import {
  builderModel,
  footballGrids,
  priceBuilder,
  type BuilderModel,
  type BuilderRefusal,
  type FixtureModel,
} from '@galata/game-math/sports/index'
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
 * Fitted models of recent events. The pre-match model of an event never changes, and a fit costs a
 * few milliseconds, so a page building a coupon click by click fits it once.
 */
const MODELS_KEPT = 256
const models = new Map<number, BuilderModel>()

function modelOf(eventId: number, model: FixtureModel & { sport: 'football' }): BuilderModel {
  let m = models.get(eventId)
  if (m) {
    models.delete(eventId)
  } else {
    m = builderModel(footballGrids(model.xg))
    if (models.size >= MODELS_KEPT) models.delete(models.keys().next().value!)
  }
  models.set(eventId, m)
  return m
}

export async function priceBuilderQuote(
  deps: SportsDeps,
  body: BuilderPriceBody,
  locale: Locale,
): Promise<BuilderPrice> {
  const [event] = await deps.db.select().from(sportsEvents).where(eq(sportsEvents.id, body.eventId))
  if (!event) throw new AppError('NOT_FOUND')
  const model = event.model as FixtureModel
  if (model.sport !== 'football') throw new AppError('BUILDER_UNSUPPORTED')
  if (event.status !== 'scheduled' || event.startAt.getTime() <= (await worldNow(deps)))
    throw new AppError('EVENT_STARTED')
  const rows = await deps.db
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
      status: sportsMarkets.status,
      eventId: sportsMarkets.eventId,
    })
    .from(sportsOutcomes)
    .innerJoin(sportsMarkets, eq(sportsMarkets.id, sportsOutcomes.marketId))
    .where(inArray(sportsOutcomes.id, body.outcomeIds))
  const byId = new Map(rows.map((r) => [r.outcomeId, r]))
  const picked = body.outcomeIds.map((id) => byId.get(id))
  // An outcome of another event is as unknown here as one that does not exist.
  if (picked.some((r) => !r || r.eventId !== event.id)) throw new AppError('NOT_FOUND')
  const legs = picked as NonNullable<(typeof picked)[number]>[]
  if (legs.some((r) => r.status !== 'active')) throw new AppError('MARKET_SUSPENDED')
  const price = priceBuilder(
    modelOf(event.id, model),
    legs.map((r) => ({
      market: r.marketKey,
      outcome: r.outcomeKey,
      ...(r.line === null ? {} : { line: r.line }),
    })),
  )
  if (!price.ok) throw new AppError(REFUSALS[price.refusal])
  const en = locale === 'en'
  return {
    odds: price.odds,
    fair: price.prob,
    legs: legs.map((r) => ({
      outcomeId: r.outcomeId,
      marketId: r.marketId,
      market: en ? r.marketEn : r.marketTr,
      outcome: en ? r.outcomeEn : r.outcomeTr,
      odds: oddsOf(r.oddsMilli),
    })),
  }
}
