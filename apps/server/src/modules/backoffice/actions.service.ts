import type { FastifyInstance } from 'fastify'
import {
  PENDING_ACTION_TTL_HOURS,
  pendingActionRoles,
  type BonusGrantRequest,
  type CorrectionRequest,
  type GrantListFile,
  type Locale,
  type PendingAction,
  type PendingActionKind,
  type RgLimitRequest,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Operator } from '../payments/index.js'
import { grantManualBonus } from '../bonuses/index.js'
import { checkLiftable, loosensLimit, requestLift, setLimit } from '../protection/index.js'
import { hasActiveBonus, moneyTransaction, postCorrection, toMajor, toMinor } from '../wallet/index.js'
import * as q from './backoffice.queries.js'
import { checkedList, checkRows, payGrantList } from './grant-lists.service.js'
import { insertRows } from './grant-lists.queries.js'

/*
 * Four eyes (docs/backoffice.md "Four eyes"): a maker files a pending action with a reason, a
 * different operator with the checker's role approves or rejects it within 24 hours, and the
 * approval runs the action's effect in the transaction that marks it approved. Both people are
 * actor kind + actor id, taken from the back office's `operator(request)`, and both go to the audit
 * log in the same transaction.
 */

export type ActionsDeps = Pick<FastifyInstance, 'db' | 'clock' | 'events'>

const TTL_MS = PENDING_ACTION_TTL_HOURS * 3_600_000

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

function view(row: q.ActionRow, now: number): PendingAction {
  const expired = row.status === 'pending' && row.expiresAt.getTime() <= now
  const payload = { ...row.payload }
  if (typeof payload.amount === 'string') payload.amount = toMajor(BigInt(payload.amount))
  return {
    id: row.id,
    kind: row.kind as PendingActionKind,
    playerId: row.playerId,
    payload,
    reason: row.reason,
    note: row.note,
    status: expired ? 'expired' : (row.status as PendingAction['status']),
    maker: { kind: row.makerKind, id: row.makerId, role: row.makerRole },
    checker:
      row.checkerKind && row.checkerId && row.checkerRole
        ? { kind: row.checkerKind, id: row.checkerId, role: row.checkerRole }
        : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    decisionNote: row.decisionNote,
    result: row.result ?? null,
  }
}

const auditOf = (who: Operator, action: string, detail: Record<string, unknown>) => ({
  actorKind: who.kind,
  actorId: who.id,
  action,
  ip: who.ip,
  fingerprint: who.fingerprint,
  detail: { ...detail, role: who.role },
})

interface Filing {
  kind: PendingActionKind
  playerId: number | null
  payload: Record<string, unknown>
  reason: string
  note: string
}

/** Records a pending action and its `backoffice.action.filed` audit row, in the caller's transaction. */
async function file(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  who: Operator,
  f: Filing,
  now: Date,
) {
  if (!(pendingActionRoles[f.kind].makers as readonly string[]).includes(who.role))
    throw new AppError('FORBIDDEN')
  const action = await q.insertAction(tx, {
    ...f,
    status: 'pending',
    makerKind: who.kind,
    makerId: String(who.id),
    makerRole: who.role,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TTL_MS),
  })
  await recordAudit(
    tx,
    auditOf(who, 'backoffice.action.filed', {
      actionId: action.id,
      kind: f.kind,
      playerId: f.playerId,
      ...f.payload,
      reason: f.reason,
      note: f.note,
    }),
    now,
  )
  return action
}

/** The player an action is about, locked: a player account (never an operator's). */
async function lockTarget(tx: Parameters<Parameters<Db['transaction']>[0]>[0], playerId: number) {
  const player = await q.lockPlayer(tx, playerId)
  if (!player || player.role !== 'player') throw new AppError('NOT_FOUND')
}

