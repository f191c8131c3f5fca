import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder, openDatabase, queryRows, type Db } from '../db/client.js'
import * as schema from '../db/schema/index.js'
import { createTestDatabase } from '../test/helper.js'
import { recordAudit } from './audit.js'
import { GENESIS_HASH, verifyAuditChain } from './audit-chain.js'

/*
 * docs/backoffice.md "Audit chain": every row linked at its commit, append-only, the verifier's walk
 * naming the first broken row, the concurrent writers of PostgreSQL forming one chain, the
 * migration chaining the rows that were there before it, and `npm run audit:verify`'s exit code.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

let db: Db
let drop: () => Promise<void>
const at = new Date('2026-11-29T06:00:00.123Z')

beforeAll(async () => {
  const created = await createTestDatabase()
  db = created.database.db
  drop = created.drop
})
afterAll(async () => drop())

/** What a DBA can do who turns the guard off: the chain must still tell. */
async function tamper(statement: ReturnType<typeof sql>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
    await tx.execute(statement)
    await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`)
  })
}

const lastId = async () =>
  Number((await queryRows<{ id: string }>(db, sql`select max(id)::text as id from audit_log`))[0]!.id)

describe('the audit chain', () => {
  it('links every row at its commit and the walk recomputes every hash', async () => {
    const before = await verifyAuditChain(db)
    expect(before.ok).toBe(true)
    await recordAudit(db, { actorKind: 'system', action: 'test.plain' }, at)
    await recordAudit(
      db,
      {
        actorKind: 'player',
        actorId: 42,
        action: 'test.unicode',
        ip: '203.0.113.9',
        fingerprint: 'fp|with|bars',
        detail: {
          playerId: 7,
          note: 'Çağrı şöyle dedi: "ığüöç" 🎰',
          amount: '1050',
          nested: { b: 1, a: [1, 2.5] },
        },
      },
      at,
    )
    // Several rows in one transaction: linked in their order, at the one commit.
    await db.transaction(async (tx) => {
      for (let i = 0; i < 3; i += 1)
        await recordAudit(tx, { actorKind: 'staff', actorId: 'x', action: `test.tx${i}` }, at)
    })
    const rows = await queryRows<{ seq: string; prev_hash: string; hash: string; action: string }>(
      db,
      sql`select seq::text as seq, prev_hash, hash, action from audit_log order by audit_log.seq`,
    )
    expect(rows.length).toBe(before.rows + 5)
    rows.forEach((r, i) => {
      expect(Number(r.seq)).toBe(i + 1)
      expect(r.prev_hash).toBe(i === 0 ? GENESIS_HASH : rows[i - 1]!.hash)
      expect(r.hash).toMatch(/^[0-9a-f]{64}$/)
    })
    expect(rows.slice(-3).map((r) => r.action)).toEqual(['test.tx0', 'test.tx1', 'test.tx2'])
    const after = await verifyAuditChain(db)
    expect(after).toEqual({ ok: true, rows: before.rows + 5, firstBroken: null })
  })

  it('a rolled-back transaction leaves no link behind', async () => {
    const before = await verifyAuditChain(db)
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { actorKind: 'system', action: 'test.rolled_back' }, at)
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(await verifyAuditChain(db)).toEqual(before)
  })

  it('is append-only: update, delete and truncate are refused', async () => {
    const id = await lastId()
    const refused = async (statement: ReturnType<typeof sql>, pattern: RegExp) => {
      const error = await db.execute(statement).then(
        () => null,
        (e: unknown) => e as { message: string; cause?: { message?: string } },
      )
      expect(error?.cause?.message ?? error?.message).toMatch(pattern)
    }
    await refused(sql`update audit_log set action = 'x' where id = ${id}`, /append-only/)
    await refused(sql`delete from audit_log where id = ${id}`, /append-only/)
    await refused(sql`truncate audit_log`, /append-only/)
    await refused(sql`update audit_chain_head set seq = 1`, /audit_chain_head/)
    expect((await verifyAuditChain(db)).ok).toBe(true)
  })

  it('names the first row edited behind the guard, then the next one when its hash was rewritten too', async () => {
    const ids = (
      await queryRows<{ id: string }>(db, sql`select id::text as id from audit_log order by seq`)
    ).map((r) => Number(r.id))
    const victim = ids[ids.length - 3]!
    await tamper(sql`update audit_log set detail = '{"playerId": 7, "amount": "9999"}' where id = ${victim}`)
    const edited = await verifyAuditChain(db)
    expect(edited.ok).toBe(false)
    expect(edited.firstBroken).toMatchObject({ id: victim, reason: 'hash' })

    // Rewriting the hash too moves the break to the next row's link.
    await tamper(
      sql`update audit_log set hash = audit_row_hash(id, seq, actor_kind, actor_id, action, ip, fingerprint, detail, created_at, prev_hash) where id = ${victim}`,
    )
    expect((await verifyAuditChain(db)).firstBroken).toMatchObject({
      id: ids[ids.length - 2],
      reason: 'link',
    })
  })
})

describe('a broken chain on a fresh database', () => {
  it('an unchained row is named; a deleted row is a gap, found before it', { timeout: 240_000 }, async () => {
    const created = await createTestDatabase()
    const d = created.database.db
    try {
      for (let i = 0; i < 4; i += 1) await recordAudit(d, { actorKind: 'system', action: `gap.${i}` }, at)
      await d.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_chain`)
        await tx.execute(sql`insert into audit_log (actor_kind, action) values ('system', 'sneaked')`)
        await tx.execute(sql`alter table audit_log enable trigger audit_log_chain`)
      })
      const [sneaked] = await queryRows<{ id: string }>(
        d,
        sql`select id::text as id from audit_log where action = 'sneaked'`,
      )
      expect((await verifyAuditChain(d)).firstBroken).toEqual({
        id: Number(sneaked!.id),
        seq: null,
        reason: 'unchained',
      })

      const [row] = await queryRows<{ id: string }>(
        d,
        sql`select id::text as id from audit_log where action = 'gap.1'`,
      )
      const [next] = await queryRows<{ id: string }>(
        d,
        sql`select id::text as id from audit_log where action = 'gap.2'`,
      )
      await d.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
        await tx.execute(sql`delete from audit_log where id = ${row!.id}`)
        await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`)
      })
      expect((await verifyAuditChain(d)).firstBroken).toMatchObject({ id: Number(next!.id), reason: 'gap' })
    } finally {
      await created.drop()
    }
  })
})

describe('npm run audit:verify', () => {
  it('exits 0 on a sound chain and 1 naming the edited row', async () => {
    const run = async (env: Record<string, string>) => {
      try {
        const out = await promisify(execFile)('npm', ['run', '--silent', 'audit:verify'], {
          cwd: repoRoot,
          env: { ...process.env, ...env },
        })
        return { code: 0, text: out.stdout + out.stderr }
      } catch (e) {
        const err = e as { code: number; stdout: string; stderr: string }
        return { code: err.code, text: err.stdout + err.stderr }
      }
    }
    let env: Record<string, string>
    let dir: string | undefined
    let database: Awaited<ReturnType<typeof openDatabase>>
    let dropIt: () => Promise<void>
    if (onPostgres) {
      const created = await createTestDatabase()
      database = created.database
      env = { DATABASE_URL: created.url! }
      dropIt = created.drop
    } else {
      dir = await mkdtemp(join(tmpdir(), 'galata-audit-'))
      database = await openDatabase({ dataDir: dir })
      env = { DATA_DIR: dir, DATABASE_URL: '' }
      dropIt = async () => {
        await database.close()
        await rm(dir!, { recursive: true, force: true })
      }
    }
    try {
      for (let i = 0; i < 3; i += 1)
        await recordAudit(database.db, { actorKind: 'system', action: `cli.${i}` }, at)
      const [victim] = await queryRows<{ id: string }>(
        database.db,
        sql`select id::text as id from audit_log where action = 'cli.1'`,
      )
      if (!onPostgres) await database.close() // one process owns a PGlite directory at a time
      const good = await run(env)
      expect(good.code, good.text).toBe(0)
      expect(good.text).toMatch(/audit: OK \(3 rows/)
      if (!onPostgres) database = await openDatabase({ dataDir: dir })
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`alter table audit_log disable trigger audit_log_append_only`)
        await tx.execute(sql`update audit_log set actor_id = 'someone else' where id = ${victim!.id}`)
        await tx.execute(sql`alter table audit_log enable trigger audit_log_append_only`)
      })
      if (!onPostgres) await database.close()
      const bad = await run(env)
      expect(bad.code).toBe(1)
      expect(bad.text).toContain(`BROKEN at row id ${victim!.id} `)
      if (!onPostgres) database = await openDatabase({ dataDir: dir })
    } finally {
      await dropIt()
    }
  }, 300_000)
})

describe('the migration that starts the chain', () => {
  it('chains the rows already there in id order', async () => {
    // The migrations before the chain, then rows, then the chain's migration.
    const dir = await mkdtemp(join(tmpdir(), 'galata-migrations-'))
    await cp(migrationsFolder, dir, { recursive: true })
    const journalPath = join(dir, 'meta', '_journal.json')
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
    const chainAt = journal.entries.findIndex((e) => e.tag.endsWith('audit_chain_four_eyes'))
    expect(chainAt).toBeGreaterThan(0)
    await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, chainAt) }))
    let d: Db
    let close: () => Promise<void>
    if (onPostgres) {
      const created = await createTestDatabase('empty')
      // An empty database of its own: drop everything the boot migrated, and migrate again.
      await created.database.close()
      const pool = new pg.Pool({ connectionString: created.url!, max: 2 })
      // The database's forced drop may end a connection still closing: not an error of the test.
      pool.on('error', () => {})
      await pool.query(
        'drop schema public cascade; create schema public; drop schema if exists drizzle cascade',
      )
      d = drizzlePg(pool, { schema }) as unknown as Db
      await migratePg(d as never, { migrationsFolder: dir })
      close = async () => {
        await pool.end()
        await created.drop()
      }
    } else {
      const client = new PGlite()
      d = drizzlePglite(client, { schema }) as unknown as Db
      await migratePglite(d as never, { migrationsFolder: dir })
      close = () => client.close()
    }
    try {
      for (let i = 0; i < 5; i += 1)
        await d.execute(
          sql`insert into audit_log (actor_kind, actor_id, action, detail, created_at) values ('player', ${String(i)}, ${`old.${i}`}, ${JSON.stringify({ i })}::jsonb, now())`,
        )
      if (onPostgres) await migratePg(d as never, { migrationsFolder })
      else await migratePglite(d as never, { migrationsFolder })
      const rows = await queryRows<{ action: string; seq: string }>(
        d,
        sql`select action, seq::text as seq from audit_log order by id`,
      )
      expect(rows.map((r) => [r.action, Number(r.seq)])).toEqual(
        [0, 1, 2, 3, 4].map((i) => [`old.${i}`, i + 1]),
      )
      await recordAudit(d, { actorKind: 'system', action: 'new' }, at)
      expect(await verifyAuditChain(d)).toEqual({ ok: true, rows: 6, firstBroken: null })
    } finally {
      await close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 240_000)
})

describe.runIf(onPostgres)('concurrent writers on PostgreSQL', () => {
  it('eight connections writing at once form one unbroken chain, each transaction’s rows adjacent', async () => {
    // A database of its own: the tests above broke their chain on purpose.
    const created = await createTestDatabase()
    const db = created.database.db
    const pool = new pg.Pool({ connectionString: created.url!, max: 8 })
    // The database's forced drop may end a connection still closing: not an error of the test.
    pool.on('error', () => {})
    try {
      const before = await verifyAuditChain(db)
      const writers = 8
      const perWriter = 40
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const client = await pool.connect()
          try {
            for (let i = 0; i < perWriter; i += 1) {
              await client.query('begin')
              await client.query(
                `insert into audit_log (actor_kind, actor_id, action, detail, created_at) values ('system', $1, 'concurrent', $2::jsonb, now())`,
                [String(w), JSON.stringify({ w, i })],
              )
              // Work between the write and the commit: other writers' commits overtake this one.
              if (i % 3 === 0) await client.query('select pg_sleep(0.002)')
              if (i % 4 === 0)
                await client.query(
                  `insert into audit_log (actor_kind, actor_id, action, detail, created_at) values ('system', $1, 'concurrent.second', $2::jsonb, now())`,
                  [String(w), JSON.stringify({ w, i })],
                )
              await client.query('commit')
            }
          } finally {
            client.release()
          }
        }),
      )
      const report = await verifyAuditChain(db)
      const written = writers * perWriter + writers * Math.ceil(perWriter / 4)
      expect(report).toEqual({ ok: true, rows: before.rows + written, firstBroken: null })
      // One transaction's rows are adjacent in the chain: they were linked at its one commit.
      const pairs = await queryRows<{ apart: string }>(
        db,
        sql`select (b.seq - a.seq)::text as apart from audit_log a join audit_log b
              on a.action = 'concurrent' and b.action = 'concurrent.second' and a.detail = b.detail`,
      )
      expect(pairs.length).toBe(writers * Math.ceil(perWriter / 4))
      for (const p of pairs) expect(p.apart).toBe('1')
    } finally {
      await pool.end()
      await created.drop()
    }
  }, 120_000)
})
