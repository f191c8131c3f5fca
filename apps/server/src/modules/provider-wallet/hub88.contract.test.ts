import { generateKeyPairSync, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  Hub88Client,
  signHub88Body,
  startHub88OperatorApi,
  type Hub88OperatorApi,
  type Hub88Transport,
} from '@galata/testkit'
import { gameProviders, rgLimits, rgSettings } from '../../db/schema/index.js'
import { ConfigError, loadConfig } from '../../config.js'
import { HUB88_TOKEN_TTL_MS, hub88TokenSecret, providerRegistry } from '../../providers/index.js'
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
import { reconcileDay, type ReconDeps } from '../reconciliation/index.js'

/*
 * The Hub88 contract (docs/providers.md "Hub88"): its seamless-wallet callbacks as Hub88 sends them
 * (signed with a test key pair standing for Hub88's, through the testkit's Hub88Client, which the
 * provider simulator reuses), against the real app and database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). After every case: the ledger checks, and every Hub88 transaction id is one
 * posting at most, or a tombstone.
 */

const keyPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
const hub88Keys = keyPair()
const ourKeys = keyPair()
const GAME = 'clt_dragonrising'
const OTHER_GAME = 'clt_otherone'
/** Units per lira (docs/providers.md "Hub88"). */
const U = 100_000

let operatorApi: Hub88OperatorApi
beforeAll(async () => {
  operatorApi = await startHub88OperatorApi(ourKeys.publicKey)
})
afterAll(async () => operatorApi?.close())

const t = useTestApp(() => ({
  HUB88_OPERATOR_ID: '4242',
  HUB88_PUBLIC_KEY: hub88Keys.publicKey,
  // One-line form, as an environment file holds it.
  HUB88_PRIVATE_KEY: ourKeys.privateKey.replace(/\n/g, '\\n'),
  HUB88_API_URL: operatorApi.url,
}))

