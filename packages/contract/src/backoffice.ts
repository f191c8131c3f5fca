import { z } from 'zod'
import { consentsSchema, PLAYER_STATUSES } from './customer.js'
import { paymentDirectionSchema, transactionStatusSchema } from './enum-schemas.js'
import type { Localized } from './locale.js'
import type { StaffRole } from './staff.js'
import {
  amount,
  code,
  hasAtMostDecimals,
  id,
  numberTypeError,
  isoDate,
  meaningfulText,
  oneOfList,
  optionalText,
  queryPagingShape,
  strictBody,
  typeError,
} from './rules.js'
import { LIMITS } from './constants.js'
import { financialItemSchema, pageSchema } from './transaction.js'

/*
 * Answers of the back office's routes (/api/backoffice/*) and of the platform's own (health, the
 * demo PSP's webhook). Their requests are in the contract module of their area.
 */

// ---------------------------------------------------------------------------------------------
// GET backoffice/payments

/**
 * A crypto withdrawal's payout as the processor reports it (docs/payments.md "Payouts"): ours
 * `requested` and `error`, then NOWPayments' `waiting` (for its 2FA verification), `creating`,
 * `processing`, `sending`, `finished`, `failed`, `rejected`.
 */
export const PAYOUT_STATUSES = [
  'requested',
  'error',
  'waiting',
  'creating',
  'processing',
  'sending',
  'finished',
  'failed',
  'rejected',
] as const
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number]

export const backofficePayoutSchema = z.strictObject({
  status: z.enum(PAYOUT_STATUSES),
  /** `TRC20`, `ERC20`; the processor's coin code (`usdttrc20`). */
  network: z.string(),
  currency: z.string(),
  address: z.string(),
  /** Decimal strings: the coins sent and lira per coin; null before the estimate. */
  amount: z.string().nullable(),
  rate: z.string().nullable(),
  processorPayoutId: z.string().nullable(),
  /** The chain transaction's hash once the processor sent it. */
  txHash: z.string().nullable(),
  /** The processor's reason (failed, rejected) or why our request did not reach it (error). */
  error: z.string().nullable(),
  /** Set when the processor contradicted itself and an operator must look. */
  reviewReason: z.string().nullable(),
  updatedAt: z.string(),
})
export type BackofficePayout = z.infer<typeof backofficePayoutSchema>

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
  /**
   * Above PAYMENT_FOUR_EYES_TRY: the staff id of the first approval while the payment waits for a
   * second, different approver (docs/backoffice.md "Four eyes"); null otherwise.
   */
  firstApprovedBy: z.number().nullable(),
  /** The method's stable code (`havale`, `papara` …), what the queue's method filter takes. */
  methodCode: z.string(),
  /**
   * A hold by an operator (docs/backoffice.md "Payment and document queues", Freeze): when, by which
   * staff id and why; null while the payment is not frozen. The player still reads it as pending.
   */
  frozenAt: z.string().nullable(),
  frozenBy: z.number().nullable(),
  freezeReason: z.string().nullable(),
  /**
   * A withdrawal the crypto processor pays once approved (docs/payments.md "Payouts"), and its
   * payout from the approval on (null before, and for every other payment).
   */
  paidByProcessor: z.boolean(),
  payout: backofficePayoutSchema.nullable(),
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
  /** A crypto withdrawal approved: its payout was sent; the processor's IPN settles it (docs/payments.md "Payouts"). */
  payoutRequested: z.literal(true).optional(),
})
export type PaymentDecisionResult = z.infer<typeof paymentDecisionResultSchema>

// ---------------------------------------------------------------------------------------------
// GET backoffice/payments/:id/payout

/**
 * Before approving a crypto withdrawal (docs/payments.md "Minimum and fee"): the coins its lira buy
 * now, the processor's minimum payout of the coin and its estimated network fee (decimal strings).
 */
