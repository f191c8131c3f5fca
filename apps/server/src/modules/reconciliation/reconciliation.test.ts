import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { ReconDifference, ReconRun } from '@galata/contract'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin, staffMember, type StaffCredentials } from '../../test/staff.js'
import { fundPlayer } from '../../test/wallet.js'
import { reconcileYesterday, type ReconDeps } from './index.js'

/*
 * docs/providers.md "Reconciliation", end to end: the site starts the aggregator simulator (a real
 * child process, as hub88-simulator.test.ts), a player plays Hub88 rounds through it over real HTTP
 * (faults that leave tombstones and retries included), and a run fetches the simulator's report of
 * the day and compares it with our provider transactions and ledger postings: a clean day has no
 * difference; one posting removed is exactly one difference, which finance explains (audited).
 */

// EGT configured for real with no report address: the simulator does not play it, and it has no report.
const t = useTestApp({
  PROVIDER_SIMULATOR: 'on',
  RATE_LIMIT_MAX: '100000',
  EGT_USERNAME: 'real-egt',
  EGT_PASSWORD: 'real-egt-password',
  EGT_PORTAL_CODE: 'RealTRY',
  EGT_API_URL: 'http://127.0.0.1:9/egt',
})
let http: ReturnType<typeof api>
let site = ''
let token = ''
let pageUrl = ''
let finance: StaffCredentials
let auditor: StaffCredentials
let support: StaffCredentials
/** The day the rounds were played (the simulator's clock is the real one; the app's only moves on). */
const today = () => new Date().toISOString().slice(0, 10)

type Call = { path: string; status: string; transactionId: string }
type Round = { state: string; win: number; calls?: Call[] }

async function play(pageUrl: string, fault?: string): Promise<Round> {
  if (fault) {
    const armed = await fetch(`${t.app.providerSimulator!.url}/faults`, {
      method: 'POST',
      body: JSON.stringify({ fault }),
    })
    expect(armed.status).toBe(200)
  }
  const res = await fetch(`${pageUrl}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stake: 100, choice: 'high' }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as Round
}

async function lastRoundCalls(): Promise<Call[]> {
  const res = await fetch(`${t.app.providerSimulator!.url}/rounds`)
  return ((await res.json()) as { calls: Call[] }[]).at(-1)!.calls
}

async function runNow(day = today(), who = finance) {
  const res = await http.post(
    'backoffice/reconciliation/runs',
    { provider: 'hub88', day },
    {
      token: await staffLogin(t.app, who),
    },
  )
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: ReconRun }>().data
}

async function differencesOf(runId: number, who = finance) {
  const res = await http.get(`backoffice/reconciliation/runs/${runId}/differences`, {
    token: await staffLogin(t.app, who),
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: { items: ReconDifference[]; total: number } }>().data
}

beforeAll(async () => {
  expect(t.app.providerSimulator).not.toBeNull()
  http = api(t.app)
  site = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1')
  finance = await staffMember(t.app, ['finance'], 'reconfinance1')
  auditor = await staffMember(t.app, ['auditor'], 'reconauditor1')
  support = await staffMember(t.app, ['support'], 'reconsupport1')
  token = (await http.register(3501)).token
  const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse3501'`)
  await fundPlayer(t.app.db, Number(row!.id), { cash: 100_000n })
  const res = await fetch(`${site}/api/casino/hub88launchurl`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      platform: 1,
      gameCode: 'sim-high-low',
      language: 'en',
      lobbyUrl: `${site}/casino/slot`,
    }),
  })
  pageUrl = String(((await res.json()) as { data: string }).data)
  // Plain rounds, and the faults whose calls the report must list once (or not at all).
  for (const fault of [
    undefined,
    'win-twice',
    'timeout-retry',
    'rollback-before-bet',
    'bad-signature',
    undefined,
  ])
    await play(pageUrl, fault)
}, 120_000)

