import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../db/client.js'
import type { LedgerTransactionKind } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { createTestDatabase } from '../../test/helper.js'
import { insertTestPlayer, quietLedger } from '../../test/wallet.js'
import {
  checkLedger,
  ensurePlayerAccounts,
  getBalances,
  getSystemBalance,
  post,
  systemAccounts,
  type PostingEntry,
  type SystemAccounts,
} from './index.js'
import { toMajor, toMinor } from './money.js'

/**
 * SECURITY.md (money): the ledger against a model, idempotency, and the crash/retry rule. The
 * concurrency rules run over real parallel PostgreSQL connections when TEST_DATABASE_URL is set
 * (CI sets it); on PGlite there is one connection, so those parts are skipped there.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

let database: Database
let db: Db
let drop: () => Promise<void>
let sys: SystemAccounts

beforeAll(async () => {
  const created = await createTestDatabase()
  database = created.database
  db = database.db
  drop = created.drop
  sys = await systemAccounts(db)
})
afterEach(async () => {
  const report = await checkLedger(db)
  expect(report.problems).toEqual([])
})
afterAll(async () => {
  await drop()
})

function postIn(key: string, kind: LedgerTransactionKind, entries: PostingEntry[]) {
  return db.transaction((tx) => post(quietLedger(db, tx), { idempotencyKey: key, kind, entries }))
}

function transfer(from: number, to: number, amount: bigint): PostingEntry[] {
  return [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ]
}

async function fundedPlayer(cash: bigint) {
  const playerId = await insertTestPlayer(db)
  const accounts = await ensurePlayerAccounts(db, playerId)
  if (cash > 0n)
    await postIn(`fund:${playerId}`, 'deposit', transfer(sys.payment_clearing, accounts.cash, cash))
  return { playerId, ...accounts }
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'OK'
  } catch (err) {
    if (err instanceof AppError) return err.code
    throw err
  }
}

describe('money at the edge', () => {
  it('converts lira and kuruş exactly', () => {
    expect(toMinor('12.34')).toBe(1234n)
    expect(toMinor('0.5')).toBe(50n)
    expect(toMinor(59.97000000000001)).toBe(5997n)
    expect(toMajor(1234n)).toBe(12.34)
    expect(toMajor(-5n)).toBe(-0.05)
    expect(() => toMinor('1.234')).toThrow()
    expect(() => toMinor(Number.NaN)).toThrow()
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), (k) => toMinor(toMajor(k)) === k),
    )
  })
})

describe('postings', () => {
  it('moves money, records balance after each leg, and refuses an overdraft with the true balance', async () => {
    const p = await fundedPlayer(500n)
    const bet = await postIn('bet:a', 'bet', transfer(p.cash, sys.provider_clearing, 200n))
    expect(bet.replayed).toBe(false)
    expect(bet.entries[0]).toEqual({ accountId: p.cash, amount: -200n, balanceAfter: 300n })
    const refused = postIn('bet:b', 'bet', transfer(p.cash, sys.provider_clearing, 301n))
    await expect(refused).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS', data: { balance: 3 } })
    expect((await getBalances(db, p.playerId)).cash).toBe(300n)
  })

  it('refuses unbalanced, empty and zero legs before touching anything', async () => {
    const p = await fundedPlayer(100n)
    await expect(
      postIn('bad:1', 'adjustment', [
        { accountId: p.cash, amount: 5n },
        { accountId: sys.house, amount: -4n },
      ]),
    ).rejects.toThrow(/sum/)
    await expect(postIn('bad:2', 'adjustment', [{ accountId: p.cash, amount: 5n }])).rejects.toThrow()
    await expect(postIn('bad:3', 'adjustment', transfer(p.cash, sys.house, 0n))).rejects.toThrow()
    await expect(postIn('bad:4', 'adjustment', transfer(999_999_999, sys.house, 1n))).rejects.toThrow()
  })

  it('lets system accounts go negative but never a player account (the CHECK constraint backs the code)', async () => {
    const p = await fundedPlayer(0n)
    const before = await getSystemBalance(db, sys.house)
    await postIn('grant:neg', 'bonus_grant', transfer(sys.house, p.bonus, 10n))
    expect(await getSystemBalance(db, sys.house)).toBe(before - 10n)
    expect(before - 10n < 0n).toBe(true)
    await expect(
      db.execute(`update accounts set balance = -1 where id = ${p.cash}` as never),
    ).rejects.toThrow()
  })
})

describe('idempotency', () => {
  it('posts a key once and answers a repeat with the identical stored result', async () => {
    const p = await fundedPlayer(1000n)
    const first = await postIn('idem:1', 'bet', transfer(p.cash, sys.provider_clearing, 100n))
    const second = await postIn('idem:1', 'bet', transfer(p.cash, sys.provider_clearing, 100n))
    expect(second.replayed).toBe(true)
    expect({ ...second, replayed: false }).toEqual(first)
    expect((await getBalances(db, p.playerId)).cash).toBe(900n)
  })

  it('refuses the same key with different content as CONFLICT and changes nothing', async () => {
    const p = await fundedPlayer(1000n)
    await postIn('idem:2', 'bet', transfer(p.cash, sys.provider_clearing, 100n))
    expect(await codeOf(postIn('idem:2', 'bet', transfer(p.cash, sys.provider_clearing, 101n)))).toBe(
      'CONFLICT',
    )
    expect(await codeOf(postIn('idem:2', 'win', transfer(sys.provider_clearing, p.cash, 100n)))).toBe(
      'CONFLICT',
    )
    expect((await getBalances(db, p.playerId)).cash).toBe(900n)
  })

  it('twenty concurrent copies of one key make one posting', async () => {
    const p = await fundedPlayer(1000n)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => postIn('idem:3', 'bet', transfer(p.cash, sys.provider_clearing, 10n))),
    )
    expect(results.filter((r) => !r.replayed)).toHaveLength(1)
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1)
    expect((await getBalances(db, p.playerId)).cash).toBe(990n)
  })
})

describe('a crash between steps', () => {
  it('leaves nothing half-applied, and the retry applies exactly once', async () => {
    const p = await fundedPlayer(100n)
    const crash = db.transaction(async (tx) => {
      await post(quietLedger(db, tx), {
        idempotencyKey: 'crash:1',
        kind: 'bet',
        entries: transfer(p.cash, sys.provider_clearing, 40n),
      })
      throw new Error('process died after the entries were written')
    })
    await expect(crash).rejects.toThrow(/process died/)
    expect((await getBalances(db, p.playerId)).cash).toBe(100n)
    const retried = await postIn('crash:1', 'bet', transfer(p.cash, sys.provider_clearing, 40n))
    expect(retried.replayed).toBe(false)
    const again = await postIn('crash:1', 'bet', transfer(p.cash, sys.provider_clearing, 40n))
    expect(again.replayed).toBe(true)
    expect((await getBalances(db, p.playerId)).cash).toBe(60n)
  })
})

describe('against a model', () => {
  it('random sequences of postings keep balances equal to the model, never negative, refusals change nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.nat(11),
            to: fc.nat(11),
            amount: fc.bigInt({ min: 1n, max: 600n }),
            reuse: fc.option(fc.nat(), { freq: 4 }),
          }),
          { minLength: 1, maxLength: 25 },
        ),
        async (ops) => {
          const ps = [await fundedPlayer(0n), await fundedPlayer(0n), await fundedPlayer(0n)]
          const refs = [
            ...ps.flatMap((p) => [p.cash, p.bonus, p.pending]),
            sys.house,
            sys.payment_clearing,
            sys.provider_clearing,
          ]
          const playerSide = new Set(ps.flatMap((p) => [p.cash, p.bonus, p.pending]))
          const model = new Map<number, bigint>(
            ps.flatMap(
              (p) =>
                [
                  [p.cash, 0n],
                  [p.bonus, 0n],
                  [p.pending, 0n],
                ] as const,
            ),
          )
          const run = ps[0]!.playerId
          const applied = new Map<string, string>()
          const keys: string[] = []
          for (const [i, op] of ops.entries()) {
            const from = refs[op.from]!
            const to = refs[op.to === op.from ? (op.to + 1) % refs.length : op.to]!
            const key = op.reuse !== null && keys.length > 0 ? keys[op.reuse % keys.length]! : `m:${run}:${i}`
            keys.push(key)
            const content = `${from}>${to}:${op.amount}`
            const outcome = await codeOf(postIn(key, 'adjustment', transfer(from, to, op.amount)))
            const stored = applied.get(key)
            if (stored !== undefined) {
              expect(outcome).toBe(stored === content ? 'OK' : 'CONFLICT')
              continue
            }
            const wouldOverdraw = playerSide.has(from) && model.get(from)! < op.amount
            expect(outcome).toBe(wouldOverdraw ? 'INSUFFICIENT_FUNDS' : 'OK')
            if (outcome === 'OK') {
              applied.set(key, content)
              if (model.has(from)) model.set(from, model.get(from)! - op.amount)
              if (model.has(to)) model.set(to, model.get(to)! + op.amount)
            }
          }
          for (const p of ps) {
            const b = await getBalances(db, p.playerId)
            expect([b.cash, b.bonus, b.pending]).toEqual([
              model.get(p.cash),
              model.get(p.bonus),
              model.get(p.pending),
            ])
            expect(b.cash >= 0n && b.bonus >= 0n && b.pending >= 0n).toBe(true)
          }
          expect((await checkLedger(db)).problems).toEqual([])
        },
      ),
      { numRuns: 20 },
    )
  })
})

describe.skipIf(!onPostgres)('concurrency on real PostgreSQL connections', () => {
  it('100 parallel debits of 10 on 500: exactly 50 succeed, the balance ends at 0', async () => {
    const p = await fundedPlayer(500n)
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        codeOf(postIn(`par:${p.playerId}:${i}`, 'bet', transfer(p.cash, sys.provider_clearing, 10n))),
      ),
    )
    expect(outcomes.filter((o) => o === 'OK')).toHaveLength(50)
    expect(outcomes.filter((o) => o === 'INSUFFICIENT_FUNDS')).toHaveLength(50)
    expect((await getBalances(db, p.playerId)).cash).toBe(0n)
  })

  it('postings touching the same accounts in opposite directions never deadlock', async () => {
    const a = await fundedPlayer(10_000n)
    const b = await fundedPlayer(10_000n)
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        codeOf(
          postIn(
            `swap:${a.playerId}:${i}`,
            'adjustment',
            i % 2 ? transfer(a.cash, b.cash, 7n) : transfer(b.cash, a.cash, 7n),
          ),
        ),
      ),
    )
    expect(outcomes.every((o) => o === 'OK')).toBe(true)
    expect((await getBalances(db, a.playerId)).cash).toBe(10_000n)
  })
})

it('runs on the engine the suite was asked for', () => {
  expect(database.kind).toBe(onPostgres ? 'postgres' : 'pglite')
})
