import { and, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm'
import type { Db, Tx, DbOrTx } from '../../db/client.js'
import {
  auditLog,
  authThrottle,
  countries,
  oneTimeCodes,
  players,
  sessions,
  type OneTimeCodePurpose,
  type PlayerRole,
  type PlayerStatus,
  type ThrottleScope,
} from '../../db/schema/index.js'
import { preparedStatement } from '../../db/prepared.js'
import { asBigint, cashBalanceSql } from '../wallet/index.js'

// ---------------------------------------------------------------------------------------------
// Players

export type PlayerRow = typeof players.$inferSelect
export type NewPlayer = typeof players.$inferInsert

/** User names compare without case; the unique index is on the same expression, so this uses it. */
export async function findPlayerByUsername(db: DbOrTx, username: string): Promise<PlayerRow | null> {
  const rows = await db
    .select()
    .from(players)
    .where(sql`lower(${players.username}) = lower(${username})`)
    .limit(1)
  return rows[0] ?? null
}

export async function findPlayerById(db: DbOrTx, id: number): Promise<PlayerRow | null> {
  const rows = await db.select().from(players).where(eq(players.id, id)).limit(1)
  return rows[0] ?? null
}

/** Locks the player row for the rest of the transaction: code issuing per player is serialised. */
export async function lockPlayer(db: Tx, id: number): Promise<void> {
  await db.select({ id: players.id }).from(players).where(eq(players.id, id)).for('update')
}

/** Which of the two unique fields another account already uses (case-insensitive). */
export async function findTaken(
  db: DbOrTx,
  username: string,
  email: string,
): Promise<{ username: boolean; email: boolean }> {
  const rows = await db
    .select({ username: players.username, email: players.email })
    .from(players)
    .where(
      or(
        sql`lower(${players.username}) = lower(${username})`,
        sql`lower(${players.email}) = lower(${email})`,
      ),
    )
    .limit(2)
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => (r.email ?? '').toLowerCase() === email.toLowerCase()),
  }
}

/** The referring player of a `refId`: its public user code first (what a referral link carries), else its id. */
export async function findReferrerId(db: DbOrTx, refId: number): Promise<number | null> {
  const byCode = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.usercode, String(refId)))
    .limit(1)
  if (byCode[0]) return byCode[0].id
  if (!Number.isSafeInteger(refId)) return null
  const byId = await db.select({ id: players.id }).from(players).where(eq(players.id, refId)).limit(1)
  return byId[0]?.id ?? null
}

export async function insertPlayer(db: DbOrTx, values: NewPlayer): Promise<PlayerRow> {
  const rows = await db.insert(players).values(values).returning()
  return rows[0]!
}

export async function updatePasswordHash(db: DbOrTx, playerId: number, passwordHash: string, at: Date) {
  await db.update(players).set({ passwordHash, updatedAt: at }).where(eq(players.id, playerId))
}

export async function setVerifiedPhone(db: DbOrTx, playerId: number, phone: string, at: Date) {
  await db.update(players).set({ phone, phoneVerified: true, updatedAt: at }).where(eq(players.id, playerId))
}

/**
 * The role and status of a player, row locked for the rest of the transaction: two operators
 * changing one account queue here, so the second sees (and audits) the first one's status.
 */
export async function lockPlayerStatus(
  db: Tx,
  id: number,
): Promise<{ id: number; role: PlayerRole; status: PlayerStatus } | null> {
  const rows = await db
    .select({ id: players.id, role: players.role, status: players.status })
    .from(players)
    .where(eq(players.id, id))
    .for('update')
  return rows[0] ?? null
}

export async function updatePlayerStatus(db: DbOrTx, id: number, status: PlayerStatus, at: Date) {
  await db.update(players).set({ status, updatedAt: at }).where(eq(players.id, id))
}

/** The account fields a login needs. */
export type LoginPlayer = Pick<
  PlayerRow,
  'id' | 'username' | 'usercode' | 'passwordHash' | 'status' | 'phone' | 'phoneVerified'
> & {
  /** Cash in minor units, read in the same statement (the wallet's `cashBalanceSql`). */
  cashBalance: bigint
}

