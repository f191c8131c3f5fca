import { createHmac, timingSafeEqual } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'

/**
 * NOWPayments, the crypto processor of the "Kripto (USDT)" method (docs/payments.md). Only its
 * published API: `POST /v1/payment` and `GET /v1/payment/{id}` with the `x-api-key` header, and the
 * IPN it posts to us signed in `x-nowpayments-sig` with HMAC-SHA512(IPN secret, JSON of the body
 * with its keys sorted). Crypto amounts travel as numbers in its JSON; here they become decimal
 * strings at once and are never computed with as floats.
 */
export const NOWPAYMENTS_SIGNATURE_HEADER = 'x-nowpayments-sig'

export const nowPaymentsStatuses = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
] as const
export type NowPaymentsStatus = (typeof nowPaymentsStatuses)[number]

/**
 * A payout's statuses as NOWPayments reports them (upper case on the wire; kept in lower case):
 * waiting for verification, creating, processing, sending, then finished, failed or rejected.
 */
export const nowPaymentsPayoutStatuses = [
  'waiting',
  'creating',
  'processing',
  'sending',
  'finished',
  'failed',
  'rejected',
] as const
export type NowPaymentsPayoutStatus = (typeof nowPaymentsPayoutStatuses)[number]

/** A verified payout IPN, reduced to what the payout state machine reads (docs/payments.md "Payouts"). */
export interface PayoutIpn {
  processorPayoutId: string
  batchId: string | null
  status: NowPaymentsPayoutStatus
  currency: string
  /** Decimal string. */
  amount: string
  address: string
  error: string | null
  /** The transaction's hash on its chain, once the processor sent it. */
  hash: string | null
  /** Our id of the withdrawal, as we gave it (`galata-withdrawal-{id}`): matches a payout whose answer was lost. */
  uniqueExternalId: string | null
}

/** One of our payouts as the processor lists it (`GET /v1/payout`). */
export interface ListedPayout {
  batchId: string
  processorPayoutId: string
  status: NowPaymentsPayoutStatus
  /** Decimal string, in the coin. */
  amount: string
  currency: string
  address: string
}

/** The processor's minimum payout and its estimated network fee for an amount (docs/payments.md "Payouts"). */
export interface PayoutQuote {
  currency: string
  /** Decimal strings, in the coin. */
  amount: string
  minAmount: string
  fee: string
}

/** What `POST /v1/payout` answered for our one withdrawal. */
export interface CreatedPayout {
  batchId: string
  processorPayoutId: string
  status: NowPaymentsPayoutStatus
  /** Whether `/verify` was called with the 2FA code (a secret is configured). */
  verified: boolean
}

/** The account login payouts need, and the 2FA secret that verifies them (docs/payments.md "Payouts"). */
export interface PayoutLogin {
  email: string
  password: string
  /** Base32 TOTP secret of the account's authenticator 2FA; without it payouts are verified in the dashboard. */
  totpSecret?: string
}

/** The current 6-digit code of a base32 TOTP secret (RFC 6238, SHA-1, 30 s: authenticator apps' default). */
export function totpCode(secret: string, now = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: now,
  })
}

/** The method's network choice (the deposit form's `network`) → NOWPayments' pay currency. */
export const PAY_CURRENCY_OF_NETWORK = { TRC20: 'usdttrc20', ERC20: 'usdterc20' } as const
export type CryptoNetwork = keyof typeof PAY_CURRENCY_OF_NETWORK

/** What `POST /v1/payment` answered, as we keep it. */
export interface CreatedCryptoPayment {
  processorPaymentId: string
  address: string
  payCurrency: string
  /** Decimal string, in the pay currency. */
  payAmount: string
  /** Decimal string, lira. */
  priceAmount: string
  expiresAt: Date | null
  status: NowPaymentsStatus
}

/** A verified IPN, reduced to what the state machine reads (docs/payments.md). */
export interface CryptoIpn {
  processorPaymentId: string
  status: NowPaymentsStatus
  orderId: string | null
  payCurrency: string
  /** Decimal strings. */
  payAmount: string
  actuallyPaid: string
  priceAmount: string
}

/** The JSON text NOWPayments signs: keys sorted at every depth, no spaces. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key])
  return out
}

export function signIpn(secret: string, body: unknown): string {
  return createHmac('sha512', secret).update(sortedJson(body)).digest('hex')
}

/**
 * A JSON number or numeric string → a plain decimal string ("12.5", "0.0000001"), or null. A number
 * is taken by its shortest round-trip text, the same text the processor's JSON carried.
 */
