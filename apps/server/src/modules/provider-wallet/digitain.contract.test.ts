import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  DigitainClient,
  digitainTimestampOf,
  startDigitainApi,
  type DigitainApi,
  type DigitainTransport,
} from '@galata/testkit'
import { rgLimits, rgSettings } from '../../db/schema/index.js'
import { ConfigError, loadConfig } from '../../config.js'
import { DIGITAIN_TOKEN_TTL_MS, digitainTokenSecret, providerRegistry } from '../../providers/index.js'
import { useTestApp } from '../../test/helper.js'
import { expectProviderLedger, providerPlayer, seedProviderGames } from '../../test/provider-contract.js'
import { api, rows } from '../../test/accounts.js'
import { fundPlayer } from '../../test/wallet.js'
import { getBalances } from '../wallet/index.js'

/*
 * The Digitain contract (docs/providers.md "Digitain"): its wallet callbacks as Digitain sends them
 * (signed with the shared key through the testkit's DigitainClient), against the real app and
 * database (PGlite, or PostgreSQL with TEST_DATABASE_URL). After every case: the ledger checks, and
 * every Digitain transaction id is one posting at most, or a tombstone.
 */

const OPERATOR = 'B9EC7C0A'
const KEY = 'digitain-test-key-0123456789'
const GAME = 'dt-7001'
const OTHER_GAME = 'dt-7002'

let rgs: DigitainApi
beforeAll(async () => {
  rgs = await startDigitainApi(OPERATOR, KEY)
})
afterAll(async () => rgs?.close())

const t = useTestApp(() => ({
  DIGITAIN_OPERATOR_ID: OPERATOR,
  DIGITAIN_SECRET_KEY: KEY,
  DIGITAIN_API_URL: rgs.url,
}))