/**
 * The `login_user` / `reset_send` throttle key of a user name (docs/security.md): the matched account's id
 * when there is one, so no spelling of a name opens a second counter; the lower-case name itself
 * for an unknown one (names are ASCII by the contract, where SQL and JavaScript lower-case alike),
 * so unknown names are still counted and locked like real ones.
 */
export function accountKey(playerId: number): string {
  return `player:${playerId}`
}
export function unknownNameKey(username: string): string {
  return `name:${username.toLowerCase()}`
}

/**
 * Login's one read, in one round trip because a login's only real cost should be the password hash
 * (bench/auth): the account, if any, with its cash balance for the session's answer, its throttle
 * key (the account's, or the name's when unknown) and whether that key or the address is locked at
 * `now` (and for how many more seconds). The statement always yields one row, so a known and an
 * unknown user name cost the same. A prepared statement: planning it cost more than running it
 * (db/prepared.ts).
 */
const loginState = preparedStatement<
  {
    seconds: number | string | null
    user_key: string
    id: number | string | bigint | null
    username: string
    usercode: string
    password_hash: string
    status: LoginPlayer['status']
    phone: string
    phone_verified: boolean
    cash_balance: unknown
  },
  { at: string; ipKey: string; username: string }
>(
  'auth_login_state',
  sql`
    select (
             select ceil(extract(epoch from max(t.locked_until) - ${sql.placeholder('at')}::timestamptz))::int
             from ${authThrottle} t
             where t.locked_until > ${sql.placeholder('at')}::timestamptz
               and ((t.scope = 'login_user' and t.key = k.user_key)
                 or (t.scope = 'login_ip' and t.key = ${sql.placeholder('ipKey')}))
           ) as seconds,
           k.user_key, p.id, p.username, p.usercode, p.password_hash, p.status, p.phone, p.phone_verified,
           ${cashBalanceSql(sql`p.id`)} as cash_balance
    from (select 1) one
    left join ${players} p on lower(p.username) = lower(${sql.placeholder('username')})
    cross join lateral (
      select coalesce('player:' || p.id::text, 'name:' || lower(${sql.placeholder('username')})) as user_key
    ) k
  `,
)

export async function findLoginState(
  db: Db,
  username: string,
  ip: string,
  now: Date,
): Promise<{ player: LoginPlayer | null; userKey: string; lockSeconds: number | null }> {
  const [row] = await loginState.execute(db, { at: now.toISOString(), ipKey: ip, username })
  const lockSeconds = row?.seconds == null ? null : Math.max(1, Number(row.seconds))
  const userKey = row?.user_key ?? unknownNameKey(username)
  if (!row || row.id == null) return { player: null, userKey, lockSeconds }
  return {
    player: {
      // int8 arrives as a string (node-postgres) or a number (PGlite); ids stay far below 2^53.
      id: Number(row.id),
      username: row.username,
      usercode: row.usercode,
      passwordHash: row.password_hash,
      status: row.status,
      phone: row.phone,
      phoneVerified: row.phone_verified,
      cashBalance: row.cash_balance == null ? 0n : asBigint(row.cash_balance),
    },
    userKey,
    lockSeconds,
  }
}

/**
 * Login's one write, a single prepared statement (atomic without a transaction): the new session,
 * the user name's failure count cleared (a success ends a run of failures) and the audit row, with
 * the session's address and fingerprint.
 */
const loginRecord = preparedStatement<
  never,
  {
    id: string
    playerId: number
    tokenHash: string
    at: string
    expiresAt: string
    remember: boolean
    ip: string | null
    userAgent: string | null
    fingerprint: string | null
    userKey: string
  }
>(
  'auth_login_record',
  sql`
    with created as (
      insert into ${sessions} (id, player_id, token_hash, created_at, last_seen_at, expires_at, remember, ip, user_agent, fingerprint)
      values (${sql.placeholder('id')}::uuid, ${sql.placeholder('playerId')}::bigint, ${sql.placeholder('tokenHash')},
              ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz,
              ${sql.placeholder('expiresAt')}::timestamptz, ${sql.placeholder('remember')}::boolean, ${sql.placeholder('ip')}::text,
              ${sql.placeholder('userAgent')}::text, ${sql.placeholder('fingerprint')}::text)
      returning id
    ), cleared as (
      delete from ${authThrottle} where scope = 'login_user' and key = ${sql.placeholder('userKey')}
    )
    insert into ${auditLog} (actor_kind, actor_id, action, ip, fingerprint, detail, created_at)
    select 'player', ${sql.placeholder('playerId')}::text, 'login.ok', ${sql.placeholder('ip')}::text,
           ${sql.placeholder('fingerprint')}::text, jsonb_build_object('sessionId', created.id, 'remember', ${sql.placeholder('remember')}::boolean),
           ${sql.placeholder('at')}::timestamptz
    from created
  `,
)

