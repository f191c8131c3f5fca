import { shuffle, type WordSource } from './fair.js'

/*
 * Bingo's pure maths (docs/bingo.md): 90-ball strips of six tickets, 75-ball cards, the
 * call order, pattern detection and the prize split. Everything is a function of word streams
 * (packages/game-math/src/tables/fair.ts), so the server and a verifier compute the same tickets,
 * calls and winners. Money is integer kuruş (bigint).
 */

/** A 90-ball ticket: 3 rows × 9 columns, 0 for a blank; 5 numbers a row. */
export type Ticket90 = number[][]
/** A 75-ball card: 5 rows × 5 columns (B I N G O), 0 for the free centre. */
export type Card75 = number[][]

/** Column c of a 90-ball ticket holds these numbers (1–9, 10–19, …, 70–79, 80–90). */
export function column90(c: number): number[] {
  const lo = c === 0 ? 1 : c * 10
  const hi = c === 8 ? 90 : c * 10 + 9
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i)
}

/** Indices 0…n−1 in a random order (ties broken by the words). */
function order(src: WordSource, n: number): number[] {
  return shuffle(src, n)
}

/**
 * Fills a rows × cols 0/1 matrix with the given row and column sums, each cell at most 1 and each
 * column at most `cap`: every column (in a random order) goes to the rows with the most left to fill,
 * ties in a random order (Ryser's construction, which always succeeds when a filling exists).
 */
function fill(src: WordSource, rowSums: number[], colSums: number[], cap: number[][]): number[][] | null {
  const rows = rowSums.length
  const left = [...rowSums]
  const m = rowSums.map(() => colSums.map(() => 0))
  for (const c of order(src, colSums.length)) {
    const tie = order(src, rows)
    const pick = tie
      .filter((r) => cap[r]![c]! > 0)
      .sort((a, b) => left[b]! - left[a]! || tie.indexOf(a) - tie.indexOf(b))
      .slice(0, colSums[c])
    if (pick.length < colSums[c]!) return null
    for (const r of pick) {
      m[r]![c] = 1
      left[r]! -= 1
    }
  }
  return left.every((l) => l === 0) ? m : null
}

/**
 * A strip of six 90-ball tickets: every number 1–90 exactly once; each ticket 3 rows × 9 columns,
 * 5 numbers a row, 1–3 numbers a column, column c holding c·10…c·10+9 (1–9 first, 80–90 last),
 * each column sorted top to bottom.
 */
export function strip90(src: WordSource): Ticket90[] {
  const sizes = Array.from({ length: 9 }, (_, c) => column90(c).length)
  // How many numbers of each column each ticket holds: one each, then the rest (2 a column on average).
  let counts: number[][] | null = null
  while (!counts) counts = fillMulti(src, sizes)
  const numbers = sizes.map((_, c) => {
    const col = column90(c)
    return shuffle(src, col.length).map((i) => col[i]!)
  })
  const taken = sizes.map(() => 0)
  return counts.map((perCol) => {
    let layout: number[][] | null = null
    while (!layout)
      layout = fill(
        src,
        [5, 5, 5],
        perCol,
        [0, 1, 2].map(() => perCol.map(() => 1)),
      )
    const ticket = [0, 1, 2].map(() => Array.from({ length: 9 }, () => 0))
    for (let c = 0; c < 9; c++) {
      const mine = numbers[c]!.slice(taken[c], taken[c]! + perCol[c]!).sort((a, b) => a - b)
      taken[c]! += perCol[c]!
      let k = 0
      for (let r = 0; r < 3; r++) if (layout[r]![c]) ticket[r]![c] = mine[k++]!
    }
    return ticket
  })
}

/** Column counts (1–3 each, 15 a ticket, the column sizes down the six tickets) by random greedy steps. */
function fillMulti(src: WordSource, sizes: number[]): number[][] | null {
  const counts = Array.from({ length: 6 }, () => sizes.map(() => 1))
  const need = Array.from({ length: 6 }, () => 6)
  for (const c of order(src, 9)) {
    for (let k = 0; k < sizes[c]! - 6; k++) {
      const open = order(src, 6).filter((t) => counts[t]![c]! < 3 && need[t]! > 0)
      if (open.length === 0) return null
      open.sort((a, b) => need[b]! - need[a]!)
      const t = open[0]!
      counts[t]![c]! += 1
      need[t]! -= 1
    }
  }
  return need.every((n) => n === 0) ? counts : null
}

