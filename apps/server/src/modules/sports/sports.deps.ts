import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import type { SportKey } from '@galata/contract'
import type { Delivery } from '../realtime/index.js'

/** What the sportsbook's services need from the app (built in index.ts). */
export interface SportsDeps {
  db: Db
  clock: Clock
  events: EventBus<AppEvents>
  /** SPORTS_SPEED: world-minutes per real minute. */
  speed: number
  /** How far ahead of world time the schedule is kept in the tables (ms of world time). */
  horizonMs: number
  /** Fixtures materialised per job pass at most, so a fresh boot fills the week in slices. */
  materialiseBatch: number
  /** In play (docs/sportsbook.md): how a live change reaches the hub's public topics (after the commit). */
  publish?: (delivery: Delivery) => Promise<void>
  /** How long a live bet is held pending, per sport (real ms; LIVE_BET_DELAY_MS by default). */
  liveDelayMs?: Record<SportKey, number>
  /** How long a bet stop suspends the in-play markets (real ms; LIVE_BET_STOP_MS by default). */
  betStopMs?: number
  /**
   * Real ms after the final whistle during which a trader may ask for a correction of a settled
   * event; after it only an admin (SPORTS_CORRECTION_WINDOW_HOURS, 72 h by default).
   */
  correctionWindowMs: number
  /**
   * The world job's lease (docs/leases.md): this instance's holder id and the lease time (LEASE_MS).
   * Absent (the suites' kits): one holder per process and the default lease time.
   */
  lease?: { holder: string; ms: number }
}
