import { randomBytes } from 'node:crypto'
import type { Db } from '../db/client.js'
import { players } from '../db/schema/index.js'

/** A bare player row for ledger tests that need no session (user name and usercode unique). */
export async function insertTestPlayer(db: Db, overrides: Partial<typeof players.$inferInsert> = {}) {
  const tag = randomBytes(5).toString('hex')
  const [row] = await db
    .insert(players)
    .values({
      username: `p${tag}`,
      name: 'Test',
      surname: 'Player',
      usercode: `u${tag}`,
      passwordHash: 'x',
      ...overrides,
    })
    .returning({ id: players.id })
  return row!.id
}
