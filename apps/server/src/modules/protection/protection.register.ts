import type { ExclusionCheckpoint } from '@galata/contract'
import type { Tx } from '../../db/client.js'
import { recordAudit } from '../../lib/audit.js'
import type { RevokeReason } from '../../lib/events.js'
import { announceRevoked, endSessions } from '../auth/index.js'
import * as reg from '../exclusion-register/index.js'
import { isExcluded, isTimedOut, readGate } from '../wallet/index.js'
import * as q from './protection.queries.js'
import type { ProtectionDeps } from './protection.service.js'

/*
 * The exclusion register's side in player protection (docs/player-protection.md "The exclusion
 * register"): every self-exclusion and time-out is recorded under the person's keys, and a match
 * closes the other account the same way (its own self-exclusion or time-out, copied from the
 * entry's account), so the wallet's gate refuses its bets and deposits like the first account's.
 */

/** An account whose sessions ended because a restriction began: announced after the commit. */
export interface Restricted {
  playerId: number
  sessionIds: string[]
  reason: RevokeReason
}

/**
 * The player's entry follows their settings: a self-exclusion in force (until its lift, if one was
 * asked for), else a time-out in force (until it ends). Nothing in force: an entry ends now.
 */
export async function syncEntry(tx: Tx, playerId: number, now: Date): Promise<number | null> {
  const s = await q.findSettings(tx, playerId)
  const gate = await readGate(tx, playerId)
  const nowMs = now.getTime()
  if (!s || !gate) return null
  let entryId: number | null = null
  if (isExcluded(gate, nowMs))
    entryId = await reg.upsertEntry(tx, {
      playerId,
      kind: 'self_exclusion',
      startedAt: s.exclusionStartedAt!,
      endsAt: s.exclusionLiftsAt,
      at: now,
    })
  else if (isTimedOut(gate, nowMs))
    entryId = await reg.upsertEntry(tx, {
      playerId,
      kind: 'timeout',
      startedAt: s.timeoutStartedAt!,
      endsAt: s.timeoutUntil,
      at: now,
    })
  else {
    await reg.endEntry(tx, playerId, now)
    return null
  }
  await reg.addKeys(tx, entryId, await reg.keysOfPlayer(tx, playerId), now)
  return entryId
}

/**
 * Closes `targetId` to play because the register matched: the entry's self-exclusion (its period,
 * end, lift) or time-out (its end) is copied onto the account, unless the account already has as
 * strong a restriction; its sessions end; its own entry is written; the match is recorded for the
 * operators and the change audited (actor `system`).
 */
export async function applyMatch(
  tx: Tx,
  match: reg.Match,
  targetId: number,
  checkpoint: ExclusionCheckpoint,
  now: Date,
): Promise<Restricted | null> {
  const nowMs = now.getTime()
  await reg.insertMatch(tx, {
    entryId: match.entryId,
    playerId: targetId,
    keyKind: match.keyKind,
    checkpoint,
    at: now,
  })
  const source = await q.findSettings(tx, match.sourcePlayerId)
  const t = await q.lockSettings(tx, targetId, now)
  const gate = await readGate(tx, targetId)
  if (!source || !gate) return null
  const excluded = isExcluded(gate, nowMs)
  let reason: RevokeReason
  let change: string
  if (match.kind === 'self_exclusion') {
    reason = 'self_excluded'
    if (excluded)
      return { playerId: targetId, sessionIds: await endSessions(tx, targetId, now, reason), reason }
    await q.updateSettings(tx, targetId, {
      exclusionPeriod: source.exclusionPeriod,
      exclusionStartedAt: now,
      exclusionUntil: source.exclusionUntil,
      exclusionLiftableFrom: source.exclusionLiftableFrom,
      exclusionLiftRequestedAt: source.exclusionLiftRequestedAt,
      exclusionLiftsAt: source.exclusionLiftsAt,
      updatedAt: now,
    })
    change = `${source.exclusionPeriod}`
  } else {
    reason = excluded ? 'self_excluded' : 'timed_out'
    const ends = source.timeoutUntil
    const longer = ends !== null && (t.timeoutUntil === null || t.timeoutUntil.getTime() < ends.getTime())
    if (excluded || !longer)
      return { playerId: targetId, sessionIds: await endSessions(tx, targetId, now, reason), reason }
    await q.updateSettings(tx, targetId, {
      timeoutPeriod: source.timeoutPeriod,
      timeoutStartedAt: now,
      timeoutUntil: ends,
      updatedAt: now,
    })
    change = `${source.timeoutPeriod} until ${ends.toISOString()}`
  }
  await q.insertChange(tx, {
    playerId: targetId,
    actorId: 0,
    actorRole: 'system',
    kind: 'register_match',
    subject: `register:${match.entryId}:${match.keyKind}`,
    oldValue: null,
    newValue: change,
    effectiveAt: now,
    reason: `${checkpoint}`,
    at: now,
  })
  await syncEntry(tx, targetId, now)
  return { playerId: targetId, sessionIds: await endSessions(tx, targetId, now, reason), reason }
}

