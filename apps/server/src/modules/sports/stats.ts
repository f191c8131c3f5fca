import { and, desc, eq, isNotNull, lt } from 'drizzle-orm'
import type { EventStats, Locale } from '@galata/contract'
import {
  fixtureById,
  footballGrids,
  MINUTE_MS,
  sumWhere,
  type FixtureModel,
} from '@galata/game-math/sports/index'
import { sportsCompetitions, sportsEvents } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { SportsDeps } from './sports.deps.js'
import { readWorld } from './world-clock.js'

/*
 * The statistics tab of a match (docs/sportsbook.md "Match statistics"): each side's last five
 * results, the head-to-head and the competition's table this season, all from the book's own
 * settled matches of the simulated world (the results the world job stored), and for football the
 * fair probabilities of the Dixon–Coles grid the event's prices were made from.
 */

type Outcome = 'W' | 'D' | 'L'
type Played = {
  eventId: number
  startAt: Date
  home: string
  away: string
  score: { home: number; away: number }
}

/** Settled matches read per request at most: a season of an eight-team league is 56, so this is many seasons. */
const HISTORY_MAX = 500
const FORM_SIZE = 5
const H2H_SIZE = 10

/** A result for one side: W, D or L. */
export function outcomeFor(m: Played, team: string): Outcome {
  const own = m.home === team ? m.score.home : m.score.away
  const other = m.home === team ? m.score.away : m.score.home
  return own > other ? 'W' : own === other ? 'D' : 'L'
}

/** The table of these matches: 3 points a win, 1 a draw; points, goal difference, goals for, name. */
export function leagueTable(matches: readonly Played[], teams: readonly string[], sides: [string, string]) {
  const rows = new Map(
    teams.map((team) => [
      team,
      { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, form: [] as Outcome[] },
    ]),
  )
  // Newest first, so each side's form reads left to right from the latest.
  for (const m of matches)
    for (const team of [m.home, m.away]) {
      let row = rows.get(team)
      if (!row) {
        row = { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, form: [] }
        rows.set(team, row)
      }
      const o = outcomeFor(m, team)
      row.played++
      if (o === 'W') row.won++
      else if (o === 'D') row.drawn++
      else row.lost++
      row.goalsFor += m.home === team ? m.score.home : m.score.away
      row.goalsAgainst += m.home === team ? m.score.away : m.score.home
      if (row.form.length < FORM_SIZE) row.form.push(o)
    }
  return [...rows.values()]
    .map((r) => ({ ...r, goalDifference: r.goalsFor - r.goalsAgainst, points: r.won * 3 + r.drawn }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalDifference - a.goalDifference ||
        b.goalsFor - a.goalsFor ||
        a.team.localeCompare(b.team, 'tr'),
    )
    .map((r, i) => ({
      position: i + 1,
      ...r,
      side: r.team === sides[0] ? ('home' as const) : r.team === sides[1] ? ('away' as const) : null,
    }))
}

/** Fair 1X2, over/under 2.5 and both-teams-to-score from the full-time grid the prices read. */
export function gridProbabilities(model: FixtureModel): EventStats['probabilities'] {
  if (model.sport !== 'football') return null
  const ft = footballGrids(model.xg).ft
  const over25 = sumWhere(ft, (x, y) => x + y > 2.5)
  const bttsYes = sumWhere(ft, (x, y) => x > 0 && y > 0)
  return {
    home: sumWhere(ft, (x, y) => x > y),
    draw: sumWhere(ft, (x, y) => x === y),
    away: sumWhere(ft, (x, y) => x < y),
    over25,
    under25: 1 - over25,
    bttsYes,
    bttsNo: 1 - bttsYes,
  }
}

/**
 * Answers kept per instance for a minute: the history changes only when a match of the competition
 * is settled (a round every 45 world-minutes at most), and the tab is opened by many players.
 */
export const STATS_TTL_MS = 60_000
const CACHE_MAX = 2_000
const cache = new Map<string, { at: number; stats: EventStats }>()

export async function eventStats(
  deps: Pick<SportsDeps, 'db' | 'clock' | 'speed'>,
  eventId: number,
  locale: Locale,
): Promise<EventStats> {
  const key = `${eventId}:${locale}`
  const now = deps.clock.now()
  const hit = cache.get(key)
  if (hit && now - hit.at < STATS_TTL_MS) return hit.stats
  const stats = await computeStats(deps, eventId, locale)
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!)
  cache.set(key, { at: now, stats })
  return stats
}

async function computeStats(
  deps: Pick<SportsDeps, 'db' | 'clock' | 'speed'>,
  eventId: number,
  locale: Locale,
): Promise<EventStats> {
  const [event] = await deps.db
    .select({ e: sportsEvents, competitionKey: sportsCompetitions.key })
    .from(sportsEvents)
    .innerJoin(sportsCompetitions, eq(sportsCompetitions.id, sportsEvents.competitionId))
    .where(eq(sportsEvents.id, eventId))
  if (!event) throw new AppError('NOT_FOUND')
  const e = event.e
  const en = locale === 'en'
  const home = en ? e.homeEn : e.homeTr
  const away = en ? e.awayEn : e.awayTr
  const rows = await deps.db
    .select({
      id: sportsEvents.id,
      startAt: sportsEvents.startAt,
      homeTr: sportsEvents.homeTr,
      homeEn: sportsEvents.homeEn,
      awayTr: sportsEvents.awayTr,
      awayEn: sportsEvents.awayEn,
      result: sportsEvents.result,
    })
    .from(sportsEvents)
    .where(
      and(
        eq(sportsEvents.competitionId, e.competitionId),
        eq(sportsEvents.status, 'settled'),
        isNotNull(sportsEvents.result),
        lt(sportsEvents.startAt, e.startAt),
      ),
    )
    .orderBy(desc(sportsEvents.startAt), desc(sportsEvents.id))
    .limit(HISTORY_MAX)
  const history: Played[] = rows.map((r) => {
    const result = r.result as { home: number; away: number }
    return {
      eventId: r.id,
      startAt: r.startAt,
      home: en ? r.homeEn : r.homeTr,
      away: en ? r.awayEn : r.awayTr,
      score: { home: result.home, away: result.away },
    }
  })
  const view = (m: Played) => ({ ...m, startAt: m.startAt.toISOString() })
  const formOf = (team: string) =>
    history
      .filter((m) => m.home === team || m.away === team)
      .slice(0, FORM_SIZE)
      .map((m) => ({ ...view(m), outcome: outcomeFor(m, team) }))

  // The season and the teams come from the world's schedule when the event is one of its fixtures
  // (docs/sportsbook.md "The world and the schedule"); any other event's table is its whole history.
  const { world } = await readWorld(deps)
  const competition = world.competitions.find((c) => c.key === event.competitionKey)
  const fixture = competition ? fixtureById(world, e.fixtureId) : undefined
  const seasonStart =
    competition && fixture
      ? fixture.startAt - fixture.round * competition.everyMinutes * MINUTE_MS
      : Number.NEGATIVE_INFINITY
  const teams = competition ? competition.teams.map((t) => (en ? t.name.en : t.name.tr)) : [home, away]

  return {
    eventId: e.id,
    form: { home: formOf(home), away: formOf(away) },
    headToHead: history
      .filter((m) => (m.home === home && m.away === away) || (m.home === away && m.away === home))
      .slice(0, H2H_SIZE)
      .map(view),
    table: leagueTable(
      history.filter((m) => m.startAt.getTime() >= seasonStart),
      teams,
      [home, away],
    ),
    probabilities: gridProbabilities(e.model as FixtureModel),
  }
}
