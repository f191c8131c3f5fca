import { z } from 'zod'
import { code, id, strictBody } from './rules.js'

/*
 * Bingo rooms on the shared-round engine (docs/bingo.md). A room is a catalogue game
 * (`galata-bingo-90`, `galata-bingo-75`); each scheduled game of a room is a shared round. The
 * public API lists the rooms and shows any game (its calls so far, winners per stage and, once over,
 * the revealed seed and the recomputation); tickets are bought through the room's page with its game
 * token. Money is in lira (the wire), integer kuruş inside.
 */

export const BINGO_ROOMS = ['galata-bingo-90', 'galata-bingo-75'] as const
export type BingoRoom = (typeof BINGO_ROOMS)[number]

/**
 * When a room's guarantee applies (docs/bingo.md "Pot and guarantee"). The operator lifts a small pot
 * to the guarantee only for a game with at least `minPlayers` distinct players AND `minTickets`
 * tickets (90-ball: tickets, six a strip; 75-ball: cards); otherwise the pot is the published share
 * of sales. Even then one player takes at most `topUpCapPerPlayer` lira of the top-up (the guarantee
 * minus the sales share): the rest of their prize is what the sales share alone would have paid
 * them. Without these a lone 3 ₺ strip won the whole 50 ₺ guarantee every game.
 */
export const BINGO_GUARANTEE_RULES = {
  'galata-bingo-90': { minPlayers: 5, minTickets: 60, topUpCapPerPlayer: 10 },
  'galata-bingo-75': { minPlayers: 5, minTickets: 20, topUpCapPerPlayer: 5 },
} as const satisfies Record<BingoRoom, { minPlayers: number; minTickets: number; topUpCapPerPlayer: number }>

export const bingoRoomParamsSchema = z.object({ room: z.enum(BINGO_ROOMS) })
export const bingoGameParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
})

export const bingoBuySchema = strictBody({
  /** The game the tickets are for (the next one, or a later one: buy ahead). */
  gameId: id(),
  /** The page's id of this purchase: the same id again is the same purchase. */
  clientBetId: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{1,40}$/, code('invalid_format')),
  /** Strips of six (90-ball) or cards (75-ball). */
  count: z
    .number({ error: 'required' })
    .int(code('invalid_number'))
    .min(1, code('too_small'))
    .max(10, code('too_big')),
})

const winner = z.object({
  betId: z.number(),
  index: z.number(),
  /** Lira. */
  amount: z.number(),
})

export const bingoStageSchema = z.object({
  /** `line`, `twoLines`, `fullHouse` (90-ball) or the 75-ball pattern (`line`, `T`, `L`, `X`, `blackout`). */
  stage: z.string(),
  /** The call (1-based) that completed it; null while nobody has. */
  call: z.number().nullable(),
  prize: z.number(),
  winners: z.array(winner),
})

export const bingoGameSummarySchema = z.object({
  gameId: z.number(),
  status: z.enum(['scheduled', 'open', 'closed', 'revealing', 'settled', 'void']),
  /** Sales close and the calls start. */
  startsAt: z.number(),
  commit: z.string(),
  /** 75-ball: this game's pattern. */
  pattern: z.string().nullable(),
  players: z.number(),
  tickets: z.number(),
  /**
   * Lira: the guarantee when the game has its minimum players and tickets and the share of sales is
   * below it, otherwise the published share of sales.
   */
  pot: z.number(),
  /** The pot is lifted to the guarantee (minimum players and tickets reached, sales share below it). */
  guaranteed: z.boolean(),
})
export type BingoGameSummary = z.infer<typeof bingoGameSummarySchema>

