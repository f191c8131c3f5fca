import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEvents } from '../../lib/events.js'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { TransactionStatus } from '@galata/contract'
import { payments } from '../../db/schema/index.js'
import {
  checkLedger,
  ensurePlayerAccounts,
  post,
  sweepExpiredBonuses,
  systemAccounts,
} from '../wallet/index.js'
import { placeBet, rollbackBet, settleWin } from '../../test/wagering.js'
import { quietLedger } from '../../test/wallet.js'

/**
 * Bonus wagering and campaigns (docs/bonuses.md): stakes count, conversion at the
 * requirement, forfeiture at expiry (the sweeper and lazily at a bet, with the app's clock moved),
 * the campaigns' listing and claim (once, also under concurrency), and the events. The ledger
 * checker runs after the file.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const t = useTestApp()
let http: ReturnType<typeof api>
const DAY = 86_400_000
const deps = () => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

beforeAll(async () => {
  http = api(t.app)
  await t.app.db.execute(sql`
    insert into settings (key, value) values ('trial_bonus_amount', 5000)
    on conflict (key) do update set value = excluded.value`)
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

let n = 0
async function balance(token: string) {
  return (await http.get('user/balance', { token })).json<{
    data: { balance: number; bonusBalance: number }
  }>().data
}

async function bonus(playerId: number) {
  const [row] = await rows<{ id: string; status: string; wagered: string; wagering_required: string }>(
    t.app,
    sql`select id::text, status, wagered::text, wagering_required::text from bonuses where player_id = ${playerId} order by id desc limit 1`,
  )
  return row!
}

/** A confirmed deposit, as the payments module records one (row + ledger credit). */
async function confirmedDeposit(playerId: number, amount: bigint) {
  const [method] = await rows<{ id: string }>(
    t.app,
    sql`select id::text from payment_methods where type = 1 limit 1`,
  )
  const acc = await ensurePlayerAccounts(t.app.db, playerId)
  const sys = await systemAccounts(t.app.db)
  await t.app.db.transaction(async (tx) => {
    const now = new Date(t.app.clock.now())
    const [payment] = await tx
      .insert(payments)
      .values({
        playerId,
        methodId: Number(method!.id),
        type: 1,
        amount,
        status: TransactionStatus.Confirmed,
        detail: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id })
    await post(quietLedger(t.app.db, tx), {
      idempotencyKey: `deposit:${payment!.id}`,
      kind: 'deposit',
      entries: [
        { accountId: sys.payment_clearing, amount: -amount },
        { accountId: acc.cash, amount },
      ],
    })
  })
}

function recordEvents() {
  const seen: { bonus: AppEvents['bonus.changed'][]; balance: number[] } = { bonus: [], balance: [] }
  const offs = [
    t.app.events.on('bonus.changed', (e) => void seen.bonus.push(e)),
    t.app.events.on('wallet.balance_changed', (e) => void seen.balance.push(e.playerId)),
  ]
  return { seen, stop: () => offs.forEach((off) => off()) }
}

// A slot (100 % weighting), so a settled stake counts in full (packages/contract bonus-rules).
const bet = (playerId: number, txId: string, amount: bigint) =>
  placeBet(deps(), {
    provider: 'galata',
    playerId,
    txId,
    roundId: txId,
    gameCode: 'galata-bazaar',
    amount,
    currency: 'TRY',
  })
const win = (playerId: number, betTxId: string, amount: bigint) =>
  settleWin(deps(), {
    provider: 'galata',
    playerId,
    txId: `${betTxId}w`,
    refTxId: betTxId,
    roundId: betTxId,
    gameCode: 'galata-bazaar',
    amount,
    currency: 'TRY',
  })

