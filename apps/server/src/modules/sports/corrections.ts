import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { SportsCorrection } from '@galata/contract'
import type { Tx } from '../../db/client.js'
import { players, sportsCorrections, sportsEvents, type SportsCorrectionKind } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import { toMajor } from '../wallet/index.js'
import type { StoredResult } from './replay.js'
import { resultOutcomes, settlementDeltas, voidOutcomes } from './settlement.js'
import type { SportsDeps } from './sports.deps.js'
import { worldNow } from './world-clock.js'

/*
 * Corrections after settlement (docs/sportsbook.md "Corrections after settlement"). A corrected
 * result, a void of the event or of one of its markets, once the event is settled, moves money to
 * or from players who were already paid. So it is asked for by one staff member, with the money it
 * will move computed by a dry run of the re-settlement, and applied only when a different staff
 * member approves it: the four-eyes rule of the payment decisions (docs/wallet.md). For
 * SPORTS_CORRECTION_WINDOW_HOURS after the final whistle a trader may ask; after it only an admin.
 */

export interface Operator {
  id: number
  ip: string | null
  fingerprint: string | null
  /** The staff member's role: past the correction window only an admin may ask. */
  role?: string
}

type EventRow = typeof sportsEvents.$inferSelect
type CorrectionRow = typeof sportsCorrections.$inferSelect

/** What a correction changes. */
export type Change =
  { kind: 'result'; result: StoredResult } | { kind: 'void' } | { kind: 'market_void'; marketId: number }

/** Kuruş as decimal strings, as stored in `impact`. */
interface StoredImpact {
  total: string
  tickets: number
  players: Array<{ playerId: number; username: string; amount: string }>
}

export const auditEntry = (op: Operator, action: string, detail: Record<string, unknown>) => ({
  actorKind: 'staff' as const,
  actorId: op.id,
  action,
  ip: op.ip,
  fingerprint: op.fingerprint,
  detail,
})

/** Writes a change to the event and its outcomes and legs; answers the tickets to re-settle. */
export async function applyChange(tx: Tx, event: EventRow, change: Change): Promise<number[]> {
  switch (change.kind) {
    case 'result':
      await tx
        .update(sportsEvents)
        .set({ result: change.result, resultVersion: event.resultVersion + 1, status: 'settled' })
        .where(eq(sportsEvents.id, event.id))
      return resultOutcomes(tx, { ...event, result: change.result })
    case 'void':
      await tx.update(sportsEvents).set({ status: 'void' }).where(eq(sportsEvents.id, event.id))
      return voidOutcomes(tx, event.id)
    case 'market_void':
      return voidOutcomes(tx, event.id, change.marketId)
  }
}

class DryRun extends Error {
  constructor(readonly impact: StoredImpact) {
    super('dry run')
  }
}

/**
 * The money a change would move: the change written inside a savepoint, every touched ticket's new
 * settlement compared with what it was paid, then the savepoint rolled back. Nothing is kept.
 */
async function dryRun(tx: Tx, event: EventRow, change: Change): Promise<StoredImpact> {
  try {
    await tx.transaction(async (sp) => {
      const deltas = await settlementDeltas(sp, await applyChange(sp, event, change))
      const perPlayer = new Map<number, bigint>()
      for (const d of deltas) perPlayer.set(d.playerId, (perPlayer.get(d.playerId) ?? 0n) + d.delta)
      const names = perPlayer.size
        ? await sp
            .select({ id: players.id, username: players.username })
            .from(players)
            .where(inArray(players.id, [...perPlayer.keys()]))
        : []
      const nameOf = new Map(names.map((n) => [n.id, n.username]))
      throw new DryRun({
        total: String(deltas.reduce((sum, d) => sum + d.delta, 0n)),
        tickets: deltas.length,
        players: [...perPlayer]
          .sort(([a], [b]) => a - b)
          .map(([playerId, amount]) => ({
            playerId,
            username: nameOf.get(playerId) ?? '',
            amount: String(amount),
          })),
      })
    })
  } catch (err) {
    if (err instanceof DryRun) return err.impact
    throw err
  }
  throw new Error('dry run did not roll back')
}

/** Within SPORTS_CORRECTION_WINDOW_HOURS of real time after the final whistle (world time ÷ speed). */
async function inWindow(deps: SportsDeps, tx: Tx, event: EventRow): Promise<boolean> {
  if (!event.endAt) return true
  const sinceWhistle = ((await worldNow(deps, tx)) - event.endAt.getTime()) / deps.speed
  return sinceWhistle <= deps.correctionWindowMs
}

/**
 * Asks for a change to a settled event (the caller holds the event's lock): checks the window,
 * runs the dry run and records the pending request and its audit row. Nothing moves.
 */
export async function askCorrection(
  deps: SportsDeps,
  tx: Tx,
  op: Operator,
  event: EventRow,
  change: Change,
  note: string | null,
): Promise<SportsCorrection> {
  if (op.role !== 'admin' && !(await inWindow(deps, tx, event)))
    throw new AppError('CORRECTION_WINDOW_CLOSED')
  const [pending] = await tx
    .select({ id: sportsCorrections.id })
    .from(sportsCorrections)
    .where(and(eq(sportsCorrections.eventId, event.id), eq(sportsCorrections.status, 'pending')))
  if (pending) throw new AppError('CORRECTION_PENDING')
  const impact = await dryRun(tx, event, change)
  const now = new Date(deps.clock.now())
  const [row] = await tx
    .insert(sportsCorrections)
    .values({
      eventId: event.id,
      kind: change.kind,
      marketId: change.kind === 'market_void' ? change.marketId : null,
      result: change.kind === 'result' ? change.result : null,
      note,
      resultVersion: event.resultVersion,
      impact,
      requestedBy: op.id,
      requestedAt: now,
    })
    .returning()
  await recordAudit(
    tx,
    auditEntry(op, 'sports.correction.request', {
      correctionId: row!.id,
      eventId: event.id,
      kind: change.kind,
      ...(change.kind === 'result' ? { before: event.result, result: change.result } : {}),
      ...(change.kind === 'market_void' ? { marketId: change.marketId } : {}),
      impact,
      role: op.role ?? null,
      note,
    }),
    now,
  )
  return correctionView(row!)
}

