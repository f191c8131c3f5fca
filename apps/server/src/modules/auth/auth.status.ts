import type { FastifyInstance } from 'fastify'
import type { PlayerStatusChange, PlayerStatusChangeResult } from '@galata/contract'
import type { PlayerStatus } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { RevokeReason } from '../../lib/events.js'
import { getBalances, toMajor } from '../wallet/index.js'
import * as q from './auth.queries.js'
import { announceRevoked } from './auth.session.js'

type Deps = Pick<FastifyInstance, 'db' | 'clock' | 'events'>

/** The operator making the change and where the request came from (the audit row's who and where). */
export interface StatusActor {
  /** The staff member (docs/backoffice.md). */
  id: number
  role: string
  /** The player account the member was an operator on before staff accounts, if any: theirs to keep hands off. */
  playerId: number | null
  ip: string
  fingerprint: string | null
}

/**
 * The answer (the contract's `playerStatusChangeResultSchema`). `balances`: what the account still
 * holds, in lira, untouched by the change: a closed account's money is support's to settle with the
 * player (docs/wallet.md, back office), never moved by this call.
 */
export type StatusChangeResult = PlayerStatusChangeResult

const REVOKE_REASON: Record<Exclude<PlayerStatus, 'active'>, RevokeReason> = {
  suspended: 'account_suspended',
  closed: 'account_closed',
}

/**
 * Suspends, closes or reactivates a player (docs/security.md, first audit item 5: the pages say support can
 * close an account). Suspending or closing ends every live session in the same transaction as the status and
 * its audit row, then announces them, so every instance's hub closes the player's sockets (site and
 * game) at once. A login racing the change may still insert a session, but no request or game call
 * honours a session of a player who is not active (`sessionForToken`, `canPlay`).
 *
 * Rules (docs/wallet.md): no operator changes their own account; an operator's account is admin's
 * alone; a closed account is reopened (or suspended) only by admin; the same status again is a
 * no-op that writes nothing. The balance is never touched.
 */
export async function changePlayerStatus(
  deps: Deps,
  actor: StatusActor,
  playerId: number,
  input: PlayerStatusChange,
): Promise<StatusChangeResult> {
  if (playerId === actor.playerId) throw new AppError('OWN_STATUS_CHANGE')
  const at = new Date(deps.clock.now())
  const { result, ended } = await deps.db.transaction(async (tx) => {
    const player = await q.lockPlayerStatus(tx, playerId)
    if (!player) throw new AppError('NOT_FOUND')
    // Support suspending an admin (or reopening a colleague) would be a way around the roles.
    if (player.role !== 'player' && actor.role !== 'admin') throw new AppError('FORBIDDEN')
    const raw = await getBalances(tx, player.id)
    const balances = {
      cash: toMajor(raw.cash),
      bonus: toMajor(raw.bonus),
      pendingWithdrawal: toMajor(raw.pending),
    }
    const base = { id: player.id, previousStatus: player.status, balances }
    if (player.status === input.status) {
      return {
        result: { ...base, status: player.status, changed: false, sessionsEnded: 0 },
        ended: [] as string[],
      }
    }
    // Closing is the end of the account; bringing one back is a decision above support's.
    if (player.status === 'closed' && actor.role !== 'admin') throw new AppError('FORBIDDEN')
    await q.updatePlayerStatus(tx, player.id, input.status, at)
    const ids =
      input.status === 'active'
        ? []
        : await q.revokeLiveSessions(tx, player.id, at, REVOKE_REASON[input.status])
    await recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: actor.id,
        action: 'backoffice.player.status',
        ip: actor.ip,
        fingerprint: actor.fingerprint,
        detail: {
          playerId: player.id,
          from: player.status,
          to: input.status,
          reason: input.reason,
          role: actor.role,
          sessionsEnded: ids.length,
          // Minor units, as the payment decisions record amounts: what support has to settle.
          cash: raw.cash.toString(),
          bonus: raw.bonus.toString(),
          pendingWithdrawal: raw.pending.toString(),
        },
      },
      at,
    )
    return {
      result: { ...base, status: input.status, changed: true, sessionsEnded: ids.length },
      ended: ids,
    }
  })
  if (input.status !== 'active') announceRevoked(deps, playerId, ended, REVOKE_REASON[input.status])
  return result
}
