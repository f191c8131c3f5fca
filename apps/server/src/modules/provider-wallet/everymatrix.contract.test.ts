import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EveryMatrixClient, type EveryMatrixTransport } from '@galata/testkit'
import { rgLimits, rgSettings } from '../../db/schema/index.js'
import { ConfigError, loadConfig } from '../../config.js'
import { EVERYMATRIX_TOKEN_TTL_MS, everyMatrixTokenSecret, providerRegistry } from '../../providers/index.js'
import { useTestApp } from '../../test/helper.js'
import { expectProviderLedger, providerPlayer, seedProviderGames } from '../../test/provider-contract.js'
import { api, rows } from '../../test/accounts.js'
import { fundPlayer } from '../../test/wallet.js'
import { getBalances } from '../wallet/index.js'

/*
 * The EveryMatrix contract (docs/providers.md "EveryMatrix"): its ApiRequest calls as EveryMatrix
 * sends them (through the testkit's EveryMatrixClient), against the real app and database (PGlite,
 * or PostgreSQL with TEST_DATABASE_URL), with the ledger invariant after every case.
 */

const LOGIN = 'em-galata'
const PASSWORD = 'em-password-0123456789'
const GAME = 'em-9001'

const t = useTestApp(() => ({
  EVERYMATRIX_OPERATOR_ID: '2077',
  EVERYMATRIX_LOGIN: LOGIN,
  EVERYMATRIX_PASSWORD: PASSWORD,
  EVERYMATRIX_LAUNCH_URL: 'https://casino.everymatrix.test',
}))

const transport: EveryMatrixTransport = async (headers, body) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/providers/everymatrix/ApiRequest',
    headers,
    payload: body,
  })
  return { status: res.statusCode, body: res.body }
}
const em = new EveryMatrixClient({ login: LOGIN, password: PASSWORD, transport })

beforeAll(() =>
  seedProviderGames(t, 'everymatrix', [GAME], { name: { tr: 'Rulet', en: 'Roulette' }, studio: 'EM' }),
)

afterEach(() => expectProviderLedger(t, 'everymatrix'))

async function player(lira: number, opts: { issuedAt?: number } = {}) {
  const { playerId, token } = await providerPlayer(t, {
    lira,
    secret: everyMatrixTokenSecret(t.app.config.ORIGINALS_SECRET),
    ttlMs: EVERYMATRIX_TOKEN_TTL_MS,
    gameCode: GAME,
    ...(opts.issuedAt === undefined ? {} : { issuedAt: opts.issuedAt }),
  })
  return { playerId, user: String(playerId), token }
}
type P = Awaited<ReturnType<typeof player>>
const lira = async (playerId: number) => {
  const b = await getBalances(t.app.db, playerId)
  return Number(b.cash + b.bonus) / 100
}
const emRows = (playerId: number) =>
  rows<{ tx_id: string }>(
    t.app,
    sql`select tx_id from provider_transactions where provider = 'everymatrix' and player_id = ${playerId}`,
  )
const wager = (p: P, Amount: unknown, o: Record<string, unknown> = {}) =>
  em.wager({
    SessionId: p.token,
    ExternalUserId: p.user,
    RoundId: 'r1',
    EMGameId: GAME,
    Amount: Amount as number,
    ...o,
  })
const result = (p: P, round: string, Amount: number, o: Record<string, unknown> = {}) =>
  em.result({ SessionId: p.token, ExternalUserId: p.user, RoundId: round, EMGameId: GAME, Amount, ...o })
const rollback = (p: P, ref: string, o: Record<string, unknown> = {}) =>
  em.rollback({
    SessionId: p.token,
    ExternalUserId: p.user,
    RoundId: 'r1',
    EMGameId: GAME,
    Amount: 0,
    RollbackTransactionId: ref,
    ...o,
  })

describe('EveryMatrix: credentials', () => {
  it('a missing or wrong login or password → 101 without a balance, nothing written', async () => {
    const p = await player(10)
    for (const creds of [{ LoginName: 'x' }, { Password: 'wrong-password-000' }, { LoginName: undefined }]) {
      const res = await em.send({
        ...creds,
        Request: 'WalletDebit',
        TransactionType: 'wager',
        SessionId: p.token,
        TransactionId: randomUUID(),
        RoundId: 'r',
        EMGameId: GAME,
        Amount: 1,
      })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ ReturnCode: 101, Request: 'WalletDebit' })
      expect(res.body.Balance).toBeUndefined()
    }
    expect(await emRows(p.playerId)).toEqual([])
  })
})

