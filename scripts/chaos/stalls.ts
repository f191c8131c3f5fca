/**
 * The chaos run's own event loops (docs/operations.md "The chaos run", "The run's own processes"):
 * the players' process and each hub child share the two cores with the stack they load, and a
 * loop that stops for seconds makes the site look slower than it is (a call answered during the
 * stop is read after it, and a timer that expired meanwhile runs first: its time-out is counted).
 * A tick every `TICK_MS`; one later than `STALL_MS` is a stall, kept with when it ended.
 */
import { setPriority } from 'node:os'

const TICK_MS = 100
export const STALL_MS = 1_000

export interface Stall {
  /** Epoch ms when the loop ran again. */
  endedAt: number
  /** How long past its tick it ran (ms). */
  ms: number
}

export class StallWatch {
  readonly stalls: Stall[] = []
  private last = performance.now()
  private readonly timer: NodeJS.Timeout

  constructor() {
    this.timer = setInterval(() => {
      const now = performance.now()
      const late = now - this.last - TICK_MS
      if (late > STALL_MS) this.stalls.push({ endedAt: Date.now(), ms: Math.round(late) })
      this.last = now
    }, TICK_MS)
    this.timer.unref()
  }

  stop(): void {
    clearInterval(this.timer)
  }
}

/** One line for the report: how many stalls, the longest and when, in seconds since `startedAt`. */
export function describeStalls(who: string, stalls: readonly Stall[], startedAt: number): string {
  if (stalls.length === 0) return `${who}: no stall over ${STALL_MS / 1000} s`
  const longest = stalls.reduce((a, b) => (b.ms > a.ms ? b : a))
  const total = stalls.reduce((a, s) => a + s.ms, 0)
  const at = (s: Stall) => `${((s.endedAt - s.ms - startedAt) / 1000).toFixed(0)} s`
  return (
    `${who}: ${stalls.length} stalls over ${STALL_MS / 1000} s, ${(total / 1000).toFixed(1)} s in all; ` +
    `the longest ${(longest.ms / 1000).toFixed(1)} s from ${at(longest)}`
  )
}

/**
 * The nice value a hub child asks for (docs/operations.md "The run's own processes"): its sockets
 * stand for players' own devices, which do not share the stack's cores. On one 2-core machine a
 * reconnect storm leaves some 40 of the stack's threads runnable (instances, PostgreSQL backends,
 * nginx), and a child at the same priority waits 10-18 s to run at all; its late reads were counted
 * as the hub's time to take the sockets back.
 */
export const CHILD_NICE = -10

/** Runs this process ahead of the stack (`CHILD_NICE`); false where that is not allowed (not root). */
export function runAhead(): boolean {
  try {
    setPriority(CHILD_NICE)
    return true
  } catch {
    return false
  }
}
