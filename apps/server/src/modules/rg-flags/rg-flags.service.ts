import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import {
  RG_FLAG_PASS_EVERY_MS,
  RG_FLAG_RULES,
  RG_LIMIT_HIT_CODES,
  type RgFlag,
  type RgFlagRule,
} from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import { startIntervalJob } from '../../lib/interval-job.js'
import type { Operator } from '../payments/index.js'
import { asBigint, toMajor } from '../wallet/index.js'
import * as q from './rg-flags.queries.js'

/*
 * Responsible-gaming flags (docs/backoffice.md "Responsible-gaming flags"): the rules' pass raises
 * flags into a queue, the risk team reviews them. A flag changes nothing on the player's account.
 */

type Deps = Pick<FastifyInstance, 'db' | 'clock'>

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString())

/**
 * A flag's evidence as the API answers it: money is kept in kuruş in the row (`…Kurus`, what the
 * rule's SQL summed) and answered in lira under the name without the suffix, like every amount.
 */
function detailsView(details: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) =>
      key.endsWith('Kurus') ? [key.slice(0, -'Kurus'.length), toMajor(asBigint(value))] : [key, value],
    ),
  )
}

function toFlag(row: q.FlagRow): RgFlag {
  return {
    id: Number(row.id),
    playerId: Number(row.playerId),
    username: row.username,
    rule: row.rule,
    details: detailsView(row.details),
    raisedAt: iso(row.raisedAt)!,
    status: row.status,
    reviewedBy: row.reviewedBy === null ? null : Number(row.reviewedBy),
    reviewedAt: iso(row.reviewedAt),
    note: row.note,
  }
}

/**
 * One pass of every rule at the app's clock; answers the flags raised. Safe to repeat and to run on
 * several instances at once: a flag is raised once per evidence, and the partial unique index keeps
 * one open flag per player and rule whoever inserts first.
 */
export async function evaluateRgRules(deps: Deps): Promise<number> {
  const now = new Date(deps.clock.now())
  let raised = 0
  for (const rule of RG_FLAG_RULES) raised += await q.raiseFlags(deps.db, rule, now)
  return raised
}

export async function listRgFlags(
  deps: Deps,
  filter: { status: 'open' | 'reviewed'; rule?: RgFlagRule | undefined },
  skip: number,
  take: number,
) {
  const page = await q.listFlags(deps.db, filter, skip, take)
  return { items: page.items.map(toFlag), total: page.total }
}

/** Marks an open flag reviewed with the reviewer's note, audited in the same transaction. */
export async function reviewRgFlag(deps: Deps, who: Operator, id: number, note: string): Promise<RgFlag> {
  return deps.db.transaction(async (tx) => {
    const flag = await q.lockFlag(tx, id)
    if (!flag) throw new AppError('NOT_FOUND')
    if (flag.status !== 'open') throw new AppError('RG_FLAG_NOT_OPEN')
    const at = new Date(deps.clock.now())
    await q.markReviewed(tx, id, who.id, note, at)
    await recordAudit(
      tx,
      {
        actorKind: who.kind,
        actorId: who.id,
        action: 'backoffice.rg_flag.reviewed',
        ip: who.ip,
        fingerprint: who.fingerprint,
        detail: { flagId: id, playerId: Number(flag.playerId), rule: flag.rule, note, role: who.role },
      },
      at,
    )
    return toFlag({
      ...flag,
      status: 'reviewed',
      reviewedBy: String(who.id),
      reviewedAt: at.toISOString(),
      note,
    })
  })
}

const hitCodes: readonly string[] = RG_LIMIT_HIT_CODES

/**
 * The flags' background work: every refusal of a signed-in player by their own limit is recorded for
 * `limit_hits` (the refusal rolled its own transaction back, so it is written here, after), and the
 * rules' pass runs every RG_FLAG_PASS_EVERY_MS.
 */
export const rgFlagsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onError', async (request, _reply, error) => {
      if (!(error instanceof AppError) || !hitCodes.includes(error.code)) return
      const player = request.player
      if (!player || player.role !== 'player') return
      try {
        await q.insertLimitHit(app.db, player.id, error.code, new Date(app.clock.now()))
      } catch (err) {
        request.log.error({ err }, 'could not record a limit hit')
      }
    })
    startIntervalJob(app, {
      name: 'rg-flags',
      everyMs: RG_FLAG_PASS_EVERY_MS,
      run: () => evaluateRgRules(app),
    })
  },
  { name: 'galata-rg-flags' },
)
