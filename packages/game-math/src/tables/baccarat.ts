import { PER_RANK, SHOE, dealFromShoe, rankOf } from './cards.js'
import type { WordSource } from './fair.js'

/*
 * Galata Live Baccarat (Punto Banco, 8 decks, shared rounds; docs/shared-rounds.md). Each round deals
 * from a shoe shuffled for that round alone, in the casino order: Player, Banker, Player, Banker, then
 * the third cards by the fixed tableau below. Bets and what they return (stake included):
 * - `player` 1:1 → 2×; `banker` 0.95:1 → 1.95× (rounded down to the kuruş); both push (1×) on a tie;
 * - `tie` 8:1 → 9×;
 * - `playerPair` / `bankerPair` 11:1 → 12× when that side's first two cards share a rank.
 */

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number]

/**
 * Each bet's RTP from the exact enumeration below (baccarat.test.ts recomputes them to 6 decimals):
 * Banker 98.94 %, Player 98.76 %, Tie 85.64 %, each pair 12 · 31/415 = 89.64 %.
 */
export const BACCARAT_RTP = {
  banker: 0.989421,
  player: 0.987649,
  tie: 0.856404,
  pair: 372 / 415,
} as const

export type BaccaratWinner = 'player' | 'banker' | 'tie'

export interface BaccaratOutcome {
  /** Cards 0…51 (see cards.ts) in the order dealt to each side. */
  player: number[]
  banker: number[]
  playerTotal: number
  bankerTotal: number
  winner: BaccaratWinner
  playerPair: boolean
  bankerPair: boolean
}

/** Baccarat points of a rank: ace 1, two–nine face value, ten and court cards 0. */
export const pointOfRank = (rank: number) => (rank >= 9 ? 0 : rank + 1)
export const pointOf = (card: number) => pointOfRank(rankOf(card))
const total = (cards: number[]) => cards.reduce((s, c) => s + pointOf(c), 0) % 10

/** The Player draws a third card on 0–5 and stands on 6–7 (naturals are checked first). */
export const playerDraws = (playerTotal: number) => playerTotal <= 5

