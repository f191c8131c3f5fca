import { sql } from 'drizzle-orm'
import { queryRows, type Db, type DbOrTx, type Tx } from '../db/client.js'
import { leaseHeld } from './metrics.js'

/*
 * One lease for every singleton background loop (docs/leases.md): a row per loop in `leases` with
 * its holder, its expiry and a fencing token raised on every takeover. Holding the lease decides who
 * runs a pass; the token decides whose writes count: every write done under the lease checks, in its
 * own transaction, that the row still names this holder and this token, holding the row for share
 * so a takeover (an update of that row) waits for the write to commit. A leader paused past its
 * expiry (a stopped process, a partition, a long GC) therefore never writes after another instance
 * has taken over: its fence finds a higher token, it gets LeaseLostError and stops that pass.
 */

/** The default lease time (LEASE_MS in config.ts): a crashed leader's loop resumes elsewhere this fast. */
export const DEFAULT_LEASE_MS = 10_000

/** What a holder knows of its lease: the token its fenced writes check. */
export interface LeaseHold {
  readonly name: string
  readonly holder: string
  readonly token: bigint
  /** The clock's time (ms) the lease runs to, as last taken or renewed. */
  readonly expiresAt: number
}

/** A fenced write found the lease taken over (or released): the pass stops, nothing was written. */
export class LeaseLostError extends Error {
  readonly code = 'LEASE_LOST'
  constructor(readonly lease: string) {
    super(`lease ${lease} lost`)
    this.name = 'LeaseLostError'
  }
}

export const isLeaseLost = (err: unknown): err is LeaseLostError => err instanceof LeaseLostError

/**
 * Takes the lease when free, expired or already ours, or renews ours, until `now + leaseMs`; null
 * when another holder's lease runs. A takeover (another holder before) raises the token; a renewal
 * or a holder taking back its own expired lease keeps it, since nobody else wrote in between.
 * `now` is the caller's clock (the loops' injectable one), as every expiry is written with it.
 */
export async function acquireLease(
  db: DbOrTx,
  name: string,
  holder: string,
  now: number,
  leaseMs: number,
): Promise<LeaseHold | null> {
  const until = new Date(now + leaseMs)
  const [row] = await queryRows<{ token: string | number | bigint }>(
    db,
    sql`insert into leases as l (name, holder, token, expires_at)
        values (${name}, ${holder}, 1, ${until.toISOString()})
        on conflict (name) do update set
          holder = excluded.holder,
          expires_at = excluded.expires_at,
          token = case when l.holder = excluded.holder then l.token else l.token + 1 end
        where l.holder = excluded.holder or l.expires_at < ${new Date(now).toISOString()}
        returning l.token`,
  )
  // The lease gauge of `/metrics` (docs/operations.md "Metrics"): 1 on the instance holding it.
  leaseHeld(name, row !== undefined)
  return row ? { name, holder, token: BigInt(row.token), expiresAt: until.getTime() } : null
}

/** Gives the lease up (stop, shutdown): the next acquirer need not wait for its expiry. */
export async function releaseLease(db: DbOrTx, name: string, holder: string): Promise<void> {
  await db.execute(sql`update leases set expires_at = 'epoch' where name = ${name} and holder = ${holder}`)
  leaseHeld(name, false)
}

export interface FenceOptions {
  /**
   * PostgreSQL ends the fenced transaction once it sits idle this long (the lease time): a holder
   * stopped in the middle of it would otherwise hold the row, and so the takeover, while stopped.
   */
  leaseMs?: number
  /**
   * Hold the row for update rather than for share: the lease's fenced transactions then also
   * exclude each other, as the sports world's kick-offs and whistles and its live pass must.
   */
  exclusive?: boolean
}

/**
 * The fence: inside the write's transaction, the lease row must still carry this holder and token.
 * Held until the transaction ends, so a takeover (an update of the row) waits for this write rather
 * than passing it; a takeover that came first raised the token, and this finds no row.
 */
export async function fenceLease(tx: Tx, hold: LeaseHold, options: FenceOptions = {}): Promise<void> {
  const { leaseMs, exclusive = false } = options
  if (leaseMs !== undefined && leaseMs > 0)
    await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = ${Math.ceil(leaseMs)}`))
  const rows = await queryRows<{ token: unknown }>(
    tx,
    sql`select token from leases
        where name = ${hold.name} and holder = ${hold.holder} and token = ${hold.token.toString()}
        ${exclusive ? sql`for update` : sql`for share`}`,
  )
  if (rows.length === 0) {
    leaseHeld(hold.name, false)
    throw new LeaseLostError(hold.name)
  }
}

/** Runs `write` in one transaction behind the fence: all of it commits under the lease, or none. */
export async function underLease<T>(
  db: Db,
  hold: LeaseHold,
  write: (tx: Tx) => Promise<T>,
  options: FenceOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await fenceLease(tx, hold, options)
    return write(tx)
  })
}
