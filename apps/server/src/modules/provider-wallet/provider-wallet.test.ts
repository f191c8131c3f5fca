import fc from 'fast-check'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { errorCatalog } from '@galata/contract'
import { providerTransactions } from '../../db/schema/index.js'
import { GAME_TOKEN_TTL_MS, GALATA_SIGNATURE_HEADER, signGalataCallback } from '../../providers/index.js'
import { useTestApp } from '../../test/helper.js'
import { gameTokenSigner } from '../../test/originals.js'
import { fundPlayer, insertTestPlayer } from '../../test/wallet.js'
import { checkLedger, getBalances } from '../wallet/index.js'

/*
 * The PROVIDERS.md wallet tests against the galata adapter's signed HTTP callbacks
 * (`POST /api/providers/galata/{balance|bet|win|rollback}`), and SECURITY.md's "shuffled and
 * duplicated callback sequences checked against a model". The ledger checker runs after each test.
 */

const t = useTestApp()
const GAME = 'galata-dice'

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function player(cash: bigint) {
  const playerId = await insertTestPlayer(t.app.db)
  await fundPlayer(t.app.db, playerId, { cash })
  const token = (await gameTokenSigner(t.app, playerId, GAME)).sign()
  return { playerId, token }
}

/** Sends a callback; `raw` is sent byte for byte (and signed as such unless `signature` is given). */
function cb(
  action: string,
  body: Record<string, unknown> | null,
  o: { raw?: string; signature?: string | null } = {},
) {
  const raw = o.raw ?? JSON.stringify(body)
  const signature =
    o.signature === undefined ? signGalataCallback(t.app.config.ORIGINALS_SECRET, raw) : o.signature
  return t.app.inject({
    method: 'POST',
    url: `/api/providers/galata/${action}`,
    headers: {
      'content-type': 'application/json',
      'x-locale': 'en',
      ...(signature === null ? {} : { [GALATA_SIGNATURE_HEADER]: signature }),
    },
    payload: raw,
  })
}

let seq = 0
const uid = (p: string) => `${p}-${Date.now().toString(36)}-${seq++}`

const bet = (token: string, txId: string, amount: number, roundId = `r-${txId}`) =>
  cb('bet', { token, txId, roundId, gameCode: GAME, amount, currency: 'TRY' })
const win = (
  token: string,
  txId: string,
  refTxId: string | undefined,
  amount: number,
  roundId: string,
  kind?: string,
) =>
  cb('win', {
    token,
    txId,
    ...(refTxId ? { refTxId } : {}),
    roundId,
    gameCode: GAME,
    amount,
    currency: 'TRY',
    ...(kind ? { kind } : {}),
  })
const rollback = (token: string, txId: string, refTxId: string, roundId: string) =>
  cb('rollback', { token, txId, refTxId, roundId })

const cashOf = async (playerId: number) => (await getBalances(t.app.db, playerId)).cash
const rowsOf = (playerId: number) =>
  t.app.db
    .select()
    .from(providerTransactions)
    .where(and(eq(providerTransactions.playerId, playerId), like(providerTransactions.txId, 'cb:%')))

describe('galata wallet callbacks: signature on the raw body', () => {
  it('refuses a bad or missing signature with 401 and writes nothing; verifies the exact bytes sent', async () => {
    const { playerId, token } = await player(1_000n)
    const body = { token, txId: uid('b'), roundId: 'r1', gameCode: GAME, amount: 1, currency: 'TRY' }
    const raw = JSON.stringify(body)
    for (const signature of [
      null,
      'sha256=00',
      `sha256=${'ab'.repeat(32)}`,
      'md5=x',
      signGalataCallback('other', raw),
    ]) {
      const res = await cb('bet', body, { signature })
      expect(res.statusCode, String(signature)).toBe(401)
      expect(res.json()).toMatchObject({ success: false, code: 'SIGNATURE_INVALID' })
      expect(res.json().message).toBe(errorCatalog.SIGNATURE_INVALID.message.en)
    }
    // Signed bytes, then one byte changed (re-serialised JSON would look the same to a parser).
    const tampered = raw.replace('"amount":1', '"amount":9')
    expect(
      (
        await cb('bet', null, {
          raw: tampered,
          signature: signGalataCallback(t.app.config.ORIGINALS_SECRET, raw),
        })
      ).statusCode,
    ).toBe(401)
    expect(await rowsOf(playerId)).toEqual([])
    expect(await cashOf(playerId)).toBe(1_000n)

    // Whitespace-different JSON verifies on its own raw bytes.
    const pretty = JSON.stringify(body, null, 2) + '\n'
    const res = await cb('bet', null, { raw: pretty })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      balance: 9,
      bonusBalance: 0,
      currency: 'TRY',
      txId: body.txId,
      status: 'open',
    })
    // Unknown provider or action: 404 after nothing was applied.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/providers/hub88/bet', payload: raw })).statusCode,
    ).toBe(404)
    expect((await cb('refund', body)).statusCode).toBe(404)
  })
})

