import { LINE_COUNT, slotPayout } from '@galata/game-math/slots/engine'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'

/*
 * The slot page's figures, from the engine's exact payout (floats before): the win counter after
 * each spin of a round is what the credits so far would pay, and it ends on the paid amount.
 */

/** One line's bet (the total bet over the 20 lines), rounded down to the kuruş, in lira. */
export const lineBetShown = (stakeLira: number) => minorToLira(stakeMinor(stakeLira) / BigInt(LINE_COUNT))

/**
 * What `credits` (free-spin and tumble wins already multiplied) pay on a stake, in lira, as paid;
 * `perBet` credits make one total bet (20 on lines and hold and win, 100 on ways and cascades:
 * game-math `slotCreditsPerBet`, which the page data carries).
 */
export const slotWinShown = (stakeLira: number, credits: number, perBet = LINE_COUNT) =>
  perBet === LINE_COUNT
    ? minorToLira(slotPayout(stakeMinor(stakeLira), credits))
    : minorToLira((stakeMinor(stakeLira) * BigInt(credits)) / BigInt(perBet))
