import type { SimCall, SimFault } from './dialect.js'
import { outcomeOf, type SimFailure, type SimOutcome } from './calls.js'
import { retryLater } from './wallet-calls.js'

/*
 * How the simulator's dialects deliver a wallet call (docs/providers.md "Simulator"): one call's
 * outcome, the round's closing credit with its retries and faults, and the retries owed in the
 * background (a rollback that must land). The rules that differ per provider (what counts as done,
 * how many attempts) are the dialect's arguments.
 */

export type { SimFailure }
export type Delivered<R> = SimOutcome<R>

/**
 * Sends once. `check` says when an answer is no answer (a bad status, an unsigned or unreadable
 * body): the provider treats it as a failed call like any other.
 */
export const deliver = outcomeOf

/**
 * A round's call log: `record` adds a call and hands back its entry (the `timeout-retry` fault
 * rewrites its status), `log` hands back the outcome, for sending and logging in one expression.
 */
export function roundLog<R>(calls: SimCall[], statusOf: (out: Delivered<R>) => string) {
  const record = (path: string, transactionId: string, out: Delivered<R>): SimCall => {
    const entry = { path, transactionId, status: statusOf(out) }
    calls.push(entry)
    return entry
  }
  const log = (path: string, transactionId: string, out: Delivered<R>) => {
    record(path, transactionId, out)
    return out
  }
  return { record, log }
}

/**
 * The credit that closes a round, with one id: retried up to `attempts` times on a timeout, a
 * network failure or a 5xx (never after an answer or a 4xx). The `timeout-retry` fault drops the
 * first answer as if it never came, so the credit goes again; `win-twice` sends it once more after
 * it landed. Each attempt is logged (`log` records it in the round's calls and hands it back).
 */
export async function deliverCredit<R>(
  send: () => Promise<Delivered<R>>,
  log: (out: Delivered<R>) => SimCall,
  fault: SimFault | null,
  attempts: number,
): Promise<Delivered<R>> {
  let out: Delivered<R> = { failure: 'network' }
  for (let attempt = 1; attempt <= attempts; attempt++) {
    out = await send()
    const call = log(out)
    if (fault === 'timeout-retry' && attempt === 1) {
      call.status = 'timeout'
      continue
    }
    if ('reply' in out || out.failure.startsWith('http 4')) break
  }
  if (fault === 'win-twice') {
    out = await send()
    log(out)
  }
  return out
}

/** Calls owed in the background, resent with a doubling back-off until done; `close` stops them all. */
export function backgroundRetries(o: {
  attempts: number
  firstWaitMs: number
  maxWaitMs: number
  onError?: (err: unknown) => void
}) {
  // The first resend waits twice `firstWaitMs`, as EGT's dialect counts its waits.
  const later = retryLater({ ...o, firstWaitMs: 2 * o.firstWaitMs })
  return {
    /** Resends `send` after a growing wait while `done` says no (the first send was the caller's). */
    until<T>(send: () => Promise<T>, done: (out: T) => boolean) {
      later.retry(async () => done(await send()))
    },
    close: later.close,
  }
}
