import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  EgtClient,
  egtXml,
  startEgtGameServer,
  type EgtGame,
  type EgtGameServer,
  type EgtTransport,
} from '@galata/testkit'
import { gameProviders, rgLimits, rgSettings } from '../../db/schema/index.js'
import { ConfigError, loadConfig } from '../../config.js'
import { EGT_TOKEN_TTL_MS, egtTokenSecret, providerRegistry } from '../../providers/index.js'
import { useTestApp } from '../../test/helper.js'
import {
  expectProviderLedger,
  providerPlayer,
  roundedAway,
  seedProviderGames,
} from '../../test/provider-contract.js'
import { api, rows } from '../../test/accounts.js'
import { fundPlayer } from '../../test/wallet.js'
import { getBalances, SUB_KURUS_PER_KURUS as SUB } from '../wallet/index.js'
import { pruneProviderSessions } from './provider-sessions.js'

/*
 * The EGT contract (docs/providers.md "EGT"): its XML wallet calls as EGT sends them (UserName and
 * Password in the body, through the testkit's EgtClient, which the provider simulator reuses),
 * against the real app and database (PGlite, or PostgreSQL with TEST_DATABASE_URL). After every
 * case: the ledger checks, and every EGT transaction id is one posting at most, or a tombstone.
 * Amounts are kuruş (EGT's minor units).
 */

const CREDENTIALS = { username: 'egt-galata', password: 'egt-secret-Ω-1', portalCode: 'GalataTRY' }
const GAME = '1001'
const OTHER_GAME = '1002'

let gameServer: EgtGameServer
beforeAll(async () => {
  gameServer = await startEgtGameServer(CREDENTIALS)
})
afterAll(async () => gameServer?.close())

const t = useTestApp(() => ({
  EGT_USERNAME: CREDENTIALS.username,
  EGT_PASSWORD: CREDENTIALS.password,
  EGT_PORTAL_CODE: CREDENTIALS.portalCode,
  EGT_API_URL: gameServer.url,
}))

