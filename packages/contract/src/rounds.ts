import { z } from 'zod'
import { amount, code, id, strictBody, typeError } from './rules.js'

/*
 * Shared rounds of the Galata Originals studio (docs/shared-rounds.md): live tables with an
 * animated host and TV draws, every player in the same round. The public API lets anyone audit a
 * table (the round now, the settled rounds with their revealed seeds, a recomputation); bets go
 * through the game page with its game token, as the Originals do.
 */

/** The tables on the shared-round engine (their maths: packages/game-math/src/tables/). */
export const ROUND_GAMES = [
  'galata-live-roulette',
  'galata-live-baccarat',
  'galata-dragon-tiger',
  'galata-infinite-blackjack',
  'galata-keno-tv',
  'galata-money-wheel',
  'galata-lucky-7',
  'galata-bingo-90',
  'galata-bingo-75',
  'galata-virtual-football',
  'galata-virtual-continental',
  'galata-three-card-poker',
] as const
/** The virtual football leagues among them (/casino/virtual, docs/virtual-sports.md). */
export const VIRTUAL_ROUND_GAMES = ['galata-virtual-football', 'galata-virtual-continental'] as const
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

/**
 * A decision on a bet after the close (docs/shared-rounds.md "Decisions"): blackjack's hit/stand/double,
 * poker's play/fold. The bet is named by its id or its client bet id; `step` is the decision step the
 * page shows (one action per bet and step: the same again is a replay, never a second action).
 */
export const roundActionSchema = strictBody({
  roundId: id(),
  betId: id().optional(),
  clientBetId: z
    .string({ error: typeError() })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, code('invalid_format'))
    .optional(),
  step: z
    .number({ error: typeError() })
    .int(code('invalid_format'))
    .min(1, code('too_small'))
    .max(50, 'too_big'),
  action: z.string({ error: typeError() }).regex(/^[a-z][a-z_]{0,19}$/, code('invalid_option')),
  clientActionId: z
    .string({ error: typeError() })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, code('invalid_format'))
    .optional(),
})
export type RoundActionInput = z.infer<typeof roundActionSchema>

// ---------------------------------------------------------------------------------------------
// Answers

/** How a shared round's close value was decided (docs/shared-rounds.md "Fairness"). */
export const FAIRNESS_MODES = ['embedded', 'beacon'] as const
/** Why a beacon-configured table closed a round with the embedded value. */
export const BEACON_FALLBACKS = ['unreachable', 'late', 'invalid'] as const

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
  /**
   * How this table's rounds are closed (docs/shared-rounds.md "Fairness"): `embedded` (the hash of the
   * accepted bets) or `beacon` (the drand quicknet chain `chain`: the randomness of `beaconRound`, the
   * first beacon round after this round's close). A round that had to fall back says so in its history.
   */
  fairness: z.object({
    mode: z.enum(FAIRNESS_MODES),
    chain: z.string().nullable(),
    beaconRound: z.number().nullable(),
  }),
  lastResults: z.array(roundResultSchema),
  /** The published schedule: the next draws' opening and closing times (wall-clock slots, the next first). */
  schedule: z.array(z.object({ opensAt: z.number(), closesAt: z.number() })),
  /** The server's clock, epoch ms. */
  now: z.number(),
  /**
   * The operator closed the table to new bets (docs/backoffice.md "Tables and rounds"); a round
   * already under way plays out and settles. The page says so instead of offering bets.
   */
  tableClosed: z.boolean(),
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
  /** Which value closed the round: the bets' hash (`embedded`) or the public beacon's randomness. */
  fairnessMode: z.enum(FAIRNESS_MODES),
  /** The drand quicknet round asked for (beacon configured), its signature when it was used. */
  beaconRound: z.number().nullable(),
  beaconSignature: z.string().nullable(),
  /** Why a table configured for the beacon closed this round with the embedded value. */
  beaconFallback: z.enum(BEACON_FALLBACKS).nullable(),
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
  /**
   * Embedded: SHA-256 of the header and bet lines equals the stored close value. Beacon: the beacon's
   * signature verifies, its round is the first after the close and SHA-256(signature) is the close value.
   */
  closeValueMatches: z.boolean().nullable(),
  fairnessMode: z.enum(FAIRNESS_MODES),
  beacon: z
    .object({
      round: z.number(),
      signature: z.string(),
      /** The first quicknet round published after the round's close. */
      expectedRound: z.number(),
      roundMatches: z.boolean(),
      /** BLS (G1, RFC 9380) over SHA-256(round) against quicknet's public key. */
      signatureValid: z.boolean(),
      randomnessMatches: z.boolean(),
    })
    .nullable(),
  beaconFallback: z.enum(BEACON_FALLBACKS).nullable(),
  storedResult: z.record(z.string(), z.unknown()).nullable(),
  recomputedResult: z.record(z.string(), z.unknown()).nullable(),
  matches: z.boolean().nullable(),
  /** Tables with decisions: the stored actions `betId:step:action` (a step without one took the default). */
  actionLines: z.array(z.string()).optional(),
  /** Every bet's stored payout equals its return recomputed from the outcome and its actions. */
  payoutsMatch: z.boolean().nullable().optional(),
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

