import { DEFAULT_WAGERING_WEIGHT } from '@galata/contract'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { bonuses } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { checkLedger, getBalances, getSystemBalance, systemAccounts, type WageringDeps } from './index.js'
import { placeBet, reverseWin, rollbackBet, settleWin } from '../../test/wagering.js'

/**
 * The seamless wallet's canonical commands (PROVIDERS.md, docs/wallet.md "Wagering") against a
 * model, the adapter test list, and the concurrency rules over real PostgreSQL connections when
 * TEST_DATABASE_URL is set (skipped on PGlite's single connection). The checker runs after each test.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const t = useTestApp()
const deps = (): WageringDeps => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

/** A bonus's wagering requirement that is never met here: the bonus never converts. */
const NEVER_CONVERTS = 10n ** 15n

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p
    return 'OK'
  } catch (e) {
    if (e instanceof AppError) return e.code
    throw e
  }
}

let seq = 0
const uid = () => `${Date.now().toString(36)}-${seq++}`

// ---------------------------------------------------------------------------------------------
// The model: what PROVIDERS.md says each command does to cash and bonus, and what docs/bonuses.md
// says it does to wagering: a stake counts (weighted) when a win settles its round, never before,
// and a refund never takes back what counted (only open bets are refunded).

type Cmd =
  | { op: 'bet'; id: number; amount: bigint }
  | { op: 'win'; id: number; ref: number; amount: bigint }
  | { op: 'rollback'; id: number; ref: number }
  | { op: 'repeat'; index: number }

interface ModelBet {
  amount: bigint
  cash: bigint
  bonus: bigint
  status: 'open' | 'settled' | 'rolled_back' | 'tombstone'
}

class Model {
  bets = new Map<number, ModelBet>()
  wins = new Map<number, string>()
  rollbacks = new Map<number, number>()
  wagered = 0n
  constructor(
    public cash: bigint,
    public bonus: bigint,
    /** Whether the player has an active bonus (it never converts here: the requirement is huge). */
    private hasBonus: boolean,
  ) {}

  apply(c: Exclude<Cmd, { op: 'repeat' }>): string {
    switch (c.op) {
      case 'bet': {
        const known = this.bets.get(c.id)
        if (known?.status === 'tombstone') return 'BET_ROLLED_BACK'
        if (known) return known.amount === c.amount ? 'OK' : 'CONFLICT'
        if (this.cash + this.bonus < c.amount) return 'INSUFFICIENT_FUNDS'
        const cash = this.cash < c.amount ? this.cash : c.amount
        const bonus = c.amount - cash
        this.cash -= cash
        this.bonus -= bonus
        this.bets.set(c.id, { amount: c.amount, cash, bonus, status: 'open' })
        return 'OK'
      }
      case 'win': {
        const known = this.wins.get(c.id)
        if (known) return known === `${c.ref}:${c.amount}` ? 'OK' : 'CONFLICT'
        const bet = this.bets.get(c.ref)
        if (!bet) return 'REF_NOT_FOUND'
        if (bet.status === 'rolled_back' || bet.status === 'tombstone') return 'BET_ROLLED_BACK'
        const share = (c.amount * bet.bonus) / bet.amount
        this.cash += c.amount - share
        this.bonus += share
        // Bets carry no game code here: the default weight.
        if (bet.status === 'open' && this.hasBonus)
          this.wagered += (bet.amount * BigInt(DEFAULT_WAGERING_WEIGHT)) / 100n
        bet.status = 'settled'
        this.wins.set(c.id, `${c.ref}:${c.amount}`)
        return 'OK'
      }
      case 'rollback': {
        const known = this.rollbacks.get(c.id)
        if (known !== undefined) return known === c.ref ? 'OK' : 'CONFLICT'
        this.rollbacks.set(c.id, c.ref)
        const bet = this.bets.get(c.ref)
        if (!bet) this.bets.set(c.ref, { amount: 0n, cash: 0n, bonus: 0n, status: 'tombstone' })
        else if (bet.status === 'open') {
          this.cash += bet.cash
          this.bonus += bet.bonus
          bet.status = 'rolled_back'
        }
        return 'OK'
      }
    }
  }
}

