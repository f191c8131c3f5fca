import { DECKS, SHOE, dealFromShoe, rankOf } from './cards.js'
import type { WordSource } from './fair.js'

/*
 * Galata Dragon Tiger (8 decks, shared rounds; docs/shared-rounds.md): one card to Dragon, one to Tiger,
 * from a shoe shuffled for the round; the higher rank wins (ace low, king high). Bets and what they
 * return (stake included):
 * - `dragon` / `tiger` 1:1 → 2×; on a tie half the stake comes back (rounded down to the kuruş);
 * - `tie` 11:1 → 12× (the rate of the live studios' Dragon Tiger; at 8:1 the bet would return 67 %);
 * - `suitedTie` 50:1 → 51× when both cards share rank and suit.
 */

export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie', 'suitedTie'] as const
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number]

/** Exact RTPs (dragon-tiger test): Dragon/Tiger 399.5/415 = 96.27 %, Tie 372/415 = 89.64 %, Suited tie 357/415 = 86.02 %. */
export const DRAGON_TIGER_RTP = { dragon: 399.5 / 415, tie: 372 / 415, suitedTie: 357 / 415 } as const

export interface DragonTigerOutcome {
  /** Cards 0…51 (cards.ts). */
  dragon: number
  tiger: number
  winner: 'dragon' | 'tiger' | 'tie'
  suitedTie: boolean
}

export function playDragonTiger(dragon: number, tiger: number): DragonTigerOutcome {
  const d = rankOf(dragon)
  const t = rankOf(tiger)
  return {
    dragon,
    tiger,
    winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie',
    suitedTie: dragon === tiger,
  }
}

export function drawDragonTiger(src: WordSource): DragonTigerOutcome {
  const [dragon, tiger] = dealFromShoe(src, 2)
  return playDragonTiger(dragon!, tiger!)
}

export function spotStake(spot: string, chip: bigint): bigint | null {
  return (DRAGON_TIGER_SPOTS as readonly string[]).includes(spot) ? chip : null
}

export function spotReturn(
  spot: string,
  chip: bigint,
  o: Pick<DragonTigerOutcome, 'winner' | 'suitedTie'>,
): bigint {
  switch (spot) {
    case 'dragon':
    case 'tiger':
      return o.winner === spot ? chip * 2n : o.winner === 'tie' ? chip / 2n : 0n
    case 'tie':
      return o.winner === 'tie' ? chip * 12n : 0n
    case 'suitedTie':
      return o.suitedTie ? chip * 51n : 0n
    default:
      return 0n
  }
}

/** Every ordered pair of shoe positions, by the cards on them: 8 copies of the first, then 8 (or 7) of the second. */
export function enumerateDeals(): { outcome: DragonTigerOutcome; ways: number }[] {
  const out: { outcome: DragonTigerOutcome; ways: number }[] = []
  for (let d = 0; d < 52; d++)
    for (let t = 0; t < 52; t++)
      out.push({ outcome: playDragonTiger(d, t), ways: DECKS * (d === t ? DECKS - 1 : DECKS) })
  return out
}

export const ALL_PAIRS = SHOE * (SHOE - 1)

export function spotRtp(spot: DragonTigerSpot): number {
  let sum = 0n
  for (const { outcome, ways } of enumerateDeals()) sum += BigInt(ways) * spotReturn(spot, 100n, outcome)
  return Number((sum * 10n ** 12n) / (BigInt(ALL_PAIRS) * 100n)) / 1e12
}