function changeOf(c: CorrectionRow): Change {
  switch (c.kind as SportsCorrectionKind) {
    case 'result':
      return { kind: 'result', result: c.result as StoredResult }
    case 'void':
      return { kind: 'void' }
    case 'market_void':
      return { kind: 'market_void', marketId: c.marketId! }
  }
}

async function lockCorrection(tx: Tx, id: number): Promise<CorrectionRow> {
  const [c] = await tx.select().from(sportsCorrections).where(eq(sportsCorrections.id, id)).for('update')
  if (!c) throw new AppError('NOT_FOUND')
  if (c.status !== 'pending') throw new AppError('CORRECTION_NOT_PENDING')
  return c
}

/**
 * A second staff member applies a pending correction: the change written, the request marked
 * applied, one audit row naming both, in one transaction; the caller re-settles the tickets.
 * The one who asked cannot approve; a request whose event has changed since is refused.
 */
export async function approveCorrection(
  deps: SportsDeps,
  tx: Tx,
  op: Operator,
  id: number,
  note: string | null,
): Promise<{ correction: SportsCorrection; eventId: number; tickets: number[] }> {
  const c = await lockCorrection(tx, id)
  if (c.requestedBy === op.id) throw new AppError('OWN_CORRECTION_APPROVAL')
  const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, c.eventId)).for('update')
  if (!event || event.status !== 'settled' || event.resultVersion !== c.resultVersion)
    throw new AppError('CORRECTION_NOT_PENDING')
  const change = changeOf(c)
  const tickets = await applyChange(tx, event, change)
  const now = new Date(deps.clock.now())
  const [row] = await tx
    .update(sportsCorrections)
    .set({ status: 'applied', decidedBy: op.id, decidedAt: now })
    .where(and(eq(sportsCorrections.id, id), ne(sportsCorrections.requestedBy, op.id)))
    .returning()
  await recordAudit(
    tx,
    auditEntry(op, 'sports.correction.approve', {
      correctionId: id,
      eventId: c.eventId,
      kind: c.kind,
      ...(change.kind === 'result'
        ? { before: event.result, result: change.result, version: event.resultVersion + 1 }
        : {}),
      ...(change.kind === 'market_void' ? { marketId: change.marketId } : {}),
      requestedBy: c.requestedBy,
      approvedBy: op.id,
      impact: c.impact,
      role: op.role ?? null,
      note,
    }),
    now,
  )
  return { correction: correctionView(row!), eventId: c.eventId, tickets }
}

/** Any staff member, the one who asked too, drops a pending correction; nothing moves. */
export async function rejectCorrection(
  deps: SportsDeps,
  tx: Tx,
  op: Operator,
  id: number,
  note: string | null,
): Promise<SportsCorrection> {
  const c = await lockCorrection(tx, id)
  const now = new Date(deps.clock.now())
  const [row] = await tx
    .update(sportsCorrections)
    .set({ status: 'rejected', decidedBy: op.id, decidedAt: now })
    .where(eq(sportsCorrections.id, id))
    .returning()
  await recordAudit(
    tx,
    auditEntry(op, 'sports.correction.reject', {
      correctionId: id,
      eventId: c.eventId,
      kind: c.kind,
      requestedBy: c.requestedBy,
      role: op.role ?? null,
      note,
    }),
    now,
  )
  return correctionView(row!)
}

/** The pending corrections (oldest first), then the last 50 decided. */
export async function listCorrections(deps: Pick<SportsDeps, 'db'>): Promise<{ items: SportsCorrection[] }> {
  const pending = await deps.db
    .select()
    .from(sportsCorrections)
    .where(eq(sportsCorrections.status, 'pending'))
    .orderBy(sportsCorrections.requestedAt)
  const decided = await deps.db
    .select()
    .from(sportsCorrections)
    .where(sql`${sportsCorrections.status} <> 'pending'`)
    .orderBy(desc(sportsCorrections.decidedAt))
    .limit(50)
  return { items: [...pending, ...decided].map(correctionView) }
}

function correctionView(c: CorrectionRow): SportsCorrection {
  const impact = c.impact as StoredImpact
  return {
    id: c.id,
    eventId: c.eventId,
    kind: c.kind,
    marketId: c.marketId,
    result: (c.result as SportsCorrection['result']) ?? null,
    note: c.note,
    status: c.status,
    requestedBy: c.requestedBy,
    requestedAt: c.requestedAt.toISOString(),
    decidedBy: c.decidedBy,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    impact: {
      total: toMajor(BigInt(impact.total)),
      tickets: impact.tickets,
      players: impact.players.map((p) => ({
        playerId: p.playerId,
        username: p.username,
        amount: toMajor(BigInt(p.amount)),
      })),
    },
  }
}
