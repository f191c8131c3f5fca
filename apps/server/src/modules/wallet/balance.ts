import type { Db, Tx } from '../../db/client.js'
import { toMajor } from './money.js'
import { getBalances } from './wallet.service.js'

/**
 * The cash balance shown in the session (spec §3 authData), in lira with two decimals, read from
 * the player's cash account (ARCHITECTURE.md: only the wallet owns balances).
 */
export async function readBalance(db: Db | Tx, playerId: number): Promise<number> {
  return toMajor((await getBalances(db, playerId)).cash)
}
