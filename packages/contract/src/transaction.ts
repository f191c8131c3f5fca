import { z } from 'zod'
import { DEFAULTS } from './constants.js'
import { TransactionType } from './enums.js'
import {
  gameTransactionTypeSchema,
  paymentDirectionSchema,
  processStatusSchema,
  transactionStatusSchema,
  transactionTypeSchema,
} from './enum-schemas.js'
import { boolean, code, integer, isoDate, pagingShape, strictBody, whenValid } from './rules.js'

/** History pages show this many rows unless the client asks otherwise. */
export const HISTORY_PAGE_SIZE = 20

/**
 * `from`..`to` bound a history query; either may be left out. Both are ISO dates or date-times,
 * and `from` may not come after `to`.
 */
const range = {
  from: isoDate().optional(),
  to: isoDate().optional(),
}

function withRange<S extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: S,
): S {
  return schema.superRefine(
    (value, ctx) => {
      if (
        value.from !== undefined &&
        value.to !== undefined &&
        Date.parse(value.from) > Date.parse(value.to)
      ) {
        ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['to'], input: value.to })
      }
    },
    { when: whenValid('from', 'to') },
  )
}

// ---------------------------------------------------------------------------------------------
// POST transaction/topwinners

export const topWinnersQuerySchema = strictBody({
  isLive: boolean().default(false),
  count: integer()
    .min(1, code('too_small'))
    .max(DEFAULTS.topWinnersCount, code('too_big'))
    .default(DEFAULTS.topWinnersCount),
})
export type TopWinnersQuery = z.output<typeof topWinnersQuerySchema>

// ---------------------------------------------------------------------------------------------
// POST transaction/financial, transaction/games

/** Deposits and withdrawals (`transactionType` 0 = both). */
export const financialQuerySchema = withRange(
  strictBody({
    transactionType: transactionTypeSchema.default(TransactionType.All),
    ...pagingShape(HISTORY_PAGE_SIZE),
    ...range,
  }),
)
export type FinancialQuery = z.output<typeof financialQuerySchema>

/** Bets and wins of the casino history. */
export const gameHistoryQuerySchema = withRange(strictBody({ ...pagingShape(HISTORY_PAGE_SIZE), ...range }))
export type GameHistoryQuery = z.output<typeof gameHistoryQuerySchema>

// ---------------------------------------------------------------------------------------------
// Responses

/** A line of the Top Winners card (spec §3). */
export const topWinnerSchema = z.object({
  /** Game name. */
  game: z.string(),
  /** Winner's name, masked by the server (e.g. `Ah***`) so players are not identifiable. */
  name: z.string(),
  /** Win, two decimals, shown with `currencySymbol`. */
  amount: z.number(),
  currencySymbol: z.string(),
  /** Game thumbnail; null for the default image. */
  image: z.string().nullable(),
})
export type TopWinner = z.infer<typeof topWinnerSchema>

/** One page of a history list. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Rows matching the query, for the pager. */
    total: z.number(),
  })
}

/** A deposit or withdrawal in the financial history. */
export const financialItemSchema = z.object({
  id: z.number(),
  transactionType: paymentDirectionSchema,
  /** Two decimals, always positive; the type says in which direction it moved. */
  amount: z.number(),
  currencySymbol: z.string(),
  status: transactionStatusSchema,
  /** Where the payment provider is with it; null before it reached the provider. */
  processStatus: processStatusSchema.nullable(),
  /** Payment method title. */
  method: z.string(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
  /** Reason shown to the player (for example why it was rejected); null when none. */
  note: z.string().nullable(),
  /**
   * A gateway deposit's end (ISO 8601 UTC): unpaid by then it expires and stops counting towards
   * the limits (docs/wallet.md "Pending deposits"); null for payments without one.
   */
  expiresAt: z.string().nullable().optional(),
  /** The deposit ended by expiring (it shows as cancelled otherwise). */
  expired: z.boolean().optional(),
  /** The player may cancel it (`payment/cancel`): their own deposit, still pending. */
  canCancel: z.boolean().optional(),
  /** The player may go back to its payment page (`payment/continue`): a pending gateway deposit. */
  canContinue: z.boolean().optional(),
  /** A pending crypto deposit: its waiting dialog can be opened again (docs/payments.md). */
  canWatch: z.boolean().optional(),
})
export type FinancialItem = z.infer<typeof financialItemSchema>
export const financialPageSchema = pageSchema(financialItemSchema)
export type FinancialPage = z.infer<typeof financialPageSchema>

/** A bet or a win in the game history. */
export const gameHistoryItemSchema = z.object({
  id: z.number(),
  type: gameTransactionTypeSchema,
  gameName: z.string(),
  providerName: z.string(),
  /** Provider's round id, to match a bet with its win. */
  roundId: z.string(),
  /** Two decimals, always positive; the type says in which direction it moved. */
  amount: z.number(),
  /** Cash balance right after this movement. */
  balanceAfter: z.number(),
  currencySymbol: z.string(),
  /** ISO 8601 UTC. */
  createdAt: z.string(),
})
export type GameHistoryItem = z.infer<typeof gameHistoryItemSchema>

/**
 * A round id as the player sees it. The studio's shared rounds keep a prefix in the wallet's round
 * id (`table:123` for a live table, TV game or bingo game, `aviator:45` for Sky Aviator), an internal
 * key; the game windows and the verify page call the round by its number alone, so the history and
 * every other page a player reads print that number (docs/web.md "Round ids").
 */
export function playerRoundId(roundId: string): string {
  return roundId.replace(/^(?:table|aviator):(?=\d+$)/, '')
}
export const gameHistoryPageSchema = pageSchema(gameHistoryItemSchema)
export type GameHistoryPage = z.infer<typeof gameHistoryPageSchema>