const transport: Hub88Transport = async (path, headers, body) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/providers/hub88${path}`,
    headers,
    payload: body,
  })
  return { status: res.statusCode, headers: res.headers, body: res.body }
}
const hub88 = new Hub88Client({
  hub88PrivateKey: hub88Keys.privateKey,
  operatorPublicKey: ourKeys.publicKey,
  transport,
})

beforeAll(() =>
  seedProviderGames(t, 'hub88', [GAME, OTHER_GAME], {
    name: { tr: 'Dragon Rising', en: 'Dragon Rising' },
    studio: 'Caleta',
  }),
)

afterEach(() => expectProviderLedger(t, 'hub88'))

async function player(lira: number, opts: { issuedAt?: number; game?: string } = {}) {
  const { playerId, token } = await providerPlayer(t, {
    lira,
    secret: hub88TokenSecret(t.app.config.ORIGINALS_SECRET),
    ttlMs: HUB88_TOKEN_TTL_MS,
    gameCode: opts.game ?? GAME,
    ...(opts.issuedAt === undefined ? {} : { issuedAt: opts.issuedAt }),
  })
  return { playerId, user: String(playerId), token }
}
type P = Awaited<ReturnType<typeof player>>

const units = async (playerId: number) => {
  const b = await getBalances(t.app.db, playerId)
  return Number(b.cash + b.bonus) * 1_000
}
const hub88Rows = (playerId: number) =>
  rows<{ tx_id: string; op: string; status: string; ledger_transaction_id: number | null }>(
    t.app,
    sql`select tx_id, op, status, ledger_transaction_id from provider_transactions
        where provider = 'hub88' and player_id = ${playerId} order by id`,
  )

const bet = (p: P, amount: number | string, o: Partial<Record<string, unknown>> = {}) => {
  const id = (o.transaction_uuid as string | undefined) ?? randomUUID()
  return hub88.bet({
    user: p.user,
    token: p.token,
    transaction_uuid: id,
    round: `round-${id}`,
    game_code: GAME,
    amount,
    ...o,
  })
}
const win = (p: P, ref: string, amount: number, o: Partial<Record<string, unknown>> = {}) =>
  hub88.win({
    user: p.user,
    token: p.token,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: ref,
    round: `round-${ref}`,
    game_code: GAME,
    amount,
    ...o,
  })
const rollback = (p: P, ref: string, o: Partial<Record<string, string>> = {}) =>
  hub88.rollback({
    user: p.user,
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: ref,
    round: `round-${ref}`,
    game_code: GAME,
    ...o,
  })

describe('Hub88: signatures on the raw bytes (1–2)', () => {
  it('a missing, wrong or foreign signature, or an altered body → RS_ERROR_INVALID_SIGNATURE, nothing written', async () => {
    const p = await player(10)
    const body = {
      user: p.user,
      token: p.token,
      transaction_uuid: randomUUID(),
      round: 'r1',
      game_code: GAME,
      currency: 'TRY',
      amount: 100_000,
      request_uuid: randomUUID(),
    }
    const raw = JSON.stringify(body)
    for (const signature of [
      null,
      '',
      'bm90IGEgc2lnbmF0dXJl',
      signHub88Body(ourKeys.privateKey, raw),
      signHub88Body(hub88Keys.privateKey, `${raw} `),
    ]) {
      const res = await hub88.send('/transaction/bet', body, { signature })
      expect(res.status, String(signature)).toBe(200)
      expect(res.body).toMatchObject({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        user: p.user,
        request_uuid: body.request_uuid,
      })
      expect(res.signed).toBe(true)
    }
    // Signed bytes, one byte changed after signing.
    const tampered = raw.replace('"amount":100000', '"amount":900000')
    const res = await hub88.send('/transaction/bet', null, {
      raw: tampered,
      signature: signHub88Body(hub88Keys.privateKey, raw),
    })
    expect(res.body.status).toBe('RS_ERROR_INVALID_SIGNATURE')
    expect(await hub88Rows(p.playerId)).toEqual([])
    expect(await units(p.playerId)).toBe(10 * U)

    // Re-serialised (whitespace changed) and signed as sent: verifies on its own bytes.
    const pretty = JSON.stringify(body, null, 2) + '\n'
    const ok = await hub88.send('/transaction/bet', null, { raw: pretty })
    expect(ok.body).toMatchObject({ status: 'RS_OK', balance: 9 * U, currency: 'TRY' })
    expect(ok.signed).toBe(true)
  })
})

describe('Hub88: user and balance (3–4)', () => {
  it('balance in units with request_uuid echoed; unknown token; expired token', async () => {
    const p = await player(100.5)
    const res = await hub88.balance(p.user, p.token, GAME)
    expect(res.status).toBe(200)
    expect(res.signed).toBe(true)
    expect(res.body).toEqual({
      user: p.user,
      status: 'RS_OK',
      request_uuid: expect.any(String),
      currency: 'TRY',
      balance: 10_050_000,
    })
    const requestUuid = randomUUID()
    const echoed = await hub88.send('/user/balance', {
      user: p.user,
      token: p.token,
      request_uuid: requestUuid,
    })
    expect(echoed.body.request_uuid).toBe(requestUuid)
    expect((await hub88.info(p.user, p.token)).body.status).toBe('RS_OK')

    expect((await hub88.balance(p.user, 'not-a-token')).body.status).toBe('RS_ERROR_INVALID_TOKEN')
    // A genuine token for another player is no token for this one.
    const other = await player(1)
    expect((await hub88.balance(p.user, other.token)).body.status).toBe('RS_ERROR_INVALID_TOKEN')

    const old = await player(10, { issuedAt: t.clock.now() - HUB88_TOKEN_TTL_MS - 1_000 })
    const late = await bet(old, 100_000)
    expect(late.body).toMatchObject({ status: 'RS_ERROR_TOKEN_EXPIRED', balance: 10 * U, user: old.user })
    expect(await hub88Rows(old.playerId)).toEqual([])
  })
})

describe('Hub88: bets (5–10)', () => {
  it('happy path, identical replay with a new request_uuid, conflicting duplicates', async () => {
    const p = await player(10)
    const id = randomUUID()
    const first = await bet(p, 250_000, { transaction_uuid: id, round: 'r' })
    expect(first.body).toMatchObject({ status: 'RS_OK', balance: 7.5 * U })
    const again = await bet(p, 250_000, { transaction_uuid: id, round: 'r' })
    expect(again.body).toMatchObject({ status: 'RS_OK', balance: 7.5 * U })
    expect(again.body.request_uuid).not.toBe(first.body.request_uuid)
    const rowsAfter = await hub88Rows(p.playerId)
    expect(rowsAfter).toHaveLength(1)
    expect(rowsAfter[0]!.ledger_transaction_id).not.toBeNull()

    for (const change of [{ amount: 300_000 }, { round: 'other' }]) {
      const res = await bet(p, 250_000, { transaction_uuid: id, round: 'r', ...change })
      expect(res.body.status, JSON.stringify(change)).toBe('RS_ERROR_DUPLICATE_TRANSACTION')
    }
    const other = await player(10)
    const stolen = await bet(other, 250_000, { transaction_uuid: id, round: 'r' })
    expect(stolen.body).toMatchObject({ status: 'RS_ERROR_DUPLICATE_TRANSACTION', balance: 10 * U })
    expect(await units(p.playerId)).toBe(7.5 * U)
    expect(await hub88Rows(p.playerId)).toHaveLength(1)
  })

  it('not enough money answers the true balance; wrong currency; unknown game', async () => {
    const p = await player(3)
    const poor = await bet(p, 5 * U)
    expect(poor.body).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', balance: 3 * U })
    expect((await bet(p, U, { currency: 'EUR' })).body).toMatchObject({
      status: 'RS_ERROR_WRONG_CURRENCY',
      balance: 3 * U,
    })
    const game = await player(3, { game: 'clt_unknown' })
    expect((await bet(game, U, { game_code: 'clt_unknown' })).body.status).toBe('RS_ERROR_INVALID_GAME')
    expect(await hub88Rows(p.playerId)).toEqual([])
    expect(await units(p.playerId)).toBe(3 * U)
  })

  it('a token for another game is refused; unknown fields are ignored', async () => {
    const p = await player(3)
    expect((await bet(p, U, { game_code: OTHER_GAME })).body.status).toBe('RS_ERROR_INVALID_TOKEN')
    const extra = await bet(p, U, { is_billable: true, billable_amount: 5, some_future_field: { x: 1 } })
    expect(extra.body).toMatchObject({ status: 'RS_OK', balance: 2 * U })
  })

  it('not a whole kuruş, zero, negative, string, float amounts → RS_ERROR_WRONG_TYPES; bad JSON → RS_ERROR_WRONG_SYNTAX', async () => {
    const p = await player(10)
    for (const amount of [1_500, 100_001, 0, -100_000, '100000', 1000.5, 2 ** 60]) {
      const res = await bet(p, amount)
      expect(res.status).toBe(200)
      expect(res.body, String(amount)).toMatchObject({
        status: 'RS_ERROR_WRONG_TYPES',
        user: p.user,
        balance: 10 * U,
      })
    }
    expect((await bet(p, 1_000)).body).toMatchObject({ status: 'RS_OK', balance: 10 * U - 1_000 })
    const requestUuid = randomUUID()
    const broken = await hub88.send('/transaction/bet', null, {
      raw: `{"user":"${p.user}","request_uuid":"${requestUuid}","amount":`,
    })
    // Unparseable bytes: nothing can be read back to echo.
    expect(broken.body).toMatchObject({ status: 'RS_ERROR_WRONG_SYNTAX', request_uuid: '' })
    expect(broken.signed).toBe(true)
    expect(await hub88Rows(p.playerId)).toHaveLength(1)
  })
})

describe('Hub88: wins (11–15)', () => {
  it('win credits, replays once; unknown bet; expired token and a blocked player still paid', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, 2 * U, { transaction_uuid: b })
    const id = randomUUID()
    const w = await win(p, b, 5 * U, { transaction_uuid: id })
    expect(w.body).toMatchObject({ status: 'RS_OK', balance: 13 * U })
    expect((await win(p, b, 5 * U, { transaction_uuid: id })).body).toMatchObject({
      status: 'RS_OK',
      balance: 13 * U,
    })
    expect(await hub88Rows(p.playerId)).toHaveLength(2)
    expect((await win(p, randomUUID(), 5 * U)).body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
      balance: 13 * U,
    })

    // The token expired and the player self-excluded and timed out since the bet: the win lands.
    const q = await player(10)
    const qb = randomUUID()
    await bet(q, U, { transaction_uuid: qb })
    const now = new Date(t.clock.now())
    await t.app.db.insert(rgSettings).values({
      playerId: q.playerId,
      exclusionPeriod: 'indefinite',
      exclusionStartedAt: now,
      timeoutPeriod: '24h',
      timeoutStartedAt: now,
      timeoutUntil: new Date(t.clock.now() + 86_400_000),
      updatedAt: now,
    })
    const paid = await win({ ...q, token: 'expired-or-gone' }, qb, 3 * U, { token: undefined })
    expect(paid.body).toMatchObject({ status: 'RS_OK', balance: 12 * U })
    // …and its bets are refused with Hub88's disabled code (19).
    expect((await bet(q, U)).body).toMatchObject({ status: 'RS_ERROR_USER_DISABLED', balance: 12 * U })
  })

  it('a win not a whole kuruş books the floor; a zero win closes the round without money; several bets and wins per round', async () => {
    const p = await player(10)
    const round = `round-${randomUUID()}`
    const b1 = randomUUID()
    const b2 = randomUUID()
    await bet(p, U, { transaction_uuid: b1, round })
    await bet(p, U, { transaction_uuid: b2, round })
    expect((await win(p, b1, 150_999, { round, round_closed: false })).body).toMatchObject({
      status: 'RS_OK',
      balance: 8 * U + 150_000,
    })
    expect((await win(p, b2, 50_000, { round, round_closed: false })).body.balance).toBe(8 * U + 200_000)
    const zero = await win(p, b2, 0, { round, round_closed: true })
    expect(zero.body).toMatchObject({ status: 'RS_OK', balance: 8 * U + 200_000 })
    const all = await hub88Rows(p.playerId)
    expect(all).toHaveLength(5)
    expect(all.at(-1)!.ledger_transaction_id).toBeNull()
  })
})

describe('Hub88: rollbacks (16–18)', () => {
  it('refunds a bet once; an unknown bet leaves a tombstone that refuses the late bet; after a win nothing is reversed', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, 4 * U, { transaction_uuid: b })
    const id = randomUUID()
    expect((await rollback(p, b, { transaction_uuid: id })).body).toMatchObject({
      status: 'RS_OK',
      balance: 10 * U,
    })
    expect((await rollback(p, b, { transaction_uuid: id })).body).toMatchObject({
      status: 'RS_OK',
      balance: 10 * U,
    })
    expect((await rollback(p, b)).body).toMatchObject({ status: 'RS_OK', balance: 10 * U })
    expect((await win(p, b, U)).body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: 10 * U,
    })

    const ghost = randomUUID()
    expect((await rollback(p, ghost)).body).toMatchObject({ status: 'RS_OK', balance: 10 * U })
    const tomb = (await hub88Rows(p.playerId)).find((r) => r.tx_id === ghost)
    expect(tomb).toMatchObject({ op: 'bet', status: 'cancelled', ledger_transaction_id: null })
    expect((await bet(p, U, { transaction_uuid: ghost })).body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: 10 * U,
    })

    const settled = randomUUID()
    await bet(p, 2 * U, { transaction_uuid: settled })
    await win(p, settled, 3 * U)
    expect((await rollback(p, settled)).body).toMatchObject({ status: 'RS_OK', balance: 11 * U })
    expect(await units(p.playerId)).toBe(11 * U)
  })
})

describe('Hub88: the game in the fingerprint (7)', () => {
  it('a win or rollback replayed under its id for another game → RS_ERROR_DUPLICATE_TRANSACTION, nothing moves', async () => {
    const p = await player(10)
    const b = randomUUID()
    await bet(p, U, { transaction_uuid: b })
    const w = randomUUID()
    expect((await win(p, b, 2 * U, { transaction_uuid: w })).body.balance).toBe(11 * U)
    expect((await win(p, b, 2 * U, { transaction_uuid: w })).body).toMatchObject({
      status: 'RS_OK',
      balance: 11 * U,
    })
    expect((await win(p, b, 2 * U, { transaction_uuid: w, game_code: OTHER_GAME })).body).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 11 * U,
    })

    const open = randomUUID()
    await bet(p, U, { transaction_uuid: open })
    const r = randomUUID()
    expect((await rollback(p, open, { transaction_uuid: r })).body.balance).toBe(11 * U)
    expect((await rollback(p, open, { transaction_uuid: r, game_code: OTHER_GAME })).body).toMatchObject({
      status: 'RS_ERROR_DUPLICATE_TRANSACTION',
      balance: 11 * U,
    })
    expect(await units(p.playerId)).toBe(11 * U)
  })
})

describe('Hub88: rounding suspense (units below the kuruş)', () => {
  it('credits the floor; the remainders add up per player and each whole kuruş moves to the suspense account', async () => {
    const p = await player(10)
    const b = randomUUID()
    const round = `round-${b}`
    await bet(p, U, { transaction_uuid: b, round })
    // 150,999 units = 150.999 kuruş: 150 credited, 0.999 kuruş carried.
    const first = randomUUID()
    expect((await win(p, b, 150_999, { transaction_uuid: first, round })).body.balance).toBe(9 * U + 150_000)
    expect(await roundedAway(t, 'hub88', p.playerId)).toBe((999n * SUB) / 1000n)
    // A replay carries nothing more.
    await win(p, b, 150_999, { transaction_uuid: first, round })
    expect(await roundedAway(t, 'hub88', p.playerId)).toBe((999n * SUB) / 1000n)
    // 1,001 units: 1 kuruş credited; the carry reaches 1 kuruş, booked to the suspense account.
    const second = randomUUID()
    expect((await win(p, b, 1_001, { transaction_uuid: second, round })).body.balance).toBe(9 * U + 151_000)
    const booked = await rows<{ key: string; kinds: string[]; amounts: string[] }>(
      t.app,
      sql`select l.idempotency_key as key, array_agg(a.kind order by e.amount) as kinds,
                 array_agg(e.amount::text order by e.amount) as amounts
          from ledger_transactions l join ledger_entries e on e.transaction_id = l.id
          join accounts a on a.id = e.account_id
          where l.kind = 'rounding' and l.idempotency_key like ${`rounding:hub88:%`}
            and (l.metadata->>'playerId')::bigint = ${p.playerId}
          group by l.idempotency_key`,
    )
    expect(booked).toEqual([
      {
        key: `rounding:hub88:${second}`,
        kinds: ['provider_clearing', 'rounding_suspense'],
        amounts: ['-1', '1'],
      },
    ])
    expect(await roundedAway(t, 'hub88', p.playerId)).toBe(SUB)
    // Half a kuruş more stays in the carry.
    await win(p, b, 500, { round })
    expect(await roundedAway(t, 'hub88', p.playerId)).toBe(SUB + SUB / 2n)
    expect(await units(p.playerId)).toBe(9 * U + 151_000)
  })
})

describe('Hub88: the operator alert on the rounding suspense (docs/providers.md "Reconciliation")', () => {
  it('lists a day whose remainders passed the threshold as a rounding_suspense difference, and not below it', async () => {
    const p = await player(10)
    const b = randomUUID()
    const round = `round-${b}`
    await bet(p, U, { transaction_uuid: b, round })
    // 0.999 kuruş carried, then 1.001: two whole kuruş of this player's credits reach the suspense.
    await win(p, b, 999, { round })
    await win(p, b, 2_001, { round })
    const [day] = await rows<{ day: string; kurus: string }>(
      t.app,
      sql`select to_char(max(l.created_at) at time zone 'UTC', 'YYYY-MM-DD') as day, sum(e.amount)::text as kurus
          from ledger_transactions l join ledger_entries e on e.transaction_id = l.id
          join accounts a on a.id = e.account_id and a.kind = 'rounding_suspense'
          where l.kind = 'rounding' and l.metadata->>'provider' = 'hub88'`,
    )
    const rounded = BigInt(day!.kurus)
    expect(rounded).toBeGreaterThanOrEqual(2n)
    // Hub88's report of the day, as its report address would answer it (the content is not the point here).
    const report = createServer((_req, res) => res.end('{"transactions":[]}'))
    await new Promise<void>((resolve) => report.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = report.address() as AddressInfo
      const deps = (roundingAlertKurus?: bigint): ReconDeps => ({
        db: t.app.db,
        clock: t.clock,
        sources: { hub88: `http://127.0.0.1:${port}/report` },
        ...(roundingAlertKurus === undefined ? {} : { roundingAlertKurus }),
      })
      const alerts = async (d: ReconDeps) => {
        const run = await reconcileDay(d, 'hub88', day!.day, null)
        return rows<{ kind: string; tx_id: string; our_amount: string; their_amount: string | null }>(
          t.app,
          sql`select kind, tx_id, our_amount::text, their_amount::text from reconciliation_differences
              where run_id = ${run.id} and kind = 'rounding_suspense'`,
        )
      }
      expect(await alerts(deps(rounded - 1n))).toEqual([
        {
          kind: 'rounding_suspense',
          tx_id: `rounding:${day!.day}`,
          our_amount: String(rounded),
          their_amount: null,
        },
      ])
      // At the threshold, and at the default (1 ₺, RECONCILIATION.roundingAlertKurus), nothing to alert.
      expect(await alerts(deps(rounded))).toEqual([])
      expect(rounded).toBeLessThanOrEqual(100n)
      expect(await alerts(deps())).toEqual([])
    } finally {
      await new Promise((resolve) => report.close(resolve))
    }
  })
})