describe('galata wallet callbacks: the PROVIDERS.md adapter tests', () => {
  it('1–2: the same bet twice is applied once with identical answers; same txId, other content → CONFLICT', async () => {
    const { playerId, token } = await player(1_000n)
    const id = uid('b')
    const a = await bet(token, id, 2.5, 'r')
    const b = await bet(token, id, 2.5, 'r')
    expect(a.statusCode).toBe(200)
    expect(b.json().data).toEqual({ ...a.json().data, replayed: true })
    expect(await cashOf(playerId)).toBe(750n)
    const c = await bet(token, id, 3, 'r')
    expect(c.statusCode).toBe(409)
    expect(c.json().code).toBe('CONFLICT')
    const other = await player(1_000n)
    expect((await bet(other.token, id, 2.5, 'r')).json().code).toBe('CONFLICT')
    expect(await rowsOf(playerId)).toHaveLength(1)
  })

  it('3–4: a rollback before its bet answers OK and blocks the bet; a second rollback is a no-op', async () => {
    const { playerId, token } = await player(1_000n)
    const betId = uid('b')
    const rb = await rollback(token, uid('rb'), betId, 'r')
    expect(rb.statusCode).toBe(200)
    expect(rb.json().data).toMatchObject({ status: 'tombstone', balance: 10 })
    const late = await bet(token, betId, 5, 'r')
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('BET_ROLLED_BACK')
    expect(await cashOf(playerId)).toBe(1_000n)

    const placed = uid('b')
    await bet(token, placed, 4, 'r2')
    const first = await rollback(token, uid('rb'), placed, 'r2')
    expect(first.json().data).toMatchObject({ status: 'rolled_back', balance: 10 })
    const second = await rollback(token, uid('rb'), placed, 'r2')
    expect(second.json().data).toMatchObject({ status: 'noop', balance: 10 })
    expect(await cashOf(playerId)).toBe(1_000n)
  })

  it('5: win after rollback refused; win without bet REF_NOT_FOUND; promotion win without bet paid', async () => {
    const { playerId, token } = await player(1_000n)
    const b = uid('b')
    await bet(token, b, 1, 'r')
    await rollback(token, uid('rb'), b, 'r')
    expect((await win(token, uid('w'), b, 5, 'r')).json().code).toBe('BET_ROLLED_BACK')
    const missing = await win(token, uid('w'), uid('nobet'), 5, 'r9')
    expect(missing.statusCode).toBe(404)
    expect(missing.json().code).toBe('REF_NOT_FOUND')
    const promo = await win(token, uid('w'), undefined, 7.5, 'promo', 'promotion')
    expect(promo.statusCode).toBe(200)
    expect(await cashOf(playerId)).toBe(1_750n)
  })

  it('wins and rollbacks are accepted after the game token expired; balance and bets are not', async () => {
    const { playerId, token } = await player(1_000n)
    const b1 = uid('b')
    const b2 = uid('b')
    await bet(token, b1, 2, 'r1')
    await bet(token, b2, 3, 'r2')
    t.clock.advance(GAME_TOKEN_TTL_MS + 1_000)
    const late = await bet(token, uid('b'), 1, 'r3')
    expect(late.statusCode).toBe(401)
    expect(late.json().code).toBe('GAME_SESSION_EXPIRED')
    expect((await cb('balance', { token })).json().code).toBe('GAME_SESSION_EXPIRED')
    expect((await win(token, uid('w'), b1, 4, 'r1')).statusCode).toBe(200)
    expect((await rollback(token, uid('rb'), b2, 'r2')).json().data.status).toBe('rolled_back')
    expect(await cashOf(playerId)).toBe(1_000n - 200n + 400n)
    // A forged token is no token, expired or not.
    expect((await win(`${token}x`, uid('w'), b1, 4, 'r1')).json().code).toBe('GAME_SESSION_EXPIRED')
  })

  it('10: wrong currency, negative, too precise, out-of-range amounts and unknown keys → 400, nothing written', async () => {
    const { playerId, token } = await player(1_000n)
    const base = { token, txId: uid('b'), roundId: 'r', gameCode: GAME, amount: 1, currency: 'TRY' }
    const bad: [Record<string, unknown>, string][] = [
      [{ ...base, currency: 'USD' }, 'currency'],
      [{ ...base, amount: -1 }, 'amount'],
      [{ ...base, amount: 1.005 }, 'amount'],
      [{ ...base, amount: 1e9 }, 'amount'],
      [{ ...base, amount: '1' }, 'amount'],
      [{ ...base, amount: 0 }, 'amount'],
      [{ ...base, txId: '' }, 'txId'],
      [{ ...base, txId: 'x'.repeat(97) }, 'txId'],
      [{ ...base, extra: 1 }, ''],
    ]
    for (const [body, field] of bad) {
      const res = await cb('bet', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
      if (field) expect(Object.keys(res.json().errors ?? {}), JSON.stringify(body)).toContain(field)
    }
    expect((await cb('bet', null, { raw: '{"token":' })).json().code).toBe('MALFORMED_REQUEST')
    expect(await rowsOf(playerId)).toEqual([])
    expect(await cashOf(playerId)).toBe(1_000n)
  })

  it('6–7: twenty concurrent bets over the balance → ⌊balance/amount⌋; twenty copies of one txId → one posting', async () => {
    const { playerId, token } = await player(1_000n)
    const answers = await Promise.all(Array.from({ length: 20 }, () => bet(token, uid('b'), 3, 'r')))
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3)
    expect(
      answers.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true)
    expect(await cashOf(playerId)).toBe(100n)

    const other = await player(1_000n)
    const id = uid('b')
    const copies = await Promise.all(Array.from({ length: 20 }, () => bet(other.token, id, 1, 'r')))
    expect(copies.every((r) => r.statusCode === 200)).toBe(true)
    expect(await rowsOf(other.playerId)).toHaveLength(1)
    expect(await cashOf(other.playerId)).toBe(900n)
  })

  it('8: a win and a rollback racing on one bet → exactly one takes effect', async () => {
    for (let i = 0; i < 5; i++) {
      const { playerId, token } = await player(1_000n)
      const b = uid('b')
      await bet(token, b, 2, 'r')
      const [w, r] = await Promise.all([win(token, uid('w'), b, 5, 'r'), rollback(token, uid('rb'), b, 'r')])
      const cash = await cashOf(playerId)
      if (w.statusCode === 200 && r.json().data?.status === 'noop') expect(cash).toBe(1_300n)
      else {
        expect(r.json().data.status).toBe('rolled_back')
        expect(w.json().code).toBe('BET_ROLLED_BACK')
        expect(cash).toBe(1_000n)
      }
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Shuffled and duplicated callback sequences against a model (SECURITY.md)

type Callback =
  | { op: 'bet'; id: string; round: string; amount: number }
  | { op: 'win'; id: string; ref: string; round: string; amount: number }
  | { op: 'rollback'; id: string; ref: string; round: string }
  | { op: 'expire' }

/** What PROVIDERS.md says each callback answers and does to the player's cash (kuruş). */
class Model {
  bets = new Map<string, { amount: bigint; status: 'open' | 'settled' | 'rolled_back' | 'tombstone' }>()
  /** Answers of applied wins and rollbacks (cash after), replayed for a repeat. */
  done = new Map<string, bigint>()
  betAnswers = new Map<string, bigint>()
  expired = false
  constructor(public cash: bigint) {}

  apply(c: Exclude<Callback, { op: 'expire' }>): { code: string; cash: bigint } {
    const ok = (cash = this.cash) => ({ code: 'OK', cash })
    switch (c.op) {
      case 'bet': {
        if (this.expired) return { code: 'GAME_SESSION_EXPIRED', cash: this.cash }
        const known = this.bets.get(c.id)
        if (known?.status === 'tombstone') return { code: 'BET_ROLLED_BACK', cash: this.cash }
        if (known) return ok(this.betAnswers.get(c.id))
        const amount = BigInt(Math.round(c.amount * 100))
        if (this.cash < amount) return { code: 'INSUFFICIENT_FUNDS', cash: this.cash }
        this.cash -= amount
        this.bets.set(c.id, { amount, status: 'open' })
        this.betAnswers.set(c.id, this.cash)
        return ok()
      }
      case 'win': {
        if (this.done.has(c.id)) return ok(this.done.get(c.id))
        const b = this.bets.get(c.ref)
        if (!b) return { code: 'REF_NOT_FOUND', cash: this.cash }
        if (b.status === 'rolled_back' || b.status === 'tombstone')
          return { code: 'BET_ROLLED_BACK', cash: this.cash }
        this.cash += BigInt(Math.round(c.amount * 100))
        b.status = 'settled'
        this.done.set(c.id, this.cash)
        return ok()
      }
      case 'rollback': {
        if (this.done.has(c.id)) return ok(this.done.get(c.id))
        const b = this.bets.get(c.ref)
        if (!b) this.bets.set(c.ref, { amount: 0n, status: 'tombstone' })
        else if (b.status === 'open') {
          this.cash += b.amount
          b.status = 'rolled_back'
        }
        this.done.set(c.id, this.cash)
        return ok()
      }
    }
  }
}

describe('galata wallet callbacks: shuffled and duplicated sequences against a model', () => {
  it('answers and balances match the model after every callback, whatever the order and repeats', async () => {
    const round = fc.record({
      bet: fc.integer({ min: 1, max: 400 }),
      win: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null }),
      rollback: fc.boolean(),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(round, { minLength: 1, maxLength: 4 }),
        // Indices into the callbacks (with `expire` as one more): shuffled, repeated, some never sent.
        fc.array(fc.nat({ max: 1_000 }), { minLength: 1, maxLength: 18 }),
        async (rounds, order) => {
          const start = 500n
          const { playerId, token } = await player(start)
          const run = uid('run')
          const callbacks: Callback[] = [{ op: 'expire' }]
          rounds.forEach((r, i) => {
            const betId = `${run}-b${i}`
            const roundId = `${run}-r${i}`
            callbacks.push({ op: 'bet', id: betId, round: roundId, amount: r.bet / 100 })
            if (r.win !== null)
              callbacks.push({
                op: 'win',
                id: `${run}-w${i}`,
                ref: betId,
                round: roundId,
                amount: r.win / 100,
              })
            if (r.rollback)
              callbacks.push({ op: 'rollback', id: `${run}-rb${i}`, ref: betId, round: roundId })
          })
          const model = new Model(start)
          for (const index of order) {
            const c = callbacks[index % callbacks.length]!
            if (c.op === 'expire') {
              // The game token expires (moving the shared clock past its lifetime; later players get fresh tokens).
              if (!model.expired) t.clock.advance(GAME_TOKEN_TTL_MS + 1_000)
              model.expired = true
              continue
            }
            const res =
              c.op === 'bet'
                ? await bet(token, c.id, c.amount, c.round)
                : c.op === 'win'
                  ? await win(token, c.id, c.ref, c.amount, c.round)
                  : await rollback(token, c.id, c.ref, c.round)
            const expected = model.apply(c)
            const body = res.json()
            const label = `${JSON.stringify(c)} → ${res.body}`
            expect(body.success ? 'OK' : body.code, label).toBe(expected.code)
            if (body.success) expect(body.data.balance, label).toBe(Number(expected.cash) / 100)
            if (body.code === 'INSUFFICIENT_FUNDS')
              expect(body.data.balance, label).toBe(Number(expected.cash) / 100)
            expect(await cashOf(playerId), label).toBe(model.cash)
          }
        },
      ),
      { numRuns: 40 },
    )
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })
})
