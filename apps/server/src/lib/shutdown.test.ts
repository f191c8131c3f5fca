import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { HubConnectionState } from '@microsoft/signalr'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import pg from 'pg'
import { createTestDatabase } from '../test/helper.js'
import { hubClient } from '../test/hub.js'
import { HubCrowdPool } from '../../../../scripts/chaos/hub-pool.js'

/*
 * docs/operations.md "Graceful shutdown", on the real server as a child process (`main.ts`, the way
 * an instance runs behind nginx): SIGTERM with a request in flight and hub sockets open: the official
 * client and CROWD more of the chaos run's clients in their child processes (scripts/chaos/hub-pool.ts,
 * which drop a socket on its close record as the official client does). The hub's goodbye comes
 * first, in the signal's handler, logged before the drain (SHUTDOWN_DRAIN_MS) begins, so before the
 * app's close, the request in flight, the job passes and the round loops; every one of the crowd
 * follows its close record, and none of their reconnects lands on this instance again (refused
 * 503). Readiness answers 503 at once; the official client goes to "reconnecting", not "closed"; new connections
 * are refused; the request in flight is answered by its route (a wrong login's 400); the leases the
 * instance held are released; the process exits 0 within 10 s, its keep-alive connection closed by
 * its answer. A server whose request never finishes has it cut 2 s before SHUTDOWN_TIMEOUT_MS (at
 * least half of it), then closes the rest (exit 1).
 * PGlite by default, the PostgreSQL server with TEST_DATABASE_URL.
 */
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const TOKEN = 'shutdown-test-metrics-token'
/** The crowd of hub sockets at the signal (HUB_SHUTDOWN_SOCKETS; 6,700 is a full chaos run's share). */
const CROWD = Number(process.env.HUB_SHUTDOWN_SOCKETS ?? 2_000)
/** Long enough for a loaded machine to show each step of the drain before the close begins. */
const DRAIN_MS = 3_000

interface Instance {
  child: ChildProcess
  base: string
  logs: string[]
  exited: Promise<{ code: number | null; at: number }>
}

let dataDir = ''
let databaseUrl: string | undefined
let dropDatabase: () => Promise<void> = async () => {}
const running: ChildProcess[] = []

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'galata-shutdown-'))
  if (process.env.TEST_DATABASE_URL) {
    const created = await createTestDatabase()
    databaseUrl = created.url
    // The child writes on pools of its own; this process only reads the lease rows afterwards.
    dropDatabase = created.drop
  } else {
    // The run's migrated template written into the data directory: the child boots as a site
    // restarting, not a first boot migrating from nothing (minutes on a loaded machine).
    const templates = inject('galataTemplates')
    if (templates?.engine === 'pglite') {
      const blob = new Blob([await readFile(templates.files.migrated)])
      const seed = new PGlite({ dataDir, loadDataDir: blob })
      await seed.waitReady
      await seed.close()
    }
  }
}, 120_000)

afterAll(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
  await dropDatabase()
  rmSync(dataDir, { recursive: true, force: true })
})

async function start(env: Record<string, string>): Promise<Instance> {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...inherited } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SITE_MODE: 'demo',
      SEED: 'none',
      PROVIDER_SIMULATOR: 'off',
      SPORTS_JOB: 'off',
      METRICS_TOKEN: TOKEN,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.push(child)
  const logs: string[] = []
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  )
  const base = await new Promise<string>((resolve, reject) => {
    let buffered = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      const lines = buffered.split('\n')
      buffered = lines.pop()!
      for (const line of lines) {
        logs.push(line)
        const at = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)
        if (at) resolve(at[1]!)
      }
    })
    child.stderr!.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')))
    void exited.then(({ code }) =>
      reject(new Error(`server exited (${code}) before listening:\n${logs.join('\n')}`)),
    )
  })
  return { child, base, logs, exited }
}

/** One GET on a connection of its own: its status, or the connection error's code (ECONNREFUSED). */
function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string } | string> {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, headers }, (res) => {
      let body = ''
      res.on('data', (c: Buffer) => (body += c.toString('utf8')))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message))
    req.end()
  })
}

async function until<T>(what: string, probe: () => Promise<T | null>, ms: number): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const found = await probe()
    if (found !== null) return found
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * A login whose headers are in and whose body is still coming: in flight from the server's view.
 * `finish()` sends the rest and answers the status and body.
 */
