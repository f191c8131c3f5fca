import { BINGO_GUARANTEE_RULES, type BingoRoom, type BingoRoundOutcome } from '@galata/contract'
import type { WordSource } from '@galata/game-math/tables/fair'
import {
  PATTERNS_75,
  callOrder,
  card75,
  playGame,
  strips90,
  type GameRules,
  type GameTicket,
  type Pattern75,
} from '@galata/game-math/tables/bingo'
import { toMinor } from '../../wallet/index.js'
import type { DrawContext, TableDef } from '../table-def.js'

/*
 * The bingo rooms (docs/bingo.md) as tables of the shared-round engine: each scheduled game
 * is a round, each purchase a bet whose spots are its strips (90-ball, six tickets each) or cards
 * (75-ball). At the close the call order and every ticket come from the round's words, and the whole
 * game (stage winners, the split, the jackpot) is fixed; the reveal pushes one call at a time.
 */

export interface RoomConfig {
  code: BingoRoom
  name: { tr: string; en: string }
  balls: 90 | 75
  /** Kuruş per ticket (a 90-ball ticket or a 75-ball card). */
  ticketPrice: bigint
  /** 90-ball tickets are sold in strips of six. */
  ticketsPerStrip: 6 | 1
  /** The spot a strip or card is bought under. */
  spot: 'strip' | 'card'
  /** Share of sales paid as prizes: the room's RTP (basis points). */
  potShareBp: number
  /** Share of sales added to the jackpot (basis points). */
  jackpotSliceBp: number
  /**
   * Kuruş: the least pot of a game with the room's minimum of distinct players and tickets
   * (`BINGO_GUARANTEE_RULES`); the operator tops it up, at most `topUpCap` to one player.
   */
  guarantee: bigint
  guaranteeMinPlayers: number
  guaranteeMinTickets: number
  topUpCap: bigint
  jackpotSeed: bigint
  jackpotCap: bigint
  /** Stage shares of the pot (basis points, sum 10 000). */
  stageShares: number[]
  /** Ms between calls at real speed. */
  callMs: number
  /** Ms of sales after the previous slot's game (the minimum buying window) and on the result. */
  sales: number
  result: number
  /** The final stage within this many calls wins the jackpot (null: not in this game). */
  jackpotCalls(pattern: Pattern75 | null): number | null
}

export const ROOM_90: RoomConfig = {
  code: 'galata-bingo-90',
  name: { tr: 'Boğaz 90 Tombala', en: 'Bosphorus 90 Bingo' },
  balls: 90,
  ticketPrice: 50n,
  ticketsPerStrip: 6,
  spot: 'strip',
  potShareBp: 7000,
  jackpotSliceBp: 500,
  guarantee: 5_000n,
  guaranteeMinPlayers: BINGO_GUARANTEE_RULES['galata-bingo-90'].minPlayers,
  guaranteeMinTickets: BINGO_GUARANTEE_RULES['galata-bingo-90'].minTickets,
  topUpCap: toMinor(BINGO_GUARANTEE_RULES['galata-bingo-90'].topUpCapPerPlayer),
  jackpotSeed: 50_000n,
  jackpotCap: 500_000n,
  // Research §1.5's published split: 15 % one line, 25 % two lines, 60 % full house.
  stageShares: [1500, 2500, 6000],
  callMs: 2_500,
  sales: 45_000,
  result: 30_000,
  jackpotCalls: () => 50,
}

export const ROOM_75: RoomConfig = {
  code: 'galata-bingo-75',
  name: { tr: 'Galata 75 Tombala', en: 'Galata 75 Bingo' },
  balls: 75,
  ticketPrice: 100n,
  ticketsPerStrip: 1,
  spot: 'card',
  potShareBp: 7000,
  jackpotSliceBp: 500,
  guarantee: 2_500n,
  guaranteeMinPlayers: BINGO_GUARANTEE_RULES['galata-bingo-75'].minPlayers,
  guaranteeMinTickets: BINGO_GUARANTEE_RULES['galata-bingo-75'].minTickets,
  topUpCap: toMinor(BINGO_GUARANTEE_RULES['galata-bingo-75'].topUpCapPerPlayer),
  jackpotSeed: 25_000n,
  jackpotCap: 250_000n,
  stageShares: [10_000],
  callMs: 2_000,
  sales: 40_000,
  result: 20_000,
  // Only a blackout game carries the jackpot: every number within 50 calls.
  jackpotCalls: (pattern) => (pattern === 'blackout' ? 50 : null),
}

export const ROOMS: Record<BingoRoom, RoomConfig> = { 'galata-bingo-90': ROOM_90, 'galata-bingo-75': ROOM_75 }

export function roomOf(code: string): RoomConfig | null {
  return (ROOMS as Record<string, RoomConfig>)[code] ?? null
}

/** A 75-ball game's pattern: the five in turn by game id (published with the game before sales). */
export function patternOf(room: RoomConfig, gameId: number): Pattern75 | null {
  return room.balls === 75 ? PATTERNS_75[gameId % PATTERNS_75.length]! : null
}

