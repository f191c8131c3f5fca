import { z } from 'zod'
import { amount, id, integer, strictBody } from './rules.js'

/*
 * The studio's game API (/api/originals/*, docs/casino.md): the request bodies the route table
 * parses (after the handler's pre-check of the game token, docs/api.md) and the answers the server
 * sends, the route table checks in tests and the game clients (apps/games) are typed from, one
 * definition each. Money is in lira with two decimals, as everywhere on the wire; a bad body answers
 * the same localized 400 as every other endpoint.
 */

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * The Originals slot games (their themes and maths: packages/game-math/src/slots/themes.ts, whose
 * `SLOT_GAMES` a server test holds equal to this list).
 */
export const ORIGINALS_SLOT_GAMES = [
  'galata-bazaar',
  'galata-bosphorus',
  'galata-anatolia',
  'galata-cappadocia',
  'galata-ephesus',
  'galata-blacksea',
  'galata-tulip',
  'galata-pamukkale',
  'galata-silkroad',
  'galata-hammam',
  'galata-seljuk',
  'galata-maiden',
  'galata-tavla',
  'galata-olive',
  'galata-topkapi',
  'galata-lokum',
  'galata-zeugma',
  'galata-ottoman-gold',
  'galata-barbaros',
  'galata-mint',
] as const
/** The later instant games (docs/casino.md; packages/game-math/src/{plinko,keno,limbo,hilo}.ts). */
export const ORIGINALS_INSTANT_GAMES = [
  'galata-plinko',
  'galata-keno',
  'galata-limbo',
  'galata-hilo',
  'galata-coinflip',
  'galata-scratch',
  'galata-tower',
] as const
/** Every Galata Originals game with rounds of its own (Sky Aviator's are shared: below). */
export const ORIGINALS_GAMES = [
  'galata-dice',
  'galata-mines',
  'galata-roulette',
  'galata-blackjack',
  ...ORIGINALS_SLOT_GAMES,
  ...ORIGINALS_INSTANT_GAMES,
] as const

/** The stake of one round or bet, in lira (the server holds it to 0.10 … 10 000 ₺ with its own code). */
const stake = amount(0.01).max(1e9, 'too_big')

export const diceBetSchema = strictBody({
  stake,
  /** 0.00 … 99.99 with two decimals, as the slider shows it. */
  target: amount(0).max(99.99, 'too_big'),
  direction: z.enum(['under', 'over'], { error: 'invalid_option' }),
})

export const minesStartSchema = strictBody({
  stake,
  mines: integer().min(1, 'too_small').max(24, 'too_big'),
})

export const minesRevealSchema = strictBody({
  roundId: id(),
  tile: integer().min(0, 'too_small').max(24, 'too_big'),
})

/**
 * POST originals/session: the launch url's token (in `x-game-token`) exchanged, once, for the game
 * token the page keeps (docs/casino.md "Launch"). Nothing in the body.
 */
export const gameSessionExchangeSchema = strictBody({})
export const gameSessionTokenSchema = z.object({ token: z.string() })

/** Mines cash-out: the open round. */
export const roundIdSchema = strictBody({ roundId: id() })

export const rouletteBetSchema = strictBody({
  bets: z
    .array(
      z.strictObject({
        numbers: z.array(integer().min(0, 'too_small').max(36, 'too_big')).min(1).max(18),
        amount: stake,
      }),
    )
    .min(1, 'required')
    .max(60, 'too_many_items'),
})

/** A slot spin: the total stake (20 fixed lines, one twentieth each; or 243 ways, or cascades). */
export const slotSpinSchema = strictBody({ stake })

export const blackjackStartSchema = strictBody({ stake })

export const blackjackActionSchema = strictBody({
  roundId: id(),
  action: z.enum(['hit', 'stand', 'double', 'split'], { error: 'invalid_option' }),
})

/** Plinko: rows 8 … 16 and a risk (packages/game-math/src/plinko.ts). */
export const plinkoDropSchema = strictBody({
  stake,
  rows: integer().min(8, 'too_small').max(16, 'too_big'),
  risk: z.enum(['low', 'medium', 'high'], { error: 'invalid_option' }),
})

/** Keno: 1 … 10 distinct numbers of 1 … 40 (duplicates are refused by the server). */
export const kenoBetSchema = strictBody({
  stake,
  picks: z
    .array(integer().min(1, 'too_small').max(40, 'too_big'))
    .min(1, 'required')
    .max(10, 'too_many_items'),
})

