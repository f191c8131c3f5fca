import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '@galata/contract'
import { buildApp } from '../../app.js'
import { runBootTasks } from '../../boot.js'
import { openDatabase, type Database } from '../../db/client.js'
import { api } from '../../test/accounts.js'
import { createTestDatabase, testConfig } from '../../test/helper.js'
import { staffLogin } from '../../test/staff.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'

/**
 * Two instances behind one address (docs/realtime.md, ARCHITECTURE.md fan-out): one database, one Redis.
 * On PostgreSQL (TEST_DATABASE_URL) each instance has its own pool; on PGlite they share the one
 * embedded database in this process. Events raised on A reach sockets held by B.
 */

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

async function redisUp(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  probe.on('error', () => {})
  try {
    await probe.connect()
    return (await probe.ping()) === 'PONG'
  } catch {
    return false
  } finally {
    probe.disconnect()
  }
}

const hasRedis = await redisUp()
const ADMIN = { username: 'clusteradmin', password: 'admin-password-123' }

describe.skipIf(!hasRedis)('two instances sharing the database and Redis', () => {
  let drop: () => Promise<void> = async () => {}
  let second: Database | null = null
  let a: FastifyInstance
  let b: FastifyInstance
  let baseB: string
  const clients: HubClient[] = []

  beforeAll(async () => {
    const created = await createTestDatabase()
    drop = created.drop
    // A channel of its own: test runs sharing the machine's Redis must not hear each other.
    const config = testConfig({
      REDIS_URL,
      REDIS_CHANNEL: `galata:test:${randomBytes(6).toString('hex')}`,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: 'http://galata.test',
    })
    second = created.url ? await openDatabase({ url: created.url, poolSize: 10 }) : null
    a = await buildApp({ config, database: created.database, logger: false })
    b = await buildApp({ config, database: second ?? created.database, logger: false })
    await runBootTasks(a)
    await a.ready()
    await b.ready()
    await listen(a)
    baseB = await listen(b)
  })
  afterAll(async () => {
    await Promise.allSettled(clients.map((c) => c.connection.stop()))
    await b?.close()
    await a?.close()
    await second?.close()
    await drop()
  })

  it('a notification and a balance raised on A reach a client connected to B; logout on A closes it', async () => {
    const httpA = api(a)
    const admin = await staffLogin(a, ADMIN)
    const player = await httpA.register('cluster1')
    const client = hubClient(baseB, player.token)
    clients.push(client)
    await client.connection.start()
    expect(b.realtime.stats().connections).toBe(1)
    expect(a.realtime.stats().connections).toBe(0)

    const r = await a.db.execute(sql`select id from players where usercode = ${player.usercode}`)
    const id = Number((r as unknown as { rows: { id: number }[] }).rows[0]!.id)
    const sent = await httpA.post(
      'backoffice/notifications',
      { to: id, title: { tr: 'A’dan', en: 'From A' }, note: { tr: 'Merhaba', en: 'Hello' } },
      { token: admin },
    )
    expect(sent.statusCode).toBe(200)
    const n = JSON.parse((await client.next('Notification', 0)).message) as Notification
    expect(n).toMatchObject({ title: 'A’dan', isRead: false })

    a.events.emit('wallet.balance_changed', { playerId: id })
    expect(JSON.parse((await client.next('Balance', 0)).message)).toEqual({ balance: 0, bonusBalance: 0 })

    await httpA.get('auth/logout', { token: player.token })
    expect((await client.closed)?.message).toMatch(/Session ended/)
    expect(b.realtime.stats().connections).toBe(0)
  })
})