/** The tickets a purchase of `count` strips/cards holds, from the purchase's own words. */
export function ticketsOf(room: RoomConfig, words: WordSource, count: number): number[][][] {
  if (room.balls === 90) return strips90(words, count).flat()
  return Array.from({ length: count }, () => card75(words))
}

/** A game's outcome (the contract's; `guaranteed` is absent on games closed before the guarantee's minimums). */
export type BingoOutcome = BingoRoundOutcome

export function rulesOf(room: RoomConfig, gameId: number): GameRules {
  const pattern = patternOf(room, gameId)
  return {
    balls: room.balls,
    ...(pattern ? { pattern } : {}),
    stageShares: room.stageShares,
    potShareBp: room.potShareBp,
    guarantee: room.guarantee,
    guaranteeMinPlayers: room.guaranteeMinPlayers,
    guaranteeMinTickets: room.guaranteeMinTickets,
    topUpCap: room.topUpCap,
    jackpotCalls: room.jackpotCalls(pattern),
  }
}

/**
 * The rules a game closed before the guarantee's minimums were fixed with (its stored outcome has no
 * `guaranteed`): the guarantee for any sale, no cap. Only its verification recomputes with them.
 */
function rulesBeforeMinimums(room: RoomConfig, gameId: number): GameRules {
  return {
    ...rulesOf(room, gameId),
    guaranteeMinPlayers: 0,
    guaranteeMinTickets: 0,
    topUpCap: room.guarantee,
  }
}

function drawGame(room: RoomConfig, words: WordSource, ctx: DrawContext<BingoOutcome>): BingoOutcome {
  const calls = callOrder(words, room.balls)
  const tickets: GameTicket[] = []
  let sales = 0n
  for (const bet of ctx.bets) {
    sales += bet.stake
    ticketsOf(room, ctx.betWords(bet.id), bet.spots.length).forEach((grid, index) =>
      tickets.push({ betId: bet.id, index, grid, player: bet.playerId }),
    )
  }
  const before = ctx.stored != null && !('guaranteed' in ctx.stored)
  const rules = before ? rulesBeforeMinimums(room, ctx.roundId) : rulesOf(room, ctx.roundId)
  const { guaranteed, ...result } = playGame(calls, tickets, rules, sales, ctx.pool)
  return {
    ...result,
    ...(before ? {} : { guaranteed }),
    balls: room.balls,
    pattern: patternOf(room, ctx.roundId),
    sales: String(sales),
    tickets: tickets.length,
  }
}

function roomTable(room: RoomConfig): TableDef<BingoOutcome> {
  const reveal = room.balls * room.callMs
  return {
    code: room.code,
    timings: { betting: room.sales, reveal, result: room.result },
    topicPrefix: 'bingo',
    presale: 2,
    spotStake: (spot, chip) =>
      spot === room.spot && chip === room.ticketPrice ? chip * BigInt(room.ticketsPerStrip) : null,
    draw: (words) => drawGame(room, words, { roundId: 0, bets: [], betWords: () => words, pool: 0n }),
    drawRound: (words, ctx) => drawGame(room, words, ctx),
    spotReturn: () => 0n,
    betReturn: (bet, outcome) => BigInt(outcome.payouts[String(bet.id)] ?? '0'),
    // One step a call; the stages a call completes travel with it.
    revealSteps: (g, scaledReveal) => {
      const every = scaledReveal / room.balls
      return g.calls.map((ball, i) => ({
        atMs: Math.floor(i * every),
        step: {
          step: 'call',
          n: i + 1,
          ball,
          stages: g.stages
            .filter((s) => s.call === i + 1)
            .map((s) => ({ stage: s.stage, prize: s.prize, winners: s.winners })),
          ...(i + 1 === g.callsMade && g.jackpot.won ? { jackpot: g.jackpot } : {}),
        },
      }))
    },
    // The game is over two calls' time after the call that ends it.
    revealLength: (outcome, scaledReveal) =>
      Math.floor(((outcome.callsMade + 1) * scaledReveal) / room.balls),
    resultAt: (r) => r,
    declaredRtp: room.potShareBp / 10_000,
    pool: {
      seed: room.jackpotSeed,
      next: (pool, outcome, sales) => {
        const base = outcome.jackpot.won ? room.jackpotSeed : pool
        const grown = base + (sales * BigInt(room.jackpotSliceBp)) / 10_000n
        return grown > room.jackpotCap ? (base > room.jackpotCap ? base : room.jackpotCap) : grown
      },
      of: (outcome) => BigInt(outcome.jackpot.amount),
    },
  }
}

export const bingo90 = roomTable(ROOM_90)
export const bingo75 = roomTable(ROOM_75)

/** Basis points in one percent (shares and RTP are published as percentages). */
const BP_PER_PERCENT = 100
/** A share in basis points as a percentage (7000 → 70): not money. */
export const percentOfBp = (bp: number) => bp / BP_PER_PERCENT
