import { z } from 'zod'
import { PLAYER_STATUSES } from './customer.js'
import { paymentDirectionSchema, transactionStatusSchema } from './enum-schemas.js'
import { financialItemSchema, pageSchema } from './transaction.js'

/*
 * Answers of the back office's routes (/api/backoffice/*) and of the platform's own (health, the
 * demo PSP's webhook). Their requests are in the contract module of their area.
 */

// ---------------------------------------------------------------------------------------------
// GET backoffice/payments

/** A payment in the operators' list: the player's financial-history line plus who and what. */
export const backofficePaymentSchema = financialItemSchema.extend({
  /** The same as `transactionType` (1 deposit, 2 withdrawal), under the back office page's name. */
  type: paymentDirectionSchema,
  playerId: z.number(),
  username: z.string(),
  /** The method's fields as the player filled them in (IBAN, wallet address …). */
  detail: z.record(z.string(), z.unknown()),
  /** The PSP's reference, once the payment reached it. */
  providerReference: z.string().nullable(),
})
export type BackofficePayment = z.infer<typeof backofficePaymentSchema>
export const backofficePaymentPageSchema = pageSchema(backofficePaymentSchema)
export type BackofficePaymentPage = z.infer<typeof backofficePaymentPageSchema>

// ---------------------------------------------------------------------------------------------
// POST backoffice/payments/:id/confirm, …/reject

/**
 * The payment after the decision; `awaitingSecondApproval` when a confirmation above the four-eyes
 * threshold was the first of the two it takes (the payment stays pending).
 */
export const paymentDecisionResultSchema = z.strictObject({
  id: z.number(),
  status: transactionStatusSchema,
  awaitingSecondApproval: z.literal(true).optional(),
})
export type PaymentDecisionResult = z.infer<typeof paymentDecisionResultSchema>

// ---------------------------------------------------------------------------------------------
// POST backoffice/players/:id/status

export const playerStatusChangeResultSchema = z.strictObject({
  id: z.number(),
  status: z.enum(PLAYER_STATUSES),
  previousStatus: z.enum(PLAYER_STATUSES),
  /** False when the player already had the status: nothing was written, no session ended. */
  changed: z.boolean(),
  sessionsEnded: z.number(),
  /** What the account still holds, in lira, untouched by the change. */
  balances: z.strictObject({ cash: z.number(), bonus: z.number(), pendingWithdrawal: z.number() }),
})
export type PlayerStatusChangeResult = z.infer<typeof playerStatusChangeResultSchema>

// ---------------------------------------------------------------------------------------------
// POST backoffice/notifications

/** How many players the message was stored for (and pushed to). */
export const notificationBroadcastResultSchema = z.strictObject({ recipients: z.number() })
export type NotificationBroadcastResult = z.infer<typeof notificationBroadcastResultSchema>

// ---------------------------------------------------------------------------------------------
// The platform's own

/** GET health: the process is up. */
export const healthSchema = z.strictObject({ status: z.literal('ok') })
/** GET ready: the database answers and the migrations are applied (a 503 otherwise). */
export const readySchema = z.strictObject({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
})
/** POST payment/callback/demo: whether the PSP's event changed the payment or was seen before. */
export const pspCallbackResultSchema = z.strictObject({ result: z.enum(['applied', 'already']) })
export type PspCallbackResult = z.infer<typeof pspCallbackResultSchema>