const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('bet' as const), id: fc.nat(5), amount: fc.bigInt(1n, 400n) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('win' as const),
      id: fc.nat(5),
      ref: fc.nat(5),
      amount: fc.bigInt(0n, 900n),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('rollback' as const), id: fc.nat(5), ref: fc.nat(5) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('repeat' as const), index: fc.nat(30) }) },
)

describe('bet / win / rollback against a model', () => {
  it('every sequence leaves cash and bonus where the model says, with the same answers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt(0n, 600n),
        fc.bigInt(0n, 400n),
        fc.array(cmdArb, { minLength: 1, maxLength: 25 }),
        async (cash, bonus, cmds) => {
          const { id: playerId } = await player(t.app, { cash, bonus, wageringRequired: NEVER_CONVERTS })
          const model = new Model(cash, bonus, bonus > 0n)
          const run = uid()
          const done: Exclude<Cmd, { op: 'repeat' }>[] = []
          for (const raw of cmds) {
            const c = raw.op === 'repeat' ? done[raw.index % Math.max(1, done.length)] : raw
            if (!c) continue
            done.push(c)
            const expected = model.apply(c)
            const base = { provider: 'model', playerId }
            const got = await codeOf(
              c.op === 'bet'
                ? placeBet(deps(), {
                    ...base,
                    txId: `${run}:b${c.id}`,
                    roundId: `${run}:b${c.id}`,
                    amount: c.amount,
                    currency: 'TRY',
                  })
                : c.op === 'win'
                  ? settleWin(deps(), {
                      ...base,
                      txId: `${run}:w${c.id}`,
                      refTxId: `${run}:b${c.ref}`,
                      roundId: `${run}:b${c.ref}`,
                      amount: c.amount,
                      currency: 'TRY',
                    })
                  : rollbackBet(deps(), {
                      ...base,
                      txId: `${run}:r${c.id}`,
                      refTxId: `${run}:b${c.ref}`,
                      roundId: `${run}:b${c.ref}`,
                    }),
            )
            expect(
              got,
              JSON.stringify(c, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
            ).toBe(expected)
            const b = await getBalances(t.app.db, playerId)
            expect([b.cash, b.bonus]).toEqual([model.cash, model.bonus])
            const [row] = await t.app.db.select().from(bonuses).where(eq(bonuses.playerId, playerId))
            expect(row?.wagered ?? 0n).toBe(model.wagered)
          }
        },
      ),
      { numRuns: onPostgres ? 40 : 25 },
    )
  })
})

