import { payoutOf } from '@galata/game-math/fair'
import { minesMultiplierE4 } from '@galata/game-math/mines'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import type { Locale } from '@galata/contract'
import { multiplierE4Shown } from '../dice/shown'

/*
 * What the mines page shows, from the server's own exact maths (it used floats before, so the
 * shown multiplier could differ from the one paid; docs/game-sdk.md). mines.test.ts holds them together.
 */

/** The multiplier after `safe` safe tiles with `mines` mines, as shown: "1,2375×" / "1.2375×". */
export const minesMultiplierShown = (mines: number, safe: number, locale: Locale) =>
  multiplierE4Shown(minesMultiplierE4(mines, safe), locale)

/** What a cash-out after `safe` safe tiles pays on a stake (lira), in lira, rounded down as paid. */
export const minesCashOutShown = (stakeLira: number, mines: number, safe: number) =>
  minorToLira(payoutOf(stakeMinor(stakeLira), minesMultiplierE4(mines, safe)))
