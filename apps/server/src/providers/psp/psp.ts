/**
 * A payment service provider behind one interface (docs/wallet.md, "The PSP adapter"). The payments
 * service only speaks this; a real PSP (Papara, a card acquirer) is one more file beside the demo.
 */
export interface PspPaymentRequest {
  paymentId: number
  /** Kuruş. */
  amount: bigint
  currency: 'TRY'
  methodTitle: string
  /**
   * The origin the player is on (lib/origin.ts): where a page we host is linked from and where the
   * player comes back to.
   */
  siteOrigin: string
}

/** What a verified webhook says happened to one of our payments. */
export interface PspEvent {
  event: 'payment.succeeded' | 'payment.cancelled'
  paymentId: number
  amount: bigint
  currency: string
  /** The PSP's own id of the payment. */
  reference: string
}

export interface PspAdapter {
  id: string
  /** Where the player pays: a page URL to open in a new tab (spec §4: data starting with http). */
  createPayment(input: PspPaymentRequest): Promise<{ url: string; reference: string }>
  /**
   * The page of a payment already created and not yet paid, for the player who continues it later
   * (docs/wallet.md "Pending deposits").
   */
  paymentUrl(input: { paymentId: number; reference: string | null; siteOrigin: string }): string
  /**
   * The signature over the exact bytes received, never over re-serialised JSON, and over the time
   * the PSP signed them: a webhook signed too long before `nowMs` is refused (a replay).
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    nowMs: number,
  ): boolean
  /** A verified body → the canonical event, or null when it is not one we understand. */
  parseWebhook(rawBody: Buffer): PspEvent | null
}