describe('PROVIDERS.md adapter tests', () => {
  const base = (playerId: number) => ({ provider: 'galata', playerId, currency: 'TRY' })

  it('the same bet twice is applied once with identical answers; other content is CONFLICT', async () => {
    const { id: p } = await player(t.app, { cash: 1000n })
    const id = uid()
    const bet = { ...base(p), txId: id, roundId: `r${id}`, amount: 100n }
    const first = await placeBet(deps(), bet)
    const again = await placeBet(deps(), bet)
    expect({ ...again, replayed: false }).toEqual(first)
    expect(again.replayed).toBe(true)
    expect((await getBalances(t.app.db, p)).cash).toBe(900n)
    expect(await codeOf(placeBet(deps(), { ...bet, amount: 101n }))).toBe('CONFLICT')
    const { id: other } = await player(t.app, { cash: 1000n })
    expect(await codeOf(placeBet(deps(), { ...bet, playerId: other }))).toBe('CONFLICT')
  })

  it('the same id for another game is CONFLICT: bets, wins and rollbacks', async () => {
    const { id: p } = await player(t.app, { cash: 1000n })
    const id = uid()
    const bet = { ...base(p), txId: id, roundId: `r${id}`, amount: 100n, gameCode: 'game-a' }
    await placeBet(deps(), bet)
    expect((await placeBet(deps(), bet)).replayed).toBe(true)
    expect(await codeOf(placeBet(deps(), { ...bet, gameCode: 'game-b' }))).toBe('CONFLICT')
    expect(await codeOf(placeBet(deps(), { ...bet, gameCode: null }))).toBe('CONFLICT')
    const win = {
      ...base(p),
      txId: `w${id}`,
      refTxId: id,
      roundId: `r${id}`,
      amount: 50n,
      gameCode: 'game-a',
    }
    await settleWin(deps(), win)
    expect(await codeOf(settleWin(deps(), { ...win, gameCode: 'game-b' }))).toBe('CONFLICT')
    const open = uid()
    await placeBet(deps(), { ...bet, txId: open })
    const back = { ...base(p), txId: `rb${open}`, refTxId: open, roundId: `r${id}`, gameCode: 'game-a' }
    await rollbackBet(deps(), back)
    expect(await codeOf(rollbackBet(deps(), { ...back, gameCode: 'game-b' }))).toBe('CONFLICT')
    expect((await getBalances(t.app.db, p)).cash).toBe(950n)
  })

  it('a free round takes nothing and counts toward no bonus; its win is cash while a bonus is active', async () => {
    const { id: p } = await player(t.app, { cash: 0n, bonus: 100n, wageringRequired: NEVER_CONVERTS })
    const id = uid()
    const free = await placeBet(deps(), {
      ...base(p),
      txId: id,
      roundId: id,
      amount: 5000n,
      free: { reference: 'c1' },
    })
    expect([free.cash, free.bonus, free.cashAmount, free.bonusAmount, free.ledgerTransactionId]).toEqual([
      0n,
      100n,
      0n,
      0n,
      null,
    ])
    const win = await settleWin(deps(), {
      ...base(p),
      txId: `w${id}`,
      refTxId: id,
      roundId: id,
      amount: 700n,
    })
    expect([win.cash, win.bonus, win.cashAmount, win.bonusAmount]).toEqual([700n, 100n, 700n, 0n])
    const [row] = await t.app.db.select().from(bonuses).where(eq(bonuses.playerId, p))
    expect(row!.wagered).toBe(0n)
  })

  it('a win taken back: cash first, then bonus, its house share from the house; never below zero', async () => {
    const { id: p } = await player(t.app, { cash: 0n, bonus: 100n, wageringRequired: NEVER_CONVERTS })
    const id = uid()
    await placeBet(deps(), { ...base(p), txId: id, roundId: id, amount: 50n })
    // Paid from bonus: the whole win goes back to the bonus account.
    const win = await settleWin(deps(), {
      ...base(p),
      txId: `w${id}`,
      refTxId: id,
      roundId: id,
      amount: 100n,
    })
    expect([win.cash, win.bonus]).toEqual([0n, 150n])
    const back = { ...base(p), txId: `rw${id}`, refTxId: `w${id}`, roundId: id }
    const reversed = await reverseWin(deps(), back)
    expect([reversed.status, reversed.cash, reversed.bonus, reversed.bonusAmount]).toEqual([
      'rolled_back',
      0n,
      50n,
      100n,
    ])
    expect((await reverseWin(deps(), back)).replayed).toBe(true)
    expect((await reverseWin(deps(), { ...back, txId: `rw2${id}` })).status).toBe('noop')

    const { id: q } = await player(t.app, { cash: 10n })
    const qid = uid()
    await placeBet(deps(), { ...base(q), txId: qid, roundId: qid, amount: 10n })
    await settleWin(deps(), { ...base(q), txId: `w${qid}`, refTxId: qid, roundId: qid, amount: 30n })
    await placeBet(deps(), { ...base(q), txId: `b2${qid}`, roundId: `b2${qid}`, amount: 25n })
    expect(
      await codeOf(reverseWin(deps(), { ...base(q), txId: `rw${qid}`, refTxId: `w${qid}`, roundId: qid })),
    ).toBe('INSUFFICIENT_FUNDS')
    expect((await getBalances(t.app.db, q)).cash).toBe(5n)
  })

  it('debits cash first, then bonus; a win pays the bonus share back to the bonus account', async () => {
    const { id: p } = await player(t.app, { cash: 30n, bonus: 100n, wageringRequired: NEVER_CONVERTS })
    const id = uid()
    const bet = await placeBet(deps(), { ...base(p), txId: id, roundId: id, amount: 50n })
    expect([bet.cashAmount, bet.bonusAmount, bet.cash, bet.bonus]).toEqual([30n, 20n, 0n, 80n])
    const win = await settleWin(deps(), {
      ...base(p),
      txId: `w${id}`,
      refTxId: id,
      roundId: id,
      amount: 100n,
    })
    // 20 of the 50 came from bonus: 40 % of the win goes back there.
    expect([win.cashAmount, win.bonusAmount, win.cash, win.bonus]).toEqual([60n, 40n, 60n, 120n])
  })

  it('a bet without enough money posts nothing and reports the true balance', async () => {
    const { id: p } = await player(t.app, { cash: 40n, bonus: 5n, wageringRequired: NEVER_CONVERTS })
    const err = await placeBet(deps(), { ...base(p), txId: uid(), roundId: 'r', amount: 46n }).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).code).toBe('INSUFFICIENT_FUNDS')
    expect((err as AppError).data).toEqual({ balance: 0.4, bonusBalance: 0.05 })
    expect(await getBalances(t.app.db, p)).toMatchObject({ cash: 40n, bonus: 5n })
  })

  it('rollback before its bet answers OK, and the late bet is refused without touching the balance', async () => {
    const { id: p } = await player(t.app, { cash: 500n })
    const id = uid()
    const rb = await rollbackBet(deps(), {
      provider: 'galata',
      playerId: p,
      txId: `rb${id}`,
      refTxId: id,
      roundId: id,
    })
    expect(rb.status).toBe('tombstone')
    expect(await codeOf(placeBet(deps(), { ...base(p), txId: id, roundId: id, amount: 100n }))).toBe(
      'BET_ROLLED_BACK',
    )
    expect((await getBalances(t.app.db, p)).cash).toBe(500n)
  })

  it('a second rollback is a no-op; a rollback of an unknown id is OK; after the win it reverses nothing', async () => {
    const { id: p } = await player(t.app, { cash: 500n })
    const id = uid()
    await placeBet(deps(), { ...base(p), txId: id, roundId: id, amount: 100n })
    const rb = (txId: string, refTxId = id) =>
      rollbackBet(deps(), { provider: 'galata', playerId: p, txId, refTxId, roundId: id })
    expect((await rb(`a${id}`)).status).toBe('rolled_back')
    expect((await rb(`b${id}`)).status).toBe('noop')
    expect((await rb(`a${id}`)).replayed).toBe(true)
    expect((await getBalances(t.app.db, p)).cash).toBe(500n)

    const id2 = uid()
    await placeBet(deps(), { ...base(p), txId: id2, roundId: id2, amount: 100n })
    await settleWin(deps(), { ...base(p), txId: `w${id2}`, refTxId: id2, roundId: id2, amount: 30n })
    expect((await rb(`c${id2}`, id2)).status).toBe('noop')
    expect((await getBalances(t.app.db, p)).cash).toBe(430n)
  })

  it('win after rollback refused; win without bet REF_NOT_FOUND; a promotion win needs no bet', async () => {
    const { id: p } = await player(t.app, { cash: 500n })
    const id = uid()
    await placeBet(deps(), { ...base(p), txId: id, roundId: id, amount: 100n })
    await rollbackBet(deps(), { provider: 'galata', playerId: p, txId: `rb${id}`, refTxId: id, roundId: id })
    expect(
      await codeOf(settleWin(deps(), { ...base(p), txId: `w${id}`, refTxId: id, roundId: id, amount: 10n })),
    ).toBe('BET_ROLLED_BACK')
    expect(
      await codeOf(
        settleWin(deps(), { ...base(p), txId: `w2${id}`, refTxId: 'nope', roundId: id, amount: 10n }),
      ),
    ).toBe('REF_NOT_FOUND')
    const promo = await settleWin(deps(), {
      ...base(p),
      txId: `p${id}`,
      roundId: 'promo',
      amount: 25n,
      kind: 'promotion',
    })
    expect(promo.cash).toBe(525n)
  })

  it('refuses a wrong currency and negative, zero or out-of-range stakes with VALIDATION_FAILED', async () => {
    const { id: p } = await player(t.app, { cash: 500n })
    for (const [amount, currency] of [
      [-1n, 'TRY'],
      [0n, 'TRY'],
      [10n ** 12n, 'TRY'],
      [10n, 'EUR'],
    ] as const)
      expect(
        await codeOf(placeBet(deps(), { ...base(p), currency, txId: uid(), roundId: 'r', amount })),
      ).toBe('VALIDATION_FAILED')
    expect(await codeOf(settleWin(deps(), { ...base(p), txId: uid(), roundId: 'r', amount: -5n }))).toBe(
      'VALIDATION_FAILED',
    )
    expect((await getBalances(t.app.db, p)).cash).toBe(500n)
  })

  it('emits wallet.balance_changed after the commit, never for a refused bet', async () => {
    const { id: p } = await player(t.app, { cash: 100n })
    const seen: number[] = []
    const off = t.app.events.on('wallet.balance_changed', (e) => void seen.push(e.playerId))
    await placeBet(deps(), { ...base(p), txId: uid(), roundId: 'r', amount: 10n })
    await codeOf(placeBet(deps(), { ...base(p), txId: uid(), roundId: 'r', amount: 1000n }))
    off()
    expect(seen).toEqual([p])
  })
})

