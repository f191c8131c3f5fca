import type { FastifyInstance } from 'fastify'
import {
  REALITY_CHECK_DEFAULT_MINUTES,
  classifyChange,
  exclusionLiftableFrom,
  exclusionLiftsAt,
  exclusionUntil,
  isConfirmable,
  limitSubject,
  realityCheckChange,
  remainingOf,
  tightest,
  timeoutUntil,
  type RgChange,
  type RgExclusionPeriod,
  type RgLimitKind,
  type RgLimitRequest,
  type RgLimitState,
  type RgPeriod,
  type RgSession,
  type RgState,
  type RgTimeoutPeriod,
  type SuccessMessage,
} from '@galata/contract'
import type { Tx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import { announceRevoked, endSessions } from '../auth/index.js'
import {
  isExcluded,
  isTimedOut,
  limitUsages,
  secondsPlayed,
  toMajor,
  toMinor,
  type LimitUsage,
  type PlayGate,
} from '../wallet/index.js'
import * as q from './protection.queries.js'
import { announceRestricted, linkExisting, syncEntry, type Restricted } from './protection.register.js'

/*
 * Player protection (docs/player-protection.md): the player's (and support's) changes
 * of limits, time-outs, self-exclusion, reality checks and closure, each audited in rg_changes in
 * the same transaction. Enforcement at the money doors is the wallet's (protection-guard.ts).
 */

export type ProtectionDeps = Pick<FastifyInstance, 'db' | 'clock' | 'events'>

/** Who makes a change: the player, or an operator on the player's request (with a reason). */
export interface Actor {
  id: number
  role: string
  reason?: string | null
}

const iso = (ms: number | Date | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString()

const isMoney = (kind: string) => kind !== 'session'

/** A limit's stored value as the API shows it: lira, or minutes. */
function shown(kind: string, value: bigint): number {
  return isMoney(kind) ? toMajor(value) : Number(value)
}

function shownText(kind: string, value: bigint | null): string {
  return value === null ? 'none' : String(shown(kind, value))
}

function limitState(row: q.LimitRow, use: LimitUsage | undefined, now: number): RgLimitState {
  const kind = row.kind as RgLimitKind
  const remaining = use ? remainingOf(use) : row.amount
  const used = use?.used ?? 0n
  return {
    kind,
    period: row.period as RgPeriod,
    amount: shown(kind, row.amount),
    used: isMoney(kind) ? toMajor(used) : Math.floor(Number(used) / 60),
    remaining: isMoney(kind) ? toMajor(remaining) : Math.floor(Number(remaining) / 60),
    resetsAt: iso(use?.resetsAt),
    pending: row.pending
      ? {
          amount: row.pendingAmount === null ? null : shown(kind, row.pendingAmount),
          requestedAt: iso(row.pendingRequestedAt)!,
          effectiveAt: iso(row.pendingEffectiveAt)!,
          confirmable: isConfirmable(row.pendingEffectiveAt!.getTime(), now),
        }
      : null,
  }
}

const KIND_ORDER: Record<string, number> = { deposit: 0, loss: 1, wager: 2, session: 3 }
const PERIOD_ORDER: Record<string, number> = { day: 0, week: 1, month: 2 }

/** The reality-check interval in force: a longer one requested 24 hours ago has taken over. */
function realityCheckOf(s: q.SettingsRow | null, now: number) {
  if (!s) return { minutes: REALITY_CHECK_DEFAULT_MINUTES, pending: null }
  if (s.realityCheckPendingMinutes !== null && s.realityCheckPendingAt !== null) {
    if (s.realityCheckPendingAt.getTime() <= now)
      return { minutes: s.realityCheckPendingMinutes, pending: null }
    return {
      minutes: s.realityCheckMinutes,
      pending: { minutes: s.realityCheckPendingMinutes, effectiveAt: iso(s.realityCheckPendingAt)! },
    }
  }
  return { minutes: s.realityCheckMinutes, pending: null }
}

function gateOf(s: q.SettingsRow | null): PlayGate {
  return {
    role: 'player',
    timeoutUntil: s?.timeoutUntil?.getTime() ?? null,
    exclusionStartedAt: s?.exclusionStartedAt?.getTime() ?? null,
    exclusionUntil: s?.exclusionUntil?.getTime() ?? null,
    exclusionLiftsAt: s?.exclusionLiftsAt?.getTime() ?? null,
    stakeLimits: s?.stakeLimits ?? false,
    sessionLimits: s?.sessionLimits ?? false,
    depositLimits: s?.depositLimits ?? false,
    // The back office's blocks are not the player's protection: this gate only answers isExcluded.
    betsBlocked: false,
    depositsBlocked: false,
    withdrawalsBlocked: false,
  }
}

/** GET customer/rg: the limits in force with their use, pending changes, reality check, time-out, exclusion. */
export async function protectionState(
  deps: Pick<ProtectionDeps, 'db' | 'clock'>,
  playerId: number,
): Promise<RgState> {
  const now = deps.clock.now()
  const [settings, rows, uses] = [
    await q.findSettings(deps.db, playerId),
    await q.listLimits(deps.db, playerId),
    await limitUsages(deps.db, playerId, now),
  ]
  const useOf = (r: q.LimitRow) => uses.find((u) => u.kind === r.kind && u.period === r.period)
  const limits = rows
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind]! - KIND_ORDER[b.kind]! || PERIOD_ORDER[a.period]! - PERIOD_ORDER[b.period]!,
    )
    .map((r) => limitState(r, useOf(r), now))
  const gate = gateOf(settings)
  const timedOut = isTimedOut(gate, now)
  const excluded = isExcluded(gate, now)
  const sessionSpent = uses.some((u) => u.kind === 'session' && u.used >= u.limit)
  return {
    limits,
    realityCheck: realityCheckOf(settings, now),
    timeout:
      timedOut && settings
        ? {
            period: settings.timeoutPeriod as RgTimeoutPeriod,
            startedAt: iso(settings.timeoutStartedAt)!,
            until: iso(settings.timeoutUntil)!,
          }
        : null,
    selfExclusion:
      excluded && settings
        ? {
            period: settings.exclusionPeriod as RgExclusionPeriod,
            startedAt: iso(settings.exclusionStartedAt)!,
            until: iso(settings.exclusionUntil),
            liftableFrom: iso(settings.exclusionLiftableFrom)!,
            liftRequestedAt: iso(settings.exclusionLiftRequestedAt),
            liftsAt: iso(settings.exclusionLiftsAt),
          }
        : null,
    canPlay: !timedOut && !excluded && !sessionSpent,
    canDeposit: !timedOut && !excluded,
  }
}