export const payoutQuoteSchema = z.strictObject({
  network: z.string(),
  currency: z.string(),
  amount: z.string(),
  minAmount: z.string(),
  fee: z.string(),
  belowMinimum: z.boolean(),
})
export type PayoutQuote = z.infer<typeof payoutQuoteSchema>

/**
 * A crypto withdrawal's payout now (docs/backoffice.md "Crypto payouts"): the payment's status, its
 * payout once approved, and while it may still be approved the processor's quote (`quoteUnavailable`
 * when the processor did not answer it). All null for a payment the processor does not pay.
 */
export const paymentPayoutStateSchema = z.strictObject({
  status: transactionStatusSchema,
  payout: backofficePayoutSchema.nullable(),
  quote: payoutQuoteSchema.nullable(),
  quoteUnavailable: z.boolean(),
})
export type PaymentPayoutState = z.infer<typeof paymentPayoutStateSchema>

// ---------------------------------------------------------------------------------------------
// GET backoffice/payments: the queue's filters and sorts (docs/backoffice.md "Payment and document queues")

/** The queue's sorts: oldest first by default (a queue is worked from its head); `-` is descending. */
export const PAYMENT_QUEUE_SORTS = ['created', '-created', 'amount', '-amount'] as const
export type PaymentQueueSort = (typeof PAYMENT_QUEUE_SORTS)[number]
/**
 * The amount filter's ceiling in lira: far above any method's limit, and small enough that its
 * kuruş fit PostgreSQL's bigint (a larger number would fail in the database instead of here).
 */
export const PAYMENT_FILTER_AMOUNT_MAX = 1_000_000_000
/** `olderThan` in minutes: at most a year. */
export const PAYMENT_FILTER_AGE_MAX_MINUTES = 525_600

/** A method code as seeded (`havale`, `usdt`): lower-case letters, digits, `_` and `-`. */
export const paymentMethodCodeSchema = z
  .string({ error: typeError() })
  .regex(/^[a-z0-9_-]{1,40}$/, code('invalid_format'))

/** A lira amount in a query string: digits with an optional `.` and decimals, then the money rules. */
export function queryAmount() {
  return z
    .string({ error: typeError() })
    .trim()
    .regex(/^\d{1,15}(\.\d+)?$/, code('invalid_number'))
    .transform(Number)
    .pipe(amount(0).max(PAYMENT_FILTER_AMOUNT_MAX, code('too_big')))
}

/** GET backoffice/payments/methods: the method filter's choices, one per code, in the member's language. */
export const paymentMethodChoicesSchema = z.array(z.strictObject({ code: z.string(), title: z.string() }))
export type PaymentMethodChoice = z.infer<typeof paymentMethodChoicesSchema>[number]

// ---------------------------------------------------------------------------------------------
// POST backoffice/payments/:id/freeze, …/unfreeze

/** Why the payment is held (the audit log and the other operators read it; the player does not). */
export const paymentFreezeSchema = strictBody({ reason: meaningfulText(3, 200) })
export type PaymentFreeze = z.output<typeof paymentFreezeSchema>
/** Lifting the hold; a note for the audit log is optional. */
export const paymentUnfreezeSchema = strictBody({ note: optionalText(200).optional() })
export type PaymentUnfreeze = z.output<typeof paymentUnfreezeSchema>
export const paymentFreezeResultSchema = z.strictObject({
  id: z.number(),
  status: transactionStatusSchema,
  frozenAt: z.string().nullable(),
  frozenBy: z.number().nullable(),
  freezeReason: z.string().nullable(),
})
export type PaymentFreezeResult = z.infer<typeof paymentFreezeResultSchema>

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
// Four eyes (docs/backoffice.md "Four eyes")

/** Hours a pending action waits for its checker before it expires. */
export const PENDING_ACTION_TTL_HOURS = 24

/** The largest correction, in lira either way: a larger movement is a payment, not a correction. */
export const CORRECTION_MAX_TRY = 1_000_000