const transport: EgtTransport = async (action, headers, body) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/providers/egt/${action}`,
    headers,
    payload: body,
  })
  return { status: res.statusCode, headers: res.headers, body: res.body }
}
const egt = new EgtClient({ ...CREDENTIALS, transport })

beforeAll(() =>
  seedProviderGames(t, 'egt', [GAME, OTHER_GAME], {
    name: { tr: '40 Super Hot', en: '40 Super Hot' },
    studio: 'EGT',
  }),
)

afterEach(() => expectProviderLedger(t, 'egt'))

/** A funded player with a live site session, its DefenceCode, and (unless `authenticate: false`) EGT's game session bound to it. */
async function player(lira: number, opts: { issuedAt?: number; game?: string; authenticate?: boolean } = {}) {
  const { playerId, token: defenceCode } = await providerPlayer(t, {
    lira,
    secret: egtTokenSecret(t.app.config.ORIGINALS_SECRET),
    ttlMs: EGT_TOKEN_TTL_MS,
    gameCode: opts.game ?? GAME,
    ...(opts.issuedAt === undefined ? {} : { issuedAt: opts.issuedAt }),
  })
  const game: EgtGame = {
    playerId: String(playerId),
    sessionId: `egt-${randomUUID()}`,
    gameId: opts.game ?? GAME,
  }
  if (opts.authenticate !== false) {
    const auth = await egt.authenticate(game, defenceCode)
    expect(auth.body, auth.raw).toMatchObject({ root: 'AuthenticateResponse', ErrorCode: '1000' })
  }
  return { playerId, defenceCode, game }
}
type P = Awaited<ReturnType<typeof player>>

const kurus = async (playerId: number) => {
  const b = await getBalances(t.app.db, playerId)
  return Number(b.cash + b.bonus)
}
const egtRows = (playerId: number) =>
  rows<{ tx_id: string; op: string; status: string; ledger_transaction_id: number | null }>(
    t.app,
    sql`select tx_id, op, status, ledger_transaction_id from provider_transactions
        where provider = 'egt' and player_id = ${playerId} order by id`,
  )

const bet = (
  p: P,
  amount: number | string,
  o: { transferId?: string; gameNumber?: string; [k: string]: unknown } = {},
) => {
  const transferId = o.transferId ?? randomUUID()
  return egt.withdraw(p.game, { gameNumber: o.gameNumber ?? `g${transferId}`, amount, ...o, transferId })
}
const win = (p: P, gameNumber: string, amount: number | string, o: Record<string, unknown> = {}) =>
  egt.deposit(p.game, { transferId: randomUUID(), gameNumber, amount, ...o })
const cancel = (p: P, betTransferId: string, gameNumber: string, amount: number | string = 0) =>
  egt.deposit(p.game, { transferId: betTransferId, gameNumber, amount, reason: 'ROUND_CANCEL' })

describe('EGT: credentials in the body (auth)', () => {
  it('missing, wrong or foreign credentials, a body altered or not this XML → 3000, nothing written', async () => {
    const p = await player(10)
    const fields = {
      UserName: CREDENTIALS.username,
      Password: CREDENTIALS.password,
      PlayerId: p.game.playerId,
      PortalCode: CREDENTIALS.portalCode,
      SessionId: p.game.sessionId,
      TransferId: randomUUID(),
      GameId: GAME,
      GameNumber: 'n1',
      Amount: '100',
      Currency: 'TRY',
      Reason: 'ROUND_BEGIN',
    }
    for (const change of [
      { UserName: undefined },
      { Password: undefined },
      { Password: 'wrong' },
      { UserName: 'someone-else' },
      { UserName: undefined, Password: undefined },
    ]) {
      const res = await egt.send('Withdraw', { ...fields, ...change })
      expect(res.status).toBe(200)
      expect(res.contentType).toMatch(/^application\/xml/)
      // Unauthenticated: no balance in the answer.
      expect(res.body, JSON.stringify(change)).toEqual({
        root: 'WithdrawResponse',
        ErrorCode: '3000',
        ErrorMessage: 'Authentication failed',
      })
    }
    // Not XML, or XML that is not this flat dialect: refused the same, before anything is read.
    const xxe = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><WithdrawRequest><UserName>${CREDENTIALS.username}</UserName><Password>${CREDENTIALS.password}</Password><PlayerId>&x;</PlayerId></WithdrawRequest>`
    const lol = egtXml('WithdrawRequest', { ...fields, GameNumber: 'LOL' }).replace('LOL', '&lol;')
    for (const raw of [
      `{"UserName":"${CREDENTIALS.username}"}`,
      '',
      xxe,
      lol,
      '<WithdrawRequest><A><B>1</B></A></WithdrawRequest>',
    ]) {
      const res = await egt.send('Withdraw', null, { raw })
      expect(res.status, raw).toBe(200)
      expect(res.body.ErrorCode, raw).toBe('3000')
      expect(res.body.Balance).toBeUndefined()
    }
    expect(await egtRows(p.playerId)).toEqual([])
    expect(await kurus(p.playerId)).toBe(1_000)

    // The same fields laid out otherwise (no declaration, other spacing, escaped text) still pass.
    const compact = egtXml('WithdrawRequest', fields)
      .replace(/^<\?xml[^>]*\?>\n/, '')
      .replace(/\n\s*/g, '')
    const ok = await egt.send('Withdraw', null, { raw: `\n  ${compact}\n` })
    expect(ok.body).toMatchObject({ root: 'WithdrawResponse', ErrorCode: '1000', Balance: '900' })
  })

  it('a password with XML-special characters is compared after unescaping', async () => {
    const p = await player(1)
    const res = await egt.send('GetPlayerBalance', null, {
      raw: `<GetPlayerBalanceRequest><UserName>${CREDENTIALS.username}</UserName><Password>egt-secret-&#937;-1</Password><PlayerId>${p.game.playerId}</PlayerId><PortalCode>${CREDENTIALS.portalCode}</PortalCode><SessionId>${p.game.sessionId}</SessionId></GetPlayerBalanceRequest>`,
    })
    expect(res.body).toMatchObject({ ErrorCode: '1000', Balance: '100' })
  })
})