export async function recordLogin(
  db: Db,
  session: typeof sessions.$inferInsert & { createdAt: Date; expiresAt: Date },
  userKey: string,
): Promise<void> {
  await loginRecord.execute(db, {
    id: session.id,
    playerId: session.playerId,
    tokenHash: session.tokenHash,
    at: session.createdAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    remember: session.remember ?? false,
    ip: session.ip ?? null,
    userAgent: session.userAgent ?? null,
    fingerprint: session.fingerprint ?? null,
    userKey,
  })
}

// ---------------------------------------------------------------------------------------------
// Sessions

export type SessionRow = typeof sessions.$inferSelect

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values)
}

/**
 * The session of a token hash with the few player fields every authenticated request needs. Every
 * authenticated request runs it, so it is a prepared statement (db/prepared.ts).
 */
const sessionByTokenHash = preparedStatement<
  {
    id: string
    created_at: Date
    last_seen_at: Date
    expires_at: Date
    remember: boolean
    password_confirmed_at: Date | null
    revoked_at: Date | null
    player_id: number | string
    username: string
    usercode: string
    role: PlayerRole
    status: PlayerStatus
  },
  { tokenHash: string }
>(
  'auth_session_by_token_hash',
  sql`
    select s.id, s.created_at, s.last_seen_at, s.expires_at, s.remember, s.password_confirmed_at,
           s.revoked_at, p.id as player_id, p.username, p.usercode, p.role, p.status
    from ${sessions} s join ${players} p on p.id = s.player_id
    where s.token_hash = ${sql.placeholder('tokenHash')}
    limit 1
  `,
)

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const [row] = await sessionByTokenHash.execute(db, { tokenHash })
  if (!row) return null
  // Both drivers parse timestamptz to a Date; int8 arrives as a string (node-postgres) or a number.
  return {
    id: row.id,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    remember: row.remember,
    passwordConfirmedAt: row.password_confirmed_at,
    revokedAt: row.revoked_at,
    playerId: Number(row.player_id),
    username: row.username,
    usercode: row.usercode,
    role: row.role,
    status: row.status,
  }
}

/**
 * A session by its id with its player's status and role: what a game call (every bet, every state
 * read) and the hub's expiry pass check. A primary-key lookup, prepared like the bearer lookup.
 */
const sessionById = preparedStatement<
  {
    player_id: number | string
    last_seen_at: Date
    expires_at: Date
    remember: boolean
    revoked_at: Date | null
    role: PlayerRole
    status: PlayerStatus
  },
  { id: string }
>(
  'auth_session_by_id',
  sql`
    select s.player_id, s.last_seen_at, s.expires_at, s.remember, s.revoked_at, p.role, p.status
    from ${sessions} s join ${players} p on p.id = s.player_id
    where s.id = ${sql.placeholder('id')}
    limit 1
  `,
)

export async function findSessionById(db: Db, id: string) {
  const [row] = await sessionById.execute(db, { id })
  if (!row) return null
  return {
    id,
    playerId: Number(row.player_id),
    lastSeenAt: row.last_seen_at,
    expiresAt: row.expires_at,
    remember: row.remember,
    revokedAt: row.revoked_at,
    role: row.role,
    status: row.status,
  }
}

/** The password was given again on this session (customer/confirmpassword). */
export async function markPasswordConfirmed(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ passwordConfirmedAt: at }).where(eq(sessions.id, id))
}

/** Moves `last_seen_at` forward only when it is older than `staleBefore`: concurrent requests write once. */
export async function touchSession(db: DbOrTx, id: string, at: Date, staleBefore: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: at })
    .where(and(eq(sessions.id, id), sql`${sessions.lastSeenAt} < ${staleBefore.toISOString()}`))
}

