import type { Db } from '../../../db/client.js'
import { limitRowsOf } from '../risk.js'
import { reserveIds, type SlipRow } from '../sports.queries.js'
import { outcomeOf } from '../slip-rules.js'
import type { Attempt } from './slip.js'

/*
 * What placement remembers between slips, per database, in this one place (docs/sportsbook.md
 * "Placement rules"): the outcomes' facts that never change (for the known strategy and the choice
 * of the first strategy) and a block of ticket ids. Both are guesses or reservations only: the
 * statements re-check what they rely on under their locks, so a process that remembers wrongly
 * costs a round trip, never a wrong ticket. The wallet keeps its own (the player's account ids,
 * wagering.ts). Tests forget it with `forgetPlacementMemory`.
 */

/** What a read found of one outcome that a placement needs and that does not change. */
export type KnownLeg = {
  eventId: number
  mbs: number
  startAt: number
  /**
   * The pre-match limit rows the last read found on the outcome's scopes other than a player's:
   * none, some without a liability figure, or a liability limit. Unlike the rest it can change (a
   * trader's limit), and it only picks the first strategy (`firstPath`): remembered too low, the
   * known strategy's guard (no limit row) or the plain one (no liability) declines and the next
   * decides; remembered too high, the slip is read one strategy later than it need be. Every read
   * brings it up to date.
   */
  limits: 'none' | 'stake' | 'liability'
}

/** Emptied when it grows past this (a running world adds outcomes forever). */
const KNOWN_LEGS = 100_000
/** Ticket ids taken from the sequence at a time. */
const ID_BLOCK = 64

class PlacementMemory {
  readonly legs = new Map<number, KnownLeg>()
  readonly ids: number[] = []
  refill: Promise<void> | null = null
}

const memories = new WeakMap<Db, PlacementMemory>()

function memoryOf(db: Db): PlacementMemory {
  let m = memories.get(db)
  if (!m) memories.set(db, (m = new PlacementMemory()))
  return m
}

/** The remembered outcome, if any. */
export function knownLeg(db: Db, outcomeId: number): KnownLeg | undefined {
  return memories.get(db)?.legs.get(outcomeId)
}

/** Every slip read brings what it found of its outcomes up to date. */
export function rememberLegs(db: Db, rows: SlipRow[]): void {
  const known = memoryOf(db).legs
  if (known.size + rows.length > KNOWN_LEGS) known.clear()
  for (const r of rows) {
    const limits = limitRowsOf(r.limits).filter((l) => !l.live && l.scope !== 'player')
    known.set(Number(r.outcome_id), {
      eventId: Number(r.event_id),
      mbs: Number(r.mbs),
      startAt: new Date(r.start_at).getTime(),
      limits: limits.some((l) => l.maxLiability !== null) ? 'liability' : limits.length ? 'stake' : 'none',
    })
  }
}

/** Forgets what placement remembered (tests: the first bet on an outcome again). */
export function forgetPlacementMemory(db: Db): void {
  memories.delete(db)
}

/**
 * The first strategy a pre-match slip may take, from what this process remembers of its outcomes:
 * `known` (one statement, no read) when no limit row was found on any leg's scopes; `plain` (read,
 * then one statement) when only stake or payout limits were; `locked` (the money transaction,
 * outcomes locked and their liability summed) when a liability limit was — the two earlier ones
 * would decline such a slip after a wasted round trip each. Null when an outcome is not remembered
 * or its event's kick-off has come: the slip may be a live bet, and its legs must be read.
 */
export function firstPath({
  deps,
  b,
  now,
}: Pick<Attempt, 'deps' | 'b' | 'now'>): 'known' | 'plain' | 'locked' | null {
  const known = memories.get(deps.db)?.legs
  if (!known) return null
  let path: 'known' | 'plain' | 'locked' = 'known'
  for (const leg of b.legs) {
    const k = known.get(outcomeOf(leg))
    if (!k || k.startAt <= now) return null
    if (k.limits === 'liability') path = 'locked'
    else if (k.limits === 'stake' && path === 'known') path = 'plain'
  }
  return path
}

/**
 * A ticket id reserved from the tickets' sequence a block at a time, for the known strategy (the
 * wallet's bet carries the ticket's id, so it is needed before the statement). Ids are unique
 * across processes, as the sequence's are; a process that stops, or a slip refused, leaves a gap,
 * as a rollback does. Tickets are listed by placement time, never by id.
 */
export async function freshTicketId(db: Db): Promise<number> {
  const m = memoryOf(db)
  while (m.ids.length === 0) {
    m.refill ??= reserveIds
      .execute(db, { n: ID_BLOCK })
      .then((rows) => void m.ids.push(...rows.map((r) => Number(r.id))))
      .finally(() => (m.refill = null))
    await m.refill
  }
  return m.ids.shift()!
}