function heldRequest(base: string) {
  const body = JSON.stringify({ username: 'nobodyhere', password: 'not-the-password' })
  let answer: (v: { status: number; body: string; connection?: string } | string) => void = () => {}
  const answered = new Promise<{ status: number; body: string; connection?: string } | string>(
    (resolve) => (answer = resolve),
  )
  // A keep-alive connection, as a balancer's to its instances: the answer must close it.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const req = request(`${base}/api/auth/login`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  })
  req.on('response', (res) => {
    let text = ''
    res.on('data', (c: Buffer) => (text += c.toString('utf8')))
    res.on('end', () =>
      answer({ status: res.statusCode ?? 0, body: text, connection: res.headers.connection }),
    )
  })
  req.on('error', (err: NodeJS.ErrnoException) => answer(err.code ?? err.message))
  req.write(body.slice(0, 10))
  return {
    finish: () => {
      req.end(body.slice(10))
      return answered
    },
    answered,
  }
}

/** The held login has reached its route (the server logged it) before the signal is sent. */
async function routed(server: Instance): Promise<void> {
  await until(
    'the held request routed',
    async () =>
      server.logs.some((l) => l.includes('"url":"/api/auth/login"') && l.includes('incoming request'))
        ? true
        : null,
    10_000,
  )
}

async function leaseRows(): Promise<{ game_code: string; lease_until: string }[]> {
  const statement = 'select name as game_code, expires_at::text as lease_until from leases'
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return (await client.query<{ game_code: string; lease_until: string }>(statement)).rows
    } finally {
      await client.end()
    }
  }
  const db = new PGlite({ dataDir })
  try {
    return (await db.query<{ game_code: string; lease_until: string }>(statement)).rows
  } finally {
    await db.close()
  }
}