/**
 * Ends live sessions of a player and answers the ids that were live. `only` picks one session,
 * `except` spares one (the caller's own on a password change); neither ends them all.
 */
export async function revokeLiveSessions(
  db: DbOrTx,
  playerId: number,
  at: Date,
  reason: string,
  filter: { only?: string; except?: string } = {},
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at, revokeReason: reason })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.revokedAt),
        filter.only ? eq(sessions.id, filter.only) : undefined,
        filter.except ? ne(sessions.id, filter.except) : undefined,
      ),
    )
    .returning({ id: sessions.id })
  return rows.map((r) => r.id)
}

/** Records when an expired session ended (idle or absolute limit), if nothing closed it first. */
export async function closeExpiredSession(db: DbOrTx, id: string, endedAt: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: endedAt, revokeReason: 'expired' })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length > 0
}

// ---------------------------------------------------------------------------------------------
// Throttle counters (auth_throttle)

export type ThrottleRow = typeof authThrottle.$inferSelect

export async function findThrottles(
  db: DbOrTx,
  entries: { scope: ThrottleScope; key: string }[],
): Promise<ThrottleRow[]> {
  if (entries.length === 0) return []
  return db
    .select()
    .from(authThrottle)
    .where(or(...entries.map((e) => and(eq(authThrottle.scope, e.scope), eq(authThrottle.key, e.key)))))
}

/**
 * Counts one failure in a fixed window, atomically (one upsert, so concurrent failures on several
 * instances all count). A window older than `windowMs` starts again at 1. Reaching `limit` locks
 * until `now + lockMs`; a lock already running is never pushed further.
 */
export async function recordThrottleFailure(
  db: DbOrTx,
  scope: ThrottleScope,
  key: string,
  now: Date,
  rule: { limit: number; windowMs: number; lockMs: number },
): Promise<ThrottleRow> {
  const windowFloor = new Date(now.getTime() - rule.windowMs).toISOString()
  const lockEnd = new Date(now.getTime() + rule.lockMs).toISOString()
  const nowIso = now.toISOString()
  // Inside ON CONFLICT, the bare table name is the existing row.
  const current = {
    count: sql.raw('"auth_throttle"."failed_count"'),
    start: sql.raw('"auth_throttle"."window_start"'),
    locked: sql.raw('"auth_throttle"."locked_until"'),
  }
  const expired = sql`${current.start} <= ${windowFloor}::timestamptz`
  const nextCount = sql`case when ${expired} then 1 else ${current.count} + 1 end`
  const rows = await db
    .insert(authThrottle)
    .values({
      scope,
      key,
      failedCount: 1,
      windowStart: now,
      lockedUntil: rule.limit <= 1 ? new Date(lockEnd) : null,
    })
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.key],
      set: {
        failedCount: nextCount,
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${current.start} end`,
        lockedUntil: sql`case
          when ${current.locked} > ${nowIso}::timestamptz then ${current.locked}
          when ${nextCount} >= ${rule.limit} then ${lockEnd}::timestamptz
          else null end`,
      },
    })
    .returning()
  return rows[0]!
}

export async function clearThrottle(db: DbOrTx, scope: ThrottleScope, key: string): Promise<void> {
  await db.delete(authThrottle).where(and(eq(authThrottle.scope, scope), eq(authThrottle.key, key)))
}

/**
 * Takes the right to send for `key` when the last send is at least `intervalMs` old (or there was
 * none): answers true and stamps `now`, atomically. False means too soon; `findThrottles` tells when.
 */
export async function claimSendSlot(
  db: DbOrTx,
  scope: ThrottleScope,
  key: string,
  now: Date,
  intervalMs: number,
): Promise<boolean> {
  const floor = new Date(now.getTime() - intervalMs).toISOString()
  const rows = await db
    .insert(authThrottle)
    .values({ scope, key, failedCount: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.key],
      set: { failedCount: sql.raw('"auth_throttle"."failed_count" + 1'), windowStart: now },
      setWhere: sql`${sql.raw('"auth_throttle"."window_start"')} <= ${floor}::timestamptz`,
    })
    .returning({ key: authThrottle.key })
  return rows.length > 0
}

/**
 * Takes one unit of a fixed-window quota (docs/security.md: SMS per number, address and site; codes per
 * account): atomically counts it when the window has room (or has ended, starting a new one) and
 * answers null; when the window is full it counts nothing and answers when the window ends. One
 * upsert, so concurrent requests on several instances never both take the last unit.
 */
export async function takeQuota(
  db: DbOrTx,
  scope: ThrottleScope,
  key: string,
  now: Date,
  rule: { limit: number; windowMs: number },
): Promise<Date | null> {
  const floor = new Date(now.getTime() - rule.windowMs).toISOString()
  const nowIso = now.toISOString()
  const current = {
    count: sql.raw('"auth_throttle"."failed_count"'),
    start: sql.raw('"auth_throttle"."window_start"'),
  }
  const expired = sql`${current.start} <= ${floor}::timestamptz`
  const rows = await db
    .insert(authThrottle)
    .values({ scope, key, failedCount: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [authThrottle.scope, authThrottle.key],
      set: {
        failedCount: sql`case when ${expired} then 1 else ${current.count} + 1 end`,
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${current.start} end`,
      },
      setWhere: sql`${expired} or ${current.count} < ${rule.limit}`,
    })
    .returning({ key: authThrottle.key })
  if (rows.length > 0) return null
  const [row] = await findThrottles(db, [{ scope, key }])
  return new Date((row?.windowStart.getTime() ?? now.getTime()) + rule.windowMs)
}

