import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GGR_GROUPINGS, reportDays, type GgrQuery, type GgrReport } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'
import { placeBet, rollbackBet, settleWin } from '../../test/wagering.js'
import { queryRows, type Db, type DbOrTx } from '../../db/client.js'
import { originalsWallet } from '../originals/index.js'
import { checkLedger, moneyTransaction } from '../wallet/index.js'
import { acquireLease } from '../../lib/lease.js'
import { GGR_ROLLUP, reportDayOf, rollUpGgr } from './ggr-rollup.js'
import { ggrCsv, ggrReport } from './reports.service.js'

/*
 * docs/backoffice.md "Reports", "The roll-up": the report read from the roll-up of closed days plus
 * the ledger for the others equals the report read from the ledger alone, for every grouping, the
 * totals, the series and the CSV; before the job runs, after it, after a second pass, with today's
 * partial day in the range, and after a game moves to another category.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
const deps = () => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

// The app's own job stays out of the way: the tests run each pass themselves, with their clock.
beforeAll(async () => {
  const now = Date.now()
  await acquireLease(t.app.db, GGR_ROLLUP.leaseKey, 'test', now, 3_600_000)
})

afterAll(async () => {
  if (t.app) expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** Today in Istanbul by the database's clock, which stamps the legs; `ago` days before it. */
const day = (ago: number) => {
  const [y, m, d] = reportDayOf(Date.now()).split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d - ago)).toISOString().slice(0, 10)
}

/** The report from the ledger alone: the roll-up emptied in a transaction that is rolled back. */
async function ledgerOnly(query: GgrQuery): Promise<GgrReport> {
  let answer: GgrReport | undefined
  await t.app.db
    .transaction(async (tx) => {
      await tx.execute(sql`delete from ggr_daily`)
      await tx.execute(sql`delete from ggr_days`)
      answer = await ggrReport(tx as DbOrTx, query)
      tx.rollback()
    })
    .catch((err: unknown) => {
      if (answer === undefined) throw err
    })
  return answer!
}

/** Every grouping of `from`..`to`: the report as served equals the ledger's alone, CSV included. */
async function expectParity(from: string, to: string) {
  for (const by of GGR_GROUPINGS) {
    const query = { from, to, by }
    const served = await ggrReport(t.app.db, query)
    const ledger = await ledgerOnly(query)
    expect(served.totals.stakes).toBeGreaterThan(0)
    expect(served, `${from}..${to} by ${by}`).toEqual(ledger)
    expect(ggrCsv(served)).toBe(ggrCsv(ledger))
  }
}

/** Moves the legs of the postings made by `play` to `at` (the database stamps them now). */
async function at(when: string, play: () => Promise<unknown>) {
  const [before] = await rows<{ id: string }>(
    t.app,
    sql`select coalesce(max(id), 0)::text as id from ledger_transactions`,
  )
  await play()
  await t.app.db.execute(
    sql`update ledger_entries set created_at = ${when}::timestamptz where transaction_id > ${before!.id}::bigint`,
  )
}

/** A wager round as the shared-round engines post it: the studio's bet, then its win. */
async function tableRound(game: string, round: string, stake: bigint, payout: bigint) {
  const p = await player(t.app, { cash: 100_000n })
  const move = { playerId: p.id, roundId: round, gameCode: game }
  await moneyTransaction(deps(), (m) =>
    originalsWallet.bet(m, { ...move, txId: `bet:${round}`, amount: stake }),
  )
  await moneyTransaction(deps(), (m) =>
    originalsWallet.win(m, { ...move, txId: `win:${round}`, amount: payout }),
  )
}