describe('Hub88: free rounds (23)', () => {
  it('a free bet takes nothing, even from an empty balance; its win is cash; replays, duplicates and rollbacks', async () => {
    const p = await player(0)
    const reward = randomUUID()
    const free = randomUUID()
    const round = `round-${free}`
    const opts = { transaction_uuid: free, round, is_free: true, reward_uuid: reward }
    expect((await bet(p, 2 * U, opts)).body).toMatchObject({ status: 'RS_OK', balance: 0 })
    expect((await bet(p, 2 * U, opts)).body).toMatchObject({ status: 'RS_OK', balance: 0 })
    // The same id as a cash bet, or for another reward, is another transaction.
    for (const change of [{ is_free: false }, { reward_uuid: randomUUID() }])
      expect((await bet(p, 2 * U, { ...opts, ...change })).body.status, JSON.stringify(change)).toBe(
        'RS_ERROR_DUPLICATE_TRANSACTION',
      )
    const [row] = await rows<{ amount: string; cash_amount: string; ledger_transaction_id: number | null }>(
      t.app,
      sql`select amount::text, cash_amount::text, ledger_transaction_id from provider_transactions
          where provider = 'hub88' and tx_id = ${free}`,
    )
    expect(row).toEqual({ amount: '0', cash_amount: '0', ledger_transaction_id: null })
    expect((await win(p, free, 3 * U, { round, is_free: true })).body).toMatchObject({
      status: 'RS_OK',
      balance: 3 * U,
    })
    const b = await getBalances(t.app.db, p.playerId)
    expect(b).toMatchObject({ cash: 300n, bonus: 0n })

    // A free round rolled back refunds nothing (it took nothing); its late win is refused.
    const other = randomUUID()
    await bet(p, U, { transaction_uuid: other, is_free: true })
    expect((await rollback(p, other)).body).toMatchObject({ status: 'RS_OK', balance: 3 * U })
    expect((await win(p, other, U)).body).toMatchObject({
      status: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
      balance: 3 * U,
    })
  })

  it('a blocked player plays no free round either', async () => {
    const p = await player(5)
    const now = new Date(t.clock.now())
    await t.app.db.insert(rgSettings).values({
      playerId: p.playerId,
      timeoutPeriod: '24h',
      timeoutStartedAt: now,
      timeoutUntil: new Date(t.clock.now() + 86_400_000),
      updatedAt: now,
    })
    expect((await bet(p, U, { is_free: true })).body).toMatchObject({
      status: 'RS_ERROR_USER_DISABLED',
      balance: 5 * U,
    })
  })
})

