import { describe, expect, it } from 'vitest'
import {
  crossTable,
  failureKind,
  lastUpstream,
  overlappedFault,
  placeOf,
  type Failure,
  type Span,
} from './failures.js'
import { Timeline } from './timeline.js'

const windows: Span[] = [
  { name: 'SIGKILL', from: 100, to: 140 },
  { name: 'PgBouncer', from: 300, to: 315 },
]

const failure = (over: Partial<Failure>): Failure => ({
  label: 'balance',
  kind: 'timeout',
  upstream: null,
  sent: 0,
  ended: 0,
  fault: null,
  documented: false,
  ...over,
})

describe('chaos failures (docs/operations.md "The chaos run")', () => {
  it('names a failure by its status and code, or by why there was no answer', () => {
    expect(failureKind(502, null, null)).toBe('502')
    expect(failureKind(503, 'SERVER_BUSY', null)).toBe('503 SERVER_BUSY')
    expect(failureKind(0, null, 'timeout')).toBe('timeout')
    expect(failureKind(0, null, null)).toBe('no answer')
  })

  it("reads the answering instance from nginx's $upstream_addr, the last one tried", () => {
    expect(lastUpstream('127.0.0.1:3262')).toBe('127.0.0.1:3262')
    expect(lastUpstream('127.0.0.1:3262, 127.0.0.1:3263')).toBe('127.0.0.1:3263')
    expect(lastUpstream('127.0.0.1:3262 : 127.0.0.1:3261')).toBe('127.0.0.1:3261')
    expect(lastUpstream(undefined)).toBeNull()
    expect(lastUpstream('')).toBeNull()
  })

  it('gives a call to the window its time on the wire overlapped, not to where it ended', () => {
    // Sent inside SIGKILL, timed out 30 s later after the window closed: the fault's.
    expect(overlappedFault(windows, 130, 160)).toBe('SIGKILL')
    // Sent before the window, failed inside it.
    expect(overlappedFault(windows, 90, 101)).toBe('SIGKILL')
    expect(overlappedFault(windows, 141, 150)).toBeNull()
    expect(overlappedFault([{ name: 'open', from: 10, to: Number.NaN }], 500, 501)).toBe('open')
  })

  it('places failures in 10-s buckets against the windows', () => {
    expect(placeOf(failure({ ended: 55 }), windows)).toBe('before the first fault 50–60 s')
    expect(placeOf(failure({ ended: 121, fault: 'SIGKILL' }), windows)).toBe('SIGKILL +20–30 s')
    expect(placeOf(failure({ ended: 152 }), windows)).toBe('after SIGKILL +10–20 s')
    expect(placeOf(failure({ ended: 400 }), windows)).toBe('after PgBouncer +80–90 s')
  })

  it('tables counts by a key and the kinds', () => {
    const t = crossTable(
      [failure({ kind: '502' }), failure({ kind: 'timeout' }), failure({ label: 'launch', kind: '502' })],
      'call',
      (f) => f.label,
    )
    expect(t).toEqual([
      '| call | all | 502 | timeout |',
      '| --- | --- | --- | --- |',
      '| balance | 2 | 1 | 1 |',
      '| launch | 1 | 1 | 0 |',
    ])
  })

  it('counts a call that met a fault and ended after its window as inside, undocumented', () => {
    const tl = new Timeline()
    const w = tl.fault('SIGKILL')
    tl.endFault(w)
    // A call answered now that took 10 s was on the wire across the whole (instant) window.
    tl.record('balance', 0, 10_000, false, null, { error: 'timeout' })
    tl.record('balance', 503, 10_000, true, 'SERVER_BUSY')
    const totals = tl.totals()
    expect(totals.failuresOutside).toBe(0)
    expect(totals.failuresInside).toBe(2)
    expect(totals.undocumentedInside).toBe(1)
    expect(tl.placedFailures().map((f) => f.kind)).toEqual(['timeout', '503 SERVER_BUSY'])
  })
})
