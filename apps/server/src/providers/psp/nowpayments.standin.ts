import { randomBytes, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  NOWPAYMENTS_SIGNATURE_HEADER,
  decimalText,
  decimalUnits,
  signIpn,
  totpCode,
  unitsDecimal,
  type NowPaymentsPayoutStatus,
  type NowPaymentsStatus,
  type PayoutLogin,
} from './nowpayments.js'

/**
 * A local stand-in of NOWPayments (docs/payments.md "The stand-in"): a real HTTP server speaking
 * the part of its API we use (`POST /v1/payment`, `GET /v1/payment/{id}`, `x-api-key`) and sending
 * IPNs to the `ipn_callback_url` signed exactly as the processor does. Demo mode runs it in place
 * of the processor; tests drive it, with the faults a real processor produces on purpose: repeated,
 * out-of-order, badly signed and partially paid IPNs.
 */
export interface StandinOptions {
  apiKey: string
  ipnSecret: string
  /** Lira per USDT, a decimal string: the quoted rate of every payment. */
  rate?: string
  /** Where IPNs go instead of the payment's `ipn_callback_url` (the local server), read at send time. */
  deliverTo?: () => string | null
  /** Demo mode: the "player pays" this long after creation (confirming, then finished); off when unset. */
  autoPayMs?: number
  /** Told when an automatic IPN could not be delivered. */
  onError?: (err: unknown) => void
  /** The payout account (`/v1/auth`) and its 2FA secret; absent: payout calls are refused. */
  payout?: Required<PayoutLogin>
}

/**
 * The stand-in's minimum payout and network fee per coin (decimal strings), in the range
 * NOWPayments publishes for USDT: TRC20 cheap, ERC20 dearer. A test may change them.
 */
export const STANDIN_PAYOUT_LIMITS = {
  usdttrc20: { min: '8', fee: '1' },
  usdterc20: { min: '20', fee: '4.5' },
} as const

/** One withdrawal of a payout batch, as NOWPayments keeps it. */
export interface StandinPayout {
  id: string
  batch_withdrawal_id: string
  status: string
  error: string | null
  currency: string
  amount: string
  address: string
  hash: string | null
  ipn_callback_url: string
  unique_external_id: string | null
  created_at: string
  requested_at: string | null
  updated_at: string
  /** Whether `/verify` accepted a code for its batch. */
  verified: boolean
}

export interface PayoutIpnFaults {
  badSignature?: boolean
  unsigned?: boolean
  alterBody?: boolean
  times?: number
  concurrent?: boolean
  /** The processor's error text (failed, rejected). */
  error?: string
}

export interface StandinPayment {
  payment_id: number
  payment_status: NowPaymentsStatus
  pay_address: string
  price_amount: string
  price_currency: string
  pay_amount: string
  actually_paid: string
  pay_currency: string
  order_id: string
  order_description: string
  ipn_callback_url: string
  created_at: string
  updated_at: string
  expiration_estimate_date: string
}

export interface IpnFaults {
  /** The amount received (decimal string); default: all of it for finished, else what was paid so far. */
  actuallyPaid?: string
  /** Sign with another key. */
  badSignature?: boolean
  /** Send no signature header. */
  unsigned?: boolean
  /** Change the body after signing it (a tampered IPN). */
  alterBody?: boolean
  /** Deliver the same IPN this many times (default 1)… */
  times?: number
  /** …all at once rather than one after the other. */
  concurrent?: boolean
}

