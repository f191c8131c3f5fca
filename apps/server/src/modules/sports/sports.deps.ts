import type { Db } from '../../db/client.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'

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
}
