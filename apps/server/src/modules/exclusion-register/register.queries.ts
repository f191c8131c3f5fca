import { and, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import type { ExclusionCheckpoint, ExclusionKey, ExclusionKeyKind } from '@galata/contract'
import { type Tx, type DbOrTx, rowsOf } from '../../db/client.js'
import {
  exclusionRegister,
  exclusionRegisterKeys,
  exclusionRegisterMatches,
  oneTimeCodes,
  players,
} from '../../db/schema/index.js'

/* The SQL of the exclusion register (docs/player-protection.md "The exclusion register"). */

export type EntryRow = typeof exclusionRegister.$inferSelect

/** An entry in force that holds one of `keys`, with the key that matched. */
export interface Match {
  entryId: number
  /** The account whose self-exclusion or time-out made the entry. */
  sourcePlayerId: number
  kind: 'self_exclusion' | 'timeout'
  endsAt: Date | null
  keyKind: ExclusionKeyKind
}

/** The strongest key first when several match: a document number is one person, a name may be two. */
const KEY_RANK = sql`case k.kind when 'document' then 0 when 'phone' then 1 when 'email' then 2 else 3 end`

/**
 * The first entry in force (no end, or an end after `now`) holding one of `keys`, leaving out the
 * entry of `exceptPlayerId` (an account's own restriction is the wallet's gate to refuse).
 */
export async function findActiveMatch(
  db: DbOrTx,
  keys: readonly ExclusionKey[],
  now: Date,
  exceptPlayerId: number | null,
): Promise<Match | null> {
  if (keys.length === 0) return null
  const pairs = sql.join(
    keys.map((k) => sql`(${k.kind}, ${k.value})`),
    sql`, `,
  )
  const result = await db.execute(sql`
    select e.id, e.player_id, e.kind, e.ends_at, k.kind as key_kind
      from exclusion_register_keys k
      join exclusion_register e on e.id = k.entry_id
     where (k.kind, k.value) in (${pairs})
       and (e.ends_at is null or e.ends_at > ${now.toISOString()})
       ${exceptPlayerId === null ? sql`` : sql`and e.player_id <> ${exceptPlayerId}`}
     order by ${KEY_RANK}, e.id
     limit 1`)
  const [row] = rowsOf<Record<string, unknown>>(result)
  if (!row) return null
  return {
    entryId: Number(row.id),
    sourcePlayerId: Number(row.player_id),
    kind: row.kind as Match['kind'],
    endsAt: row.ends_at === null ? null : new Date(row.ends_at as string),
    keyKind: row.key_kind as ExclusionKeyKind,
  }
}

export async function findEntry(db: DbOrTx, playerId: number): Promise<EntryRow | null> {
  const [row] = await db.select().from(exclusionRegister).where(eq(exclusionRegister.playerId, playerId))
  return row ?? null
}

/** The player's entry as it is now (one per account, the newest restriction). */
export async function upsertEntry(
  tx: Tx,
  values: { playerId: number; kind: EntryRow['kind']; startedAt: Date; endsAt: Date | null; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(exclusionRegister)
    .values({ ...values, updatedAt: values.at })
    .onConflictDoUpdate({
      target: exclusionRegister.playerId,
      set: { kind: values.kind, startedAt: values.startedAt, endsAt: values.endsAt, updatedAt: values.at },
    })
    .returning({ id: exclusionRegister.id })
  return row!.id
}

/** Ends the player's entry now when it was still in force (nothing left to record). */
export async function endEntry(tx: Tx, playerId: number, at: Date): Promise<void> {
  await tx.execute(sql`
    update exclusion_register set ends_at = ${at.toISOString()}, updated_at = ${at.toISOString()}
     where player_id = ${playerId} and (ends_at is null or ends_at > ${at.toISOString()})`)
}

/** Keys are only ever added: a key the person once had stays theirs for the entry's life. */
export async function addKeys(db: DbOrTx, entryId: number, keys: readonly ExclusionKey[], at: Date) {
  if (keys.length === 0) return
  await db
    .insert(exclusionRegisterKeys)
    .values(keys.map((k) => ({ entryId, kind: k.kind, value: k.value, addedAt: at })))
    .onConflictDoNothing()
}

/** A key the player has just proven (a verified phone) joins their entry, if they have one in force. */
export async function addKeyToOwnEntry(db: DbOrTx, playerId: number, key: ExclusionKey, at: Date) {
  await db.execute(sql`
    insert into exclusion_register_keys (entry_id, kind, value, added_at)
    select id, ${key.kind}, ${key.value}, ${at.toISOString()} from exclusion_register
     where player_id = ${playerId} and (ends_at is null or ends_at > ${at.toISOString()})
    on conflict do nothing`)
}

export async function insertMatch(
  db: DbOrTx,
  values: {
    entryId: number
    playerId: number | null
    keyKind: ExclusionKeyKind
    checkpoint: ExclusionCheckpoint
    detail?: Record<string, unknown> | null
    at: Date
  },
): Promise<void> {
  await db.insert(exclusionRegisterMatches).values({ ...values, detail: values.detail ?? null })
}

/** What the keys of an account are made from. */
export interface PlayerFacts {
  id: number
  name: string
  surname: string
  birthDate: string | null
  email: string | null
  phone: string | null
  phoneVerified: boolean
}

const factColumns = {
  id: players.id,
  name: players.name,
  surname: players.surname,
  birthDate: players.birthDate,
  email: players.email,
  phone: players.phone,
  phoneVerified: players.phoneVerified,
}

export async function playerFacts(db: DbOrTx, playerId: number): Promise<PlayerFacts | null> {
  const [row] = await db.select(factColumns).from(players).where(eq(players.id, playerId))
  return row ?? null
}

/** Every number the player ever verified (a consumed phone code), the one held now included. */
export async function verifiedPhones(db: DbOrTx, playerId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ target: oneTimeCodes.target })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, playerId),
        eq(oneTimeCodes.purpose, 'phone_verify'),
        sql`${oneTimeCodes.consumedAt} is not null`,
      ),
    )
  return rows.flatMap((r) => (r.target ? [r.target] : []))
}

