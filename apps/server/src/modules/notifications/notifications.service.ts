import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  type BroadcastAudience,
  type BroadcastAudienceQuery,
  type Locale,
  type Notification,
  type NotificationBroadcast,
  type NotificationQuery,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { Realtime } from '../realtime/index.js'
import * as q from './notifications.queries.js'
import type { NotificationTexts } from './notifications.texts.js'

/*
 * Notifications (spec §3, §7; docs/realtime.md). Stored per player, pushed live as
 * `NotifyMessage("Notification", …)` through the hub on every instance.
 */

export interface NotificationsDeps {
  db: Db
  clock: Clock
  realtime: Pick<Realtime, 'publish'>
  log: FastifyBaseLogger
}

/** Spec §3: UTC without a zone (`2025-06-01T14:03:09`); the client appends the Z. */
export function wireTimeStamp(at: Date): string {
  return at.toISOString().slice(0, 19)
}

export function toWire(row: q.NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title[locale] || row.title.tr,
    note: row.note[locale] || row.note.tr,
    timeStamp: wireTimeStamp(row.createdAt),
    isRead: row.readAt !== null,
  }
}

/**
 * Stores one notification and pushes it. Idempotent on `source`: a repeated event neither stores
 * nor pushes again. Call after the transaction that caused it committed.
 */
export async function notify(
  deps: NotificationsDeps,
  playerId: number,
  source: string,
  texts: NotificationTexts,
): Promise<Notification | null> {
  const row = await q.insertNotification(deps.db, playerId, source, texts, new Date(deps.clock.now()))
  if (!row) return null
  await deps.realtime.publish({
    kind: 'notification',
    items: [[playerId, row.id]],
    type: row.type,
    title: row.title,
    note: row.note,
    timeStamp: wireTimeStamp(row.createdAt),
  })
  return toWire(row, 'tr')
}

export async function listForPlayer(
  deps: Pick<NotificationsDeps, 'db'>,
  playerId: number,
  query: NotificationQuery,
  locale: Locale,
): Promise<Notification[]> {
  const rows = await q.listNotifications(deps.db, playerId, query.skip, query.take)
  return rows.map((r) => toWire(r, locale))
}

/** Spec §4: opening an unread one marks it read; a second call changes nothing and still succeeds. */
export async function markRead(
  deps: Pick<NotificationsDeps, 'db' | 'clock'>,
  playerId: number,
  ids: number[],
) {
  return q.markRead(deps.db, playerId, ids, new Date(deps.clock.now()))
}

/** The segment a message's `to` names, or null for one player (docs/backoffice.md "Segment broadcasts"). */
export function segmentOf(to: NotificationBroadcast['to']): q.Segment | null {
  if (to === 'all' || to === 'depositors_30d') return { kind: to }
  if (typeof to === 'object') return { kind: 'tag', tag: to.tag }
  return null
}

/** GET backoffice/notifications/audience: who a segment broadcast would reach now. */
export async function audience(
  deps: Pick<NotificationsDeps, 'db' | 'clock'>,
  query: BroadcastAudienceQuery,
): Promise<BroadcastAudience> {
  const segment: q.Segment =
    query.segment === 'tag' ? { kind: 'tag', tag: query.tag ?? '' } : { kind: query.segment }
  return q.countAudience(deps.db, segment, new Date(deps.clock.now()))
}

export interface BroadcastOperator {
  id: number
  role: string
  ip: string
  fingerprint: string | null
}

/**
 * An operator's message to one player, to every active account or to a segment (docs/backoffice.md
 * "Segment broadcasts"). Stored and audit-logged in one transaction (who sent what to whom), then
 * pushed once committed. A message to everyone or to a segment is marketing: it reaches only
 * players who agreed to campaign messages and are not in a time-out or self-exclusion
 * (docs/content.md, docs/player-protection.md). A message to one player is service (support
 * writing to that player about their account) and always goes.
 */
export async function broadcast(
  deps: NotificationsDeps,
  operator: BroadcastOperator,
  input: NotificationBroadcast,
) {
  const now = new Date(deps.clock.now())
  const texts: NotificationTexts = { type: input.type, title: input.title, note: input.note }
  const source = `broadcast:${randomUUID()}`
  const items = await deps.db.transaction(async (tx) => {
    let pairs: [number, number][]
    const segment = segmentOf(input.to)
    if (segment) {
      pairs = await q.insertForSegment(tx, segment, source, texts, now)
    } else if (typeof input.to === 'number') {
      if (!(await q.playerExists(tx, input.to))) throw new AppError('NOT_FOUND')
      const row = await q.insertNotification(tx, input.to, source, texts, now)
      pairs = row ? [[input.to, row.id]] : []
    } else throw new AppError('VALIDATION_FAILED')
    await recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: operator.id,
        action: 'backoffice.notification.send',
        ip: operator.ip,
        fingerprint: operator.fingerprint,
        detail: {
          to: input.to,
          type: input.type,
          title: input.title.tr,
          recipients: pairs.length,
          role: operator.role,
        },
      },
      now,
    )
    return pairs
  })
  if (items.length > 0)
    await deps.realtime.publish({
      kind: 'notification',
      items,
      type: input.type,
      title: input.title,
      note: input.note,
      timeStamp: wireTimeStamp(now),
    })
  return { recipients: items.length }
}
