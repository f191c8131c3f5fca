/**
 * The faults of the chaos run, one at a time with recovery between (docs/scaling.md "The chaos
 * run"). Each is injected through the stack's control of the processes it started, never by
 * touching the site's code: what an operator's infrastructure does to a site.
 */

/** What the stack lets the run do to it (scripts/stack). */
export interface StackControl {
  readonly instances: number
  /** Sends `signal` to instance `i` and resolves with the milliseconds it took to exit. */
  stopInstance(i: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<number>
  startInstance(i: number): Promise<void>
  restartPostgres(): Promise<void>
  stopRedis(): Promise<void>
  startRedis(): Promise<void>
  stopPgBouncer(): Promise<void>
  startPgBouncer(): Promise<void>
}

export interface Fault {
  name: string
  /** Injects the fault, holds it, and undoes it; a note for the report (a measured figure). */
  run(stack: StackControl): Promise<string | null>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const FAULTS: Fault[] = [
  {
    name: 'SIGKILL one instance',
    async run(stack) {
      await stack.stopInstance(1, 'SIGKILL')
      await sleep(5_000)
      await stack.startInstance(1)
      return null
    },
  },
  {
    name: 'SIGTERM one instance',
    async run(stack) {
      const ms = await stack.stopInstance(2 % stack.instances, 'SIGTERM')
      await stack.startInstance(2 % stack.instances)
      // Graceful: it must finish what it holds and exit within 10 s (docs/operations.md).
      return `exited ${(ms / 1000).toFixed(1)} s after SIGTERM${ms > 10_000 ? ' (over the 10 s bound)' : ''}`
    },
  },
  {
    name: 'restart PostgreSQL',
    async run(stack) {
      await stack.restartPostgres()
      return null
    },
  },
  {
    name: 'Redis stopped 30 s',
    async run(stack) {
      await stack.stopRedis()
      await sleep(30_000)
      await stack.startRedis()
      return null
    },
  },
  {
    name: 'PgBouncer stopped 10 s',
    async run(stack) {
      await stack.stopPgBouncer()
      await sleep(10_000)
      await stack.startPgBouncer()
      return null
    },
  },
]