interface Change {
  kind: string
  subject?: string | null
  old?: string | null
  new?: string | null
  effectiveAt?: Date | null
}

async function audit(tx: Tx, playerId: number, actor: Actor, at: Date, c: Change): Promise<void> {
  // Also a row of the hash-chained audit log, which records every change to a player's limits
  // (docs/backoffice.md "Audit chain"); rg_changes stays the history the pages read.
  await recordAudit(
    tx,
    {
      actorKind: 'player',
      actorId: actor.id,
      action: `rg.${c.kind}`,
      detail: {
        playerId,
        role: actor.role,
        ...(c.subject ? { subject: c.subject } : {}),
        old: c.old ?? null,
        new: c.new ?? null,
        ...(c.effectiveAt ? { effectiveAt: c.effectiveAt.toISOString() } : {}),
        ...(actor.reason ? { reason: actor.reason } : {}),
      },
    },
    at,
  )
  await q.insertChange(tx, {
    playerId,
    actorId: actor.id,
    actorRole: actor.role,
    kind: c.kind,
    subject: c.subject ?? null,
    oldValue: c.old ?? null,
    newValue: c.new ?? null,
    effectiveAt: c.effectiveAt ?? null,
    reason: actor.reason ?? null,
    at,
  })
}

/** A change by an operator needs a player to change (never an operator's own account through here). */
async function lockTarget(tx: Tx, playerId: number): Promise<void> {
  const player = await q.lockPlayerRow(tx, playerId)
  if (!player || player.role !== 'player') throw new AppError('NOT_FOUND')
}

/** A limit row with no change waiting (a new limit, a withdrawn or a confirmed increase). */
const NO_PENDING = {
  pending: false,
  pendingAmount: null,
  pendingRequestedAt: null,
  pendingEffectiveAt: null,
} as const

/**
 * Whether an operator's limit request would loosen the limit (an increase or a removal, which waits
 * 24 hours and the player's confirmation): the back office files such a request as a pending action
 * for a second operator (docs/backoffice.md "Four eyes") instead of making it.
 */