/**
 * At the start of a restriction: the other accounts that already exist for the same person (same
 * person key, mailbox or verified phone as the entry's keys) are closed the same way at once.
 */
export async function linkExisting(tx: Tx, playerId: number, now: Date): Promise<Restricted[]> {
  const entry = await reg.findEntry(tx, playerId)
  if (!entry || (entry.endsAt !== null && entry.endsAt.getTime() <= now.getTime())) return []
  const keys = await reg.keysOfPlayer(tx, playerId)
  const facts = keys.map((k) => `${k.kind}:${k.value}`)
  const birthDates = keys.filter((k) => k.kind === 'person').map((k) => k.value.split('|')[1]!)
  const candidates = await reg.candidateAccounts(
    tx,
    {
      birthDates,
      emails: keys.filter((k) => k.kind === 'email').map((k) => k.value),
      phones: keys.filter((k) => k.kind === 'phone').map((k) => k.value),
    },
    playerId,
  )
  const out: Restricted[] = []
  const match = { entryId: entry.id, sourcePlayerId: playerId, kind: entry.kind, endsAt: entry.endsAt }
  for (const c of candidates) {
    // The candidate's keys as it holds them now; numbers it verified before are compared at its
    // own checkpoints (phone verification, deposit, identity approval).
    const quick = reg.keysOfFacts(c, c.phoneVerified && c.phone ? [c.phone] : [])
    const hit = quick.find((k) => facts.includes(`${k.kind}:${k.value}`))
    if (!hit) continue
    const done = await applyMatch(tx, { ...match, keyKind: hit.kind }, c.id, 'exclusion', now)
    if (done) out.push(done)
  }
  return out
}

/** After the commit: the hub closes the sessions, and future purchases are refunded. */
export function announceRestricted(deps: Pick<ProtectionDeps, 'events' | 'clock'>, restricted: Restricted[]) {
  for (const r of restricted) {
    announceRevoked(deps, r.playerId, r.sessionIds, r.reason)
    deps.events.emit('protection.restricted', { playerId: r.playerId, at: deps.clock.now() })
  }
}

/**
 * A checkpoint of an existing account (phone verification, deposit, identity approval): its keys,
 * and `extra` ones it is about to prove (the number being verified), against the register. A match
 * is applied and committed, then answered as SELF_EXCLUDED; an account already restricted is left
 * to its own gate (the caller's usual check refuses it).
 */
export async function screenPlayer(
  deps: ProtectionDeps,
  playerId: number,
  checkpoint: ExclusionCheckpoint,
  extra: { kind: 'phone'; value: string }[] = [],
): Promise<void> {
  const now = new Date(deps.clock.now())
  const gate = await readGate(deps.db, playerId)
  if (!gate || gate.role !== 'player' || isExcluded(gate, now.getTime()) || isTimedOut(gate, now.getTime()))
    return
  const keys = [...(await reg.keysOfPlayer(deps.db, playerId)), ...extra]
  const match = await reg.findActiveMatch(deps.db, keys, now, playerId)
  if (!match) return
  const done = await deps.db.transaction(async (tx) => {
    await q.lockPlayerRow(tx, playerId)
    return applyMatch(tx, match, playerId, checkpoint, now)
  })
  if (done) announceRestricted(deps, [done])
  // The end the account now has (the time-out's, the lift's or the period's; null: until lifted).
  const after = await readGate(deps.db, playerId)
  const excluded = after !== null && isExcluded(after, now.getTime())
  const until = excluded ? (after.exclusionLiftsAt ?? after.exclusionUntil) : (after?.timeoutUntil ?? null)
  throw reg.excludedError(until === null ? null : new Date(until))
}

/** GET backoffice/exclusion-register/matches: which entry matched whom, on which key. Audited. */
export async function registerMatches(
  deps: Pick<ProtectionDeps, 'db' | 'clock'>,
  operator: { id: number; role: string; ip: string; fingerprint: string | null },
  filter: { playerId?: number | undefined; skip: number; take: number },
) {
  const rows = await reg.listMatches(deps.db, filter)
  const names = await reg.usernames(
    deps.db,
    rows.flatMap((r) => (r.playerId === null ? [] : [r.playerId])),
  )
  await recordAudit(
    deps.db,
    {
      actorKind: 'staff',
      actorId: operator.id,
      action: 'backoffice.exclusion_register.list',
      ip: operator.ip,
      fingerprint: operator.fingerprint,
      detail: { ...filter, returned: rows.length, role: operator.role },
    },
    new Date(deps.clock.now()),
  )
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    keyKind: r.keyKind,
    checkpoint: r.checkpoint,
    playerId: r.playerId,
    username: r.playerId === null ? null : (names.get(r.playerId) ?? null),
    detail: r.detail,
    entry: {
      id: r.entryId,
      playerId: r.entryPlayerId,
      username: r.entryUsername,
      kind: r.entryKind,
      startedAt: r.entryStartedAt.toISOString(),
      endsAt: r.entryEndsAt === null ? null : r.entryEndsAt.toISOString(),
    },
  }))
}
