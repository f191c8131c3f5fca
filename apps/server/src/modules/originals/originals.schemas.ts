import { z } from 'zod'
import { rules } from '@galata/contract'
import { SLOT_GAMES } from './games/slots/themes.js'

/*
 * Bodies of the studio's game API (/api/originals/*). The game pages are the studio's own HTML,
 * not the React app, so these live with the studio; they use the contract's field rules so a bad
 * body answers the same localized 400 as every other endpoint.
 */

/** Kuruş limits of one round's total stake: 0.10 ₺ to 10 000 ₺. */
export const STAKE_MIN = 10n
export const STAKE_MAX = 1_000_000n

const stake = rules.amount(0.01).max(1e9, 'too_big')

export const diceBetSchema = rules.strictBody({
  stake,
  /** 0.00 … 99.99 with two decimals, as the slider shows it. */
  target: rules.amount(0).max(99.99, 'too_big'),
  direction: z.enum(['under', 'over'], { error: 'invalid_option' }),
})

export const minesStartSchema = rules.strictBody({
  stake,
  mines: rules.integer().min(1, 'too_small').max(24, 'too_big'),
})

export const minesRevealSchema = rules.strictBody({
  roundId: rules.id(),
  tile: rules.integer().min(0, 'too_small').max(24, 'too_big'),
})

export const roundIdSchema = rules.strictBody({ roundId: rules.id() })

export const rouletteBetSchema = rules.strictBody({
  bets: z
    .array(
      z.strictObject({
        numbers: z.array(rules.integer().min(0, 'too_small').max(36, 'too_big')).min(1).max(18),
        amount: stake,
      }),
    )
    .min(1, 'required')
    .max(60, 'too_many_items'),
})

/** A slot spin: the total stake (20 fixed lines, one twentieth each). */
export const slotSpinSchema = rules.strictBody({ stake })

export const blackjackStartSchema = rules.strictBody({ stake })

export const blackjackActionSchema = rules.strictBody({
  roundId: rules.id(),
  action: z.enum(['hit', 'stand', 'double', 'split'], { error: 'invalid_option' }),
})

export const clientSeedSchema = rules.strictBody({
  clientSeed: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(64, 'too_long')
    .regex(/^[\x21-\x7e]+$/, 'invalid_format'),
})

export const verifySchema = rules.strictBody({
  game: z.enum(['galata-dice', 'galata-mines', 'galata-roulette', 'galata-blackjack', ...SLOT_GAMES], {
    error: 'invalid_option',
  }),
  serverSeed: z.string().regex(/^[0-9a-f]{64}$/, 'invalid_format'),
  clientSeed: z.string().min(1, 'required').max(64, 'too_long'),
  nonce: rules.integer().min(0, 'too_small').max(2_000_000_000, 'too_big'),
  mines: rules.integer().min(1, 'too_small').max(24, 'too_big').optional(),
})