describe('Hub88: responsible gambling (19)', () => {
  it('a loss limit refuses bets with RS_ERROR_LIMIT_REACHED; wins still land', async () => {
    const p = await player(100)
    const now = new Date(t.clock.now())
    await t.app.db.insert(rgSettings).values({ playerId: p.playerId, stakeLimits: true, updatedAt: now })
    await t.app.db
      .insert(rgLimits)
      .values({ playerId: p.playerId, kind: 'loss', period: 'week', amount: 1_000n, updatedAt: now })
    const b = randomUUID()
    expect((await bet(p, 8 * U, { transaction_uuid: b })).body.status).toBe('RS_OK')
    expect((await bet(p, 3 * U)).body).toMatchObject({ status: 'RS_ERROR_LIMIT_REACHED', balance: 92 * U })
    expect((await win(p, b, U)).body).toMatchObject({ status: 'RS_OK', balance: 93 * U })
  })
})

describe('Hub88: concurrency (20–21)', () => {
  it('20 concurrent bets over the balance → exactly the affordable ones; one id twice at once → one posting', async () => {
    const p = await player(10)
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(p, 3 * U)))
    const statuses = answers.map((a) => a.body.status)
    expect(statuses.filter((s) => s === 'RS_OK')).toHaveLength(3)
    expect(
      answers
        .filter((a) => a.body.status !== 'RS_OK' && a.body.status !== 'RS_ERROR_NOT_ENOUGH_MONEY')
        .map((a) => a.raw),
    ).toEqual([])
    expect(await units(p.playerId)).toBe(U)
    expect(await hub88Rows(p.playerId)).toHaveLength(3)

    const q = await player(10)
    const id = randomUUID()
    const twice = await Promise.all([0, 1].map(() => bet(q, 2 * U, { transaction_uuid: id, round: 'r' })))
    expect(twice.map((a) => a.body)).toEqual([
      expect.objectContaining({ status: 'RS_OK', balance: 8 * U }),
      expect.objectContaining({ status: 'RS_OK', balance: 8 * U }),
    ])
    expect(await hub88Rows(q.playerId)).toHaveLength(1)
  })
})

