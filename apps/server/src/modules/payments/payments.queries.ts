import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm'
import type { Tx, DbOrTx } from '../../db/client.js'
import { paymentMethods, payments, players } from '../../db/schema/index.js'
import { PaymentDirection, TransactionStatus } from '@galata/contract'

export type PaymentMethodRow = typeof paymentMethods.$inferSelect
export type PaymentRow = typeof payments.$inferSelect

export async function listEnabledMethods(db: DbOrTx, type: 1 | 2): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.type, type), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id))
}

export async function findEnabledMethod(
  db: DbOrTx,
  id: number,
  type: 1 | 2,
): Promise<PaymentMethodRow | null> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.type, type), eq(paymentMethods.enabled, true)))
    .limit(1)
  return rows[0] ?? null
}

export async function findMethod(db: DbOrTx, id: number): Promise<PaymentMethodRow | null> {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id)).limit(1)
  return rows[0] ?? null
}

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const rows = await db.insert(payments).values(values).returning()
  return rows[0]!
}

/** The payment row locked for a decision: a webhook and an operator racing on it are serialised here. */
export async function lockPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).for('update')
  return rows[0] ?? null
}

export async function findPayment(db: DbOrTx, id: number): Promise<PaymentRow | null> {
  const rows = await db.select().from(payments).where(eq(payments.id, id)).limit(1)
  return rows[0] ?? null
}

export async function updatePayment(db: DbOrTx, id: number, values: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(values).where(eq(payments.id, id))
}

export async function isPhoneVerified(db: DbOrTx, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ verified: players.phoneVerified })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1)
  return rows[0]?.verified ?? false
}

export interface PaymentFilter {
  playerId?: number
  type?: 1 | 2
  status?: number
  from?: Date
  to?: Date
  /** The back office queue (docs/backoffice.md "Payment and document queues"): the method's code. */
  methodCode?: string
  /** Kuruş, inclusive. */
  minAmount?: bigint
  maxAmount?: bigint
  /** Only payments held by an operator (true) or only free ones (false). */
  frozen?: boolean
}

/** Newest first (a history), or the queue's orders; the id breaks ties so pages never overlap. */
export type PaymentOrder = 'newest' | 'created' | '-created' | 'amount' | '-amount'

function where(f: PaymentFilter): SQL | undefined {
  const parts: SQL[] = []
  if (f.playerId !== undefined) parts.push(eq(payments.playerId, f.playerId))
  if (f.type !== undefined) parts.push(eq(payments.type, f.type))
  if (f.status !== undefined) parts.push(eq(payments.status, f.status))
  if (f.from) parts.push(gte(payments.createdAt, f.from))
  if (f.to) parts.push(lte(payments.createdAt, f.to))
  if (f.minAmount !== undefined) parts.push(gte(payments.amount, f.minAmount))
  if (f.maxAmount !== undefined) parts.push(lte(payments.amount, f.maxAmount))
  if (f.frozen !== undefined) parts.push(f.frozen ? isNotNull(payments.frozenAt) : isNull(payments.frozenAt))
  // A code names one method per direction: the subquery picks both when no direction is given.
  if (f.methodCode !== undefined)
    parts.push(
      inArray(
        payments.methodId,
        sql`(select ${paymentMethods.id} from ${paymentMethods} where ${paymentMethods.code} = ${f.methodCode})`,
      ),
    )
  return parts.length ? and(...parts) : undefined
}

function orderOf(order: PaymentOrder): SQL[] {
  switch (order) {
    case 'newest':
    case '-created':
      return [desc(payments.createdAt), desc(payments.id)]
    case 'created':
      return [asc(payments.createdAt), asc(payments.id)]
    case 'amount':
      return [asc(payments.amount), asc(payments.id)]
    case '-amount':
      return [desc(payments.amount), desc(payments.id)]
  }
}

export async function listPayments(
  db: DbOrTx,
  f: PaymentFilter,
  skip: number,
  take: number,
  order: PaymentOrder = 'newest',
) {
  const condition = where(f)
  const items = await db
    .select({
      payment: payments,
      title: paymentMethods.title,
      flow: paymentMethods.flow,
      provider: paymentMethods.provider,
      methodCode: paymentMethods.code,
      username: players.username,
    })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.methodId))
    .innerJoin(players, eq(players.id, payments.playerId))
    .where(condition)
    .orderBy(...orderOf(order))
    .offset(skip)
    .limit(take)
  const [total] = await db.select({ n: count() }).from(payments).where(condition)
  return { items, total: Number(total?.n ?? 0) }
}

