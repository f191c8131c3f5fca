import { LINE_COUNT, slotPayout } from '@galata/game-math/slots/engine'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'

/*
 * The slot page's figures, from the engine's exact payout (floats before): the win counter after
 * each spin of a round is what the credits so far would pay, and it ends on the paid amount.
 */

/** One line's bet (the total bet over the 20 lines), rounded down to the kuruş, in lira. */
export const lineBetShown = (stakeLira: number) => minorToLira(stakeMinor(stakeLira) / BigInt(LINE_COUNT))

/** What `credits` (free-spin wins already multiplied) pay on a stake, in lira, as paid. */
export const slotWinShown = (stakeLira: number, credits: number) =>
  minorToLira(slotPayout(stakeMinor(stakeLira), credits))
