import type { BoRoundRow, BoRoundVerify, RoundStatus, RoundTableKind } from '@galata/contract'
import type { DbOrTx } from '../../db/client.js'

/*
 * A game that keeps its own rounds on the engine's loop (Sky Aviator, modules/aviator) shown on the
 * console's tables and rounds screen (docs/backoffice.md "Tables and rounds"). The game implements
 * it in its own module and the modules' mount hands it to `roundsBackofficeRoutes`, so the engine
 * never imports a product built on it. Money is kuruş here; the screen hides it from members without
 * `rounds.money`.
 */

export interface BoRoundNowFigures {
  roundId: number
  status: RoundStatus
  opensAt: number
  closesAt: number
  /** What the round is committed to before it ends (never its secret). */
  commit: string
  bets: number
  players: number
  stake: bigint
}

export type BoRoundRowFigures = Omit<BoRoundRow, 'stake' | 'paid'> & { stake: bigint; paid: bigint }

export interface BoRoundSource {
  code: string
  kind: RoundTableKind
  /** The round taking bets or in play, or null between rounds. */
  current(db: DbOrTx, now: Date): Promise<BoRoundNowFigures | null>
  /** The last ended rounds, newest first, with their revealed seeds. */
  ended(db: DbOrTx, take: number): Promise<BoRoundRowFigures[]>
  /** The game's own recomputation of one ended round (409 ROUND_NOT_REVEALED before it ends). */
  verify(db: DbOrTx, roundId: number): Promise<BoRoundVerify>
  /**
   * Tells the game's open pages, on its own hub topic, that the operator opened or closed it (after
   * the switch committed), as the engine's tables hear `table.opened`/`table.closed` on theirs.
   */
  switched(isOpen: boolean, at: number): Promise<void>
}