export const bingoRoomSchema = z.object({
  room: z.enum(BINGO_ROOMS),
  name: z.object({ tr: z.string(), en: z.string() }),
  kind: z.union([z.literal(90), z.literal(75)]),
  /** One ticket (a 90-ball ticket, a 75-ball card), lira; 90-ball tickets are sold in strips of six. */
  ticketPrice: z.number(),
  ticketsPerStrip: z.number(),
  /** Share of sales paid as prizes (the room's RTP), percent. */
  potSharePct: z.number(),
  guarantee: z.number(),
  /** The guarantee applies from this many distinct players and this many tickets in a game. */
  guaranteeMinPlayers: z.number(),
  guaranteeMinTickets: z.number(),
  /** Lira: the most one player takes of a game's top-up (the guarantee minus the sales share). */
  topUpCapPerPlayer: z.number(),
  /** Stage shares of the pot, percent. */
  stageShares: z.array(z.object({ stage: z.string(), pct: z.number() })),
  jackpot: z.number(),
  /** The final stage won within this many calls also wins the jackpot (null: no jackpot this game). */
  jackpotCalls: z.number().nullable(),
  jackpotSlicePct: z.number(),
  /** Ms between calls at the room's speed. */
  callMs: z.number(),
  /** The game being called now, if any. */
  live: bingoGameSummarySchema.nullable(),
  /** The next game and the ones after it (tickets sell until each one's start). */
  next: bingoGameSummarySchema.nullable(),
  upcoming: z.array(bingoGameSummarySchema),
  now: z.number(),
  /**
   * The operator closed the room (docs/backoffice.md "Tables and rounds"): no tickets sell, the
   * game under way is called to its end.
   */
  tableClosed: z.boolean(),
})
export type BingoRoomView = z.infer<typeof bingoRoomSchema>

export const bingoRoomsSchema = z.object({ rooms: z.array(bingoRoomSchema) })

export const bingoTicketSchema = z.object({
  gameId: z.number(),
  betId: z.number(),
  index: z.number(),
  /** 3×9 (90-ball, 0 blank) or 5×5 (75-ball, 0 the free centre). */
  grid: z.array(z.array(z.number())),
})
export type BingoTicket = z.infer<typeof bingoTicketSchema>

export const bingoGameSchema = bingoGameSummarySchema.extend({
  room: z.enum(BINGO_ROOMS),
  kind: z.union([z.literal(90), z.literal(75)]),
  /** The balls called so far (by the server's clock). */
  calls: z.array(z.number()),
  /** Winners of the stages completed so far. */
  stages: z.array(bingoStageSchema),
  jackpot: z
    .object({ amount: z.number(), calls: z.number().nullable(), won: z.boolean(), winners: z.array(winner) })
    .nullable(),
  /** Revealed once the game is over. */
  serverSeed: z.string().nullable(),
  closeValue: z.string().nullable(),
  verification: z
    .object({
      commitMatches: z.boolean(),
      closeValueMatches: z.boolean(),
      /** The call order and every ticket recomputed from the seed give the stored winners. */
      outcomeMatches: z.boolean(),
      /** Every purchase: `betId:clientBetId:stake:spots` as hashed into the close value. */
      betLines: z.array(z.string()),
      /** The full call order recomputed from the seed (Fisher–Yates of 1…90 / 1…75). */
      callOrder: z.array(z.number()),
      /** Every ticket of every purchase, recomputed from the seed (purchase order, then place). */
      tickets: z.array(bingoTicketSchema),
    })
    .nullable(),
  /** The public verify page of the game, once it is over (null before). */
  verifyUrl: z.string().nullable(),
  now: z.number(),
})
export type BingoGameView = z.infer<typeof bingoGameSchema>

export const bingoStateSchema = z.object({
  token: z.string(),
  balance: z.number(),
  room: bingoRoomSchema,
  /** The game being called (with its calls so far), when there is one. */
  live: bingoGameSchema.nullable(),
  /** The player's tickets in the live game and the games ahead. */
  tickets: z.array(bingoTicketSchema),
  /** The player's purchases of the last games with their results. */
  myGames: z.array(
    z.object({ gameId: z.number(), stake: z.number(), payout: z.number().nullable(), status: z.string() }),
  ),
})
export type BingoState = z.infer<typeof bingoStateSchema>

export const bingoBuyAnswerSchema = z.object({
  token: z.string(),
  balance: z.number(),
  tickets: z.array(bingoTicketSchema),
})
export type BingoBuyAnswer = z.infer<typeof bingoBuyAnswerSchema>