/** POST backoffice/corrections: files a correction; nothing moves until a second operator approves. */
export async function fileCorrection(
  deps: ActionsDeps,
  who: Operator,
  input: CorrectionRequest,
): Promise<PendingAction> {
  const now = new Date(deps.clock.now())
  const amount = toMinor(input.amount)
  const row = await deps.db.transaction(async (tx) => {
    await lockTarget(tx, input.playerId)
    if (input.balance === 'bonus' && amount > 0n && !(await hasActiveBonus({ tx }, input.playerId)))
      throw new AppError('CORRECTION_NO_BONUS')
    return file(
      tx,
      who,
      {
        kind: 'correction',
        playerId: input.playerId,
        payload: { balance: input.balance, amount: amount.toString() },
        reason: input.reason,
        note: input.note,
      },
      now,
    )
  })
  return view(row, now.getTime())
}

/**
 * POST backoffice/bonus-grants: files a bonus granted by hand (docs/backoffice.md "Bonus grants");
 * the approval grants it under the claims' rules (bonuses module `grantManualBonus`).
 */
export async function fileBonusGrant(
  deps: ActionsDeps,
  who: Operator,
  input: BonusGrantRequest,
): Promise<PendingAction> {
  const now = new Date(deps.clock.now())
  const row = await deps.db.transaction(async (tx) => {
    await lockTarget(tx, input.playerId)
    return file(
      tx,
      who,
      {
        kind: 'bonus_grant',
        playerId: input.playerId,
        payload: {
          amount: toMinor(input.amount).toString(),
          wageringMultiplier: input.wageringMultiplier,
          validDays: input.validDays,
        },
        reason: input.reason,
        note: input.note,
      },
      now,
    )
  })
  return view(row, now.getTime())
}

/**
 * POST backoffice/bonus-grants/lists (docs/backoffice.md "Grant lists"): the file read and checked
 * again in the filing's transaction (a player may have been excluded since the console's check); a
 * list with any row in error is refused whole (400 GRANT_LIST_INVALID, `data` the checked list) and
 * nothing is filed. Otherwise one pending action of kind `bonus_grant_list` and its rows.
 */
export async function fileGrantList(
  deps: ActionsDeps,
  who: Operator,
  input: GrantListFile,
  locale: Locale,
): Promise<PendingAction> {
  const now = new Date(deps.clock.now())
  const row = await deps.db.transaction(async (tx) => {
    const rows = await checkRows(tx, input.csv, now)
    if (rows.some((r) => r.error !== null))
      throw new AppError('GRANT_LIST_INVALID', undefined, checkedList(rows, locale))
    const total = rows.reduce((sum, r) => sum + r.csv.amount!, 0n)
    const action = await file(
      tx,
      who,
      {
        kind: 'bonus_grant_list',
        playerId: null,
        payload: {
          amount: total.toString(),
          rows: rows.length,
          wageringMultiplier: input.wageringMultiplier,
          validDays: input.validDays,
        },
        reason: input.reason,
        note: input.note,
      },
      now,
    )
    await insertRows(
      tx,
      rows.map((r) => ({
        actionId: action.id,
        line: r.csv.line,
        playerId: r.player!.id,
        playerRef: r.csv.player,
        amount: r.csv.amount!,
        reason: r.csv.reason ?? input.reason,
        campaignCode: r.csv.campaign,
        campaignVersion: r.campaign?.version ?? null,
      })),
    )
    return action
  })
  return view(row, now.getTime())
}

/** The reason code of a protection change filed on the player's request (the operator's words are the note). */
const ON_REQUEST = 'player_request'

/**
 * POST backoffice/players/:id/rg/limits by an operator: a change that loosens the limit (an increase
 * or a removal) is filed for a second operator and answers null; any other is made at once (as
 * before) and answers its message code.
 */
export async function operatorLimit(
  deps: ActionsDeps,
  who: Operator,
  playerId: number,
  input: RgLimitRequest,
  reason: string,
): Promise<{ filed: PendingAction } | { applied: Awaited<ReturnType<typeof setLimit>> }> {
  if (!(await loosensLimit(deps, playerId, input)))
    return { applied: await setLimit(deps, { id: who.id, role: who.role, reason }, playerId, input) }
  const now = new Date(deps.clock.now())
  const row = await deps.db.transaction(async (tx) => {
    await lockTarget(tx, playerId)
    return file(
      tx,
      who,
      { kind: 'limit_raise', playerId, payload: { ...input }, reason: ON_REQUEST, note: reason },
      now,
    )
  })
  return { filed: view(row, now.getTime()) }
}

