import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  REPORT_PRODUCTS,
  STAFF_POLICY,
  type Dashboard,
  type GgrReport,
  type ReportProduct,
} from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { launchedPlayer } from '../../test/originals.js'
import { player } from '../../test/players.js'
import { liveKit } from '../../test/sports-live.js'
import { sportsKit } from '../../test/sports.js'
import { staffLogin, staffMember } from '../../test/staff.js'
import { placeBet, settleWin } from '../../test/wagering.js'
import { originalsWallet } from '../originals/index.js'
import { checkLedger, moneyTransaction } from '../wallet/index.js'
import { operatorDay } from './dashboard.service.js'

/*
 * docs/backoffice.md "Reports": the GGR report reconciles with the ledger. Each product is played
 * (Originals and a slot over HTTP, a pre-match and an in-play sports bet through the sportsbook's
 * routes, the shared-round tables through the studio's wallet seam as their engines post), and after
 * each step the report's change for that product, and for no other, equals stakes − wins read
 * straight from the ledger's provider_clearing legs, to the kuruş; by=day splits at Istanbul midnight.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
const k = sportsKit(t)
const live = liveKit(t, k, () => k.deps())
let http: ReturnType<typeof api>
let financeMember: { username: string; password: string }
let financeToken = ''
let financeUsedAt = 0
/**
 * The finance member's token, signed in again when the app's clock has moved more than half the
 * staff idle time since its last use (the live bet walks the world's clock forward many minutes).
 */
async function finance(): Promise<string> {
  const now = t.app.clock.now()
  if (!financeToken || now - financeUsedAt > STAFF_POLICY.idleMs / 2)
    financeToken = await staffLogin(t.app, financeMember)
  financeUsedAt = now
  return financeToken
}
const deps = () => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