describe.skipIf(!onPostgres)('concurrency on real PostgreSQL connections', () => {
  const base = (playerId: number) => ({ provider: 'galata', playerId, currency: 'TRY' })

  it('100 parallel bets of 10 on 500 → exactly 50 succeed, never below zero', async () => {
    const { id: p } = await player(t.app, { cash: 500n })
    const codes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        codeOf(placeBet(deps(), { ...base(p), txId: `par-${p}-${i}`, roundId: 'r', amount: 10n })),
      ),
    )
    expect(codes.filter((c) => c === 'OK')).toHaveLength(50)
    expect(codes.filter((c) => c === 'INSUFFICIENT_FUNDS')).toHaveLength(50)
    expect((await getBalances(t.app.db, p)).cash).toBe(0n)
  })

  it('20 concurrent bets over cash and bonus → exactly ⌊balance/amount⌋ succeed', async () => {
    const { id: p } = await player(t.app, { cash: 50n, bonus: 45n, wageringRequired: NEVER_CONVERTS })
    const codes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        codeOf(placeBet(deps(), { ...base(p), txId: `mix-${p}-${i}`, roundId: 'r', amount: 10n })),
      ),
    )
    expect(codes.filter((c) => c === 'OK')).toHaveLength(9)
    expect(await getBalances(t.app.db, p)).toMatchObject({ cash: 0n, bonus: 5n })
  })

  it('20 concurrent copies of one txId → one posting', async () => {
    const { id: p } = await player(t.app, { cash: 500n })
    const sys = await systemAccounts(t.app.db)
    const before = await getSystemBalance(t.app.db, sys.provider_clearing)
    const cmd = { ...base(p), txId: `dup-${p}`, roundId: 'r', amount: 70n }
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeBet(deps(), cmd)))
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1)
    expect((await getBalances(t.app.db, p)).cash).toBe(430n)
    expect((await getSystemBalance(t.app.db, sys.provider_clearing)) - before).toBe(70n)
  })

  it('a win and a rollback racing on one bet → exactly one takes effect', async () => {
    for (let i = 0; i < 10; i++) {
      const { id: p } = await player(t.app, { cash: 500n })
      const id = `race-${p}`
      await placeBet(deps(), { ...base(p), txId: id, roundId: id, amount: 100n })
      const [win, rb] = await Promise.all([
        codeOf(settleWin(deps(), { ...base(p), txId: `w${id}`, refTxId: id, roundId: id, amount: 250n })),
        rollbackBet(deps(), { provider: 'galata', playerId: p, txId: `rb${id}`, refTxId: id, roundId: id }),
      ])
      const cash = (await getBalances(t.app.db, p)).cash
      if (win === 'OK') expect([rb.status, cash]).toEqual(['noop', 650n])
      else expect([win, rb.status, cash]).toEqual(['BET_ROLLED_BACK', 'rolled_back', 500n])
    }
  })

  it('a bet racing its own rollback: refunded or refused, never both applied', async () => {
    for (let i = 0; i < 10; i++) {
      const { id: p } = await player(t.app, { cash: 500n })
      const id = `brace-${p}`
      const [bet, rb] = await Promise.all([
        codeOf(placeBet(deps(), { ...base(p), txId: id, roundId: id, amount: 100n })),
        rollbackBet(deps(), { provider: 'galata', playerId: p, txId: `rb${id}`, refTxId: id, roundId: id }),
      ])
      expect((await getBalances(t.app.db, p)).cash).toBe(500n)
      if (bet === 'OK') expect(rb.status).toBe('rolled_back')
      else expect([bet, rb.status]).toEqual(['BET_ROLLED_BACK', 'tombstone'])
    }
  })
})
