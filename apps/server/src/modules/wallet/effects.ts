import type { Db, Tx } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
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

/**
 * Runs `work` in one database transaction and publishes the wallet's events once it committed
 * (never when it threw: the transaction rolled back, so nothing happened).
 */
export async function moneyTransaction<T>(deps: MoneyDeps, work: (m: MoneyTx) => Promise<T>): Promise<T> {
  const fx = newEffects()
  let result: T
  try {
    result = await deps.db.transaction((tx) => work({ tx, db: deps.db, clock: deps.clock, fx }))
  } catch (err) {
    // A refusal (funds, a limit, a conflict) rolled everything back: counted by its code
    // (docs/operations.md "Metrics"); anything else is a fault, logged by the error handler.
    if (err instanceof AppError) countRefusal(err.code)
    throw err
  }
  publishEffects(deps.events, fx)
  return result
}
