/**
 * `npm run bench audit`: what a hash-chained audit row costs (docs/backoffice.md "Audit chain").
 * The same rows go into `audit_log` (chained at commit, append-only guard) and into a copy of the
 * table with the same columns and indexes but no triggers, one autocommit insert at a time (the
 * login path's shape) and from eight connections at once on PostgreSQL, where every commit that
 * carries audit rows queues on the chain head. Prints the median and p95 per insert and rows/s.
 */
import { sql } from 'drizzle-orm'
import { openDatabase, type Db } from '../apps/server/src/db/client.js'
import { percentile, withBenchDatabase } from './lib/temp-db.js'

const N = 2000
const at = new Date()

async function sequential(db: Db, table: 'audit_log' | 'audit_plain') {
  const times: number[] = []
  for (let i = 0; i < N; i += 1) {
    const t0 = performance.now()
    await db.execute(
      sql`insert into ${sql.raw(table)} (actor_kind, actor_id, action, ip, fingerprint, detail, created_at)
          values ('player', ${String(i)}, 'login.ok', '203.0.113.7', 'fp', ${JSON.stringify({ sessionId: 'x', remember: false })}::jsonb, ${at})`,
    )
    times.push(performance.now() - t0)
  }
  return times
}

async function parallel(db: Db, table: 'audit_log' | 'audit_plain', workers: number, each: number) {
  const t0 = performance.now()
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < each; i += 1)
        await db.execute(
          sql`insert into ${sql.raw(table)} (actor_kind, actor_id, action, detail, created_at)
              values ('player', ${String(w)}, 'login.ok', ${JSON.stringify({ w, i })}::jsonb, ${at})`,
        )
    }),
  )
  return (workers * each) / ((performance.now() - t0) / 1000)
}

async function run(db: Db, kind: string, concurrent: boolean) {
  await db.execute(sql`create table audit_plain (like audit_log including defaults including indexes)`)
  // Warm both paths (plans, the trigger's function) before measuring.
  await sequential(db, 'audit_plain')
  await sequential(db, 'audit_log')
  for (const table of ['audit_plain', 'audit_log'] as const) {
    const times = await sequential(db, table)
    console.log(
      `${kind} ${table.padEnd(11)} one row per commit: median ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms`,
    )
  }
  if (concurrent)
    for (const table of ['audit_plain', 'audit_log'] as const)
      console.log(
        `${kind} ${table.padEnd(11)} 8 connections: ${Math.round(await parallel(db, table, 8, 500))} rows/s`,
      )
}

const pglite = await openDatabase({})
try {
  await run(pglite.db, 'pglite  ', false)
} finally {
  await pglite.close()
}
await withBenchDatabase(8, (database) => run(database.db, 'postgres', true))
