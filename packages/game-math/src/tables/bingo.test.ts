import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  PATTERNS_75,
  callOrder,
  card75,
  cardStage75,
  column90,
  playGame,
  positions,
  split,
  strip90,
  toGo75,
  toGo90,
  type GameRules,
  type GameTicket,
} from './bingo.js'
import { wordsOfBytes } from './fair.js'

const words = (seed: string) =>
  wordsOfBytes((counter) => createHash('sha256').update(`${seed}:${counter}`).digest())

const RULES_90: GameRules = {
  balls: 90,
  stageShares: [1500, 2500, 6000],
  potShareBp: 7000,
  guarantee: 0n,
  guaranteeMinPlayers: 0,
  guaranteeMinTickets: 0,
  topUpCap: 0n,
  jackpotCalls: 50,
}

/** The 90-ball room's guarantee rules (docs/bingo.md "Pot and guarantee"): 50 ₺ from 5 players and 60 tickets. */
const GUARANTEED_90: GameRules = {
  ...RULES_90,
  guarantee: 5_000n,
  guaranteeMinPlayers: 5,
  guaranteeMinTickets: 60,
  topUpCap: 1_000n,
}

describe('bingo maths (docs/bingo.md)', () => {
  it('every strip covers 1–90 exactly once with the column rules (2,000 seeds)', () => {
    const broken: string[] = []
    const all90 = Array.from({ length: 90 }, (_, i) => i + 1).join()
    for (let s = 0; s < 2000; s++) {
      const strip = strip90(words(`strip-${s}`))
      const fail = (why: string) => broken.push(`seed ${s}: ${why}`)
      if (strip.length !== 6) fail('not six tickets')
      const seen = strip.flatMap((t) => t.flat().filter((n) => n > 0)).sort((a, b) => a - b)
      if (seen.join() !== all90) fail('not 1–90 once each')
      for (const t of strip) {
        if (t.length !== 3 || t.some((row) => row.length !== 9)) fail('not 3 × 9')
        if (t.some((row) => row.filter((n) => n > 0).length !== 5)) fail('a row without 5 numbers')
        for (let c = 0; c < 9; c++) {
          const col = [t[0]![c]!, t[1]![c]!, t[2]![c]!].filter((n) => n > 0)
          const range = column90(c)
          if (col.length < 1 || col.length > 3) fail(`column ${c} holds ${col.length}`)
          if (col.some((n) => !range.includes(n))) fail(`column ${c} out of range`)
          if (col.some((n, i) => i > 0 && n < col[i - 1]!)) fail(`column ${c} unsorted`)
        }
      }
    }
    expect(broken).toEqual([])
  }, 60_000)

  it('column 1 holds 1–9 and column 9 holds 80–90', () => {
    expect(column90(0)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(column90(8)).toEqual([80, 81, 82, 83, 84, 85, 86, 87, 88, 89, 90])
    expect(column90(4)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 48, 49])
  })

  it('75-ball cards: B 1–15 … O 61–75, 24 distinct numbers, free centre (2,000 seeds)', () => {
    const broken: string[] = []
    for (let s = 0; s < 2000; s++) {
      const card = card75(words(`card-${s}`))
      if (card[2]![2] !== 0) broken.push(`seed ${s}: no free centre`)
      if (new Set(card.flat().filter((n) => n > 0)).size !== 24) broken.push(`seed ${s}: not 24 numbers`)
      for (let r = 0; r < 5; r++)
        for (let c = 0; c < 5; c++) {
          const n = card[r]![c]!
          if (r === 2 && c === 2) continue
          if (n < c * 15 + 1 || n > c * 15 + 15) broken.push(`seed ${s}: ${n} in column ${c}`)
        }
    }
    expect(broken).toEqual([])
  }, 60_000)

  it('the call order is a permutation of 1…90 / 1…75', () => {
    for (let s = 0; s < 200; s++) {
      expect([...callOrder(words(`c${s}`), 90)].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 90 }, (_, i) => i + 1),
      )
      expect([...callOrder(words(`d${s}`), 75)].sort((a, b) => a - b)).toEqual(
        Array.from({ length: 75 }, (_, i) => i + 1),
      )
    }
    // Ball 1 lands first in about 1/90 of orders (χ² on the first ball over 9,000 orders, df 89).
    const first = Array.from({ length: 91 }, () => 0)
    for (let s = 0; s < 9000; s++) first[callOrder(words(`f${s}`), 90)[0]!]! += 1
    const chi = first.slice(1).reduce((sum, o) => sum + (o - 100) ** 2 / 100, 0)
    expect(chi).toBeLessThan(134.6) // p = 0.001 critical value for df 89
  })

  /** A seeded game: one strip, calls arranged so ticket 0 completes its rows on known calls. */
  it('detects 1 line, 2 lines and full house on the completing call and splits equally to the kuruş', () => {
    const strip = strip90(words('seeded-game'))
    const [a, b] = [strip[0]!, strip[1]!]
    // Tickets a and b copied into two purchases: identical tickets win on the same call and share.
    const tickets: GameTicket[] = [
      { betId: 7, index: 0, grid: a, player: 1 },
      { betId: 9, index: 0, grid: a, player: 2 },
      { betId: 9, index: 1, grid: b, player: 2 },
    ]
    const rowsA = a.map((row) => row.filter((n) => n > 0))
    const others = Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => !a.flat().includes(n))
    // Row 0 of a, then 10 others, row 1, 10 others, row 2, the rest.
    const calls = [
      ...rowsA[0]!,
      ...others.slice(0, 10),
      ...rowsA[1]!,
      ...others.slice(10, 20),
      ...rowsA[2]!,
      ...others.slice(20),
    ]
    const pos = positions(calls, 90)
    const sales = 1001n // kuruş: pot 70 % = 700 (integer division)
    const g = playGame(calls, tickets, RULES_90, sales, 10_000n)
    expect(g.pot).toBe('700')
    const [line, two, full] = g.stages
    // Unless b happened to complete a row first, a's two copies win each stage together.
    const bTimes = b.map((row) => Math.max(...row.filter((n) => n > 0).map((n) => pos[n]!)))
    expect(Math.min(...bTimes)).toBeGreaterThan(4)
    expect(line!.call).toBe(5)
    expect(line!.winners.map((w) => w.betId)).toEqual([7, 9])
    // 15 % of 700 = 105 split in two: 53 to the earlier purchase, 52 to the later.
    expect(line!.prize).toBe('105')
    expect(line!.winners.map((w) => w.amount)).toEqual(['53', '52'])
    expect(two!.call).toBe(20)
    expect(two!.prize).toBe('175')
    expect(two!.winners.map((w) => w.amount)).toEqual(['88', '87'])
    expect(full!.call).toBe(35)
    expect(full!.prize).toBe('420')
    expect(full!.winners.map((w) => w.amount)).toEqual(['210', '210'])
    // The game ends on the full house; within 50 calls the jackpot (10,000) is shared too.
    expect(g.callsMade).toBe(35)
    expect(g.calls).toEqual(calls.slice(0, 35))
    expect(g.jackpot.won).toBe(true)
    expect(g.jackpot.winners.map((w) => w.amount)).toEqual(['5000', '5000'])
    expect(g.payouts).toEqual({ '7': String(53 + 88 + 210 + 5000), '9': String(52 + 87 + 210 + 5000) })
    // Everything paid: the pot and the jackpot, not a kuruş more.
    const paid = Object.values(g.payouts).reduce((s, v) => s + BigInt(v), 0n)
    expect(paid).toBe(700n + 10_000n)
  })

  it('the jackpot pays only when the full house comes within N calls (both sides)', () => {
    const strip = strip90(words('jackpot'))
    const t = strip[0]!
    const mine = t.flat().filter((n) => n > 0)
    const others = Array.from({ length: 90 }, (_, i) => i + 1).filter((n) => !mine.includes(n))
    const tickets: GameTicket[] = [{ betId: 1, index: 0, grid: t, player: 1 }]
    // Full house exactly on call 50: inside.
    const inside = [...others.slice(0, 35), ...mine, ...others.slice(35)]
    const gIn = playGame(inside, tickets, RULES_90, 300n, 5_000n)
    expect(gIn.stages[2]!.call).toBe(50)
    expect(gIn.jackpot.won).toBe(true)
    expect(gIn.payouts['1']).toBe(String(210n + 5_000n))
    // On call 51: outside, only the pot.
    const outside = [...others.slice(0, 36), ...mine, ...others.slice(36)]
    const gOut = playGame(outside, tickets, RULES_90, 300n, 5_000n)
    expect(gOut.stages[2]!.call).toBe(51)
    expect(gOut.jackpot.won).toBe(false)
    expect(gOut.payouts['1']).toBe('210')
  })

  it('the guarantee lifts a small pot only from its minimum players and tickets; nobody playing means no winners', () => {
    // Ten strips (60 tickets) among five players: 30 ₺ sold, 70 % is 21 ₺, lifted to 50 ₺.
    const tickets = (players: number[]): GameTicket[] =>
      players.flatMap((player, b) =>
        strip90(words(`guarantee-${b}`)).map((grid, index) => ({ betId: b + 1, index, grid, player })),
      )
    const five = tickets([1, 2, 3, 4, 5, 1, 2, 3, 4, 5])
    const g = playGame(callOrder(words('o'), 90), five, GUARANTEED_90, 3_000n, 0n)
    expect(g.pot).toBe('5000')
    expect(g.guaranteed).toBe(true)
    // Four players, or 54 tickets: the share of sales only.
    const four = playGame(
      callOrder(words('o'), 90),
      tickets([1, 2, 3, 4, 1, 2, 3, 4, 1, 2]),
      GUARANTEED_90,
      3_000n,
      0n,
    )
    expect(four.pot).toBe('2100')
    expect(four.guaranteed).toBe(false)
    const fewTickets = playGame(callOrder(words('o'), 90), five.slice(0, 54), GUARANTEED_90, 2_700n, 0n)
    expect(fewTickets.pot).toBe('1890')
    const empty = playGame(callOrder(words('o'), 90), [], RULES_90, 0n, 1_000n)
    expect(empty.callsMade).toBe(90)
    expect(empty.stages.every((s) => s.call === null && s.winners.length === 0)).toBe(true)
    expect(empty.payouts).toEqual({})
  })

  it('a lone purchase gets 70 % of its sales, never the guarantee', () => {
    const strip = strip90(words('lone'))
    const lone = strip.map((grid, index) => ({ betId: 3, index, grid, player: 1 }))
    const g = playGame(callOrder(words('o'), 90), lone, GUARANTEED_90, 300n, 0n)
    expect(g.pot).toBe('210')
    expect(g.guaranteed).toBe(false)
    expect(g.payouts['3']).toBe('210')
  })

  it('caps what one player takes of the top-up; the others keep theirs', () => {
    const owner = (b: number) => (b < 6 ? 1 : b - 4)
    const tickets: GameTicket[] = Array.from({ length: 10 }, (_, b) =>
      strip90(words(`cap-${b}`)).map((grid, index) => ({ betId: b + 1, index, grid, player: owner(b) })),
    ).flat()
    const perPlayer = (payouts: Record<string, string>) => {
      const sum = new Map<number, bigint>()
      for (const [bet, v] of Object.entries(payouts))
        sum.set(owner(Number(bet) - 1), (sum.get(owner(Number(bet) - 1)) ?? 0n) + BigInt(v))
      return sum
    }
    let capped = 0
    for (let seed = 0; seed < 20; seed++) {
      const calls = callOrder(words(`cap-calls-${seed}`), 90)
      const g = playGame(calls, tickets, GUARANTEED_90, 3_000n, 0n)
      const share = perPlayer(
        playGame(calls, tickets, { ...GUARANTEED_90, guarantee: 0n }, 3_000n, 0n).payouts,
      )
      const uncapped = perPlayer(
        playGame(calls, tickets, { ...GUARANTEED_90, topUpCap: 5_000n }, 3_000n, 0n).payouts,
      )
      const got = perPlayer(g.payouts)
      for (const [player, full] of uncapped) {
        const base = share.get(player) ?? 0n
        // Exactly the sales share's prize plus at most 10 ₺ of the top-up.
        const limit = base + 1_000n
        expect(got.get(player)).toBe(full < limit ? full : limit)
        if (full > limit) capped += 1
      }
      // Stage winners' amounts add up to what is paid.
      const listed = g.stages.flatMap((s) => s.winners).reduce((sum, w) => sum + BigInt(w.amount), 0n)
      expect(listed).toBe([...got.values()].reduce((a, b) => a + b, 0n))
    }
    // Player 1 holds 36 of the 60 tickets: the cap bites in some of these games.
    expect(capped).toBeGreaterThan(0)
  })

  it('75-ball patterns: line, T, L, X, blackout complete on the right call; "to go" counts', () => {
    const card = card75(words('card75'))
    const flat = card.flat()
    const others = (used: number[]) =>
      Array.from({ length: 75 }, (_, i) => i + 1).filter((n) => !used.includes(n))
    const col0 = [0, 1, 2, 3, 4].map((r) => card[r]![0]!)
    const calls = [...col0, ...others(col0)]
    const pos = positions(calls, 75)
    expect(cardStage75(card, 'line', pos)).toBe(4)
    // Middle row: the free centre counts, so four numbers make it.
    const mid = card[2]!.filter((n) => n > 0)
    expect(cardStage75(card, 'line', positions([...mid, ...others(mid)], 75))).toBe(3)
    const t = [...card[0]!, card[1]![2]!, card[3]![2]!, card[4]![2]!]
    expect(cardStage75(card, 'T', positions([...t, ...others(t)], 75))).toBe(t.length - 1)
    const l = [...col0, ...card[4]!.slice(1)]
    expect(cardStage75(card, 'L', positions([...l, ...others(l)], 75))).toBe(8)
    const x = [0, 1, 3, 4].flatMap((i) => [card[i]![i]!, card[i]![4 - i]!])
    expect(cardStage75(card, 'X', positions([...x, ...others(x)], 75))).toBe(7)
    const all = flat.filter((n) => n > 0)
    expect(cardStage75(card, 'blackout', positions([...all, ...others(all)], 75))).toBe(23)
    expect(toGo75(card, 'line', new Set(col0.slice(0, 4)))).toBe(1)
    expect(toGo75(card, 'blackout', new Set())).toBe(24)
    for (const p of PATTERNS_75) expect(toGo75(card, p, new Set(all))).toBe(0)
    const strip = strip90(words('togo'))
    expect(toGo90(strip[0]!, new Set())).toEqual([5, 10, 15])
  })

  it('split: equal shares, the remainder one kuruş each to the earliest tickets', () => {
    const w = [1, 2, 3].map((betId) => ({ betId, index: 0 }))
    expect(split(100n, w)).toEqual([34n, 33n, 33n])
    expect(split(101n, w)).toEqual([34n, 34n, 33n])
    expect(split(99n, w)).toEqual([33n, 33n, 33n])
  })
})