describe('the daily job', () => {
  const deps = (hub88: string): ReconDeps => ({ db: t.app.db, clock: t.clock, sources: { hub88 } })
  // To 01:00 UTC of the clock's next day: its yesterday settled (RECONCILIATION.settleMs) and an hour
  // more still the same day, whatever time of day the suite runs. A fixed 24 h step landed the
  // hour's retry past midnight when the suite ran between 22:00 and 22:30 UTC.
  const HOUR = 60 * 60_000
  const toNextDayOneAm = () => t.clock.advance(24 * HOUR - (t.clock.now() % (24 * HOUR)) + HOUR)

  it('reconciles yesterday once, after its day settled', async () => {
    const simulator = `${t.app.providerSimulator!.url}/reports/rounds`
    toNextDayOneAm()
    expect(await reconcileYesterday(deps(simulator))).toBe(1)
    expect(await reconcileYesterday(deps(simulator))).toBe(0)
    const [run] = await rows<{ day: string; status: string; trigger: string; differences: number }>(
      t.app,
      sql`select day, status, trigger, differences from reconciliation_runs order by id desc limit 1`,
    )
    expect(run).toMatchObject({ day: today(), status: 'done', trigger: 'job', differences: 0 })
  })

  it('records a report that cannot be fetched as a failed run, retried an hour later', async () => {
    const dead = deps('http://127.0.0.1:9/reports/rounds')
    toNextDayOneAm()
    expect(await reconcileYesterday(dead)).toBe(1)
    expect(await reconcileYesterday(dead)).toBe(0)
    t.clock.advance(HOUR + 60_000)
    expect(await reconcileYesterday(dead)).toBe(1)
    const failed = await rows<{ status: string; error: string; trigger: string }>(
      t.app,
      sql`select status, error, trigger from reconciliation_runs order by id desc limit 2`,
    )
    expect(failed.map((f) => [f.status, f.trigger])).toEqual([
      ['failed', 'job'],
      ['failed', 'job'],
    ])
    // The address may carry a key: the stored reason never names it.
    expect(failed[0]!.error).not.toContain('127.0.0.1')
  })
})

