import { and, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { cryptoPayments } from '../../db/schema/index.js'

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
