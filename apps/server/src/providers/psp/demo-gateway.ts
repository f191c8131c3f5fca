import { createHmac, timingSafeEqual } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { PspAdapter, PspEvent, PspPaymentRequest } from './psp.js'

/**
 * The demo gateway: shaped like a hosted-payment-page PSP, run by our own server. `createPayment`
 * answers a signed link to the page at `/pay/{paymentId}`; the page's Pay and Cancel buttons make the
 * "gateway" send an HMAC-SHA256-signed webhook to `POST /api/payment/callback/demo`, exactly as a
 * real PSP would call us from outside. The key is PSP_DEMO_SECRET.
 */
export const DEMO_SIGNATURE_HEADER = 'x-demo-signature'

/**
 * How far the signed time of a webhook may be from ours, either way (docs/wallet.md "The PSP
 * adapter"): a captured webhook replayed later than this is refused, as Stripe and Adyen do.
 */
export const WEBHOOK_TOLERANCE_MS = 5 * 60_000

/** `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`. */
const SIGNATURE_SHAPE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/

export function hmacHex(secret: string, data: Buffer | string): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * A fault the operator holds the demo gateway in (docs/operations.md "The chaos run"): its answer
 * to a new payment delayed by `delayMs`, then refused when `fail`. Read from PSP_DEMO_FAULT_FILE at
 * each payment, so every instance of a stack follows the one file; no file, no fault.
 */
export interface DemoGatewayFault {
  delayMs: number
  fail: boolean
}

export async function readDemoFault(file: string | undefined): Promise<DemoGatewayFault | null> {
  if (!file) return null
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch {
    return null
  }
  try {
    const f = JSON.parse(text) as Partial<DemoGatewayFault>
    const delayMs = Number.isSafeInteger(f.delayMs) && f.delayMs! > 0 ? Math.min(f.delayMs!, 60_000) : 0
    return { delayMs, fail: f.fail === true }
  } catch {
    // A file being written is read again at the next payment.
    return null
  }
}

export class DemoGatewayDown extends Error {
  constructor() {
    super('demo gateway: failing (PSP_DEMO_FAULT_FILE)')
  }
}

export function createDemoGateway(options: { secret: string; faultFile?: string | undefined }): PspAdapter & {
  pageSignature(paymentId: number): string
  checkPageSignature(paymentId: number, sig: unknown): boolean
  signWebhook(rawBody: string, nowMs: number): string
  webhookBody(event: PspEvent): string
} {
  const { secret } = options
  const pageSignature = (paymentId: number) => hmacHex(secret, `page:${paymentId}`)
  // The page is served by this same server, so it is linked on the origin the player is on.
  const pageUrl = (paymentId: number, siteOrigin: string) =>
    `${siteOrigin.replace(/\/+$/, '')}/pay/${paymentId}?sig=${pageSignature(paymentId)}`
  return {
    id: 'demo',
    pageSignature,
    checkPageSignature: (paymentId, sig) =>
      typeof sig === 'string' && safeEqualHex(sig, pageSignature(paymentId)),
    async createPayment(input: PspPaymentRequest) {
      const fault = await readDemoFault(options.faultFile)
      if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs))
      if (fault?.fail) throw new DemoGatewayDown()
      return { url: pageUrl(input.paymentId, input.siteOrigin), reference: `demo-${input.paymentId}` }
    },
    paymentUrl: (input) => pageUrl(input.paymentId, input.siteOrigin),
    signWebhook: (rawBody, nowMs) => {
      const stamp = Math.floor(nowMs / 1000)
      return `t=${stamp},v1=${hmacHex(secret, `${stamp}.${rawBody}`)}`
    },
    webhookBody: (event) =>
      JSON.stringify({
        event: event.event,
        paymentId: event.paymentId,
        amount: event.amount.toString(),
        currency: event.currency,
        reference: event.reference,
      }),
    verifyWebhook(rawBody, headers, nowMs) {
      const header = headers[DEMO_SIGNATURE_HEADER]
      const match = typeof header === 'string' ? SIGNATURE_SHAPE.exec(header) : null
      if (!match) return false
      // The shape's two groups always take part in a match.
      const [, stamp = '', mac = ''] = match
      // The time is inside the signed bytes, so it cannot be refreshed on a captured webhook.
      const signed = Buffer.concat([Buffer.from(`${stamp}.`, 'utf8'), rawBody])
      if (!safeEqualHex(mac, hmacHex(secret, signed))) return false
      return Math.abs(nowMs - Number(stamp) * 1000) <= WEBHOOK_TOLERANCE_MS
    },
    parseWebhook(rawBody) {
      let body: unknown
      try {
        body = JSON.parse(rawBody.toString('utf8'))
      } catch {
        return null
      }
      if (typeof body !== 'object' || body === null) return null
      const b = body as Record<string, unknown>
      if (b.event !== 'payment.succeeded' && b.event !== 'payment.cancelled') return null
      if (typeof b.paymentId !== 'number' || !Number.isSafeInteger(b.paymentId) || b.paymentId < 1)
        return null
      if (typeof b.amount !== 'string' || !/^\d{1,15}$/.test(b.amount)) return null
      if (typeof b.currency !== 'string' || typeof b.reference !== 'string' || b.reference.length > 100)
        return null
      return {
        event: b.event,
        paymentId: b.paymentId,
        amount: BigInt(b.amount),
        currency: b.currency,
        reference: b.reference,
      }
    },
  }
}

export type DemoGateway = ReturnType<typeof createDemoGateway>