describe('EveryMatrix: account and balance', () => {
  it('GetAccount and GetBalance answer in lira; unknown or expired session → 103; currency → 106', async () => {
    const p = await player(20.5)
    expect((await em.getAccount(p.token)).body).toMatchObject({
      ReturnCode: 0,
      ExternalUserId: p.user,
      Currency: 'TRY',
      Balance: 20.5,
      RealMoney: 20.5,
      BonusMoney: 0,
      SessionId: p.token,
    })
    expect((await em.getBalance(p.token, p.user)).body).toMatchObject({ ReturnCode: 0, Balance: 20.5 })
    expect((await em.getBalance('nope')).body.ReturnCode).toBe(103)
    const old = await player(5, { issuedAt: t.clock.now() - EVERYMATRIX_TOKEN_TTL_MS - 1_000 })
    expect((await em.getBalance(old.token, old.user)).body.ReturnCode).toBe(103)
    expect(
      (
        await em.send({
          Request: 'GetBalance',
          SessionId: p.token,
          AdditionalData: { PlayerCurrency: 'EUR' },
        })
      ).body.ReturnCode,
    ).toBe(106)
  })
})

describe('EveryMatrix: wagers', () => {
  it('happy, replay, conflicting duplicate 107, insufficient 104, bad amounts 101, unknown game 103, currency 106', async () => {
    const p = await player(10)
    const id = randomUUID()
    const first = await wager(p, 2.5, { TransactionId: id })
    expect(first.body).toMatchObject({ ReturnCode: 0, Balance: 7.5, Request: 'WalletDebit' })
    expect((await wager(p, 2.5, { TransactionId: id })).body).toMatchObject({
      ReturnCode: 0,
      Balance: 7.5,
      AccountTransactionId: first.body.AccountTransactionId,
    })
    expect((await wager(p, 3, { TransactionId: id })).body.ReturnCode).toBe(107)
    expect((await wager(p, 50)).body).toMatchObject({ ReturnCode: 104, Balance: 7.5 })
    for (const amount of [0, -1, 0.005, 1e21, 'x'])
      expect((await wager(p, amount)).body.ReturnCode, String(amount)).toBe(101)
    expect((await wager(p, 1, { EMGameId: 'em-none' })).body.ReturnCode).toBe(103)
    expect((await wager(p, 1, { Currency: 'EUR' })).body.ReturnCode).toBe(106)
    expect(await lira(p.playerId)).toBe(7.5)
    expect(await emRows(p.playerId)).toHaveLength(1)
  })

  it('exclusion → 102, a loss limit → 109, on wagers only; results still land', async () => {
    const p = await player(100)
    const now = new Date(t.clock.now())
    await t.app.db.insert(rgSettings).values({ playerId: p.playerId, stakeLimits: true, updatedAt: now })
    await t.app.db
      .insert(rgLimits)
      .values({ playerId: p.playerId, kind: 'loss', period: 'week', amount: 1_000n, updatedAt: now })
    expect((await wager(p, 8, { RoundId: 'rl' })).body.ReturnCode).toBe(0)
    expect((await wager(p, 3)).body).toMatchObject({ ReturnCode: 109, Balance: 92 })
    expect((await result(p, 'rl', 1)).body).toMatchObject({ ReturnCode: 0, Balance: 93 })

    const q = await player(10)
    await wager(q, 1, { RoundId: 'rq' })
    await t.app.db.insert(rgSettings).values({
      playerId: q.playerId,
      exclusionPeriod: 'indefinite',
      exclusionStartedAt: now,
      updatedAt: now,
    })
    expect((await wager(q, 1)).body.ReturnCode).toBe(102)
    expect((await result(q, 'rq', 4, { SessionId: 'gone' })).body).toMatchObject({
      ReturnCode: 0,
      Balance: 13,
    })
  })
})

