import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type Database } from '../db/client.js'
import { checkLedger } from '../modules/wallet/index.js'
import { createTestDatabase } from '../test/helper.js'

/*
 * The lease across real processes (docs/leases.md "Tests"): two instances of the shared-round loop
 * of one table (src/test/lease-child.ts) on one PostgreSQL database. The leader is frozen with
 * SIGSTOP; the other takes over within the lease time; the frozen one, resumed, has its late write
 * refused by the fence; no round is settled twice and the ledger checks out. PGlite is one process's
 * database: there is no second instance to take over, so the test runs on PostgreSQL only.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const CHILD = fileURLToPath(new URL('../test/lease-child.ts', import.meta.url))
const LEASE_MS = 1_500
/**
 * The takeover comes within the lease (renewed half-way, so at most LEASE_MS after the freeze) plus
 * the follower's one-second retry, plus, when the leader froze inside a fenced transaction, the
 * server ending that transaction after LEASE_MS idle; the rest is room for a loaded machine.
 */
const TAKEOVER_BOUND_MS = 2 * LEASE_MS + 1_000 + 6_000

interface Line {
  at: number
  instance: string
  ready?: boolean
  leader?: boolean
  token?: string | null
  event?: string
  roundId?: number
  late?: string
  error?: string
}

interface Instance {
  id: string
  child: ChildProcess
  lines: Line[]
}

const children: ChildProcess[] = []
let database: Database
let url: string
let drop: () => Promise<void>

beforeAll(async () => {
  if (!onPostgres) return
  const created = await createTestDatabase('seeded')
  database = created.database
  url = created.url!
  drop = created.drop
}, 120_000)

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode !== null) continue
    child.kill('SIGCONT')
    child.kill('SIGKILL')
  }
  await drop?.()
})

function start(id: string): Instance {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, url, id, String(LEASE_MS)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  const instance: Instance = { id, child, lines: [] }
  let buffered = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString('utf8')
    const lines = buffered.split('\n')
    buffered = lines.pop()!
    for (const line of lines) if (line.startsWith('{')) instance.lines.push(JSON.parse(line) as Line)
  })
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${id}] ${chunk.toString('utf8')}`))
  return instance
}

async function until<T>(
  what: string,
  probe: () => T | undefined | null | false,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = probe()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const leadership = (i: Instance) => i.lines.filter((l) => l.leader !== undefined).at(-1)?.leader === true
const settled = (i: Instance, after = 0) =>
  i.lines.filter((l) => l.event === 'round.settled' && l.at >= after).map((l) => l.roundId!)

describe.skipIf(!onPostgres)('the lease across processes (PostgreSQL; PGlite has one process)', () => {
  it('a frozen leader is replaced within the lease time; its late write is refused; nothing is done twice', async () => {
    const a = start('lease-a')
    const b = start('lease-b')
    // Generous: two TypeScript processes starting on a machine other sessions share.
    await until(
      'both instances ready',
      () => a.lines.some((l) => l.ready) && b.lines.some((l) => l.ready),
      180_000,
    )
    const leader = await until('a leader', () => [a, b].find(leadership), 30_000)
    const follower = leader === a ? b : a
    await until('a round settled by the leader', () => settled(leader).length > 0, 60_000)

    const heldToken = Number(leader.lines.filter((l) => l.leader === true).at(-1)!.token)
    leader.child.kill('SIGSTOP')
    const frozenAt = Date.now()
    await until('the takeover', () => leadership(follower), TAKEOVER_BOUND_MS + 5_000)
    const takeover = follower.lines.filter((l) => l.leader === true).at(-1)!
    const tookOverAt = takeover.at
    expect(tookOverAt - frozenAt).toBeLessThan(TAKEOVER_BOUND_MS)
    // The takeover raised the token: the frozen leader's writes now fail the fence.
    expect(Number(takeover.token)).toBe(heldToken + 1)
    await until('a round settled by the new leader', () => settled(follower, tookOverAt).length > 0, 60_000)

    const resumedAt = Date.now()
    leader.child.kill('SIGCONT')
    const late = await until('the late write', () => leader.lines.find((l) => l.late), 60_000)
    expect(late.late).toBe('lease lost')
    await until('the old leader follows', () => !leadership(leader), 30_000)
    // Let both run on a while: the old leader must not write again.
    await new Promise((resolve) => setTimeout(resolve, 2 * LEASE_MS))
    expect(settled(leader, resumedAt)).toEqual([])

    // The old leader first, so it cannot take the lease back while the new one releases it.
    for (const i of [leader, follower]) {
      const exited = new Promise((resolve) => i.child.once('exit', resolve))
      i.child.kill('SIGTERM')
      await exited
    }

    // No round settled twice: each settled round announced once, by one instance.
    const announced = [...settled(a), ...settled(b)]
    expect(new Set(announced).size).toBe(announced.length)
    const rounds = await queryRows<{ id: number; status: string }>(
      database.db,
      sql`select id::int as id, status from table_rounds where game_code = 'galata-live-roulette'`,
    )
    const settledInDb = rounds.filter((r) => r.status === 'settled').map((r) => r.id)
    for (const id of announced) expect(settledInDb).toContain(id)
    // One round per slot, none left half-done by the frozen leader past the void rule.
    const slots = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from table_rounds group by game_code, opens_at having count(*) > 1`,
    )
    expect(slots).toEqual([])
    // The token moved once per takeover; the ledger (every payout, every stake) balances.
    const [lease] = await queryRows<{ holder: string; token: string }>(
      database.db,
      sql`select holder, token::text as token from leases where name = 'galata-live-roulette'`,
    )
    expect(lease).toMatchObject({ holder: follower.id, token: String(heldToken + 1) })
    expect((await checkLedger(database.db)).ok).toBe(true)
  }, 420_000)
})