/** What a correction may be for; the code goes into the ledger's metadata and the audit log. */
export const CORRECTION_REASONS = [
  'goodwill',
  'technical_error',
  'payment_error',
  'bonus_error',
  'duplicate_credit',
  'chargeback',
  'fraud_recovery',
  'other',
] as const
export type CorrectionReason = (typeof CORRECTION_REASONS)[number]

/** The reason codes as the back office shows them. */
export const correctionReasonLabels: Record<CorrectionReason, Localized> = {
  goodwill: { tr: 'Müşteri memnuniyeti jesti', en: 'Goodwill gesture' },
  technical_error: { tr: 'Teknik hata düzeltmesi', en: 'Technical error' },
  payment_error: { tr: 'Ödeme hatası düzeltmesi', en: 'Payment error' },
  bonus_error: { tr: 'Bonus hatası düzeltmesi', en: 'Bonus error' },
  duplicate_credit: { tr: 'Mükerrer yüklemenin geri alınması', en: 'Duplicate credit reversed' },
  chargeback: { tr: 'Ters ibraz (chargeback)', en: 'Chargeback' },
  fraud_recovery: { tr: 'Dolandırıcılık sonrası geri alma', en: 'Fraud recovery' },
  other: { tr: 'Diğer (notta açıklanır)', en: 'Other (explained in the note)' },
}

/** The kinds of pending action: what the approval does. */
export const PENDING_ACTION_KINDS = [
  'correction',
  'limit_raise',
  'exclusion_lift',
  'bonus_grant',
  'bonus_grant_list',
] as const
export type PendingActionKind = (typeof PENDING_ACTION_KINDS)[number]

/**
 * Who may file (maker) and who may approve or reject (checker) each kind; the routes' guards in the
 * route table admit the union, the service narrows to the kind's list (docs/backoffice.md).
 */
export const pendingActionRoles: Record<
  PendingActionKind,
  { makers: readonly StaffRole[]; checkers: readonly StaffRole[] }
> = {
  correction: { makers: ['finance', 'admin'], checkers: ['finance', 'admin'] },
  // Loosening a player's protection on their request: filed by admin (support may only tighten),
  // checked by risk or another admin (verticals §3.2: risk lifts exclusions).
  limit_raise: { makers: ['admin'], checkers: ['risk', 'admin'] },
  exclusion_lift: { makers: ['admin'], checkers: ['risk', 'admin'] },
  // A bonus granted by hand is a cost to the house: CRM files it, finance (or admin) lets it through.
  bonus_grant: { makers: ['crm', 'admin'], checkers: ['finance', 'admin'] },
  // A list of grants (docs/backoffice.md "Grant lists") is the same cost, many times over.
  bonus_grant_list: { makers: ['crm', 'admin'], checkers: ['finance', 'admin'] },
}

export const PENDING_ACTION_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const
export type PendingActionStatus = (typeof PENDING_ACTION_STATUSES)[number]

/** POST backoffice/corrections: a signed amount in lira (credit positive, debit negative). */
export const correctionRequestSchema = strictBody({
  playerId: id(),
  balance: oneOfList(['cash', 'bonus'] as const),
  amount: z
    .number({ error: numberTypeError })
    .min(-CORRECTION_MAX_TRY, code('too_small'))
    .max(CORRECTION_MAX_TRY, code('too_big'))
    .refine((v) => hasAtMostDecimals(v, 2), { error: 'too_many_decimals', params: { max: 2 } })
    .refine((v) => v !== 0, code('too_small')),
  reason: oneOfList(CORRECTION_REASONS),
  note: meaningfulText(3, 500),
})
export type CorrectionRequest = z.output<typeof correctionRequestSchema>

// ---------------------------------------------------------------------------------------------
// Manual bonus grants (docs/backoffice.md "Bonus grants"), a pending action like a correction

/** The largest bonus granted by hand, in lira. */
export const BONUS_GRANT_MAX_TRY = 50_000
/**
 * Wagering asked of a bonus granted by hand: a multiple of the bonus, 1 to this. Money with no
 * wagering is cash, given by a correction.
 */