describe('EveryMatrix: results and rollbacks', () => {
  it('a result pays the round’s bet once; no bet in the round → 108; rollback refunds once; unknown → tombstone; win after rollback → 108; win reversal refused', async () => {
    const p = await player(10)
    const b = randomUUID()
    await wager(p, 2, { TransactionId: b, RoundId: 'ra' })
    const w = randomUUID()
    expect((await result(p, 'ra', 5.009, { TransactionId: w })).body).toMatchObject({
      ReturnCode: 0,
      Balance: 13,
    })
    expect((await result(p, 'ra', 5.009, { TransactionId: w })).body).toMatchObject({
      ReturnCode: 0,
      Balance: 13,
    })
    expect((await result(p, 'r-none', 5)).body).toMatchObject({ ReturnCode: 108, Balance: 13 })

    const c = randomUUID()
    await wager(p, 4, { TransactionId: c, RoundId: 'rc' })
    const r = randomUUID()
    expect((await rollback(p, c, { TransactionId: r, RoundId: 'rc' })).body).toMatchObject({
      ReturnCode: 0,
      Balance: 13,
    })
    expect((await rollback(p, c, { TransactionId: r, RoundId: 'rc' })).body).toMatchObject({
      ReturnCode: 0,
      Balance: 13,
    })
    expect((await result(p, 'rc', 1)).body).toMatchObject({ ReturnCode: 108, Balance: 13 })

    const ghost = randomUUID()
    expect((await rollback(p, ghost, { RoundId: 'rg' })).body.ReturnCode).toBe(0)
    expect((await wager(p, 1, { TransactionId: ghost, RoundId: 'rg' })).body).toMatchObject({
      ReturnCode: 107,
      Balance: 13,
    })
    expect((await rollback(p, b, { RoundId: 'ra' })).body).toMatchObject({ ReturnCode: 0, Balance: 13 })
    expect(
      (await em.rollback({ SessionId: p.token, RoundId: 'ra', RollbackTransactionId: w, Amount: 5 }, true))
        .body.ReturnCode,
    ).toBe(101)
    expect(await lira(p.playerId)).toBe(13)
  })

  it('several wagers and results per round; a result before its wager → 108, then the wager, then the retried result lands', async () => {
    const p = await player(10)
    await wager(p, 1, { RoundId: 'rm' })
    await wager(p, 1, { RoundId: 'rm' })
    expect((await result(p, 'rm', 0.5)).body).toMatchObject({ ReturnCode: 0, Balance: 8.5 })
    expect((await result(p, 'rm', 0.5)).body).toMatchObject({ ReturnCode: 0, Balance: 9 })
    const w = randomUUID()
    expect((await result(p, 'early', 3, { TransactionId: w })).body.ReturnCode).toBe(108)
    expect((await wager(p, 1, { RoundId: 'early' })).body.Balance).toBe(8)
    expect((await result(p, 'early', 3, { TransactionId: w })).body).toMatchObject({
      ReturnCode: 0,
      Balance: 11,
    })
  })

  it('20 concurrent wagers over the balance → the affordable ones; one id twice at once → one posting', async () => {
    const p = await player(10)
    const answers = await Promise.all(Array.from({ length: 20 }, () => wager(p, 3)))
    const codes = answers.map((a) => a.body.ReturnCode)
    expect(codes.filter((c) => c === 0)).toHaveLength(3)
    expect(codes.filter((c) => c !== 0 && c !== 104)).toEqual([])
    expect(await lira(p.playerId)).toBe(1)
    const q = await player(10)
    const id = randomUUID()
    await Promise.all([0, 1].map(() => wager(q, 2, { TransactionId: id })))
    expect(await emRows(q.playerId)).toHaveLength(1)
    expect(await lira(q.playerId)).toBe(8)
  })
})

