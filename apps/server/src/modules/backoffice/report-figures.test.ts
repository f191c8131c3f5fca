import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  REPORT_CSV_COLUMNS,
  type FirstDepositsReport,
  type GgrReport,
  type LiabilitiesReport,
  type MarginReport,
  type PaymentsReport,
  type PnlReport,
} from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { verifyKyc } from '../../test/kyc.js'
import { player } from '../../test/players.js'
import { sportsKit } from '../../test/sports.js'
import { staffMember } from '../../test/staff.js'
import { placeBet, settleWin } from '../../test/wagering.js'
import { checkLedger } from '../wallet/index.js'
import { operatorDay } from './dashboard.service.js'

/*
 * docs/backoffice.md "Reports", "The other reports": a month of activity (October 2026, eight days of
 * it) is built through the real routes — sign-ups, bank-transfer deposits confirmed by finance,
 * withdrawals paid, refused and left waiting, slot rounds, sports singles settled and one left open —
 * each day's rows then moved to that day. The payments, first-deposit, P&L, liabilities and margin
 * reports must equal what the ledger says, to the kuruş, and agree with the GGR report.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000', PAYMENT_FOUR_EYES_TRY: '1000000' })
const k = sportsKit(t)
let http: ReturnType<typeof api>
let finance: string
const deps = () => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })
const kurus = (lira: number) => Math.round(lira * 100)
const MONTH = { from: '2026-10-01', to: '2026-10-31' }
const DAYS = [1, 5, 9, 13, 17, 21, 25, 29]
/** Noon in Istanbul (09:00 UTC) of an October day. */
const noon = (d: number) => Date.parse(`2026-10-${String(d).padStart(2, '0')}T09:00:00.000Z`)
/** The Istanbul midnight after an October day. */
const dayEnd = (d: number) => new Date(Date.UTC(2026, 9, d, 21)).toISOString()