describe('EGT: Authenticate and balance', () => {
  it('Authenticate binds EGT’s session to our DefenceCode; a bad, foreign or expired DefenceCode → 3100 Expired', async () => {
    const p = await player(100.5, { authenticate: false })
    const res = await egt.authenticate(p.game, p.defenceCode)
    expect(res.body).toEqual({
      root: 'AuthenticateResponse',
      ErrorCode: '1000',
      ErrorMessage: 'OK',
      Balance: '10050',
    })
    // Again (EGT retries): the same answer.
    expect((await egt.authenticate(p.game, p.defenceCode)).body.Balance).toBe('10050')
    expect((await egt.balance(p.game)).body).toMatchObject({
      root: 'GetPlayerBalanceResponse',
      ErrorCode: '1000',
      Balance: '10050',
    })

    const fresh = { ...p.game, sessionId: `egt-${randomUUID()}` }
    expect((await egt.authenticate(fresh, 'not-a-token')).body).toMatchObject({
      ErrorCode: '3100',
      ErrorMessage: 'Expired',
    })
    const other = await player(1, { authenticate: false })
    expect((await egt.authenticate(fresh, other.defenceCode)).body.ErrorCode).toBe('3100')
    const old = await player(1, { authenticate: false, issuedAt: t.clock.now() - EGT_TOKEN_TTL_MS - 1_000 })
    expect((await egt.authenticate(old.game, old.defenceCode)).body).toMatchObject({
      ErrorCode: '3100',
      Balance: '100',
    })
    // None of those sessions was bound: their later calls are refused too.
    expect((await egt.balance(fresh)).body.ErrorCode).toBe('3100')
    expect((await bet(old, 10)).body.ErrorCode).toBe('3100')
    expect(await egtRows(old.playerId)).toEqual([])
  })

  it('balance: unknown session, another player’s session, wrong portal or currency', async () => {
    const p = await player(5)
    expect((await egt.balance({ ...p.game, sessionId: 'never-authenticated' })).body).toMatchObject({
      ErrorCode: '3100',
      ErrorMessage: 'Expired',
    })
    const other = await player(7)
    // p's session named with other's PlayerId: not other's game.
    expect((await egt.balance({ ...p.game, playerId: other.game.playerId })).body).toMatchObject({
      ErrorCode: '3100',
      Balance: '700',
    })
    expect((await egt.balance(p.game, { PortalCode: 'GalataEUR' })).body).toMatchObject({
      ErrorCode: '3000',
      ErrorMessage: 'Currency mismatch',
    })
    expect((await egt.balance(p.game, { Currency: 'EUR' })).body).toMatchObject({
      ErrorCode: '3000',
      ErrorMessage: 'Currency mismatch',
      Balance: '500',
    })
    expect((await egt.balance(p.game, { PlayerId: 'abc' })).body.ErrorCode).toBe('3000')
    expect(
      (await egt.send('Nonsense', { UserName: CREDENTIALS.username, Password: CREDENTIALS.password })).status,
    ).toBe(404)
  })
})