export function decimalText(value: unknown): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value
  if (typeof text !== 'string') return null
  const m = /^(\d{1,20})(?:\.(\d{1,30}))?(?:[eE]([+-]?\d{1,3}))?$/.exec(text.trim())
  if (!m) return null
  const [, int = '', frac = '', exp = '0'] = m
  const digits = int + frac
  const point = int.length + Number(exp)
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0')
  const at = Math.max(point, 1)
  const whole = padded.slice(0, at).replace(/^0+(?=\d)/, '')
  const rest = padded.slice(at).replace(/0+$/, '')
  return rest ? `${whole}.${rest}` : whole
}

/** Decimal string → integer of `10^-scale` units (truncating beyond the scale). */
export function decimalUnits(text: string, scale = 18): bigint {
  const [whole = '0', frac = ''] = text.split('.')
  return BigInt(whole + frac.slice(0, scale).padEnd(scale, '0'))
}

/** Integer units of `10^-scale` → decimal string without trailing zeros. */
export function unitsDecimal(units: bigint, scale: number): string {
  const s = units.toString().padStart(scale + 1, '0')
  const whole = s.slice(0, s.length - scale)
  const frac = s.slice(s.length - scale).replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : whole
}

/** A payout status of the wire (any case) → ours, or null. */
function payoutStatus(v: unknown): NowPaymentsPayoutStatus | null {
  if (typeof v !== 'string') return null
  const lower = v.toLowerCase()
  return (nowPaymentsPayoutStatuses as readonly string[]).includes(lower)
    ? (lower as NowPaymentsPayoutStatus)
    : null
}

/** Whether an IPN body is a payout's (it names its batch) rather than a payment's. */
export function isPayoutIpnBody(rawBody: Buffer): boolean {
  try {
    const b = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>
    return typeof b === 'object' && b !== null && 'batch_withdrawal_id' in b && !('payment_id' in b)
  } catch {
    return false
  }
}

function isStatus(v: unknown): v is NowPaymentsStatus {
  return typeof v === 'string' && (nowPaymentsStatuses as readonly string[]).includes(v)
}

export interface NowPaymentsOptions {
  /** The API base, or (the demo stand-in) a function that starts it on first use and answers it. */
  apiUrl: string | (() => Promise<string>)
  apiKey: string
  ipnSecret: string
  /** Payouts by API; absent: crypto withdrawals are paid by hand. */
  payout?: PayoutLogin
  /** Per request; the processor is outside our control, so a slow answer must not hold a deposit. */
  timeoutMs?: number
}