let n = 0
/** A day's play over several products: a third party's slot, live, TV, bingo, virtual, sports, a rollback, a bonus. */
async function play(seed: number) {
  n += 1
  const p = await player(t.app, { cash: 1_000_000n })
  const hub = { provider: 'hub88', playerId: p.id, currency: 'TRY', gameCode: 'sweet-777' }
  await placeBet(deps(), { ...hub, txId: `h${n}`, roundId: `hr${n}`, amount: 1_000n + BigInt(seed) })
  await settleWin(deps(), { ...hub, txId: `h${n}w`, roundId: `hr${n}`, refTxId: `h${n}`, amount: 777n })
  await placeBet(deps(), { ...hub, txId: `h${n}r`, roundId: `hr${n}r`, amount: 50n })
  await rollbackBet(deps(), { ...hub, txId: `h${n}rb`, roundId: `hr${n}r`, refTxId: `h${n}r` })
  await tableRound('galata-live-roulette', `pr-r${n}`, 5_000n, BigInt(seed) * 10n)
  await tableRound('galata-keno-tv', `pr-k${n}`, 300n + BigInt(seed), 0n)
  await tableRound('galata-bingo-90', `pr-b${n}`, 300n, 1_000n)
  await tableRound('galata-virtual-football', `pr-v${n}`, 999n, 1n)
  const sports = { provider: 'sportsbook', playerId: p.id, currency: 'TRY' }
  await placeBet(deps(), { ...sports, txId: `s${n}`, roundId: `ticket-${900_000 + n}`, amount: 2_000n })
  await player(t.app, { bonus: 1_500n + BigInt(seed) })
}

describe('the GGR roll-up equals the ledger', () => {
  beforeAll(async () => {
    // Five closed days, the last moment of one and the first of the next, and today's play.
    for (let ago = 5; ago >= 1; ago--) await at(`${day(ago)}T12:00:00+03:00`, () => play(ago))
    await at(`${day(4)}T20:59:59.999Z`, () => play(41))
    await at(`${day(4)}T21:00:00.000Z`, () => play(42))
    await play(0)
  })

  it('before the job has run, the report is the ledger’s', async () => {
    const [{ count }] = (await rows<{ count: number }>(
      t.app,
      sql`select count(*)::int as count from ggr_days`,
    )) as [{ count: number }]
    expect(count).toBe(0)
    await expectParity(day(5), day(0))
  })

  it('after the job, and after a second pass, for closed days and with today in the range', async () => {
    let written = 0
    for (
      let pass = await rollUpGgr(t.app.db, Date.now());
      pass > 0;
      pass = await rollUpGgr(t.app.db, Date.now())
    )
      written += pass
    expect(written).toBeGreaterThanOrEqual(5)
    const rolled = await rows<{ day: string }>(
      t.app,
      sql`select to_char(day, 'YYYY-MM-DD') as day from ggr_days`,
    )
    for (const d of reportDays(day(5), day(2))) expect(rolled.map((r) => r.day)).toContain(d)
    expect(rolled.map((r) => r.day)).not.toContain(day(0))
    // The midnight's two sides went to two days.
    const [edge] = await rows<{ stakes: string }>(
      t.app,
      sql`select sum(stakes)::text as stakes from ggr_daily where day = ${day(3)}::date and provider = 'hub88'`,
    )
    expect(BigInt(edge!.stakes)).toBe(1_003n + 1_042n) // 00:00:00 Istanbul is this day, 23:59:59.999 the one before
    await expectParity(day(5), day(0))
    await expectParity(day(5), day(1))
    await expectParity(day(4), day(3))
    await expectParity(day(0), day(0))

    const snapshot = await rows(t.app, sql`select * from ggr_daily order by day, provider, game, in_play`)
    expect(await rollUpGgr(t.app.db, Date.now())).toBe(0)
    // A day whose roll-up is taken away is read from the ledger, then rolled up again, the same.
    await t.app.db.execute(sql`delete from ggr_days where day in (${day(3)}::date, ${day(1)}::date)`)
    await expectParity(day(5), day(0))
    expect(await rollUpGgr(t.app.db, Date.now())).toBe(2)
    expect(await rows(t.app, sql`select * from ggr_daily order by day, provider, game, in_play`)).toEqual(
      snapshot,
    )
    await expectParity(day(5), day(0))
  })

  it('reads today’s catalogue for rolled-up days too: a game moved moves its past', async () => {
    const move = (to: string) =>
      t.app.db
        .execute(sql`update games set category_id = (select id from casino_categories where slug = ${to})
                            where game_code = 'galata-keno-tv'`)
    await move('bingo')
    try {
      const served = await ggrReport(t.app.db, { from: day(5), to: day(0), by: 'product' })
      expect(served.rows.find((r) => r.product === 'tv')!.stakes).toBe(0)
      await expectParity(day(5), day(0))
    } finally {
      await move('tvbets')
    }
  })

  it('serves the same over HTTP', async () => {
    const finance = (await staffMember(t.app, ['finance'], 'rollfin1')).token
    const res = await api(t.app).get(`backoffice/reports/ggr?from=${day(5)}&to=${day(0)}&by=game`, {
      token: finance,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: GgrReport }>().data).toEqual(
      await ledgerOnly({ from: day(5), to: day(0), by: 'game' }),
    )
  })
})