describe('EGT: Withdraw (bets)', () => {
  it('happy path, identical replay, conflicting duplicates → 1100', async () => {
    const p = await player(10)
    const id = randomUUID()
    const first = await bet(p, 250, { transferId: id, gameNumber: 'r1' })
    expect(first.body).toMatchObject({
      root: 'WithdrawResponse',
      ErrorCode: '1000',
      ErrorMessage: 'OK',
      Balance: '750',
    })
    expect(first.body.CasinoTransferId).toMatch(/^[0-9]+$/)
    const again = await bet(p, 250, { transferId: id, gameNumber: 'r1' })
    expect(again.raw).toBe(first.raw)
    const rowsAfter = await egtRows(p.playerId)
    expect(rowsAfter).toHaveLength(1)
    expect(rowsAfter[0]!.ledger_transaction_id).not.toBeNull()

    for (const change of [{ amount: 300 }, { gameNumber: 'other' }]) {
      const res = await bet(p, change.amount ?? 250, {
        transferId: id,
        gameNumber: change.gameNumber ?? 'r1',
      })
      expect(res.body, JSON.stringify(change)).toMatchObject({
        ErrorCode: '1100',
        ErrorMessage: 'Transaction duplicate',
        Balance: '750',
      })
    }
    const other = await player(10)
    const stolen = await bet(other, 250, { transferId: id, gameNumber: 'r1' })
    expect(stolen.body).toMatchObject({ ErrorCode: '1100', Balance: '1000' })
    expect(await kurus(p.playerId)).toBe(750)
    expect(await egtRows(p.playerId)).toHaveLength(1)
  })

  it('insufficient funds answers the true balance; unknown game; a game the session was not launched for', async () => {
    const p = await player(3)
    expect((await bet(p, 500)).body).toMatchObject({
      ErrorCode: '3100',
      ErrorMessage: 'Insufficient funds',
      Balance: '300',
    })
    const unknown = await player(3, { game: '9999' })
    expect((await bet(unknown, 100)).body).toMatchObject({ ErrorCode: '3000', ErrorMessage: 'Unknown game' })
    expect(
      (await egt.withdraw({ ...p.game, gameId: OTHER_GAME }, { gameNumber: 'x', amount: 100 })).body
        .ErrorCode,
    ).toBe('3100')
    expect(await egtRows(p.playerId)).toEqual([])
    expect(await kurus(p.playerId)).toBe(300)
  })

  it('zero, negative, fractional, non-numeric and overflowing amounts, bad reasons → 3000, nothing written', async () => {
    const p = await player(10)
    for (const amount of [
      '0',
      '-100',
      '1.5',
      '100.0',
      '1e3',
      'abc',
      '',
      String(2n ** 63n),
      '99999999999999',
    ]) {
      const res = await bet(p, amount)
      expect(res.status).toBe(200)
      expect(res.body, amount).toMatchObject({ ErrorCode: '3000', Balance: '1000' })
    }
    for (const reason of ['ROUND_CANCEL', 'JACKPOT_END', 'SOMETHING']) {
      expect((await bet(p, 100, { reason })).body.ErrorCode, reason).toBe('3000')
    }
    expect((await bet(p, 100, { TransferId: 'has/slash' })).body.ErrorCode).toBe('3000')
    expect((await bet(p, 1)).body).toMatchObject({ ErrorCode: '1000', Balance: '999' })
    expect(await egtRows(p.playerId)).toHaveLength(1)
  })

  it('limits and exclusions refuse bets with EGT’s limit codes (3300/3400/3500); wins still land', async () => {
    const now = new Date(t.clock.now())
    const loss = await player(100)
    await t.app.db.insert(rgSettings).values({ playerId: loss.playerId, stakeLimits: true, updatedAt: now })
    await t.app.db
      .insert(rgLimits)
      .values({ playerId: loss.playerId, kind: 'loss', period: 'week', amount: 1_000n, updatedAt: now })
    const b = randomUUID()
    expect((await bet(loss, 800, { transferId: b, gameNumber: `g${b}` })).body.ErrorCode).toBe('1000')
    expect((await bet(loss, 300)).body).toMatchObject({
      ErrorCode: '3400',
      ErrorMessage: 'Loss limit reached',
      Balance: '9200',
    })
    expect((await win(loss, `g${b}`, 100)).body).toMatchObject({ ErrorCode: '1000', Balance: '9300' })

    const wager = await player(100)
    await t.app.db.insert(rgSettings).values({ playerId: wager.playerId, stakeLimits: true, updatedAt: now })
    await t.app.db
      .insert(rgLimits)
      .values({ playerId: wager.playerId, kind: 'wager', period: 'day', amount: 500n, updatedAt: now })
    expect((await bet(wager, 400)).body.ErrorCode).toBe('1000')
    expect((await bet(wager, 200)).body).toMatchObject({
      ErrorCode: '3300',
      ErrorMessage: 'Bet limit reached',
    })

    const excluded = await player(100)
    const eb = randomUUID()
    await bet(excluded, 100, { transferId: eb, gameNumber: `g${eb}` })
    await t.app.db.insert(rgSettings).values({
      playerId: excluded.playerId,
      exclusionPeriod: 'indefinite',
      exclusionStartedAt: now,
      timeoutPeriod: '24h',
      timeoutStartedAt: now,
      timeoutUntil: new Date(t.clock.now() + 86_400_000),
      updatedAt: now,
    })
    expect((await bet(excluded, 100)).body).toMatchObject({ ErrorCode: '3500', Balance: '9900' })
    // The blocked player's win and cancel are still owed.
    expect((await win(excluded, `g${eb}`, 300)).body).toMatchObject({ ErrorCode: '1000', Balance: '10200' })
  })
})