/** The methods the queue's filter offers: every method ever seeded, enabled or not, by code. */
export async function listMethodCodes(db: DbOrTx) {
  return db
    .select({ code: paymentMethods.code, type: paymentMethods.type, title: paymentMethods.title })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id))
}

/** The player's first confirmed deposit (the first-deposit match campaign, docs/bonuses.md). */
export function firstConfirmedDeposit(db: DbOrTx, playerId: number) {
  return confirmedDeposit(db, playerId, asc(payments.id))
}

/** The player's latest confirmed deposit (a reload campaign, docs/backoffice.md "Campaigns"). */
export function latestConfirmedDeposit(db: DbOrTx, playerId: number) {
  return confirmedDeposit(db, playerId, desc(payments.id))
}

async function confirmedDeposit(
  db: DbOrTx,
  playerId: number,
  order: SQL,
): Promise<{ id: number; amount: bigint; confirmedAt: Date } | null> {
  const rows = await db
    .select({ id: payments.id, amount: payments.amount, confirmedAt: payments.updatedAt })
    .from(payments)
    .where(
      and(
        eq(payments.playerId, playerId),
        eq(payments.type, PaymentDirection.Deposit),
        eq(payments.status, TransactionStatus.Confirmed),
      ),
    )
    .orderBy(order)
    .limit(1)
  return rows[0] ?? null
}

/**
 * Locks the player's row until the caller's transaction ends, so a deposit's read of the lifetime
 * total and its insert happen as one step per player (docs/kyc.md "Deposits"). `for no key update`
 * leaves foreign-key checks (key share) of other rows pointing at the player unblocked.
 */
export async function lockPlayerForDeposit(tx: Tx, playerId: number): Promise<void> {
  await tx.select({ id: players.id }).from(players).where(eq(players.id, playerId)).for('no key update')
}

/**
 * A deposit row that counts towards the verification threshold and the deposit limits at `now`:
 * confirmed, or pending and not past its end (docs/wallet.md "Pending deposits"). An abandoned
 * gateway deposit stops counting the moment it expires, before the sweeper has cancelled it.
 */
export function countsAt(now: Date): SQL {
  return or(
    eq(payments.status, TransactionStatus.Confirmed),
    and(
      eq(payments.status, TransactionStatus.Pending),
      or(isNull(payments.expiresAt), gt(payments.expiresAt, now)),
    ),
  )!
}

/**
 * Kuruş the player has deposited over the account's life, counting open pending deposits too
 * (docs/kyc.md "Deposits": several open deposits must not slip past the verification threshold together), but
 * not expired or cancelled ones.
 */
export async function lifetimeDeposits(db: DbOrTx, playerId: number, now: Date): Promise<bigint> {
  const rows = await db
    .select({ total: sum(payments.amount) })
    .from(payments)
    .where(and(eq(payments.playerId, playerId), eq(payments.type, PaymentDirection.Deposit), countsAt(now)))
  return BigInt(rows[0]?.total ?? 0)
}

/**
 * Pending deposits past their end, cancelled in one statement (the sweeper, docs/wallet.md "Pending
 * deposits"). A row a webhook holds locked is skipped and taken by the next pass. Answers the rows
 * changed, for their notifications.
 */
export async function expirePendingDeposits(db: DbOrTx, now: Date, batch: number) {
  return db
    .update(payments)
    .set({ status: TransactionStatus.Cancelled, updatedAt: now })
    .where(
      sql`${payments.id} in (select id from ${payments}
            where ${payments.status} = ${TransactionStatus.Pending} and ${payments.expiresAt} is not null
              and ${payments.expiresAt} <= ${now.toISOString()}::timestamptz
            order by ${payments.expiresAt} limit ${batch} for update skip locked)`,
    )
    .returning({ id: payments.id, playerId: payments.playerId, amount: payments.amount })
}
