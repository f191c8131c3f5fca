import { sql, type SQL } from 'drizzle-orm'
import type { PlayerMatchField, PlayerTag } from '@galata/contract'
import { queryRows, type DbOrTx } from '../../db/client.js'

/*
 * The back office's reads of players (docs/backoffice.md "Finding a player", "The player page").
 * Every branch of the search is an equality or a prefix on an index, so a search stays a few index
 * probes however many players there are (bench/backoffice.ts prints its p95 over 100,000).
 */

/** What one search looks for: each present field is one indexed branch. */
export interface PlayerSearch {
  id?: number
  usercode?: string
  /** Lower case; matched as the start of the user name. */
  usernamePrefix?: string
  /** Lower case; matched whole. */
  email?: string
  /** Digits with the country prefix, as stored. */
  phone?: string
  ip?: string
  fingerprint?: string
}

export interface PlayerSearchRow {
  id: number
  username: string
  usercode: string
  name: string
  surname: string
  email: string | null
  phone: string
  status: 'active' | 'suspended' | 'closed'
  created_at: Date | string
  matched_by: PlayerMatchField[]
  total: number
}

/** `%` and `_` in a typed name are letters, not wildcards. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One page of the players matching any branch, with the fields that matched; newest accounts first. */
export async function searchPlayers(
  db: DbOrTx,
  search: PlayerSearch,
  skip: number,
  take: number,
): Promise<PlayerSearchRow[]> {
  const branches: SQL[] = []
  if (search.id !== undefined) branches.push(sql`select id, 'id'::text from players where id = ${search.id}`)
  if (search.usercode !== undefined)
    branches.push(sql`select id, 'usercode'::text from players where usercode = ${search.usercode}`)
  if (search.usernamePrefix !== undefined)
    branches.push(
      sql`select id, 'username'::text from players where lower(username) like ${likePrefix(search.usernamePrefix)}`,
    )
  if (search.email !== undefined)
    branches.push(sql`select id, 'email'::text from players where lower(email) = ${search.email}`)
  if (search.phone !== undefined)
    branches.push(sql`select id, 'phone'::text from players where phone = ${search.phone}`)
  if (search.ip !== undefined)
    branches.push(sql`select distinct player_id, 'ip'::text from sessions where ip = ${search.ip}`)
  if (search.fingerprint !== undefined)
    branches.push(
      sql`select distinct player_id, 'fingerprint'::text from sessions where fingerprint = ${search.fingerprint}`,
    )
  if (branches.length === 0) return []
  return queryRows<PlayerSearchRow>(
    db,
    sql`
      with hits (player_id, field) as (${sql.join(branches, sql` union all `)}),
      matched as (
        select player_id, array_agg(distinct field order by field) as matched_by
        from hits group by player_id
      )
      select p.id, p.username, p.usercode, p.name, p.surname, p.email, p.phone, p.status, p.created_at,
             m.matched_by, count(*) over () as total
      from matched m join players p on p.id = m.player_id
      where p.role = 'player'
      order by p.id desc
      offset ${skip} limit ${take}`,
  )
}

export interface PlayerProfileRow {
  id: number
  username: string
  usercode: string
  name: string
  surname: string
  email: string | null
  phone: string
  phone_verified: boolean
  birth_date: string | null
  status: 'active' | 'suspended' | 'closed'
  marketing_consent: boolean
  tags: PlayerTag[]
  blocked_deposits: boolean
  blocked_withdrawals: boolean
  blocked_bets: boolean
  created_at: Date | string
}

export async function findPlayerProfile(db: DbOrTx, id: number): Promise<PlayerProfileRow | null> {
  const [row] = await queryRows<PlayerProfileRow>(
    db,
    sql`select id, username, usercode, name, surname, email, phone, phone_verified, birth_date::text as birth_date,
               status, marketing_consent, tags, blocked_deposits, blocked_withdrawals, blocked_bets, created_at
        from players where id = ${id} and role = 'player'`,
  )
  return row ?? null
}