/*
 * docs/backoffice.md "The roll-up", the hours: a day not rolled up whole (today, yesterday until its
 * pass) is read from its rolled-up hours and the ledger for the rest, the same to the kuruş; at an
 * hour's edge, at the Istanbul midnight, and with a posting whose transaction began before an hour
 * ended and committed after it (the hour waits for it).
 */
describe('the hourly roll-up equals the ledger', () => {
  const istanbul = (d: string, time: string) => Date.parse(`${d}T${time}+03:00`)
  /** The rolled-up hours starting in the Istanbul day `d`, as `HH:MM` local times. */
  const hoursOf = async (d: string) =>
    (
      await rows<{ at: number }>(
        t.app,
        sql`select (extract(epoch from hour) * 1000)::float8 as at from ggr_hours
             where hour >= ${new Date(istanbul(d, '00:00:00')).toISOString()}::timestamptz
               and hour < ${new Date(istanbul(d, '00:00:00') + 86_400_000).toISOString()}::timestamptz
             order by hour`,
      )
    ).map((r) => new Date(Number(r.at) + 3 * 3_600_000).toISOString().slice(11, 16))
  const forgetFrom = async (d: string) => {
    // The repair rule: writing into a rolled-up period first removes its roll-up.
    const start = new Date(istanbul(d, '00:00:00')).toISOString()
    await t.app.db.execute(sql`delete from ggr_days where day >= ${d}::date`)
    await t.app.db.execute(sql`delete from ggr_hourly where hour >= ${start}::timestamptz`)
    await t.app.db.execute(sql`delete from ggr_hours where hour >= ${start}::timestamptz`)
  }

  beforeAll(async () => {
    await forgetFrom(day(1))
    // Yesterday's last two hours' edges and the midnight; today's first hour's edge.
    await at(`${day(1)}T22:59:59.999+03:00`, () => play(61))
    await at(`${day(1)}T23:00:00.000+03:00`, () => play(62))
    await at(`${day(1)}T23:59:59.999+03:00`, () => play(63))
    await at(`${day(0)}T00:00:00.000+03:00`, () => play(64))
    await at(`${day(0)}T00:59:59.999+03:00`, () => play(65))
    await at(`${day(0)}T01:00:00.000+03:00`, () => play(66))
  })

  it('just after midnight: yesterday by its closed hours, its last hour and today from the ledger', async () => {
    expect(await rollUpGgr(t.app.db, istanbul(day(0), '00:00:30'))).toBe(23)
    const hours = await hoursOf(day(1))
    expect(hours).toHaveLength(23)
    expect(hours[0]).toBe('00:00')
    expect(hours[22]).toBe('22:00') // 23:00–24:00 has not settled yet
    const [edge] = await rows<{ stakes: string }>(
      t.app,
      sql`select sum(stakes)::text as stakes from ggr_hourly
           where hour = ${new Date(istanbul(day(1), '22:00:00')).toISOString()}::timestamptz and provider = 'hub88'`,
    )
    expect(BigInt(edge!.stakes)).toBe(1_061n) // 22:59:59.999 is in the hour, 23:00:00 the next one's
    await expectParity(day(5), day(0))
    await expectParity(day(1), day(1))
    await expectParity(day(0), day(0))
  })

  it('later: yesterday rolled up whole (its hours kept a day), today’s closed hours', async () => {
    expect(await rollUpGgr(t.app.db, istanbul(day(0), '02:30:00'))).toBe(1 + 2)
    expect(await hoursOf(day(0))).toEqual(['00:00', '01:00'])
    expect(await hoursOf(day(1))).toHaveLength(23) // the day's row wins; the hours go with the next day
    await expectParity(day(5), day(0))
    await expectParity(day(0), day(0))
    // A second pass writes nothing; a removed hour is read from the ledger, then rolled up the same.
    const snapshot = await rows(t.app, sql`select * from ggr_hourly order by hour, provider, game, in_play`)
    expect(await rollUpGgr(t.app.db, istanbul(day(0), '02:30:00'))).toBe(0)
    await t.app.db.execute(
      sql`delete from ggr_hours where hour = ${new Date(istanbul(day(0), '00:00:00')).toISOString()}::timestamptz`,
    )
    await expectParity(day(0), day(0))
    expect(await rollUpGgr(t.app.db, istanbul(day(0), '02:30:00'))).toBe(1)
    expect(await rows(t.app, sql`select * from ggr_hourly order by hour, provider, game, in_play`)).toEqual(
      snapshot,
    )
    // The pass that rolls today up whole drops yesterday's hours (today's are dropped a day later).
    const tomorrow = Date.parse(`${day(0)}T00:00:00+03:00`) + 86_400_000 + 120_000
    expect(await rollUpGgr(t.app.db, tomorrow)).toBeGreaterThanOrEqual(1)
    expect(await hoursOf(day(1))).toEqual([])
    await expectParity(day(5), day(0))
    await forgetFrom(day(0)) // back to the real clock: today is still being played
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a posting begun before an hour ended and committed after it: the hour waits for it (PostgreSQL)',
    async () => {
      let release!: () => void
      const gate = new Promise<void>((resolve) => (release = resolve))
      let began!: (at: number) => void
      const started = new Promise<number>((resolve) => (began = resolve))
      const p = await player(t.app, { cash: 100_000n })
      const late = t.app.db.transaction(async (tx) => {
        const [row] = await queryRows<{ at: number }>(
          tx,
          sql`select (extract(epoch from now()) * 1000)::float8 as at`,
        )
        began(Number(row!.at))
        await gate
        const move = { playerId: p.id, roundId: 'late-1', gameCode: 'galata-keno-tv' }
        await moneyTransaction({ ...deps(), db: tx as unknown as Db }, (m) =>
          originalsWallet.bet(m, { ...move, txId: 'bet:late-1', amount: 4_321n }),
        )
      })
      const begun = await started
      const hourStart = (instant: number) => {
        const dayStart = istanbul(reportDayOf(instant), '00:00:00')
        return dayStart + Math.floor((instant - dayStart) / 3_600_000) * 3_600_000
      }
      const rolled = async () =>
        (
          await rows<{ at: number }>(
            t.app,
            sql`select (extract(epoch from hour) * 1000)::float8 as at from ggr_hours`,
          )
        ).map((r) => Number(r.at))
      // Two hours on, the posting's hour has ended but its transaction is still open: not rolled up.
      await rollUpGgr(t.app.db, Date.now() + 2 * 3_600_000)
      expect(await rolled()).not.toContain(hourStart(begun))
      release()
      await late
      const [leg] = await rows<{ at: number }>(
        t.app,
        sql`select (extract(epoch from e.created_at) * 1000)::float8 as at from ledger_entries e
              join ledger_transactions t on t.id = e.transaction_id where t.idempotency_key = 'galata:bet:late-1' limit 1`,
      )
      expect(Math.abs(Number(leg!.at) - begun)).toBeLessThan(1) // stamped with its transaction's start
      // Committed, it is rolled up: in its hour, or, when two hours on is past Istanbul's midnight,
      // in its whole day (a closed day is rolled up whole and its hours not kept).
      await rollUpGgr(t.app.db, Date.now() + 2 * 3_600_000)
      const days = (
        await rows<{ day: string }>(t.app, sql`select to_char(day, 'YYYY-MM-DD') as day from ggr_days`)
      ).map((r) => r.day)
      const crossedMidnight = reportDayOf(Date.now() + 2 * 3_600_000) !== reportDayOf(begun)
      if (crossedMidnight) expect(days).toContain(reportDayOf(begun))
      else expect(await rolled()).toContain(hourStart(begun))
      await expectParity(day(5), day(0))
      await forgetFrom(day(0))
    },
  )
})