/** POST backoffice/players/:id/rg/selfexclusion/lift: filed for a second operator once a lift is allowed. */
export async function operatorLift(
  deps: ActionsDeps,
  who: Operator,
  playerId: number,
  reason: string,
): Promise<PendingAction> {
  await checkLiftable(deps, playerId)
  const now = new Date(deps.clock.now())
  const row = await deps.db.transaction(async (tx) => {
    await lockTarget(tx, playerId)
    return file(
      tx,
      who,
      { kind: 'exclusion_lift', playerId, payload: {}, reason: ON_REQUEST, note: reason },
      now,
    )
  })
  return view(row, now.getTime())
}

/** GET backoffice/actions. */
export async function listActions(
  deps: ActionsDeps,
  filter: q.ActionFilter,
  skip: number,
  take: number,
): Promise<{ items: PendingAction[]; total: number }> {
  const now = deps.clock.now()
  const page = await q.listActions(deps.db, filter, new Date(now), skip, take)
  return { items: page.items.map((r) => view(r, now)), total: page.total }
}

/**
 * The checks every decision makes on the locked action, in this order: it exists, the checker's
 * role may decide its kind, the checker is not its maker (FOUR_EYES_SELF), it is still pending and
 * not past its 24 hours.
 */
function checkDecision(who: Operator, row: q.ActionRow | null, nowMs: number): q.ActionRow {
  if (!row) throw new AppError('NOT_FOUND')
  const roles = pendingActionRoles[row.kind as PendingActionKind]?.checkers ?? []
  if (!(roles as readonly string[]).includes(who.role)) throw new AppError('FORBIDDEN')
  if (row.makerKind === who.kind && row.makerId === String(who.id)) throw new AppError('FOUR_EYES_SELF')
  if (row.status !== 'pending') throw new AppError('ACTION_NOT_PENDING')
  if (row.expiresAt.getTime() <= nowMs) throw new AppError('ACTION_EXPIRED')
  return row
}

/** Who made and who decided an action, as both decisions' audit rows name them. */
function decisionAudit(who: Operator, action: q.ActionRow, note: string | undefined) {
  return {
    actionId: action.id,
    kind: action.kind,
    playerId: action.playerId,
    makerKind: action.makerKind,
    makerId: action.makerId,
    checkerKind: who.kind,
    checkerId: String(who.id),
    ...(note ? { note } : {}),
  }
}

/** Marks the locked action decided by `who` and writes its audit row, in the caller's transaction. */
async function recordDecision(
  tx: Parameters<typeof q.updateAction>[0],
  who: Operator,
  action: q.ActionRow,
  d: {
    status: 'approved' | 'rejected'
    note: string | undefined
    result?: Record<string, unknown>
    audit: Record<string, unknown>
  },
  now: Date,
) {
  const row = await q.updateAction(tx, action.id, {
    status: d.status,
    checkerKind: who.kind,
    checkerId: String(who.id),
    checkerRole: who.role,
    decidedAt: now,
    decisionNote: d.note ?? null,
    ...(d.result ? { result: d.result } : {}),
  })
  await recordAudit(tx, auditOf(who, `backoffice.action.${d.status}`, d.audit), now)
  return row
}

/**
 * POST backoffice/actions/:id/approve: runs the action's effect and marks it approved in one
 * transaction, with one audit row naming maker and checker. When the effect is refused (a debit
 * above the balance) the whole transaction rolls back: the action stays pending, nothing moved.
 */