export async function isPlayer(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from players where id = ${id} and role = 'player'`)
  return rows.length > 0
}

export async function countSessions(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sessions where player_id = ${playerId}`,
  )
  return Number(row?.n ?? 0)
}

export interface LedgerLegRow {
  id: number
  created_at: Date | string
  account_kind: 'player_cash' | 'player_bonus' | 'pending_withdrawal'
  kind: string
  reference: string | null
  amount: string
  balance_after: string | null
}

/**
 * The newest legs on the player's accounts: one `order by id desc limit` per account, merged. Each
 * account's id is a value in its own branch, not a join's parameter, so the planner reads that
 * account's row count from its statistics: with a join it assumed every account as busy as the
 * average, walked the primary key backwards for an idle bonus account and read every leg of the
 * busy cash account on the way (250 ms over a million legs, bench/backoffice.ts).
 */
export async function newestLedgerLegs(db: DbOrTx, playerId: number, take: number): Promise<LedgerLegRow[]> {
  return ledgerLegs(db, playerId, 0, take)
}

/** A page of the legs, newest first: each account's branch reads `skip + take`, the merge skips. */
export async function ledgerLegs(
  db: DbOrTx,
  playerId: number,
  skip: number,
  take: number,
): Promise<LedgerLegRow[]> {
  const owned = await queryRows<{ id: number; kind: LedgerLegRow['account_kind'] }>(
    db,
    sql`select id, kind from accounts where player_id = ${playerId}`,
  )
  if (owned.length === 0) return []
  const branches = owned.map(
    (
      a,
    ) => sql`(select e.id, e.created_at, ${a.kind}::text as account_kind, e.amount, e.balance_after, e.transaction_id
                from ledger_entries e where e.account_id = ${a.id} order by e.id desc limit ${skip + take})`,
  )
  return queryRows<LedgerLegRow>(
    db,
    sql`
      select l.id, l.created_at, l.account_kind, t.kind, t.reference,
             l.amount::text as amount, l.balance_after::text as balance_after
      from (select * from (${sql.join(branches, sql` union all `)}) u order by u.id desc offset ${skip} limit ${take}) l
      join ledger_transactions t on t.id = l.transaction_id
      order by l.id desc`,
  )
}

export interface SessionRow {
  id: string
  created_at: Date | string
  last_seen_at: Date | string
  revoked_at: Date | string | null
  revoke_reason: string | null
  ip: string | null
  user_agent: string | null
  fingerprint: string | null
}

export async function newestSessions(
  db: DbOrTx,
  playerId: number,
  take: number,
  skip = 0,
): Promise<(SessionRow & { total: number })[]> {
  return queryRows<SessionRow & { total: number }>(
    db,
    sql`select id, created_at, last_seen_at, revoked_at, revoke_reason, ip, user_agent, fingerprint,
               count(*) over () as total
        from sessions where player_id = ${playerId}
        order by created_at desc offset ${skip} limit ${take}`,
  )
}

export interface DuplicateRow {
  id: number
  username: string
  status: 'active' | 'suspended' | 'closed'
  shares: ('phone' | 'device' | 'ip')[]
  total: number
}

/**
 * Other accounts sharing the phone number, a device fingerprint or an IP address of the player's
 * newest sessions. An address shared by more than `householdMax` accounts is a network (a carrier's
 * gateway, an office), not a household, and says nothing: it is left out.
 */