/** Limbo: the target multiplier, 1.01 … 10 000 with two decimals. */
export const limboBetSchema = strictBody({
  stake,
  target: amount(1.01).max(10_000, 'too_big'),
})

/** Coin Flip: call heads or tails (packages/game-math/src/coinflip.ts). */
export const coinflipBetSchema = strictBody({
  stake,
  side: z.enum(['heads', 'tails'], { error: 'invalid_option' }),
})

/** Scratch: buy one card (packages/game-math/src/scratch.ts). */
export const scratchBuySchema = strictBody({ stake })

/** Tower: start a climb at a difficulty, then open a door (0 … doors − 1) or cash out. */
export const towerStartSchema = strictBody({
  stake,
  difficulty: z.enum(['easy', 'medium', 'hard'], { error: 'invalid_option' }),
})
export const towerActionSchema = strictBody({
  roundId: id(),
  action: z.enum(['pick', 'cashout'], { error: 'invalid_option' }),
  door: integer().min(0, 'too_small').max(3, 'too_big').optional(),
})

/** Hi-Lo: start a round, then guess, skip or cash out on the open round. */
export const hiloStartSchema = strictBody({ stake })
export const hiloActionSchema = strictBody({
  roundId: id(),
  action: z.enum(['higher', 'lower', 'skip', 'cashout'], { error: 'invalid_option' }),
})

export const clientSeedSchema = strictBody({
  clientSeed: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(64, 'too_long')
    .regex(/^[\x21-\x7e]+$/, 'invalid_format'),
})

export const verifySchema = strictBody({
  game: z.enum(ORIGINALS_GAMES, { error: 'invalid_option' }),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'invalid_format'),
  clientSeed: z.string().min(1, 'required').max(64, 'too_long'),
  nonce: integer().min(0, 'too_small').max(2_000_000_000, 'too_big'),
  mines: integer().min(1, 'too_small').max(24, 'too_big').optional(),
})

/** How many bets a player may hold in one Sky Aviator round: the genre's two bet panels. */
export const AVIATOR_BET_SLOTS = 2

export const aviatorBetSchema = strictBody({
  roundId: id(),
  stake,
  /** Auto cash-out multiplier, 1.01 … 10 000 with two decimals; absent for none. */
  autoCashout: amount(1.01).max(10_000, 'too_big').optional(),
  /** Which of the two bet panels (docs/casino.md "Two bets a round"); absent for the first. */
  slot: integer().min(1, 'too_small').max(AVIATOR_BET_SLOTS, 'too_big').optional(),
})

/** The cash-out of one of the player's bets in the round: the panel's `slot`, the first when absent. */
export const aviatorCashoutSchema = strictBody({
  roundId: id(),
  slot: integer().min(1, 'too_small').max(AVIATOR_BET_SLOTS, 'too_big').optional(),
})

export const aviatorVerifySchema = strictBody({
  hash: z.string({ error: 'required' }).regex(/^[0-9a-fA-F]{64}$/, 'invalid_format'),
})

// ---------------------------------------------------------------------------------------------
// Answers

// ---------------------------------------------------------------------------------------------
// Galata Originals (dice, mines, roulette, blackjack, the slots)

/** The status of a round: open between a player's decisions (mines, blackjack), then closed. */
export const ORIGINALS_ROUND_STATUSES = ['open', 'settled', 'refunded'] as const

/** The active seed pair: the server seed's hash only, until it is rotated. */
export const originalsSeedSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce of the next bet. */
  nonce: z.number(),
})
export type OriginalsSeed = z.infer<typeof originalsSeedSchema>

/** The stake of one round, in lira, as the server holds it. */
export const originalsStakeLimitsSchema = z.object({ min: z.number(), max: z.number() })
export type OriginalsStakeLimits = z.infer<typeof originalsStakeLimitsSchema>

/**
 * A round as the server shows it (state `openRound` and `recent`, every play answer's `round`).
 * `params`, `state` and `result` are the game's own: the clients narrow them (apps/games, `RoundView<P, R>`).
 */
