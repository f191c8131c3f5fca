/**
 * What the chaos run's process and its hub children say to each other over the IPC channel
 * (docs/operations.md "The chaos run": the hub sockets live in child processes).
 */
import type { HubClient, Track } from './sockets.js'
import type { Stall } from './stalls.js'

/** The run's process to a child. */
export type ToChild =
  /** Ticket ids the run placed and their owners, for the leak check (sent in batches). */
  | { kind: 'owners'; entries: [ticketId: number, owner: string][] }
  /** The child's share of the clients, opened `batch` at a time. */
  | { kind: 'start'; clients: HubClient[]; batch: number }
  /** Follow the clients that were on `upstream` at `since` (epoch ms) until each is back. */
  | { kind: 'track'; key: string; upstream: string; since: number }
  /** Close every socket, report once more and exit. */
  | { kind: 'stop' }

export interface ChildStats {
  open: number
  size: number
  frames: number
  leaks: number
  /** Close records that allowed reconnecting (an instance's goodbye), each followed at once. */
  goodbyes: number
  /** Epoch ms when every one of the child's clients was last open again; null while some are not. */
  allOpenAt: number | null
  /** The clients followed through an instance's fault (`track`). */
  tracks: Track[]
  /** Handshakes that failed, by why. */
  connectFailures: Record<string, number>
  /** The child's own event loop stopping for over a second (stalls.ts). */
  stalls: Stall[]
}

/** A child to the run's process: its figures, every `STATS_MS` and once more when it stops. */
export type FromChild =
  | ({ kind: 'stats' } & ChildStats)
  /**
   * Every client of the first `start` had its first handshake (or gave up on it). `ahead`: whether
   * the child runs ahead of the stack (stalls.ts `runAhead`), which does not change after.
   */
  | { kind: 'started'; ahead: boolean }

/**
 * How often a child reports. The run polls the open count every 100 ms for its chart and its
 * "hub clients back after"; the back time itself is read from `allOpenAt`, so the report's delay
 * does not add to it.
 */
export const STATS_MS = 100
