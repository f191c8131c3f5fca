/*
 * The world clock (docs/sportsbook.md, SPORTS_SPEED): world time = origin + (real − origin) × speed. At speed
 * 1 the world runs in real time; at 60 a match minute passes every real second. The origin is the
 * instant the speed took effect, so world and real time agree there and the schedule stays put.
 */

export interface WorldClock {
  originMs: number
  speed: number
}

export function worldTime(realMs: number, c: WorldClock): number {
  return c.originMs + (realMs - c.originMs) * c.speed
}

/** The real instant at which the world reaches `worldMs` (to schedule timers). */
export function realTime(worldMs: number, c: WorldClock): number {
  return c.originMs + (worldMs - c.originMs) / c.speed
}

export const MINUTE_MS = 60_000