export async function loosensLimit(
  deps: ProtectionDeps,
  playerId: number,
  input: RgLimitRequest,
): Promise<boolean> {
  const requested =
    input.amount === null ? null : isMoney(input.kind) ? toMinor(input.amount) : BigInt(input.amount)
  const row = await q.findLimit(deps.db, playerId, input.kind, input.period)
  return classifyChange(row?.amount ?? null, requested, deps.clock.now()).kind === 'pending'
}

/** The checks of `requestLift` without its effect: a lift may be filed for approval now. */
export async function checkLiftable(deps: ProtectionDeps, playerId: number): Promise<void> {
  const nowMs = deps.clock.now()
  const s = await q.findSettings(deps.db, playerId)
  if (!s || !isExcluded(gateOf(s), nowMs))
    throw new AppError('RG_LIFT_NOT_ALLOWED', undefined, { liftableFrom: null })
  if (s.exclusionLiftsAt === null && nowMs < s.exclusionLiftableFrom!.getTime())
    throw new AppError('RG_LIFT_NOT_ALLOWED', undefined, { liftableFrom: iso(s.exclusionLiftableFrom) })
}

/**
 * POST customer/rg/limits: a new limit or a decrease applies at once; an increase or a removal
 * waits 24 hours and then needs the player's confirmation. Support (on the player's request) may
 * only add or lower a limit; admin may also file an increase, which still waits for the player.
 */
export async function setLimit(
  deps: ProtectionDeps,
  actor: Actor,
  playerId: number,
  input: RgLimitRequest,
): Promise<SuccessMessage> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  const requested =
    input.amount === null ? null : isMoney(input.kind) ? toMinor(input.amount) : BigInt(input.amount)
  return deps.db.transaction(async (tx) => {
    await lockTarget(tx, playerId)
    await q.lockSettings(tx, playerId, now)
    const row = await q.findLimit(tx, playerId, input.kind, input.period)
    const change = classifyChange(row?.amount ?? null, requested, nowMs)
    const subject = limitSubject(input.kind, input.period)
    if (change.kind === 'pending' && actor.role === 'support') throw new AppError('FORBIDDEN')
    if (change.kind === 'same') {
      // Asking for the value in force again withdraws a pending increase or removal.
      if (row?.pending) {
        await q.upsertLimit(tx, {
          ...row,
          ...NO_PENDING,
          updatedAt: now,
        })
        await audit(tx, playerId, actor, now, {
          kind: 'limit_pending_withdrawn',
          subject,
          old: shownText(input.kind, row.pending ? row.pendingAmount : null),
          new: shownText(input.kind, row.amount),
          effectiveAt: now,
        })
      }
      return 'RG_LIMIT_UNCHANGED'
    }
    if (change.kind === 'immediate') {
      await q.upsertLimit(tx, {
        playerId,
        kind: input.kind,
        period: input.period,
        amount: change.amount,
        ...NO_PENDING,
        updatedAt: now,
      })
      await q.refreshFlags(tx, playerId)
      await audit(tx, playerId, actor, now, {
        kind: 'limit',
        subject,
        old: shownText(input.kind, row?.amount ?? null),
        new: shownText(input.kind, change.amount),
        effectiveAt: now,
      })
      return 'RG_LIMIT_SET'
    }
    await q.upsertLimit(tx, {
      ...row!,
      pending: true,
      pendingAmount: change.amount,
      pendingRequestedAt: now,
      pendingEffectiveAt: new Date(change.effectiveAt),
      updatedAt: now,
    })
    await audit(tx, playerId, actor, now, {
      kind: 'limit_pending',
      subject,
      old: shownText(input.kind, row!.amount),
      new: shownText(input.kind, change.amount),
      effectiveAt: new Date(change.effectiveAt),
    })
    return 'RG_LIMIT_PENDING'
  })
}

