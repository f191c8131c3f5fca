import { randomInt } from 'node:crypto'
import type { Db, Tx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import { retryableConflict } from '../../lib/pg-errors.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { AppError } from '../../lib/app-error.js'
import { countPostings, countRefusal } from '../../lib/metrics.js'

/*
 * The one way to run money work (docs/wallet.md "The money path"): the caller opens a
 * money transaction, calls the wallet's commands with it and writes its own rows in it. Events a
 * posting owes the real-time hub are collected while the transaction runs and published only after
 * it committed: a push for money that then rolled back would show the player a balance that never
 * existed.
 */

export interface WalletEffects {
  /** Players whose cash or bonus balance moved. */
  balances: Set<number>
  bonuses: AppEvents['bonus.changed'][]
  /** The kind of each posting made (not replayed), counted for `/metrics` once committed. */
  postings: string[]
}

/** A database transaction that money moves in: the wallet's commands and `post` take one. */
export interface MoneyTx {
  tx: Tx
  /** The database the transaction runs on (per-database caches key on it). */
  db: Db
  clock: Clock
  /** Filled by the wallet as money moves; published after the commit. */
  fx: WalletEffects
}

export interface MoneyDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
}

export function newEffects(): WalletEffects {
  return { balances: new Set(), bonuses: [], postings: [] }
}

function publishEffects(events: EventBus<AppEvents>, fx: WalletEffects): void {
  countPostings(fx.postings)
  for (const change of fx.bonuses) events.emit('bonus.changed', change)
  for (const playerId of fx.balances) events.emit('wallet.balance_changed', { playerId })
}

/** Attempts of a money transaction that PostgreSQL rolled back for a deadlock (docs/wallet.md "Deadlocks"). */
export const MONEY_TX_ATTEMPTS = 3

/**
 * Runs `work` in one database transaction and publishes the wallet's events once it committed
 * (never when it threw: the transaction rolled back, so nothing happened). A transaction that
 * PostgreSQL chose as a deadlock's victim (or a serialization failure) is run again from the start,
 * up to MONEY_TX_ATTEMPTS times, with fresh effects: under load the site's background passes and
 * players' bets meet on the same rows, and a player must not get a 500 for it (docs/wallet.md
 * "Deadlocks"). `work` must therefore keep its side effects in `m.fx`, published after the commit.
 */
export async function moneyTransaction<T>(deps: MoneyDeps, work: (m: MoneyTx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const fx = newEffects()
    try {
      const result = await deps.db.transaction((tx) => work({ tx, db: deps.db, clock: deps.clock, fx }))
      publishEffects(deps.events, fx)
      return result
    } catch (error) {
      if (attempt < MONEY_TX_ATTEMPTS && retryableConflict(error)) {
        // A short random pause so the two sides do not meet again at once.
        await new Promise((r) => setTimeout(r, randomInt(5, 25 * attempt)))
        continue
      }
      // A refusal (funds, a limit, a conflict) rolled everything back: counted by its code
      // (docs/operations.md "Metrics"); anything else is a fault, logged by the error handler.
      if (error instanceof AppError) countRefusal(error.code)
      throw error
    }
  }
}