/**
 * The Banker's rule. With no Player third card the Banker draws on 0–5. Otherwise, by the points of the
 * Player's third card: 0–2 always draws; 3 draws unless it is an 8; 4 on 2–7; 5 on 4–7; 6 on 6–7;
 * 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true
    case 3:
      return playerThird !== 8
    case 4:
      return playerThird >= 2 && playerThird <= 7
    case 5:
      return playerThird >= 4 && playerThird <= 7
    case 6:
      return playerThird === 6 || playerThird === 7
    default:
      return false
  }
}

/** Plays a coup from the cards in shoe order (at least six are given; the unused ones are not dealt). */
export function playCoup(shoe: readonly number[]): BaccaratOutcome {
  const player = [shoe[0]!, shoe[2]!]
  const banker = [shoe[1]!, shoe[3]!]
  let next = 4
  const natural = total(player) >= 8 || total(banker) >= 8
  let playerThird: number | null = null
  if (!natural) {
    if (playerDraws(total(player))) {
      const card = shoe[next++]!
      player.push(card)
      playerThird = pointOf(card)
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(shoe[next++]!)
  }
  const p = total(player)
  const b = total(banker)
  return {
    player,
    banker,
    playerTotal: p,
    bankerTotal: b,
    winner: p > b ? 'player' : b > p ? 'banker' : 'tie',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
  }
}

/** The round's coup: the first six cards of a freshly shuffled eight-deck shoe. */
export function drawCoup(src: WordSource): BaccaratOutcome {
  return playCoup(dealFromShoe(src, 6))
}

/** Kuruş a spot stakes with this chip; null when the table has no such spot. */
export function spotStake(spot: string, chip: bigint): bigint | null {
  return (BACCARAT_SPOTS as readonly string[]).includes(spot) ? chip : null
}

/** What a spot returns (stake included) on this coup, rounded down to the kuruş. */
export function spotReturn(
  spot: string,
  chip: bigint,
  o: Pick<BaccaratOutcome, 'winner' | 'playerPair' | 'bankerPair'>,
): bigint {
  switch (spot) {
    case 'player':
      return o.winner === 'player' ? chip * 2n : o.winner === 'tie' ? chip : 0n
    case 'banker':
      return o.winner === 'banker' ? chip + (chip * 95n) / 100n : o.winner === 'tie' ? chip : 0n
    case 'tie':
      return o.winner === 'tie' ? chip * 9n : 0n
    case 'playerPair':
      return o.playerPair ? chip * 12n : 0n
    case 'bankerPair':
      return o.bankerPair ? chip * 12n : 0n
    default:
      return 0n
  }
}

/** One class of coups for the exact RTP: what the bets look at, and how many ordered 6-card deals give it. */
export interface CoupClass {
  winner: BaccaratWinner
  playerPair: boolean
  bankerPair: boolean
  /** Ordered deals of six cards from the 416 (unused cards count every way they could lie). */
  ways: number
}

/** 416 · 415 · … · 411: every ordered deal of six positions; the classes' `ways` add up to it. */
export const ALL_DEALS = [0, 1, 2, 3, 4, 5].reduce((p, i) => p * (SHOE - i), 1)

/**
 * The whole eight-deck tableau, enumerated exactly: every sequence of ranks for P1, B1, P2, B2 and the
 * third cards the rules ask for, weighted by the ways to draw them without replacement (32 of each
 * rank, 128 ten-valued cards as four separate ranks so pairs stay exact). The counts fit a double
 * exactly (ALL_DEALS < 2⁵³).
 */
export function enumerateTableau(): CoupClass[] {
  const left = Array.from({ length: 13 }, () => PER_RANK)
  const classes = new Map<string, CoupClass>()
  const add = (winner: BaccaratWinner, pp: boolean, bp: boolean, ways: number) => {
    const key = `${winner}${pp ? 1 : 0}${bp ? 1 : 0}`
    const c = classes.get(key)
    if (c) c.ways += ways
    else classes.set(key, { winner, playerPair: pp, bankerPair: bp, ways })
  }
  const outcome = (p: number, b: number): BaccaratWinner => (p > b ? 'player' : b > p ? 'banker' : 'tie')
  for (let p1 = 0; p1 < 13; p1++) {
    const w1 = left[p1]!--
    for (let b1 = 0; b1 < 13; b1++) {
      const w2 = left[b1]!--
      for (let p2 = 0; p2 < 13; p2++) {
        const w3 = left[p2]!--
        for (let b2 = 0; b2 < 13; b2++) {
          const w4 = left[b2]!--
          const ways4 = w1 * w2 * w3 * w4
          const pp = p1 === p2
          const bp = b1 === b2
          const pt = (pointOfRank(p1) + pointOfRank(p2)) % 10
          const bt = (pointOfRank(b1) + pointOfRank(b2)) % 10
          // 412 cards remain after four; the two positions not dealt may hold any of them.
          if (pt >= 8 || bt >= 8) add(outcome(pt, bt), pp, bp, ways4 * (SHOE - 4) * (SHOE - 5))
          else if (!playerDraws(pt)) {
            if (bankerDraws(bt, null))
              for (let b3 = 0; b3 < 13; b3++)
                add(outcome(pt, (bt + pointOfRank(b3)) % 10), pp, bp, ways4 * left[b3]! * (SHOE - 5))
            else add(outcome(pt, bt), pp, bp, ways4 * (SHOE - 4) * (SHOE - 5))
          } else
            for (let p3 = 0; p3 < 13; p3++) {
              const w5 = left[p3]!--
              const pf = (pt + pointOfRank(p3)) % 10
              if (bankerDraws(bt, pointOfRank(p3)))
                for (let b3 = 0; b3 < 13; b3++)
                  add(outcome(pf, (bt + pointOfRank(b3)) % 10), pp, bp, ways4 * w5 * left[b3]!)
              else add(outcome(pf, bt), pp, bp, ways4 * w5 * (SHOE - 5))
              left[p3]!++
            }
          left[b2]!++
        }
        left[p2]!++
      }
      left[b1]!++
    }
    left[p1]!++
  }
  return [...classes.values()]
}

/** RTP of a spot over the classes: Σ ways · return ÷ (ALL_DEALS · stake), for a chip of 100 kuruş. */
export function spotRtp(spot: BaccaratSpot, classes: CoupClass[]): number {
  let sum = 0n
  for (const c of classes) sum += BigInt(c.ways) * spotReturn(spot, 100n, c)
  // Six significant digits are plenty for a percentage; keep the division exact until then.
  return Number((sum * 10n ** 12n) / (BigInt(ALL_DEALS) * 100n)) / 1e12
}
