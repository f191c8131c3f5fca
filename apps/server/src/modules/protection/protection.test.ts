import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, successMessages } from '@galata/contract'
import { GALATA_SIGNATURE_HEADER, signGalataCallback } from '../../providers/index.js'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin, staffMember } from '../../test/staff.js'
import { verifyKyc } from '../../test/kyc.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'
import { exchangeLaunchUrl, gameTokenSigner, launchedPlayer } from '../../test/originals.js'
import { SESSION_POLICY } from '../auth/index.js'
import { checkLedger, getBalances, SESSION_IDLE_MS } from '../wallet/index.js'
import { endSessionsAtLimit, limitChanges } from './index.js'

/*
 * Player protection (docs/player-protection.md), end to end through HTTP on PGlite and (TEST_DATABASE_URL) on
 * PostgreSQL: every door that moves money refuses over a limit while wins are credited; a
 * decrease is immediate and an increase waits 24 hours and the player's confirmation (the app's
 * clock is moved); a time-out or self-exclusion ends every session and closes the hub; an excluded
 * player can withdraw and cannot bet; support's powers in the back office; parallel bets cannot
 * together pass a limit.
 */

const ADMIN = { username: 'rgadmin1', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '5000',
})
let http: ReturnType<typeof api>
let base: string
const clients: HubClient[] = []
const HOUR = 3_600_000
const DAY = 24 * HOUR
const PASSWORD = 'Tulip-1453'

beforeAll(async () => {
  http = api(t.app)
  base = await listen(t.app)
})
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function idOf(username: string): Promise<number> {
  const [r] = await rows<{ id: number }>(t.app, sql`select id from players where username = ${username}`)
  return Number(r!.id)
}

const rg = (token: string) => http.get('customer/rg', { token })
const setLimit = (token: string, kind: string, period: string, amount: number | null) =>
  http.post('customer/rg/limits', { kind, period, amount }, { token })

type Method = { id: number; title: string }
async function depositMethod(token: string): Promise<Method> {
  const res = await http.get('payment/methods?type=1', { token })
  return res.json<{ data: Method[] }>().data.find((m) => m.title.includes('Havale'))!
}
async function withdrawMethod(token: string): Promise<Method> {
  const res = await http.get('payment/methods?type=2', { token })
  return res.json<{ data: Method[] }>().data.find((m) => m.title.includes('Havale'))!
}
const IBAN = 'TR330006100519786457841326'
async function deposit(token: string, amount: number) {
  const m = await depositMethod(token)
  return http.post(
    'payment/deposit',
    { id: m.id, target: 'pay', detail: { amount, Iban: IBAN, name: 'Ayşe Kaya' } },
    { token },
  )
}
async function withdraw(token: string, amount: number) {
  const m = await withdrawMethod(token)
  return http.post(
    'payment/withdraw',
    { id: m.id, target: 'pay', detail: { amount, Iban: IBAN, name: 'Ayşe Kaya' } },
    { token },
  )
}

/** A game call as the Originals pages make it. */
function game(path: string, gameToken: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/originals/${path}`,
    headers: { 'x-game-token': gameToken, 'x-locale': 'en', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
}

async function launch(token: string, code: string) {
  return http.post('casino/launchurl', { code, providerId: 1, isMobile: false }, { token })
}
async function gameToken(token: string, code: string): Promise<string> {
  const res = await launch(token, code)
  expect(res.json().success, res.body).toBe(true)
  return (await exchangeLaunchUrl(t.app, res.json().data as string)).gameToken
}

let seq = 0
/** A galata wallet callback (PROVIDERS.md), signed as the studio's game server signs it. */
function callback(action: string, body: Record<string, unknown>) {
  const raw = JSON.stringify(body)
  return t.app.inject({
    method: 'POST',
    url: `/api/providers/galata/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      [GALATA_SIGNATURE_HEADER]: signGalataCallback(t.app.config.ORIGINALS_SECRET, raw),
    },
    payload: raw,
  })
}
const cbBet = (token: string, amount: number, txId = `b${seq++}`) =>
  callback('bet', { token, txId, roundId: `r-${txId}`, gameCode: 'galata-dice', amount, currency: 'TRY' })
