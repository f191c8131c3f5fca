import * as q from './originals.queries.js'
import { type OriginalsDeps, type Pending, pendingOf, decide, settleQuietly } from './rounds.js'
import { abandonBlackjack } from './play/blackjack.js'
import { cashOutPending, lockMinesRound } from './play/mines.js'
import { abandonHilo } from './play/hilo.js'
import { abandonTower } from './play/tower.js'

/** An open mines round nobody touched for this long is settled by the sweeper (docs/casino.md). */
export const ABANDONED_ROUND_MS = 24 * 3600_000

/**
 * The recovery job (at boot, safe on several instances at once):
 * 1. rounds whose outcome was decided but whose win or refund never committed (a crash between the
 *    bet's and the win's transactions) are paid, exactly once (the wallet's txId decides);
 * 2. mines rounds left open for a day (the browser closed, the player never came back) are cashed
 *    out at the multiplier reached, or refunded when no tile was uncovered; blackjack rounds stand on
 *    every unfinished hand and the dealer plays out, so no stake waits for ever.
 * Answers how many rounds it closed.
 */
export async function settleAbandonedRounds(deps: OriginalsDeps, stop?: AbortSignal): Promise<number> {
  let closed = 0
  // `stop` (the app closing) ends the pass between two rounds; the next pass takes up the rest.
  for (const round of await q.pendingRounds(deps.db, 500)) {
    if (stop?.aborted) return closed
    if (await settleQuietly(deps, round)) closed++
  }

  const before = new Date(deps.clock.now() - ABANDONED_ROUND_MS)
  for (const r of await q.staleOpenRounds(deps.db, before, 100)) {
    if (stop?.aborted) return closed
    const decided = await deps.db.transaction(async (tx) => {
      const round = await q.lockOpenRound(tx, r.playerId, r.id)
      if (!round) return null
      if (pendingOf(round)) return round
      // A blackjack round left mid-hand: every unfinished hand stands, the dealer plays out.
      if (round.gameCode === 'galata-blackjack') return abandonBlackjack(tx, round)
      // A hi-lo round: cashed out at the multiplier reached, or refunded before any correct guess.
      if (round.gameCode === 'galata-hilo') return abandonHilo(tx, round)
      // A tower round: cashed out at the floor reached, or refunded before the first floor.
      if (round.gameCode === 'galata-tower') return abandonTower(tx, round)
      // Mines and blackjack keep rounds open between requests; any other is decided at its bet.
      if (round.gameCode !== 'galata-mines') return null
      const l = await lockMinesRound(tx, r.playerId, r.id)
      const pending: Pending =
        l.revealed.length > 0
          ? cashOutPending(l)
          : { kind: 'refund', payout: String(round.stake), result: { refunded: true } }
      return decide(tx, round, pending)
    })
    if (decided && (await settleQuietly(deps, decided))) closed++
  }
  return closed
}
