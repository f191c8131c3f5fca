import { payoutOf } from '@galata/game-math/fair'
import {
  hiloMultiplierE4,
  hiloRank,
  hiloReplay,
  hiloWinningRanks,
  type HiloGuess,
} from '@galata/game-math/hilo'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'

/*
 * What the hi-lo page shows for an open round, from the maths the server pays by: the multiplier
 * now, what each guess would make it and its chance (w/13), and the cash-out amount (kuruş, down).
 */
export function hiloShown(
  cards: readonly number[],
  moves: readonly (HiloGuess | 'skip')[],
  stakeLira: number,
) {
  const { winning } = hiloReplay(cards, moves)
  const rank = hiloRank(cards[cards.length - 1]!)
  const now = hiloMultiplierE4(winning)
  const guess = (g: HiloGuess) => {
    const w = hiloWinningRanks(rank, g)
    return { chance: (w / 13) * 100, multiplierE4: hiloMultiplierE4([...winning, w]) }
  }
  return {
    rank,
    correct: winning.length,
    multiplierE4: now,
    cashOut: minorToLira(payoutOf(stakeMinor(stakeLira), now)),
    higher: guess('higher'),
    lower: guess('lower'),
  }
}