const cbWin = (token: string, refTxId: string, amount: number) =>
  callback('win', {
    token,
    txId: `w${seq++}`,
    refTxId,
    roundId: `r-${refTxId}`,
    gameCode: 'galata-dice',
    amount,
    currency: 'TRY',
  })

const cashOf = async (playerId: number) => Number((await getBalances(t.app.db, playerId)).cash)

async function liveSessions(playerId: number): Promise<number> {
  const [r] = await rows<{ n: number }>(
    t.app,
    sql`select count(*)::int as n from sessions where player_id = ${playerId} and revoked_at is null`,
  )
  return Number(r!.n)
}

describe('GET customer/rg', () => {
  it('answers no limits and a 60-minute reality check for a new player; needs a session', async () => {
    const p = await http.register('rg1')
    const res = await rg(p.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({
      limits: [],
      realityCheck: { minutes: 60, pending: null },
      timeout: null,
      selfExclusion: null,
      canPlay: true,
      canDeposit: true,
    })
    expect((await http.get('customer/rg')).statusCode).toBe(401)
  })

  it('the idle allowance of time played is auth’s', () => {
    expect(SESSION_IDLE_MS).toBe(SESSION_POLICY.idleMs)
  })
})

describe('deposit limits (gross, rolling, lowest wins)', () => {
  it('a deposit beyond what remains is refused with what remains and when it resets; pending deposits count', async () => {
    const p = await http.register('rg2')
    // Verified, so the identity threshold (KYC_DEPOSIT_THRESHOLD_TRY) is not what refuses here.
    await verifyKyc(t.app, p)
    const set = await setLimit(p.token, 'deposit', 'day', 3000)
    expect(set.json()).toMatchObject({ success: true, message: successMessages.RG_LIMIT_SET.tr })
    const first = await deposit(p.token, 2000)
    expect(first.json().success, first.body).toBe(true)
    const firstAt = t.clock.now()

    const [before] = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from payments`)
    const over = await deposit(p.token, 1500)
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({
      success: false,
      code: 'DEPOSIT_LIMIT',
      message: errorCatalog.DEPOSIT_LIMIT.message.tr,
      data: { kind: 'deposit', period: 'day', limit: 3000, remaining: 1000 },
    })
    const resetsAt = Date.parse(over.json().data.resetsAt as string)
    expect(Math.abs(resetsAt - (firstAt + DAY))).toBeLessThan(5_000)
    const [after] = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from payments`)
    expect(after!.n).toBe(before!.n)

    // A lower weekly limit is the tightest: it is the one reported.
    await setLimit(p.token, 'deposit', 'week', 2500)
    const week = await deposit(p.token, 600)
    expect(week.json()).toMatchObject({
      code: 'DEPOSIT_LIMIT',
      data: { period: 'week', limit: 2500, remaining: 500 },
    })
    expect((await deposit(p.token, 500)).json().success).toBe(true)

    const state = (await rg(p.token)).json().data
    expect(state.limits).toMatchObject([
      { kind: 'deposit', period: 'day', amount: 3000, used: 2500, remaining: 500, pending: null },
      { kind: 'deposit', period: 'week', amount: 2500, used: 2500, remaining: 0, pending: null },
    ])
  })
})