describe('EGT: Deposit (wins, jackpots)', () => {
  it('win credits and replays once; without a bet → 3000; after its cancel → 3000; several per round; fractions floored', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, 200, { transferId: b, gameNumber: 'round-a' })
    const id = randomUUID()
    const w = await win(p, 'round-a', 500, { transferId: id })
    expect(w.body).toMatchObject({ root: 'DepositResponse', ErrorCode: '1000', Balance: '1300' })
    expect((await win(p, 'round-a', 500, { transferId: id })).raw).toBe(w.raw)
    expect((await win(p, 'round-a', 501, { transferId: id })).body).toMatchObject({
      ErrorCode: '1100',
      Balance: '1300',
    })
    // A second win of the same round (free spins), a zero win closing it, a fractional credit floored.
    expect((await win(p, 'round-a', '150.99')).body.Balance).toBe('1450')
    const zero = await win(p, 'round-a', 0)
    expect(zero.body).toMatchObject({ ErrorCode: '1000', Balance: '1450' })
    expect(zero.body.CasinoTransferId).toBeUndefined()
    expect((await win(p, 'no-such-round', 100)).body).toMatchObject({
      ErrorCode: '3000',
      ErrorMessage: 'Bet was not placed',
      Balance: '1450',
    })
    // A negative or unreadable credit is not an amount.
    expect((await win(p, 'round-a', '-5')).body.ErrorCode).toBe('3000')

    const c = randomUUID()
    await bet(p, 400, { transferId: c, gameNumber: 'round-c' })
    expect((await cancel(p, c, 'round-c')).body).toMatchObject({ ErrorCode: '1000', Balance: '1450' })
    expect((await win(p, 'round-c', 100)).body).toMatchObject({
      ErrorCode: '3000',
      ErrorMessage: 'Transaction cancelled',
    })

    // A jackpot needs no bet of its round.
    expect((await win(p, 'jackpot-round', 1_000, { reason: 'JACKPOT_END' })).body).toMatchObject({
      ErrorCode: '1000',
      Balance: '2450',
    })
    expect(await kurus(p.playerId)).toBe(2_450)
  })

  it('a win lands with an expired DefenceCode and after the player logged out; bets do not', async () => {
    // A DefenceCode with a minute to live, then three minutes pass.
    const p = await player(10, { issuedAt: t.clock.now() - EGT_TOKEN_TTL_MS + 60_000 })
    const b = randomUUID()
    await bet(p, 300, { transferId: b, gameNumber: 'late' })
    t.clock.advance(180_000)
    expect((await bet(p, 100)).body).toMatchObject({
      ErrorCode: '3100',
      ErrorMessage: 'Expired',
      Balance: '700',
    })
    expect((await egt.balance(p.game)).body.ErrorCode).toBe('3100')
    expect((await win(p, 'late', 900)).body).toMatchObject({ ErrorCode: '1000', Balance: '1600' })

    const q = await player(10)
    const qb = randomUUID()
    await bet(q, 100, { transferId: qb, gameNumber: 'out' })
    await t.app.db.execute(
      sql`update sessions set revoked_at = now(), revoke_reason = 'logout' where player_id = ${q.playerId}`,
    )
    expect((await bet(q, 100)).body.ErrorCode).toBe('3100')
    expect((await win(q, 'out', 250)).body).toMatchObject({ ErrorCode: '1000', Balance: '1150' })
    // Even a win for a game session EGT never authenticated is owed to the PlayerId EGT vouches for.
    expect(
      (await egt.deposit({ ...q.game, sessionId: 'unknown' }, { gameNumber: 'out', amount: 50 })).body
        .Balance,
    ).toBe('1200')
  })
})

describe('EGT: ROUND_CANCEL (rollbacks)', () => {
  it('refunds once; unknown → tombstone refusing the late bet; after a win nothing is reversed', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, 400, { transferId: b, gameNumber: 'rb' })
    const first = await cancel(p, b, 'rb', 400)
    expect(first.body).toMatchObject({ root: 'DepositResponse', ErrorCode: '1000', Balance: '1000' })
    expect((await cancel(p, b, 'rb', 400)).raw).toBe(first.raw)
    // The bet's own replay still answers as it did.
    expect((await bet(p, 400, { transferId: b, gameNumber: 'rb' })).body).toMatchObject({
      ErrorCode: '1000',
      Balance: '600',
    })
    expect(await kurus(p.playerId)).toBe(1_000)

    const ghost = randomUUID()
    expect((await cancel(p, ghost, 'rg')).body).toMatchObject({ ErrorCode: '1000', Balance: '1000' })
    const tomb = (await egtRows(p.playerId)).find((r) => r.tx_id === ghost)
    expect(tomb).toMatchObject({ op: 'bet', status: 'cancelled', ledger_transaction_id: null })
    expect((await bet(p, 100, { transferId: ghost, gameNumber: 'rg' })).body).toMatchObject({
      ErrorCode: '3000',
      ErrorMessage: 'Transaction cancelled',
      Balance: '1000',
    })

    const settled = randomUUID()
    await bet(p, 200, { transferId: settled, gameNumber: 'rs' })
    await win(p, 'rs', 300)
    expect((await cancel(p, settled, 'rs')).body).toMatchObject({ ErrorCode: '1000', Balance: '1100' })
    expect(await kurus(p.playerId)).toBe(1_100)
  })
})