export const BONUS_GRANT_WAGERING = { min: 1, max: 50 } as const
/** Days the player has to wager it. */
export const BONUS_GRANT_DAYS = { min: 1, max: 90 } as const

/** What a bonus granted by hand may be for; the code goes into the audit log and the ledger. */
export const BONUS_GRANT_REASONS = [
  'goodwill',
  'complaint',
  'retention',
  'vip',
  'compensation',
  'other',
] as const
export type BonusGrantReason = (typeof BONUS_GRANT_REASONS)[number]

/** The reason codes as the back office shows them. */
export const bonusGrantReasonLabels: Record<BonusGrantReason, Localized> = {
  goodwill: { tr: 'Müşteri memnuniyeti jesti', en: 'Goodwill gesture' },
  complaint: { tr: 'Şikâyetin çözümü', en: 'Complaint resolved' },
  retention: { tr: 'Oyuncuyu geri kazanma', en: 'Retention' },
  vip: { tr: 'VIP ayrıcalığı', en: 'VIP benefit' },
  compensation: { tr: 'Kesinti veya hata telafisi', en: 'Outage or error compensation' },
  other: { tr: 'Diğer (notta açıklanır)', en: 'Other (explained in the note)' },
}

/** POST backoffice/bonus-grants: a bonus in lira, its wagering multiple and its days. */
export const bonusGrantRequestSchema = strictBody({
  playerId: id(),
  amount: z
    .number({ error: numberTypeError })
    .min(0.01, code('too_small'))
    .max(BONUS_GRANT_MAX_TRY, code('too_big'))
    .refine((v) => hasAtMostDecimals(v, 2), { error: 'too_many_decimals', params: { max: 2 } }),
  wageringMultiplier: z
    .number({ error: numberTypeError })
    .int(code('invalid_format'))
    .min(BONUS_GRANT_WAGERING.min, code('too_small'))
    .max(BONUS_GRANT_WAGERING.max, code('too_big')),
  validDays: z
    .number({ error: numberTypeError })
    .int(code('invalid_format'))
    .min(BONUS_GRANT_DAYS.min, code('too_small'))
    .max(BONUS_GRANT_DAYS.max, code('too_big')),
  reason: oneOfList(BONUS_GRANT_REASONS),
  note: meaningfulText(3, 500),
})
export type BonusGrantRequest = z.output<typeof bonusGrantRequestSchema>

/**
 * Bonus campaigns edited by CRM (docs/backoffice.md "Campaigns"), beside the grants by hand: the
 * percentage of the deposit or loss matched, the largest bonus and the least qualifying amount in
 * lira, and the same wagering and validity bounds as a bonus granted by hand.
 */
export const CAMPAIGN_LIMITS = {
  percent: { min: 1, max: 300 },
  maxBonusTry: BONUS_GRANT_MAX_TRY,
  minBaseTry: 100_000,
  wagering: BONUS_GRANT_WAGERING,
  validDays: BONUS_GRANT_DAYS,
  claimDays: { min: 1, max: 30 },
  titleMax: 80,
  termsMax: 4000,
  codeMax: 40,
} as const

/** POST backoffice/actions/:id/approve, …/reject. */
export const actionDecisionSchema = strictBody({ note: optionalText(500).optional() })
export type ActionDecision = z.output<typeof actionDecisionSchema>

/** GET backoffice/actions: pending by default, newest first. */
export const pendingActionsQuerySchema = z.strictObject({
  status: z.enum(PENDING_ACTION_STATUSES).default('pending'),
  kind: z.enum(PENDING_ACTION_KINDS).optional(),
  player: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  ...queryPagingShape(50),
})

const actorSchema = z.strictObject({ kind: z.string(), id: z.string(), role: z.string() })

