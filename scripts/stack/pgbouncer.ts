// PgBouncer in transaction mode, in a folder of its own (config, user list, log): the stack's pooler
// (scripts/stack/start.ts) and the server suite that runs the database paths through it
// (apps/server/src/db/pgbouncer.test.ts). docs/operations.md "The stack" says what goes through it.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { PROGRAMS } from './apt.js'

/** Whether Debian's pgbouncer (or PGBOUNCER_BIN) is installed. */
export function pgbouncerInstalled(): boolean {
  return existsSync(PROGRAMS.pgbouncer)
}

export interface PgbouncerOptions {
  /** Its folder: pgbouncer.ini, users.txt and pgbouncer.log are written there. */
  dir: string
  port: number
  /** The PostgreSQL server every database name is passed on to. */
  upstreamHost: string
  upstreamPort: number
  /** The PostgreSQL role clients log in as (trust authentication, as the machine's server has). */
  user: string
  /** Server connections per database and user: what PostgreSQL sees however many clients come. */
  poolSize: number
  maxClients?: number
}

/**
 * The configuration. `* =` passes any database name on to the same server, so one pooler serves
 * the stack's database and each test file's copy. No unix socket (the port alone, nothing left in
 * /tmp), and no `ignore_startup_parameters`: a client that sends `options` is refused rather than
 * silently losing its settings. The role may open the admin console (`psql -p PORT pgbouncer -c
 * 'show pools'`).
 */
export function pgbouncerIni(o: PgbouncerOptions): string {
  return `[databases]
* = host=${o.upstreamHost} port=${o.upstreamPort}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${o.port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(o.dir, 'users.txt')}
admin_users = ${o.user}
pool_mode = transaction
default_pool_size = ${o.poolSize}
max_client_conn = ${o.maxClients ?? 1000}
; PostgreSQL back from a restart is tried again after 1 s, not the default 15 s of refusals
; (docs/operations.md "The chaos run").
server_login_retry = 1
log_connections = 0
log_disconnections = 0
`
}

export interface RunningPgbouncer {
  pid: number
  /** A connection string to `database` through the pooler. */
  url(database: string): string
  stop(): Promise<void>
}

/**
 * Writes the folder and starts PgBouncer in the foreground as a child (its pid is the pooler's own),
 * then waits until the port takes connections. PgBouncer refuses to run as root: as root it is told
 * to switch to `postgres` (`-u`), whose files these then are. `detached` leaves it running after this
 * process ends (the stack); otherwise it stops with its parent's `stop()`.
 */
export async function startPgbouncer(o: PgbouncerOptions, detached = false): Promise<RunningPgbouncer> {
  mkdirSync(o.dir, { recursive: true })
  const ini = join(o.dir, 'pgbouncer.ini')
  writeFileSync(ini, pgbouncerIni(o))
  writeFileSync(join(o.dir, 'users.txt'), `"${o.user}" ""\n`)
  const log = join(o.dir, 'pgbouncer.log')
  const out = openSync(log, 'a')
  const args = [ini]
  const isRoot = process.getuid?.() === 0
  if (isRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' })
    if (ids.status !== 0) throw new Error('pgbouncer will not run as root and there is no postgres user')
    for (const f of [o.dir, ini, join(o.dir, 'users.txt')])
      chownSync(f, Number(ids.stdout.trim()), Number(gids.stdout.trim()))
    chmodSync(o.dir, 0o755)
    args.push('-u', 'postgres')
  }
  const child = spawn(PROGRAMS.pgbouncer, args, { stdio: ['ignore', out, out], detached })
  if (detached) child.unref()
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const pid = child.pid
  if (pid === undefined) throw new Error(`could not start ${PROGRAMS.pgbouncer}`)
  const up = await Promise.race([waitForPort(o.port, 10_000), exited.then(() => false)])
  if (!up) {
    child.kill('SIGKILL')
    throw new Error(`pgbouncer did not start on port ${o.port}; see ${log}`)
  }
  return {
    pid,
    url: (database) => `postgres://${o.user}@127.0.0.1:${o.port}/${database}`,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGINT') // PgBouncer's immediate shutdown
      await Promise.race([exited, sleep(5_000).then(() => child.kill('SIGKILL'))])
    },
  }
}

/** True once something accepts TCP connections on 127.0.0.1:`port`, false after `ms`. */
export async function waitForPort(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await portAnswers(port)) return true
    await sleep(100)
  }
  return false
}

export function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}