describe('graceful shutdown of the real server (SIGTERM)', () => {
  it(`tells ${CROWD} hub sockets to reconnect at the signal, drains, finishes the request in flight, releases leases, exits 0 within 10 s`, async () => {
    // One address holds the whole crowd here: its caps lifted, as the chaos run's stack does.
    const server = await start({
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      HUB_SOCKETS_PER_ADDRESS: String(CROWD + 100),
      HUB_UPGRADES_PER_MINUTE: String(CROWD * 2),
    })
    await until(
      'ready',
      async () => {
        const r = await get(`${server.base}/api/ready`)
        return typeof r === 'object' && r.status === 200 ? r : null
      },
      240_000,
    )
    // The round loops hold their tables' leases (read from /metrics, as Prometheus does).
    await until(
      'a lease held',
      async () => {
        const r = await get(`${server.base}/metrics`, { authorization: `Bearer ${TOKEN}` })
        return typeof r === 'object' && /^galata_lease_held\{[^}]*\} 1$/m.test(r.body) ? r : null
      },
      20_000,
    )

    const hub = hubClient(server.base, '')
    let reconnecting = false
    hub.connection.onreconnecting(() => (reconnecting = true))
    await hub.connection.start()
    const crowd = new HubCrowdPool(Math.ceil(CROWD / 2))
    try {
      const url = `${server.base.replace('http', 'ws')}/hub/frnotify`
      await crowd.start(Array.from({ length: CROWD }, () => ({ url, owner: null, topic: null })))
      await until('the crowd open', async () => (crowd.openCount === CROWD ? true : null), 10_000)
      // Every connection's log line read, so the ones read after the signal are the signal's.
      const connected = () => server.logs.filter((l) => l.includes('"msg":"hub connected"')).length
      await until('the crowd logged', async () => (connected() === CROWD + 1 ? true : null), 10_000)
      const held = heldRequest(server.base)
      await routed(server)

      const signalled = Date.now()
      server.child.kill('SIGTERM')
      const logsBefore = server.logs.length
      // Every one of the crowd follows its close record (how soon is the loaded machine's; the
      // goodbye's place, at the signal, is in the log below).
      const letGo = until('the crowd let go', async () => (crowd.openCount === 0 ? true : null), 10_000).then(
        () => Date.now() - signalled,
      )

      // Draining: readiness says 503 from the signal, so a balancer polling it moves traffic away.
      const ready = await until(
        'readiness 503',
        async () => {
          const r = await get(`${server.base}/api/ready`)
          return typeof r === 'object' && r.status === 503 ? r : null
        },
        signalled + DRAIN_MS - Date.now(),
      )
      expect(ready.status).toBe(503)

      const allGone = await letGo
      await until('every goodbye counted', async () => (crowd.goodbyes === CROWD ? true : null), 1_000)

      // Closing: the hub client is asked to reconnect elsewhere, and is not simply closed.
      await until('the hub client reconnecting', async () => (reconnecting ? true : null), 5_000)
      expect(hub.connection.state).not.toBe(HubConnectionState.Disconnected)

      // New connections are refused (or a 503 from a connection already open); none is served.
      const refused = await until(
        'new requests refused',
        async () => {
          const r = await get(`${server.base}/api/health`)
          return r === 'ECONNREFUSED' || (typeof r === 'object' && r.status === 503) ? r : null
        },
        signalled + DRAIN_MS + 3_000 - Date.now(),
      )
      expect(refused === 'ECONNREFUSED' || (typeof refused === 'object' && refused.status === 503)).toBe(true)
      expect(server.child.exitCode).toBeNull()

      // The request in flight is answered by its route (a wrong login), not cut and not a 503.
      const answer = await held.finish()
      expect(typeof answer).toBe('object')
      const { status, body, connection } = answer as { status: number; body: string; connection?: string }
      expect(status, body).toBe(400)
      expect(JSON.parse(body)).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' })
      // Its keep-alive connection ends with it: the close need not wait for an idle connection.
      expect(connection).toBe('close')
      const answeredAt = Date.now()

      const exit = await server.exited
      expect(exit.code, server.logs.join('\n')).toBe(0)
      expect(exit.at - signalled).toBeLessThan(10_000)
      // Promptly after the last answer, not at the cut (SHUTDOWN_TIMEOUT_MS − 2 s, 6 s by default).
      expect(exit.at - answeredAt).toBeLessThan(3_000)
      expect(server.logs.some((l) => l.includes('"msg":"shut down"'))).toBe(true)

      // The goodbye was the first thing the signal did, and no reconnect landed here after it: the
      // crowd's came back to a 503 (then a refused connection) and are still waiting to retry.
      const after = server.logs.slice(logsBefore)
      const goodbye = after.findIndex((l) => l.includes('hub: every socket told to reconnect'))
      expect(goodbye, after.join('\n')).toBeGreaterThanOrEqual(0)
      expect(JSON.parse(after[goodbye]!)).toMatchObject({ sockets: CROWD + 1 })
      // The first thing the signal's handler did, before the drain (and so the app's close) began.
      expect(after[goodbye + 1]).toContain('shutting down: draining')
      expect(after.filter((l) => l.includes('"msg":"hub connected"'))).toEqual([])
      expect(crowd.openCount).toBe(0)
      const said = JSON.parse(after[goodbye]!) as { time: number; ms: number }
      console.log(
        `shutdown: the hub's goodbye done ${said.time - signalled} ms after SIGTERM (its pass ${said.ms} ms); ` +
          `${CROWD} hub sockets let go within ${allGone} ms of the signal (read every 100 ms); exit after ${exit.at - signalled} ms`,
      )
    } finally {
      await hub.connection.stop()
      await crowd.stop()
    }

    // Every lease this instance held was given up on the way out: the next instance need not wait it out.
    const leases = await leaseRows()
    expect(leases.length).toBeGreaterThan(0)
    for (const lease of leases)
      expect(new Date(lease.lease_until).getTime(), lease.game_code).toBeLessThan(Date.now())
  }, 300_000)

  it('cuts a request that never finishes before SHUTDOWN_TIMEOUT_MS, closes the rest, exits 1', async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '3000' })
    await until(
      'ready',
      async () => {
        const r = await get(`${server.base}/api/ready`)
        return typeof r === 'object' && r.status === 200 ? r : null
      },
      240_000,
    )
    const held = heldRequest(server.base)
    await routed(server)
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const exit = await server.exited
    expect(
      exit.code,
      `${exit.at - signalled} ms, ${String(await held.answered)}\n${server.logs.join('\n')}`,
    ).toBe(1)
    // Cut at half of a 3 s timeout (2 s before the hard stop, at least half of it), then the
    // close hooks and the pools run and the process leaves before the hard stop.
    expect(exit.at - signalled).toBeGreaterThanOrEqual(1_400)
    expect(exit.at - signalled).toBeLessThan(3_000)
    expect(server.logs.some((l) => l.includes('cutting the connections still open'))).toBe(true)
    expect(server.logs.some((l) => l.includes('"msg":"shut down"'))).toBe(true)
    expect(server.logs.some((l) => l.includes('shutdown timed out'))).toBe(false)
    expect(typeof (await held.answered)).toBe('string')
  }, 300_000)
})
