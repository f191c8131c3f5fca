import { createHmac, timingSafeEqual } from 'node:crypto'

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

function isStatus(v: unknown): v is NowPaymentsStatus {
  return typeof v === 'string' && (nowPaymentsStatuses as readonly string[]).includes(v)
}

export interface NowPaymentsOptions {
  apiUrl: string
  apiKey: string
  ipnSecret: string
  /** Per request; the processor is outside our control, so a slow answer must not hold a deposit. */
  timeoutMs?: number
}

export function createNowPayments(options: NowPaymentsOptions) {
  const base = options.apiUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 15_000

  async function request(method: 'GET' | 'POST', path: string, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        'x-api-key': options.apiKey,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`nowpayments ${method} ${path}: ${res.status} ${text.slice(0, 200)}`)
    return JSON.parse(text) as Record<string, unknown>
  }

  return {
    id: 'nowpayments' as const,
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
