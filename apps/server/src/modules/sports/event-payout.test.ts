import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildWorld,
  fixtureModel,
  MINUTE_MS,
  priceFixture,
  scheduleFixtures,
} from '@galata/game-math/sports/index'
import { SPORTS_RISK, type SportsLimitView, type SportsTicket } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { checkLedger } from '../wallet/index.js'
import { EVENT_PAYOUT_CAP, MARKET_FAMILIES } from './risk.js'

/*
 * Exposure that one slip's payout cap did not bound (docs/sportsbook.md "Risk"): a player's
 * pending and open tickets on one event may pay at most SPORTS_RISK.playerEventPayoutMax together,
 * however many slips they split it into (also when the slips race), and every market type has a
 * default liability limit, so bets of many players on one outcome stop at it.
 */

const t = useTestApp()
const k = sportsKit(t)

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

type Body = {
  code?: string
  message?: string
  data: SportsTicket & { maxStake?: number; maxPayout?: number }
}

async function bet(
  token: string,
  legs: Array<{ id: number; odds: number }>,
  stake: number,
  headers: Record<string, string> = {},
) {
  const res = await k.http().post(
    'sports/bets',
    {
      kind: legs.length > 1 ? 'combo' : 'single',
      legs: legs.map((l) => ({ outcomeId: l.id, odds: l.odds })),
      stake,
      placementKey: k.key(),
    },
    { token, headers },
  )
  return { status: res.statusCode, body: res.json<Body>() }
}

const cap = SPORTS_RISK.playerEventPayoutMax

