import type { Tx } from '../../db/client.js'
import * as q from './wagering.queries.js'
import { ensurePlayerAccounts } from './wallet.service.js'

/**
 * The player's cash and bonus accounts, locked in id order (the ledger's global order), created on
 * first use. Locked before a posting moves them, so the balances read here plus the posting's legs
 * are the balances after it: no second read to answer a command.
 */
export async function lockAccounts(tx: Tx, playerId: number): Promise<q.LockedAccounts> {
  const found = await q.lockCashAndBonus(tx, playerId)
  if (found) return found
  await ensurePlayerAccounts(tx, playerId)
  const created = await q.lockCashAndBonus(tx, playerId)
  if (!created) throw new Error(`player ${playerId} has no cash or bonus account`)
  return created
}