/** `count` strips from one stream (a purchase of several strips). */
export function strips90(src: WordSource, count: number): Ticket90[][] {
  return Array.from({ length: count }, () => strip90(src))
}

/** A 75-ball card: B 1–15, I 16–30, N 31–45 (4 and the free centre), G 46–60, O 61–75, each column sorted. */
export function card75(src: WordSource): Card75 {
  const cols = [0, 1, 2, 3, 4].map((c) => {
    const take = c === 2 ? 4 : 5
    return shuffle(src, 15, take)
      .map((i) => c * 15 + 1 + i)
      .sort((a, b) => a - b)
  })
  return [0, 1, 2, 3, 4].map((r) =>
    [0, 1, 2, 3, 4].map((c) => {
      if (c === 2) return r === 2 ? 0 : cols[2]![r < 2 ? r : r - 1]!
      return cols[c]![r]!
    }),
  )
}

/** The call order: a Fisher–Yates permutation of 1…balls. */
export function callOrder(src: WordSource, balls: 90 | 75): number[] {
  return shuffle(src, balls).map((i) => i + 1)
}

// ---------------------------------------------------------------------------------------------
// Patterns

/** 75-ball patterns (one a game): any line, the letters T, L and X, or every number (blackout). */
export const PATTERNS_75 = ['line', 'T', 'L', 'X', 'blackout'] as const
export type Pattern75 = (typeof PATTERNS_75)[number]

const cell = (r: number, c: number) => r * 5 + c
const maskOf = (cells: number[]) => cells.reduce((m, i) => m | (1 << i), 0)
const range5 = [0, 1, 2, 3, 4]

/** Each pattern: the cell sets (bit masks over r·5+c), any one of which completes it. */
export const PATTERN_MASKS: Record<Pattern75, number[]> = {
  line: [
    ...range5.map((r) => maskOf(range5.map((c) => cell(r, c)))),
    ...range5.map((c) => maskOf(range5.map((r) => cell(r, c)))),
    maskOf(range5.map((i) => cell(i, i))),
    maskOf(range5.map((i) => cell(i, 4 - i))),
  ],
  T: [maskOf([...range5.map((c) => cell(0, c)), ...range5.map((r) => cell(r, 2))])],
  L: [maskOf([...range5.map((r) => cell(r, 0)), ...range5.map((c) => cell(4, c))])],
  X: [maskOf([...range5.map((i) => cell(i, i)), ...range5.map((i) => cell(i, 4 - i))])],
  blackout: [(1 << 25) - 1],
}

/** The stages of a 90-ball game, in order. */
export const STAGES_90 = ['line', 'twoLines', 'fullHouse'] as const
export type Stage = (typeof STAGES_90)[number] | Pattern75

/** `pos[n]` = the index (0-based) at which ball n is called; balls never called: Infinity. */
export function positions(calls: readonly number[], balls: number): number[] {
  const pos = Array.from({ length: balls + 1 }, () => Infinity)
  calls.forEach((n, i) => {
    pos[n] = i
  })
  return pos
}

/** For a 90-ball ticket: the call index completing 1 line, 2 lines and the full house. */
export function ticketStages90(t: Ticket90, pos: readonly number[]): [number, number, number] {
  const rowDone = t
    .map((row) => row.reduce((m, n) => (n ? Math.max(m, pos[n]!) : m), -1))
    .sort((a, b) => a - b)
  return [rowDone[0]!, rowDone[1]!, rowDone[2]!]
}

/** For a 75-ball card: the call index completing the pattern (the free centre is marked from the start). */
export function cardStage75(card: Card75, pattern: Pattern75, pos: readonly number[]): number {
  const at = card.flat().map((n) => (n ? pos[n]! : -1))
  let best = Infinity
  for (const mask of PATTERN_MASKS[pattern]) {
    let done = -1
    for (let i = 0; i < 25; i++) if (mask & (1 << i)) done = Math.max(done, at[i]!)
    best = Math.min(best, done)
  }
  return best
}

/** Numbers a 75-ball card still needs for its best way to the pattern (0 = done): the "to go" hint. */
export function toGo75(card: Card75, pattern: Pattern75, called: ReadonlySet<number>): number {
  const flat = card.flat()
  let best = Infinity
  for (const mask of PATTERN_MASKS[pattern]) {
    let left = 0
    for (let i = 0; i < 25; i++) if (mask & (1 << i) && flat[i] && !called.has(flat[i]!)) left += 1
    best = Math.min(best, left)
  }
  return best
}