describe('a decrease is immediate, an increase waits 24 hours and the confirmation', () => {
  it('wager limit: raised only after the wait and the confirmation; removal alike', async () => {
    const p = await launchedPlayer(t.app, 3, 500, 'galata-dice')
    const username = 'ayse3'
    expect((await setLimit(p.token, 'wager', 'day', 5)).json().message).toBe(successMessages.RG_LIMIT_SET.tr)
    const bet = (stake: number) => cbBet(p.gameToken, stake)
    const firstBet = await bet(5)
    expect(firstBet.statusCode, firstBet.body).toBe(200)
    const refused = await bet(1)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      code: 'WAGER_LIMIT',
      data: { kind: 'wager', period: 'day', limit: 5, remaining: 0 },
    })

    const raise = await setLimit(p.token, 'wager', 'day', 50)
    expect(raise.json().message).toBe(successMessages.RG_LIMIT_PENDING.tr)
    const pending = raise.json().data.limits[0].pending
    expect(pending).toMatchObject({ amount: 50, confirmable: false })
    expect(Date.parse(pending.effectiveAt) - Date.parse(pending.requestedAt)).toBe(DAY)
    const early = await http.post(
      'customer/rg/limits/confirm',
      { kind: 'wager', period: 'day' },
      { token: p.token },
    )
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({
      code: 'RG_NOTHING_TO_CONFIRM',
      data: { effectiveAt: pending.effectiveAt },
    })

    // 24 hours later the old limit still holds until the player confirms.
    t.clock.advance(DAY + 1000)
    const token = await http.login(username, PASSWORD)
    const gt = await gameToken(token, 'galata-dice')
    expect((await cbBet(gt, 5)).statusCode).toBe(200)
    expect((await cbBet(gt, 1)).json().code).toBe('WAGER_LIMIT')
    const state = (await rg(token)).json().data
    expect(state.limits[0]).toMatchObject({ amount: 5, pending: { amount: 50, confirmable: true } })
    const ok = await http.post('customer/rg/limits/confirm', { kind: 'wager', period: 'day' }, { token })
    expect(ok.json()).toMatchObject({ success: true, message: successMessages.RG_LIMIT_CONFIRMED.tr })
    expect(ok.json().data.limits[0]).toMatchObject({ amount: 50, pending: null })
    expect((await cbBet(gt, 20)).statusCode).toBe(200)

    // A decrease applies at once and withdraws nothing else; a removal waits too.
    expect((await setLimit(token, 'wager', 'day', 26)).json().message).toBe(successMessages.RG_LIMIT_SET.tr)
    expect((await cbBet(gt, 2)).json().code).toBe('WAGER_LIMIT')
    const removal = await setLimit(token, 'wager', 'day', null)
    expect(removal.json().data.limits[0]).toMatchObject({ amount: 26, pending: { amount: null } })
    t.clock.advance(DAY)
    const token2 = await http.login(username, PASSWORD)
    await http.post('customer/rg/limits/confirm', { kind: 'wager', period: 'day' }, { token: token2 })
    expect((await rg(token2)).json().data.limits).toEqual([])

    const changes = await limitChanges({ db: t.app.db }, p.playerId)
    expect(changes.map((c) => c.kind).reverse()).toEqual([
      'limit',
      'limit_pending',
      'limit_confirmed',
      'limit',
      'limit_pending',
      'limit_confirmed',
    ])
    expect(changes.at(-1)).toMatchObject({ subject: 'wager:day', old: 'none', new: '5', actorRole: 'player' })
  })

  it('a shorter reality check is immediate, a longer one waits 24 hours', async () => {
    const p = await http.register('rg4')
    const shorter = await http.post('customer/rg/realitycheck', { minutes: 20 }, { token: p.token })
    expect(shorter.json()).toMatchObject({ data: { realityCheck: { minutes: 20, pending: null } } })
    const longer = await http.post('customer/rg/realitycheck', { minutes: 45 }, { token: p.token })
    expect(longer.json()).toMatchObject({
      message: successMessages.RG_REALITY_CHECK_PENDING.tr,
      data: { realityCheck: { minutes: 20, pending: { minutes: 45 } } },
    })
    expect(
      (await http.post('customer/rg/realitycheck', { minutes: 25 }, { token: p.token })).statusCode,
    ).toBe(400)
  })
})

