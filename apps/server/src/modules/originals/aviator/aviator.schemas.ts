import { z } from 'zod'
import { rules } from '@galata/contract'

/** Bodies of the Sky Aviator API; bad input answers the contract's localized 400. */

export const aviatorBetSchema = rules.strictBody({
  roundId: rules.id(),
  stake: rules.amount(0.01).max(1e9, 'too_big'),
  /** Auto cash-out multiplier, 1.01 … 10 000 with two decimals; absent for none. */
  autoCashout: rules.amount(1.01).max(10_000, 'too_big').optional(),
})

export const aviatorCashoutSchema = rules.strictBody({ roundId: rules.id() })

export const aviatorVerifySchema = rules.strictBody({
  hash: z.string({ error: 'required' }).regex(/^[0-9a-fA-F]{64}$/, 'invalid_format'),
})
