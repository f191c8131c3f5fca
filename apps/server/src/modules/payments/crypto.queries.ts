import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { cryptoPayments, cryptoPayouts } from '../../db/schema/index.js'

/** The crypto deposits' processor side (docs/payments.md); `(db, params)` like payments.queries.ts. */
export type CryptoPaymentRow = typeof cryptoPayments.$inferSelect

export async function insertCryptoPayment(db: DbOrTx, values: typeof cryptoPayments.$inferInsert) {
  await db.insert(cryptoPayments).values(values)
}

/** The row of a processor's payment id; the mapping never changes, so it is read without a lock. */
export async function findByProcessorId(
  db: DbOrTx,
  processor: string,
  processorPaymentId: string,
): Promise<CryptoPaymentRow | null> {
  const [row] = await db
    .select()
    .from(cryptoPayments)
    .where(
      and(eq(cryptoPayments.processor, processor), eq(cryptoPayments.processorPaymentId, processorPaymentId)),
    )
    .limit(1)
  return row ?? null
}

/** Read under the lock of its `payments` row (every change to it happens there). */
export async function findCryptoPayment(db: DbOrTx, paymentId: number): Promise<CryptoPaymentRow | null> {
  const [row] = await db.select().from(cryptoPayments).where(eq(cryptoPayments.paymentId, paymentId)).limit(1)
  return row ?? null
}

export async function updateCryptoPayment(
  db: DbOrTx,
  paymentId: number,
  values: Partial<typeof cryptoPayments.$inferInsert>,
) {
  await db.update(cryptoPayments).set(values).where(eq(cryptoPayments.paymentId, paymentId))
}

/** The payouts of crypto withdrawals (docs/payments.md "Payouts"). */
export type CryptoPayoutRow = typeof cryptoPayouts.$inferSelect

export async function insertCryptoPayout(db: DbOrTx, values: typeof cryptoPayouts.$inferInsert) {
  await db.insert(cryptoPayouts).values(values)
}

/** Read under the lock of its `payments` row (every change to it happens there). */
export async function findCryptoPayout(db: DbOrTx, paymentId: number): Promise<CryptoPayoutRow | null> {
  const [row] = await db.select().from(cryptoPayouts).where(eq(cryptoPayouts.paymentId, paymentId)).limit(1)
  return row ?? null
}

/** The payouts of a page of payments (the console's queue, docs/backoffice.md). */
export async function listCryptoPayouts(db: DbOrTx, paymentIds: number[]): Promise<CryptoPayoutRow[]> {
  if (paymentIds.length === 0) return []
  return db.select().from(cryptoPayouts).where(inArray(cryptoPayouts.paymentId, paymentIds))
}

/** The row of a processor's payout id; the mapping never changes once set, so it is read without a lock. */
export async function findPayoutByProcessorId(
  db: DbOrTx,
  processor: string,
  processorPayoutId: string,
): Promise<CryptoPayoutRow | null> {
  const [row] = await db
    .select()
    .from(cryptoPayouts)
    .where(
      and(eq(cryptoPayouts.processor, processor), eq(cryptoPayouts.processorPayoutId, processorPayoutId)),
    )
    .limit(1)
  return row ?? null
}

export async function updateCryptoPayout(
  db: DbOrTx,
  paymentId: number,
  values: Partial<typeof cryptoPayouts.$inferInsert>,
) {
  await db.update(cryptoPayouts).set(values).where(eq(cryptoPayouts.paymentId, paymentId))
}