describe('loss and wager limits at every door; wins always credited', () => {
  it('loss = stakes − wins in the window; a win after the limit is credited', async () => {
    const p = await launchedPlayer(t.app, 5, 500, 'galata-dice')
    await setLimit(p.token, 'loss', 'week', 10)
    const first = `loss-${seq++}`
    expect((await cbBet(p.gameToken, 8, first)).statusCode).toBe(200)
    expect((await cbWin(p.gameToken, first, 5)).statusCode).toBe(200) // loss 3
    const over = await cbBet(p.gameToken, 8)
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({
      code: 'LOSS_LIMIT',
      data: { kind: 'loss', period: 'week', limit: 10, remaining: 7 },
    })
    const second = `loss-${seq++}`
    expect((await cbBet(p.gameToken, 7, second)).statusCode).toBe(200) // loss 10: at the limit
    expect((await cbBet(p.gameToken, 0.01)).json().code).toBe('LOSS_LIMIT')
    const before = await cashOf(p.playerId)
    const win = await cbWin(p.gameToken, second, 30)
    expect(win.statusCode, win.body).toBe(200)
    expect(await cashOf(p.playerId)).toBe(before + 3000)
    // The win brought the loss below zero: play may go on up to the limit again.
    expect((await cbBet(p.gameToken, 10)).statusCode).toBe(200)
  })

  it('every Originals game, Sky Aviator and a provider callback refuse a stake over the wager limit', async () => {
    const p = await launchedPlayer(t.app, 6, 500, 'galata-dice')
    const tokens: Record<string, string> = {}
    for (const code of [
      'galata-dice',
      'galata-roulette',
      'galata-mines',
      'galata-anatolia',
      'galata-blackjack',
      'galata-aviator',
    ])
      tokens[code] = await gameToken(p.token, code)
    await setLimit(p.token, 'wager', 'day', 3)
    expect(
      (await game('galata-dice/bet', tokens['galata-dice']!, { stake: 2, target: 49.5, direction: 'under' }))
        .statusCode,
    ).toBe(200)

    const before = await cashOf(p.playerId)
    const doors: [string, string, unknown][] = [
      ['galata-dice/bet', 'galata-dice', { stake: 2, target: 49.5, direction: 'under' }],
      ['galata-roulette/bet', 'galata-roulette', { bets: [{ numbers: [17], amount: 2 }] }],
      ['galata-mines/start', 'galata-mines', { stake: 2, mines: 3 }],
      ['galata-anatolia/spin', 'galata-anatolia', { stake: 2 }],
      ['galata-blackjack/start', 'galata-blackjack', { stake: 2 }],
    ]
    for (const [path, code, body] of doors) {
      const res = await game(path, tokens[code]!, body)
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403)
      expect(res.json()).toMatchObject({ code: 'WAGER_LIMIT', data: { remaining: 1 } })
    }
    // Sky Aviator: a shared round in its betting phase.
    const round = await aviatorBettingRound()
    const sky = await game('galata-aviator/bet', tokens['galata-aviator']!, { roundId: round, stake: 2 })
    expect(sky.statusCode, sky.body).toBe(403)
    expect(sky.json().code).toBe('WAGER_LIMIT')
    // A provider's callback: the galata dialect answers the site's refusal code.
    const cb = await cbBet(tokens['galata-dice']!, 2)
    expect(cb.statusCode).toBe(403)
    expect(cb.json()).toMatchObject({ success: false, code: 'WAGER_LIMIT' })
    expect(await cashOf(p.playerId)).toBe(before)
    // Within the remaining allowance every door still works.
    expect(
      (await game('galata-mines/start', tokens['galata-mines']!, { stake: 1, mines: 3 })).statusCode,
    ).toBe(200)
  })
})

async function aviatorBettingRound(): Promise<number> {
  for (let i = 0; i < 400; i++) {
    const [r] = await rows<{ id: number; phase: string; betting_ends_at: string }>(
      t.app,
      sql`select id, phase, betting_ends_at from aviator_rounds order by id desc limit 1`,
    )
    if (r && r.phase === 'betting' && new Date(r.betting_ends_at).getTime() - t.clock.now() > 2000)
      return Number(r.id)
    t.clock.advance(3000)
    await t.app.aviator.tick()
  }
  throw new Error('no betting round')
}