export function createNowPayments(options: NowPaymentsOptions) {
  const apiUrl = options.apiUrl
  const baseOf = async () => (typeof apiUrl === 'string' ? apiUrl : await apiUrl()).replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 15_000

  async function request(method: 'GET' | 'POST', path: string, body?: unknown, token?: string) {
    const res = await fetch(`${await baseOf()}${path}`, {
      method,
      headers: {
        'x-api-key': options.apiKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`nowpayments ${method} ${path}: ${res.status} ${text.slice(0, 200)}`)
    return JSON.parse(text) as Record<string, unknown>
  }

  /** A decimal field of an answer, or an error naming the call. */
  function decimalOf(value: unknown, call: string): string {
    const text = decimalText(value)
    if (!text) throw new Error(`nowpayments: unexpected ${call} answer`)
    return text
  }

  /** `POST /v1/payout/{batch}/verify` with the current 2FA code. */
  async function verify(batchId: string, token: string, totpSecret: string) {
    await request(
      'POST',
      `/v1/payout/${encodeURIComponent(batchId)}/verify`,
      { verification_code: totpCode(totpSecret) },
      token,
    )
  }

  const payout = options.payout

  /** `POST /v1/auth`: the JWT of payout calls. Asked for each payout (it lives five minutes). */
  async function authToken(login: PayoutLogin): Promise<string> {
    const answer = await request('POST', '/v1/auth', { email: login.email, password: login.password })
    if (typeof answer.token !== 'string' || answer.token === '')
      throw new Error('nowpayments: no token from /v1/auth')
    return answer.token
  }

  return {
    id: 'nowpayments' as const,
    /** Whether payouts go by API (the account login is configured). */
    paysOut: payout !== undefined,
    /**
     * `GET /v1/estimate`: how many coins `priceAmount` lira buy now; the payout sends that many.
     * Answers a decimal string.
     */
    async estimate(priceAmount: string, currency: string): Promise<string> {
      const query = new URLSearchParams({ amount: priceAmount, currency_from: 'try', currency_to: currency })
      const answer = await request('GET', `/v1/estimate?${query}`)
      const amount = decimalText(answer.estimated_amount)
      if (!amount || decimalUnits(amount) <= 0n) throw new Error('nowpayments: unexpected estimate answer')
      return amount
    },
    /**
     * `POST /v1/auth`, then `POST /v1/payout` with one withdrawal, then (with a 2FA secret)
     * `POST /v1/payout/{batch}/verify` with the current code. `uniqueExternalId` makes a retried
     * request for the same withdrawal a refusal at the processor, never a second payout.
     */
    async createPayout(input: {
      address: string
      currency: string
      /** Decimal string, in the coin. */
      amount: string
      ipnCallbackUrl: string
      uniqueExternalId: string
      description: string
    }): Promise<CreatedPayout> {
      if (!payout) throw new Error('nowpayments: payouts are not configured')
      const token = await authToken(payout)
      const answer = await request(
        'POST',
        '/v1/payout',
        {
          ipn_callback_url: input.ipnCallbackUrl,
          payout_description: input.description,
          withdrawals: [
            {
              address: input.address,
              currency: input.currency,
              amount: Number(input.amount),
              ipn_callback_url: input.ipnCallbackUrl,
              unique_external_id: input.uniqueExternalId,
            },
          ],
        },
        token,
      )
      const withdrawal = Array.isArray(answer.withdrawals)
        ? (answer.withdrawals[0] as Record<string, unknown> | undefined)
        : undefined
      const batchId = answer.id
      const payoutId = withdrawal?.id
      const status = payoutStatus(withdrawal?.status)
      if (
        (typeof batchId !== 'string' && typeof batchId !== 'number') ||
        (typeof payoutId !== 'string' && typeof payoutId !== 'number') ||
        !status
      )
        throw new Error('nowpayments: unexpected create-payout answer')
      if (!payout.totpSecret)
        return { batchId: String(batchId), processorPayoutId: String(payoutId), status, verified: false }
      await verify(String(batchId), token, payout.totpSecret)
      // Verified: the processor starts creating it (an IPN may already say so, or more).
      return {
        batchId: String(batchId),
        processorPayoutId: String(payoutId),
        status: status === 'waiting' ? 'creating' : status,
        verified: true,
      }
    },
    /**
     * `GET /v1/payout` (newest first, from `since`): our withdrawal by the `unique_external_id` we
     * gave it, or null. How a payout whose answer was lost is found before anything is sent again.
     */
    async findPayout(uniqueExternalId: string, since: Date): Promise<ListedPayout | null> {
      if (!payout) throw new Error('nowpayments: payouts are not configured')
      const token = await authToken(payout)
      // A minute's margin for the two clocks; a withdrawal's payouts are few, one page is plenty.
      const query = new URLSearchParams({
        date_from: new Date(since.getTime() - 60_000).toISOString(),
        order_by: 'dateCreated',
        order: 'desc',
        limit: '100',
        page: '0',
      })
      const answer = await request('GET', `/v1/payout?${query}`, undefined, token)
      // Its list comes as `payouts` (the API reference) or `data` (paged answers); either is read.
      const list = Array.isArray(answer.payouts)
        ? answer.payouts
        : Array.isArray(answer.data)
          ? answer.data
          : []
      for (const item of list as Record<string, unknown>[]) {
        if (item.unique_external_id !== uniqueExternalId) continue
        const status = payoutStatus(item.status)
        const id = item.id
        const batch = item.batch_withdrawal_id
        const amount = decimalText(item.amount)
        if (
          !status ||
          !amount ||
          (typeof id !== 'string' && typeof id !== 'number') ||
          (typeof batch !== 'string' && typeof batch !== 'number') ||
          typeof item.currency !== 'string' ||
          typeof item.address !== 'string'
        )
          throw new Error('nowpayments: unexpected payout list answer')
        return {
          batchId: String(batch),
          processorPayoutId: String(id),
          status,
          amount,
          currency: item.currency.toLowerCase(),
          address: item.address,
        }
      }
      return null
    },
    /**
     * A payout found waiting for its 2FA code (its create answer was lost): verified now with the
     * current code. Answers whether it was (false: no 2FA secret, the dashboard verifies it).
     */
    async verifyPayout(batchId: string): Promise<boolean> {
      if (!payout) throw new Error('nowpayments: payouts are not configured')
      if (!payout.totpSecret) return false
      await verify(batchId, await authToken(payout), payout.totpSecret)
      return true
    },
    /**
     * The processor's minimum payout of a coin (`GET /v1/payout-withdrawal/min-amount/{coin}`) and
     * its estimated network fee for `amount` coins (`GET /v1/payout/fee`), both with the API key.
     */
    async payoutQuote(currency: string, amount: string): Promise<PayoutQuote> {
      const [min, fee] = await Promise.all([
        request('GET', `/v1/payout-withdrawal/min-amount/${encodeURIComponent(currency)}`),
        request('GET', `/v1/payout/fee?${new URLSearchParams({ currency, amount })}`),
      ])
      return {
        currency,
        amount,
        minAmount: decimalOf(min.result, 'min-amount'),
        fee: decimalOf(fee.fee, 'fee'),
      }
    },
    /** A verified body → a payout IPN (it has `batch_withdrawal_id`), or null when it is not one. */
    parsePayoutIpn(rawBody: Buffer): PayoutIpn | null {
      let b: Record<string, unknown>
      try {
        b = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>
      } catch {
        return null
      }
      const id = b.id
      const status = payoutStatus(b.status)
      const amount = decimalText(b.amount)
      if ((typeof id !== 'string' && typeof id !== 'number') || !status || !amount) return null
      if (typeof b.currency !== 'string' || typeof b.address !== 'string') return null
      const batch = b.batch_withdrawal_id
      return {
        processorPayoutId: String(id),
        batchId: typeof batch === 'string' || typeof batch === 'number' ? String(batch) : null,
        status,
        currency: b.currency.toLowerCase(),
        amount,
        address: b.address,
        error: typeof b.error === 'string' && b.error !== '' ? b.error.slice(0, 500) : null,
        hash: typeof b.hash === 'string' && /^(0x)?[0-9a-fA-F]{16,128}$/.test(b.hash) ? b.hash : null,
        uniqueExternalId:
          typeof b.unique_external_id === 'string' && b.unique_external_id !== ''
            ? b.unique_external_id
            : null,
      }
    },
    /**
     * `POST /v1/payment`: the price in lira, the coin and network to pay in; the answer carries
     * the address and the exact crypto amount the processor quoted (its rate at that moment).
     */
    async createPayment(input: {
      orderId: string
      /** Decimal string, lira. */
      priceAmount: string
      network: CryptoNetwork
      ipnCallbackUrl: string
      description: string
    }): Promise<CreatedCryptoPayment> {
      const answer = await request('POST', '/v1/payment', {
        price_amount: Number(input.priceAmount),
        price_currency: 'try',
        pay_currency: PAY_CURRENCY_OF_NETWORK[input.network],
        order_id: input.orderId,
        order_description: input.description,
        ipn_callback_url: input.ipnCallbackUrl,
      })
      const payAmount = decimalText(answer.pay_amount)
      const priceAmount = decimalText(answer.price_amount)
      const id = answer.payment_id
      if (
        (typeof id !== 'string' && typeof id !== 'number') ||
        typeof answer.pay_address !== 'string' ||
        !payAmount ||
        !priceAmount ||
        typeof answer.pay_currency !== 'string'
      )
        throw new Error('nowpayments: unexpected create-payment answer')
      const expiry =
        typeof answer.expiration_estimate_date === 'string' ? new Date(answer.expiration_estimate_date) : null
      return {
        processorPaymentId: String(id),
        address: answer.pay_address,
        payCurrency: answer.pay_currency,
        payAmount,
        priceAmount,
        expiresAt: expiry && !Number.isNaN(expiry.getTime()) ? expiry : null,
        status: isStatus(answer.payment_status) ? answer.payment_status : 'waiting',
      }
    },
    /** `GET /v1/payment/{id}`: the processor's view, for an operator checking a payment by hand. */
    getPayment: (processorPaymentId: string) =>
      request('GET', `/v1/payment/${encodeURIComponent(processorPaymentId)}`),
    /**
     * The IPN's signature: the processor signs its JSON re-serialised with sorted keys, not the
     * bytes, so the body is parsed, sorted and signed again here; compared in constant time.
     */
    verifyIpn(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
      const header = headers[NOWPAYMENTS_SIGNATURE_HEADER]
      if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false
      let body: unknown
      try {
        body = JSON.parse(rawBody.toString('utf8'))
      } catch {
        return false
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
      const expected = Buffer.from(signIpn(options.ipnSecret, body), 'utf8')
      const given = Buffer.from(header.toLowerCase(), 'utf8')
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
    /** A verified body → the IPN, or null when it is not a payment IPN we understand. */
    parseIpn(rawBody: Buffer): CryptoIpn | null {
      let b: Record<string, unknown>
      try {
        b = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>
      } catch {
        return null
      }
      const id = b.payment_id
      if (typeof id !== 'string' && typeof id !== 'number') return null
      if (!isStatus(b.payment_status) || typeof b.pay_currency !== 'string') return null
      const payAmount = decimalText(b.pay_amount)
      const priceAmount = decimalText(b.price_amount)
      const actuallyPaid = decimalText(b.actually_paid ?? 0)
      if (!payAmount || !priceAmount || !actuallyPaid) return null
      return {
        processorPaymentId: String(id),
        status: b.payment_status,
        orderId: typeof b.order_id === 'string' ? b.order_id : null,
        payCurrency: b.pay_currency,
        payAmount,
        actuallyPaid,
        priceAmount,
      }
    },
  }
}

export type NowPayments = ReturnType<typeof createNowPayments>
