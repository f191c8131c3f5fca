import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { Db } from '../db/client.js'

/*
 * Counts the SQL a piece of work sends to the database, on both engines, by wrapping the driver
 * (PGlite's instance and transaction handles; node-postgres's Client.prototype.query). Tests use it
 * to hold the money path to its round trips (docs/wallet.md: statements and commits per slot spin).
 * Named prepared statements count as one statement per execution, like any other.
 */

export interface StatementCount {
  /** Every statement sent, BEGIN and COMMIT included, in order. */
  statements: string[]
  /** Explicit transactions committed (BEGIN … COMMIT). */
  commits: number
  /** Statements sent outside any explicit transaction (each is its own implicit commit). */
  autocommits: number
}

export interface StatementCounter {
  reset(): void
  read(): StatementCount
  stop(): void
}

function textOf(q: unknown): string {
  if (typeof q === 'string') return q
  if (q && typeof q === 'object' && 'text' in q) return String((q as { text: unknown }).text)
  return String(q)
}

const isBegin = (s: string) => /^\s*begin\b/i.test(s)
const isCommit = (s: string) => /^\s*(commit|end)\b/i.test(s)

export function countStatements(db: Db): StatementCounter {
  let count: StatementCount = { statements: [], commits: 0, autocommits: 0 }
  const client = (db as { $client?: unknown }).$client
  const restore: (() => void)[] = []

  if (client instanceof PGlite) {
    const pglite = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
    const wrap = (name: string) => {
      const original = pglite[name]!
      pglite[name] = function (this: unknown, ...args: unknown[]) {
        count.statements.push(textOf(args[0]))
        count.autocommits++
        return original.apply(this, args)
      }
      restore.push(() => (pglite[name] = original))
    }
    wrap('query')
    wrap('exec')
    const transaction = pglite.transaction!
    pglite.transaction = function (this: unknown, ...args: unknown[]) {
      const work = args[0] as (tx: Record<string, unknown>) => Promise<unknown>
      return transaction.call(this, async (tx: Record<string, (...a: unknown[]) => Promise<unknown>>) => {
        count.statements.push('BEGIN')
        const counted = Object.create(tx) as typeof tx
        for (const name of ['query', 'exec'])
          counted[name] = (...a: unknown[]) => {
            count.statements.push(textOf(a[0]))
            return tx[name]!(...a)
          }
        const result = await work(counted)
        count.statements.push('COMMIT')
        count.commits++
        return result
      })
    }
    restore.push(() => (pglite.transaction = transaction))
    // prepared.ts speaks the extended protocol directly: one Execute message is one statement.
    const execProtocol = pglite.execProtocol!
    pglite.execProtocol = function (this: unknown, ...args: unknown[]) {
      const message = args[0] as Uint8Array
      // 'E' (Execute) after a Bind: the frame types a prepared execution sends.
      if (message.includes(0x45) && message[0] === 0x42) {
        count.statements.push('EXECUTE (prepared)')
        count.autocommits++
      }
      return execProtocol.apply(this, args)
    }
    restore.push(() => (pglite.execProtocol = execProtocol))
  } else {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
    const original = proto.query
    const inTransaction = new WeakSet<object>()
    proto.query = function (this: object, ...args: unknown[]) {
      const text = textOf(args[0])
      count.statements.push(text)
      if (isBegin(text)) inTransaction.add(this)
      else if (isCommit(text) && inTransaction.has(this)) {
        inTransaction.delete(this)
        count.commits++
      } else if (/^\s*rollback\b/i.test(text)) inTransaction.delete(this)
      else if (!inTransaction.has(this)) count.autocommits++
      return original.apply(this, args)
    }
    restore.push(() => (proto.query = original))
  }

  return {
    reset: () => (count = { statements: [], commits: 0, autocommits: 0 }),
    read: () => ({ ...count, statements: [...count.statements] }),
    stop: () => {
      for (const undo of restore.reverse()) undo()
    },
  }
}