describe('session time limit', () => {
  it('reached: bets and launches answer SESSION_LIMIT until the TSİ day resets; the sweep ends the sessions', async () => {
    const p = await launchedPlayer(t.app, 7, 100, 'galata-dice')
    await setLimit(p.token, 'session', 'day', 1)
    expect((await cbBet(p.gameToken, 1)).statusCode).toBe(200)
    t.clock.advance(90_000)
    await http.get('user/balance', { token: p.token }) // keeps the session live
    const refused = await cbBet(p.gameToken, 1)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'SESSION_LIMIT', data: { period: 'day', limit: 1 } })
    const resetsAt = new Date(refused.json().data.resetsAt as string)
    // Midnight in Istanbul is 21:00 UTC.
    expect(resetsAt.getUTCHours()).toBe(21)
    expect((await launch(p.token, 'galata-roulette')).json().code).toBe('SESSION_LIMIT')
    const session = (await http.get('customer/rg/session', { token: p.token })).json().data
    expect(session.sessionLimit).toMatchObject({ period: 'day', minutes: 1, remainingSeconds: 0 })
    expect((await rg(p.token)).json().data.canPlay).toBe(false)

    expect(await endSessionsAtLimit({ db: t.app.db, clock: t.clock, events: t.app.events })).toBeGreaterThan(
      0,
    )
    expect(await liveSessions(p.playerId)).toBe(0)
  })
})