/** One bet's decisions so far: what it did, what it may do in the current step, and its own view. */
export const roundDecisionSchema = z.object({
  betId: z.number(),
  roundId: z.number(),
  clientBetId: z.string(),
  /** The current decision step (1-based); null outside the decision phase. */
  step: z.number().nullable(),
  /** When the current step's window ends (epoch ms); null outside it. */
  stepEndsAt: z.number().nullable(),
  /** The bet's actions, one per step it had a choice in (timeouts filled in with the table's default). */
  actions: z.array(z.string()),
  /** The actions the bet may take in the current step; empty when it has nothing left to decide. */
  allowed: z.array(z.string()),
  /** Lira the bet stakes now (the first stake and what its actions added). */
  stake: z.number(),
  /** The table's view of the bet so far (blackjack: its cards and total); no card not yet dealt. */
  view: z.record(z.string(), z.unknown()),
})
export type RoundDecision = z.infer<typeof roundDecisionSchema>

export const roundStateSchema = z.object({
  token,
  balance: z.number(),
  current: roundCurrentSchema,
  myBets: z.array(roundBetViewSchema),
  limits: z.object({ min: z.number(), max: z.number() }),
  timings: z.object({
    betting: z.number(),
    reveal: z.number(),
    result: z.number(),
    /** Tables with a decision phase: its steps and each step's length (ms, at the server's speed). */
    decide: z.object({ steps: z.number(), window: z.number() }).optional(),
  }),
  /** Tables with a decision phase: the player's open bets in the round being decided. */
  decisions: z.array(roundDecisionSchema).optional(),
})
export type RoundState = z.infer<typeof roundStateSchema>

export const roundBetAnswerSchema = z.object({
  token,
  balance: z.number(),
  bet: roundBetViewSchema,
})
export type RoundBetAnswer = z.infer<typeof roundBetAnswerSchema>

export const roundActionAnswerSchema = z.object({
  token,
  balance: z.number(),
  /** True when this (bet, step) had this action already (a retried request): nothing was taken again. */
  replayed: z.boolean(),
  decision: roundDecisionSchema,
})
export type RoundActionAnswer = z.infer<typeof roundActionAnswerSchema>

// ---------------------------------------------------------------------------------------------
// Outcomes (docs/rounds.md "Outcomes"): what each round game's close fixes, as stored in
// `table_rounds.outcome` and shown in `result`. The shapes are the game maths' own
// (packages/game-math/src/tables/), restated here because the contract depends on nothing of ours;
// the server's game definitions pass each one to its maths and back, so the compiler keeps them equal.

/** Cards are 0…51 (rank × 4 + suit, packages/game-math/src/tables/cards.ts). */
type Card = number

export type RouletteRoundOutcome = { pocket: number }

export type BaccaratRoundOutcome = {
  /** The cards in the order dealt to each side. */
  player: Card[]
  banker: Card[]
  playerTotal: number
  bankerTotal: number
  winner: 'player' | 'banker' | 'tie'
  playerPair: boolean
  bankerPair: boolean
}

export type DragonTigerRoundOutcome = {
  dragon: Card
  tiger: Card
  winner: 'dragon' | 'tiger' | 'tie'
  suitedTie: boolean
}

export type InfiniteBlackjackRoundOutcome = {
  /** The two first cards, shared by every hand. */
  player: [Card, Card]
  /** The dealer's whole hand, up card first. */
  dealer: Card[]
  /** The cards of hit steps 1…4, the same for everyone who hits in a step. */
  hits: Card[]
}

/** Keno TV's 20 numbers, Lucky 7's 7 balls, in draw order. */
export type BallsRoundOutcome = { balls: number[] }

export const MONEY_WHEEL_NUMBERS = [1, 2, 5, 10, 20, 40] as const
export type MoneyWheelRoundOutcome = {
  /** The segment of every spin in order; the last is a number segment. */
  spins: number[]
  number: (typeof MONEY_WHEEL_NUMBERS)[number]
  /** The product of the multipliers collected (1 without any). */
  multiplier: number
}

export const THREE_CARD_POKER_HANDS = ['high', 'pair', 'flush', 'straight', 'trips', 'straightFlush'] as const
export type ThreeCardPokerHand = (typeof THREE_CARD_POKER_HANDS)[number]
export type ThreeCardPokerRoundOutcome = {
  /** The common player hand, then the dealer's. */
  player: Card[]
  dealer: Card[]
  playerHand: ThreeCardPokerHand
  dealerHand: ThreeCardPokerHand
  dealerQualifies: boolean
  /** How the hands compare when the dealer qualifies (tie = push); `noQualify` otherwise. */
  showdown: 'player' | 'dealer' | 'tie' | 'noQualify'
}