const transport: DigitainTransport = async (path, headers, body) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/providers/digitain${path}`,
    headers,
    payload: body,
  })
  return { status: res.statusCode, body: res.body }
}
const dt = new DigitainClient({ operatorId: OPERATOR, key: KEY, transport })

beforeAll(() =>
  seedProviderGames(t, 'digitain', [GAME, OTHER_GAME], {
    name: { tr: 'Tavla', en: 'Backgammon' },
    studio: 'Digitain',
  }),
)

afterEach(() => expectProviderLedger(t, 'digitain'))

async function player(lira: number, opts: { issuedAt?: number; game?: string } = {}) {
  const { playerId, token } = await providerPlayer(t, {
    lira,
    secret: digitainTokenSecret(t.app.config.ORIGINALS_SECRET),
    ttlMs: DIGITAIN_TOKEN_TTL_MS,
    gameCode: opts.game ?? GAME,
    ...(opts.issuedAt === undefined ? {} : { issuedAt: opts.issuedAt }),
  })
  return { playerId, user: String(playerId), token }
}
type P = Awaited<ReturnType<typeof player>>

const lira = async (playerId: number) => {
  const b = await getBalances(t.app.db, playerId)
  return Number(b.cash + b.bonus) / 100
}
const dtRows = (playerId: number) =>
  rows<{ tx_id: string; op: string; status: string; ledger_transaction_id: number | null }>(
    t.app,
    sql`select tx_id, op, status, ledger_transaction_id from provider_transactions
        where provider = 'digitain' and player_id = ${playerId} order by id`,
  )

const bet = (p: P, betAmount: unknown, o: Record<string, unknown> = {}) => {
  const txId = (o.txId as string | undefined) ?? randomUUID()
  return dt.bet({
    txId,
    betAmount,
    token: p.token,
    playerId: p.user,
    roundId: `r-${txId}`,
    gameId: GAME,
    ...o,
  })
}
const win = (p: P, betTxId: string, winAmount: number | string, o: Record<string, unknown> = {}) =>
  dt.win({
    txId: randomUUID(),
    betTxId,
    winAmount,
    token: p.token,
    playerId: p.user,
    roundId: `r-${betTxId}`,
    gameId: GAME,
    ...o,
  })
const refund = (p: P, originalTxId: string, o: Record<string, unknown> = {}) =>
  dt.refund({
    txId: randomUUID(),
    originalTxId,
    playerId: p.user,
    roundId: `r-${originalTxId}`,
    gameId: GAME,
    ...o,
  })
const item = (r: { body: { items?: unknown[] } }) =>
  (r.body.items ?? [])[0] as { errorCode: number; balance?: number; externalTxId?: string; info?: unknown }

describe('Digitain: signatures and operator (1–2)', () => {
  it('a missing or wrong signature → 12, a foreign operator → 15, a stale or future timestamp → 12; nothing written', async () => {
    const p = await player(10)
    const body = {
      providerId: 1,
      allOrNone: false,
      items: [
        {
          info: 'i',
          txId: randomUUID(),
          betAmount: 1,
          token: p.token,
          playerId: p.user,
          roundId: 'r',
          gameId: GAME,
          currencyId: 'TRY',
        },
      ],
    }
    const cases: [Parameters<typeof dt.send>[2], number][] = [
      [{ signature: null }, 12],
      [{ signature: 'ab'.repeat(32) }, 12],
      [{ signature: '' }, 12],
      [{ timestamp: null }, 12],
      [{ operatorId: 'OTHER' }, 15],
      [{ operatorId: null }, 12],
      [{ timestamp: digitainTimestampOf(Date.now() - 6 * 60_000) }, 12],
      [{ timestamp: digitainTimestampOf(Date.now() + 6 * 60_000) }, 12],
      [{ timestamp: 'yesterday' }, 12],
    ]
    for (const [opts, code] of cases) {
      const res = await dt.send('/bet', body, opts)
      expect(res.status, JSON.stringify(opts)).toBe(200)
      expect(res.body.errorCode, JSON.stringify(opts)).toBe(code)
      expect(res.signed).toBe(true)
      // An unsigned request learns nothing about any player.
      expect(res.body.balance).toBeUndefined()
    }
    expect(await dtRows(p.playerId)).toEqual([])
    expect(await lira(p.playerId)).toBe(10)

    // The signature covers timestamp + operatorId only: a captured pair replayed with another body
    // after the window is refused; inside the window the body is what it says (docs/providers.md).
    const old = dt.signing(digitainTimestampOf(Date.now() - 10 * 60_000))
    const replayed = await dt.send('/bet', null, { raw: JSON.stringify({ ...old, ...body }) })
    expect(replayed.body.errorCode).toBe(12)
    const pretty = JSON.stringify({ ...dt.signing(), ...body }, null, 2) + '\n'
    const ok = await dt.send('/bet', null, { raw: pretty })
    expect(item(ok)).toMatchObject({ errorCode: 1, balance: 9, info: 'i' })
  })
})

describe('Digitain: authenticate, balance, refreshtoken (3–4)', () => {
  it('answers the player and the balance in lira; unknown token 2, expired 3, another player 4, currency 16', async () => {
    const p = await player(100.5)
    const auth = await dt.authenticate(p.token)
    expect(auth.signed).toBe(true)
    expect(auth.body).toMatchObject({ errorCode: 1, playerId: p.user, currencyId: 'TRY', balance: 100.5 })
    expect((await dt.getBalance(p.token, p.user)).body).toMatchObject({ errorCode: 1, balance: 100.5 })
    expect((await dt.refreshToken(p.token, true)).body).toMatchObject({ errorCode: 1, token: p.token })

    expect((await dt.authenticate('not-a-token')).body.errorCode).toBe(2)
    expect((await dt.getBalance('not-a-token', p.user)).body.errorCode).toBe(2)
    const other = await player(1)
    expect((await dt.getBalance(other.token, p.user)).body.errorCode).toBe(4)
    expect((await dt.getBalance(p.token, p.user, undefined, 'EUR')).body.errorCode).toBe(16)
    const old = await player(10, { issuedAt: t.clock.now() - DIGITAIN_TOKEN_TTL_MS - 1_000 })
    expect((await dt.getBalance(old.token, old.user)).body.errorCode).toBe(3)
    expect(item(await bet(old, 1))).toMatchObject({ errorCode: 3, balance: 10 })
    expect(await dtRows(old.playerId)).toEqual([])
  })
})

describe('Digitain: bets (5–10)', () => {
  it('happy path, identical replay, conflicting duplicates → 8', async () => {
    const p = await player(10)
    const txId = randomUUID()
    const first = await bet(p, 2.5, { txId, roundId: 'r' })
    expect(first.body.errorCode).toBe(1)
    expect(item(first)).toMatchObject({ errorCode: 1, balance: 7.5 })
    const again = await bet(p, 2.5, { txId, roundId: 'r' })
    expect(item(again)).toMatchObject({ errorCode: 1, balance: 7.5, externalTxId: item(first).externalTxId })
    for (const change of [{ betAmount: 3 }, { roundId: 'other' }]) {
      expect(
        item(await bet(p, 2.5, { txId, roundId: 'r', ...change })).errorCode,
        JSON.stringify(change),
      ).toBe(8)
    }
    const other = await player(10)
    expect(item(await bet(other, 2.5, { txId, roundId: 'r' }))).toMatchObject({ errorCode: 8, balance: 10 })
    expect(await lira(p.playerId)).toBe(7.5)
    expect(await dtRows(p.playerId)).toHaveLength(1)
  })

  it('low balance → 6 with the true balance; unknown game → 11; token for another game → 2', async () => {
    const p = await player(3)
    expect(item(await bet(p, 5))).toMatchObject({ errorCode: 6, balance: 3 })
    // A refusal of the call's shape refuses the whole call: the code at the top, no items.
    expect((await bet(p, 1, { currencyId: 'EUR' })).body).toMatchObject({ errorCode: 16, items: [] })
    const unknown = await player(3, { game: 'dt-unknown' })
    expect(item(await bet(unknown, 1, { gameId: 'dt-unknown' })).errorCode).toBe(11)
    expect(item(await bet(p, 1, { gameId: OTHER_GAME })).errorCode).toBe(2)
    expect(await dtRows(p.playerId)).toEqual([])
    expect(await lira(p.playerId)).toBe(3)
  })

  it('zero, negative, below a kuruş, exponent, string-typed and huge amounts → 17; exact decimals are read from their text', async () => {
    const p = await player(10)
    for (const amount of [0, -1, 0.001, 1.005, -0.5, 1e21, 12345678901234, 'abc', true]) {
      const res = await bet(p, amount)
      expect(res.status).toBe(200)
      expect(res.body.errorCode, String(amount)).toBe(17)
    }
    // 0.1 + 0.2 as text: exactly 30 kuruş.
    const raw = (txId: string, amount: string, s = dt.signing()) =>
      `{"operatorId":"${OPERATOR}","timestamp":"${s.timestamp}","signature":"${s.signature}",` +
      `"providerId":1,"allOrNone":false,"items":[{"info":"x","txId":"${txId}","betAmount":${amount},` +
      `"token":"${p.token}","playerId":${p.user},"roundId":"r","gameId":"${GAME}","currencyId":"TRY"}]}`
    expect(item(await dt.send('/bet', null, { raw: raw(randomUUID(), '0.30') }))).toMatchObject({
      errorCode: 1,
      balance: 9.7,
    })
    expect(item(await dt.send('/bet', null, { raw: raw(randomUUID(), '0.10000') }))).toMatchObject({
      errorCode: 1,
      balance: 9.6,
    })
    expect((await dt.send('/bet', null, { raw: '{"operatorId":' })).body.errorCode).toBe(12)
    expect(await dtRows(p.playerId)).toHaveLength(2)
  })

  it('a self-excluded or timed-out player and a loss limit → 5 on bets; wins still land', async () => {
    const p = await player(100)
    const now = new Date(t.clock.now())
    await t.app.db.insert(rgSettings).values({ playerId: p.playerId, stakeLimits: true, updatedAt: now })
    await t.app.db
      .insert(rgLimits)
      .values({ playerId: p.playerId, kind: 'loss', period: 'week', amount: 1_000n, updatedAt: now })
    const b = randomUUID()
    expect(item(await bet(p, 8, { txId: b })).errorCode).toBe(1)
    expect(item(await bet(p, 3))).toMatchObject({ errorCode: 5, balance: 92 })
    expect(item(await win(p, b, 1))).toMatchObject({ errorCode: 1, balance: 93 })

    const q = await player(10)
    const qb = randomUUID()
    await bet(q, 1, { txId: qb })
    await t.app.db.insert(rgSettings).values({
      playerId: q.playerId,
      exclusionPeriod: 'indefinite',
      exclusionStartedAt: now,
      timeoutPeriod: '24h',
      timeoutStartedAt: now,
      timeoutUntil: new Date(t.clock.now() + 86_400_000),
      updatedAt: now,
    })
    expect(item(await bet(q, 1))).toMatchObject({ errorCode: 5, balance: 9 })
    // The win of the bet placed before the exclusion is owed, with no token at all.
    expect(item(await win(q, qb, 3, { token: undefined }))).toMatchObject({ errorCode: 1, balance: 12 })
  })
})

describe('Digitain: wins (11–15)', () => {
  it('credits once; unknown bet → 7; expired token still paid; below a kuruş books the floor; several per round; jackpot without a bet', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, 2, { txId: b })
    const txId = randomUUID()
    expect(item(await win(p, b, 5, { txId }))).toMatchObject({ errorCode: 1, balance: 13 })
    expect(item(await win(p, b, 5, { txId }))).toMatchObject({ errorCode: 1, balance: 13 })
    expect(item(await win(p, b, 6, { txId })).errorCode).toBe(8)
    expect(item(await win(p, randomUUID(), 5))).toMatchObject({ errorCode: 7, balance: 13 })
    // A regular win must name its bet.
    expect((await win(p, b, 1, { betTxId: undefined })).body).toMatchObject({ errorCode: 17, items: [] })

    const old = await player(10, { issuedAt: t.clock.now() - DIGITAIN_TOKEN_TTL_MS + 60_000 })
    const ob = randomUUID()
    expect(item(await bet(old, 1, { txId: ob })).errorCode).toBe(1)
    t.clock.advance(120_000)
    try {
      expect(item(await bet(old, 1)).errorCode).toBe(3)
      expect(item(await win(old, ob, 2.999))).toMatchObject({ errorCode: 1, balance: 11.99 })
    } finally {
      t.clock.advance(-120_000)
    }

    const round = `round-${randomUUID()}`
    const b1 = randomUUID()
    const b2 = randomUUID()
    await bet(p, 1, { txId: b1, roundId: round })
    await bet(p, 1, { txId: b2, roundId: round })
    expect(item(await win(p, b1, 0.5, { roundId: round })).balance).toBe(11.5)
    expect(item(await win(p, b2, 0.5, { roundId: round })).balance).toBe(12)
    expect(item(await win(p, b2, 0, { roundId: round })).balance).toBe(12)
    expect(item(await win(p, '', 4, { betTxId: undefined, operationType: 26 }))).toMatchObject({
      errorCode: 1,
      balance: 16,
    })
  })
})

describe('Digitain: refunds (16–18)', () => {
  it('refunds a bet once; unknown → tombstone refusing the late bet (14); after a win nothing is reversed; win after refund → 14', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, 4, { txId: b })
    const txId = randomUUID()
    expect(item(await refund(p, b, { txId }))).toMatchObject({ errorCode: 1, balance: 10 })
    expect(item(await refund(p, b, { txId }))).toMatchObject({ errorCode: 1, balance: 10 })
    expect(item(await refund(p, b))).toMatchObject({ errorCode: 1, balance: 10 })
    expect(item(await win(p, b, 1))).toMatchObject({ errorCode: 14, balance: 10 })

    const ghost = randomUUID()
    expect(item(await refund(p, ghost))).toMatchObject({ errorCode: 1, balance: 10 })
    const tomb = (await dtRows(p.playerId)).find((r) => r.tx_id === ghost)
    expect(tomb).toMatchObject({ op: 'bet', status: 'cancelled', ledger_transaction_id: null })
    expect(item(await bet(p, 1, { txId: ghost }))).toMatchObject({ errorCode: 14, balance: 10 })

    const settled = randomUUID()
    await bet(p, 2, { txId: settled })
    await win(p, settled, 3)
    expect(item(await refund(p, settled))).toMatchObject({ errorCode: 1, balance: 11 })
    expect(await lira(p.playerId)).toBe(11)
  })
})

describe('Digitain: betwin, batches, amend', () => {
  it('betwin books the bet and its win together or neither; replays once', async () => {
    const p = await player(10)
    const txId = randomUUID()
    const bw = {
      txId,
      betAmount: 2,
      winAmount: 5,
      token: p.token,
      playerId: p.user,
      roundId: 'r',
      gameId: GAME,
    }
    const first = await dt.betwin(bw)
    expect(item(first)).toMatchObject({ errorCode: 1, balance: 13, betInfo: 'b', winInfo: 'w' })
    expect(item(await dt.betwin(bw))).toMatchObject({ errorCode: 1, balance: 13 })
    expect((await dtRows(p.playerId)).map((r) => r.tx_id)).toEqual([txId, `${txId}:win`])
    // More than the balance: neither the bet nor its win is booked.
    const poor = await dt.betwin({ ...bw, txId: randomUUID(), betAmount: 50 })
    expect(item(poor)).toMatchObject({ errorCode: 6, balance: 13 })
    expect(await dtRows(p.playerId)).toHaveLength(2)
  })

  it('several items: each answered on its own; allOrNone refuses them all when one fails', async () => {
    const p = await player(10)
    const base = { token: p.token, playerId: p.user, gameId: GAME, currencyId: 'TRY' }
    const a = randomUUID()
    const b = randomUUID()
    const mixed = await dt.items('/bet', [
      { ...base, info: 'a', txId: a, roundId: 'ra', betAmount: 4 },
      { ...base, info: 'b', txId: b, roundId: 'rb', betAmount: 40 },
    ])
    expect(mixed.body.errorCode).toBe(1)
    expect(mixed.body.items).toMatchObject([
      { info: 'a', errorCode: 1, balance: 6 },
      { info: 'b', errorCode: 6, balance: 6 },
    ])
    const all = await dt.items(
      '/bet',
      [
        { ...base, info: 'c', txId: randomUUID(), roundId: 'rc', betAmount: 1 },
        { ...base, info: 'd', txId: randomUUID(), roundId: 'rd', betAmount: 40 },
      ],
      true,
    )
    expect(all.body.errorCode).toBe(6)
    expect(all.body.items!.map((i) => i.errorCode)).toEqual([6, 6])
    expect(await lira(p.playerId)).toBe(6)
    expect(await dtRows(p.playerId)).toHaveLength(1)
  })

  it('amend is refused with 19, nothing written', async () => {
    const p = await player(10)
    const res = await dt.items('/amend', [
      {
        info: 'x',
        txId: randomUUID(),
        winTxId: randomUUID(),
        playerId: p.user,
        amendAmount: 1,
        operationType: 37,
        currencyId: 'TRY',
      },
    ])
    expect(res.body).toMatchObject({ errorCode: 19, items: [] })
    expect(res.signed).toBe(true)
    expect(await dtRows(p.playerId)).toEqual([])
  })
})

describe('Digitain: ordering and concurrency (19–22)', () => {
  it('a win before its bet → 7, then the bet, then the retried win lands', async () => {
    const p = await player(10)
    const b = randomUUID()
    const w = randomUUID()
    expect(item(await win(p, b, 3, { txId: w })).errorCode).toBe(7)
    expect(item(await bet(p, 1, { txId: b })).balance).toBe(9)
    expect(item(await win(p, b, 3, { txId: w })).balance).toBe(12)
  })

  it('20 concurrent bets over the balance → exactly the affordable ones; one id twice at once → one posting; a win and a refund racing → one takes effect', async () => {
    const p = await player(10)
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(p, 3)))
    const codes = answers.map((a) => item(a).errorCode)
    expect(codes.filter((c) => c === 1)).toHaveLength(3)
    expect(codes.filter((c) => c !== 1 && c !== 6)).toEqual([])
    expect(await lira(p.playerId)).toBe(1)

    const q = await player(10)
    const txId = randomUUID()
    const twice = await Promise.all([0, 1].map(() => bet(q, 2, { txId, roundId: 'r' })))
    expect(twice.map((a) => item(a))).toEqual([
      expect.objectContaining({ errorCode: 1, balance: 8 }),
      expect.objectContaining({ errorCode: 1, balance: 8 }),
    ])
    expect(await dtRows(q.playerId)).toHaveLength(1)

    const b = randomUUID()
    await bet(q, 2, { txId: b })
    const [w, r] = await Promise.all([win(q, b, 5), refund(q, b)])
    const final = await lira(q.playerId)
    // Either the win landed (refund reverses nothing) or the refund did (the win is refused).
    if (item(w).errorCode === 1) expect(final).toBe(11)
    else expect([item(w).errorCode, final]).toEqual([14, 8])
    expect(item(r).errorCode).toBe(1)
  })
})

describe('Digitain: launch (casino/dtlaunchurl)', () => {
  it('asks Digitain for a game session with a signed request; the token it sends plays; Digitain down → 503 UNAVAILABLE', async () => {
    const a = api(t.app)
    const { token } = await a.register(771)
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse771'`)
    const playerId = Number(row!.id)
    await fundPlayer(t.app.db, playerId, { cash: 5_000n })
    const launch = await a.post(
      'casino/dtlaunchurl',
      { code: GAME },
      { token, headers: { 'user-agent': 'Mozilla/5.0 (iPhone; Mobile)' } },
    )
    expect(launch.json(), launch.body).toMatchObject({ success: true })
    expect(launch.json().data).toMatch(/^https:\/\/rgs\.digitain\.test\/dt-7001\?/)
    const sent = rgs.requests.at(-1)!
    expect(sent.signed).toBe(true)
    expect(sent.body).toMatchObject({
      playerId: String(playerId),
      gameId: GAME,
      currencyId: 'TRY',
      deviceType: 2,
    })
    const auth = await dt.authenticate(String(sent.body.token))
    expect(auth.body).toMatchObject({ errorCode: 1, playerId: String(playerId), balance: 50 })

    for (const mode of ['down', 'refuse'] as const) {
      rgs.mode = mode
      try {
        const down = await a.post('casino/dtlaunchurl', { code: GAME }, { token })
        expect(down.statusCode, mode).toBe(503)
        expect(down.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' })
      } finally {
        rgs.mode = 'ok'
      }
    }
    const unknown = await a.post('casino/dtlaunchurl', { code: 'dt-none' }, { token })
    expect(unknown.json()).toMatchObject({ success: false, code: 'GAME_NOT_FOUND' })
  })
})

describe('Digitain: configuration', () => {
  it('all three settings enable it, none keeps it null, some stop the boot', () => {
    expect(providerRegistry(loadConfig({})).digitain).toBeNull()
    const all = {
      DIGITAIN_OPERATOR_ID: OPERATOR,
      DIGITAIN_SECRET_KEY: KEY,
      DIGITAIN_API_URL: 'https://rgs.digitain.test',
    }
    expect(providerRegistry(loadConfig(all)).digitain?.isConfigured).toBe(true)
    expect(() => loadConfig({ ...all, DIGITAIN_API_URL: '' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...all, DIGITAIN_SECRET_KEY: 'short' })).toThrow(/DIGITAIN_SECRET_KEY/)
  })
})
