import { createHash, createHmac, randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  SoftGamingsClient,
  softGamingsHmac,
  startFundistApi,
  type FundistApi,
  type SoftGamingsTransport,
} from '@galata/testkit'
import { gameProviders, rgLimits, rgSettings } from '../../db/schema/index.js'
import { ConfigError, loadConfig } from '../../config.js'
import {
  SOFTGAMINGS_TOKEN_TTL_MS,
  providerRegistry,
  softgamingsPassword,
  softgamingsTokenSecret,
} from '../../providers/index.js'
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

/*
 * The SoftGamings (Fundist OneWallet) contract (docs/providers.md "SoftGamings"): its one-url
 * callbacks as Fundist sends them (hmac-signed with a test secret, through the testkit's
 * SoftGamingsClient, which the provider simulator reuses), against the real app and database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL). After every case: the ledger checks, and every
 * Fundist transaction id is one posting at most, or a tombstone.
 */

const SECRET = 'onewallet-test-secret-0123456789'
const FUNDIST = { apiKey: 'galata-test-key', apiPassword: 'galata-test-password', serverIp: '10.1.2.3' }
const GAME = 'sg_bookofdead'
const OTHER_GAME = 'sg_otherone'
const SYSTEM = 998

let fundist: FundistApi
beforeAll(async () => {
  fundist = await startFundistApi(FUNDIST)
})
afterAll(async () => fundist?.close())

const t = useTestApp(() => ({
  SOFTGAMINGS_API_URL: fundist.url,
  SOFTGAMINGS_API_KEY: FUNDIST.apiKey,
  SOFTGAMINGS_API_PASSWORD: FUNDIST.apiPassword,
  SOFTGAMINGS_SERVER_IP: FUNDIST.serverIp,
  SOFTGAMINGS_HMAC_SECRET: SECRET,
}))

const transport: SoftGamingsTransport = async (headers, body) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/providers/softgamings/onewallet',
    headers,
    payload: body,
  })
  return { status: res.statusCode, headers: res.headers, body: res.body }
}
const sg = new SoftGamingsClient({ secret: SECRET, transport })

beforeAll(() =>
  seedProviderGames(t, 'softgamings', [GAME, OTHER_GAME], {
    name: { tr: 'Book of Dead', en: 'Book of Dead' },
    studio: "Play'n GO",
    system: SYSTEM,
  }),
)

afterEach(() => expectProviderLedger(t, 'softgamings'))

async function player(lira: number, opts: { issuedAt?: number; game?: string } = {}) {
  const { playerId, token } = await providerPlayer(t, {
    lira,
    secret: softgamingsTokenSecret(t.app.config.ORIGINALS_SECRET),
    ttlMs: SOFTGAMINGS_TOKEN_TTL_MS,
    gameCode: opts.game ?? GAME,
    ...(opts.issuedAt === undefined ? {} : { issuedAt: opts.issuedAt }),
  })
  return { playerId, userid: `galata_${playerId}`, token }
}
type P = Awaited<ReturnType<typeof player>>

/** Fundist's balance text of a player now. */
const lira = async (playerId: number) => {
  const b = await getBalances(t.app.db, playerId)
  const k = b.cash + b.bonus
  return `${k / 100n}.${String(k % 100n).padStart(2, '0')}`
}
const sgRows = (playerId: number) =>
  rows<{ tx_id: string; op: string; status: string; ledger_transaction_id: number | null }>(
    t.app,
    sql`select tx_id, op, status, ledger_transaction_id from provider_transactions
        where provider = 'softgamings' and player_id = ${playerId} order by id`,
  )
/** Fundist ids: alphanumeric, 32 characters at most. */
const newId = () => randomBytes(12).toString('hex')

const debit = (p: P, amount: string, o: Record<string, unknown> = {}) => {
  const tid = (o.tid as string | undefined) ?? newId()
  return sg.debit({
    userid: p.userid,
    i_extparam: p.token,
    tid,
    i_gameid: `r${tid}`,
    amount,
    ...o,
  })
}
/** A credit for the round `round` (Fundist's credits name the round, not a debit). */
const credit = (p: P, round: string, amount: string, o: Record<string, unknown> = {}) =>
  sg.credit({ userid: p.userid, i_extparam: p.token, tid: newId(), i_gameid: round, amount, ...o })
