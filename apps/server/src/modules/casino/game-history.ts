import type { Tx } from '../../db/client.js'
import { gameTransactionKinds } from '../../db/schema/index.js'
import * as q from './casino.queries.js'

/*
 * The one writer of the game history (game_transactions: the player's game history and the Top
 * Winners card; the ledger stays the record of money). Every product that moves money through the
 * wallet's wagering commands writes its lines here, in the same money transaction, so a line exists
 * exactly when its money moved (docs/wallet.md "The money path").
 */

export interface GameHistoryLine {
  playerId: number
  gameId: number
  kind: keyof typeof gameTransactionKinds
  roundId: string
  /** The wallet command's txId (unique per game: a line written twice stays one). */
  txId: string
  /** The ledger transaction that moved the money; null when none moved, and then no line. */
  ledgerTransactionId: number | null
  /** Kuruş moved; a line of 0 (a lost round's zero win) is not written. */
  amount: bigint
  /** The player's cash balance right after the movement. */
  balanceAfter: bigint
}

/** Writes the lines of money that moved, in one statement; lines of no movement are left out. */
export async function recordGameHistory(tx: Tx, lines: readonly GameHistoryLine[]): Promise<void> {
  const rows = lines
    .filter((l) => l.ledgerTransactionId !== null && l.amount > 0n)
    .map((l) => ({
      playerId: l.playerId,
      gameId: l.gameId,
      type: gameTransactionKinds[l.kind],
      amount: l.amount,
      roundId: l.roundId,
      txId: l.txId,
      ledgerTransactionId: l.ledgerTransactionId!,
      balanceAfter: l.balanceAfter,
    }))
  if (rows.length > 0) await q.insertGameTransactions(tx, rows)
}
