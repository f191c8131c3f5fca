import { randomBytes, randomInt } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  NOWPAYMENTS_SIGNATURE_HEADER,
  decimalText,
  decimalUnits,
  signIpn,
  unitsDecimal,
  type NowPaymentsStatus,
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
  const timers = new Set<NodeJS.Timeout>()
  let server: Server | null = null
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

  async function handle(req: IncomingMessage): Promise<[number, unknown]> {
    if (req.headers['x-api-key'] !== options.apiKey) return [403, { message: 'Invalid api key' }]
    const url = new URL(req.url ?? '/', 'http://standin')
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
    /** The key its IPNs are signed with, for a test that signs one by hand. */
    ipnSecret: options.ipnSecret,
    /** The API's base URL (after `listen`). */
    get url(): string {
      const address = server?.address() as AddressInfo | null | undefined
      if (!address) throw new Error('stand-in: not listening')
      return `http://127.0.0.1:${address.port}`
    },
    async listen(): Promise<void> {
      server = createServer((req, res) => {
        handle(req)
          .then(([status, body]) => {
            res.writeHead(status, { 'content-type': 'application/json' })
            res.end(JSON.stringify(body))
          })
          .catch(() => {
            res.writeHead(500)
            res.end()
          })
      })
      const s = server
      await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve))
    },
    async close(): Promise<void> {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      const s = server
      server = null
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
    },
  }
}

export type NowPaymentsStandin = ReturnType<typeof createNowPaymentsStandin>