describe('EveryMatrix: races and sub-kuruş results', () => {
  it('a result racing a rollback of the same wager: exactly one wins, the other moves nothing', async () => {
    const p = await player(100)
    const winners = { result: 0, rollback: 0 }
    for (let i = 0; i < 12; i++) {
      const round = `race-${i}`
      const bet = randomUUID()
      expect((await wager(p, 2, { TransactionId: bet, RoundId: round })).body.ReturnCode).toBe(0)
      const before = await lira(p.playerId)
      // Sent in both orders: one database serializes them as sent, another as they land.
      const sendResult = () => result(p, round, 3, { TransactionId: randomUUID() })
      const sendRollback = () => rollback(p, bet, { RoundId: round })
      const [won, rolled] =
        i % 2 === 0
          ? await Promise.all([sendResult(), sendRollback()])
          : await Promise.all([sendRollback(), sendResult()]).then(([r, w]) => [w, r] as const)
      // A rollback of a settled wager changes nothing and says so with 0; a result of a refunded one is 108.
      expect(rolled.body.ReturnCode).toBe(0)
      expect([0, 108]).toContain(won.body.ReturnCode)
      const after = await lira(p.playerId)
      if (won.body.ReturnCode === 0) {
        winners.result += 1
        expect(after).toBe(before + 3)
      } else {
        winners.rollback += 1
        expect(after).toBe(before + 2)
      }
      const [state] = await rows<{ status: string }>(
        t.app,
        sql`select status from provider_transactions where provider = 'everymatrix' and tx_id = ${bet}`,
      )
      expect(state!.status).toBe(won.body.ReturnCode === 0 ? 'settled' : 'rolled_back')
    }
    expect(winners.result + winners.rollback).toBe(12)
  })

  it('a result below a kuruş is never refused: the floor is booked, the rest is not credited', async () => {
    const p = await player(10)
    // The exact text EveryMatrix sends, never through a float.
    const resultAs = (round: string, amount: string) =>
      em.send(null, {
        raw: JSON.stringify({
          ApiVersion: '1.0',
          LoginName: LOGIN,
          Password: PASSWORD,
          Request: 'WalletCredit',
          TransactionType: 'result',
          SessionId: p.token,
          ExternalUserId: p.user,
          TransactionId: randomUUID(),
          RoundId: round,
          EMGameId: GAME,
          Amount: '@',
        }).replace('"@"', amount),
      })
    const cases: [string, number][] = [
      ['1.239', 1.23],
      ['0.009', 0],
      ['2.00999999999999999999', 2],
      ['0.1', 0.1],
    ]
    let expected = 10
    for (const [i, [amount, booked]] of cases.entries()) {
      await wager(p, 1, { RoundId: `sub-${i}` })
      expected = Math.round((expected - 1 + booked) * 100) / 100
      const res = await resultAs(`sub-${i}`, amount)
      expect(res.body, amount).toMatchObject({ ReturnCode: 0, Balance: expected })
    }
    expect(await lira(p.playerId)).toBe(expected)
    // Not an amount at all (an exponent, a sign): refused as malformed, nothing booked.
    await wager(p, 1, { RoundId: 'sub-bad' })
    for (const amount of ['1e-3', '-0.5'])
      expect((await resultAs('sub-bad', amount)).body.ReturnCode, amount).toBe(101)
    expect(await lira(p.playerId)).toBe(Math.round((expected - 1) * 100) / 100)
  })
})

describe('EveryMatrix: launch and configuration', () => {
  it('casino/emlaunchurl builds the CasinoEngine loader url whose _sid plays', async () => {
    const a = api(t.app)
    const { token } = await a.register(661)
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse661'`)
    await fundPlayer(t.app.db, Number(row!.id), { cash: 3_000n })
    const launch = await a.post('casino/emlaunchurl', { code: GAME, productId: 3 }, { token })
    expect(launch.json(), launch.body).toMatchObject({ success: true })
    const url = new URL(launch.json().data as string)
    expect(url.origin + url.pathname).toBe(`https://casino.everymatrix.test/Loader/Start/2077/${GAME}`)
    expect(url.searchParams.get('funMode')).toBe('false')
    const sid = url.searchParams.get('_sid')!
    expect((await em.getBalance(sid)).body).toMatchObject({ ReturnCode: 0, Balance: 30 })
  })

  it('all four settings enable it, none keeps it null, some stop the boot', () => {
    expect(providerRegistry(loadConfig({})).everymatrix).toBeNull()
    const all = {
      EVERYMATRIX_OPERATOR_ID: '1',
      EVERYMATRIX_LOGIN: LOGIN,
      EVERYMATRIX_PASSWORD: PASSWORD,
      EVERYMATRIX_LAUNCH_URL: 'https://casino.everymatrix.test',
    }
    expect(providerRegistry(loadConfig(all)).everymatrix?.isConfigured).toBe(true)
    expect(() => loadConfig({ ...all, EVERYMATRIX_LAUNCH_URL: '' })).toThrow(ConfigError)
  })
})
