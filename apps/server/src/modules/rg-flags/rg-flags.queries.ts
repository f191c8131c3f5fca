import { sql, type SQL } from 'drizzle-orm'
import { RG_FLAG_RULE_CONSTANTS as C, type RgFlagRule } from '@galata/contract'
import { queryRows, type DbOrTx } from '../../db/client.js'

/*
 * The responsible-gaming flags' SQL (docs/backoffice.md "Responsible-gaming flags"). Each rule is one
 * query answering its candidates: the player, when the newest evidence happened, and what the
 * reviewer should see (amounts in lira). Raising inserts one flag per candidate unless a flag of the
 * same rule was raised for the player since that evidence, or one is open (the partial unique index).
 */

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`
const ago = (now: Date, ms: number) => ts(new Date(now.getTime() - ms))

/** Each rule's candidates: `player_id`, `evidence_at`, `details` (jsonb). */
function candidates(rule: RgFlagRule, now: Date): SQL {
  switch (rule) {
    case 'limit_hits': {
      const c = C.limit_hits
      return sql`select h.player_id, max(h.at) as evidence_at,
                        jsonb_build_object('hits', count(*), 'codes', jsonb_agg(distinct h.code),
                                           'first', min(h.at), 'last', max(h.at)) as details
                   from rg_limit_hits h
                  where h.at > ${ago(now, c.windowMs)} and h.at <= ${ts(now)}
                  group by h.player_id
                 having count(*) >= ${c.hits}`
    }
    case 'long_session': {
      const c = C.long_session
      return sql`select distinct on (s.player_id) s.player_id, s.created_at as evidence_at,
                        jsonb_build_object('startedAt', s.created_at, 'lastSeenAt', s.last_seen_at,
                          'minutes', floor(extract(epoch from s.last_seen_at - s.created_at) / 60)::int) as details
                   from sessions s
                   join players p on p.id = s.player_id and p.role = 'player'
                  where s.created_at > ${ago(now, c.windowMs)} and s.created_at <= ${ts(now)}
                    and s.last_seen_at - s.created_at >= ${`${c.minMs} milliseconds`}::interval
                  order by s.player_id, s.last_seen_at - s.created_at desc`
    }
    case 'deposit_surge': {
      const c = C.deposit_surge
      const split = ago(now, c.recentMs)
      // recent ≥ factor × (baseline ÷ weeks)  ⇔  recent × weeks ≥ factor × baseline, in integers.
      const weeks = c.baselineMs / c.recentMs
      return sql`select player_id, evidence_at,
                        jsonb_build_object('last7DaysKurus', recent,
                                           'previous28DaysWeeklyKurus', round(baseline / ${weeks}::numeric)) as details
                   from (select d.player_id, max(d.created_at) as evidence_at,
                                coalesce(sum(d.amount) filter (where d.created_at > ${split}), 0) as recent,
                                coalesce(sum(d.amount) filter (where d.created_at <= ${split}), 0) as baseline
                           from payments d
                          where d.type = 1 and d.status = 1
                            and d.created_at > ${ago(now, c.recentMs + c.baselineMs)} and d.created_at <= ${ts(now)}
                          group by d.player_id) x
                  where recent >= ${c.floorKurus} and recent * ${weeks} >= ${c.factor} * baseline`
    }
    case 'reversed_withdrawal': {
      const c = C.reversed_withdrawal
      return sql`select distinct on (w.player_id) w.player_id, w.updated_at as evidence_at,
                        jsonb_build_object('paymentId', w.id, 'amountKurus', w.amount,
                                           'status', w.status, 'at', w.updated_at) as details
                   from payments w
                  where w.type = 2 and w.status in (4, 5)
                    and w.updated_at > ${ago(now, c.windowMs)} and w.updated_at <= ${ts(now)}
                  order by w.player_id, w.updated_at desc`
    }
    default:
      return rule satisfies never
  }
}

/** Raises the rule's flags; answers how many were raised. */
export async function raiseFlags(db: DbOrTx, rule: RgFlagRule, now: Date): Promise<number> {
  const raised = await queryRows<{ id: string }>(
    db,
    sql`with c as (${candidates(rule, now)})
        insert into rg_flags (player_id, rule, details, raised_at, status)
        select c.player_id, ${rule}, c.details, ${ts(now)}, 'open' from c
         where not exists (select 1 from rg_flags f
                            where f.player_id = c.player_id and f.rule = ${rule} and f.raised_at >= c.evidence_at)
        on conflict (player_id, rule) where status = 'open' do nothing
        returning id::text`,
  )
  return raised.length
}

/** One refusal by a player's own limit (`limit_hits`). */
export async function insertLimitHit(db: DbOrTx, playerId: number, code: string, at: Date): Promise<void> {
  await db.execute(
    sql`insert into rg_limit_hits (player_id, code, at) values (${playerId}, ${code}, ${ts(at)})`,
  )
}

export interface FlagRow {
  id: string
  playerId: string
  username: string
  rule: RgFlagRule
  details: Record<string, unknown>
  raisedAt: string
  status: 'open' | 'reviewed'
  reviewedBy: string | null
  reviewedAt: string | null
  note: string | null
}

const flagColumns = sql`f.id::text as "id", f.player_id::text as "playerId", p.username as "username",
  f.rule as "rule", f.details as "details", f.raised_at as "raisedAt", f.status as "status",
  f.reviewed_by::text as "reviewedBy", f.reviewed_at as "reviewedAt", f.note as "note"`

export async function listFlags(
  db: DbOrTx,
  filter: { status: 'open' | 'reviewed'; rule?: RgFlagRule | undefined },
  skip: number,
  take: number,
): Promise<{ items: FlagRow[]; total: number }> {
  const where = sql`f.status = ${filter.status}${filter.rule ? sql` and f.rule = ${filter.rule}` : sql``}`
  const items = await queryRows<FlagRow>(
    db,
    sql`select ${flagColumns} from rg_flags f join players p on p.id = f.player_id
         where ${where} order by f.raised_at desc, f.id desc offset ${skip} limit ${take}`,
  )
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from rg_flags f where ${where}`,
  )
  return { items, total: Number(count?.n ?? 0) }
}

/** The flag, locked: two reviewers at once queue here, so the second sees the first's review. */
export async function lockFlag(db: DbOrTx, id: number): Promise<FlagRow | null> {
  const [row] = await queryRows<FlagRow>(
    db,
    sql`select ${flagColumns} from rg_flags f join players p on p.id = f.player_id
         where f.id = ${id} for update of f`,
  )
  return row ?? null
}

export async function markReviewed(db: DbOrTx, id: number, staffId: number, note: string, at: Date) {
  await db.execute(
    sql`update rg_flags set status = 'reviewed', reviewed_by = ${staffId}, reviewed_at = ${ts(at)}, note = ${note}
         where id = ${id}`,
  )
}
