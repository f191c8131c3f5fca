import type { CallMeRequest, Locale } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { AuthPlayer, ClientMeta } from '../auth/index.js'
import * as q from './callback.queries.js'

/**
 * Requests kept per client address and hour. Each one is a task for a support agent, so a script
 * must not fill the queue; counted in the database so the limit holds across instances.
 */
export const CALLBACK_LIMIT = { perAddress: 5, windowMs: 60 * 60_000 } as const

export interface CallbackDeps {
  db: Db
  clock: Clock
}

/** Stores a call-back request (spec §7 cms/callme) for the back office; the player is attached when logged in. */
export async function requestCallback(
  deps: CallbackDeps,
  input: CallMeRequest,
  player: AuthPlayer | null,
  meta: ClientMeta,
  locale: Locale,
): Promise<void> {
  const at = new Date(deps.clock.now())
  const recent = await q.countFromAddressSince(
    deps.db,
    meta.ip,
    new Date(at.getTime() - CALLBACK_LIMIT.windowMs),
  )
  if (recent >= CALLBACK_LIMIT.perAddress) throw new AppError('RATE_LIMITED')
  await deps.db.transaction(async (tx) => {
    const id = await q.insertCallbackRequest(tx, {
      name: input.name.trim(),
      message: input.message.trim(),
      contacts: input.contacts.map((c) => ({ type: c.type, contact: c.contact.trim() })),
      playerId: player?.id ?? null,
      locale,
      ip: meta.ip,
      fingerprint: meta.fingerprint,
      createdAt: at,
    })
    await recordAudit(
      tx,
      {
        actorKind: player ? 'player' : 'anonymous',
        actorId: player?.id,
        action: 'callback.requested',
        ip: meta.ip,
        fingerprint: meta.fingerprint,
        detail: { callbackId: id },
      },
      at,
    )
  })
}