/** Forgets counters whose window and lock are long over (boot task), so the table stays small. */
export async function purgeStaleThrottles(db: DbOrTx, before: Date): Promise<number> {
  const iso = before.toISOString()
  const rows = await db
    .delete(authThrottle)
    .where(
      and(
        sql`${authThrottle.windowStart} < ${iso}::timestamptz`,
        or(isNull(authThrottle.lockedUntil), sql`${authThrottle.lockedUntil} < ${iso}::timestamptz`),
      ),
    )
    .returning({ key: authThrottle.key })
  return rows.length
}

// ---------------------------------------------------------------------------------------------
// One-time codes

export type CodeRow = typeof oneTimeCodes.$inferSelect

/** The live code (not used, not voided) of a player for a purpose, locked for the transaction. */
export async function findLiveCodeForUpdate(
  db: Tx,
  playerId: number,
  purpose: OneTimeCodePurpose,
): Promise<CodeRow | null> {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, playerId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.voidedAt),
      ),
    )
    .limit(1)
    .for('update')
  return rows[0] ?? null
}

/** The newest code of a player for a purpose issued after `since`, whatever became of it. */
export async function findCodeIssuedSince(
  db: DbOrTx,
  playerId: number,
  purpose: OneTimeCodePurpose,
  since: Date,
): Promise<CodeRow | null> {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.playerId, playerId),
        eq(oneTimeCodes.purpose, purpose),
        gt(oneTimeCodes.createdAt, since),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
  return rows[0] ?? null
}

export async function voidLiveCodes(db: DbOrTx, playerId: number, purpose: OneTimeCodePurpose, at: Date) {
  await db
    .update(oneTimeCodes)
    .set({ voidedAt: at })
    .where(
      and(
        eq(oneTimeCodes.playerId, playerId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
        isNull(oneTimeCodes.voidedAt),
      ),
    )
}

export async function insertCode(db: DbOrTx, values: typeof oneTimeCodes.$inferInsert): Promise<number> {
  const rows = await db.insert(oneTimeCodes).values(values).returning({ id: oneTimeCodes.id })
  return rows[0]!.id
}

export async function deleteCode(db: DbOrTx, id: number): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id))
}

export async function updateCode(
  db: DbOrTx,
  id: number,
  set: Partial<Pick<CodeRow, 'attempts' | 'consumedAt' | 'voidedAt'>>,
): Promise<void> {
  await db.update(oneTimeCodes).set(set).where(eq(oneTimeCodes.id, id))
}

// ---------------------------------------------------------------------------------------------
// Reference data

/** The registration form's countries are content (cms); registration only checks the id exists. */
export async function countryExists(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id)).limit(1)
  return rows.length > 0
}