export const originalsRoundSchema = z.object({
  roundId: z.number(),
  game: z.string(),
  status: z.enum(ORIGINALS_ROUND_STATUSES),
  stake: z.number(),
  /** Null while the round is open. */
  payout: z.number().nullable(),
  /** Payout ÷ stake, for the recent-rounds list; null while open. */
  multiplier: z.number().nullable(),
  nonce: z.number(),
  params: z.record(z.string(), z.unknown()),
  /** While open, never more than the player has uncovered. */
  state: z.record(z.string(), z.unknown()),
  result: z.record(z.string(), z.unknown()).nullable(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
})
export type OriginalsRound = z.infer<typeof originalsRoundSchema>

/** The renewed game token every authenticated answer carries (the SDK keeps it). */
const token = z.string()

/** GET originals/{game}/state: what the page opens with. */
export const originalsStateSchema = z.object({
  token,
  /** Cash + bonus money, what the player can stake. */
  balance: z.number(),
  seed: originalsSeedSchema,
  openRound: originalsRoundSchema.nullable(),
  recent: z.array(originalsRoundSchema),
  limits: originalsStakeLimitsSchema,
})
export type OriginalsState = z.infer<typeof originalsStateSchema>

/** Every play call (a bet, a spin, a mines or blackjack move): the round after it and the balance. */
export const originalsPlaySchema = z.object({
  token,
  round: originalsRoundSchema,
  balance: z.number(),
  /** The seed pair with the nonce of the next bet. */
  seed: originalsSeedSchema,
})
export type OriginalsPlay = z.infer<typeof originalsPlaySchema>

/** POST originals/{game}/seed: the revealed pair that was used, and the new one (hash only). */
export const originalsSeedRotationSchema = z.object({
  token,
  previous: z.object({
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
    /** The last nonce a bet used (−1 when none did). */
    nonce: z.number(),
  }),
  seed: originalsSeedSchema,
})
export type OriginalsSeedRotation = z.infer<typeof originalsSeedRotationSchema>

/** POST originals/verify: a round recomputed from revealed seeds; the fields depend on the game. */
export const originalsVerifySchema = z.union([
  z.strictObject({
    serverSeedHash: z.string(),
    stops: z.array(z.number()),
    grid: z.array(z.array(z.number())),
    freeSpins: z.array(z.array(z.number())),
    credits: z.number(),
    multiplier: z.number(),
  }),
  /** Blackjack: the first 24 cards of the shoe (`A♠`, `10♥` …). */
  z.strictObject({ serverSeedHash: z.string(), shoe: z.array(z.string()) }),
  /*
   * Slots (above): `freeSpins` holds each further step of the round: free spins' stops (lines, ways,
   * free spins), each tumble's grid of 15 symbols reel by reel (cascades), or each respin's landed
   * coins as [cell, credits, …] (hold and win).
   */
  /** Dice: the roll, 0.00 … 99.99. */
  z.strictObject({ serverSeedHash: z.string(), roll: z.number() }),
  z.strictObject({ serverSeedHash: z.string(), number: z.number() }),
  /** Mines: the mined tiles, 0 … 24. */
  z.strictObject({ serverSeedHash: z.string(), mines: z.array(z.number()) }),
  /** Plinko: the first 16 steps (0 left, 1 right); a round of r rows lands in the sum of the first r. */
  z.strictObject({ serverSeedHash: z.string(), path: z.array(z.number()) }),
  /** Keno: the 10 drawn numbers, in draw order. */
  z.strictObject({ serverSeedHash: z.string(), drawn: z.array(z.number()) }),
  /** Hi-Lo: the round's first 24 cards (0 … 51: rank = card mod 13 + 1, suit = ⌊card / 13⌋). */
  z.strictObject({ serverSeedHash: z.string(), cards: z.array(z.number()) }),
  /** Limbo: the result multiplier. */
  z.strictObject({ serverSeedHash: z.string(), result: z.number() }),
  /** Coin Flip: the side the coin showed. */
  z.strictObject({ serverSeedHash: z.string(), coin: z.enum(['heads', 'tails']) }),
  /** Scratch: the nine cells row by row (symbol 0 … 5) and the card's multiplier. */
  z.strictObject({ serverSeedHash: z.string(), cells: z.array(z.number()), multiplier: z.number() }),
  /** Tower: the trap door of each of the 9 floors, for each difficulty. */
  z.strictObject({
    serverSeedHash: z.string(),
    traps: z.strictObject({
      easy: z.array(z.number()),
      medium: z.array(z.number()),
      hard: z.array(z.number()),
    }),
  }),
])
export type OriginalsVerify = z.infer<typeof originalsVerifySchema>

// ---------------------------------------------------------------------------------------------
// Sky Aviator (one shared round for everyone, docs/casino.md)

export const AVIATOR_PHASES = ['betting', 'flying', 'crashed', 'void'] as const
export type AviatorPhase = (typeof AVIATOR_PHASES)[number]
export const AVIATOR_BET_STATUSES = ['open', 'won', 'lost', 'refunded'] as const
export type AviatorBetStatus = (typeof AVIATOR_BET_STATUSES)[number]

/** The running round. Times are epoch milliseconds of the server's clock. */
export const aviatorRoundSchema = z.object({
  id: z.number(),
  chainId: z.number(),
  chainIndex: z.number(),
  phase: z.enum(AVIATOR_PHASES),
  bettingEndsAt: z.number(),
  flightStartedAt: z.number().nullable(),
  /** The multiplier now, while flying. */
  multiplier: z.number().nullable(),
  /** Secret until the round ended: the crash point and the hash that proves it. */
  crash: z.number().nullable(),
  hash: z.string().nullable(),
})
export type AviatorRound = z.infer<typeof aviatorRoundSchema>

/** A bet of the running round, as every player sees it (the name masked). */
export const aviatorBetViewSchema = z.object({
  id: z.number(),
  /** The bet panel that placed it (1 or 2). */
  slot: z.number(),
  name: z.string(),
  stake: z.number(),
  autoCashout: z.number().nullable(),
  status: z.enum(AVIATOR_BET_STATUSES),
  cashout: z.number().nullable(),
  payout: z.number().nullable(),
})
export type AviatorBetView = z.infer<typeof aviatorBetViewSchema>

/** A chip of the ended rounds' strip. */
export const aviatorHistorySchema = z.object({
  id: z.number(),
  phase: z.enum(AVIATOR_PHASES),
  crash: z.number().nullable(),
  hash: z.string(),
})
export type AviatorHistory = z.infer<typeof aviatorHistorySchema>

/** The player's own bet of a recent round. */
export const aviatorMyBetSchema = z.object({
  roundId: z.number(),
  slot: z.number(),
  stake: z.number(),
  autoCashout: z.number().nullable(),
  status: z.enum(AVIATOR_BET_STATUSES),
  cashout: z.number().nullable(),
  payout: z.number().nullable(),
  crash: z.number().nullable(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
})
export type AviatorMyBet = z.infer<typeof aviatorMyBetSchema>

/** GET originals/galata-aviator/state: everything the page needs to join the running round. */
export const aviatorStateSchema = z.object({
  token,
  /** The server's clock, epoch milliseconds. */
  now: z.number(),
  balance: z.number(),
  round: aviatorRoundSchema.nullable(),
  bets: z.array(aviatorBetViewSchema),
  /** The player's bets in the running round, by panel (at most AVIATOR_BET_SLOTS). */
  myBets: z.array(aviatorBetViewSchema),
  history: z.array(aviatorHistorySchema),
  recent: z.array(aviatorMyBetSchema),
  /** The hash chain the crash points come from; its terminal hash is published in advance. */
  chain: z.object({ id: z.number(), terminalHash: z.string(), length: z.number() }).nullable(),
  limits: z.object({ min: z.number(), max: z.number(), autoMin: z.number(), autoMax: z.number() }),
  /** Growth constant of the multiplier curve (`e^(k·ms)`). */
  k: z.number(),
  timings: z.object({ betting: z.number(), pause: z.number() }),
  /**
   * The operator closed the game to new bets (docs/backoffice.md "Tables and rounds"): the page shows
   * the notice and takes no bet; a round in flight still cashes out and settles.
   */
  tableClosed: z.boolean(),
})
export type AviatorState = z.infer<typeof aviatorStateSchema>

/** POST originals/galata-aviator/bet. */
export const aviatorBetAnswerSchema = z.object({
  token,
  balance: z.number(),
  myBet: aviatorBetViewSchema.nullable(),
})
export type AviatorBetAnswer = z.infer<typeof aviatorBetAnswerSchema>

/** POST originals/galata-aviator/cashout: the multiplier the server's clock decided and the payout. */
export const aviatorCashoutAnswerSchema = z.object({
  token,
  balance: z.number(),
  multiplier: z.number(),
  payout: z.number(),
})
export type AviatorCashoutAnswer = z.infer<typeof aviatorCashoutAnswerSchema>

/** POST originals/galata-aviator/verify: a round recomputed from its revealed hash. */
export const aviatorVerifyAnswerSchema = z.object({
  hash: z.string(),
  crash: z.number(),
  /** SHA-256 of this hash: the hash of the round before it in the chain. */
  previousHash: z.string(),
  round: z
    .object({ id: z.number(), chainId: z.number(), chainIndex: z.number(), phase: z.enum(AVIATOR_PHASES) })
    .nullable(),
  terminalHash: z.string().nullable(),
  /** Whether the hash walks back to the chain's published terminal hash; null when unknown. */
  reachesTerminal: z.boolean().nullable(),
})
export type AviatorVerifyAnswer = z.infer<typeof aviatorVerifyAnswerSchema>
