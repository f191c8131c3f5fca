import { z } from 'zod'
import { LIMITS } from './constants.js'
import { FieldDataType } from './enums.js'
import { fieldDataTypeSchema, paymentDirectionSchema } from './enum-schemas.js'
import {
  amount,
  boolean,
  code,
  id,
  integer,
  isoDate,
  literal,
  numberTypeError,
  requiredString,
  strictBody,
  text,
  typeError,
} from './rules.js'

// ---------------------------------------------------------------------------------------------
// POST payment/detail

/** The field definitions of one payment method, for a deposit (type 1) or a withdrawal (type 2). */
export const paymentDetailQuerySchema = strictBody({ id: id(), type: paymentDirectionSchema })
export type PaymentDetailQuery = z.output<typeof paymentDetailQuerySchema>

// ---------------------------------------------------------------------------------------------
// POST payment/deposit, payment/withdraw

/*
 * `detail` is checked in two passes. The route schema below only bounds its shape (keys that are
 * identifiers, scalar values, no negative numbers); the payment service then parses it again with
 * `makePaymentDetailSchema(fields of that method)`, which knows which fields are required and of
 * which kind. The browser uses the second one for the form itself.
 */

/** Field keys are identifiers (zod also drops a `__proto__` key before it could reach a prototype). */
const DETAIL_KEY = /^[A-Za-z][A-Za-z0-9_]*$/

const detailValue = z
  .union([z.string(), z.number(), z.boolean()], { error: numberTypeError })
  .superRefine((value, ctx) => {
    if (typeof value === 'string' && value.length > LIMITS.payload.paymentDetailValueMax) {
      ctx.addIssue({
        code: 'custom',
        message: 'too_long',
        input: value,
        params: { max: LIMITS.payload.paymentDetailValueMax },
      })
    } else if (typeof value === 'number' && value < 0) {
      ctx.addIssue({ code: 'custom', message: 'too_small', input: value, params: { min: 0 } })
    }
  })

export const paymentDetailValuesSchema = z
  .record(
    requiredString()
      .max(LIMITS.payload.paymentDetailKeyMax, code('too_long'))
      .regex(DETAIL_KEY, code('invalid_format')),
    detailValue,
    { error: (issue) => (issue.code === 'invalid_key' ? 'invalid_format' : typeError()(issue)) },
  )
  .refine((record) => Object.keys(record).length <= LIMITS.payload.paymentDetailKeysMax, {
    error: 'too_many_items',
    params: { max: LIMITS.payload.paymentDetailKeysMax },
  })
export type PaymentDetailValues = z.output<typeof paymentDetailValuesSchema>

/** Deposit or withdrawal with a method's filled-in fields; `target` is always `pay` (spec §3). */
export const paymentRequestSchema = strictBody({
  id: id(),
  target: literal('pay'),
  detail: paymentDetailValuesSchema,
})
export type PaymentRequest = z.output<typeof paymentRequestSchema>
export const depositSchema = paymentRequestSchema
export const withdrawSchema = paymentRequestSchema

// ---------------------------------------------------------------------------------------------
// Responses and the dynamic form

export const paymentFieldOptionSchema = z.object({
  /** Sent as the field's value; a numeric id is sent as a number (spec §5). */
  id: z.union([z.number(), z.string()]),
  /** Label shown in the dropdown. */
  name: z.string(),
})
export type PaymentFieldOption = z.infer<typeof paymentFieldOptionSchema>

/** One input of a payment method's form (spec §3). */
export const paymentFieldSchema = z.object({
  /** Key in `detail`; also the i18n key of the label. `Iban` and `CardNo` get a paste button. */
  key: z.string(),
  /** Input mask in ngx-mask notation (`0` digit, `A` letter or digit, `S` letter); null for free input. */
  mask: z.string().nullable(),
  objectType: fieldDataTypeSchema,
  /** Choices; when present the field is a dropdown whatever its `objectType`. */
  option: z.array(paymentFieldOptionSchema).nullable(),
  /** Smallest and largest accepted number (method limits); null or absent when unbounded. */
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
})
export type PaymentField = z.infer<typeof paymentFieldSchema>

/** POST payment/detail `data`. An empty list means the method cannot be used (spec §8: "No data found"). */
export const paymentFieldListSchema = z.array(paymentFieldSchema)

/**
 * A payment method as the deposit and withdraw screens list it. Its list call is not in spec §7;
 * this is the shape the dynamic dialog opens with (id, type, title).
 */
export const paymentMethodSchema = z.object({
  id: z.number(),
  type: paymentDirectionSchema,
  title: z.string(),
  /** Logo URL; empty for a text tile. */
  image: z.string(),
  /** Method limits in the player's currency; null when unbounded. */
  min: z.number().nullable(),
  max: z.number().nullable(),
})
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

const FREE_TEXT_MAX = LIMITS.payload.paymentDetailValueMax

function withMax<T extends z.ZodNumber>(schema: T, max: number | null | undefined): T {
  return max === null || max === undefined ? schema : schema.max(max, code('too_big'))
}

/**
 * The schema of one field's value (spec §5: every field required, numbers as numbers). A number
 * field without a minimum still refuses negatives: no payment field is a debt.
 */
export function paymentFieldValueSchema(field: PaymentField): z.ZodType {
  const min = Math.max(field.min ?? 0, 0)
  if (field.option?.length) {
    const ids = field.option.map((o) => o.id)
    return z.literal(ids, { error: typeError('invalid_option') })
  }
  switch (field.objectType) {
    case FieldDataType.String:
      return text(1, FREE_TEXT_MAX)
    case FieldDataType.Int:
    case FieldDataType.Long:
      return withMax(integer().min(min, code('too_small')), field.max)
    case FieldDataType.Decimal:
      return withMax(amount(min), field.max)
    case FieldDataType.Bool:
      return boolean()
    case FieldDataType.DateTime:
      return isoDate()
    case FieldDataType.Dropdown:
      // A dropdown without choices cannot be filled in; the form shows it as an error, not a free box.
      return z.never({ error: typeError('invalid_option') })
  }
}

