import { PER_RANK, SHOE } from './cards.js'

/*
 * The exact return of Galata Infinite Blackjack's main bet (infinite-blackjack.ts's rules), by
 * recursion over the 8-deck shoe without replacement. Cards by value v = 1 (ace) … 10 (ten, jack,
 * queen, king: four ranks). The player decides on what they have seen — their cards and the dealer's
 * up card — and every decision is the best one on that composition (the optimal composition-
 * dependent strategy); the cards nobody has seen (the dealer's further cards, the step cards a hand
 * did not take) are a uniform draw from the rest of the shoe, so the dealer's hand is played out
 * from the shoe less the seen cards.
 */

const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const
const FULL = VALUES.map((v) => (v === 10 ? 4 * PER_RANK : PER_RANK))

/** Dealer finals: index 0…4 = 17…21, 5 = bust, 6 = blackjack. */
type DealerDist = Float64Array

function best(hard: number, aces: boolean): number {
  return aces && hard + 10 <= 21 ? hard + 10 : hard
}

/** The dealer's final-total distribution from up card `up`, drawing from `rem` (mutated, restored). */
function dealerDist(rem: number[], left: number, up: number): DealerDist {
  const out = new Float64Array(7)
  const memo = new Map<string, Float64Array>()
  const walk = (hard: number, aces: boolean, n: number, key: string): Float64Array => {
    const total = best(hard, aces)
    const leaf = new Float64Array(7)
    if (n === 2 && total === 21) {
      leaf[6] = 1
      return leaf
    }
    if (total >= 17) {
      leaf[total > 21 ? 5 : total - 17] = 1
      return leaf
    }
    const known = memo.get(key)
    if (known) return known
    const acc = new Float64Array(7)
    const cardsLeft = left - (n - 1)
    for (let v = 1; v <= 10; v++) {
      const k = rem[v - 1]!
      if (k === 0) continue
      const p = k / cardsLeft
      rem[v - 1] = k - 1
      // The key is the multiset drawn so far: counts per value (what the rest of the shoe depends on).
      const sub = walk(hard + v, aces || v === 1, n + 1, nextKey(key, v))
      rem[v - 1] = k
      for (let i = 0; i < 7; i++) acc[i]! += p * sub[i]!
    }
    memo.set(key, acc)
    return acc
  }
  const d = walk(up, up === 1, 1, keyOf(up))
  out.set(d)
  return out
}

const keyOf = (v: number) => String.fromCharCode(64 + v)
/** Multiset keys: sorted letters. */
function nextKey(key: string, v: number): string {
  const c = String.fromCharCode(64 + v)
  let i = 0
  while (i < key.length && key[i]! <= c) i++
  return key.slice(0, i) + c + key.slice(i)
}

export interface IbjEv {
  /** Expected net result per first stake with the optimal strategy. */
  ev: number
  /** 1 + ev. */
  rtp: number
  /** Player compositions evaluated (a size check of the recursion). */
  states: number
}

/**
 * The main bet's exact expectation: with the optimal strategy, or (`'stand'`) standing on the first
 * two cards as the table does for a player who never acts (a check against the settlement code).
 */
export function infiniteBlackjackEv(strategy: 'optimal' | 'stand' = 'optimal'): IbjEv {
  const rem = [...FULL]
  let states = 0
  let total = 0
  // (a, b, u) and (b, a, u) are the same hand against the same shoe.
  const hands = new Map<number, number>()

  for (let a = 1; a <= 10; a++) {
    const pa = rem[a - 1]! / SHOE
    rem[a - 1]! -= 1
    for (let u = 1; u <= 10; u++) {
      const pu = rem[u - 1]! / (SHOE - 1)
      if (pu === 0) continue
      rem[u - 1]! -= 1
      for (let b = 1; b <= 10; b++) {
        const pb = rem[b - 1]! / (SHOE - 2)
        if (pb === 0) continue
        rem[b - 1]! -= 1
        const key = Math.min(a, b) * 121 + Math.max(a, b) * 11 + u
        let ev = hands.get(key)
        if (ev === undefined) {
          ev = handEv(a, b, u)
          hands.set(key, ev)
        }
        total += pa * pu * pb * ev
        rem[b - 1]! += 1
      }
      rem[u - 1]! += 1
    }
    rem[a - 1]! += 1
  }
  return { ev: total, rtp: 1 + total, states }

  /** The best expectation of a fresh two-card hand (a, b) against up card u; `rem` is the unseen shoe. */
  function handEv(a: number, b: number, u: number): number {
    const seen = 3
    // A blackjack: 3:2 unless the dealer makes one too (his second card is drawn from the rest).
    if ((a === 1 && b === 10) || (a === 10 && b === 1)) {
      const pDealerBj = u === 1 ? rem[9]! / (SHOE - seen) : u === 10 ? rem[0]! / (SHOE - seen) : 0
      return 1.5 * (1 - pDealerBj)
    }
    const memo = new Map<string, number>()
    const standParts = new Map<string, { bj: number; rest: number }>()

    /** Standing on the cards drawn: −1 against a dealer blackjack, else ±1/0 on the totals. */
    function stand(hard: number, aces: boolean, key: string, n: number): { bj: number; rest: number } {
      const known = standParts.get(key)
      if (known) return known
      states += 1
      const d = dealerDist(rem, SHOE - n - 1, u)
      const t = best(hard, aces)
      let rest = d[5]! // dealer bust
      for (let i = 0; i < 5; i++) rest += (t > 17 + i ? 1 : t < 17 + i ? -1 : 0) * d[i]!
      const parts = { bj: d[6]!, rest }
      standParts.set(key, parts)
      return parts
    }

    /** The best expectation of a hand (n cards, not bust, not a blackjack) that may still act. */
    function value(hard: number, aces: boolean, n: number, key: string): number {
      if (n >= 6) return 1 // six-card Charlie
      const t = best(hard, aces)
      const s = stand(hard, aces, key, n)
      const standEv = s.rest - s.bj
      if (t === 21 || strategy === 'stand') return standEv
      const cached = memo.get(key)
      if (cached !== undefined) return cached
      const left = SHOE - n - 1
      let hitEv = 0
      let doubleEv = 0
      for (let v = 1; v <= 10; v++) {
        const k = rem[v - 1]!
        if (k === 0) continue
        const p = k / left
        rem[v - 1] = k - 1
        const h = hard + v
        if (h > 21) {
          hitEv -= p
          doubleEv -= 2 * p
        } else {
          const ak = aces || v === 1
          const nk = nextKey(key, v)
          hitEv += p * value(h, ak, n + 1, nk)
          if (n === 2) {
            const s3 = stand(h, ak, nk, n + 1)
            // Doubled: twice the stake on the totals, only the first stake lost to a dealer blackjack.
            doubleEv += p * (2 * s3.rest - s3.bj)
          }
        }
        rem[v - 1] = k
      }
      const bestEv = Math.max(standEv, hitEv, n === 2 ? doubleEv : -Infinity)
      memo.set(key, bestEv)
      return bestEv
    }

    return value(a + b, a === 1 || b === 1, 2, nextKey(keyOf(a), b))
  }
}
