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

/**
 * Real time plus an offset a test can move forward (`advance(15 * 60_000)`), or, pinned, a clock
 * that stands still: a step that must see one exact instant (a round's close, a world pass) cannot
 * rely on a loaded machine reaching its check before real time runs past it.
 */
export class ManualClock implements Clock {
  private offset = 0
  private pinned: number | null = null
  now(): number {
    return this.pinned ?? Date.now() + this.offset
  }
  advance(ms: number): void {
    if (this.pinned !== null) this.pinned += ms
    else this.offset += ms
  }
  /** Stops the clock at `epochMs` until `release()`; `advance` still moves it. */
  pin(epochMs: number = this.now()): void {
    this.pinned = epochMs
  }
  /** Runs on with real time from where it stood. */
  release(): void {
    if (this.pinned === null) return
    this.offset = this.pinned - Date.now()
    this.pinned = null
  }
}
