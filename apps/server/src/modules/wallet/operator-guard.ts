import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.js'
import { players } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'

/**
 * Operators run the site; they do not play on it (issue 12, SECURITY.md: "operators cannot play").
 * Every product's stake passes the wallet's bet command, so this one check there covers casino,
 * Originals, Sky Aviator and provider callbacks alike. A primary-key read in the bet's transaction.
 */
export async function refuseOperatorBet(tx: Tx, playerId: number): Promise<void> {
  const [row] = await tx.select({ role: players.role }).from(players).where(eq(players.id, playerId)).limit(1)
  if (row && row.role !== 'player') throw new AppError('OPERATOR_CANNOT_PLAY')
}