/** POST customer/rg/limits/confirm: the player's confirmation, once the 24 hours are over. */
export async function confirmLimit(
  deps: ProtectionDeps,
  actor: Actor,
  playerId: number,
  input: { kind: RgLimitKind; period: RgPeriod },
): Promise<void> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  await deps.db.transaction(async (tx) => {
    await q.lockSettings(tx, playerId, now)
    const row = await q.findLimit(tx, playerId, input.kind, input.period)
    if (!row?.pending) throw new AppError('RG_NOTHING_TO_CONFIRM', undefined, { effectiveAt: null })
    if (!isConfirmable(row.pendingEffectiveAt!.getTime(), nowMs))
      throw new AppError('RG_NOTHING_TO_CONFIRM', undefined, { effectiveAt: iso(row.pendingEffectiveAt) })
    if (row.pendingAmount === null) await q.deleteLimit(tx, playerId, input.kind, input.period)
    else
      await q.upsertLimit(tx, {
        ...row,
        amount: row.pendingAmount,
        ...NO_PENDING,
        updatedAt: now,
      })
    await q.refreshFlags(tx, playerId)
    await audit(tx, playerId, actor, now, {
      kind: 'limit_confirmed',
      subject: limitSubject(input.kind, input.period),
      old: shownText(input.kind, row.amount),
      new: shownText(input.kind, row.pendingAmount),
      effectiveAt: now,
    })
  })
}

/**
 * POST customer/rg/timeout: immediate, never shortened (a shorter one while a longer runs keeps
 * the longer). Every session ends at once and the hub closes them. Refused while self-excluded
 * (the stronger measure is already in force).
 */
export async function takeTimeout(
  deps: ProtectionDeps,
  actor: Actor,
  playerId: number,
  period: RgTimeoutPeriod,
): Promise<void> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  const ended = await deps.db.transaction(async (tx) => {
    await lockTarget(tx, playerId)
    const s = await q.lockSettings(tx, playerId, now)
    const gate = gateOf(s)
    if (isExcluded(gate, nowMs))
      throw new AppError('SELF_EXCLUDED', undefined, { until: iso(s.exclusionLiftsAt ?? s.exclusionUntil) })
    const until = timeoutUntil(period, nowMs)
    const current = isTimedOut(gate, nowMs) ? s.timeoutUntil!.getTime() : null
    if (current === null || until > current) {
      await q.updateSettings(tx, playerId, {
        timeoutPeriod: period,
        timeoutStartedAt: now,
        timeoutUntil: new Date(until),
        updatedAt: now,
      })
      await audit(tx, playerId, actor, now, {
        kind: 'timeout',
        old: current === null ? null : `${s.timeoutPeriod} until ${iso(current)}`,
        new: `${period} until ${iso(until)}`,
        effectiveAt: now,
      })
    }
    // The exclusion register: the time-out is the person's (docs/player-protection.md).
    await syncEntry(tx, playerId, now)
    const own: Restricted = {
      playerId,
      sessionIds: await endSessions(tx, playerId, now, 'timed_out'),
      reason: 'timed_out',
    }
    return [own, ...(await linkExisting(tx, playerId, now))]
  })
  announceRestricted(deps, ended)
}

/**
 * POST customer/rg/selfexclusion: immediate; a longer period replaces a shorter one, never the
 * reverse; a pending lift is cancelled. Every session ends; marketing stops (the notifications
 * module's broadcast skips excluded players).
 */
export async function selfExclude(
  deps: ProtectionDeps,
  actor: Actor,
  playerId: number,
  period: RgExclusionPeriod,
): Promise<void> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  const ended = await deps.db.transaction(async (tx) => {
    await lockTarget(tx, playerId)
    await exclude(tx, actor, playerId, period, now)
    // The exclusion register: the exclusion is the person's, on every account (docs/player-protection.md).
    await syncEntry(tx, playerId, now)
    const own: Restricted = {
      playerId,
      sessionIds: await endSessions(tx, playerId, now, 'self_excluded'),
      reason: 'self_excluded',
    }
    return [own, ...(await linkExisting(tx, playerId, now))]
  })
  announceRestricted(deps, ended)
}

