import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { BetPlacement } from '@galata/contract'
import { rows } from '../../../test/accounts.js'
import { useTestApp } from '../../../test/helper.js'
import { sportsKit } from '../../../test/sports.js'
import { codeOf, placeBet } from '../../../test/wagering.js'
import { fundPlayer, insertTestPlayer } from '../../../test/wallet.js'
import { AppError } from '../../../lib/app-error.js'
import { checkLedger, getBalances } from '../../wallet/index.js'
import {
  builder,
  forgetPlacementMemory,
  known,
  live,
  locked,
  placeWith,
  plain,
  PLACEMENT_STRATEGIES,
} from './index.js'
import { slipAttempt } from './slip.js'
import type { PlacementStrategy } from './strategy.js'

/*
 * Placement parity (docs/sportsbook.md "Placement rules"): the same slips — singles, combinations,
 * systems, live bets, and refused ones (stake and liability limits, a suspended market, a kicked-off
 * event, cash short, bonus money) — sent through every strategy on its own (each followed by the
 * locked one, which decides what a faster one declines) and through the whole list, each time for a
 * fresh player with the same money. The answers (ticket or refusal with its data) and the ledger
 * (the player's entries, the wager row, the balances) must be the same whichever way; the plain
 * slips must be decided by the strategy under test, so the fast paths are what is compared. On
 * PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */

const t = useTestApp()
const k = sportsKit(t)

beforeAll(async () => {
  // No default liability limits (docs/sportsbook.md "Risk"): a book without limits, where the fast
  // strategies decide; the cases below set the limits they are about.
  await t.app.db.execute(sql`delete from sports_limits`)
})

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const PRE_MATCH: Record<string, readonly PlacementStrategy[]> = {
  locked: [locked],
  plain: [plain, locked],
  known: [known, locked],
  all: PLACEMENT_STRATEGIES,
}
const LIVE: Record<string, readonly PlacementStrategy[]> = { live: [live], all: PLACEMENT_STRATEGIES }
/**
 * A slip with a bet builder leg: only the builder strategy takes it, so each route puts one of the
 * others first — each must decline it, and the builder strategy decide.
 */
const BUILDER: Record<string, readonly PlacementStrategy[]> = {
  builder: [builder],
  known: [known, builder],
  plain: [plain, builder],
  locked: [locked, builder],
  live: [live, builder],
  all: PLACEMENT_STRATEGIES,
}

type Leg = { id: number; odds: number; eventId: number; marketId: number }

async function legs(...odds: number[]): Promise<Leg[]> {
  const out: Leg[] = []
  for (const o of odds) {
    const eventId = await k.seedEvent()
    const leg = { ...(await k.outcome(eventId, '1x2', '1', { odds: o })), eventId }
    // Any leg may stand alone (MBS 1): the slips' kinds are the subject, not the MBS rule.
    await t.app.db.execute(sql`update sports_markets set mbs = 1 where id = ${leg.marketId}`)
    out.push(leg)
  }
  return out
}

const body = (
  kind: BetPlacement['kind'],
  ls: Leg[],
  stake: number,
  extra: Partial<BetPlacement> = {},
): BetPlacement => ({
  kind,
  legs: ls.map((l) => ({ outcomeId: l.id, odds: l.odds })),
  stake,
  // The key is per player: every run may use the same one.
  placementKey: 'parity-slip',
  oddsChange: 'none',
  ...extra,
})

/** The fields of an answer that do not depend on which player or when: ids and times dropped. */
function comparable(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(comparable)
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .filter(([key]) => !['id', 'ticketId', 'placedAt', 'acceptAt'].includes(key))
        .map(([key, x]) => [key, comparable(x)]),
    )
  return v
}

