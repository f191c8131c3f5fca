import { and, eq, inArray, or, sql } from 'drizzle-orm'
import {
  LIVE_BET_DELAY_MS,
  LIVE_DELAY_BOUNDS,
  liveDelayAtSpeed,
  SPORT_KEYS,
  type LiveDelaysInput,
  type LiveDelaysView,
  type SportKey,
} from '@galata/contract'
import type { Tx } from '../../db/client.js'
import { sportsCompetitions, sportsLiveDelays } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Operator } from './operator.js'
import type { SportsDeps } from './sports.deps.js'

/*
 * The live bet delay (docs/sportsbook.md "Live delays"). A live bet waits, pending, for
 * the delay of its leg's competition if a trader set one, else of its sport if set, else the
 * product's default for the sport (LIVE_BET_DELAY_MS, or the deps' own in tests): the most
 * specific wins. A slip with several live legs waits for the longest of them. Traders replace the
 * whole table at once (PUT), audited with the table before and after. The delays are match time at
 * real speed: on a fast world the hold is divided by SPORTS_SPEED, never below a second
 * (`liveDelayAtSpeed`, applied here only, so the live bet and the in-play cash-out hold agree).
 */

type Row = typeof sportsLiveDelays.$inferSelect

const defaults = (deps: Pick<SportsDeps, 'liveDelayMs'>) => deps.liveDelayMs ?? LIVE_BET_DELAY_MS

/** The delay (real ms) of a live leg on this sport and competition, from the stored rows given. */
export function delayOf(
  rows: readonly Row[],
  fallback: Record<SportKey, number>,
  sport: string,
  competitionId: number,
): number {
  const competition = rows.find((r) => r.scope === 'competition' && r.scopeKey === String(competitionId))
  if (competition) return competition.delayMs
  const set = rows.find((r) => r.scope === 'sport' && r.scopeKey === sport)
  if (set) return set.delayMs
  return fallback[sport as SportKey] ?? fallback.football
}

/**
 * The longest delay of a slip's live legs (placement reads it once per live slip; an in-play
 * cash-out is held as long), in real ms at this world's speed.
 */
export async function liveDelayFor(
  deps: Pick<SportsDeps, 'db' | 'liveDelayMs' | 'speed'>,
  legs: ReadonlyArray<{ sport: string; competitionId: number }>,
): Promise<number> {
  if (legs.length === 0) return 0
  const rows = await deps.db
    .select()
    .from(sportsLiveDelays)
    .where(
      or(
        and(
          eq(sportsLiveDelays.scope, 'sport'),
          inArray(sportsLiveDelays.scopeKey, [...new Set(legs.map((l) => l.sport))]),
        ),
        and(
          eq(sportsLiveDelays.scope, 'competition'),
          inArray(sportsLiveDelays.scopeKey, [...new Set(legs.map((l) => String(l.competitionId)))]),
        ),
      ),
    )
  const longest = Math.max(...legs.map((l) => delayOf(rows, defaults(deps), l.sport, l.competitionId)))
  return liveDelayAtSpeed(longest, deps.speed)
}

function viewOf(rows: readonly Row[], fallback: Record<SportKey, number>): LiveDelaysView {
  return {
    sports: SPORT_KEYS.map((sport) => {
      const set = rows.find((r) => r.scope === 'sport' && r.scopeKey === sport)
      return { sport, delayMs: set?.delayMs ?? fallback[sport], isDefault: !set }
    }),
    competitions: rows
      .filter((r) => r.scope === 'competition')
      .map((r) => ({ competitionId: Number(r.scopeKey), delayMs: r.delayMs }))
      .sort((a, b) => a.competitionId - b.competitionId),
    bounds: { minMs: LIVE_DELAY_BOUNDS.minMs, maxMs: LIVE_DELAY_BOUNDS.maxMs },
  }
}

/** GET /api/backoffice/sports/delays */
export async function liveDelays(deps: Pick<SportsDeps, 'db' | 'liveDelayMs'>): Promise<LiveDelaysView> {
  return viewOf(await deps.db.select().from(sportsLiveDelays), defaults(deps))
}

/** PUT /api/backoffice/sports/delays: replaces the table; unknown competitions are NOT_FOUND. */
export async function setLiveDelays(
  deps: SportsDeps,
  op: Operator,
  input: LiveDelaysInput,
): Promise<LiveDelaysView> {
  return deps.db.transaction(async (tx: Tx) => {
    // One writer at a time: two replacements must not interleave their delete and insert.
    await tx.execute(sql`lock table ${sportsLiveDelays} in share row exclusive mode`)
    const ids = input.competitions.map((c) => c.competitionId)
    if (ids.length > 0) {
      const found = await tx
        .select({ id: sportsCompetitions.id })
        .from(sportsCompetitions)
        .where(inArray(sportsCompetitions.id, ids))
      if (found.length !== ids.length) throw new AppError('NOT_FOUND')
    }
    const before = await tx.select().from(sportsLiveDelays)
    const now = new Date(deps.clock.now())
    await tx.delete(sportsLiveDelays)
    const values = [
      ...input.sports.map((s) => ({ scope: 'sport' as const, scopeKey: s.sport, delayMs: s.delayMs })),
      ...input.competitions.map((c) => ({
        scope: 'competition' as const,
        scopeKey: String(c.competitionId),
        delayMs: c.delayMs,
      })),
    ].map((v) => ({ ...v, updatedAt: now, updatedBy: op.id }))
    const after = values.length > 0 ? await tx.insert(sportsLiveDelays).values(values).returning() : []
    const fallback = defaults(deps)
    await recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: op.id,
        action: 'sports.delays.set',
        ip: op.ip,
        fingerprint: op.fingerprint,
        detail: {
          before: viewOf(before, fallback),
          after: viewOf(after, fallback),
          note: input.note ?? null,
        },
      },
      now,
    )
    return viewOf(after, fallback)
  })
}