describe('wagering the trial bonus', () => {
  it('stakes count when their round settles, a refunded one never, and meeting the requirement converts to cash', async () => {
    const p = await player(t.app, { signUp: `bw${n++}`, phoneVerified: true })
    expect((await http.get('bonus/definetrialbonus', { token: p.token })).statusCode).toBe(200)
    // 50 TRY bonus, 10× = 500 TRY of stakes. No cash: the bets are paid from the bonus.
    await bet(p.id, `tw-${p.id}-1`, 2_000n)
    expect((await bonus(p.id)).wagered).toBe('0')
    await win(p.id, `tw-${p.id}-1`, 2_000n)
    expect((await bonus(p.id)).wagered).toBe('2000')
    await bet(p.id, `tw-${p.id}-2`, 1_000n)
    await rollbackBet(deps(), {
      provider: 'galata',
      playerId: p.id,
      txId: `tw-${p.id}-2r`,
      refTxId: `tw-${p.id}-2`,
      roundId: `tw-${p.id}-2`,
    })
    expect((await bonus(p.id)).wagered).toBe('2000')
    expect(await balance(p.token)).toEqual({ balance: 0, bonusBalance: 50, currency: 'TRY' })

    const events = recordEvents()
    for (let i = 0; i < 47; i++) {
      await bet(p.id, `tw-${p.id}-s${i}`, 1_000n)
      await win(p.id, `tw-${p.id}-s${i}`, 1_000n)
    }
    // 2 000 + 47 × 1 000 = 49 000 < 50 000; the last bet is open, so it has not counted yet.
    await bet(p.id, `tw-${p.id}-last`, 1_000n)
    expect(await bonus(p.id)).toMatchObject({ status: 'active', wagered: '49000' })
    // Its round settles: 50 000 reached. What was left of the bonus (50 − 10 in play) is now cash,
    // and the win's bonus share follows the converted bonus into cash.
    await win(p.id, `tw-${p.id}-last`, 3_000n)
    const row = await bonus(p.id)
    expect(row).toMatchObject({ status: 'converted', wagered: '50000' })
    events.stop()
    expect(await balance(p.token)).toEqual({ balance: 70, bonusBalance: 0, currency: 'TRY' })
    expect(events.seen.bonus).toEqual([
      { playerId: p.id, bonusId: Number(row.id), change: 'converted', amount: 4_000n },
    ])
    expect(events.seen.balance.every((id) => id === p.id)).toBe(true)
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })

  it('expiry forfeits what is left to the house: the sweeper with the clock moved, once', async () => {
    const p = await player(t.app, { signUp: `bw${n++}`, phoneVerified: true })
    await http.get('bonus/definetrialbonus', { token: p.token })
    await bet(p.id, `ex-${p.id}`, 1_500n)
    const events = recordEvents()
    t.clock.advance(8 * DAY)
    try {
      expect(await sweepExpiredBonuses(deps())).toBeGreaterThanOrEqual(1)
      expect(await sweepExpiredBonuses(deps())).toBe(0)
    } finally {
      t.clock.advance(-8 * DAY)
    }
    events.stop()
    expect((await bonus(p.id)).status).toBe('forfeited')
    expect(await balance(p.token)).toEqual({ balance: 0, bonusBalance: 0, currency: 'TRY' })
    expect(events.seen.bonus).toContainEqual(
      expect.objectContaining({ playerId: p.id, change: 'forfeited', amount: 3_500n }),
    )
    // A win of a bet the forfeited bonus paid for: that share goes to the house, not to the player.
    await settleWin(deps(), {
      provider: 'galata',
      playerId: p.id,
      txId: `ex-${p.id}w`,
      refTxId: `ex-${p.id}`,
      roundId: `ex-${p.id}`,
      amount: 3_000n,
      currency: 'TRY',
    })
    expect(await balance(p.token)).toEqual({ balance: 0, bonusBalance: 0, currency: 'TRY' })
  })

  it('a bet after expiry forfeits the bonus first and cannot spend it', async () => {
    const p = await player(t.app, { signUp: `bw${n++}`, phoneVerified: true })
    await http.get('bonus/definetrialbonus', { token: p.token })
    t.clock.advance(8 * DAY)
    try {
      await expect(bet(p.id, `lazy-${p.id}`, 100n)).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' })
    } finally {
      t.clock.advance(-8 * DAY)
    }
    // The refused bet rolled its transaction back, forfeit included; the sweeper does it for real.
    expect((await bonus(p.id)).status).toBe('active')
  })
})

