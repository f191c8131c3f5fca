import type { FastifyInstance } from 'fastify'
import type { Locale } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import { resendPhoneCode, type AccountDeps } from '../account/index.js'
import {
  announceRevoked,
  endSessions,
  sendResetCodeFor,
  type AuthDeps,
  type ClientMeta,
} from '../auth/index.js'
import type { Operator } from '../payments/index.js'
import * as q from './players.queries.js'

/*
 * Account care from the player page (docs/backoffice.md "The player page"): end the player's
 * sessions, send the password-reset e-mail, send the phone verification code again. Each reuses the
 * auth or account module's own flow and leaves a staff row in the audit chain.
 */

type Deps = Pick<FastifyInstance, 'db' | 'clock' | 'events'>

const metaOf = (who: Operator): ClientMeta => ({ ip: who.ip, fingerprint: who.fingerprint, userAgent: null })

const auditOf = (who: Operator, action: string, detail: Record<string, unknown>) => ({
  actorKind: who.kind,
  actorId: who.id,
  action,
  ip: who.ip,
  fingerprint: who.fingerprint,
  detail: { ...detail, role: who.role },
})

/** Ends every live session; the ending and its audit row commit together, the hub hears after. */
export async function endPlayerSessions(
  deps: Deps,
  who: Operator,
  playerId: number,
): Promise<{ sessionsEnded: number }> {
  const at = new Date(deps.clock.now())
  const ids = await deps.db.transaction(async (tx) => {
    if (!(await q.isPlayer(tx, playerId))) throw new AppError('NOT_FOUND')
    const ended = await endSessions(tx, playerId, at, 'ended_by_staff')
    await recordAudit(
      tx,
      auditOf(who, 'backoffice.player.sessions_end', { playerId, ended: ended.length }),
      at,
    )
    return ended
  })
  announceRevoked(deps, playerId, ids, 'ended_by_staff')
  return { sessionsEnded: ids.length }
}

/**
 * The recovery flow's reset e-mail (auth's `sendResetCodeFor`), in the site's default language: the
 * account keeps no language of its own. Audited once the flow has run (it writes its own
 * `password.reset_requested` row in its transaction).
 */
export async function sendPlayerReset(
  deps: AuthDeps,
  who: Operator,
  playerId: number,
  locale: Locale = 'tr',
) {
  await sendResetCodeFor(deps, playerId, metaOf(who), locale)
  await recordAudit(
    deps.db,
    auditOf(who, 'backoffice.player.password_reset', { playerId }),
    new Date(deps.clock.now()),
  )
}

/** Step 1 of the player's phone verification, again (account's `resendPhoneCode`), then audited. */
export async function resendPlayerVerification(
  deps: AccountDeps,
  who: Operator,
  playerId: number,
  locale: Locale = 'tr',
) {
  if (!(await q.isPlayer(deps.db, playerId))) throw new AppError('NOT_FOUND')
  await resendPhoneCode(deps, playerId, metaOf(who), locale)
  await recordAudit(
    deps.db,
    auditOf(who, 'backoffice.player.verification_resend', { playerId }),
    new Date(deps.clock.now()),
  )
}
