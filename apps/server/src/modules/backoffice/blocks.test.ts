import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog } from '@galata/contract'
import { GALATA_SIGNATURE_HEADER, signGalataCallback } from '../../providers/index.js'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { verifyKyc } from '../../test/kyc.js'
import { exchangeLaunchUrl, launchedPlayer } from '../../test/originals.js'
import { sportsKit } from '../../test/sports.js'
import { staffMember } from '../../test/staff.js'
import { checkLedger, getBalances } from '../wallet/index.js'

/*
 * The back office's granular blocks (docs/backoffice.md "The player page"), end to end: set by risk
 * through PUT players/:id/blocks (audited), and refused at every door the money passes — a deposit
 * and a withdrawal request, an Originals bet (the wallet's one-statement bet and its general path),
 * a provider's bet callback (the casino wallet), a Sky Aviator bet (the shared-round engine) and a
 * sportsbook ticket — with the localised code, nothing moved. Lifting a block opens the door again.
 * On PGlite and (TEST_DATABASE_URL) PostgreSQL.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '5000' })
const k = sportsKit(t)
let http: ReturnType<typeof api>
let risk: string
let support: string

beforeAll(async () => {
  http = api(t.app)
  risk = (await staffMember(t.app, ['risk'], 'blockrisk1')).token
  support = (await staffMember(t.app, ['support'], 'blocksupp1')).token
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const IBAN = 'TR330006100519786457841326'
type Method = { id: number; title: string }
async function pay(kind: 'deposit' | 'withdraw', token: string, amount: number) {
  const methods = await http.get(`payment/methods?type=${kind === 'deposit' ? 1 : 2}`, { token })
  const m = methods.json<{ data: Method[] }>().data.find((x) => x.title.includes('Havale'))!
  return http.post(
    `payment/${kind}`,
    { id: m.id, target: 'pay', detail: { amount, Iban: IBAN, name: 'Ayşe Kaya' } },
    { token },
  )
}
const block = (playerId: number, body: object, token = risk) =>
  http.put(`backoffice/players/${playerId}/blocks`, body, { token })

function game(path: string, gameToken: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: `/api/originals/${path}`,
    headers: { 'x-game-token': gameToken, 'x-locale': 'en', 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
}
let seq = 0
function cbBet(gameToken: string, amount: number) {
  const txId = `blk${seq++}`
  const raw = JSON.stringify({
    token: gameToken,
    txId,
    roundId: `r-${txId}`,
    gameCode: 'galata-dice',
    amount,
    currency: 'TRY',
  })
  return t.app.inject({
    method: 'POST',
    url: '/api/providers/galata/bet',
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      [GALATA_SIGNATURE_HEADER]: signGalataCallback(t.app.config.ORIGINALS_SECRET, raw),
    },
    payload: raw,
  })
}
async function gameToken(token: string, code: string) {
  const res = await http.post('casino/launchurl', { code, providerId: 1, isMobile: false }, { token })
  expect(res.json().success, res.body).toBe(true)
  return (await exchangeLaunchUrl(t.app, res.json().data as string)).gameToken
}
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
const cashOf = async (playerId: number) => (await getBalances(t.app.db, playerId)).cash

describe('PUT backoffice/players/:id/blocks', () => {
  it('sets each block on its own, keeps the others, shows them on the page, and audits the reason', async () => {
    const p = await launchedPlayer(t.app, 941, 100, 'galata-dice')
    const res = await block(p.playerId, { deposits: true, reason: 'Kaynağı belirsiz ödemeler' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ deposits: true, withdrawals: false, bets: false })
    expect((await block(p.playerId, { bets: true, reason: 'Risk incelemesi' })).json().data).toEqual({
      deposits: true,
      withdrawals: false,
      bets: true,
    })
    const page = await http.get(`backoffice/players/${p.playerId}`, { token: risk })
    expect(page.json().data.blocks).toEqual({ deposits: true, withdrawals: false, bets: true })
    const [audit] = await rows<{ actor_kind: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select actor_kind, detail from audit_log where action = 'backoffice.player.blocks' order by id desc limit 1`,
    )
    expect(audit).toMatchObject({
      actor_kind: 'staff',
      detail: { playerId: p.playerId, reason: 'Risk incelemesi', to: { bets: true, deposits: true } },
    })
  })

  it('refuses bad bodies (400), support (403), an unknown player (404)', async () => {
    const p = await launchedPlayer(t.app, 942, 100, 'galata-dice')
    for (const body of [
      { reason: 'Neden yok blok' },
      { bets: true },
      { bets: 'yes', reason: 'abc' },
      { bets: true, reason: 'x', extra: 1 },
    ])
      expect((await block(p.playerId, body)).statusCode, JSON.stringify(body)).toBe(400)
    expect((await block(p.playerId, { bets: true, reason: 'Destek deniyor' }, support)).statusCode).toBe(403)
    expect((await block(999999999, { bets: true, reason: 'Yok böyle biri' })).statusCode).toBe(404)
  })
})

describe('a blocked player at every money door', () => {
  it('cannot deposit or withdraw; lifted, both work again', async () => {
    const p = await launchedPlayer(t.app, 943, 300, 'galata-dice')
    await t.app.db.execute(sql`update players set phone_verified = true where id = ${p.playerId}`)
    await verifyKyc(t.app, p.playerId)
    await block(p.playerId, { deposits: true, withdrawals: true, reason: 'AML incelemesi' })
    const dep = await pay('deposit', p.token, 100)
    expect(dep.statusCode).toBe(403)
    expect(dep.json()).toMatchObject({
      code: 'DEPOSITS_BLOCKED',
      message: errorCatalog.DEPOSITS_BLOCKED.message.tr,
    })
    const wd = await pay('withdraw', p.token, 100)
    expect(wd.statusCode).toBe(403)
    expect(wd.json()).toMatchObject({ code: 'WITHDRAWALS_BLOCKED' })
    expect(await cashOf(p.playerId)).toBe(30_000n)
    const [payments] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from payments where player_id = ${p.playerId}`,
    )
    expect(Number(payments!.n)).toBe(0)
    await block(p.playerId, { deposits: false, withdrawals: false, reason: 'İnceleme bitti' })
    expect((await pay('deposit', p.token, 100)).json().success).toBe(true)
    expect((await pay('withdraw', p.token, 100)).json().success).toBe(true)
  })

  it('cannot bet on Originals, through a provider callback, on Sky Aviator or in the sportsbook', async () => {
    const p = await launchedPlayer(t.app, 944, 300, 'galata-dice')
    const tokens = {
      dice: p.gameToken,
      mines: await gameToken(p.token, 'galata-mines'),
      aviator: await gameToken(p.token, 'galata-aviator'),
    }
    const eventId = await k.seedEvent()
    const outcome = await k.outcome(eventId, '1x2', '1', { odds: 2 })
    const ticket = () =>
      http.post(
        'sports/bets',
        {
          kind: 'single',
          legs: [{ outcomeId: outcome.id, odds: outcome.odds }],
          stake: 2,
          placementKey: k.key(),
        },
        { token: p.token, headers: { 'x-locale': 'en' } },
      )
    await block(p.playerId, { bets: true, reason: 'Şüpheli oyun' })
    const before = await cashOf(p.playerId)

    const refusals = {
      dice: await game('galata-dice/bet', tokens.dice, { stake: 2, target: 49.5, direction: 'under' }),
      mines: await game('galata-mines/start', tokens.mines, { stake: 2, mines: 3 }),
      callback: await cbBet(tokens.dice, 2),
      aviator: await game('galata-aviator/bet', tokens.aviator, {
        roundId: await aviatorBettingRound(),
        stake: 2,
      }),
      sportsbook: await ticket(),
    }
    for (const [door, res] of Object.entries(refusals)) {
      expect(res.statusCode, `${door}: ${res.body}`).toBe(403)
      expect(res.json().code, door).toBe('BETS_BLOCKED')
    }
    expect(refusals.sportsbook.json().message).toBe(errorCatalog.BETS_BLOCKED.message.en)
    // A launch is refused too: play would end at the first stake.
    const launch = await http.post(
      'casino/launchurl',
      { code: 'galata-dice', providerId: 1, isMobile: false },
      { token: p.token },
    )
    expect(launch.json().code).toBe('BETS_BLOCKED')
    expect(await cashOf(p.playerId)).toBe(before)
    const [wagers] = await rows<{ n: number }>(
      t.app,
      sql`select (select count(*) from provider_transactions where player_id = ${p.playerId})::int
               + (select count(*) from sports_tickets where player_id = ${p.playerId})::int as n`,
    )
    expect(Number(wagers!.n)).toBe(0)

    await block(p.playerId, { bets: false, reason: 'İnceleme bitti' })
    const open = await game('galata-dice/bet', tokens.dice, { stake: 2, target: 49.5, direction: 'under' })
    expect(open.statusCode, open.body).toBe(200)
    const ok = await ticket()
    expect(ok.statusCode, ok.body).toBe(200)
  })
})