describe('EGT: which id a ROUND_CANCEL names (both readings)', () => {
  it('the cancelled Withdraw’s own TransferId (our reading): refunds that bet, whatever else the round holds', async () => {
    const p = await player(10)
    const first = randomUUID()
    const second = randomUUID()
    await bet(p, 100, { transferId: first, gameNumber: 'two' })
    await bet(p, 300, { transferId: second, gameNumber: 'two' })
    expect((await cancel(p, second, 'two')).body).toMatchObject({ ErrorCode: '1000', Balance: '900' })
    expect(await egtRows(p.playerId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ tx_id: first, status: 'open' }),
        expect.objectContaining({ tx_id: second, status: 'rolled_back' }),
      ]),
    )
  })

  it('a TransferId of its own (the reference’s lookup by GameNumber): refunds the round’s only open bet, once', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, 400, { transferId: b, gameNumber: 'own-id' })
    const c = randomUUID()
    const first = await cancel(p, c, 'own-id')
    expect(first.body).toMatchObject({ ErrorCode: '1000', Balance: '1000' })
    expect((await cancel(p, c, 'own-id')).raw).toBe(first.raw)
    expect((await egtRows(p.playerId)).find((r) => r.tx_id === b)).toMatchObject({ status: 'rolled_back' })
    // The round's win is refused as for any cancelled bet.
    expect((await win(p, 'own-id', 100)).body).toMatchObject({
      ErrorCode: '3000',
      ErrorMessage: 'Transaction cancelled',
    })
    expect(await kurus(p.playerId)).toBe(1_000)
  })

  it('an id of its own where the round holds two bets, or a settled one, is no bet of ours: a tombstone, nothing refunded', async () => {
    const p = await player(10)
    await bet(p, 100, { gameNumber: 'pair' })
    await bet(p, 200, { gameNumber: 'pair' })
    const c = randomUUID()
    expect((await cancel(p, c, 'pair')).body).toMatchObject({ ErrorCode: '1000', Balance: '700' })
    expect((await egtRows(p.playerId)).find((r) => r.tx_id === c)).toMatchObject({
      op: 'bet',
      status: 'cancelled',
    })

    await bet(p, 100, { gameNumber: 'done' })
    await win(p, 'done', 0)
    expect((await cancel(p, randomUUID(), 'done')).body).toMatchObject({ ErrorCode: '1000', Balance: '600' })
    expect(await kurus(p.playerId)).toBe(600)
  })
})

describe('EGT: fractions of a kuruş and free rounds', () => {
  it('a credit’s fraction is carried toward the rounding suspense account, per player', async () => {
    const p = await player(10)
    await bet(p, 100, { gameNumber: 'frac' })
    expect((await win(p, 'frac', '150.75')).body.Balance).toBe('1050')
    expect(await roundedAway(t, 'egt', p.playerId)).toBe((75n * SUB) / 100n)
    expect((await win(p, 'frac', '0.25')).body.Balance).toBe('1050')
    expect(await roundedAway(t, 'egt', p.playerId)).toBe(SUB)
    const wd = await egt.withdrawAndDeposit(p.game, {
      gameNumber: 'wd-frac',
      amount: 100,
      winAmount: '200.5',
    })
    expect(wd.body).toMatchObject({ ErrorCode: '1000', Balance: '1150' })
    expect(await roundedAway(t, 'egt', p.playerId)).toBe(SUB + SUB / 2n)
  })
})

describe('EGT: provider_sessions pruning', () => {
  it('the sweeper removes bindings older than any token; a win of a pruned session still lands', async () => {
    const old = await player(10)
    const b = randomUUID()
    await bet(old, 100, { transferId: b, gameNumber: 'pruned' })
    t.clock.advance(EGT_TOKEN_TTL_MS - 60_000)
    const fresh = await player(10)
    t.clock.advance(120_000)
    const bound = (sessionId: string) =>
      rows<{ n: number }>(
        t.app,
        sql`select count(*)::int as n from provider_sessions where provider = 'egt' and session_id = ${sessionId}`,
      ).then((r) => r[0]!.n)
    expect(await pruneProviderSessions(t.app)).toBeGreaterThanOrEqual(1)
    expect(await bound(old.game.sessionId)).toBe(0)
    expect(await bound(fresh.game.sessionId)).toBe(1)
    // Its token had expired anyway: balance is refused as before; the win is owed to its PlayerId.
    expect((await egt.balance(old.game)).body.ErrorCode).toBe('3100')
    expect((await win(old, 'pruned', 500)).body).toMatchObject({ ErrorCode: '1000', Balance: '1400' })
    expect((await bet(fresh, 100)).body).toMatchObject({ ErrorCode: '1000', Balance: '900' })
  })
})