beforeAll(async () => {
  http = api(t.app)
  financeMember = await staffMember(t.app, ['finance'], 'repfinance1')
})
afterAll(async () => {
  if (t.app) expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const kurus = (lira: number) => Math.round(lira * 100)
/** Today in Istanbul by the database's clock, which stamps the ledger's legs. */
const today = () => operatorDay(Date.now()).date

async function report(query: string, token?: string): Promise<GgrReport> {
  const res = await http.get(`backoffice/reports/ggr?${query}`, { token: token ?? (await finance()) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: GgrReport }>().data
}

/** Kuruş of GGR per product today, from the report. */
async function byProduct(): Promise<Record<ReportProduct, number>> {
  const r = await report(`from=${today()}&to=${today()}&by=product`)
  return Object.fromEntries(r.rows.map((row) => [row.product, kurus(row.ggr)])) as Record<
    ReportProduct,
    number
  >
}

/** Stakes − wins of the day straight from the ledger: every provider_clearing leg of a wager posting. */
async function ledgerGgr(day = today()): Promise<number> {
  const { from, to } = operatorDay(Date.parse(`${day}T12:00:00+03:00`))
  const [row] = await rows<{ ggr: string }>(
    t.app,
    sql`select coalesce(sum(e.amount), 0)::text as ggr
          from ledger_entries e
          join accounts a on a.id = e.account_id and a.kind = 'provider_clearing'
          join ledger_transactions tx on tx.id = e.transaction_id
         where tx.kind in ('bet', 'rollback', 'win', 'settle', 'unsettle')
           and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz`,
  )
  return Number(row!.ggr)
}

/** Runs `play`, then asserts only `product` moved, and by exactly the ledger's change; answers the change. */
async function reconcile(product: ReportProduct, play: () => Promise<unknown>): Promise<number> {
  const before = await byProduct()
  const ledgerBefore = await ledgerGgr()
  await play()
  const after = await byProduct()
  const moved = (await ledgerGgr()) - ledgerBefore
  for (const p of REPORT_PRODUCTS) expect(after[p] - before[p], p).toBe(p === product ? moved : 0)
  return moved
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

describe('GET backoffice/reports/ggr reconciles with the ledger', () => {
  it('moves each product by its own stakes − wins, to the kuruş', async () => {
    // Originals: coin flips over HTTP, one game token.
    const flips = await launchedPlayer(t.app, 71, 100, 'galata-coinflip')
    await reconcile('originals', async () => {
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/originals/galata-coinflip/bet',
          headers: { 'x-game-token': flips.gameToken, 'content-type': 'application/json' },
          payload: JSON.stringify({ stake: 1.5, side: i % 2 ? 'heads' : 'tails' }),
        })
        expect(res.statusCode, res.body).toBe(200)
      }
    })
    // A studio slot (catalogue category `slot`) and a third party's slot the catalogue does not list.
    const spins = await launchedPlayer(t.app, 72, 100, 'galata-anatolia')
    await reconcile('slots', async () => {
      for (let i = 0; i < 4; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/originals/galata-anatolia/spin',
          headers: { 'x-game-token': spins.gameToken, 'content-type': 'application/json' },
          payload: JSON.stringify({ stake: 2 }),
        })
        expect(res.statusCode, res.body).toBe(200)
      }
    })
    const ext = await player(t.app, { cash: 100_000n })
    const hub = { provider: 'hub88', playerId: ext.id, currency: 'TRY', gameCode: 'sweet-777' }
    expect(
      await reconcile('slots', async () => {
        await placeBet(deps(), { ...hub, txId: 'h1', roundId: 'hr1', amount: 1_234n })
        await settleWin(deps(), { ...hub, txId: 'h1w', roundId: 'hr1', refTxId: 'h1', amount: 1_000n })
      }),
    ).toBe(234)
    // The shared-round tables, TV, bingo and virtual football, posted as their engines post.
    expect(await reconcile('live', () => tableRound('galata-live-roulette', 'rep-r1', 5_000n, 1_750n))).toBe(
      3_250,
    )
    expect(await reconcile('tv', () => tableRound('galata-keno-tv', 'rep-k1', 300n, 0n))).toBe(300)
    expect(await reconcile('bingo', () => tableRound('galata-bingo-90', 'rep-b1', 300n, 1_000n))).toBe(-700)
    expect(await reconcile('virtual', () => tableRound('galata-virtual-football', 'rep-v1', 999n, 1n))).toBe(
      998,
    )
    // A pre-match single settled by the world's whistle, then an in-play single (its stake taken).
    const bettor = await k.player(100_000n)
    await reconcile('sports-prematch', async () => {
      const eventId = await k.seedEvent({ startInMinutes: 60, onlyMain: true })
      const home = await k.outcome(eventId, '1x2', '1')
      const res = await http.post(
        'sports/bets',
        { kind: 'single', legs: [{ outcomeId: home.id, odds: home.odds }], stake: 10, placementKey: k.key() },
        { token: bettor.token },
      )
      expect(res.statusCode, res.body).toBe(200)
      await k.finish(eventId, { home: 1, away: 0, htHome: 0, htAway: 0 })
    })
    await reconcile('sports-live', async () => {
      const match = await live.kickedOff()
      const { outcome } = await live.beforeMoment(match)
      // A player signed in now: the quiet moment can be past the first session's idle end.
      const inPlay = await k.player(100_000n)
      await live.liveBet(inPlay.token, outcome, 7)
    })
  })

  it('adds up: the total is the ledger’s stakes − wins and the dashboard’s GGR; NGR takes off the bonus cost', async () => {
    await player(t.app, { bonus: 2_500n })
    const r = await report(`from=${today()}&to=${today()}&by=day`)
    expect(kurus(r.totals.ggr)).toBe(await ledgerGgr())
    expect(kurus(r.totals.stakes) - kurus(r.totals.wins)).toBe(kurus(r.totals.ggr))
    expect(kurus(r.totals.ngr)).toBe(kurus(r.totals.ggr) - kurus(r.totals.bonusCost))
    const dash = (await http.get('backoffice/dashboard', { token: await finance() })).json<{
      data: Dashboard
    }>().data
    // The dashboard's day comes from the app's clock, which the live bet walked forward: near
    // Istanbul midnight it is already the next day, so it is checked against its own day's ledger.
    const dashDay = operatorDay(t.app.clock.now()).date
    expect(kurus(dash.ggr)).toBe(await ledgerGgr(dashDay))
    if (dashDay === today()) {
      expect(kurus(r.totals.ggr)).toBe(kurus(dash.ggr))
      expect(kurus(r.totals.bonusCost)).toBe(kurus(dash.bonusCost))
    }
    expect(r.rows).toEqual([expect.objectContaining({ day: today(), ggr: r.totals.ggr, ngr: r.totals.ngr })])
    const games = await report(`from=${today()}&to=${today()}&by=game`)
    expect(games.rows).toContainEqual(
      expect.objectContaining({ product: 'slots', game: 'sweet-777', ggr: 2.34 }),
    )
    expect(games.rows).toContainEqual(
      expect.objectContaining({ product: 'live', game: 'galata-live-roulette', ggr: 32.5 }),
    )
    expect(kurus(games.rows.reduce((s, row) => s + row.ggr, 0))).toBe(kurus(r.totals.ggr))
    const series = r.series.filter((s) => s.day === today())
    expect(series.map((s) => s.product)).toEqual([...REPORT_PRODUCTS])
    expect(kurus(series.reduce((s, x) => s + x.ggr, 0))).toBe(kurus(r.totals.ggr))
  })

  it('splits days at Istanbul midnight (21:00 UTC)', async () => {
    const p = await player(t.app, { cash: 100_000n })
    const cmd = { provider: 'split', playerId: p.id, currency: 'TRY' }
    const late = await placeBet(deps(), { ...cmd, txId: 's1', roundId: 'sr1', amount: 111n })
    const early = await placeBet(deps(), { ...cmd, txId: 's2', roundId: 'sr2', amount: 222n })
    // Legs stamped by the database's clock: moved to either side of midnight of 10 March 2025.
    const stamp = (id: number | null, at: string) =>
      t.app.db.execute(
        sql`update ledger_entries set created_at = ${at}::timestamptz where transaction_id = ${id}`,
      )
    await stamp(late.ledgerTransactionId, '2025-03-10T20:59:59.999Z')
    await stamp(early.ledgerTransactionId, '2025-03-10T21:00:00.000Z')
    const r = await report('from=2025-03-09&to=2025-03-11&by=day')
    expect(r.fromAt).toBe('2025-03-08T21:00:00.000Z')
    expect(r.toAt).toBe('2025-03-11T21:00:00.000Z')
    expect(r.rows.map((row) => [row.day, row.stakes])).toEqual([
      ['2025-03-09', 0],
      ['2025-03-10', 1.11],
      ['2025-03-11', 2.22],
    ])
    expect(kurus(r.rows[1]!.ggr)).toBe(await ledgerGgr('2025-03-10'))
    expect(kurus(r.rows[2]!.ggr)).toBe(await ledgerGgr('2025-03-11'))
    expect(r.series.filter((s) => s.day === '2025-03-10' && s.ggr !== 0)).toEqual([
      { day: '2025-03-10', product: 'slots', ggr: 1.11 },
    ])
  })
})