export async function possibleDuplicates(
  db: DbOrTx,
  playerId: number,
  options: { sessions: number; householdMax: number; take: number; skip?: number },
): Promise<DuplicateRow[]> {
  return queryRows<DuplicateRow>(
    db,
    sql`
      with me as (select id, phone from players where id = ${playerId}),
      recent as (
        select ip, fingerprint from sessions where player_id = ${playerId}
        order by created_at desc limit ${options.sessions}
      ),
      by_phone as (
        select p.id, 'phone'::text as share from players p, me
        where me.phone <> '' and p.phone = me.phone and p.id <> me.id
      ),
      by_device as (
        select distinct s.player_id as id, 'device'::text as share from sessions s
        where s.fingerprint in (select fingerprint from recent where fingerprint is not null)
          and s.player_id <> ${playerId}
      ),
      ips as (
        select s.ip from sessions s
        where s.ip in (select ip from recent where ip is not null)
        group by s.ip having count(distinct s.player_id) <= ${options.householdMax + 1}
      ),
      by_ip as (
        select distinct s.player_id as id, 'ip'::text as share from sessions s
        where s.ip in (select ip from ips) and s.player_id <> ${playerId}
      ),
      shared as (
        select id, array_agg(distinct share order by share) as shares
        from (select * from by_phone union all select * from by_device union all select * from by_ip) x
        group by id
      )
      select p.id, p.username, p.status, shared.shares, count(*) over () as total
      from shared join players p on p.id = shared.id
      where p.role = 'player'
      order by p.id desc offset ${options.skip ?? 0} limit ${options.take}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Notes and tags (docs/backoffice.md "The player page")

export interface NoteRow {
  id: number
  text: string
  staff_id: number
  staff_username: string
  created_at: Date | string
  total: number
}

export async function insertNote(
  db: DbOrTx,
  note: { playerId: number; staffId: number; text: string; at: Date },
): Promise<NoteRow> {
  const [row] = await queryRows<NoteRow>(
    db,
    sql`with n as (
          insert into player_notes (player_id, staff_id, text, created_at)
          values (${note.playerId}, ${note.staffId}, ${note.text}, ${note.at.toISOString()}::timestamptz)
          returning id, text, staff_id, created_at
        )
        select n.*, s.username as staff_username, 1 as total from n join staff s on s.id = n.staff_id`,
  )
  return row!
}

export async function notesOf(db: DbOrTx, playerId: number, skip: number, take: number): Promise<NoteRow[]> {
  return queryRows<NoteRow>(
    db,
    sql`select n.id, n.text, n.staff_id, s.username as staff_username, n.created_at, count(*) over () as total
        from player_notes n join staff s on s.id = n.staff_id
        where n.player_id = ${playerId}
        order by n.id desc offset ${skip} limit ${take}`,
  )
}

export async function countNotes(db: DbOrTx, playerId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from player_notes where player_id = ${playerId}`,
  )
  return Number(row?.n ?? 0)
}

/** The player's tags, the row locked until the caller's transaction ends (null: no such player). */
export async function lockTags(db: DbOrTx, playerId: number): Promise<PlayerTag[] | null> {
  const [row] = await queryRows<{ tags: PlayerTag[] }>(
    db,
    sql`select tags from players where id = ${playerId} and role = 'player' for update`,
  )
  return row ? row.tags : null
}

export async function setTags(db: DbOrTx, playerId: number, tags: readonly PlayerTag[]): Promise<void> {
  await queryRows(db, sql`update players set tags = ${`{${tags.join(',')}}`}::text[] where id = ${playerId}`)
}

// ---------------------------------------------------------------------------------------------
// Blocks (docs/backoffice.md "The player page")

export interface BlocksRow {
  blocked_deposits: boolean
  blocked_withdrawals: boolean
  blocked_bets: boolean
}

/** The player's blocks, the row locked until the caller's transaction ends (null: no such player). */
export async function lockBlocks(db: DbOrTx, playerId: number): Promise<BlocksRow | null> {
  const [row] = await queryRows<BlocksRow>(
    db,
    sql`select blocked_deposits, blocked_withdrawals, blocked_bets from players
        where id = ${playerId} and role = 'player' for update`,
  )
  return row ?? null
}

export async function setBlocks(
  db: DbOrTx,
  playerId: number,
  b: { deposits: boolean; withdrawals: boolean; bets: boolean },
): Promise<void> {
  await queryRows(
    db,
    sql`update players set blocked_deposits = ${b.deposits}, blocked_withdrawals = ${b.withdrawals},
               blocked_bets = ${b.bets}
        where id = ${playerId}`,
  )
}