const rollback = (p: P, ref: string, o: Record<string, unknown> = {}) =>
  sg.rollback('credit', {
    userid: p.userid,
    i_extparam: p.token,
    tid: newId(),
    i_gameid: `r${ref}`,
    amount: '1.00',
    i_rollback: ref,
    ...o,
  })

describe('SoftGamings: hmac signatures', () => {
  it('missing, wrong, foreign-secret hmac, or a field altered after signing → "Wrong hmac", nothing written', async () => {
    const p = await player(10)
    const body = {
      type: 'debit',
      userid: p.userid,
      i_extparam: p.token,
      tid: newId(),
      i_gameid: 'r1',
      currency: 'TRY',
      amount: '1.00',
    }
    for (const hmac of [null, '', 'zz', '0'.repeat(64), softGamingsHmac('another-secret', body)]) {
      const res = await sg.send(body, { hmac })
      expect(res.status, String(hmac)).toBe(200)
      // An unsigned request learns nothing about any player: no balance.
      expect(res.body, String(hmac)).toEqual({ error: 'Wrong hmac', hmac: expect.any(String) })
      expect(res.signed).toBe(true)
    }
    const signedBody = sg.signed(body)
    const tampered = JSON.stringify({ ...signedBody, amount: '9.00' })
    expect((await sg.send(null, { raw: tampered })).body.error).toBe('Wrong hmac')
    // Not JSON at all: nothing can carry a signature.
    expect((await sg.send(null, { raw: '{"type":"debit",' })).body.error).toBe('Wrong hmac')
    expect(await sgRows(p.playerId)).toEqual([])
    expect(await lira(p.playerId)).toBe('10.00')

    // The hmac is over the values, so the same fields laid out differently still verify.
    const pretty = JSON.stringify(signedBody, null, 2) + '\n'
    const ok = await sg.send(null, { raw: pretty })
    expect(ok.body).toEqual({ status: 'OK', tid: body.tid, balance: '9.00', hmac: expect.any(String) })
    expect(ok.signed).toBe(true)
  })

  it('the signed text is built as Fundist builds it: sorted keys, true as "1", false and objects as nothing', async () => {
    const p = await player(10)
    const tid = newId()
    const body = {
      type: 'debit',
      userid: p.userid,
      i_extparam: p.token,
      tid,
      i_gameid: 'r-text',
      currency: 'TRY',
      amount: '1.00',
      round_start: true,
      round_ended: false,
      game_extra: { note: 'not signed' },
    }
    // Written out by hand, key by key in sorted order, independent of the testkit's own hmac:
    // amount, currency, game_extra (an object: nothing), i_extparam, i_gameid, round_ended (false:
    // nothing), round_start (true: "1"), tid, type, userid.
    const sortedText = ['1.00', 'TRY', '', p.token, 'r-text', '', '1', tid, 'debit', p.userid].join('')
    const key = createHash('sha256').update(SECRET).digest()
    const hmac = createHmac('sha256', key).update(sortedText).digest('hex')
    const res = await sg.send(null, { raw: JSON.stringify({ ...body, hmac }) })
    expect(res.body).toMatchObject({ status: 'OK', tid, balance: '9.00' })
  })

  it('ping and roundinfo answer a signed OK and write nothing; an unknown type is refused', async () => {
    const ping = await sg.ping()
    expect(ping.body).toEqual({ status: 'OK', hmac: softGamingsHmac(SECRET, { status: 'OK' }) })
    expect(ping.signed).toBe(true)
    expect((await sg.send({ type: 'ping' }, { hmac: '1'.repeat(64) })).body.error).toBe('Wrong hmac')
    const p = await player(1)
    const info = await sg.roundinfo(p.userid, 'r-info', [
      { actid: '1', type: 'debit', amount: '1.00', timestamp: '2026-11-29 10:00:00' },
      { actid: '2', type: 'credit', amount: '0.00', timestamp: '2026-11-29 10:00:01' },
    ])
    expect(info.body).toMatchObject({ status: 'OK' })
    expect(info.signed).toBe(true)
    const odd = await sg.send({ type: 'transfer', userid: p.userid, i_extparam: p.token })
    expect(odd.body).toEqual({ error: 'Wrong type', balance: '1.00', hmac: expect.any(String) })
    expect(odd.signed).toBe(true)
    expect(await sgRows(p.playerId)).toEqual([])
    // Other paths under the provider are unknown: a plain 404 (Fundist counts the call as failed).
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/providers/softgamings/debit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(sg.signed({ type: 'ping' })),
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('SoftGamings: balance', () => {
  it('balance in lira with two decimals and a signed answer; balance + "OK" + tid is the debit hmac', async () => {
    const p = await player(100.5)
    const res = await sg.balance({ userid: p.userid, i_extparam: p.token })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      status: 'OK',
      balance: '100.50',
      hmac: softGamingsHmac(SECRET, { balance: '100.50', status: 'OK' }),
    })
    const tid = newId()
    const bet = await debit(p, '0.50', { tid })
    // Worked out by hand, as Fundist checks it: key SHA-256(secret), message balance + status + tid.
    const key = createHash('sha256').update(SECRET).digest()
    const expected = createHmac('sha256', key).update(`100.00OK${tid}`).digest('hex')
    expect(bet.body).toEqual({ status: 'OK', tid, balance: '100.00', hmac: expected })
  })

  it('unknown player, a token of another player, an expired session, another currency', async () => {
    const p = await player(10)
    const other = await player(1)
    expect((await sg.balance({ userid: 'stranger', i_extparam: p.token })).body).toMatchObject({
      error: 'Unknown user',
    })
    expect((await sg.balance({ userid: p.userid, i_extparam: other.token })).body).toMatchObject({
      error: 'Invalid session',
      balance: '10.00',
    })
    expect((await sg.balance({ userid: p.userid, i_extparam: 'not-a-token' })).body.error).toBe(
      'Invalid session',
    )
    expect((await sg.balance({ userid: p.userid })).body.error).toBe('Invalid session')
    const old = await player(10, { issuedAt: t.clock.now() - SOFTGAMINGS_TOKEN_TTL_MS - 1_000 })
    const late = await sg.balance({ userid: old.userid, i_extparam: old.token })
    expect(late.body).toEqual({ error: 'Session expired', balance: '10.00', hmac: expect.any(String) })
    expect(late.signed).toBe(true)
    expect((await debit(old, '1.00')).body).toMatchObject({ error: 'Session expired', balance: '10.00' })
    expect((await sg.balance({ userid: p.userid, i_extparam: p.token, currency: 'EUR' })).body).toMatchObject(
      { error: 'Currency mismatch', balance: '10.00' },
    )
    expect(await sgRows(old.playerId)).toEqual([])
  })
})

describe('SoftGamings: debits (bets)', () => {
  it('happy path, identical replay, conflicting duplicates', async () => {
    const p = await player(10)
    const tid = newId()
    const first = await debit(p, '2.50', { tid, i_gameid: 'r' })
    expect(first.body).toMatchObject({ status: 'OK', tid, balance: '7.50' })
    const again = await debit(p, '2.50', { tid, i_gameid: 'r' })
    expect(again.body).toEqual(first.body)
    const stored = await sgRows(p.playerId)
    expect(stored).toHaveLength(1)
    expect(stored[0]!.ledger_transaction_id).not.toBeNull()

    for (const change of [{ amount: '3.00' }, { i_gameid: 'other' }]) {
      const res = await debit(p, '2.50', { tid, i_gameid: 'r', ...change })
      expect(res.body, JSON.stringify(change)).toMatchObject({
        error: 'Transaction parameter mismatch',
        balance: '7.50',
      })
    }
    const other = await player(10)
    const stolen = await debit(other, '2.50', { tid, i_gameid: 'r' })
    expect(stolen.body).toMatchObject({ error: 'Transaction parameter mismatch', balance: '10.00' })
    expect(await lira(p.playerId)).toBe('7.50')
    expect(await sgRows(p.playerId)).toHaveLength(1)
  })

  it('not enough money answers the true balance; another currency; an unknown game; a token of another game', async () => {
    const p = await player(3)
    expect((await debit(p, '5.00')).body).toEqual({
      error: 'Insufficient funds',
      balance: '3.00',
      hmac: softGamingsHmac(SECRET, { balance: '3.00', error: 'Insufficient funds' }),
    })
    expect((await debit(p, '1.00', { currency: 'EUR' })).body).toMatchObject({
      error: 'Currency mismatch',
      balance: '3.00',
    })
    const stray = await player(3, { game: 'sg_unknown' })
    expect((await debit(stray, '1.00')).body).toMatchObject({ error: 'Unknown game', balance: '3.00' })
    expect(await sgRows(p.playerId)).toEqual([])
    // Unknown fields are ignored (Fundist adds optional ones).
    const extra = await debit(p, '1.00', { round_start: true, action_details: 'x', some_future_field: 'y' })
    expect(extra.body).toMatchObject({ status: 'OK', balance: '2.00' })
  })

  it('zero, negative, not whole kuruş, overflowing, numeric or malformed amounts → "Invalid amount"', async () => {
    const p = await player(10)
    for (const amount of [
      '0',
      '0.00',
      '-1.00',
      '0.005',
      '1.001',
      '1e2',
      ' 1.00',
      '1,00',
      '',
      '99999999999999999999',
    ])
      expect((await debit(p, amount)).body, amount).toMatchObject({
        error: 'Invalid amount',
        balance: '10.00',
      })
    // Beyond any stake the wallet takes (10^8 lira), though a valid decimal.
    expect((await debit(p, '100000000.01')).body).toMatchObject({ error: 'Invalid amount' })
    // A JSON number went through a float on the way: not an amount.
    expect((await debit(p, 1 as unknown as string)).body).toMatchObject({ error: 'Invalid amount' })
    expect(await sgRows(p.playerId)).toEqual([])
    // Trailing zeros past the kuruş are still whole kuruş.
    expect((await debit(p, '0.010')).body).toMatchObject({ status: 'OK', balance: '9.99' })
    expect((await debit(p, '1')).body).toMatchObject({ status: 'OK', balance: '8.99' })
  })

  it('a time-out, a self-exclusion or a loss limit refuse bets; wins and rollbacks still land', async () => {
    const p = await player(100)
    const now = new Date(t.clock.now())
    await t.app.db.insert(rgSettings).values({ playerId: p.playerId, stakeLimits: true, updatedAt: now })
    await t.app.db
      .insert(rgLimits)
      .values({ playerId: p.playerId, kind: 'loss', period: 'week', amount: 1_000n, updatedAt: now })
    const tid = newId()
    expect((await debit(p, '8.00', { tid })).body.status).toBe('OK')
    expect((await debit(p, '3.00')).body).toMatchObject({ error: 'Limit reached', balance: '92.00' })
    expect((await credit(p, `r${tid}`, '1.00')).body).toMatchObject({ status: 'OK', balance: '93.00' })

    const q = await player(10)
    const qb = newId()
    await debit(q, '1.00', { tid: qb })
    const qr = newId()
    await debit(q, '1.00', { tid: qr })
    await t.app.db.insert(rgSettings).values({
      playerId: q.playerId,
      exclusionPeriod: 'indefinite',
      exclusionStartedAt: now,
      timeoutPeriod: '24h',
      timeoutStartedAt: now,
      timeoutUntil: new Date(t.clock.now() + 86_400_000),
      updatedAt: now,
    })
    expect((await debit(q, '1.00')).body).toMatchObject({ error: 'User blocked', balance: '8.00' })
    expect((await credit(q, `r${qb}`, '3.00')).body).toMatchObject({ status: 'OK', balance: '11.00' })
    expect((await rollback(q, qr)).body).toMatchObject({ status: 'OK', balance: '12.00' })
  })
})

describe('SoftGamings: credits (wins)', () => {
  it('credit pays the round, replays once; a round without a debit is refused; expired token and blocked player still paid', async () => {
    const p = await player(10)
    const b = newId()
    await debit(p, '2.00', { tid: b, i_gameid: 'round-1' })
    const tid = newId()
    const w = await credit(p, 'round-1', '5.00', { tid })
    expect(w.body).toMatchObject({ status: 'OK', tid, balance: '13.00' })
    expect((await credit(p, 'round-1', '5.00', { tid })).body).toEqual(w.body)
    expect((await credit(p, 'round-1', '6.00', { tid })).body).toMatchObject({
      error: 'Transaction parameter mismatch',
    })
    expect(await sgRows(p.playerId)).toHaveLength(2)
    expect((await credit(p, 'no-such-round', '5.00')).body).toMatchObject({
      error: 'No debit for this round',
      balance: '13.00',
    })

    // The token expired and the player was suspended since the bet: the credit lands without any token.
    const q = await player(10, { issuedAt: t.clock.now() - SOFTGAMINGS_TOKEN_TTL_MS + 60_000 })
    const qb = newId()
    await debit(q, '1.00', { tid: qb, i_gameid: 'round-q' })
    t.clock.advance(120_000)
    await t.app.db.insert(rgSettings).values({
      playerId: q.playerId,
      exclusionPeriod: 'indefinite',
      exclusionStartedAt: new Date(t.clock.now()),
      updatedAt: new Date(t.clock.now()),
    })
    expect((await credit(q, 'round-q', '3.00')).body).toMatchObject({ status: 'OK', balance: '12.00' })
    expect(
      (await credit({ ...q, token: '' }, 'round-q', '1.00', { i_extparam: undefined })).body,
    ).toMatchObject({
      status: 'OK',
      balance: '13.00',
    })
  })

  it('several debits and credits per round; a credit below a kuruş books the floor; a zero credit closes the round', async () => {
    const p = await player(10)
    const round = `round-${newId()}`
    await debit(p, '1.00', { i_gameid: round })
    await debit(p, '1.00', { i_gameid: round })
    expect((await credit(p, round, '1.509', { round_ended: false })).body).toMatchObject({
      status: 'OK',
      balance: '9.50',
    })
    expect((await credit(p, round, '0.50')).body.balance).toBe('10.00')
    const zero = await credit(p, round, '0.00')
    expect(zero.body).toMatchObject({ status: 'OK', balance: '10.00' })
    const all = await sgRows(p.playerId)
    expect(all).toHaveLength(5)
    expect(all.at(-1)!.ledger_transaction_id).toBeNull()
    // A promotion or jackpot credit needs no debit.
    expect((await credit(p, 'promo-1', '2.00', { subtype: 'promotion' })).body.balance).toBe('12.00')
    expect((await credit(p, 'jp-1', '3.00', { jackpot_win: 1 })).body.balance).toBe('15.00')
    // One for a player we do not know is refused, never a 500, and writes nothing.
    const ghost = { ...p, userid: 'galata_999999999', token: '' }
    const refused = await credit(ghost, 'promo-2', '2.00', { subtype: 'promotion' })
    expect(refused.status).toBe(200)
    expect(refused.body.status).toBeUndefined()
    expect(refused.body.error).toBeTruthy()
  })
})

describe('SoftGamings: rollbacks (i_rollback)', () => {
  it('a credit naming a debit refunds it once; an unknown one leaves a tombstone; after the win nothing is reversed', async () => {
    const p = await player(10)
    const b = newId()
    await debit(p, '4.00', { tid: b })
    const tid = newId()
    const first = await rollback(p, b, { tid })
    expect(first.body).toMatchObject({ status: 'OK', tid, balance: '10.00' })
    expect((await rollback(p, b, { tid })).body).toEqual(first.body)
    expect((await rollback(p, b)).body).toMatchObject({ status: 'OK', balance: '10.00' })
    // The round's credit after its debit was rolled back.
    expect((await credit(p, `r${b}`, '1.00')).body).toMatchObject({
      error: 'Transaction rolled back',
      balance: '10.00',
    })

    const ghost = newId()
    expect((await rollback(p, ghost)).body).toMatchObject({ status: 'OK', balance: '10.00' })
    const tomb = (await sgRows(p.playerId)).find((r) => r.tx_id === ghost)
    expect(tomb).toMatchObject({ op: 'bet', status: 'cancelled', ledger_transaction_id: null })
    expect((await debit(p, '1.00', { tid: ghost })).body).toMatchObject({
      error: 'Transaction rolled back',
      balance: '10.00',
    })

    const settled = newId()
    await debit(p, '2.00', { tid: settled })
    const win = newId()
    await credit(p, `r${settled}`, '3.00', { tid: win })
    expect((await rollback(p, settled)).body).toMatchObject({ status: 'OK', balance: '11.00' })
    expect(await lira(p.playerId)).toBe('11.00')
  })

  it('a rollback is accepted with an expired token or none', async () => {
    const p = await player(10)
    const b = newId()
    await debit(p, '4.00', { tid: b })
    t.clock.advance(SOFTGAMINGS_TOKEN_TTL_MS + 1_000)
    expect((await rollback(p, b)).body).toMatchObject({ status: 'OK', balance: '10.00' })
    const c = newId()
    const q = await player(10)
    await debit(q, '2.00', { tid: c })
    expect((await rollback({ ...q, token: '' }, c, { i_extparam: undefined })).body).toMatchObject({
      status: 'OK',
      balance: '10.00',
    })
  })
})

describe('SoftGamings: win reversals (a debit carrying i_rollback)', () => {
  const reverse = (p: P, win: string, o: Record<string, unknown> = {}) =>
    sg.rollback('debit', {
      userid: p.userid,
      i_extparam: p.token,
      tid: newId(),
      i_gameid: 'r-any',
      amount: '3.00',
      i_rollback: win,
      ...o,
    })

  it('takes the credit back once, from cash; a replay answers the same; the round stays settled', async () => {
    const p = await player(10)
    const b = newId()
    await debit(p, '2.00', { tid: b })
    const w = newId()
    expect((await credit(p, `r${b}`, '3.00', { tid: w })).body.balance).toBe('11.00')
    const tid = newId()
    const first = await reverse(p, w, { tid, i_gameid: `r${b}` })
    expect(first.body).toMatchObject({ status: 'OK', tid, balance: '8.00' })
    expect((await reverse(p, w, { tid, i_gameid: `r${b}` })).body).toEqual(first.body)
    // A second reversal of the same credit moves nothing.
    expect((await reverse(p, w, { i_gameid: `r${b}` })).body).toMatchObject({ status: 'OK', balance: '8.00' })
    const all = await sgRows(p.playerId)
    expect(all.find((r) => r.tx_id === w)).toMatchObject({ op: 'win', status: 'rolled_back' })
    expect(all.find((r) => r.tx_id === b)).toMatchObject({ op: 'bet', status: 'settled' })
    // The bet was settled by the win: a rollback of it still reverses nothing.
    expect((await rollback(p, b)).body).toMatchObject({ status: 'OK', balance: '8.00' })
    expect(await lira(p.playerId)).toBe('8.00')
  })

  it('never below zero: a spent win is refused Insufficient funds with the true balance, nothing moves', async () => {
    const p = await player(2)
    const b = newId()
    await debit(p, '2.00', { tid: b })
    const w = newId()
    await credit(p, `r${b}`, '5.00', { tid: w })
    // The player plays 4.00 of it away.
    await debit(p, '4.00')
    const refused = await reverse(p, w, { i_gameid: `r${b}` })
    expect(refused.body).toMatchObject({ error: 'Insufficient funds', balance: '1.00' })
    expect((await sgRows(p.playerId)).find((r) => r.tx_id === w)).toMatchObject({ status: 'applied' })
    expect(await lira(p.playerId)).toBe('1.00')
  })

  it('a reversal of an unknown credit leaves a tombstone: the late credit is refused, nothing moves', async () => {
    const p = await player(10)
    const b = newId()
    await debit(p, '1.00', { tid: b })
    const ghost = newId()
    expect((await reverse(p, ghost, { i_gameid: `r${b}` })).body).toMatchObject({
      status: 'OK',
      balance: '9.00',
    })
    expect((await sgRows(p.playerId)).find((r) => r.tx_id === ghost)).toMatchObject({
      op: 'win',
      status: 'cancelled',
      ledger_transaction_id: null,
    })
    expect((await credit(p, `r${b}`, '3.00', { tid: ghost })).body).toMatchObject({
      error: 'Transaction rolled back',
      balance: '9.00',
    })
    expect(await lira(p.playerId)).toBe('9.00')
  })
})

describe('SoftGamings: free rounds and precision', () => {
  it('a debit marked FREEROUNDS_ takes nothing; its credit is cash; the same tid as a cash debit is a mismatch', async () => {
    const p = await player(1)
    const b = newId()
    const extra = 'FREEROUNDS_campaign42'
    expect((await debit(p, '5.00', { tid: b, game_extra: extra })).body).toMatchObject({
      status: 'OK',
      balance: '1.00',
    })
    expect((await debit(p, '5.00', { tid: b, game_extra: extra })).body).toMatchObject({
      status: 'OK',
      balance: '1.00',
    })
    expect((await debit(p, '5.00', { tid: b })).body.error).toBe('Transaction parameter mismatch')
    expect((await credit(p, `r${b}`, '7.50')).body).toMatchObject({ status: 'OK', balance: '8.50' })
    expect(await getBalances(t.app.db, p.playerId)).toMatchObject({ cash: 850n, bonus: 0n })
  })

  it('a credit finer than a kuruş: the floor is credited, the rest carried toward the suspense account', async () => {
    const p = await player(10)
    const b = newId()
    await debit(p, '1.00', { tid: b })
    expect((await credit(p, `r${b}`, '1.2345')).body.balance).toBe('10.23')
    expect(await roundedAway(t, 'softgamings', p.playerId)).toBe((45n * SUB) / 100n)
    expect((await credit(p, `r${b}`, '0.0055')).body.balance).toBe('10.23')
    expect(await roundedAway(t, 'softgamings', p.playerId)).toBe(SUB)
  })
})

describe('SoftGamings: ordering', () => {
  it('a credit before its debit is refused, then paid once the debit lands; retries out of order replay', async () => {
    const p = await player(10)
    const b = newId()
    const round = `r${b}`
    const w = newId()
    expect((await credit(p, round, '3.00', { tid: w })).body.error).toBe('No debit for this round')
    const bet = await debit(p, '1.00', { tid: b })
    expect(bet.body).toMatchObject({ status: 'OK', balance: '9.00' })
    expect((await credit(p, round, '3.00', { tid: w })).body).toMatchObject({
      status: 'OK',
      balance: '12.00',
    })
    // The debit's retry after its credit: the stored answer, nothing booked again.
    expect((await debit(p, '1.00', { tid: b })).body).toEqual(bet.body)
    expect(await lira(p.playerId)).toBe('12.00')
  })
})

describe('SoftGamings: concurrency', () => {
  it('20 concurrent debits over the balance → exactly the affordable ones; one tid twice at once → one posting', async () => {
    const p = await player(10)
    const answers = await Promise.all(Array.from({ length: 20 }, () => debit(p, '3.00')))
    expect(answers.filter((a) => a.body.status === 'OK')).toHaveLength(3)
    expect(
      answers
        .filter((a) => a.body.status !== 'OK' && a.body.error !== 'Insufficient funds')
        .map((a) => a.raw),
    ).toEqual([])
    expect(await lira(p.playerId)).toBe('1.00')
    expect(await sgRows(p.playerId)).toHaveLength(3)

    const q = await player(10)
    const tid = newId()
    const twice = await Promise.all([0, 1].map(() => debit(q, '2.00', { tid, i_gameid: 'r' })))
    expect(twice.map((a) => a.body)).toEqual([
      expect.objectContaining({ status: 'OK', balance: '8.00' }),
      expect.objectContaining({ status: 'OK', balance: '8.00' }),
    ])
    expect(await sgRows(q.playerId)).toHaveLength(1)
  })

  it('a debit racing its rollback: whichever comes first, the balance ends where it began', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await player(10)
      const b = newId()
      const [bet, back] = await Promise.all([debit(p, '4.00', { tid: b }), rollback(p, b)])
      expect(back.body.status).toBe('OK')
      expect(bet.body.status === 'OK' || bet.body.error === 'Transaction rolled back', bet.raw).toBe(true)
      expect(await lira(p.playerId)).toBe('10.00')
    }
  })
})