describe('campaigns', () => {
  type Listed = {
    id: number
    code: string
    kind: string
    state: string
    amount: number
    claimableUntil: string | null
  }
  const list = async (token: string) =>
    (await http.get('bonus/campaigns', { token })).json<{ data: Listed[] }>().data
  const claim = (token: string, campaignId: unknown) => http.post('bonus/claim', { campaignId }, { token })

  it('lists the seeded campaigns; nothing to claim without a deposit or losses', async () => {
    const p = await player(t.app, { signUp: `bw${n++}`, phoneVerified: true })
    const items = await list(p.token)
    expect(items.map((c) => [c.kind, c.state])).toEqual([
      ['trial', 'claimable'],
      ['deposit_match', 'not_eligible'],
      ['cashback', 'not_eligible'],
      // The sports freebet (docs/sportsbook.md "Sports promotions"); the boost and refund are seeded off.
      ['sports_freebet', 'not_eligible'],
    ])
    const res = await claim(p.token, items[1]!.id)
    expect(res.statusCode).toBe(400)
    expect(res.json<{ code: string }>().code).toBe('BONUS_UNAVAILABLE')
  })

  it('lists the trial bonus (code trial) until it is claimed or its claim window ends', async () => {
    const p = await http.register(`tr${n++}`)
    const before = await list(p.token)
    const offered = before.find((c) => c.code === 'trial')!
    // Unverified: listed, waiting for the phone, with its end 30 days after sign-up.
    expect(offered).toMatchObject({ id: 0, kind: 'trial', state: 'phone_required', amount: 50 })
    const left = Date.parse(offered.claimableUntil!) - t.clock.now()
    expect(left).toBeGreaterThan(29 * DAY)
    expect(left).toBeLessThanOrEqual(30 * DAY)
    // Closing the phone dialog loses nothing: verified later, the list still offers it.
    await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${p.usercode}`)
    expect((await list(p.token)).find((c) => c.code === 'trial')).toMatchObject({ state: 'claimable' })
    const claimed = await http.get('bonus/definetrialbonus', { token: p.token })
    expect(claimed.json(), claimed.body).toMatchObject({ success: true })
    expect((await list(p.token)).map((c) => c.code)).not.toContain('trial')

    // Past its window (sign-up 31 days ago): no longer listed, and no longer granted.
    const q = await player(t.app, { signUp: `bw${n++}`, phoneVerified: true })
    await t.app.db.execute(
      sql`update players set created_at = created_at - interval '31 days' where usercode = ${q.usercode}`,
    )
    expect((await list(q.token)).map((c) => c.code)).not.toContain('trial')
    const late = await http.get('bonus/definetrialbonus', { token: q.token })
    expect(late.json()).toMatchObject({ success: false, code: 'BONUS_UNAVAILABLE' })
  })

  it('refuses bad input with a localized 400, never a 500', async () => {
    const p = await player(t.app, { signUp: `bw${n++}`, phoneVerified: true })
    for (const body of [
      {},
      { campaignId: 'x' },
      { campaignId: -1 },
      { campaignId: 1.5 },
      { campaignId: 1, extra: 1 },
    ]) {
      const res = await http.post('bonus/claim', body, { token: p.token, headers: { 'x-locale': 'en' } })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json<{ message: string }>().message).toBe('Please check the highlighted fields.')
    }
    expect((await http.post('bonus/claim', 'not json', { token: p.token })).statusCode).toBe(400)
    expect((await claim(p.token, 999_999)).statusCode).toBe(400)
    expect((await http.get('bonus/campaigns')).statusCode).toBe(401)
  })

  it(`first-deposit match: claimed once, also by concurrent claims${onPostgres ? ' (real PostgreSQL)' : ''}`, async () => {
    const p = await http.register(`fd${n++}`)
    const [row] = await rows<{ id: string }>(
      t.app,
      sql`select id::text from players where usercode = ${p.usercode}`,
    )
    const playerId = Number(row!.id)
    await confirmedDeposit(playerId, 30_000n)
    const offer = (await list(p.token)).find((c) => c.kind === 'deposit_match')!
    expect([offer.state, offer.amount]).toEqual(['claimable', 300])

    const events = recordEvents()
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(p.token, offer.id)))
    events.stop()
    const bodies = answers.map((r) => r.json<{ success: boolean; code?: string; data: { amount: number } }>())
    expect(bodies.filter((b) => b.success)).toHaveLength(1)
    expect(
      bodies
        .filter((b) => !b.success)
        .every((b) => b.code === 'BONUS_UNAVAILABLE' || b.code === 'BONUS_ACTIVE'),
    ).toBe(true)
    expect(await balance(p.token)).toEqual({ balance: 300, bonusBalance: 300, currency: 'TRY' })
    expect(events.seen.bonus).toEqual([
      expect.objectContaining({ playerId, change: 'granted', amount: 30_000n }),
    ])
    expect(events.seen.balance).toEqual([playerId])

    const history = (await http.get('bonus/history', { token: p.token })).json<{
      data: {
        kind: string
        title: string
        amount: number
        wageringRequired: number
        wagered: number
        status: string
      }[]
    }>().data
    expect(history).toEqual([
      expect.objectContaining({
        kind: 'campaign',
        title: 'Hoş Geldin Bonusu',
        amount: 300,
        wageringRequired: 6000,
        wagered: 0,
        status: 'active',
      }),
    ])
    expect((await list(p.token)).find((c) => c.kind === 'deposit_match')!.state).toBe('claimed')
    // The trial bonus waits while the campaign bonus holds money: one bonus at a time.
    await t.app.db.execute(sql`update players set phone_verified = true where id = ${playerId}`)
    const trial = await http.get('bonus/definetrialbonus', { token: p.token })
    expect(trial.json<{ code: string }>().code).toBe('BONUS_ACTIVE')
  })

  it('weekly cashback: 10 % of last week’s net cash loss, claimable this week', async () => {
    const p = await player(t.app, { signUp: `bw${n++}`, phoneVerified: true })
    await confirmedDeposit(p.id, 400_000n)
    // Lose 1 500 TRY last week (two rounds of 1 000, one won 500, one lost: a zero win), with the
    // clock a week back (moving it forward instead would outlive the session). A round still open
    // counts for nothing.
    t.clock.advance(-7 * DAY)
    try {
      for (let i = 0; i < 3; i++) await bet(p.id, `cb-${p.id}-${i}`, 100_000n)
      await win(p.id, `cb-${p.id}-0`, 50_000n)
      await win(p.id, `cb-${p.id}-1`, 0n)
      expect((await list(p.token)).find((c) => c.kind === 'cashback')!.state).toBe('not_eligible')
    } finally {
      t.clock.advance(7 * DAY)
    }
    {
      const offer = (await list(p.token)).find((c) => c.kind === 'cashback')!
      expect([offer.state, offer.amount]).toEqual(['claimable', 150])
      const res = await claim(p.token, offer.id)
      expect(res.json<{ success: boolean }>().success).toBe(true)
      expect((await balance(p.token)).bonusBalance).toBe(150)
      expect((await claim(p.token, offer.id)).json<{ code: string }>().code).toBe('BONUS_UNAVAILABLE')
    }
  })
})
