import { MINUTE_MS } from './clock.js'
import { deriveSeed, SeedStream } from './seed-stream.js'
import type { Competition, World } from './world.js'
import { CS2_MAPS, type SportKey } from './world-data.js'

/*
 * The schedule: a pure function of (world, time window). Each competition plays a double round
 * robin, one round every `everyMinutes` of world time (all the round's matches kick off together,
 * so no team is ever in two matches at once); the team order is reshuffled each season from the
 * world seed. A fixture's id names its competition, round instant and slot, so every instance
 * derives the same fixture with the same id, and a later window never changes an earlier fixture.
 */

export const SCHEDULE_DAYS_AHEAD = 7

export interface Fixture {
  /** Stable: `${competition}-${instant}-${slot}`. */
  id: string
  sport: SportKey
  competitionKey: string
  homeKey: string
  awayKey: string
  /** World time, ms since the Unix epoch. */
  startAt: number
  season: number
  round: number
  bestOf?: number
  /** CS2: the maps of the series in order (decided by the seed before the event is priced). */
  maps?: string[]
}

/** Circle-method round robin over n (even) teams: n − 1 rounds of n/2 index pairs. */
export function roundRobin(n: number): Array<Array<[number, number]>> {
  const rounds: Array<Array<[number, number]>> = []
  const ring = Array.from({ length: n - 1 }, (_, i) => i + 1)
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[number, number]> = []
    const order = [0, ...ring.slice(r), ...ring.slice(0, r)]
    for (let i = 0; i < n / 2; i++) {
      const a = order[i]!
      const b = order[n - 1 - i]!
      // Alternate who is at home so nobody hosts every first-half match.
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a])
    }
    rounds.push(pairs)
  }
  return rounds
}

/** Rounds of a double round robin: the second half swaps home and away. */
export function doubleRoundRobin(n: number): Array<Array<[number, number]>> {
  const first = roundRobin(n)
  return [...first, ...first.map((r) => r.map(([a, b]) => [b, a] as [number, number]))]
}

function seasonOrder(world: World, c: Competition, season: number): number[] {
  const u = new SeedStream(deriveSeed(world.seed, `season:${c.key}:${season}`))
  const order = c.teams.map((_, i) => i)
  for (let i = order.length - 1; i > 0; i--) {
    const j = u.int(i + 1)
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  return order
}

function seriesMaps(world: World, id: string, bestOf: number): string[] {
  const u = new SeedStream(deriveSeed(world.seed, `maps:${id}`))
  const pool: string[] = [...CS2_MAPS]
  for (let i = pool.length - 1; i > 0; i--) {
    const j = u.int(i + 1)
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
  }
  return pool.slice(0, bestOf)
}

/** The fixtures of one competition's round instant k (k counts rounds since the Unix epoch). */
export function roundFixtures(world: World, c: Competition, k: number): Fixture[] {
  const rounds = doubleRoundRobin(c.teams.length)
  const season = Math.floor(k / rounds.length)
  const round = k - season * rounds.length
  const order = seasonOrder(world, c, season)
  const startAt = (c.offsetMinutes + k * c.everyMinutes) * MINUTE_MS
  return rounds[round]!.map(([h, a], slot) => {
    const id = `${c.key}-${k}-${slot}`
    const f: Fixture = {
      id,
      sport: c.sport,
      competitionKey: c.key,
      homeKey: c.teams[order[h]!]!.key,
      awayKey: c.teams[order[a]!]!.key,
      startAt,
      season,
      round,
    }
    if (c.bestOf !== undefined) f.bestOf = c.bestOf
    if (c.sport === 'cs2') f.maps = seriesMaps(world, id, c.bestOf ?? 1)
    return f
  })
}

/** Every fixture kicking off in [fromMs, toMs) of world time, by kick-off then id. */
export function scheduleFixtures(world: World, fromMs: number, toMs: number): Fixture[] {
  const out: Fixture[] = []
  for (const c of world.competitions) {
    const every = c.everyMinutes * MINUTE_MS
    const offset = c.offsetMinutes * MINUTE_MS
    for (let k = Math.ceil((fromMs - offset) / every); offset + k * every < toMs; k++)
      out.push(...roundFixtures(world, c, k))
  }
  return out.sort((a, b) => a.startAt - b.startAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

/** Looks a fixture up by id without scanning a window (the id names its round instant). */
export function fixtureById(world: World, id: string): Fixture | undefined {
  const m = /^(.+)-(-?\d+)-(\d+)$/.exec(id)
  if (!m) return undefined
  const c = world.competitions.find((x) => x.key === m[1])
  if (!c) return undefined
  return roundFixtures(world, c, Number(m[2])).find((f) => f.id === id)
}

/** The secret seed of one fixture: derived from the world seed, revealed at full time. */
export function fixtureSeed(worldSeed: string, fixtureId: string): string {
  return deriveSeed(worldSeed, `fixture:${fixtureId}`)
}