describe('SoftGamings: launch through Fundist (User/AuthHTML)', () => {
  async function launcher(n: number) {
    const a = api(t.app)
    const { token } = await a.register(n)
    const [row] = await rows<{ id: number }>(
      t.app,
      sql`select id from players where username = ${`ayse${n}`}`,
    )
    const playerId = Number(row!.id)
    await fundPlayer(t.app.db, playerId, { cash: 5_000n })
    return { a, token, playerId }
  }

  it('asks Fundist for the game with a hashed call; the HTML comes back; the token it sent plays', async () => {
    const { a, token, playerId } = await launcher(771)
    fundist.mode = 'ok'
    const launch = await a.post(
      'casino/softgamingslaunchurl',
      { system: SYSTEM, pageCode: GAME, isMobile: 1 },
      { token },
    )
    expect(launch.json(), launch.body).toMatchObject({ success: true })
    const html = launch.json().data as string
    expect(html).toMatch(/^<div id="fundist-game"[^>]*>Fundist sg_bookofdead<\/div><script>/)
    const sent = fundist.requests.at(-1)!
    expect(sent.hashed).toBe(true)
    expect(sent.query).toMatchObject({
      Login: `galata_${playerId}`,
      Password: softgamingsPassword(FUNDIST.apiPassword, playerId),
      System: String(SYSTEM),
      Page: GAME,
      Currency: 'TRY',
      IsMobile: '1',
      UserAutoCreate: '1',
      Language: expect.stringMatching(/^(tr|en)$/),
      UserIP: expect.any(String),
    })
    expect(sent.query.TID).toMatch(/^[0-9a-f]{32}$/)
    const res = await sg.balance({ userid: `galata_${playerId}`, i_extparam: sent.query.ExtParam })
    expect(res.body).toMatchObject({ status: 'OK', balance: '50.00' })
    const bet = await sg.debit({
      userid: `galata_${playerId}`,
      i_extparam: sent.query.ExtParam,
      tid: newId(),
      i_gameid: 'launch-round',
      amount: '1.50',
    })
    expect(bet.body).toMatchObject({ status: 'OK', balance: '48.50' })

    // The generic launch call answers the same HTML for a SoftGamings game.
    const [provider] = await t.app.db
      .select()
      .from(gameProviders)
      .where(eq(gameProviders.code, 'softgamings'))
    const generic = await a.post(
      'casino/launchurl',
      { code: GAME, providerId: provider!.id, isMobile: false },
      { token },
    )
    expect(generic.json().data).toMatch(/<script>/)
    expect(fundist.requests.at(-1)!.query.IsMobile).toBe('0')
  })

  it('another system for the page is no game; Fundist down or refusing → UNAVAILABLE (503), never a 500', async () => {
    const { a, token } = await launcher(772)
    const wrong = await a.post(
      'casino/softgamingslaunchurl',
      { system: 1, pageCode: GAME, isMobile: 0 },
      { token },
    )
    expect(wrong.json()).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' })
    for (const mode of ['fail', 'refuse'] as const) {
      fundist.mode = mode
      const res = await a.post(
        'casino/softgamingslaunchurl',
        { system: SYSTEM, pageCode: GAME, isMobile: 0 },
        { token },
      )
      expect(res.statusCode, mode).toBe(503)
      expect(res.json(), mode).toMatchObject({ success: false, code: 'UNAVAILABLE' })
    }
    fundist.mode = 'ok'
  })
})

describe('SoftGamings: configuration', () => {
  it('all five settings enable it, none keeps it null, some or a bad address stop the boot', () => {
    expect(providerRegistry(loadConfig({})).softgamings).toBeNull()
    const all = {
      SOFTGAMINGS_API_URL: 'https://apitest.fundist.test',
      SOFTGAMINGS_API_KEY: 'key',
      SOFTGAMINGS_API_PASSWORD: 'password',
      SOFTGAMINGS_SERVER_IP: '203.0.113.7',
      SOFTGAMINGS_HMAC_SECRET: 'secret',
    }
    expect(providerRegistry(loadConfig(all)).softgamings?.isConfigured).toBe(true)
    expect(() => loadConfig({ ...all, SOFTGAMINGS_HMAC_SECRET: '' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...all, SOFTGAMINGS_SERVER_IP: 'fundist.example' })).toThrow(
      /SOFTGAMINGS_SERVER_IP/,
    )
  })
})
