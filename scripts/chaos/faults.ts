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
  /** Instance `i`'s address as nginx names it in `X-Upstream` (`127.0.0.1:3262`). */
  instanceAddress(i: number): string
  startInstance(i: number): Promise<void>
  restartPostgres(): Promise<void>
  stopRedis(): Promise<void>
  startRedis(): Promise<void>
  stopPgBouncer(): Promise<void>
  startPgBouncer(): Promise<void>
  /** Holds the demo gateway in a fault, every instance at once; null ends it (PSP_DEMO_FAULT_FILE). */
  gatewayFault(fault: { delayMs: number; fail: boolean } | null): void
  /** Whether every instance answers ready (its database reachable): the end of a fault's recovery. */
  ready(): Promise<boolean>
}

/**
 * What the faults tell the players and the simulators: deposits pressed during the gateway's fault,
 * and the simulators' urls (the stack's one, learnt from the players' launches) for arming theirs.
 */
export const PRESSURE = { deposits: false, simulators: new Set<string>() }

export interface Fault {
  name: string
  /**
   * The fault moves hub sockets (an instance stopped): the other instances take them during the
   * fault, so "hub clients back after" counts from its start (the signal) instead of its undoing.
   */
  movesSockets?: boolean
  /** The instance the fault stops, whose own hub clients the report follows through it. */
  instance?: (stack: StackControl) => number
  /** Injects the fault, holds it, and undoes it; a note for the report (a measured figure). */
  run(stack: StackControl): Promise<string | null>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Arms `fault` on every known simulator for its next rounds; answers how many were armed. */
async function armSimulators(fault: string, times: number): Promise<number> {
  let armed = 0
  for (const url of PRESSURE.simulators)
    for (let i = 0; i < times; i++) {
      const ok = await fetch(`${url}/faults`, {
        method: 'POST',
        body: JSON.stringify({ fault }),
        signal: AbortSignal.timeout(2_000),
      }).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) armed++
    }
  return armed
}

export const FAULTS: Fault[] = [
  {
    name: 'SIGKILL one instance',
    movesSockets: true,
    instance: () => 1,
    async run(stack) {
      await stack.stopInstance(1, 'SIGKILL')
      await sleep(5_000)
      await stack.startInstance(1)
      return null
    },
  },
  {
    name: 'SIGTERM one instance',
    movesSockets: true,
    instance: (stack) => 2 % stack.instances,
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
    name: 'gateway slow 5 s then failing',
    async run(stack) {
      // Players press deposits through the window, so the slow and failing answers are met.
      PRESSURE.deposits = true
      try {
        stack.gatewayFault({ delayMs: 5_000, fail: false })
        await sleep(30_000)
        stack.gatewayFault({ delayMs: 0, fail: true })
        await sleep(30_000)
      } finally {
        stack.gatewayFault(null)
        PRESSURE.deposits = false
      }
      return null
    },
  },
  {
    name: 'simulator duplicates and late rollbacks',
    async run() {
      // Faults queue on each simulator for its next rounds, whoever plays them: armed in small
      // batches through the window, so most slot rounds of the minute meet one.
      let armed = 0
      for (let s = 0; s < 12; s++) {
        armed += await armSimulators(s % 2 ? 'rollback-after-win' : 'win-twice', 5)
        await sleep(5_000)
      }
      if (!PRESSURE.simulators.size) return 'no simulator known (PROVIDER_SIMULATOR off?): nothing armed'
      return `${armed} faults armed on ${PRESSURE.simulators.size} simulators`
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