export type VirtualLeague = (typeof VIRTUAL_ROUND_GAMES)[number]
export const VIRTUAL_MOMENTS = ['chance', 'save', 'corner', 'card'] as const
export type VirtualMatchOutcome = {
  home: string
  away: string
  score: [number, number]
  goals: { minute: number; side: 'home' | 'away' }[]
  /** Chances, saves, corners and cards, by minute. */
  events: { minute: number; side: 'home' | 'away'; kind: (typeof VIRTUAL_MOMENTS)[number] }[]
}
export type VirtualFootballRoundOutcome = {
  roundId: number
  league: VirtualLeague
  matches: VirtualMatchOutcome[]
}

export const BINGO_PATTERNS_75 = ['line', 'T', 'L', 'X', 'blackout'] as const
export type BingoPattern75 = (typeof BINGO_PATTERNS_75)[number]
export type BingoStage = 'line' | 'twoLines' | 'fullHouse' | BingoPattern75
/** A ticket that won: its purchase (bet id), its index in it and its share (kuruş, decimal string). */
type BingoWinner = { betId: number; index: number; amount: string }
export type BingoRoundOutcome = {
  calls: number[]
  /** The game ends at the call completing its last stage (every ball when nobody plays). */
  callsMade: number
  /** Kuruş as decimal strings, here and below. */
  pot: string
  /** The pot was lifted to the guarantee; absent on games closed before the guarantee's minimums. */
  guaranteed?: boolean
  stages: { stage: BingoStage; call: number | null; prize: string; winners: BingoWinner[] }[]
  jackpot: { amount: string; calls: number | null; won: boolean; winners: BingoWinner[] }
  /** Kuruş per bet id: what settlement credits. */
  payouts: Record<string, string>
  balls: 90 | 75
  pattern: BingoPattern75 | null
  sales: string
  tickets: number
}

/**
 * Sky Aviator's outcome (docs/rounds.md "Sky Aviator"). The crash game runs on the engine's loop,
 * lease and money moves but is not a scheduled table of `ROUND_GAMES`: its outcome is fixed before
 * betting opens, by the round's hash in a published reverse chain, and revealed when the round ends
 * (crashed or void). `crash` is the multiplier (null for a void round), `hash` the revealed hash.
 */
export type AviatorRoundOutcome = { crash: number | null; hash: string }

/** Each round game's outcome, by code. */
export type RoundOutcomes = {
  'galata-live-roulette': RouletteRoundOutcome
  'galata-live-baccarat': BaccaratRoundOutcome
  'galata-dragon-tiger': DragonTigerRoundOutcome
  'galata-infinite-blackjack': InfiniteBlackjackRoundOutcome
  'galata-keno-tv': BallsRoundOutcome
  'galata-money-wheel': MoneyWheelRoundOutcome
  'galata-lucky-7': BallsRoundOutcome
  'galata-bingo-90': BingoRoundOutcome
  'galata-bingo-75': BingoRoundOutcome
  'galata-virtual-football': VirtualFootballRoundOutcome
  'galata-virtual-continental': VirtualFootballRoundOutcome
  'galata-three-card-poker': ThreeCardPokerRoundOutcome
}
export type RoundOutcomeOf<G extends RoundGame> = RoundOutcomes[G]
/** Any round game's outcome (the union). */
export type RoundOutcome = RoundOutcomes[RoundGame]
/** An outcome with its game: a union discriminated by `game`, narrowed by a check of `game`. */
export type GameRoundOutcome = { [G in RoundGame]: { game: G; outcome: RoundOutcomes[G] } }[RoundGame]

/*
 * The answers with their outcome typed for one game (the server builds these; the plain `RoundCurrent`
 * and the others above keep `result` a plain record for clients that read it loosely). Each is
 * assignable to its plain form.
 */
type Typed<T, K extends keyof T, G extends RoundGame> = Omit<T, K> & { [P in K]: RoundOutcomeOf<G> | null }
export type RoundResult = z.infer<typeof roundResultSchema>
export type RoundResultOf<G extends RoundGame = RoundGame> = Typed<RoundResult, 'result', G>
export type RoundCurrentOf<G extends RoundGame = RoundGame> = Typed<
  Omit<RoundCurrent, 'lastResults'> & { lastResults: RoundResultOf<G>[] },
  'result',
  G
>
export type RoundHistoryItemOf<G extends RoundGame = RoundGame> = Typed<RoundHistoryItem, 'result', G>
export type RoundBetViewOf<G extends RoundGame = RoundGame> = Typed<RoundBetView, 'result', G>
export type RoundVerifyOf<G extends RoundGame = RoundGame> = Typed<
  RoundVerify,
  'storedResult' | 'recomputedResult',
  G
>
