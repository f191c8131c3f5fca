import { COMPETITIONS, CS2_MAPS, NAME_POOLS, type CompetitionDef, type SportKey } from './world-data.js'
import type { Text } from './market.js'
import { deriveSeed, SeedStream, type Uniform } from './seed-stream.js'

/*
 * The world: the competitions of world-data.ts with every team's published ratings, drawn once from
 * the world seed (the same seed gives the same ratings on every instance). The rating shapes are the
 * pricing models' inputs (research §6.2, §6.4); `display` is one number for the page.
 */

export interface FootballRatings {
  kind: 'football'
  attack: number
  defence: number
}
export interface BasketballRatings {
  kind: 'basketball'
  /** Points per possession above/below the league's base. */
  offence: number
  defence: number
}
export interface TennisRatings {
  kind: 'tennis'
  /** Chance of winning a point on own serve against an average returner. */
  serve: number
  /** Chance of winning a point on the opponent's serve against an average server. */
  return: number
}
export interface VolleyballRatings {
  kind: 'volleyball'
  /** Chance of winning a rally on own serve against an average receiver. */
  serve: number
  /** Chance of winning a rally on the opponent's serve against an average server. */
  reception: number
}
export interface HockeyRatings {
  kind: 'hockey'
  /** Log scale around the league's goals an hour (hockey.ts BASE_RATE). */
  attack: number
  defence: number
}
export interface EsportsRatings {
  kind: 'esports'
  elo: number
  /** CS2: per-map rating offsets (index as CS2_MAPS). */
  maps: number[]
}

export type Ratings =
  FootballRatings | BasketballRatings | TennisRatings | VolleyballRatings | HockeyRatings | EsportsRatings

export interface Team {
  key: string
  name: Text
  ratings: Ratings
  /** A single published strength (Elo-like, ~1500). */
  display: number
  /** Football: a few named players, for scorers and cards in the timeline. */
  squad?: string[]
}

export interface Competition extends Omit<CompetitionDef, 'teams'> {
  teams: Team[]
}

export interface World {
  seed: string
  competitions: Competition[]
}

/** A standard normal from two uniforms (Box–Muller; 1 − u keeps the log finite). */
export function normal(u: Uniform): number {
  return Math.sqrt(-2 * Math.log(1 - u.next())) * Math.cos(2 * Math.PI * u.next())
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v))

/** League base: λ ≈ exp(ln 1.15 + 0.25) + 1.15 ≈ 2.6 goals a match between average sides. */
const FOOTBALL_BASE_ATTACK = Math.log(1.15)

function ratingsFor(sport: SportKey, u: Uniform): { ratings: Ratings; display: number } {
  switch (sport) {
    case 'football': {
      const attack = FOOTBALL_BASE_ATTACK + clamp(0.22 * normal(u), -0.45, 0.45)
      const defence = clamp(0.18 * normal(u), -0.4, 0.4)
      return {
        ratings: { kind: 'football', attack, defence },
        display: Math.round(1500 + 400 * (attack - FOOTBALL_BASE_ATTACK - defence)),
      }
    }
    case 'basketball': {
      const offence = clamp(0.05 * normal(u), -0.12, 0.12)
      const defence = clamp(0.05 * normal(u), -0.12, 0.12)
      return {
        ratings: { kind: 'basketball', offence, defence },
        display: Math.round(1500 + 2000 * (offence - defence)),
      }
    }
    case 'tennis': {
      const serve = clamp(0.64 + 0.025 * normal(u), 0.58, 0.7)
      const ret = clamp(0.37 + 0.02 * normal(u), 0.32, 0.42)
      return {
        ratings: { kind: 'tennis', serve, return: ret },
        display: Math.round(1500 + 2000 * (serve + ret - 1.01)),
      }
    }
    case 'volleyball': {
      const serve = clamp(0.4 + 0.025 * normal(u), 0.34, 0.46)
      const reception = clamp(0.6 + 0.025 * normal(u), 0.54, 0.66)
      return {
        ratings: { kind: 'volleyball', serve, reception },
        display: Math.round(1500 + 2000 * (serve + reception - 1)),
      }
    }
    case 'hockey': {
      const attack = clamp(0.15 * normal(u), -0.3, 0.3)
      const defence = clamp(0.12 * normal(u), -0.25, 0.25)
      return {
        ratings: { kind: 'hockey', attack, defence },
        display: Math.round(1500 + 400 * (attack - defence)),
      }
    }
    case 'cs2':
    case 'lol': {
      const elo = Math.round(1500 + clamp(80 * normal(u), -180, 180))
      const maps = sport === 'cs2' ? CS2_MAPS.map(() => Math.round(clamp(35 * normal(u), -80, 80))) : []
      return { ratings: { kind: 'esports', elo, maps }, display: elo }
    }
  }
}

const SQUAD_SIZE = 5

export function buildWorld(worldSeed: string, defs: readonly CompetitionDef[] = COMPETITIONS): World {
  return {
    seed: worldSeed,
    competitions: defs.map((c) => {
      const u = new SeedStream(deriveSeed(worldSeed, `ratings:${c.key}`))
      const teams: Team[] = c.teams.map((t) => ({ ...t, ...ratingsFor(c.sport, u) }))
      if (c.names) {
        const pool = NAME_POOLS[c.names]
        const used = new Set<string>()
        for (const t of teams) {
          t.squad = []
          while (t.squad.length < SQUAD_SIZE) {
            const name = `${pool.first[u.int(pool.first.length)]} ${pool.last[u.int(pool.last.length)]}`
            // Unique within the league, so a timeline never shows one name for two teams.
            if (used.has(name)) continue
            used.add(name)
            t.squad.push(name)
          }
        }
      }
      return { ...c, teams }
    }),
  }
}

export function findTeam(world: World, key: string): Team | undefined {
  for (const c of world.competitions) {
    const t = c.teams.find((x) => x.key === key)
    if (t) return t
  }
  return undefined
}
