/**
 * The chaos run's hub clients spread over child processes (docs/operations.md "The chaos run"),
 * with `HubCrowd`'s shape so the run reads it the same way: `start`, `openCount`, `size`, `leaks`,
 * `frames`, `stop`. Each child (`hub-child.ts`) holds a share of the sockets; the run's process
 * keeps only its players' HTTP connections.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { ChildStats, FromChild, ToChild } from './hub-messages.js'
import type { Stall } from './stalls.js'
import type { HubClient } from './sockets.js'

/**
 * The most sockets one child holds. Every socket is a file of its process, and this machine's
 * per-process hard limit is 20,000 files, which cannot be raised without CAP_SYS_RESOURCE: 8,000
 * leaves room for a fault's reconnect storm (a dropped socket and its replacement are both files
 * for a moment) and puts the 20,000 sockets of a full run in three children, beside the two cores.
 */
export const SOCKETS_PER_CHILD = 8_000

/** Ticket owners reach the children at most this late (ms), in one message per batch. */
const OWNER_FLUSH_MS = 100
const OWNER_BATCH = 1_000

/**
 * The clients dealt round-robin over as few children as hold them at `perChild` each, so every
 * child gets its part of the players' private connections and of the visitors.
 */
export function splitClients<T>(clients: readonly T[], perChild = SOCKETS_PER_CHILD): T[][] {
  const n = Math.ceil(clients.length / perChild)
  const shares: T[][] = Array.from({ length: n }, () => [])
  clients.forEach((c, i) => shares[i % n]!.push(c))
  return shares
}

/** A ticket→owner map whose every `set` is also handed to `onSet` (the children's copies). */
export class OwnerBook extends Map<number, string> {
  onSet: ((ticketId: number, owner: string) => void) | null = null

  override set(ticketId: number, owner: string): this {
    super.set(ticketId, owner)
    this.onSet?.(ticketId, owner)
    return this
  }
}

interface Child {
  process: ChildProcess
  stats: ChildStats
  /** From the child's `started` (stalls.ts `runAhead`); false until then. */
  ahead: boolean
  /** When `stats` arrived (epoch ms). */
  statsAt: number
  exited: Promise<void>
}

const NONE: ChildStats = {
  open: 0,
  size: 0,
  frames: 0,
  leaks: 0,
  goodbyes: 0,
  allOpenAt: null,
  tracks: [],
  connectFailures: {},
  stalls: [],
}

/** One child's own process, for the report's "The run's own processes". */
export interface ChildLoop {
  ahead: boolean
  stalls: Stall[]
}

/** The clients of one instance followed through its fault, over all the children. */
export interface OwnBack {
  clients: number
  back: number
  /** Seconds from the signal; null while none (median) or not all (max) are back. */
  p50S: number | null
  maxS: number | null
  /** Medians from the signal to the clients' drops and to their next HTTP upgrades. */
  dropP50S: number | null
  upgradeP50S: number | null
}

const median = (ms: number[]): number | null => {
  if (!ms.length) return null
  const sorted = [...ms].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]! / 1000
}
const CHILD_ENTRY = fileURLToPath(new URL('./hub-child.ts', import.meta.url))

export class HubCrowdPool {
  /** The tickets the run placed and their owners; what is set here reaches every child. */
  readonly owners = new OwnerBook()
  private children: Child[] = []
  private pending: [number, string][] = []
  private flushTimer: NodeJS.Timeout | null = null
  private total = 0
  private readonly killAll = () => this.children.forEach((c) => c.process.kill('SIGKILL'))

  constructor(private readonly perChild = SOCKETS_PER_CHILD) {
    this.owners.onSet = (id, owner) => {
      this.pending.push([id, owner])
      if (this.pending.length >= OWNER_BATCH) this.flush()
      else this.flushTimer ??= setTimeout(() => this.flush(), OWNER_FLUSH_MS)
    }
  }

  get openCount(): number {
    return this.sum('open')
  }

  get size(): number {
    return this.total
  }

  get leaks(): number {
    return this.sum('leaks')
  }

  get frames(): number {
    return this.sum('frames')
  }

  /** Close records that allowed reconnecting, each followed by a reconnect at once. */
  get goodbyes(): number {
    return this.sum('goodbyes')
  }

  /** Open sockets per child, in the order of `pids`. */
  get openByChild(): number[] {
    return this.children.map((c) => c.stats.open)
  }

  /** The children's process ids, one per share. */
  get pids(): number[] {
    return this.children.map((c) => c.process.pid!)
  }

  /**
   * Starts one child per share and opens the clients, `batch` handshakes at a time over all the
   * children together (each opens its share of the batch), as the one-process crowd did.
   */
  async start(clients: HubClient[], batch = 250): Promise<void> {
    this.total = clients.length
    const shares = splitClients(clients, this.perChild)
    const perChildBatch = Math.max(1, Math.ceil(batch / Math.max(1, shares.length)))
    // Children never outlive the run: on its exit they are killed, and a run killed outright
    // closes their IPC channel, on which they exit themselves (hub-child.ts).
    process.once('exit', this.killAll)
    const started = shares.map((share) => {
      const child = this.spawn()
      const whenStarted = new Promise<void>((resolve) => {
        child.process.on('message', (msg: FromChild) => {
          if (msg.kind === 'started') resolve()
        })
        void child.exited.then(resolve)
      })
      this.send(child, { kind: 'owners', entries: [...this.owners.entries()] })
      this.send(child, { kind: 'start', clients: share, batch: perChildBatch })
      return whenStarted
    })
    await Promise.all(started)
  }