/** Numbers a 90-ball ticket still needs for each stage (1 line, 2 lines, full house). */
export function toGo90(t: Ticket90, called: ReadonlySet<number>): [number, number, number] {
  const left = t.map((row) => row.filter((n) => n && !called.has(n)).length).sort((a, b) => a - b)
  return [left[0]!, left[0]! + left[1]!, left[0]! + left[1]! + left[2]!]
}

// ---------------------------------------------------------------------------------------------
// A game: winners per stage and the prizes

export interface GameTicket {
  /** The purchase (bet id) and the ticket's index in it. */
  betId: number
  index: number
  /** Who bought it: the guarantee counts distinct players and caps each one's take of the top-up. */
  player: number
  /** 90-ball ticket or 75-ball card. */
  grid: number[][]
}

export interface StageResult {
  stage: Stage
  /** 1-based number of the call that completed the stage (null: never won, no tickets). */
  call: number | null
  /** Share of the pot (basis points) and the prize in kuruş. */
  prize: string
  winners: { betId: number; index: number; amount: string }[]
}

export interface GameRules {
  balls: 90 | 75
  /** 75-ball: the game's pattern. */
  pattern?: Pattern75
  /** Stage shares of the pot, basis points, summing to 10 000 (90-ball 1500/2500/6000). */
  stageShares: number[]
  /** Pot = sales × potShareBp / 10 000, lifted to the guarantee (kuruş) when `guaranteeApplies`. */
  potShareBp: number
  guarantee: bigint
  /** The guarantee applies from this many distinct players and tickets (docs/bingo.md "Pot and guarantee"). */
  guaranteeMinPlayers: number
  guaranteeMinTickets: number
  /** Kuruş: the most one player takes of the top-up (the guarantee minus the sales share). */
  topUpCap: bigint
  /** The final stage won within this many calls wins the jackpot too. */
  jackpotCalls: number | null
}

export interface GameResult {
  calls: number[]
  /** Calls made: the game ends at the call completing its last stage (all balls when nobody plays). */
  callsMade: number
  pot: string
  /** The pot was lifted to the guarantee (minimum players and tickets reached). */
  guaranteed: boolean
  stages: StageResult[]
  jackpot: {
    amount: string
    calls: number | null
    won: boolean
    winners: { betId: number; index: number; amount: string }[]
  }
  /** Kuruş per bet id (decimal strings): what settlement credits. */
  payouts: Record<string, string>
}

/** The published share of sales (kuruş), the pot without any top-up. */
export function salesShareOf(sales: bigint, rules: Pick<GameRules, 'potShareBp'>): bigint {
  return (sales * BigInt(rules.potShareBp)) / 10_000n
}

/** Whether a game with these distinct players and tickets is covered by the guarantee. */
export function guaranteeApplies(
  players: number,
  tickets: number,
  rules: Pick<GameRules, 'guaranteeMinPlayers' | 'guaranteeMinTickets'>,
): boolean {
  return players >= rules.guaranteeMinPlayers && tickets >= rules.guaranteeMinTickets
}

/**
 * The pot of a game (docs/bingo.md "Pot and guarantee"): the published share of sales, lifted to the
 * guarantee only when the game has the room's minimum of distinct players and tickets. A lone buyer
 * (or a few) gets the share of sales, never the operator's top-up.
 */
export function potOf(
  sales: bigint,
  players: number,
  tickets: number,
  rules: Pick<GameRules, 'potShareBp' | 'guarantee' | 'guaranteeMinPlayers' | 'guaranteeMinTickets'>,
): bigint {
  const share = salesShareOf(sales, rules)
  if (!guaranteeApplies(players, tickets, rules)) return share
  return share > rules.guarantee ? share : rules.guarantee
}

/**
 * An equal split to the kuruş: each winner gets ⌊prize / k⌋ and the r = prize mod k kuruş left go one
 * each to the first r winners in ticket order (the earliest purchase, then the ticket's place in it).
 */
export function split(prize: bigint, winners: readonly { betId: number; index: number }[]): bigint[] {
  const k = BigInt(winners.length)
  if (k === 0n) return []
  const each = prize / k
  const rest = Number(prize % k)
  return winners.map((_, i) => each + (i < rest ? 1n : 0n))
}

const byTicket = (a: { betId: number; index: number }, b: { betId: number; index: number }) =>
  a.betId - b.betId || a.index - b.index