export async function approveAction(
  deps: ActionsDeps,
  who: Operator,
  id: number,
  note: string | undefined,
): Promise<PendingAction> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  const row = await moneyTransaction(deps, async (m) => {
    const action = checkDecision(who, await q.lockAction(m.tx, id), nowMs)
    const audit = { ...decisionAudit(who, action, note), reason: action.reason, makerRole: action.makerRole }
    let result: Record<string, unknown>
    switch (action.kind as PendingActionKind) {
      case 'correction': {
        const balance = action.payload.balance as 'cash' | 'bonus'
        const amount = BigInt(action.payload.amount as string)
        const done = await postCorrection(m, {
          playerId: action.playerId!,
          balance,
          amount,
          idempotencyKey: `correction:${action.id}`,
          reference: `action:${action.id}`,
          metadata: {
            reason: action.reason,
            maker: `${action.makerKind}:${action.makerId}`,
            checker: `${who.kind}:${who.id}`,
          },
        })
        result = { ledgerTransactionId: done.transactionId, balanceAfter: toMajor(done.balanceAfter) }
        Object.assign(audit, {
          balance,
          amount: amount.toString(),
          ledgerTransactionId: done.transactionId,
          balanceAfter: done.balanceAfter.toString(),
        })
        break
      }
      case 'bonus_grant': {
        const granted = await grantManualBonus(m, {
          playerId: action.playerId!,
          amount: BigInt(action.payload.amount as string),
          wageringMultiplier: action.payload.wageringMultiplier as number,
          validDays: action.payload.validDays as number,
          actionId: action.id,
          now,
        })
        result = {
          bonusId: granted.id,
          wageringRequired: toMajor(granted.wageringRequired),
          expiresAt: granted.expiresAt.toISOString(),
        }
        Object.assign(audit, { ...action.payload, bonusId: granted.id })
        break
      }
      case 'bonus_grant_list': {
        const done = await payGrantList(m, {
          actionId: action.id,
          wageringMultiplier: action.payload.wageringMultiplier as number,
          validDays: action.payload.validDays as number,
          now,
        })
        result = { paid: done.paid, failed: done.failed, totalPaid: toMajor(done.totalPaid) }
        Object.assign(audit, {
          ...action.payload,
          paid: done.paid,
          failed: done.failed,
          totalPaid: done.totalPaid.toString(),
          failures: done.failures,
        })
        break
      }
      case 'limit_raise':
      case 'exclusion_lift': {
        // The protection module's own command, inside this transaction (its transaction becomes a
        // savepoint): the change is the maker's, on the player's request, let through by the checker.
        const inTx = { db: m.tx as unknown as Db, clock: deps.clock, events: deps.events }
        const actor = { id: Number(action.makerId), role: action.makerRole, reason: action.note }
        if (action.kind === 'limit_raise') {
          const outcome = await setLimit(inTx, actor, action.playerId!, action.payload as RgLimitRequest)
          result = { outcome }
        } else {
          await requestLift(inTx, actor, action.playerId!)
          result = { outcome: 'lift_requested' }
        }
        Object.assign(audit, { ...action.payload })
        break
      }
    }
    return recordDecision(m.tx, who, action, { status: 'approved', note, result, audit }, now)
  })
  return view(row, nowMs)
}

/** POST backoffice/actions/:id/reject: nothing happens but the record of the decision. */
export async function rejectAction(
  deps: ActionsDeps,
  who: Operator,
  id: number,
  note: string | undefined,
): Promise<PendingAction> {
  const nowMs = deps.clock.now()
  const now = new Date(nowMs)
  const row = await deps.db.transaction(async (tx) => {
    const action = checkDecision(who, await q.lockAction(tx, id), nowMs)
    return recordDecision(
      tx,
      who,
      action,
      { status: 'rejected', note, audit: decisionAudit(who, action, note) },
      now,
    )
  })
  return view(row, nowMs)
}

/**
 * The expiry sweep: pending actions past their 24 hours become `expired`, each with an audit row by
 * the system. Reads already show them expired; this records it. Answers how many it marked.
 */
export async function expireActions(deps: ActionsDeps): Promise<number> {
  const now = new Date(deps.clock.now())
  return deps.db.transaction(async (tx) => {
    const rows = await q.lockExpiredActions(tx, now, 200)
    for (const row of rows) {
      await q.updateAction(tx, row.id, { status: 'expired', decidedAt: now })
      await recordAudit(
        tx,
        {
          actorKind: 'system',
          action: 'backoffice.action.expired',
          detail: {
            actionId: row.id,
            kind: row.kind,
            playerId: row.playerId,
            makerKind: row.makerKind,
            makerId: row.makerId,
          },
        },
        now,
      )
    }
    return rows.length
  })
}
