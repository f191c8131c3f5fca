/**
 * One HTTP call of the chaos run, made against the load balancer only, and classified the way the
 * run's reconciliation needs it (docs/scaling.md "The chaos run"):
 * - `ack`: 2xx with `success: true` — the site says it happened, so it must be in the ledger once;
 * - `refused`: a clear answer that nothing happened — any 4xx, or 503 with the API's envelope
 *   (`SERVER_BUSY` style) — so it must not be in the ledger;
 * - `unknown`: no answer or one that says nothing about the outcome (a socket error, a time-out, a
 *   502/504 from the balancer, any other 5xx), or the documented 503 `OUTCOME_UNKNOWN` (the
 *   database connection broke under a write) — it may or may not have happened, and the
 *   reconciliation allows either, never both.
 */
import http from 'node:http'
import https from 'node:https'
import { lastUpstream } from './failures.js'
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

/**
 * The most connections the run's process keeps open to one site (and in all). Each is a file, and
 * this machine's per-process limit is 20,000 (docs/operations.md "The chaos run"): a player has one
 * call in flight at a time, so 2,000 players and the sports board fit under it with no call queued,
 * and the hub sockets live in other processes (hub-pool.ts). Kept alive, as a browser keeps them.
 */
export const HTTP_SOCKETS = 4_096
// An idle connection is closed after 4 s (fetch's default), well before nginx or an instance would
// close it: a call sent on a connection the server is closing would count as unanswered.
const AGENT_OPTIONS = {
  keepAlive: true,
  maxSockets: HTTP_SOCKETS,
  maxTotalSockets: HTTP_SOCKETS,
  timeout: 4_000,
}
const agents = { 'http:': new http.Agent(AGENT_OPTIONS), 'https:': new https.Agent(AGENT_OPTIONS) }

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
    let upstream: string | null = null
    let error: string | null = null
    try {
      const res = await send(new URL(origin + path), method, headers, payload)
      answer = classify<T>(res.status, res.text)
      upstream = lastUpstream(res.upstream)
    } catch (e) {
      answer = { outcome: 'unknown', status: 0, code: null, data: null }
      error = noAnswerKind(e)
    }
    this.timeline.record(
      label,
      answer.status,
      performance.now() - started,
      documented503(answer),
      answer.code,
      { error, upstream },
    )
    return answer
  }
}

/** One request through the bounded agents; redirects are answers, not followed. */
function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  payload: string | undefined,
): Promise<{ status: number; text: string; upstream: string | string[] | undefined }> {
  const secure = url.protocol === 'https:'
  const request = secure ? https.request : http.request
  if (payload !== undefined) headers['content-length'] = String(Buffer.byteLength(payload))
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method,
        headers,
        agent: agents[secure ? 'https:' : 'http:'],
        signal: AbortSignal.timeout(TIMEOUT_MS),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.once('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            // The stack's nginx names the instance it passed the call to (scripts/stack/configs.ts).
            upstream: res.headers['x-upstream'],
          }),
        )
        res.once('error', reject)
      },
    )
    req.once('error', reject)
    req.end(payload)
  })
}

/** Why a call had no answer: the run's own time-out, or the socket's error code (ECONNRESET, …). */
function noAnswerKind(e: unknown): string {
  const err = e as { name?: string; code?: string; message?: string }
  if (err.name === 'TimeoutError' || err.name === 'AbortError') return 'timeout'
  return err.code ?? err.message ?? 'no answer'
}

/** A 503 with the API's envelope: "busy, nothing done", or "the outcome is unknown, check first". */
const documented503 = (answer: Answer): boolean =>
  answer.status === 503 && (answer.outcome === 'refused' || answer.code === 'OUTCOME_UNKNOWN')

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
    return { outcome: code === 'OUTCOME_UNKNOWN' ? 'unknown' : 'refused', status, code, data: null }
  return { outcome: 'unknown', status, code, data: null }
}

/**
 * What a call retried with the same key tells of its outcome. The retry's answer stands for both
 * tries only when the server got as far as the idempotent replay; a refusal at the door says nothing
 * of the first try, which may have been placed: busy in line (503 `SERVER_BUSY`), a game token that
 * expired meanwhile (401), a rate limit (429). Then the outcome stays unknown.
 *
 * `firstMayStillLand`: no refusal speaks for a first try that may still be running. A cash-out in
 * play is held for seconds and then re-offered when the match moved during its hold
 * (docs/sportsbook.md "Cash-out"): a retry refused so says nothing of the first, read late by a
 * loaded instance, whose own hold may pass (a 4-minute chaos run counted one such cash-out
 * "refused, yet made": an instance just started again read the first 35 s after nginx had it and
 * made it, while the retry, sent at the first's time-out, was held and re-offered: 409).
 */
export function retryOutcome<T>(retry: Answer<T>, firstMayStillLand = false): Answer<T> {
  const atTheDoor = retry.status === 401 || retry.status === 429 || retry.status === 503
  return retry.outcome === 'refused' && (atTheDoor || firstMayStillLand)
    ? { ...retry, outcome: 'unknown' }
    : retry
}