/**
 * A USDT address on the crypto method's network (docs/payments.md "Payouts"): TRC20 a Tron address
 * (base58, `T` and 33 more), ERC20 an Ethereum one (`0x` and 40 hex digits). The processor pays out
 * to it, so a typo must be caught before the money leaves.
 */
export const CRYPTO_ADDRESS_PATTERN = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
} as const

export function cryptoAddressValid(network: string, address: string): boolean {
  const pattern = CRYPTO_ADDRESS_PATTERN[network as keyof typeof CRYPTO_ADDRESS_PATTERN]
  return pattern !== undefined && pattern.test(address)
}

/**
 * The `detail` of a deposit or withdrawal for a method with these fields. A method with a `network`
 * and a `wallet` field (the crypto withdrawal) also checks the address against the network chosen.
 */
export function makePaymentDetailSchema(fields: readonly PaymentField[]) {
  const base = strictBody(
    Object.fromEntries(fields.map((field) => [field.key, paymentFieldValueSchema(field)])),
  )
  const keys = new Set(fields.map((f) => f.key))
  if (!keys.has('network') || !keys.has('wallet')) return base
  return base.superRefine((v: Record<string, unknown>, ctx) => {
    const { network, wallet } = v
    if (typeof network === 'string' && typeof wallet === 'string' && !cryptoAddressValid(network, wallet))
      ctx.addIssue({ code: 'custom', path: ['wallet'], message: 'invalid_crypto_address' })
  })
}

/**
 * POST payment/deposit `data`: the payment page's URL to open (a gateway method), or null (a manual
 * method: the message says the deposit waits for the finance team). The web still opens only an
 * http(s) link (`paymentRedirectUrl`).
 */
export const depositResultSchema = z.union([z.string(), z.lazy(() => cryptoDepositSchema)]).nullable()

/** The payment page to open in a new tab when the deposit answered a link (spec §4), else null. */
export function paymentRedirectUrl(data: unknown): string | null {
  return typeof data === 'string' && /^https?:\/\//i.test(data) ? data : null
}

// ---------------------------------------------------------------------------------------------
// POST payment/cancel, payment/continue (docs/wallet.md "Pending deposits")

/** One of the player's own pending deposits, by its id in the financial history. */
export const pendingDepositSchema = strictBody({ id: id() })
export type PendingDeposit = z.output<typeof pendingDepositSchema>

/** POST payment/continue `data`: the payment page to open again. */
export const continueDepositResultSchema = z.string()

// ---------------------------------------------------------------------------------------------
// GET payment/methods (not in spec §7; the deposit and withdraw pages list methods with it)

/** `?type=1` deposit methods, `?type=2` withdrawal methods. */
export const paymentMethodsQuerySchema = z.strictObject(
  { type: z.enum(['1', '2'], { error: typeError('invalid_option') }).transform((v) => Number(v) as 1 | 2) },
  { error: typeError() },
)
export type PaymentMethodsQuery = z.output<typeof paymentMethodsQuerySchema>

/** GET user/balance `data` as the wallet answers it: cash and bonus money, two decimals each. */
export const walletBalanceSchema = z.object({
  balance: z.number(),
  bonusBalance: z.number(),
  currency: z.literal('TRY'),
})
export type WalletBalance = z.infer<typeof walletBalanceSchema>

// ---------------------------------------------------------------------------------------------
// Back office: an operator's decision on a pending payment

export const paymentDecisionSchema = strictBody({
  /** Reason shown to the player in the financial history (required in practice for a rejection). */
  note: text(1, 200).optional(),
})
export type PaymentDecision = z.output<typeof paymentDecisionSchema>

// ---------------------------------------------------------------------------------------------
// The crypto method (docs/payments.md): payment/deposit's object answer, its status, the IPN

/**
 * POST payment/deposit `data` for the crypto method: where and how much to send. Crypto amounts are
 * decimal strings, never numbers; `qr` is the text to show as a QR code (the address: what every
 * wallet scans for a token transfer).
 */
export const cryptoDepositSchema = z.object({
  paymentId: z.number().int(),
  address: z.string(),
  network: z.string(),
  currency: z.string(),
  amount: z.string(),
  expiresAt: z.string().nullable(),
  qr: z.string(),
})
export type CryptoDeposit = z.output<typeof cryptoDepositSchema>

/** GET payments/crypto/{paymentId}: the waiting dialog's poll. */
export const cryptoPaymentParamsSchema = z.strictObject({
  paymentId: z
    .string()
    .regex(/^\d{1,15}$/, { error: typeError() })
    .transform(Number),
})

export const cryptoPaymentStatusSchema = cryptoDepositSchema.extend({
  /** The processor's status (waiting, confirming, …, finished, partially_paid, expired, refunded). */
  status: z.string(),
  /** Decimal string: what arrived so far. */
  actuallyPaid: z.string(),
  /** Lira per coin as quoted. */
  rate: z.string(),
  /** Lira credited to the balance so far. */
  credited: z.number(),
  /** spec §3 TransactionStatus of the deposit. */
  paymentStatus: z.number().int(),
})
export type CryptoPaymentStatus = z.output<typeof cryptoPaymentStatusSchema>

/** POST payments/crypto/ipn `data`: what became of the notification (the processor only reads 200). */
export const cryptoIpnResultSchema = z.object({
  result: z.enum(['applied', 'duplicate', 'unknown', 'ignored']),
})