export const pendingActionSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(PENDING_ACTION_KINDS),
  /** Null for a grant list, which is about many players (its rows name them). */
  playerId: z.number().nullable(),
  /**
   * A correction: `{ balance, amount }` with the amount in lira, signed; a limit raise: the limit
   * request `{ kind, period, amount }`; an exclusion lift: `{}`; a bonus grant: `{ amount,
   * wageringMultiplier, validDays }` with the amount in lira; a grant list: `{ rows, total,
   * wageringMultiplier, validDays }` with the total in lira (its rows: GET bonus-grants/lists/:id).
   */
  payload: z.record(z.string(), z.unknown()),
  reason: z.string(),
  note: z.string(),
  status: z.enum(PENDING_ACTION_STATUSES),
  maker: actorSchema,
  checker: actorSchema.nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** What the approval did: a correction's `ledgerTransactionId` and the balance after it, in lira. */
  result: z.record(z.string(), z.unknown()).nullable(),
})
export type PendingAction = z.infer<typeof pendingActionSchema>
export const pendingActionPageSchema = pageSchema(pendingActionSchema)

// ---------------------------------------------------------------------------------------------
// The audit log (docs/backoffice.md "Audit chain")

/** GET backoffice/audit: by actor id (`staff`), player, action (a prefix with a trailing `*`), time. */
export const auditQuerySchema = z.strictObject({
  staff: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/)
    .optional(),
  player: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  action: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_.]+\*?$/)
    .optional(),
  from: isoDate().optional(),
  to: isoDate().optional(),
  ...queryPagingShape(50),
})