/** The player's side of the ledger: entries by account and posting kind, the wager rows, balances. */
async function ledgerOf(playerId: number) {
  const entries = await rows<{ kind: string; account: string; amount: string }>(
    t.app,
    sql`select lt.kind, a.kind as account, e.amount::text as amount
          from ledger_entries e join accounts a on a.id = e.account_id
          join ledger_transactions lt on lt.id = e.transaction_id
         where a.player_id = ${playerId} order by e.id`,
  )
  const wagers = await rows<{ op: string; status: string; cash: string; bonus: string }>(
    t.app,
    sql`select op, status, cash_amount::text as cash, bonus_amount::text as bonus
          from provider_transactions where player_id = ${playerId} order by id`,
  )
  const tickets = await rows<{ status: string; stake: string; payout: string }>(
    t.app,
    sql`select status, stake::text as stake, potential_payout::text as payout
          from sports_tickets where player_id = ${playerId} order by id`,
  )
  const b = await getBalances(t.app.db, playerId)
  return { entries, wagers, tickets, cash: b.cash, bonus: b.bonus }
}

type Money = { cash: bigint; bonus?: bigint }

/** One slip through one list of strategies for a fresh player with `money`. */
async function run(strategies: readonly PlacementStrategy[], slip: BetPlacement, money: Money) {
  const playerId = await insertTestPlayer(t.app.db)
  await fundPlayer(t.app.db, playerId, money)
  // The wallet meets the player (it remembers their account ids, which its one-statement bet needs)
  // with a bet it refuses: nothing written, as for a player who has bet before.
  expect(
    await codeOf(
      placeBet(
        { db: t.app.db, clock: t.app.clock, events: t.app.events },
        {
          provider: 'parity',
          txId: `meet-${playerId}`,
          playerId,
          roundId: `meet-${playerId}`,
          gameCode: null,
          amount: 10_000_000_000n,
          currency: 'TRY',
        },
      ),
    ),
  ).not.toBe('OK')
  let by: string | null = null
  let answer: unknown
  try {
    answer = comparable(await placeWith(strategies, k.deps(), playerId, slip, (name) => (by = name)))
  } catch (e) {
    if (!(e instanceof AppError)) throw e
    answer = { code: e.code, data: e.data ?? null }
  }
  return { answer, by, ledger: await ledgerOf(playerId) }
}

/**
 * The slip through every route; the answers and ledgers must match the first route's. `fast`: the
 * strategy that must decide it when it is the one under test (plain slips), else null.
 */
async function parity(
  routes: Record<string, readonly PlacementStrategy[]>,
  slip: BetPlacement,
  money: Money,
  expectations: { fast?: boolean; refused?: string } = {},
) {
  const results: Record<string, Awaited<ReturnType<typeof run>>> = {}
  for (const [name, strategies] of Object.entries(routes)) results[name] = await run(strategies, slip, money)
  const [first, ...rest] = Object.keys(results)
  for (const name of rest) {
    expect({ route: name, answer: results[name]!.answer }).toEqual({
      route: name,
      answer: results[first!]!.answer,
    })
    expect({ route: name, ledger: results[name]!.ledger }).toEqual({
      route: name,
      ledger: results[first!]!.ledger,
    })
  }
  const answer = results[first!]!.answer as { code?: string }
  if (expectations.refused) expect(answer.code).toBe(expectations.refused)
  else expect(answer.code).toBeUndefined()
  if (expectations.fast)
    for (const name of ['known', 'plain'] as const)
      if (routes[name]) expect({ route: name, by: results[name]!.by }).toEqual({ route: name, by: name })
  return results
}

const limit = (scope: string, key: string | number, figures: ReturnType<typeof sql>) =>
  t.app.db
    .execute(sql`insert into sports_limits (scope, scope_key, live, max_stake, max_payout, max_liability, updated_at)
                       values (${scope}, ${String(key)}, false, ${figures}, now())`)