describe('a day reconciled against the simulator’s report', () => {
  it('finds no difference on a clean day', async () => {
    const run = await runNow()
    expect(run).toMatchObject({
      provider: 'hub88',
      day: today(),
      status: 'done',
      trigger: 'staff',
      error: null,
    })
    // Six rounds: four bets and their wins booked on both sides, the refused bets on neither, and
    // the rollbacks of the last two (one before its bet, one after a bad signature) on both.
    expect(run.theirLines).toBe(run.ourLines)
    expect(run.theirLines).toBeGreaterThanOrEqual(4 * 2 + 2)
    expect(run.differences).toBe(0)
    expect((await differencesOf(run.id)).total).toBe(0)
  })

  it('lists exactly the posting that was removed, and finance explains it once (audited)', async () => {
    const [bet] = await rows<{ tx_id: string; ledger_transaction_id: string; round_id: string }>(
      t.app,
      sql`select tx_id, ledger_transaction_id::text, round_id from provider_transactions
           where provider = 'hub88' and op = 'bet' and ledger_transaction_id is not null
           order by id limit 1`,
    )
    // The posting lost (what a bad manual fix or a restore from the wrong backup leaves).
    await t.app.db.transaction(async (tx) => {
      await tx.execute(
        sql`update provider_transactions set ledger_transaction_id = null where tx_id = ${bet!.tx_id}`,
      )
      await tx.execute(sql`delete from ledger_entries where transaction_id = ${bet!.ledger_transaction_id}`)
      await tx.execute(sql`delete from ledger_transactions where id = ${bet!.ledger_transaction_id}`)
    })
    const run = await runNow()
    expect(run).toMatchObject({ status: 'done', differences: 1, openDifferences: 1 })
    const [difference] = (await differencesOf(run.id)).items
    expect(difference).toMatchObject({
      kind: 'amount_differs',
      txId: bet!.tx_id,
      roundId: bet!.round_id,
      theirType: 'bet',
      ourType: 'bet',
      theirAmount: 1,
      ourAmount: 0,
      status: 'open',
    })

    // The auditor reads it but cannot explain it; support cannot read it.
    const path = `backoffice/reconciliation/differences/${difference!.id}/explain`
    expect((await differencesOf(run.id, auditor)).total).toBe(1)
    const asAuditor = await http.post(path, { note: 'x' }, { token: await staffLogin(t.app, auditor) })
    expect(asAuditor.statusCode).toBe(403)
    const supportToken = await staffLogin(t.app, support)
    expect((await http.get('backoffice/reconciliation/runs', { token: supportToken })).statusCode).toBe(403)

    const financeToken = await staffLogin(t.app, finance)
    expect((await http.post(path, { note: '  ' }, { token: financeToken })).statusCode).toBe(400)
    const done = await http.post(path, { note: 'Posting restored by correction 41' }, { token: financeToken })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json<{ data: ReconDifference }>().data).toMatchObject({
      status: 'explained',
      note: 'Posting restored by correction 41',
    })
    const again = await http.post(path, { note: 'Twice' }, { token: financeToken })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'RECON_DIFFERENCE_NOT_OPEN' })
    const audit = await rows<{ action: string }>(
      t.app,
      sql`select action from audit_log where action like 'backoffice.reconciliation.%' order by id`,
    )
    expect(audit.map((a) => a.action)).toEqual([
      'backoffice.reconciliation.run',
      'backoffice.reconciliation.run',
      'backoffice.reconciliation.explained',
    ])
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)

    const list = await http.get('backoffice/reconciliation/runs?provider=hub88', { token: financeToken })
    const runs = list.json<{ data: { items: ReconRun[] } }>().data.items
    expect(runs[0]).toMatchObject({ id: run.id, differences: 1, openDifferences: 0 })
  })

  it('lists a round the operator never saw as missing on our side', async () => {
    const round = await play(pageUrl, 'unseen-round')
    expect(round.state).toBe('settled')
    const [bet, win] = await lastRoundCalls()
    const run = await runNow()
    const found = (await differencesOf(run.id)).items.filter((d) => d.kind === 'missing_ours')
    expect(found.map((d) => [d.txId, d.theirType, d.theirAmount])).toEqual([
      [bet!.transactionId, 'bet', 1],
      [win!.transactionId, 'win', round.win / 100],
    ])
    expect(found.every((d) => d.ourType === null && d.ourAmount === null && d.playerId === null)).toBe(true)
    // The posting removed above is the one other difference.
    expect(run.differences).toBe(3)
  })

  it('refuses a day in the future or out of reach, and a provider without a report', async () => {
    const financeToken = await staffLogin(t.app, finance)
    const ask = (body: unknown) => http.post('backoffice/reconciliation/runs', body, { token: financeToken })
    const tomorrow = new Date(t.clock.now() + 86_400_000).toISOString().slice(0, 10)
    expect((await ask({ provider: 'hub88', day: tomorrow })).statusCode).toBe(400)
    expect((await ask({ provider: 'hub88', day: '2026-02-30' })).statusCode).toBe(400)
    expect((await ask({ provider: 'hub88', day: '2020-01-01' })).statusCode).toBe(400)
    expect((await ask({ provider: 'galata', day: today() })).statusCode).toBe(400)
    const egt = await ask({ provider: 'egt', day: today() })
    expect(egt.statusCode).toBe(409)
    expect(egt.json()).toMatchObject({ code: 'RECON_NO_REPORT_SOURCE' })
    expect(
      (await http.get('backoffice/reconciliation/runs/999999/differences', { token: financeToken }))
        .statusCode,
    ).toBe(404)
  })
})