describe('the per-player, per-event maximum payout', () => {
  it('is the figure the table’s own check holds (a new cap needs a migration)', async () => {
    const [row] = await rows<{ def: string }>(
      t.app,
      sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'sports_player_events_payout'`,
    )
    expect(row!.def).toContain(`<= ${EVENT_PAYOUT_CAP}`)
  })

  it('refuses a player’s further slips on an event once their tickets there may pay the cap', async () => {
    const p = await k.player(1_000_000n * 100n)
    const eventId = await k.seedEvent()
    const home = await k.outcome(eventId, '1x2', '1', { odds: 5 })
    const away = await k.outcome(eventId, '1x2', '2', { odds: 5 })
    // Four slips of 50,000 at 5.00 may pay 1,000,000 together: the cap, each far below one slip's.
    for (let i = 0; i < 4; i++) expect((await bet(p.token, [home], 50_000)).status).toBe(200)
    const fifth = await bet(p.token, [home], 10)
    expect(fifth.status).toBe(400)
    expect(fifth.body).toMatchObject({ code: 'EVENT_PAYOUT_LIMIT', data: { maxStake: 0, maxPayout: cap } })
    // Any outcome of the event, and a combination with a leg on it.
    expect((await bet(p.token, [away], 10)).body.code).toBe('EVENT_PAYOUT_LIMIT')
    const other = await k.outcome(await k.seedEvent(), '1x2', '1', { odds: 2 })
    expect((await bet(p.token, [away, other], 10)).body.code).toBe('EVENT_PAYOUT_LIMIT')
    // The refusal says why in the player's language.
    const tr = await bet(p.token, [home], 10, { 'x-locale': 'tr' })
    expect(tr.body.message).toContain('Bu maçtaki kuponlarınızın toplam olası kazancı')
    // Nothing was written for the refusals: four tickets, four stakes.
    const [n] = await rows<{ tickets: number }>(
      t.app,
      sql`select count(*)::int as tickets from sports_tickets where player_id = ${p.id}`,
    )
    expect(n!.tickets).toBe(4)
    expect(await k.cash(p.id)).toBe((1_000_000n - 200_000n) * 100n)
    // Another event, and another player on this one, are untouched by it.
    expect((await bet(p.token, [other], 10)).status).toBe(200)
    const q = await k.player(1_000n * 100n)
    expect((await bet(q.token, [away], 100)).status).toBe(200)
  })

  it('a cash-out gives its part of the cap back; racing slips never pass the cap', async () => {
    const p = await k.player(1_000_000n * 100n)
    const eventId = await k.seedEvent()
    const home = await k.outcome(eventId, '1x2', '1', { odds: 5 })
    // Twelve slips of 50,000 at once: 250,000 each, four fit.
    const results = await Promise.all(Array.from({ length: 12 }, () => bet(p.token, [home], 50_000)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(4)
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.code === 'EVENT_PAYOUT_LIMIT')).toBe(
      true,
    )
    expect(await k.cash(p.id)).toBe((1_000_000n - 200_000n) * 100n)
    const [sum] = await rows<{ payout: string }>(
      t.app,
      sql`select payout::text from sports_player_events where player_id = ${p.id} and event_id = ${eventId}`,
    )
    expect(BigInt(sum!.payout)).toBe(BigInt(cap) * 100n)
    // A full cash-out takes its ticket off: one more slip fits again.
    const id = results.find((r) => r.status === 200)!.body.data.id
    const quote = await k.http().get(`sports/bets/${id}/cashout`, { token: p.token })
    const offer = quote.json<{ data: { offer: number } }>().data.offer
    expect((await k.http().post(`sports/bets/${id}/cashout`, { offer }, { token: p.token })).statusCode).toBe(
      200,
    )
    expect((await bet(p.token, [home], 50_000)).status).toBe(200)
    expect((await bet(p.token, [home], 10)).body.code).toBe('EVENT_PAYOUT_LIMIT')
  })
})

describe('default liability limits', () => {
  it('every market type the engine prices has its family’s liability limit, seeded at boot', async () => {
    const world = buildWorld('0'.repeat(64))
    const t0 = Date.UTC(2026, 0, 1)
    for (const f of scheduleFixtures(world, t0, t0 + 3 * 1440 * MINUTE_MS))
      for (const m of priceFixture(fixtureModel(world, f)))
        expect([m.key, MARKET_FAMILIES[m.key]]).toEqual([m.key, m.family])
    const trader = await k.player(0n, 'trader')
    const list = (await k.http().get('backoffice/sports/limits', { token: trader.token })).json<{
      data: SportsLimitView[]
    }>().data
    for (const [key, family] of Object.entries(MARKET_FAMILIES))
      expect(list).toContainEqual(
        expect.objectContaining({
          scope: 'market',
          key,
          live: false,
          maxLiability: SPORTS_RISK.defaultLiability[family],
        }),
      )
  })

  it('stops further bets of any player on an outcome at the default liability', async () => {
    const eventId = await k.seedEvent()
    // A correct score (exotic: 100,000 of liability by default) at 20.00.
    const [cs] = await rows<{ id: number }>(
      t.app,
      sql`select o.id from sports_outcomes o join sports_markets m on m.id = o.market_id
          where m.event_id = ${eventId} and m.key = 'cs' order by o.id limit 1`,
    )
    await t.app.db.execute(sql`update sports_outcomes set odds_milli = 20000 where id = ${cs!.id}`)
    const score = { id: Number(cs!.id), odds: 20 }
    const players = await Promise.all([1, 2, 3].map(() => k.player(10_000n * 100n)))
    // 2,000 at 20.00: 40,000 of payout, 38,000 of liability (the market kept the stake).
    expect((await bet(players[0]!.token, [score], 2_000)).status).toBe(200)
    expect((await bet(players[1]!.token, [score], 2_000)).status).toBe(200)
    // 96,000 of payout on it, 4,000 of stakes in its market: 24,000 of room, 1,263.15 of stake at 19 a unit.
    const third = await bet(players[2]!.token, [score], 2_000)
    expect(third.status).toBe(400)
    expect(third.body).toMatchObject({ code: 'STAKE_TOO_HIGH', data: { maxStake: 1_263.15 } })
    expect((await bet(players[2]!.token, [score], 1_263.15)).status).toBe(200)
  })
})
