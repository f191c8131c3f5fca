import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.js'
import { runBootTasks } from '../../boot.js'
import { openDatabase, type Database } from '../../db/client.js'
import { siteOptions } from '../../db/schema/index.js'
import { CONTENT_POLL_MS } from '../../lib/content-cache.js'
import { createTestDatabase, testConfig } from '../../test/helper.js'
import { listen } from '../../test/hub.js'

/**
 * docs/content.md "Caching": two instances on one database, each listening on a real port with its
 * own pool (on PostgreSQL, TEST_DATABASE_URL; on PGlite they share the embedded database). A content
 * edit written straight into the database, as psql would, reaches the bootstrap record of both within
 * a few polls, with a new ETag; nobody calls an invalidation.
 */
describe('the bootstrap record follows a content edit on every instance', () => {
  let drop: () => Promise<void> = async () => {}
  let second: Database | null = null
  let a: FastifyInstance
  let b: FastifyInstance
  const bases: string[] = []

  beforeAll(async () => {
    const created = await createTestDatabase()
    drop = created.drop
    const config = testConfig({})
    second = created.url ? await openDatabase({ url: created.url, poolSize: 4 }) : null
    a = await buildApp({ config, database: created.database, logger: false })
    b = await buildApp({ config, database: second ?? created.database, logger: false })
    await runBootTasks(a)
    bases.push(await listen(a), await listen(b))
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
    await second?.close()
    await drop()
  })

  const grouped = async (base: string, etag?: string) => {
    const res = await fetch(`${base}/api/cms/grouped`, { headers: etag ? { 'if-none-match': etag } : {} })
    const body =
      res.status === 200
        ? ((await res.json()) as { data: { siteOption: { key: string; value: string }[] } })
        : null
    return {
      status: res.status,
      etag: res.headers.get('etag') ?? '',
      telegram: body?.data.siteOption.find((o) => o.key === 'telegram')?.value,
    }
  }

  it('a write in the database reaches both instances: new value, new ETag, the old ETag no longer 304', async () => {
    const before = await Promise.all(bases.map((base) => grouped(base)))
    // Both instances hold the record: revalidation with its ETag answers 304 on either.
    for (const [i, base] of bases.entries()) expect((await grouped(base, before[i]!.etag)).status).toBe(304)

    await a.db.execute(
      sql`update ${siteOptions} set value = 'https://t.me/galata_cluster' where key = 'telegram'`,
    )

    const deadline = Date.now() + 10 * CONTENT_POLL_MS
    for (const [i, base] of bases.entries()) {
      let now = await grouped(base, before[i]!.etag)
      while (now.status === 304 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, CONTENT_POLL_MS / 4))
        now = await grouped(base, before[i]!.etag)
      }
      expect(now.status).toBe(200)
      expect(now.telegram).toBe('https://t.me/galata_cluster')
      expect(now.etag).not.toBe(before[i]!.etag)
    }
  })
})