describe('EGT: WithdrawAndDeposit (both or neither)', () => {
  it('bet and win in one call; a lost round; replay; a conflicting replay or a refused bet writes nothing', async () => {
    const p = await player(10)
    const id = randomUUID()
    const first = await egt.withdrawAndDeposit(p.game, {
      transferId: id,
      gameNumber: 'wd1',
      amount: 200,
      winAmount: 700,
    })
    expect(first.body).toMatchObject({
      root: 'WithdrawAndDepositResponse',
      ErrorCode: '1000',
      Balance: '1500',
    })
    expect(
      (
        await egt.withdrawAndDeposit(p.game, {
          transferId: id,
          gameNumber: 'wd1',
          amount: 200,
          winAmount: 700,
        })
      ).raw,
    ).toBe(first.raw)
    expect(
      (
        await egt.withdrawAndDeposit(p.game, {
          transferId: id,
          gameNumber: 'wd1',
          amount: 200,
          winAmount: 900,
        })
      ).body,
    ).toMatchObject({
      ErrorCode: '1100',
      Balance: '1500',
    })
    const lost = await egt.withdrawAndDeposit(p.game, { gameNumber: 'wd2', amount: 500, winAmount: 0 })
    expect(lost.body).toMatchObject({ ErrorCode: '1000', Balance: '1000' })
    // More than the balance: the win would cover it, but the bet comes first and nothing is written.
    const poor = await egt.withdrawAndDeposit(p.game, { gameNumber: 'wd3', amount: 5_000, winAmount: 10_000 })
    expect(poor.body).toMatchObject({ ErrorCode: '3100', Balance: '1000' })
    // A bad win amount refuses the bet with it.
    expect(
      (await egt.withdrawAndDeposit(p.game, { gameNumber: 'wd4', amount: 100, winAmount: 'x' })).body
        .ErrorCode,
    ).toBe('3000')
    const all = await egtRows(p.playerId)
    expect(all.map((r) => [r.op, r.status])).toEqual([
      ['bet', 'settled'],
      ['win', 'applied'],
      ['bet', 'settled'],
      ['win', 'applied'],
    ])
    expect(all[1]!.tx_id).toBe(`${id}/win`)
    // Its round is settled: a cancel reverses nothing.
    expect((await cancel(p, id, 'wd1')).body).toMatchObject({ ErrorCode: '1000', Balance: '1000' })
  })
})

describe('EGT: ordering', () => {
  it('a win before its bet is refused and paid on retry; a cancel before its bet tombstones it', async () => {
    const p = await player(10)
    const winId = randomUUID()
    expect((await win(p, 'early', 300, { transferId: winId })).body.ErrorCode).toBe('3000')
    const b = randomUUID()
    await bet(p, 100, { transferId: b, gameNumber: 'early' })
    expect((await win(p, 'early', 300, { transferId: winId })).body).toMatchObject({
      ErrorCode: '1000',
      Balance: '1200',
    })

    const late = randomUUID()
    expect((await cancel(p, late, 'late')).body.ErrorCode).toBe('1000')
    expect((await bet(p, 100, { transferId: late, gameNumber: 'late' })).body.ErrorCode).toBe('3000')
    // Retried out of order: the cancel again, then the bet again — the same answers, the same balance.
    expect((await cancel(p, late, 'late')).body.ErrorCode).toBe('1000')
    expect((await bet(p, 100, { transferId: late, gameNumber: 'late' })).body.ErrorCode).toBe('3000')
    expect(await kurus(p.playerId)).toBe(1_200)
  })
})

describe('EGT: concurrency', () => {
  it('20 parallel bets over the balance → exactly the affordable ones; one id twice at once → one posting', async () => {
    const p = await player(10)
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(p, 300)))
    const codes = answers.map((a) => a.body.ErrorCode)
    expect(codes.filter((c) => c === '1000')).toHaveLength(3)
    expect(
      answers.filter((a) => a.body.ErrorCode !== '1000' && a.body.ErrorCode !== '3100').map((a) => a.raw),
    ).toEqual([])
    expect(await kurus(p.playerId)).toBe(100)
    expect(await egtRows(p.playerId)).toHaveLength(3)

    const q = await player(10)
    const id = randomUUID()
    const twice = await Promise.all([0, 1].map(() => bet(q, 200, { transferId: id, gameNumber: 'r' })))
    expect(twice.map((a) => a.body)).toEqual([
      expect.objectContaining({ ErrorCode: '1000', Balance: '800' }),
      expect.objectContaining({ ErrorCode: '1000', Balance: '800' }),
    ])
    expect(await egtRows(q.playerId)).toHaveLength(1)
  })

  it('a bet racing its cancel: exactly one outcome, and the balance is whole either way', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await player(10)
      const id = randomUUID()
      const [placed, cancelled] = await Promise.all([
        bet(p, 400, { transferId: id, gameNumber: 'race' }),
        cancel(p, id, 'race'),
      ])
      expect(cancelled.body.ErrorCode).toBe('1000')
      const row = (await egtRows(p.playerId)).find((r) => r.tx_id === id)!
      if (placed.body.ErrorCode === '1000') expect(row.status).toBe('rolled_back')
      else expect([placed.body.ErrorCode, row.status]).toEqual(['3000', 'cancelled'])
      expect(await kurus(p.playerId)).toBe(1_000)
    }
  })

  it('a win racing a cancel on one bet: exactly one takes effect', async () => {
    const p = await player(10)
    const id = randomUUID()
    await bet(p, 400, { transferId: id, gameNumber: 'wr' })
    const [paid, cancelled] = await Promise.all([win(p, 'wr', 1_000), cancel(p, id, 'wr')])
    expect(cancelled.body.ErrorCode).toBe('1000')
    const balance = await kurus(p.playerId)
    if (paid.body.ErrorCode === '1000') expect(balance).toBe(1_600)
    else expect([paid.body.ErrorCode, balance]).toEqual(['3000', 1_000])
  })
})