/** Home win and over 2.5 of a fresh match as a builder leg, with the builder's quoted price. */
async function builderLeg() {
  const eventId = await k.seedEvent()
  const outcomeIds = [
    (await k.outcome(eventId, '1x2', '1')).id,
    (await k.outcome(eventId, 'ou', 'over', { line: 2.5 })).id,
  ]
  await t.app.db.execute(sql`update sports_markets set mbs = 1 where event_id = ${eventId}`)
  const res = await k.http().post('sports/builder/price', { eventId, outcomeIds })
  expect(res.statusCode, res.body).toBe(200)
  const { odds } = res.json<{ data: { odds: number } }>().data
  return { eventId, outcomeIds, odds }
}

const withBuilder = (
  kind: BetPlacement['kind'],
  b: Awaited<ReturnType<typeof builderLeg>>,
  ls: Leg[],
  stake: number,
  extra: Partial<BetPlacement> = {},
): BetPlacement => ({
  ...body(kind, ls, stake, extra),
  legs: [
    { builder: { eventId: b.eventId, outcomeIds: b.outcomeIds }, odds: extra.legs?.[0]?.odds ?? b.odds },
    ...ls.map((l) => ({ outcomeId: l.id, odds: l.odds })),
  ],
})

describe('placement parity: every strategy answers and books the same', () => {
  it('singles, combinations and systems the fast strategies decide', async () => {
    forgetPlacementMemory(t.app.db)
    const [a, b, c] = await legs(2, 1.5, 3)
    const cash = { cash: 100_000n }
    // The locked route runs first and reads the outcomes: the known one then finds them remembered.
    await parity(PRE_MATCH, body('single', [a!], 10), cash, { fast: true })
    await parity(PRE_MATCH, body('combo', [a!, b!, c!], 10), cash, { fast: true })
    await parity(PRE_MATCH, body('system', [a!, b!, c!], 9, { systemSizes: [2] }), cash, { fast: true })
    await parity(PRE_MATCH, body('system', [a!, b!, c!], 12, { systemSizes: [2, 3] }), cash, { fast: true })
  })

  it('the slips the locked strategy decides: bonus money, a stake limit, a liability limit', async () => {
    const [a, b] = await legs(2, 2.5)
    // Cash short of the stake, the rest from an active bonus.
    await parity(PRE_MATCH, body('single', [a!], 10), { cash: 500n, bonus: 5_000n })
    await parity(PRE_MATCH, body('combo', [a!, b!], 10), { cash: 0n, bonus: 5_000n })
    // A stake limit the slip fits.
    const [s] = await legs(2)
    await limit('event', s!.eventId, sql`5000, null, null`)
    await parity(PRE_MATCH, body('single', [s!], 20), { cash: 100_000n })
    // A liability limit with room for every run.
    const [l] = await legs(2)
    await limit('event', l!.eventId, sql`null, null, 100000000`)
    await parity(PRE_MATCH, body('single', [l!], 20), { cash: 100_000n })
  })

  it('refusals: limits, a suspended market, a kicked-off event, cash short, the bonus cap', async () => {
    const cash = { cash: 100_000n }
    const [s] = await legs(2)
    await limit('event', s!.eventId, sql`500, null, null`)
    await parity(PRE_MATCH, body('single', [s!], 20), cash, { refused: 'STAKE_TOO_HIGH' })
    const [l] = await legs(3)
    // Room for less than this stake's liability, none of it taken by the runs (each refused).
    await limit('event', l!.eventId, sql`null, null, 1000`)
    await parity(PRE_MATCH, body('single', [l!], 20), cash, { refused: 'STAKE_TOO_HIGH' })
    const [m] = await legs(2)
    await t.app.db.execute(sql`update sports_markets set status = 'suspended' where id = ${m!.marketId}`)
    await parity(PRE_MATCH, body('single', [m!], 10), cash, { refused: 'MARKET_SUSPENDED' })
    const started = await k.seedEvent({ startInMinutes: -1 })
    const st = { ...(await k.outcome(started, '1x2', '1')), eventId: started }
    await parity(PRE_MATCH, body('single', [st], 10), cash, { refused: 'EVENT_STARTED' })
    const [f] = await legs(2)
    await parity(PRE_MATCH, body('single', [f!], 10), { cash: 500n }, { refused: 'INSUFFICIENT_FUNDS' })
    await parity(
      PRE_MATCH,
      body('single', [f!], 60),
      { cash: 0n, bonus: 10_000n },
      { refused: 'BONUS_MAX_STAKE' },
    )
    await parity(PRE_MATCH, body('single', [f!], 10), cash, { fast: true })
  })

  it('live bets: the live strategy alone and the whole list hold the same pending ticket', async () => {
    const [a, b] = await legs(2, 1.8)
    for (const leg of [a!]) {
      await t.app.db.execute(
        sql`update sports_events set status = 'live', state_version = 1 where id = ${leg.eventId}`,
      )
      await t.app.db.execute(
        sql`update sports_markets set phase = 'live', status = 'active' where id = ${leg.marketId}`,
      )
    }
    await parity(LIVE, body('single', [a!], 10), { cash: 100_000n })
    // A live leg and a pre-match one in one combination.
    await parity(LIVE, body('combo', [a!, b!], 10), { cash: 100_000n })
    await parity(LIVE, body('single', [a!], 10), { cash: 500n }, { refused: 'INSUFFICIENT_FUNDS' })
  })

  it('slips with a bet builder leg: every other strategy declines them, the builder one decides, the same on every route', async () => {
    const cash = { cash: 100_000n }
    const b = await builderLeg()
    const [x] = await legs(2.5)
    // The fast and general strategies each decline a builder slip before reading it.
    const a = await slipAttempt(k.deps(), 1, withBuilder('single', b, [], 10))
    for (const s of [known, plain, locked, live])
      expect({ s: s.name, applies: await s.applies(a) }).toEqual({ s: s.name, applies: false })
    expect(await builder.applies(a)).toBe(true)

    const decidedByBuilder = (results: Awaited<ReturnType<typeof parity>>) => {
      for (const [route, r] of Object.entries(results))
        expect({ route, by: r.by }).toEqual({ route, by: 'builder' })
    }
    decidedByBuilder(await parity(BUILDER, withBuilder('single', b, [], 10), cash))
    decidedByBuilder(await parity(BUILDER, withBuilder('combo', b, [x!], 10), cash))
    // Bonus money, and a liability limit with room (the outcomes locked before the wallet).
    decidedByBuilder(await parity(BUILDER, withBuilder('combo', b, [x!], 10), { cash: 500n, bonus: 5_000n }))
    await limit('event', b.eventId, sql`null, null, 100000000`)
    decidedByBuilder(await parity(BUILDER, withBuilder('single', b, [], 10), cash))

    // Refusals: the price moved, an impossible builder, cash short, a stake over the limit.
    await parity(
      BUILDER,
      withBuilder('single', b, [], 10, { legs: [{ outcomeId: 0, odds: b.odds + 1 }] }),
      cash,
      {
        refused: 'ODDS_CHANGED',
      },
    )
    const e = await k.seedEvent()
    const impossible = [(await k.outcome(e, 'cs', '2-0')).id, (await k.outcome(e, 'btts', 'yes')).id]
    await parity(
      BUILDER,
      withBuilder('single', { eventId: e, outcomeIds: impossible, odds: 5 }, [], 10),
      cash,
      {
        refused: 'BUILDER_IMPOSSIBLE',
      },
    )
    await parity(BUILDER, withBuilder('single', b, [], 10), { cash: 500n }, { refused: 'INSUFFICIENT_FUNDS' })
    await t.app.db.execute(
      sql`delete from sports_limits where scope = 'event' and scope_key = ${String(b.eventId)}`,
    )
    await limit('event', b.eventId, sql`500, null, null`)
    await parity(BUILDER, withBuilder('single', b, [], 20), cash, { refused: 'STAKE_TOO_HIGH' })
  })
})
