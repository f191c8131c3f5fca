/**
 * One HTTP call of the chaos run, made against the load balancer only, and classified the way the
 * run's reconciliation needs it (docs/scaling.md "The chaos run"):
 * - `ack`: 2xx with `success: true` — the site says it happened, so it must be in the ledger once;
 * - `refused`: a clear answer that nothing happened — any 4xx, or 503 with the API's envelope
 *   (`SERVER_BUSY` style) — so it must not be in the ledger;
 * - `unknown`: no answer or one that says nothing about the outcome (a socket error, a time-out, a
 *   502/504 from the balancer, any other 5xx) — it may or may not have happened, and the
 *   reconciliation allows either, never both.
 */
import type { Timeline } from './timeline.js'

export type Outcome = 'ack' | 'refused' | 'unknown'

export interface Answer<T = unknown> {
  outcome: Outcome
  status: number
  /** The envelope's error code on a refusal (`INSUFFICIENT_FUNDS`, `SERVER_BUSY`, …). */
  code: string | null
  data: T | null
}

export interface Caller {
  token?: string | null
  gameToken?: string | null
  fingerprint?: string | null
}

// Longer than a live bet's delay (the book holds an in-play bet for seconds before it answers).
const TIMEOUT_MS = Number(process.env.CHAOS_TIMEOUT_MS ?? 30_000)

export class Client {
  constructor(
    readonly base: string,
    private readonly timeline: Timeline,
  ) {}

  async call<T>(
    label: string,
    method: 'GET' | 'POST',
    path: string,
    who: Caller,
    body?: unknown,
    form?: Record<string, string>,
    /** Another origin than the site's (the provider simulator's game page). */
    origin: string = this.base,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-locale': 'tr' }
    if (who.token) headers.authorization = `Bearer ${who.token}`
    if (who.gameToken) headers['x-game-token'] = who.gameToken
    if (who.fingerprint) headers['x-fingerprint'] = who.fingerprint
    let payload: string | undefined
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(form).toString()
    } else if (method === 'POST') {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body ?? {})
    }
    const started = performance.now()
    let answer: Answer<T>
    try {
      const res = await fetch(origin + path, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      const text = await res.text()
      answer = classify<T>(res.status, text)
    } catch {
      answer = { outcome: 'unknown', status: 0, code: null, data: null }
    }
    this.timeline.record(
      label,
      answer.status,
      performance.now() - started,
      answer.status === 503 && answer.outcome === 'refused',
      answer.code,
    )
    return answer
  }
}

function classify<T>(status: number, text: string): Answer<T> {
  type Envelope = { success?: boolean; code?: string; data?: T }
  let envelope: Envelope | null
  try {
    envelope = JSON.parse(text) as Envelope
  } catch {
    envelope = null
  }
  const code = envelope?.code ?? null
  if (status >= 200 && status < 400) {
    // The demo gateway's answer page is HTML, not an envelope: its 2xx is the acknowledgement.
    // The provider simulator answers bare JSON, not the API's envelope: the body is the data.
    if (envelope !== null && typeof envelope === 'object' && !('success' in envelope))
      return { outcome: 'ack', status, code: null, data: envelope as T }
    if (envelope === null || envelope.success !== false)
      return { outcome: 'ack', status, code: null, data: envelope?.data ?? null }
    return { outcome: 'refused', status, code, data: null }
  }
  if (status >= 400 && status < 500) return { outcome: 'refused', status, code, data: null }
  if (status === 503 && envelope && envelope.success === false)
    return { outcome: 'refused', status, code, data: null }
  return { outcome: 'unknown', status, code, data: null }
}