describe('time-out and self-exclusion', () => {
  it('a time-out ends every session and closes the hub; login, withdrawal and history stay; nothing else', async () => {
    const p = await launchedPlayer(t.app, 8, 300, 'galata-dice')
    await t.app.db.execute(sql`update players set phone_verified = true where id = ${p.playerId}`)
    await verifyKyc(t.app, p.playerId)
    const other = await http.login('ayse8', PASSWORD)
    const site = hubClient(base, p.token)
    clients.push(site)
    await site.connection.start()

    const res = await http.post('customer/rg/timeout', { period: '7d' }, { token: p.token })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(successMessages.RG_TIMEOUT_SET.tr)
    expect(res.json().data.timeout).toMatchObject({ period: '7d' })
    expect(res.json().data.canPlay).toBe(false)
    expect(await liveSessions(p.playerId)).toBe(0)
    const closed = await Promise.race([site.closed, new Promise((r) => setTimeout(() => r('timeout'), 3000))])
    expect((closed as Error | undefined)?.message).toMatch(/timed_out/)
    for (const token of [p.token, other])
      expect((await http.get('customer/profile', { token })).statusCode).toBe(401)

    const token = await http.login('ayse8', PASSWORD)
    expect((await deposit(token, 100)).json()).toMatchObject({ code: 'TIMED_OUT' })
    expect((await launch(token, 'galata-dice')).json()).toMatchObject({ code: 'TIMED_OUT' })
    expect((await http.get('bonus/definetrialbonus', { token })).json()).toMatchObject({ code: 'TIMED_OUT' })
    expect((await cbBet(p.gameToken, 1)).statusCode).toBe(401) // the old game token's session ended
    expect((await withdraw(token, 100)).json().success).toBe(true)
    expect(
      (await http.post('transaction/financial', { transactionType: 0, skip: 0, take: 20 }, { token }))
        .statusCode,
    ).toBe(200)

    // Never shortened: a 24-hour time-out now keeps the 7 days.
    const until = (await rg(token)).json().data.timeout.until
    const again = await http.post(
      'customer/rg/timeout',
      { period: '24h' },
      { token: await http.login('ayse8', PASSWORD) },
    )
    expect(again.json().data.timeout.until).toBe(until)

    // A week later it is over.
    t.clock.advance(7 * DAY + 1000)
    const later = await http.login('ayse8', PASSWORD)
    expect((await rg(later)).json().data).toMatchObject({ timeout: null, canPlay: true })
    expect((await launch(later, 'galata-dice')).json().success).toBe(true)
  })

  it('self-excluded: no bets, deposits, launches or marketing; withdrawal works; lift after the period and the cooling-off', async () => {
    const p = await launchedPlayer(t.app, 9, 300, 'galata-dice')
    await t.app.db.execute(sql`update players set phone_verified = true where id = ${p.playerId}`)
    await verifyKyc(t.app, p.playerId)
    const res = await http.post('customer/rg/selfexclusion', { period: '6m' }, { token: p.token })
    expect(res.json()).toMatchObject({
      success: true,
      data: { selfExclusion: { period: '6m', liftRequestedAt: null }, canPlay: false },
    })
    expect(await liveSessions(p.playerId)).toBe(0)

    const token = await http.login('ayse9', PASSWORD)
    expect((await launch(token, 'galata-dice')).json().code).toBe('SELF_EXCLUDED')
    expect((await deposit(token, 100)).json().code).toBe('SELF_EXCLUDED')
    // A game token bound to the new session still cannot stake: the wallet refuses.
    const gt = (await gameTokenSigner(t.app, p.playerId, 'galata-dice')).sign()
    const bet = await cbBet(gt, 1)
    expect(bet.statusCode).toBe(403)
    expect(bet.json().code).toBe('SELF_EXCLUDED')
    expect((await withdraw(token, 150)).json().success).toBe(true)

    // Marketing to everyone skips the excluded player, even one who agreed to campaign messages.
    await t.app.db.execute(sql`update players set marketing_consent = true where id = ${p.playerId}`)
    const admin = await staffLogin(t.app, ADMIN)
    const sent = await http.post(
      'backoffice/notifications',
      {
        to: 'all',
        type: 1,
        title: { tr: 'Kampanya', en: 'Promo' },
        note: { tr: 'Yeni bonus', en: 'New bonus' },
      },
      { token: admin },
    )
    expect(sent.json().success, sent.body).toBe(true)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from notifications where player_id = ${p.playerId} and source like 'broadcast:%'`,
    )
    expect(n!.n).toBe(0)

    // No lift before the 6 months are over.
    const early = await http.post('customer/rg/selfexclusion/lift', {}, { token })
    expect(early.statusCode).toBe(409)
    expect(early.json().code).toBe('RG_LIFT_NOT_ALLOWED')
    t.clock.advance(184 * DAY)
    const t2 = await http.login('ayse9', PASSWORD)
    expect((await launch(t2, 'galata-dice')).json().code).toBe('SELF_EXCLUDED') // over, but not lifted
    const lift = await http.post('customer/rg/selfexclusion/lift', {}, { token: t2 })
    expect(lift.json()).toMatchObject({ success: true, message: successMessages.RG_LIFT_REQUESTED.tr })
    const liftsAt = Date.parse(lift.json().data.selfExclusion.liftsAt as string)
    expect(liftsAt - Date.parse(lift.json().data.selfExclusion.liftRequestedAt as string)).toBe(DAY)
    t.clock.advance(DAY + 1000)
    const t3 = await http.login('ayse9', PASSWORD)
    expect((await rg(t3)).json().data).toMatchObject({ selfExclusion: null, canPlay: true })
    expect((await launch(t3, 'galata-dice')).json().success).toBe(true)
  })

  it('account closure: a plain one closes the account; a gambling-related one self-excludes instead', async () => {
    const a = await http.register('rg10')
    const plain = await http.post('customer/rg/close', { gamblingRelated: false }, { token: a.token })
    expect(plain.json()).toMatchObject({ success: true, data: { outcome: 'closed', state: null } })
    const login = await http.post('auth/login', { username: 'ayserg10', password: PASSWORD })
    expect(login.json().code).toBe('ACCOUNT_DISABLED')

    const b = await http.register('rg11')
    const gambling = await http.post(
      'customer/rg/close',
      { gamblingRelated: true, selfExclusionPeriod: '1y' },
      { token: b.token },
    )
    expect(gambling.json()).toMatchObject({
      data: { outcome: 'self_excluded', state: { selfExclusion: { period: '1y' } } },
    })
    const token = await http.login('ayserg11', PASSWORD)
    expect((await rg(token)).json().data.selfExclusion.period).toBe('1y')
  })
})

describe('back office: support on the player’s request', () => {
  it('support lowers a limit and applies a time-out; cannot raise a limit or lift an exclusion; audited with the operator', async () => {
    const admin = await staffLogin(t.app, ADMIN)
    const { id: supId, token: support } = await staffMember(t.app, ['support'], 'rgsupport1')
    const p = await http.register('rg12')
    const id = await idOf('ayserg12')
    const reason = 'Oyuncu telefonla limitinin düşürülmesini istedi.'
    await setLimit(p.token, 'deposit', 'month', 1000)

    const lower = await http.post(
      `backoffice/players/${id}/rg/limits`,
      { kind: 'deposit', period: 'month', amount: 500, reason },
      { token: support },
    )
    expect(lower.statusCode, lower.body).toBe(200)
    expect(lower.json().data.state.limits[0]).toMatchObject({ amount: 500, pending: null })
    const raise = await http.post(
      `backoffice/players/${id}/rg/limits`,
      { kind: 'deposit', period: 'month', amount: 900, reason },
      { token: support },
    )
    expect(raise.statusCode).toBe(403)
    expect(raise.json().code).toBe('FORBIDDEN')
    const remove = await http.post(
      `backoffice/players/${id}/rg/limits`,
      { kind: 'deposit', period: 'month', amount: null, reason },
      { token: support },
    )
    expect(remove.statusCode).toBe(403)

    const timeout = await http.post(
      `backoffice/players/${id}/rg/timeout`,
      { period: '24h', reason },
      { token: support },
    )
    expect(timeout.json().data.state.timeout).toMatchObject({ period: '24h' })
    expect((await http.get('customer/profile', { token: p.token })).statusCode).toBe(401)
    const exclusion = await http.post(
      `backoffice/players/${id}/rg/selfexclusion`,
      { period: '1y', reason },
      { token: support },
    )
    expect(exclusion.json().data.state.selfExclusion).toMatchObject({ period: '1y' })
    const lift = await http.post(
      `backoffice/players/${id}/rg/selfexclusion/lift`,
      { reason },
      { token: support },
    )
    expect(lift.statusCode).toBe(403)
    // Admin may file the lift only once the period is over.
    const adminLift = await http.post(
      `backoffice/players/${id}/rg/selfexclusion/lift`,
      { reason },
      { token: admin },
    )
    expect(adminLift.json().code).toBe('RG_LIFT_NOT_ALLOWED')
    // A player cannot reach the back office: their token is no staff session (docs/backoffice.md).
    expect(
      (await http.get(`backoffice/players/${id}/rg`, { token: await http.login('ayserg11', PASSWORD) }))
        .statusCode,
    ).toBe(401)

    const view = await http.get(`backoffice/players/${id}/rg`, { token: support })
    const history = view.json().data.history as { kind: string; actorRole: string }[]
    expect(history.map((h) => [h.kind, h.actorRole])).toEqual([
      ['self_exclusion', 'support'],
      ['timeout', 'support'],
      ['limit', 'support'],
      ['limit', 'player'],
    ])
    const [row] = await rows<{ actor_id: number; reason: string }>(
      t.app,
      sql`select actor_id, reason from rg_changes where player_id = ${id} and kind = 'timeout'`,
    )
    expect(Number(row!.actor_id)).toBe(supId)
    expect(row!.reason).toBe(reason)
  })
})

describe('concurrency', () => {
  it('parallel bets cannot together pass a wager limit (the check runs in the accounts lock)', async () => {
    const p = await launchedPlayer(t.app, 13, 500, 'galata-dice')
    await setLimit(p.token, 'wager', 'day', 10)
    const results = await Promise.all(Array.from({ length: 6 }, () => cbBet(p.gameToken, 4)))
    const accepted = results.filter((r) => r.statusCode === 200).length
    expect(accepted).toBe(2)
    expect(results.filter((r) => r.json().code === 'WAGER_LIMIT').length).toBe(4)
    const [sum] = await rows<{ s: string }>(
      t.app,
      sql`select coalesce(sum(amount), 0)::text as s from provider_transactions where player_id = ${p.playerId} and op = 'bet' and status = 'open'`,
    )
    expect(Number(sum!.s)).toBe(800)
  })
})

describe('GET customer/rg/session (the reality check)', () => {
  it('answers this login session’s time, stakes, wins and net', async () => {
    const p = await launchedPlayer(t.app, 14, 100, 'galata-dice')
    const id = `s-${seq++}`
    await cbBet(p.gameToken, 10, id)
    await cbWin(p.gameToken, id, 4)
    t.clock.advance(5 * 60_000)
    const res = await http.get('customer/rg/session', { token: p.token })
    expect(res.json().data).toMatchObject({
      stakes: 10,
      wins: 4,
      net: -6,
      realityCheckMinutes: 60,
      sessionLimit: null,
    })
    expect(res.json().data.elapsedSeconds).toBeGreaterThanOrEqual(300)
  })
})
