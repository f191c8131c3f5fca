import type { Db, Tx } from '../../db/client.js'
import type { AppEvents, EventBus } from '../../lib/events.js'

/*
 * Events a wallet operation owes the real-time hub. They are collected while the database
 * transaction runs and published only after it committed: a push for money that then rolled back
 * would show the player a balance that never existed.
 */

export interface WalletEffects {
  /** Players whose cash or bonus balance moved. */
  balances: Set<number>
  bonuses: AppEvents['bonus.changed'][]
}

export function newEffects(): WalletEffects {
  return { balances: new Set(), bonuses: [] }
}

export function publishEffects(events: EventBus<AppEvents>, fx: WalletEffects): void {
  for (const change of fx.bonuses) events.emit('bonus.changed', change)
  for (const playerId of fx.balances) events.emit('wallet.balance_changed', { playerId })
}

/** One database transaction whose wallet events are emitted once it has committed (never on rollback). */
export async function inWalletTransaction<T>(
  deps: { db: Db; events: EventBus<AppEvents> },
  work: (tx: Tx, fx: WalletEffects) => Promise<T>,
): Promise<T> {
  const fx = newEffects()
  const result = await deps.db.transaction((tx) => work(tx, fx))
  publishEffects(deps.events, fx)
  return result
}