/**
 * Players' accounts that may be the same person as an entry's keys: the same birth date (the name
 * is compared by the caller, after normalising), a mailbox or a phone in the keys. Operators are
 * never matched.
 */
export async function candidateAccounts(
  db: DbOrTx,
  find: { birthDates: string[]; emails: string[]; phones: string[] },
  exceptPlayerId: number,
): Promise<PlayerFacts[]> {
  const any: SQL[] = []
  if (find.birthDates.length) any.push(inArray(players.birthDate, find.birthDates))
  if (find.emails.length) any.push(inArray(sql`lower(${players.email})`, find.emails))
  if (find.phones.length) any.push(inArray(players.phone, find.phones))
  if (any.length === 0) return []
  return db
    .select(factColumns)
    .from(players)
    .where(and(eq(players.role, 'player'), ne(players.id, exceptPlayerId), or(...any)))
    .limit(1000)
}

/** Back office: the matches that concern a player (as the one refused, or as the entry's owner), newest first. */
export async function listMatches(
  db: DbOrTx,
  filter: { playerId?: number | undefined; skip: number; take: number },
) {
  const where =
    filter.playerId === undefined
      ? undefined
      : or(
          eq(exclusionRegisterMatches.playerId, filter.playerId),
          eq(exclusionRegister.playerId, filter.playerId),
        )
  return db
    .select({
      id: exclusionRegisterMatches.id,
      at: exclusionRegisterMatches.at,
      keyKind: exclusionRegisterMatches.keyKind,
      checkpoint: exclusionRegisterMatches.checkpoint,
      playerId: exclusionRegisterMatches.playerId,
      detail: exclusionRegisterMatches.detail,
      entryId: exclusionRegister.id,
      entryPlayerId: exclusionRegister.playerId,
      entryKind: exclusionRegister.kind,
      entryStartedAt: exclusionRegister.startedAt,
      entryEndsAt: exclusionRegister.endsAt,
      entryUsername: players.username,
    })
    .from(exclusionRegisterMatches)
    .innerJoin(exclusionRegister, eq(exclusionRegister.id, exclusionRegisterMatches.entryId))
    .innerJoin(players, eq(players.id, exclusionRegister.playerId))
    .where(where)
    .orderBy(desc(exclusionRegisterMatches.at), desc(exclusionRegisterMatches.id))
    .offset(filter.skip)
    .limit(filter.take)
}

/** User names of matched accounts, for the back office's list. */
export async function usernames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: players.id, username: players.username })
    .from(players)
    .where(inArray(players.id, ids))
  return new Map(rows.map((r) => [r.id, r.username]))
}
