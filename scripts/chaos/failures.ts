/**
 * Where the chaos run's failures are (docs/operations.md "The chaos run", "Reading the failures"):
 * every 5xx or unanswered call kept with its call, its kind (the status, the 503's code, or why
 * there was no answer), the instance nginx says answered it, and when it was sent and ended, so the
 * report can place each one against the fault windows: inside which window, or how long after the
 * last one closed.
 */

/** A fault window or a reconciliation pause, in seconds since the run started. */
export interface Span {
  name: string
  from: number
  /** NaN while it lasts. */
  to: number
}

export interface Failure {
  label: string
  /** `502`, `503 SERVER_BUSY`, `503 OUTCOME_UNKNOWN`, `500 INTERNAL`, `timeout`, `ECONNRESET`, … */
  kind: string
  /** The instance that answered (`127.0.0.1:3262`), as nginx's `X-Upstream` names it; null without. */
  upstream: string | null
  /** Seconds since the run started. */
  sent: number
  ended: number
  /** The fault window the call overlapped, or null: a failure outside faults. */
  fault: string | null
  documented: boolean
}

/**
 * The kind of a failed call: the status and the envelope's code when there was an answer, else why
 * there was none (the client's time-out, a reset or refused connection).
 */
export function failureKind(status: number, code: string | null, error: string | null): string {
  if (status === 0) return error ?? 'no answer'
  return code ? `${status} ${code}` : String(status)
}

/**
 * The instance that answered, from nginx's `$upstream_addr`: the last address tried, since earlier
 * ones were passed over (`proxy_next_upstream`); null when nginx answered without an instance.
 */
export function lastUpstream(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join(', ') : header
  if (!value) return null
  const last = value
    .split(/[,:]\s+/)
    .at(-1)
    ?.trim()
  return last && last !== '-' ? last : null
}

/**
 * The fault window a call belongs to: the one its time on the wire overlapped. A call sent while an
 * instance was dying and timed out after the window closed met the fault, not the quiet site; it
 * still counts as a failure inside, and as undocumented unless it was the documented 503.
 */
export function overlappedFault(windows: readonly Span[], sent: number, ended: number): string | null {
  for (let i = windows.length - 1; i >= 0; i--) {
    const w = windows[i]!
    const to = Number.isNaN(w.to) ? Infinity : w.to
    if (sent <= to && ended >= w.from) return w.name
  }
  return null
}

const BUCKET_S = 10

/**
 * Where a failure sits in 10-s buckets: `SIGKILL one instance +10–20 s` counted from a window's
 * start for one inside it; `after SIGKILL one instance +0–10 s` from the window's end for one
 * outside; `before the first fault 120–130 s` from the run's start before any. Placed by the end of
 * the call (when it failed).
 */
export function placeOf(f: Failure, windows: readonly Span[]): string {
  const bucket = (s: number) => {
    const b = Math.floor(Math.max(0, s) / BUCKET_S) * BUCKET_S
    return `${b}–${b + BUCKET_S} s`
  }
  if (f.fault) {
    const w = windows.find((x) => x.name === f.fault)!
    return `${f.fault} +${bucket(f.ended - w.from)}`
  }
  const before = windows.filter((w) => !Number.isNaN(w.to) && w.to <= f.ended).at(-1)
  if (!before) return `before the first fault ${bucket(f.ended)}`
  return `after ${before.name} +${bucket(f.ended - before.to)}`
}

/** Counts of `key(f)` × kind, rows sorted by their total, as a markdown table. */
export function crossTable(
  failures: readonly Failure[],
  head: string,
  key: (f: Failure) => string,
  order: 'count' | 'first' = 'count',
): string[] {
  if (!failures.length) return ['None.']
  const kinds = [...new Set(failures.map((f) => f.kind))].sort()
  const rows = new Map<string, { total: number; first: number; by: Map<string, number> }>()
  for (const f of failures) {
    const k = key(f)
    const r = rows.get(k) ?? { total: 0, first: f.ended, by: new Map<string, number>() }
    r.total++
    r.first = Math.min(r.first, f.ended)
    r.by.set(f.kind, (r.by.get(f.kind) ?? 0) + 1)
    rows.set(k, r)
  }
  const sorted = [...rows.entries()].sort((a, b) =>
    order === 'count' ? b[1].total - a[1].total : a[1].first - b[1].first,
  )
  return [
    `| ${head} | all | ${kinds.join(' | ')} |`,
    `| --- | --- | ${kinds.map(() => '---').join(' | ')} |`,
    ...sorted.map(([k, r]) => `| ${k} | ${r.total} | ${kinds.map((x) => r.by.get(x) ?? 0).join(' | ')} |`),
  ]
}

/** The report's "Where the failures are" section. */
export function failureSections(
  failures: readonly Failure[],
  windows: readonly Span[],
  instanceName: (upstream: string | null) => string,
): string[] {
  const outside = failures.filter((f) => f.fault === null)
  const undocumented = failures.filter((f) => f.fault !== null && !f.documented)
  const documented = failures.filter((f) => f.fault !== null && f.documented)
  // Calls that met a fault but ended after its window closed: the ones counted by overlap, not end.
  const endedAfter = failures.filter((f) => {
    const w = windows.find((x) => x.name === f.fault)
    return w !== undefined && !Number.isNaN(w.to) && f.ended > w.to
  }).length
  return [
    '## Where the failures are',
    '',
    `A call belongs to the fault window its time on the wire overlapped (sent before it closed, ended after it opened). ` +
      `${outside.length} outside, ${undocumented.length} inside and not the documented 503, ${documented.length} documented 503s inside` +
      `; ${endedAfter} of those inside ended after their window closed` +
      '. "upstream" is the instance nginx passed the call to last (`X-Upstream`); "nginx" when none answered.',
    '',
    '### Outside fault windows, by call',
    '',
    ...crossTable(outside, 'call', (f) => f.label),
    '',
    '### Outside fault windows, by 10-s bucket',
    '',
    ...crossTable(outside, 'when', (f) => placeOf(f, windows), 'first'),
    '',
    '### Outside fault windows, by instance',
    '',
    ...crossTable(outside, 'upstream', (f) => instanceName(f.upstream)),
    '',
    '### Inside fault windows, not the documented 503, by 10-s bucket',
    '',
    ...crossTable(undocumented, 'when', (f) => placeOf(f, windows), 'first'),
    '',
    '### Inside fault windows, not the documented 503, by call and instance',
    '',
    ...crossTable(undocumented, 'call @ upstream', (f) => `${f.label} @ ${instanceName(f.upstream)}`),
    '',
    '### Inside fault windows, the documented 503s, by fault',
    '',
    ...crossTable(documented, 'fault', (f) => f.fault!),
    '',
  ]
}