describe('GET backoffice/reports/ggr: the file and the refusals', () => {
  it('answers CSV: byte-order mark, header, CRLF rows, formula-like text defused', async () => {
    const p = await player(t.app, { cash: 100_000n })
    await placeBet(deps(), {
      provider: 'hub88',
      playerId: p.id,
      currency: 'TRY',
      gameCode: '=HYPERLINK("x")',
      txId: 'f1',
      roundId: 'fr1',
      amount: 100n,
    })
    const res = await http.get(`backoffice/reports/ggr?from=${today()}&to=${today()}&by=game&format=csv`, {
      token: await finance(),
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ggr-game-${today()}-${today()}.csv"`,
    )
    expect(res.body.startsWith('\uFEFFproduct,game,stakes,wins,ggr,bonus_cost,ngr\r\n')).toBe(true)
    expect(res.body).toContain(`slots,"'=HYPERLINK(""x"")",1,0,1,,\r\n`)
    expect(res.body).toContain('slots,sweet-777,12.34,10,2.34,,\r\n')
    const days = await http.get(`backoffice/reports/ggr?from=${today()}&to=${today()}&format=csv`, {
      token: await finance(),
    })
    expect(days.body.split('\r\n')[0]).toBe('\uFEFFday,stakes,wins,ggr,bonus_cost,ngr')
  })

  it('refuses a bad range in the member’s language and lets only the report’s roles read', async () => {
    const get = async (query: string, token?: string, locale = 'tr') =>
      http.get(`backoffice/reports/ggr?${query}`, {
        token: token ?? (await finance()),
        headers: { 'x-locale': locale },
      })
    const backwards = await get('from=2026-02-02&to=2026-02-01')
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { to: 'invalid_range' } })
    const long = await get('from=2025-01-01&to=2026-01-02')
    expect(long.statusCode).toBe(400)
    expect(long.json()).toMatchObject({ code: 'REPORT_RANGE_TOO_LONG', data: { maxDays: 366 } })
    expect(long.json().message).toBe(
      'Bir rapor en fazla 366 günü kapsayabilir. Lütfen daha kısa bir aralık seçin.',
    )
    expect((await get('from=2025-01-01&to=2026-01-02', undefined, 'en')).json().message).toBe(
      'A report can cover at most 366 days. Please choose a shorter range.',
    )
    expect((await get('from=2025-01-01&to=2026-01-01')).statusCode).toBe(200)
    for (const query of [
      'from=2026-02-30&to=2026-03-01',
      'from=x&to=2026-01-01',
      'from=2026-01-01',
      'from=2026-01-01&to=2026-01-01&by=week',
      'from=2026-01-01&to=2026-01-01&format=xml',
      'from=2026-01-01&to=2026-01-01&extra=1',
    ])
      expect((await get(query)).statusCode, query).toBe(400)
    for (const role of ['risk', 'admin', 'auditor'] as const) {
      const member = await staffMember(t.app, [role])
      expect((await get('from=2026-01-01&to=2026-01-01', member.token)).statusCode, role).toBe(200)
    }
    for (const role of ['support', 'trader', 'content', 'crm'] as const) {
      const member = await staffMember(t.app, [role])
      expect((await get('from=2026-01-01&to=2026-01-01', member.token)).statusCode, role).toBe(403)
    }
    const p = await player(t.app, { signUp: 'rep0' })
    expect((await get('from=2026-01-01&to=2026-01-01', p.token)).statusCode).toBe(401)
  })
})