export const auditEntrySchema = z.strictObject({
  id: z.number(),
  seq: z.number().nullable(),
  actorKind: z.string(),
  actorId: z.string().nullable(),
  action: z.string(),
  ip: z.string().nullable(),
  fingerprint: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  prevHash: z.string().nullable(),
  hash: z.string().nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>
export const auditPageSchema = pageSchema(auditEntrySchema)

/** GET backoffice/audit/verify: the walk of `npm run audit:verify`. */
export const auditVerifySchema = z.strictObject({
  ok: z.boolean(),
  rows: z.number(),
  firstBroken: z
    .strictObject({
      id: z.number().nullable(),
      seq: z.number().nullable(),
      reason: z.enum(['hash', 'link', 'gap', 'unchained', 'head']),
    })
    .nullable(),
})
export type AuditVerify = z.infer<typeof auditVerifySchema>

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
// Notes and tags of the player page (docs/backoffice.md "The player page")

/**
 * The tags staff may put on a player: a closed list, so a tag means the same to everyone and the
 * back office can filter on it. A new tag is one entry here and its labels.
 */
export const PLAYER_TAGS = [
  'vip',
  'high_roller',
  'bonus_abuse',
  'fraud_suspect',
  'chargeback',
  'affiliate',
  'rg_watch',
  'test_account',
] as const
export type PlayerTag = (typeof PLAYER_TAGS)[number]

export const playerTagLabels: Record<PlayerTag, Localized> = {
  vip: { tr: 'VIP', en: 'VIP' },
  high_roller: { tr: 'Yüksek bahisçi', en: 'High roller' },
  bonus_abuse: { tr: 'Bonus istismarı şüphesi', en: 'Suspected bonus abuse' },
  fraud_suspect: { tr: 'Dolandırıcılık şüphesi', en: 'Suspected fraud' },
  chargeback: { tr: 'Ters ibraz geçmişi', en: 'Chargeback history' },
  affiliate: { tr: 'İş ortağı yönlendirmesi', en: 'Affiliate referral' },
  rg_watch: { tr: 'Sorumlu oyun takibi', en: 'Responsible gaming watch' },
  test_account: { tr: 'Test hesabı', en: 'Test account' },
}

/** POST backoffice/players/:id/notes: a note is never edited or deleted; a correction is a new note. */
export const playerNoteRequestSchema = strictBody({
  text: meaningfulText(LIMITS.playerNotes.textMin, LIMITS.playerNotes.textMax),
})
export type PlayerNoteRequest = z.output<typeof playerNoteRequestSchema>

export const playerNoteSchema = z.strictObject({
  id: z.number(),
  text: z.string(),
  /** The staff member who wrote it (id and user name). */
  staffId: z.number(),
  staffUsername: z.string(),
  createdAt: z.string(),
})
export type PlayerNote = z.infer<typeof playerNoteSchema>
export const playerNotePageSchema = pageSchema(playerNoteSchema)

/** PUT backoffice/players/:id/tags: the whole set, replacing the one before (an empty list clears). */
export const playerTagsRequestSchema = strictBody({
  tags: z
    .array(oneOfList(PLAYER_TAGS), { error: typeError() })
    .max(LIMITS.playerTags.max, code('too_many_items'))
    .refine((tags) => new Set(tags).size === tags.length, code('invalid_option')),
})
export type PlayerTagsRequest = z.output<typeof playerTagsRequestSchema>

export const playerTagsSchema = z.strictObject({ tags: z.array(z.enum(PLAYER_TAGS)) })

/**
 * PUT backoffice/players/:id/blocks: turns the named blocks on or off (the others stay as they
 * are), with the reason the audit row keeps. At least one of the three.
 */
export const playerBlocksRequestSchema = strictBody({
  deposits: z.boolean({ error: typeError() }).optional(),
  withdrawals: z.boolean({ error: typeError() }).optional(),
  bets: z.boolean({ error: typeError() }).optional(),
  reason: meaningfulText(3, 500),
}).refine((b) => b.deposits !== undefined || b.withdrawals !== undefined || b.bets !== undefined, {
  error: 'required',
  path: ['bets'],
})
export type PlayerBlocksRequest = z.output<typeof playerBlocksRequestSchema>

/** Which of the player's money doors the back office has closed. */
export const playerBlocksSchema = z.strictObject({
  deposits: z.boolean(),
  withdrawals: z.boolean(),
  bets: z.boolean(),
})
export type PlayerBlocks = z.infer<typeof playerBlocksSchema>

/** GET backoffice/players/:id/consents: the sign-up declarations, the marketing consent and its changes. */
export const backofficeConsentsSchema = z.strictObject({
  consents: consentsSchema,
  marketingChanges: z.array(
    z.strictObject({
      at: z.string(),
      from: z.boolean().nullable(),
      to: z.boolean(),
      source: z.string(),
    }),
  ),
})
export type BackofficeConsents = z.infer<typeof backofficeConsentsSchema>

/** POST backoffice/players/:id/sessions/end: how many live sessions ended. */
export const playerSessionsEndedSchema = z.strictObject({ sessionsEnded: z.number() })

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

/** GET backoffice/players/:id/duplicates: a page of the accounts sharing something with this one. */
export const backofficeDuplicatePageSchema = pageSchema(backofficeDuplicateSchema)

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
  tags: z.array(z.enum(PLAYER_TAGS)),
  blocks: playerBlocksSchema,
  /** The 20 newest staff notes. */
  notes: z.array(playerNoteSchema),
})
export type BackofficePlayer = z.infer<typeof backofficePlayerSchema>

// ---------------------------------------------------------------------------------------------
// GET backoffice/players/:id/<part>?skip=&take= (docs/backoffice.md "The player page")

/** One page of a sub-list of the player page: ledger, payments, games, tickets, sessions, duplicates. */
export const backofficePlayerListQuerySchema = z.strictObject({
  ...queryPagingShape(20, 10_000),
})
export type BackofficePlayerListQuery = z.output<typeof backofficePlayerListQuerySchema>

/**
 * The ledger pages without a total: counting a busy player's legs (a million and more) would cost
 * more than the page itself; `hasMore` says whether a next page exists.
 */
export const backofficeLedgerPageSchema = z.strictObject({
  items: z.array(backofficeLedgerEntrySchema),
  hasMore: z.boolean(),
})
export type BackofficeLedgerPage = z.infer<typeof backofficeLedgerPageSchema>

export const backofficeSessionPageSchema = pageSchema(backofficeSessionSchema)
export type BackofficeSessionPage = z.infer<typeof backofficeSessionPageSchema>