/** `handle`'s answer when the connection is to be cut without one (`payoutFaults.dropAnswer`). */
const DROP = Symbol('drop')

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function demoAddress(payCurrency: string): string {
  if (payCurrency === 'usdterc20') return `0x${randomBytes(20).toString('hex')}`
  let out = 'T'
  for (let i = 0; i < 33; i++) out += BASE58[randomInt(BASE58.length)]
  return out
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** The processor's JSON: amounts as numbers, as NOWPayments sends them. */
function wire(p: StandinPayment) {
  return {
    ...p,
    price_amount: Number(p.price_amount),
    pay_amount: Number(p.pay_amount),
    actually_paid: Number(p.actually_paid),
  }
}

export function createNowPaymentsStandin(options: StandinOptions) {
  const rate = options.rate ?? '34.5'
  const payments = new Map<number, StandinPayment>()
  const payouts = new Map<string, StandinPayout>()
  /** JWTs `/v1/auth` gave, with their end (NOWPayments' last five minutes). */
  const tokens = new Map<string, number>()
  let nextPayoutId = 5_100_000_000 + randomInt(1_000_000)
  /**
   * Faults of the payout API a test switches on: `refuse` answers every `POST /v1/payout` 500;
   * `dropAnswer` creates the payout and then cuts the connection, so the caller never reads its
   * answer (a timeout or a reset on the way back).
   */
  const payoutFaults: { refuse?: boolean; dropAnswer?: boolean } = {}
  const payoutLimits: Record<string, { min: string; fee: string }> = {
    usdttrc20: { ...STANDIN_PAYOUT_LIMITS.usdttrc20 },
    usdterc20: { ...STANDIN_PAYOUT_LIMITS.usdterc20 },
  }
  const timers = new Set<NodeJS.Timeout>()
  let server: Server | null = null
  /** The one start (docs/payments.md "The stand-in": on first use); null before and after. */
  let starting: Promise<void> | null = null
  let closed = false
  let nextId = 5_000_000_000 + randomInt(1_000_000)

  function create(body: Record<string, unknown>): StandinPayment | string {
    const price = decimalText(body.price_amount)
    if (!price || decimalUnits(price) <= 0n) return 'price_amount'
    if (body.price_currency !== 'try') return 'price_currency'
    const payCurrency = body.pay_currency
    if (payCurrency !== 'usdttrc20' && payCurrency !== 'usdterc20') return 'pay_currency'
    if (typeof body.ipn_callback_url !== 'string') return 'ipn_callback_url'
    // pay = price / rate, rounded up to the coin's 6 decimals (the processor never asks too little).
    const num = decimalUnits(price, 18) * 1_000_000n
    const den = decimalUnits(rate, 18)
    const payUnits = (num + den - 1n) / den
    const now = new Date()
    const payment: StandinPayment = {
      payment_id: nextId++,
      payment_status: 'waiting',
      pay_address: demoAddress(payCurrency),
      price_amount: price,
      price_currency: 'try',
      pay_amount: unitsDecimal(payUnits, 6),
      actually_paid: '0',
      pay_currency: payCurrency,
      order_id: String(body.order_id ?? ''),
      order_description: String(body.order_description ?? ''),
      ipn_callback_url: body.ipn_callback_url,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      expiration_estimate_date: new Date(now.getTime() + 20 * 60_000).toISOString(),
    }
    payments.set(payment.payment_id, payment)
    if (options.autoPayMs !== undefined) autoPay(payment.payment_id, options.autoPayMs)
    return payment
  }

  function autoPay(id: number, afterMs: number) {
    const later = (ms: number, status: NowPaymentsStatus) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        sendIpn(id, status).catch((err: unknown) => options.onError?.(err))
      }, ms)
      timer.unref()
      timers.add(timer)
    }
    later(afterMs, 'confirming')
    later(afterMs + 3_000, 'finished')
  }

  /** Moves a payment to `status` and posts its signed IPN (with the faults asked for); answers the HTTP statuses. */
  async function sendIpn(id: number, status: NowPaymentsStatus, faults: IpnFaults = {}): Promise<number[]> {
    const payment = payments.get(id)
    if (!payment) throw new Error(`stand-in: no payment ${id}`)
    payment.payment_status = status
    payment.actually_paid =
      faults.actuallyPaid ?? (status === 'finished' ? payment.pay_amount : payment.actually_paid)
    payment.updated_at = new Date().toISOString()
    const body = wire(payment)
    const signature = signIpn(faults.badSignature ? `${options.ipnSecret}x` : options.ipnSecret, body)
    const sent = faults.alterBody ? { ...body, actually_paid: body.actually_paid + 1 } : body
    const url = options.deliverTo?.() ?? payment.ipn_callback_url
    const once = async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(faults.unsigned ? {} : { [NOWPAYMENTS_SIGNATURE_HEADER]: signature }),
        },
        body: JSON.stringify(sent),
      })
      await res.arrayBuffer()
      return res.status
    }
    const times = faults.times ?? 1
    if (faults.concurrent) return Promise.all(Array.from({ length: times }, once))
    const statuses: number[] = []
    for (let i = 0; i < times; i++) statuses.push(await once())
    return statuses
  }

  /** The coins `amount` lira buy at the stand-in's rate, rounded down to 6 places (never more than owed). */
  function estimateOf(amount: string): string {
    return unitsDecimal((decimalUnits(amount, 18) * 1_000_000n) / decimalUnits(rate, 18), 6)
  }

  function bearer(req: IncomingMessage): boolean {
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')
    const until = m ? tokens.get(m[1]!) : undefined
    return until !== undefined && until > Date.now()
  }

  const ADDRESS = { usdttrc20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/, usdterc20: /^0x[0-9a-fA-F]{40}$/ } as const

  /** `POST /v1/payout`: every withdrawal checked as the processor does, or the whole batch refused. */
  function createPayouts(body: Record<string, unknown>): [number, unknown] {
    const list = body.withdrawals
    if (!Array.isArray(list) || list.length === 0) return [400, { message: 'withdrawals required' }]
    const batchId = String(nextPayoutId++)
    const now = new Date().toISOString()
    const made: StandinPayout[] = []
    for (const w of list as Record<string, unknown>[]) {
      const currency = w.currency
      if (currency !== 'usdttrc20' && currency !== 'usdterc20') return [400, { message: 'invalid currency' }]
      if (typeof w.address !== 'string' || !ADDRESS[currency].test(w.address))
        return [400, { message: 'invalid address' }]
      const amount = decimalText(w.amount)
      if (!amount || decimalUnits(amount) <= 0n) return [400, { message: 'invalid amount' }]
      const external = typeof w.unique_external_id === 'string' ? w.unique_external_id : null
      if (external && [...payouts.values()].some((p) => p.unique_external_id === external))
        return [400, { message: 'unique_external_id already used' }]
      const callback = w.ipn_callback_url ?? body.ipn_callback_url
      if (typeof callback !== 'string') return [400, { message: 'ipn_callback_url required' }]
      made.push({
        id: String(nextPayoutId++),
        batch_withdrawal_id: batchId,
        // Waiting for the 2FA verification, as a real account's payouts do.
        status: 'WAITING',
        error: null,
        currency,
        amount,
        address: w.address,
        hash: null,
        ipn_callback_url: callback,
        unique_external_id: external,
        created_at: now,
        requested_at: null,
        updated_at: now,
        verified: false,
      })
    }
    for (const p of made) payouts.set(p.id, p)
    return [200, { id: batchId, withdrawals: made.map(payoutWire) }]
  }

  function payoutWire(p: StandinPayout) {
    const { verified: _verified, ...wire } = p
    return wire
  }

  /** `POST /v1/payout/{batch}/verify`: the account's current TOTP code, once; then the batch is created. */
  function verifyBatch(batchId: string, code: unknown): [number, unknown] {
    const batch = [...payouts.values()].filter((p) => p.batch_withdrawal_id === batchId)
    if (batch.length === 0) return [404, { message: 'batch not found' }]
    const secret = options.payout!.totpSecret
    const now = Date.now()
    // The current code or the previous step's (a clock a little behind), each used once.
    const valid = [now, now - 30_000].map((t) => totpCode(secret, t))
    // A batch is verified once; a code is good for its 30-second step (several payouts may share it).
    if (typeof code !== 'string' || !valid.includes(code) || batch.some((p) => p.verified))
      return [400, { message: 'invalid verification code' }]
    for (const p of batch) {
      p.verified = true
      p.status = 'CREATING'
      p.requested_at = new Date().toISOString()
      if (options.autoPayMs !== undefined) autoPayout(p.id)
    }
    return [200, 'OK']
  }

  function autoPayout(id: string) {
    const later = (ms: number, status: NowPaymentsPayoutStatus) => {
      const timer = setTimeout(() => {
        timers.delete(timer)
        sendPayoutIpn(id, status).catch((err: unknown) => options.onError?.(err))
      }, ms)
      timer.unref()
      timers.add(timer)
    }
    later(2_000, 'processing')
    later(5_000, 'finished')
  }

  /**
   * Moves a payout to `status` and posts its signed IPN to its `ipn_callback_url` (or `deliverTo`),
   * with the faults asked for; answers the HTTP statuses. Out of order is calling it out of order.
   */
  async function sendPayoutIpn(
    id: string,
    status: NowPaymentsPayoutStatus,
    faults: PayoutIpnFaults = {},
  ): Promise<number[]> {
    const payout = payouts.get(id)
    if (!payout) throw new Error(`stand-in: no payout ${id}`)
    payout.status = status.toUpperCase()
    payout.updated_at = new Date().toISOString()
    if (status === 'finished') payout.hash = randomBytes(32).toString('hex')
    if (faults.error !== undefined) payout.error = faults.error
    const body = payoutWire(payout)
    const signature = signIpn(faults.badSignature ? `${options.ipnSecret}x` : options.ipnSecret, body)
    const sent = faults.alterBody ? { ...body, amount: `${body.amount}1` } : body
    const url = options.deliverTo?.() ?? payout.ipn_callback_url
    return deliver(url, sent, signature, faults)
  }

  async function deliver(
    url: string,
    sent: unknown,
    signature: string,
    faults: { unsigned?: boolean; times?: number; concurrent?: boolean },
  ): Promise<number[]> {
    const once = async () => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(faults.unsigned ? {} : { [NOWPAYMENTS_SIGNATURE_HEADER]: signature }),
        },
        body: JSON.stringify(sent),
      })
      await res.arrayBuffer()
      return res.status
    }
    const times = faults.times ?? 1
    if (faults.concurrent) return Promise.all(Array.from({ length: times }, once))
    const statuses: number[] = []
    for (let i = 0; i < times; i++) statuses.push(await once())
    return statuses
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    try {
      const body: unknown = JSON.parse(await readBody(req))
      return typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null
    } catch {
      return null
    }
  }

  /** The payout endpoints: `/v1/auth`, min-amount and fee with the API key, the rest with the key and the JWT. */
  async function handlePayout(
    req: IncomingMessage,
    url: URL,
  ): Promise<[number, unknown] | typeof DROP | null> {
    const login = options.payout
    if (req.method === 'POST' && url.pathname === '/v1/auth') {
      const body = await readJson(req)
      if (!login || !body || body.email !== login.email || body.password !== login.password)
        return [401, { message: 'Invalid credentials' }]
      const token = randomBytes(24).toString('base64url')
      tokens.set(token, Date.now() + 5 * 60_000)
      return [200, { token }]
    }
    if (req.method === 'GET' && url.pathname === '/v1/estimate') {
      const amount = decimalText(url.searchParams.get('amount'))
      const to = url.searchParams.get('currency_to')
      if (
        !amount ||
        url.searchParams.get('currency_from') !== 'try' ||
        (to !== 'usdttrc20' && to !== 'usdterc20')
      )
        return [400, { message: 'invalid estimate request' }]
      return [
        200,
        {
          currency_from: 'try',
          amount_from: Number(amount),
          currency_to: to,
          estimated_amount: Number(estimateOf(amount)),
        },
      ]
    }
    const min = /^\/v1\/payout-withdrawal\/min-amount\/([a-z0-9]{1,20})$/.exec(url.pathname)
    if (req.method === 'GET' && min) {
      const limits = payoutLimits[min[1]!]
      return limits
        ? [200, { success: true, result: Number(limits.min) }]
        : [400, { message: 'invalid coin' }]
    }
    if (req.method === 'GET' && url.pathname === '/v1/payout/fee') {
      const limits = payoutLimits[url.searchParams.get('currency') ?? '']
      const amount = decimalText(url.searchParams.get('amount'))
      if (!limits || !amount) return [400, { message: 'invalid fee request' }]
      return [200, { currency: url.searchParams.get('currency'), fee: Number(limits.fee) }]
    }
    if (!url.pathname.startsWith('/v1/payout')) return null
    if (!login || !bearer(req)) return [401, { message: 'Authorization required' }]
    if (req.method === 'POST' && url.pathname === '/v1/payout') {
      if (payoutFaults.refuse) return [500, { message: 'Internal server error' }]
      const body = await readJson(req)
      if (!body) return [400, { message: 'invalid body' }]
      const made = createPayouts(body)
      return payoutFaults.dropAnswer && made[0] === 200 ? DROP : made
    }
    if (req.method === 'GET' && url.pathname === '/v1/payout') {
      // Newest first, from date_from; the processor's own filters we use.
      const from = Date.parse(url.searchParams.get('date_from') ?? '')
      const list = [...payouts.values()]
        .filter((p) => Number.isNaN(from) || Date.parse(p.created_at) >= from)
        .reverse()
        .slice(0, Number(url.searchParams.get('limit') ?? 10) || 10)
      return [200, { payouts: list.map(payoutWire) }]
    }
    const verify = /^\/v1\/payout\/(\d{1,20})\/verify$/.exec(url.pathname)
    if (req.method === 'POST' && verify) {
      const body = await readJson(req)
      return verifyBatch(verify[1]!, body?.verification_code)
    }
    const one = /^\/v1\/payout\/(\d{1,20})$/.exec(url.pathname)
    if (req.method === 'GET' && one) {
      const batch = [...payouts.values()].filter((p) => p.batch_withdrawal_id === one[1])
      return batch.length > 0 ? [200, batch.map(payoutWire)] : [404, { message: 'payout not found' }]
    }
    return [404, { message: 'not found' }]
  }

  async function handle(req: IncomingMessage): Promise<[number, unknown] | typeof DROP> {
    if (req.headers['x-api-key'] !== options.apiKey) return [403, { message: 'Invalid api key' }]
    const url = new URL(req.url ?? '/', 'http://standin')
    const payoutAnswer = await handlePayout(req, url)
    if (payoutAnswer) return payoutAnswer
    if (req.method === 'POST' && url.pathname === '/v1/payment') {
      let body: unknown
      try {
        body = JSON.parse(await readBody(req))
      } catch {
        return [400, { message: 'invalid json' }]
      }
      if (typeof body !== 'object' || body === null) return [400, { message: 'invalid body' }]
      const made = create(body as Record<string, unknown>)
      return typeof made === 'string' ? [400, { message: `invalid ${made}` }] : [201, wire(made)]
    }
    const match = /^\/v1\/payment\/(\d{1,20})$/.exec(url.pathname)
    if (req.method === 'GET' && match) {
      const payment = payments.get(Number(match[1]))
      return payment ? [200, wire(payment)] : [404, { message: 'payment not found' }]
    }
    return [404, { message: 'not found' }]
  }

  return {
    payments,
    sendIpn,
    payouts,
    sendPayoutIpn,
    payoutFaults,
    payoutLimits,
    /** The key its IPNs are signed with, for a test that signs one by hand. */
    ipnSecret: options.ipnSecret,
    /** The API's base URL (after `listen`). */
    get url(): string {
      const address = server?.address() as AddressInfo | null | undefined
      if (!address) throw new Error('stand-in: not listening')
      return `http://127.0.0.1:${address.port}`
    },
    /** Whether it listens (or is starting): a site that never needed it never opened its port. */
    get started(): boolean {
      return starting !== null
    },
    /** Starts it once; later calls wait for the same start. Refused after `close`. */
    listen(): Promise<void> {
      if (closed) return Promise.reject(new Error('stand-in: closed'))
      starting ??= new Promise<void>((resolve, reject) => {
        const s = createServer((req, res) => {
          handle(req)
            .then((answer) => {
              if (answer === DROP) {
                res.socket?.destroy()
                return
              }
              const [status, body] = answer
              res.writeHead(status, { 'content-type': 'application/json' })
              res.end(JSON.stringify(body))
            })
            .catch(() => {
              res.writeHead(500)
              res.end()
            })
        })
        s.once('error', reject)
        s.listen(0, '127.0.0.1', () => {
          server = s
          resolve()
        })
      })
      return starting
    },
    /** Stops its timers and, if it was started, its server (after a start in flight has finished). */
    async close(): Promise<void> {
      closed = true
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      if (starting) await starting.catch(() => {})
      const s = server
      server = null
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
    },
  }
}

export type NowPaymentsStandin = ReturnType<typeof createNowPaymentsStandin>
