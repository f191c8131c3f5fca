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

// ---------------------------------------------------------------------------------------------
// GET backoffice/players?q=&skip=&take= (docs/backoffice.md "Finding a player")

/** Which of a player's identifiers matched the search (several can: an id that is also a phone suffix). */
export const PLAYER_MATCH_FIELDS = [
  'id',
  'usercode',
  'username',
  'email',
  'phone',
  'ip',
  'fingerprint',
] as const
export type PlayerMatchField = (typeof PLAYER_MATCH_FIELDS)[number]

/**
 * One player in the search list. E-mail and phone are masked here (`ay***@example.com`,
 * `90532*****67`): a list shows many players at once, and reading one player's personal data is
 * the player page's, audited there.
 */
export const backofficePlayerRowSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  usercode: z.string(),
  name: z.string(),
  surname: z.string(),
  emailMasked: z.string().nullable(),
  phoneMasked: z.string(),
  status: z.enum(PLAYER_STATUSES),
  createdAt: z.string(),
  matchedBy: z.array(z.enum(PLAYER_MATCH_FIELDS)),
})
export type BackofficePlayerRow = z.infer<typeof backofficePlayerRowSchema>
export const backofficePlayerPageSchema = pageSchema(backofficePlayerRowSchema)
export type BackofficePlayerPage = z.infer<typeof backofficePlayerPageSchema>

// ---------------------------------------------------------------------------------------------
// GET backoffice/players/:id (docs/backoffice.md "The player page")

export const backofficeSessionSchema = z.strictObject({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Null while the session may still be used. */
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  fingerprint: z.string().nullable(),
})
export type BackofficeSession = z.infer<typeof backofficeSessionSchema>

/** One leg on one of the player's accounts, newest first; amounts in lira, signed. */
export const backofficeLedgerEntrySchema = z.strictObject({
  id: z.number(),
  at: z.string(),
  account: z.enum(['cash', 'bonus', 'pending_withdrawal']),
  kind: z.string(),
  reference: z.string().nullable(),
  amount: z.number(),
  balanceAfter: z.number().nullable(),
})
export type BackofficeLedgerEntry = z.infer<typeof backofficeLedgerEntrySchema>

/** Another account sharing something with this one: a possible duplicate for risk to look at. */
export const backofficeDuplicateSchema = z.strictObject({
  id: z.number(),
  username: z.string(),
  status: z.enum(PLAYER_STATUSES),
  shares: z.array(z.enum(['phone', 'device', 'ip'])),
})
export type BackofficeDuplicate = z.infer<typeof backofficeDuplicateSchema>

export const backofficePlayerSchema = z.strictObject({
  profile: z.strictObject({
    id: z.number(),
    username: z.string(),
    usercode: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    phoneVerified: z.boolean(),
    birthDate: z.string().nullable(),
    status: z.enum(PLAYER_STATUSES),
    marketingConsent: z.boolean(),
    createdAt: z.string(),
  }),
  /** Lira, from the wallet's accounts. */
  balances: z.strictObject({ cash: z.number(), bonus: z.number(), pendingWithdrawal: z.number() }),
  /** The 20 newest legs on the player's accounts. */
  ledger: z.array(backofficeLedgerEntrySchema),
  /** The 20 newest sessions (devices and addresses). */
  sessions: z.array(backofficeSessionSchema),
  /** Up to 20 other accounts sharing the phone, a device fingerprint or (risk's hint) an address. */
  duplicates: z.array(backofficeDuplicateSchema),
})
export type BackofficePlayer = z.infer<typeof backofficePlayerSchema>