describe('Hub88: launch through the operator API (game/url)', () => {
  it('asks Hub88 for the url with a signed request; the token it sends plays', async () => {
    const a = api(t.app)
    const { token } = await a.register(881)
    const [row] = await rows<{ id: number }>(t.app, sql`select id from players where username = 'ayse881'`)
    const playerId = Number(row!.id)
    await fundPlayer(t.app.db, playerId, { cash: 5_000n })
    const [provider] = await t.app.db.select().from(gameProviders).where(eq(gameProviders.code, 'hub88'))
    const launch = await a.post(
      'casino/launchurl',
      { code: GAME, providerId: provider!.id, isMobile: true },
      { token },
    )
    expect(launch.json(), launch.body).toMatchObject({ success: true })
    expect(launch.json().data).toMatch(/^https:\/\/games\.hub88\.test\/clt_dragonrising\?/)
    const sent = operatorApi.requests.at(-1)!
    expect(sent.signed).toBe(true)
    expect(sent.body).toMatchObject({
      user: String(playerId),
      platform: 'GPL_MOBILE',
      operator_id: 4242,
      game_code: GAME,
      currency: 'TRY',
      lang: expect.any(String),
      lobby_url: expect.stringContaining('/casino/slot'),
    })
    const res = await hub88.balance(String(playerId), String(sent.body.token), GAME)
    expect(res.body).toMatchObject({ status: 'RS_OK', balance: 50 * U })
  })
})

describe('Hub88: configuration', () => {
  it('all four settings enable it, none keeps it null, some or a bad key stop the boot', () => {
    expect(providerRegistry(loadConfig({})).hub88).toBeNull()
    const all = {
      HUB88_OPERATOR_ID: '1',
      HUB88_PUBLIC_KEY: hub88Keys.publicKey,
      HUB88_PRIVATE_KEY: ourKeys.privateKey,
      HUB88_API_URL: 'https://api.hub88.test',
    }
    expect(providerRegistry(loadConfig(all)).hub88?.isConfigured).toBe(true)
    expect(() => loadConfig({ ...all, HUB88_API_URL: '' })).toThrow(ConfigError)
    expect(() => loadConfig({ ...all, HUB88_PUBLIC_KEY: 'not a key' })).toThrow(/HUB88_PUBLIC_KEY/)
    expect(() => loadConfig({ ...all, HUB88_PRIVATE_KEY: hub88Keys.publicKey })).toThrow(/HUB88_PRIVATE_KEY/)
  })
})
