import { and, count, eq, gt } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client.js'
import { callbackRequests } from '../../db/schema/index.js'

export async function insertCallbackRequest(
  db: DbOrTx,
  values: typeof callbackRequests.$inferInsert,
): Promise<number> {
  const rows = await db.insert(callbackRequests).values(values).returning({ id: callbackRequests.id })
  return rows[0]!.id
}

export async function countFromAddressSince(db: DbOrTx, ip: string, since: Date): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(callbackRequests)
    .where(and(eq(callbackRequests.ip, ip), gt(callbackRequests.createdAt, since)))
  return rows[0]?.n ?? 0
}
