import { describe, expect, it } from 'vitest'
import {
  builderModel,
  footballGrids,
  jointProbability,
  type FixtureModel,
} from '@galata/game-math/sports/index'
import { sql } from 'drizzle-orm'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'

/*
 * POST sports/builder/price (docs/sportsbook.md "Bet builder pricing"): the engine's joint price of
 * an event's outcomes, each refusal in the player's language, and nothing written.
 */

const t = useTestApp()
const k = sportsKit(t)
const price = (body: object, locale = 'tr') =>
  k.http().post('sports/builder/price', body, { headers: { 'x-locale': locale } })

describe('bet builder price', () => {
  it('prices correlated selections from the event’s model, above the product of the singles', async () => {
    const eventId = await k.seedEvent()
    const home = await k.outcome(eventId, '1x2', '1')
    const over = await k.outcome(eventId, 'ou', 'over', { line: 2.5 })
    const btts = await k.outcome(eventId, 'btts', 'yes')
    const res = await price({ eventId, outcomeIds: [home.id, over.id, btts.id] })
    expect(res.statusCode, res.body).toBe(200)
    const data = res.json<{
      data: { odds: number; fair: number; legs: Array<{ outcomeId: number; odds: number }> }
    }>().data
    const [event] = await rows<{ model: FixtureModel }>(
      t.app,
      sql`select model from sports_events where id = ${eventId}`,
    )
    const model = event!.model as FixtureModel & { sport: 'football' }
    const expected = jointProbability(builderModel(footballGrids(model.xg)), [
      { market: '1x2', outcome: '1' },
      { market: 'ou', line: 2.5, outcome: 'over' },
      { market: 'btts', outcome: 'yes' },
    ])
    expect(data.fair).toBeCloseTo(expected, 12)
    expect(data.legs.map((l) => l.outcomeId)).toEqual([home.id, over.id, btts.id])
    expect(data.legs.map((l) => l.odds)).toEqual([home.odds, over.odds, btts.odds])
    // Correlated: the builder pays less than the singles multiplied.
    expect(data.odds).toBeLessThan(home.odds * over.odds * btts.odds)
    expect(data.odds).toBeGreaterThan(1.01)
  })

  it('refuses what cannot happen together, one market twice, other markets and sports, in the player’s language', async () => {
    const eventId = await k.seedEvent()
    const cs = await k.outcome(eventId, 'cs', '2-0')
    const btts = await k.outcome(eventId, 'btts', 'yes')
    const under = await k.outcome(eventId, 'ou', 'under', { line: 2.5 })
    const over = await k.outcome(eventId, 'ou', 'over', { line: 2.5 })
    const ah = await k.outcome(eventId, 'ah', 'home')

    const impossible = await price({ eventId, outcomeIds: [cs.id, btts.id] })
    expect(impossible.statusCode).toBe(400)
    expect(impossible.json()).toMatchObject({ success: false, code: 'BUILDER_IMPOSSIBLE' })
    expect(impossible.json().message).toContain('birlikte gerçekleşemez')
    const inEnglish = await price({ eventId, outcomeIds: [cs.id, btts.id] }, 'en')
    expect(inEnglish.json().message).toContain('cannot all happen')

    expect((await price({ eventId, outcomeIds: [under.id, over.id] })).json().code).toBe(
      'BUILDER_SAME_MARKET',
    )
    expect((await price({ eventId, outcomeIds: [btts.id, ah.id] })).json().code).toBe('BUILDER_UNSUPPORTED')
    expect((await price({ eventId, outcomeIds: [btts.id] })).statusCode).toBe(400)
    expect((await price({ eventId, outcomeIds: [btts.id, btts.id] })).statusCode).toBe(400)

    const other = await k.seedEvent()
    const elsewhere = await k.outcome(other, '1x2', '1')
    expect((await price({ eventId, outcomeIds: [btts.id, elsewhere.id] })).statusCode).toBe(404)

    const tennis = await k.seedEvent({ sport: 'tennis' })
    const [a, b] = await rows<{ id: number }>(
      t.app,
      sql`select o.id from sports_outcomes o join sports_markets m on m.id = o.market_id
          where m.event_id = ${tennis} order by o.id limit 2`,
    )
    expect((await price({ eventId: tennis, outcomeIds: [Number(a!.id), Number(b!.id)] })).json().code).toBe(
      'BUILDER_UNSUPPORTED',
    )
  })

  it('refuses a match already started and a suspended market', async () => {
    const eventId = await k.seedEvent()
    const home = await k.outcome(eventId, '1x2', '1')
    const btts = await k.outcome(eventId, 'btts', 'yes')
    await t.app.db.execute(sql`update sports_markets set status = 'suspended' where id = ${btts.marketId}`)
    expect((await price({ eventId, outcomeIds: [home.id, btts.id] })).json().code).toBe('MARKET_SUSPENDED')
    await t.app.db.execute(sql`update sports_events set status = 'live' where id = ${eventId}`)
    expect((await price({ eventId, outcomeIds: [home.id, btts.id] })).json().code).toBe('EVENT_STARTED')
  })
})
