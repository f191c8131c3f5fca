import { z } from 'zod'
import { ROUND_STATUSES, FAIRNESS_MODES } from './rounds.js'
import { optionalText, strictBody } from './rules.js'

/*
 * The console's "Tables and rounds" screen (docs/backoffice.md "Tables and rounds"): every table on
 * the shared-round engine (live tables, TV draws, bingo rooms, virtual leagues) with its round now,
 * its last rounds with their seeds and a recomputation, and a switch that closes a table to new
 * bets. Money figures (stakes, payouts, the bingo pot) are sent only to members who hold
 * `rounds.money`; for the others they are null.
 */

/** `crash`: Sky Aviator, which runs its own rounds on the engine's loop (docs/casino.md "Sky Aviator"). */
export const ROUND_TABLE_KINDS = ['table', 'tv', 'bingo', 'virtual', 'crash'] as const
export type RoundTableKind = (typeof ROUND_TABLE_KINDS)[number]

export const ROUND_TABLE_LIMITS = {
  /** The last rounds listed per table. */
  roundsMax: 50,
  noteMax: 500,
} as const

export const boRoundNowSchema = z.object({
  roundId: z.number(),
  status: z.enum(ROUND_STATUSES),
  opensAt: z.number(),
  closesAt: z.number(),
  /** SHA-256 of the server seed: the seed itself stays secret until the round ends, for staff too. */
  commit: z.string(),
  /** Bets accepted (bingo: ticket purchases). */
  bets: z.number(),
  players: z.number(),
  /** Lira staked; null without `rounds.money`. */
  stake: z.number().nullable(),
})

export const boRoundTableSchema = z.object({
  code: z.string(),
  name: z.string(),
  kind: z.enum(ROUND_TABLE_KINDS),
  /** Whether the table takes new bets. */
  isOpen: z.boolean(),
  /** When it was last closed or opened from the console; null when never. */
  changedAt: z.string().nullable(),
  /** The round taking bets or being played; null between rounds. */
  current: boRoundNowSchema.nullable(),
  /** Lira in the table's progressive pool (bingo's jackpot); null when it has none or without `rounds.money`. */
  pot: z.number().nullable(),
})
export type BoRoundTable = z.output<typeof boRoundTableSchema>

export const boRoundTablesSchema = z.object({
  tables: z.array(boRoundTableSchema),
  /** The member may see money (`rounds.money`); the screen hides those columns otherwise. */
  showsMoney: z.boolean(),
})
export type BoRoundTables = z.output<typeof boRoundTablesSchema>

/**
 * How a listed round's outcome was drawn: the engine's modes, or Sky Aviator's published reverse hash
 * chain (`hash_chain`: the revealed hash is the seed, SHA-256 of it the round before's).
 */
export const BO_FAIRNESS_MODES = [...FAIRNESS_MODES, 'hash_chain'] as const

export const boRoundRowSchema = z.object({
  roundId: z.number(),
  status: z.enum(ROUND_STATUSES),
  opensAt: z.number(),
  closesAt: z.number(),
  settledAt: z.number().nullable(),
  commit: z.string(),
  /** Revealed once the round ended (settled or void); null before, for staff as for players. */
  serverSeed: z.string().nullable(),
  closeValue: z.string().nullable(),
  fairnessMode: z.enum(BO_FAIRNESS_MODES),
  bets: z.number(),
  /** Lira; null without `rounds.money`. */
  stake: z.number().nullable(),
  paid: z.number().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
})
export type BoRoundRow = z.output<typeof boRoundRowSchema>

export const boRoundListSchema = z.object({ items: z.array(boRoundRowSchema), showsMoney: z.boolean() })
export type BoRoundList = z.output<typeof boRoundListSchema>

/**
 * GET backoffice/rounds/verify/:roundId?game=: which game's rounds the id is of, for a game that
 * keeps its own rounds (Sky Aviator); none means the engine's tables.
 */
export const boRoundVerifyQuerySchema = z.strictObject({
  game: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/)
    .optional(),
})

export const boRoundsQuerySchema = z.strictObject({
  take: z.coerce.number().int().min(1).max(ROUND_TABLE_LIMITS.roundsMax).default(20),
})

/** POST backoffice/rounds/tables/:gameCode/open|close: an optional note for the audit row. */
export const roundTableSwitchSchema = strictBody({
  note: optionalText(ROUND_TABLE_LIMITS.noteMax).optional(),
})
export type RoundTableSwitch = z.output<typeof roundTableSwitchSchema>

export const roundTableSwitchedSchema = z.object({
  code: z.string(),
  isOpen: z.boolean(),
  changed: z.boolean(),
})
export type RoundTableSwitched = z.output<typeof roundTableSwitchedSchema>

/** The verification of one ended round as the screen shows it: each check and whether all held. */
export const boRoundVerifySchema = z.object({
  roundId: z.number(),
  gameCode: z.string(),
  commitMatches: z.boolean(),
  closeValueMatches: z.boolean().nullable(),
  resultMatches: z.boolean().nullable(),
  payoutsMatch: z.boolean().nullable(),
  /** Every check that applies held. */
  verified: z.boolean(),
  /**
   * The public recomputation anyone may call by GET (docs/shared-rounds.md "Fairness"); null for Sky
   * Aviator, whose public check is a POST of the revealed hash (its page's fairness panel).
   */
  publicUrl: z.string().nullable(),
})
export type BoRoundVerify = z.output<typeof boRoundVerifySchema>