describe('EGT: launch through the game server (GetGameUrl)', () => {
  it('asks EGT for the url with our credentials; the DefenceCode it sends authenticates and plays', async () => {
    const a = api(t.app)
    const { token } = await a.register(771)
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse771'`)
    const playerId = Number(row!.id)
    await fundPlayer(t.app.db, playerId, { cash: 5_000n })
    const [provider] = await t.app.db.select().from(gameProviders).where(eq(gameProviders.code, 'egt'))
    const launch = await a.post(
      'casino/launchurl',
      { code: GAME, providerId: provider!.id, isMobile: true },
      { token },
    )
    expect(launch.json(), launch.body).toMatchObject({ success: true })
    expect(launch.json().data).toMatch(/^https:\/\/games\.egt\.test\/1001\?/)
    const sent = gameServer.requests.at(-1)!
    expect(sent.authorised).toBe(true)
    expect(sent.fields).toMatchObject({
      root: 'GetGameUrlRequest',
      PlayerId: String(playerId),
      GameId: GAME,
      Client: 'mobile',
      PortalCode: CREDENTIALS.portalCode,
      CloseUrl: expect.stringContaining('/casino/slot'),
    })
    const game = { playerId: String(playerId), sessionId: `egt-${randomUUID()}`, gameId: GAME }
    expect((await egt.authenticate(game, sent.fields.DefenceCode!)).body).toMatchObject({
      ErrorCode: '1000',
      Balance: '5000',
    })
    expect((await egt.withdraw(game, { gameNumber: 'l1', amount: 100 })).body).toMatchObject({
      ErrorCode: '1000',
      Balance: '4900',
    })

    // The provider's own launch call of spec §7: the same launch; the game returns to our lobby only.
    const own = await a.post(
      'casino/egtlaunchurl',
      { platform: 1, gameCode: GAME, language: 'en', lobbyUrl: 'https://elsewhere.example/' },
      { token },
    )
    expect(own.json(), own.body).toMatchObject({ success: true })
    expect(gameServer.requests.at(-1)!.fields).toMatchObject({
      GameId: GAME,
      Client: 'desktop',
      Language: 'en',
      CloseUrl: expect.not.stringContaining('elsewhere'),
    })

    // EGT down: UNAVAILABLE (503), never a 500.
    await gameServer.close()
    try {
      const down = await a.post(
        'casino/launchurl',
        { code: GAME, providerId: provider!.id, isMobile: false },
        { token },
      )
      expect(down.statusCode).toBe(503)
      expect(down.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' })
      const ownDown = await a.post(
        'casino/egtlaunchurl',
        { platform: 2, gameCode: GAME, language: 'tr', lobbyUrl: 'https://galata.example/' },
        { token },
      )
      expect(ownDown.statusCode).toBe(503)
    } finally {
      gameServer = await startEgtGameServer(CREDENTIALS)
    }
  })
})

describe('EGT: configuration', () => {
  it('all four settings enable it, none keeps it null, some or a portal not in TRY stop the boot', () => {
    expect(providerRegistry(loadConfig({})).egt).toBeNull()
    const all = {
      EGT_USERNAME: 'u',
      EGT_PASSWORD: 'p',
      EGT_PORTAL_CODE: 'GalataTRY',
      EGT_API_URL: 'https://egt.test',
    }
    expect(providerRegistry(loadConfig(all)).egt?.isConfigured).toBe(true)
    expect(() => loadConfig({ ...all, EGT_API_URL: '' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...all, EGT_PASSWORD: '' })).toThrow(/EGT_PASSWORD/)
    expect(() => loadConfig({ ...all, EGT_PORTAL_CODE: 'GalataEUR' })).toThrow(/EGT_PORTAL_CODE/)
  })
})