beforeAll(async () => {
  http = api(t.app)
  finance = (await staffMember(t.app, ['finance'], 'figfinance1')).token
})
afterAll(async () => {
  if (t.app) expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function get<T>(path: string, query: string, token = finance): Promise<T> {
  const res = await http.get(`backoffice/reports/${path}?${query}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: T }>().data
}

const one = async <T>(query: ReturnType<typeof sql>) => (await rows<T>(t.app, query))[0]!

async function methodId(type: 1 | 2): Promise<number> {
  const m = await one<{ id: string }>(
    sql`select id::text from payment_methods where code = 'havale' and type = ${type}`,
  )
  return Number(m.id)
}

const transfer = (id: number, amount: number) => ({
  id,
  target: 'pay',
  detail: { amount, Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' },
})

/** The newest payment's id (the one a player just asked for). */
const lastPayment = async () =>
  Number((await one<{ id: string }>(sql`select max(id)::text as id from payments`)).id)

async function deposit(token: string, lira: number, confirm = true): Promise<number> {
  const res = await http.post('payment/deposit', transfer(await methodId(1), lira), { token })
  expect(res.json(), res.body).toMatchObject({ success: true })
  const id = await lastPayment()
  if (confirm) {
    const ok = await http.post(`backoffice/payments/${id}/confirm`, {}, { token: finance })
    expect(ok.statusCode, ok.body).toBe(200)
  }
  return id
}

async function withdraw(token: string, lira: number, decide: 'confirm' | 'reject' | null): Promise<number> {
  const res = await http.post('payment/withdraw', transfer(await methodId(2), lira), { token })
  expect(res.json(), res.body).toMatchObject({ success: true })
  const id = await lastPayment()
  if (decide) {
    const body = decide === 'reject' ? { note: 'IBAN adı eşleşmiyor' } : {}
    const ok = await http.post(`backoffice/payments/${id}/${decide}`, body, { token: finance })
    expect(ok.statusCode, ok.body).toBe(200)
  }
  return id
}

/** The ids at which a day's rows start, to move exactly them afterwards. */
async function marks() {
  return one<{ entry: string; tx: string; payment: string; ticket: string; cashout: string }>(
    sql`select (select coalesce(max(id), 0) from ledger_entries)::text as entry,
               (select coalesce(max(id), 0) from ledger_transactions)::text as tx,
               (select coalesce(max(id), 0) from payments)::text as payment,
               (select coalesce(max(id), 0) from sports_tickets)::text as ticket,
               (select coalesce(max(id), 0) from sports_cashouts)::text as cashout`,
  )
}

/** Moves every row written since `m` by the same offset, so that it happened at noon of October `day`. */
async function moveTo(m: Awaited<ReturnType<typeof marks>>, day: number) {
  const secs = Math.round((noon(day) - Date.now()) / 1000)
  const by = sql`${secs} * interval '1 second'`
  await t.app.db.execute(sql`update ledger_entries set created_at = created_at + ${by} where id > ${m.entry}`)
  await t.app.db.execute(
    sql`update ledger_transactions set created_at = created_at + ${by} where id > ${m.tx}`,
  )
  await t.app.db.execute(
    sql`update payments set created_at = created_at + ${by}, updated_at = updated_at + ${by} where id > ${m.payment}`,
  )
  await t.app.db.execute(
    sql`update sports_tickets set placed_at = placed_at + ${by}, settled_at = settled_at + ${by} where id > ${m.ticket}`,
  )
  await t.app.db.execute(
    sql`update sports_cashouts set created_at = created_at + ${by} where id > ${m.cashout}`,
  )
}

/** Expected figures, written down as the month is built (kuruş). */
const expected = {
  firstDeposits: new Map<string, { count: number; amount: number }>(),
  deposits: 0,
  withdrawals: 0,
  /** Minutes from request to credit of each confirmed deposit, set after the move. */
  delays: [] as number[],
}
let openTicket = { id: 0, stake: 0, day: 0 }

describe('a month of activity, reported', () => {
  beforeAll(async () => {
    let regular: { token: string; id: number } | null = null
    for (const [i, day] of DAYS.entries()) {
      const m = await marks()
      // A new player signs up and deposits: a first-time depositor of the day.
      const p = await player(t.app, { signUp: `fig${day}`, phoneVerified: true })
      await verifyKyc(t.app, p.id)
      const first = 300 + day * 10
      const depositIds = [await deposit(p.token, first)]
      const dayKey = `2026-10-${String(day).padStart(2, '0')}`
      expected.firstDeposits.set(dayKey, { count: 1, amount: kurus(first) })
      expected.deposits += kurus(first)
      // The regular (the first day's player) deposits again: no first deposit.
      if (regular) {
        depositIds.push(await deposit(regular.token, 155.5))
        expected.deposits += kurus(155.5)
      }
      // A deposit asked for and never confirmed (pending), every other day.
      if (i % 2 === 1) await deposit(p.token, 177, false)
      // Slot rounds on the new player's cash: a stake of 40 ₺ and a win that depends on the day.
      const hub = { provider: 'hub88', playerId: p.id, currency: 'TRY', gameCode: 'sweet-777' }
      await placeBet(deps(), { ...hub, txId: `f${day}b`, roundId: `f${day}r`, amount: 4_000n })
      await settleWin(deps(), {
        ...hub,
        txId: `f${day}w`,
        roundId: `f${day}r`,
        refTxId: `f${day}b`,
        amount: BigInt(day * 300),
      })
      // Withdrawals: paid on some days, refused on one, left waiting on the last.
      if (day === 5 || day === 17) {
        await withdraw(p.token, 160, 'confirm')
        expected.withdrawals += kurus(160)
      }
      if (day === 9) await withdraw(p.token, 170, 'reject')
      if (day === 29) await withdraw(p.token, 180, null)
      // Sports: a settled single on the 13th, a single left open on the 21st.
      if (day === 13 || day === 21) {
        const bettor = await k.player(100_000n)
        const eventId = await k.seedEvent({ startInMinutes: 60, onlyMain: true })
        const home = await k.outcome(eventId, '1x2', '1')
        const stake = day === 13 ? 10 : 25
        const res = await http.post(
          'sports/bets',
          { kind: 'single', legs: [{ outcomeId: home.id, odds: home.odds }], stake, placementKey: k.key() },
          { token: bettor.token },
        )
        expect(res.statusCode, res.body).toBe(200)
        if (day === 13) await k.finish(eventId, { home: 1, away: 0, htHome: 0, htAway: 0 })
        else {
          const ticket = await one<{ id: string }>(sql`select max(id)::text as id from sports_tickets`)
          openTicket = { id: Number(ticket.id), stake: kurus(stake), day }
        }
      }
      await moveTo(m, day)
      // Each confirmed deposit was asked for a known number of minutes before it was credited.
      for (const id of depositIds) {
        const minutes = expected.delays.length + 1
        expected.delays.push(minutes)
        await t.app.db
          .execute(sql`update payments p set created_at = lt.created_at - ${minutes} * interval '1 minute'
          from ledger_transactions lt where lt.id = p.ledger_transaction_id and p.id = ${id}`)
      }
      regular ??= p
    }
  }, 180_000)

  it('payments: confirmed sums are what the ledger moved; time to approve is the median and p90', async () => {
    const r = await get<PaymentsReport>('payments', `from=${MONTH.from}&to=${MONTH.to}`)
    const ledgerIn = await one<{ n: string }>(
      sql`select (-coalesce(sum(e.amount), 0))::text as n
            from payments p
            join ledger_entries e on e.transaction_id = p.ledger_transaction_id
            join accounts a on a.id = e.account_id and a.kind = 'payment_clearing'
           where p.type = 1 and p.status = 1
             and p.created_at >= '2026-09-30T21:00:00Z' and p.created_at < '2026-10-31T21:00:00Z'`,
    )
    const ledgerOut = await one<{ n: string }>(
      sql`select coalesce(sum(e.amount), 0)::text as n
            from payments p
            join ledger_entries e on e.transaction_id = p.settle_transaction_id
            join accounts a on a.id = e.account_id and a.kind = 'payment_clearing'
           where p.type = 2 and p.status = 1
             and p.created_at >= '2026-09-30T21:00:00Z' and p.created_at < '2026-10-31T21:00:00Z'`,
    )
    expect(kurus(r.totals.deposits)).toBe(expected.deposits)
    expect(kurus(r.totals.deposits)).toBe(Number(ledgerIn.n))
    expect(kurus(r.totals.withdrawals)).toBe(expected.withdrawals)
    expect(kurus(r.totals.withdrawals)).toBe(Number(ledgerOut.n))
    const row = (direction: string, status: string) =>
      r.rows.find((x) => x.direction === direction && x.method === 'havale' && x.status === status)
    const confirmedIn = row('deposit', 'confirmed')!
    expect(confirmedIn).toMatchObject({
      count: expected.delays.length,
      methodName: { tr: expect.any(String) },
    })
    expect(kurus(confirmedIn.amount)).toBe(expected.deposits)
    // Nearest rank over 1…15 minutes.
    const sorted = [...expected.delays].sort((a, b) => a - b)
    expect(confirmedIn.medianSeconds).toBe(sorted[Math.ceil(sorted.length * 0.5) - 1]! * 60)
    expect(confirmedIn.p90Seconds).toBe(sorted[Math.ceil(sorted.length * 0.9) - 1]! * 60)
    expect(row('deposit', 'pending')).toMatchObject({ count: 4, amount: 708, medianSeconds: null })
    expect(row('withdrawal', 'confirmed')).toMatchObject({ count: 2, amount: 320 })
    expect(row('withdrawal', 'rejected')).toMatchObject({ count: 1, amount: 170, medianSeconds: null })
    expect(row('withdrawal', 'pending')).toMatchObject({ count: 1, amount: 180 })
    expect(r.series).toHaveLength(31)
    expect(kurus(r.series.reduce((s, d) => s + d.deposits, 0))).toBe(expected.deposits)
    expect(r.series.find((d) => d.day === '2026-10-05')).toMatchObject({ deposits: 505.5, withdrawals: 160 })
  })

  it('first-time depositors: one a day, their first deposit only', async () => {
    const r = await get<FirstDepositsReport>('first-deposits', `from=${MONTH.from}&to=${MONTH.to}`)
    expect(r.rows).toHaveLength(31)
    for (const row of r.rows) {
      const want = expected.firstDeposits.get(row.day) ?? { count: 0, amount: 0 }
      expect({ count: row.count, amount: kurus(row.amount) }, row.day).toEqual(want)
    }
    expect(r.totals.count).toBe(DAYS.length)
    expect(kurus(r.totals.amount)).toBe(
      [...expected.firstDeposits.values()].reduce((s, x) => s + x.amount, 0),
    )
  })

  it('player P&L: each player’s profit is their ledger’s wins − stakes; the sum is minus the GGR', async () => {
    const q = `from=${MONTH.from}&to=${MONTH.to}`
    const all = await get<PnlReport>('pnl', `${q}&take=100`)
    const ggr = await get<GgrReport>('ggr', `${q}&by=day`)
    expect(kurus(all.totals.stakes) - kurus(all.totals.wins)).toBe(kurus(ggr.totals.ggr))
    expect(kurus(all.totals.profit)).toBe(-kurus(ggr.totals.ggr))
    expect(all.total).toBe(all.items.length)
    expect(all.items.length).toBe(DAYS.length + 2) // eight slot players and two bettors
    const profits = all.items.map((p) => p.profit)
    expect(profits).toEqual([...profits].sort((a, b) => b - a))
    for (const p of all.items) {
      const ledger = await one<{ n: string }>(
        sql`select coalesce(sum(e.amount), 0)::text as n
              from ledger_entries e
              join accounts a on a.id = e.account_id and a.player_id = ${p.playerId}
              join ledger_transactions tx on tx.id = e.transaction_id
             where tx.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')
               and e.created_at >= '2026-09-30T21:00:00Z' and e.created_at < '2026-10-31T21:00:00Z'`,
      )
      expect(kurus(p.profit), p.username).toBe(Number(ledger.n))
      expect(kurus(p.wins) - kurus(p.stakes)).toBe(kurus(p.profit))
    }
    // The 29th's player won 87 − 40 = 47 ₺, the most of the slot players.
    expect(all.items[0]).toMatchObject({ username: 'aysefig29', stakes: 40, wins: 87, profit: 47 })
    const page = await get<PnlReport>('pnl', `${q}&skip=2&take=3`)
    expect(page.items).toEqual(all.items.slice(2, 5))
    expect(page.total).toBe(all.total)
    expect(page.totals).toEqual(all.totals)
  })

  it('liabilities: each day’s end is the ledger’s balances then plus the open tickets’ stakes', async () => {
    const r = await get<LiabilitiesReport>('liabilities', `from=${MONTH.from}&to=${MONTH.to}`)
    expect(r.rows).toHaveLength(31)
    for (const day of [1, 5, 13, 20, 21, 29, 31]) {
      const row = r.rows[day - 1]!
      expect(row.at).toBe(dayEnd(day))
      const ledger = await rows<{ kind: string; n: string }>(
        t.app,
        sql`select a.kind, sum(e.amount)::text as n
              from ledger_entries e join accounts a on a.id = e.account_id and a.player_id is not null
             where e.created_at < ${dayEnd(day)}::timestamptz group by a.kind`,
      )
      const of = (kind: string) => Number(ledger.find((l) => l.kind === kind)?.n ?? 0)
      expect(kurus(row.cash), `cash ${day}`).toBe(of('player_cash'))
      expect(kurus(row.bonus), `bonus ${day}`).toBe(of('player_bonus'))
      expect(kurus(row.pendingWithdrawals), `pending ${day}`).toBe(of('pending_withdrawal'))
      const open = day >= openTicket.day ? openTicket.stake : 0
      expect({ stakes: kurus(row.openStakes), tickets: row.openTickets }, `open ${day}`).toEqual({
        stakes: open,
        tickets: open ? 1 : 0,
      })
      expect(kurus(row.total)).toBe(
        kurus(row.cash) + kurus(row.bonus) + kurus(row.pendingWithdrawals) + kurus(row.openStakes),
      )
    }
    // The withdrawal asked for on the 29th waits: 180 ₺ pending from then on.
    expect(r.rows[28]!.pendingWithdrawals - r.rows[27]!.pendingWithdrawals).toBe(180)
    // Today, read now: the accounts' balances and the tickets open now.
    const today = operatorDay(Date.now()).date
    const now = await get<LiabilitiesReport>('liabilities', `from=${today}&to=${today}`)
    const balances = await rows<{ kind: string; n: string }>(
      t.app,
      sql`select kind, sum(balance)::text as n from accounts where player_id is not null group by kind`,
    )
    const open = await one<{ n: string; c: number }>(
      sql`select coalesce(sum(stake), 0)::text as n, count(*)::int as c from sports_tickets
           where status in ('open', 'pending')`,
    )
    const bal = (kind: string) => Number(balances.find((b) => b.kind === kind)?.n ?? 0)
    const row = now.rows[0]!
    expect(kurus(row.cash)).toBe(bal('player_cash'))
    expect(kurus(row.bonus)).toBe(bal('player_bonus'))
    expect(kurus(row.pendingWithdrawals)).toBe(bal('pending_withdrawal'))
    expect(kurus(row.openStakes)).toBe(Number(open.n))
    expect(row.openTickets).toBe(open.c)
  })

  it('sportsbook margin: stakes − payouts by sport and market type equal the sports GGR', async () => {
    const q = `from=${MONTH.from}&to=${MONTH.to}`
    const r = await get<MarginReport>('margin', q)
    const ggr = await get<GgrReport>('ggr', `${q}&by=product`)
    const sportsGgr = ggr.rows
      .filter((x) => x.product === 'sports-prematch' || x.product === 'sports-live')
      .reduce((s, x) => s + kurus(x.ggr), 0)
    expect(kurus(r.totals.ggr)).toBe(sportsGgr)
    expect(kurus(r.totals.stakes) - kurus(r.totals.payouts)).toBe(sportsGgr)
    const football = r.rows.find((x) => x.sport === 'football' && x.marketType === '1x2')!
    expect(football).toMatchObject({ tickets: 2, stakes: 35 })
    // In kuruş: lira figures are decimals, their differences are not exact in floating point.
    const paid = kurus(football.payouts)
    expect(kurus(football.ggr)).toBe(3_500 - paid)
    expect(football.margin).toBe(Math.trunc(((3_500 - paid) * 10_000) / 3_500) / 100)
    expect(r.series.find((d) => d.day === '2026-10-21')).toMatchObject({ stakes: 25, payouts: 0 })
  })
})

describe('the other reports: files and refusals', () => {
  const names = ['payments', 'first-deposits', 'pnl', 'liabilities', 'margin'] as const

  it('each answers its CSV: byte-order mark, header, CRLF rows', async () => {
    for (const name of names) {
      const res = await http.get(`backoffice/reports/${name}?from=${MONTH.from}&to=${MONTH.to}&format=csv`, {
        token: finance,
      })
      expect(res.statusCode, name).toBe(200)
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${name}-${MONTH.from}-${MONTH.to}.csv"`,
      )
      expect(res.body.split('\r\n')[0], name).toBe(`\uFEFF${REPORT_CSV_COLUMNS[name].join(',')}`)
    }
    const fd = await http.get(`backoffice/reports/first-deposits?from=2026-10-05&to=2026-10-05&format=csv`, {
      token: finance,
    })
    expect(fd.body).toBe('\uFEFFday,first_depositors,amount\r\n2026-10-05,1,350\r\n')
  })

  it('refuses a bad range and lets only the report roles read', async () => {
    for (const name of names) {
      const bad = await http.get(`backoffice/reports/${name}?from=2026-02-02&to=2026-02-01`, {
        token: finance,
        headers: { 'x-locale': 'en' },
      })
      expect(bad.statusCode, name).toBe(400)
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { to: 'invalid_range' } })
      const long = await http.get(`backoffice/reports/${name}?from=2025-01-01&to=2026-01-02`, {
        token: finance,
      })
      expect(long.json(), name).toMatchObject({ code: 'REPORT_RANGE_TOO_LONG' })
      const extra = await http.get(`backoffice/reports/${name}?from=2026-01-01&to=2026-01-01&x=1`, {
        token: finance,
      })
      expect(extra.statusCode, name).toBe(400)
    }
    expect(
      (await http.get('backoffice/reports/pnl?from=2026-01-01&to=2026-01-01&take=101', { token: finance }))
        .statusCode,
    ).toBe(400)
    for (const role of ['risk', 'admin', 'auditor'] as const) {
      const member = await staffMember(t.app, [role])
      for (const name of names)
        expect(
          (
            await http.get(`backoffice/reports/${name}?from=2026-01-01&to=2026-01-01`, {
              token: member.token,
            })
          ).statusCode,
          `${role} ${name}`,
        ).toBe(200)
    }
    for (const role of ['support', 'trader', 'content', 'crm'] as const) {
      const member = await staffMember(t.app, [role])
      for (const name of names)
        expect(
          (
            await http.get(`backoffice/reports/${name}?from=2026-01-01&to=2026-01-01`, {
              token: member.token,
            })
          ).statusCode,
          `${role} ${name}`,
        ).toBe(403)
    }
  })
})