async function exclude(
  tx: Tx,
  actor: Actor,
  playerId: number,
  period: RgExclusionPeriod,
  now: Date,
): Promise<void> {
  const nowMs = now.getTime()
  const s = await q.lockSettings(tx, playerId, now)
  const inForce = isExcluded(gateOf(s), nowMs)
  const newEnd = exclusionUntil(period, nowMs)
  if (inForce) {
    const oldEnd = s.exclusionUntil?.getTime() ?? null
    const longer =
      period === 'indefinite'
        ? s.exclusionPeriod !== 'indefinite'
        : s.exclusionPeriod !== 'indefinite' && newEnd! > (oldEnd ?? 0)
    // The one in force lasts as long or longer: it stays; asking again withdraws a pending lift.
    if (!longer) {
      if (s.exclusionLiftsAt !== null) {
        await q.updateSettings(tx, playerId, {
          exclusionLiftRequestedAt: null,
          exclusionLiftsAt: null,
          updatedAt: now,
        })
        await audit(tx, playerId, actor, now, {
          kind: 'lift_withdrawn',
          old: iso(s.exclusionLiftsAt),
          new: null,
          effectiveAt: now,
        })
      }
      return
    }
  }
  await q.updateSettings(tx, playerId, {
    exclusionPeriod: period,
    exclusionStartedAt: now,
    exclusionUntil: newEnd === null ? null : new Date(newEnd),
    exclusionLiftableFrom: new Date(exclusionLiftableFrom(period, nowMs)),
    exclusionLiftRequestedAt: null,
    exclusionLiftsAt: null,
    updatedAt: now,
  })
  await audit(tx, playerId, actor, now, {
    kind: 'self_exclusion',
    old: inForce ? `${s.exclusionPeriod} from ${iso(s.exclusionStartedAt)}` : null,
    new: `${period}${newEnd === null ? '' : ` until ${iso(newEnd)}`}`,
    effectiveAt: now,
  })
}

/**
 * POST customer/rg/selfexclusion/lift: once the period is over (6 months for an indefinite one),
 * the player's request ends the exclusion after a cooling-off of 24 hours (7 days when
 * indefinite). Asking again changes nothing.
 */
export async function requestLift(deps: ProtectionDeps, actor: Actor, playerId: number): Promise<void> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  await deps.db.transaction(async (tx) => {
    const s = await q.lockSettings(tx, playerId, now)
    if (!isExcluded(gateOf(s), nowMs))
      throw new AppError('RG_LIFT_NOT_ALLOWED', undefined, { liftableFrom: null })
    if (s.exclusionLiftsAt !== null) return
    if (nowMs < s.exclusionLiftableFrom!.getTime())
      throw new AppError('RG_LIFT_NOT_ALLOWED', undefined, { liftableFrom: iso(s.exclusionLiftableFrom) })
    const liftsAt = new Date(exclusionLiftsAt(s.exclusionPeriod as RgExclusionPeriod, nowMs))
    await q.updateSettings(tx, playerId, {
      exclusionLiftRequestedAt: now,
      exclusionLiftsAt: liftsAt,
      updatedAt: now,
    })
    await audit(tx, playerId, actor, now, {
      kind: 'lift_request',
      old: s.exclusionPeriod,
      new: null,
      effectiveAt: liftsAt,
    })
    // The register entry ends when the exclusion does.
    await syncEntry(tx, playerId, now)
  })
}

/** POST customer/rg/realitycheck: a shorter interval at once, a longer one after 24 hours. */
export async function setRealityCheck(
  deps: ProtectionDeps,
  actor: Actor,
  playerId: number,
  minutes: number,
): Promise<SuccessMessage> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  return deps.db.transaction(async (tx) => {
    const s = await q.lockSettings(tx, playerId, now)
    const current = realityCheckOf(s, nowMs).minutes
    const change = realityCheckChange(current, minutes, nowMs)
    if (change.kind === 'pending') {
      await q.updateSettings(tx, playerId, {
        realityCheckMinutes: current,
        realityCheckPendingMinutes: minutes,
        realityCheckPendingAt: new Date(change.effectiveAt),
        updatedAt: now,
      })
    } else {
      await q.updateSettings(tx, playerId, {
        realityCheckMinutes: minutes,
        realityCheckPendingMinutes: null,
        realityCheckPendingAt: null,
        updatedAt: now,
      })
    }
    if (change.kind !== 'same')
      await audit(tx, playerId, actor, now, {
        kind: 'reality_check',
        old: String(current),
        new: String(minutes),
        effectiveAt: change.kind === 'pending' ? new Date(change.effectiveAt) : now,
      })
    return change.kind === 'pending' ? 'RG_REALITY_CHECK_PENDING' : 'RG_REALITY_CHECK_SET'
  })
}

/**
 * POST customer/rg/close. Gambling-related: a self-exclusion (of the period asked for, 6 months
 * when none) instead of a closure, so the player can still log in to withdraw (MGA: never shorter
 * than asked). Otherwise the account is closed like support closes one (status `closed`, every
 * session ended, no login any more; the balance is support's to settle).
 */