  /**
   * Seconds from `since` (epoch ms) until every client was open again, 0 when none was down then;
   * null when they are not all back within `waitMs` of this call (`since` may be a fault's start,
   * long before). Read from each child's own clock of its last reconnect, so the report's 100 ms
   * delay does not count.
   */
  async backAfter(since: number, waitMs: number): Promise<number | null> {
    const until = Date.now() + waitMs
    while (Date.now() < until) {
      const live = this.children.filter((c) => c.process.exitCode === null)
      // Figures sent after `since` only: one sent before may not know of the fault's drops yet.
      const reported = live.filter((c) => c.statsAt > since && c.stats.allOpenAt !== null)
      if (
        live.length === this.children.length &&
        reported.length === live.length &&
        this.openCount >= this.total
      ) {
        const last = Math.max(...reported.map((c) => c.stats.allOpenAt!))
        return Math.max(0, last - since) / 1000
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    return null
  }

  /**
   * How long the clients that were on `upstream` (`127.0.0.1:3262`) at `since` (epoch ms: the
   * fault's signal) took to be open again, each counted at its next handshake on any instance;
   * waits until all are back or `waitMs` has passed. Read on the children's clocks.
   */
  async ownBack(upstream: string, since: number, waitMs: number): Promise<OwnBack> {
    const key = `${upstream}@${since}`
    for (const c of this.children) this.send(c, { kind: 'track', key, upstream, since })
    const until = Date.now() + waitMs
    const figures = (): OwnBack => {
      const mine = this.children.map((c) => c.stats.tracks.find((t) => t.key === key))
      const clients = mine.reduce((a, t) => a + (t?.clients ?? 0), 0)
      const backMs = mine.flatMap((t) => t?.backMs ?? []).sort((a, b) => a - b)
      const all = mine.every(Boolean) && backMs.length >= clients
      return {
        clients,
        back: backMs.length,
        p50S: backMs.length ? backMs[Math.floor((backMs.length - 1) / 2)]! / 1000 : null,
        maxS: all && backMs.length ? backMs.at(-1)! / 1000 : all ? 0 : null,
        dropP50S: median(mine.flatMap((t) => t?.dropMs ?? [])),
        upgradeP50S: median(mine.flatMap((t) => t?.upgradeMs ?? [])),
      }
    }
    while (Date.now() < until) {
      const f = figures()
      if (f.maxS !== null) return f
      await new Promise((r) => setTimeout(r, 100))
    }
    return figures()
  }

  /** Handshakes that failed over all the children, by why. */
  get connectFailures(): Record<string, number> {
    const out: Record<string, number> = {}
    for (const c of this.children)
      for (const [k, n] of Object.entries(c.stats.connectFailures)) out[k] = (out[k] ?? 0) + n
    return out
  }

  /** Each child's own loop: whether it ran ahead of the stack, and its stalls (stalls.ts). */
  get loops(): ChildLoop[] {
    return this.children.map((c) => ({ ahead: c.ahead, stalls: c.stats.stalls }))
  }

  /** Closes every socket; resolves with the children's last figures read. */
  async stop(): Promise<void> {
    this.flush()
    for (const c of this.children) this.send(c, { kind: 'stop' })
    const late = setTimeout(this.killAll, 10_000)
    await Promise.all(this.children.map((c) => c.exited))
    clearTimeout(late)
    process.off('exit', this.killAll)
  }

  private spawn(): Child {
    const proc = fork(CHILD_ENTRY, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const child: Child = {
      process: proc,
      stats: { ...NONE },
      ahead: false,
      statsAt: 0,
      exited: new Promise((resolve) => proc.once('exit', () => resolve())),
    }
    proc.on('message', (msg: FromChild) => {
      if (msg.kind === 'stats') {
        const { kind: _kind, ...stats } = msg
        child.stats = stats
        child.statsAt = Date.now()
      } else if (msg.kind === 'started') child.ahead = msg.ahead
    })
    // A child that dies holds no sockets any more; the last frames and leaks it reported stay.
    void child.exited.then(() => {
      child.stats = { ...child.stats, open: 0, allOpenAt: null }
    })
    this.children.push(child)
    return child
  }

  private flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer)
    this.flushTimer = null
    if (!this.pending.length) return
    const entries = this.pending
    this.pending = []
    for (const c of this.children) this.send(c, { kind: 'owners', entries })
  }

  private send(child: Child, msg: ToChild): void {
    if (child.process.connected) child.process.send(msg)
  }

  private sum(key: 'open' | 'leaks' | 'frames' | 'goodbyes'): number {
    return this.children.reduce((a, c) => a + c.stats[key], 0)
  }
}
