/**
 * The one source of "now" for rules that depend on time (session expiry, code expiry, the 60 s
 * resend interval, login throttling). Injected through `buildApp` so a test can move time instead of
 * waiting; every timestamp those rules compare is written from it, never from the database's now().
 */
export interface Clock {
  /** Milliseconds since the epoch, like `Date.now()`. */
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }

/** Real time plus an offset a test can move forward (`advance(15 * 60_000)`). */
export class ManualClock implements Clock {
  private offset = 0
  now(): number {
    return Date.now() + this.offset
  }
  advance(ms: number): void {
    this.offset += ms
  }
}