export async function closeAccount(
  deps: ProtectionDeps,
  actor: Actor,
  playerId: number,
  input: { gamblingRelated: boolean; selfExclusionPeriod?: RgExclusionPeriod | undefined },
): Promise<'closed' | 'self_excluded'> {
  if (input.gamblingRelated) {
    await selfExclude(deps, actor, playerId, input.selfExclusionPeriod ?? '6m')
    return 'self_excluded'
  }
  const now = new Date(deps.clock.now())
  const ended = await deps.db.transaction(async (tx) => {
    const player = await q.lockPlayerRow(tx, playerId)
    if (!player || player.role !== 'player') throw new AppError('FORBIDDEN')
    await q.closePlayer(tx, playerId, now)
    await audit(tx, playerId, actor, now, {
      kind: 'closure',
      old: player.status,
      new: 'closed',
      effectiveAt: now,
    })
    return endSessions(tx, playerId, now, 'account_closed')
  })
  announceRevoked(deps, playerId, ended, 'account_closed')
  return 'closed'
}

/** GET customer/rg/session: this login session's time and money, for the reality check. */
export async function sessionSummary(
  deps: Pick<ProtectionDeps, 'db' | 'clock'>,
  playerId: number,
  sessionId: string,
): Promise<RgSession> {
  const now = deps.clock.now()
  const session = await q.findSession(deps.db, sessionId)
  if (!session || session.playerId !== playerId) throw new AppError('UNAUTHORIZED')
  const { stakes, wins } = await q.stakesAndWinsSince(deps.db, playerId, session.createdAt)
  const settings = await q.findSettings(deps.db, playerId)
  let sessionLimit: RgSession['sessionLimit'] = null
  if (settings?.sessionLimits) {
    const uses = (await limitUsages(deps.db, playerId, now)).filter((u) => u.kind === 'session')
    const worst = tightest(uses) as LimitUsage | null
    if (worst)
      sessionLimit = {
        period: worst.period,
        minutes: Number(worst.amount),
        remainingSeconds: Number(remainingOf(worst)),
        resetsAt: iso(worst.resetsAt)!,
      }
  }
  return {
    startedAt: iso(session.createdAt)!,
    elapsedSeconds: Math.max(0, Math.floor((now - session.createdAt.getTime()) / 1000)),
    stakes: toMajor(stakes),
    wins: toMajor(wins),
    net: toMajor(wins - stakes),
    realityCheckMinutes: realityCheckOf(settings, now).minutes,
    sessionLimit,
  }
}

/**
 * The session-time limit reached: every live session of such a player ends (reason
 * `session_limit`; the hub closes its sockets with that reason, which the web shows politely).
 * Bets and launches are refused by the wallet until the period resets; the player may log in
 * again to withdraw. Run by a background pass every minute, and by tests directly.
 */
export async function endSessionsAtLimit(deps: ProtectionDeps, stop?: AbortSignal): Promise<number> {
  const now = deps.clock.now()
  let ended = 0
  for (const playerId of await q.playersWithSessionLimitOnline(deps.db)) {
    // The app closing: the next pass, on any instance, ends the rest.
    if (stop?.aborted) break
    const uses = (await limitUsages(deps.db, playerId, now)).filter((u) => u.kind === 'session')
    if (!uses.some((u) => u.used >= u.limit)) continue
    const ids = await endSessions(deps.db, playerId, new Date(now), 'session_limit')
    announceRevoked(deps, playerId, ids, 'session_limit')
    ended += ids.length
  }
  return ended
}

/** Seconds logged in over [from, to) (the activity statement's time played). */
export function timePlayed(
  deps: Pick<ProtectionDeps, 'db'>,
  playerId: number,
  from: Date,
  to: Date,
): Promise<number> {
  return secondsPlayed(deps.db, playerId, from.getTime(), to.getTime())
}

/** The audited changes of a player in [from, to), newest first (the statement, the back office). */
export async function limitChanges(
  deps: Pick<ProtectionDeps, 'db'>,
  playerId: number,
  range: { from?: Date; to?: Date } = {},
): Promise<RgChange[]> {
  const rows = await q.listChanges(deps.db, playerId, range)
  return rows.map((r) => ({
    id: r.id,
    at: iso(r.at)!,
    kind: r.kind,
    subject: r.subject,
    old: r.oldValue,
    new: r.newValue,
    effectiveAt: iso(r.effectiveAt),
    actorRole: r.actorRole,
  }))
}