/** Each stage's prize from a pot: ⌊pot × share⌋, the last stage also taking what the integer shares left. */
function stagePrizes(pot: bigint, shares: readonly number[]): bigint[] {
  const parts = shares.map((b) => (pot * BigInt(b)) / 10_000n)
  const rest = pot - parts.reduce((sum, p) => sum + p, 0n)
  return parts.map((p, i) => (i === parts.length - 1 ? p + rest : p))
}

/** The whole game from its call order and tickets: stage winners, the split and the jackpot. */
export function playGame(
  calls: readonly number[],
  tickets: readonly GameTicket[],
  rules: GameRules,
  sales: bigint,
  jackpotPool: bigint,
): GameResult {
  const pos = positions(calls, rules.balls)
  const stages: Stage[] = rules.balls === 90 ? [...STAGES_90] : [rules.pattern ?? 'line']
  const times = tickets.map((t) =>
    rules.balls === 90 ? ticketStages90(t.grid, pos) : [cardStage75(t.grid, rules.pattern ?? 'line', pos)],
  )
  const players = new Set(tickets.map((t) => t.player)).size
  const share = tickets.length ? salesShareOf(sales, rules) : 0n
  const pot = tickets.length ? potOf(sales, players, tickets.length, rules) : 0n
  const prizes = stagePrizes(pot, rules.stageShares)
  // What each winner would get from the sales share alone: a player's top-up is what the guarantee
  // adds to that, capped at `topUpCap` per player (docs/bingo.md "Pot and guarantee").
  const sharePrizes = stagePrizes(share, rules.stageShares)
  const won = stages.map((_, s) => {
    const first = times.reduce((m, t) => Math.min(m, t[s]!), Infinity)
    if (!Number.isFinite(first)) return { first: null, winners: [] as GameTicket[] }
    return { first, winners: tickets.filter((_, i) => times[i]![s] === first).sort(byTicket) }
  })
  const amounts = won.map((w, s) => split(prizes[s]!, w.winners))
  if (pot > share) {
    const base = won.map((w, s) => split(sharePrizes[s]!, w.winners))
    const topUp = new Map<number, bigint>()
    won.forEach((w, s) =>
      w.winners.forEach((t, i) =>
        topUp.set(t.player, (topUp.get(t.player) ?? 0n) + amounts[s]![i]! - base[s]![i]!),
      ),
    )
    // Over the cap: take the excess back from the player's own winnings, last stage first, never
    // below what the sales share pays them. The excess stays unpaid (it was the operator's money).
    for (const [player, took] of topUp) {
      let excess = took - rules.topUpCap
      for (let s = stages.length - 1; s >= 0 && excess > 0n; s--)
        for (let i = won[s]!.winners.length - 1; i >= 0 && excess > 0n; i--) {
          if (won[s]!.winners[i]!.player !== player) continue
          const row = amounts[s]!
          const above = row[i]! - base[s]![i]!
          const cut = above < excess ? above : excess
          row[i] = row[i]! - cut
          excess -= cut
        }
    }
  }
  const payouts = new Map<number, bigint>()
  const pay = (betId: number, amount: bigint) => payouts.set(betId, (payouts.get(betId) ?? 0n) + amount)
  const results: StageResult[] = stages.map((stage, s) => {
    const { first, winners } = won[s]!
    if (first === null) return { stage, call: null, prize: String(prizes[s]), winners: [] }
    winners.forEach((w, i) => pay(w.betId, amounts[s]![i]!))
    return {
      stage,
      call: first + 1,
      prize: String(prizes[s]),
      winners: winners.map((w, i) => ({ betId: w.betId, index: w.index, amount: String(amounts[s]![i]) })),
    }
  })
  const last = results[results.length - 1]!
  const callsMade = last.call ?? calls.length
  const jackpotWon =
    rules.jackpotCalls !== null && last.call !== null && last.call <= rules.jackpotCalls && jackpotPool > 0n
  const jpAmounts = jackpotWon ? split(jackpotPool, last.winners) : []
  const jpWinners = jackpotWon
    ? last.winners.map((w, i) => {
        pay(w.betId, jpAmounts[i]!)
        return { betId: w.betId, index: w.index, amount: String(jpAmounts[i]) }
      })
    : []
  return {
    calls: calls.slice(0, callsMade),
    callsMade,
    pot: String(pot),
    guaranteed: pot > share,
    stages: results,
    jackpot: { amount: String(jackpotPool), calls: rules.jackpotCalls, won: jackpotWon, winners: jpWinners },
    payouts: Object.fromEntries([...payouts].map(([k, v]) => [String(k), String(v)])),
  }
}
