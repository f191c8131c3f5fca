import type { SimCall, SimFault } from './dialect.js'
import { failureOf, retryLater } from './wallet-calls.js'

/*
 * How an aggregator sends its wallet calls, whatever its dialect (docs/providers.md "Simulator"):
 * one call's outcome (an answer, or a timeout / network / HTTP failure), the call that closes a
 * round (sent again on a failure, with the `timeout-retry` and `win-twice` faults), and the calls
 * owed (rollbacks), sent again in the background with a growing back-off until they land. Each
 * dialect says which answers count and its own counts and waits.
 */

export type SimFailure = 'timeout' | 'network' | `http ${number}`
export type SimOutcome<R> = { reply: R } | { failure: SimFailure }

/** One call: its answer, or a failure (`check` names an answer the dialect does not trust). */
export async function outcomeOf<R>(
  send: () => Promise<R>,
  check: (reply: R) => SimFailure | null,
): Promise<SimOutcome<R>> {
  try {
    const reply = await send()
    const failure = check(reply)
    return failure ? { failure } : { reply }
  } catch (err) {
    return { failure: failureOf(err) }
  }
}

interface Logged<R> {
  path: string
  transactionId: string
  send: () => Promise<SimOutcome<R>>
  statusOf: (out: SimOutcome<R>) => string
}

/**
 * The call that closes a round (a win, a result, a credit, EGT's WithdrawAndDeposit), with one id:
 * sent again on a timeout or a network or 5xx failure, up to `attempts` times, never after an
 * answer or a 4xx. `record` logs one attempt in the round's calls, in the dialect's own shape, and
 * hands back its entry. The `timeout-retry` fault drops the first answer as if it never came (its
 * entry says `timeout`, and a provider does not count it booked); `win-twice` sends the same call
 * once more after it landed.
 */
export async function sendClosing<R>(
  send: () => Promise<SimOutcome<R>>,
  record: (out: SimOutcome<R>) => SimCall,
  fault: SimFault | null,
  attempts: number,
): Promise<SimOutcome<R>> {
  let out: SimOutcome<R> = { failure: 'network' }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    out = await send()
    const entry = record(out)
    if (fault === 'timeout-retry' && attempt === 1) {
      entry.status = 'timeout'
      if (entry.booked !== undefined) entry.booked = false
      continue
    }
    if ('reply' in out || out.failure.startsWith('http 4')) break
  }
  if (fault === 'win-twice') {
    out = await send()
    record(out)
  }
  return out
}

/** A round's call log in the plain shape (path, id, status): `record` for sendClosing, `log` to send and log in one expression. */
export function roundLog<R>(calls: SimCall[], statusOf: (out: SimOutcome<R>) => string) {
  const record = (path: string, transactionId: string, out: SimOutcome<R>): SimCall => {
    const entry = { path, transactionId, status: statusOf(out) }
    calls.push(entry)
    return entry
  }
  const log = (path: string, transactionId: string, out: SimOutcome<R>) => {
    record(path, transactionId, out)
    return out
  }
  return { record, log }
}

/** Calls owed (rollbacks): each sent now, then again with a doubling wait until it lands. */
export function owedCalls(o: {
  attempts: number
  backoffMs: number
  backoffMaxMs: number
  onError?: ((err: unknown) => void) | undefined
}) {
  // The first resend waits twice the back-off, as these dialects count their waits.
  const later = retryLater({
    attempts: o.attempts,
    firstWaitMs: 2 * o.backoffMs,
    maxWaitMs: o.backoffMaxMs,
    onError: o.onError,
  })
  return {
    async send<R>(calls: SimCall[], c: Logged<R>, landed: (out: SimOutcome<R>) => boolean) {
      const first = await c.send()
      calls.push({ path: c.path, transactionId: c.transactionId, status: c.statusOf(first) })
      if (!landed(first)) later.retry(async () => landed(await c.send()))
      return first
    },
    /** Stops the retries (the process is closing). */
    close: later.close,
  }
}
