/**
 * What the chaos run saw, second by second: answers, their latencies and statuses, the hub's open
 * sockets, and the fault windows (docs/scaling.md "The chaos run"). The report's chart and its
 * "5xx outside faults" count are read from here.
 */

import { failureKind, overlappedFault, type Failure, type Span } from './failures.js'
import type { OwnBack } from './hub-pool.js'

export interface FaultWindow {
  name: string
  /** Seconds since the run started. */
  from: number
  to: number
  /**
   * Seconds until every hub client was back (null: never within the wait), from the fault's undoing,
   * or from its start for a fault that moves sockets (an instance stopped, faults.ts).
   */
  hubBackS: number | null
  /**
   * For a fault on one instance: seconds from the signal until every hub client that was on that
   * instance was open again (null: not within the wait), and how many there were.
   */
  ownBack?: OwnBack | null
}

export interface Second {
  t: number
  answers: number
  /** Answers of status ≥ 500 or none at all (a socket error or a time-out). */
  failures: number
  /** 503s with the API's envelope: the documented "busy, nothing done". */
  busy: number
  latencies: number[]
  sockets: number
}

export interface Totals {
  answers: number
  failuresOutside: number
  failuresInside: number
  undocumentedInside: number
  byLabel: Map<string, { n: number; failures: number; latencies: number[] }>
}

export class Timeline {
  readonly started = performance.now()
  readonly seconds: Second[] = []
  readonly faults: FaultWindow[] = []
  private openSockets = 0

  now(): number {
    return (performance.now() - this.started) / 1000
  }

  private at(t: number): Second {
    const i = Math.floor(t)
    while (this.seconds.length <= i)
      this.seconds.push({
        t: this.seconds.length,
        answers: 0,
        failures: 0,
        busy: 0,
        latencies: [],
        sockets: this.openSockets,
      })
    return this.seconds[i]!
  }

  private labels = new Map<string, { n: number; failures: number; latencies: number[] }>()
  /** Every 5xx or unanswered call, for the report's "Where the failures are". */
  readonly failures: Failure[] = []
  /** The reconciliation's pauses: no call is sent while one lasts. */
  readonly pauses: Span[] = []

  /** Refusals by call, status and code, for the report. */
  readonly refusals = new Map<string, number>()

  record(
    label: string,
    status: number,
    ms: number,
    busyEnvelope = false,
    code: string | null = null,
    /** Why there was no answer (`timeout`, `ECONNRESET`), and the instance nginx names. */
    more: { error?: string | null; upstream?: string | null } = {},
  ): void {
    if (status >= 400 && status < 500) {
      const k = `${label}: ${status} ${code ?? ''}`.trim()
      this.refusals.set(k, (this.refusals.get(k) ?? 0) + 1)
    }
    const s = this.at(this.now())
    const failed = status === 0 || status >= 500
    s.answers++
    s.latencies.push(ms)
    if (failed) s.failures++
    if (status === 503 && busyEnvelope) s.busy++
    const l = this.labels.get(label) ?? { n: 0, failures: 0, latencies: [] }
    l.n++
    if (failed) l.failures++
    if (l.latencies.length < 200_000) l.latencies.push(ms)
    this.labels.set(label, l)
    if (!failed) return
    const ended = this.now()
    const sent = ended - ms / 1000
    this.failures.push({
      label,
      kind: failureKind(status, code, more.error ?? null),
      upstream: more.upstream ?? null,
      sent,
      ended,
      fault: overlappedFault(this.faults, sent, ended),
      documented: status === 503 && busyEnvelope,
    })
  }

  /** Marks a reconciliation pause (no calls sent), drawn on the chart. */
  pause(name: string): Span {
    const p = { name, from: this.now(), to: Number.NaN }
    this.pauses.push(p)
    return p
  }

  endPause(p: Span): void {
    p.to = this.now()
  }

  sockets(open: number): void {
    this.openSockets = open
    this.at(this.now()).sockets = open
  }

  /** Marks a fault window; answers inside it are judged by the fault rules, not the quiet ones. */
  fault(name: string): FaultWindow {
    const w: FaultWindow = { name, from: this.now(), to: Number.NaN, hubBackS: null }
    this.faults.push(w)
    return w
  }

  endFault(w: FaultWindow): void {
    w.to = this.now()
  }

  /**
   * The counts, each failure placed by the window its time on the wire overlapped: one that started
   * in a fault and timed out after it is the fault's (failures.ts `overlappedFault`).
   */
  totals(): Totals {
    const placed = this.failures.map((f) => ({
      ...f,
      fault: overlappedFault(this.faults, f.sent, f.ended),
    }))
    const inside = placed.filter((f) => f.fault !== null)
    return {
      answers: this.seconds.reduce((a, s) => a + s.answers, 0),
      failuresOutside: placed.length - inside.length,
      failuresInside: inside.length,
      undocumentedInside: inside.filter((f) => !f.documented).length,
      byLabel: this.labels,
    }
  }

  /** The failures placed against the final windows (a window still open when a call failed has closed since). */
  placedFailures(): Failure[] {
    return this.failures.map((f) => ({ ...f, fault: overlappedFault(this.faults, f.sent, f.ended) }))
  }
}

/** The p-th percentile of `values` (0–100), nearest rank; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}
