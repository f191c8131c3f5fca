import { z } from 'zod'
import { amount, code, id, strictBody, typeError } from './rules.js'

/*
 * Shared rounds of the Galata Originals studio (issue 18, docs/shared-rounds.md): live tables with an
 * animated host and TV draws, every player in the same round. The public API lets anyone audit a
 * table (the round now, the settled rounds with their revealed seeds, a recomputation); bets go
 * through the game page with its game token, as the Originals do.
 */

/** The tables on the shared-round engine (their maths: packages/game-math/src/tables/). */
export const ROUND_GAMES = [
  'galata-live-roulette',
  'galata-live-baccarat',
  'galata-dragon-tiger',
  'galata-keno-tv',
  'galata-money-wheel',
  'galata-lucky-7',
  'galata-bingo-90',
  'galata-bingo-75',
  'galata-virtual-football',
] as const
/** The TV draw shows among them (/casino/tvbets, docs/tv-games.md). */
export const TV_ROUND_GAMES = ['galata-keno-tv', 'galata-money-wheel', 'galata-lucky-7'] as const
export type RoundGame = (typeof ROUND_GAMES)[number]

export const ROUND_STATUSES = ['scheduled', 'open', 'closed', 'revealing', 'settled', 'void'] as const
export type RoundStatus = (typeof ROUND_STATUSES)[number]

/** `/rounds/{gameCode}/…`: a table's catalogue code (lower-case letters, digits, dashes). */
export const roundGameParamsSchema = z.object({ gameCode: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) })

/** `/rounds/verify/{roundId}`: plain digits. */
export const roundIdParamsSchema = z.object({
  roundId: z
    .string()
    .regex(/^[1-9]\d{0,14}$/)
    .transform(Number),
})

export const roundHistoryQuerySchema = z.strictObject({
  take: z.coerce.number().int().min(1).max(100).default(20),
})

/** One spot of a bet: the table's spot name (e.g. roulette `n:17`, `red`, `nb:5`) and the chip in lira. */
const spotBet = strictBody({
  spot: z.string({ error: typeError() }).min(1, code('required')).max(40, code('too_long')),
  amount: amount(0.01).max(1e9, 'too_big'),
})

export const roundBetSchema = strictBody({
  /** The round the page shows; a closed one answers BETTING_CLOSED with the next round. */
  roundId: id(),
  /** The page's id of this bet: the same id again is the same bet (a retried request), never a second one. */
  clientBetId: z.string({ error: 'required' }).regex(/^[A-Za-z0-9_-]{1,40}$/, code('invalid_format')),
  bets: z.array(spotBet, { error: typeError() }).min(1, code('required')).max(60, code('too_many_items')),
})

// ---------------------------------------------------------------------------------------------
// Answers

const token = z.string()

export const roundResultSchema = z.object({
  roundId: z.number(),
  /** The table's outcome (roulette: `{pocket}`); null for a void round. */
  result: z.record(z.string(), z.unknown()).nullable(),
  status: z.enum(ROUND_STATUSES),
})

export const roundCurrentSchema = z.object({
  roundId: z.number().nullable(),
  status: z.enum(ROUND_STATUSES).nullable(),
  /** SHA-256 of the round's server seed, published before betting opens. */
  commit: z.string().nullable(),
  opensAt: z.number().nullable(),
  closesAt: z.number().nullable(),
  /** When the reveal ends and the round settles. */
  revealEndsAt: z.number().nullable(),
  /** Tables whose rounds differ before the draw (virtual football: the match and its prices); absent otherwise. */
  fixture: z.record(z.string(), z.unknown()).nullable().optional(),
  /** The outcome once the reveal has shown it; null before. */
  result: z.record(z.string(), z.unknown()).nullable(),
  players: z.number(),
  totalBets: z.number(),
  next: z
    .object({
      roundId: z.number(),
      commit: z.string(),
      opensAt: z.number(),
      closesAt: z.number(),
      fixture: z.record(z.string(), z.unknown()).optional(),
    })
    .nullable(),
  lastResults: z.array(roundResultSchema),
  /** The published schedule: the next draws' opening and closing times (wall-clock slots, the next first). */
  schedule: z.array(z.object({ opensAt: z.number(), closesAt: z.number() })),
  /** The server's clock, epoch ms. */
  now: z.number(),
})
export type RoundCurrent = z.infer<typeof roundCurrentSchema>

export const roundHistoryItemSchema = z.object({
  roundId: z.number(),
  status: z.enum(ROUND_STATUSES),
  commit: z.string(),
  /** Revealed once the round ended. */
  serverSeed: z.string(),
  /** The value that did not exist before betting closed (the hash of the bets accepted by the close). */
  closeValue: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  opensAt: z.number(),
  closesAt: z.number(),
  settledAt: z.number().nullable(),
})
export const roundHistorySchema = z.object({ items: z.array(roundHistoryItemSchema) })
export type RoundHistoryItem = z.infer<typeof roundHistoryItemSchema>

export const roundVerifySchema = z.object({
  roundId: z.number(),
  gameCode: z.string(),
  status: z.enum(ROUND_STATUSES),
  commit: z.string(),
  serverSeed: z.string(),
  /** SHA-256(serverSeed) equals the published commit. */
  commitMatches: z.boolean(),
  /** The accepted bets as hashed (no player names): `betId:clientBetId:stake:spots`. */
  betLines: z.array(z.string()),
  closeValue: z.string().nullable(),
  /** SHA-256 of the header and bet lines equals the stored close value. */
  closeValueMatches: z.boolean().nullable(),
  storedResult: z.record(z.string(), z.unknown()).nullable(),
  recomputedResult: z.record(z.string(), z.unknown()).nullable(),
  matches: z.boolean().nullable(),
})
export type RoundVerify = z.infer<typeof roundVerifySchema>

export const roundBetViewSchema = z.object({
  id: z.number(),
  roundId: z.number(),
  clientBetId: z.string(),
  bets: z.array(z.object({ spot: z.string(), amount: z.number() })),
  stake: z.number(),
  status: z.enum(['open', 'won', 'lost', 'refunded']),
  payout: z.number().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.number(),
})
export type RoundBetView = z.infer<typeof roundBetViewSchema>

export const roundStateSchema = z.object({
  token,
  balance: z.number(),
  current: roundCurrentSchema,
  myBets: z.array(roundBetViewSchema),
  limits: z.object({ min: z.number(), max: z.number() }),
  timings: z.object({ betting: z.number(), reveal: z.number(), result: z.number() }),
})
export type RoundState = z.infer<typeof roundStateSchema>

export const roundBetAnswerSchema = z.object({
  token,
  balance: z.number(),
  bet: roundBetViewSchema,
})
export type RoundBetAnswer = z.infer<typeof roundBetAnswerSchema>
