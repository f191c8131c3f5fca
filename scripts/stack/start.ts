// `npm run stack`: PostgreSQL and Redis (the machine's), PgBouncer in transaction mode, the provider
// simulator, the Galata instances, nginx in front of them and Prometheus scraping them, on this machine, each started
// process recorded in the run folder for `npm run stack:stop` (docs/operations.md "The stack").
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import {
  SIMULATOR_ENTRY,
  simulatorCredentials,
  simulatorEnv,
  type SharedSimulatorFile,
} from '../../apps/server/src/providers/simulator.js'
import { ensureDebianPackages, PROGRAMS } from './apt.js'
import { nginxConf, prometheusYml } from './configs.js'
import { restoreKernelSettings, widenEphemeralPorts } from './ports.js'
import { portAnswers, startPgbouncer, waitForPort } from './pgbouncer.js'
import { isOurs, readRecord, ROOT, stackSettings, writeRecord, type StackRecord } from './settings.js'
import { stopStack } from './stop.js'

const s = stackSettings()
const logs = join(s.dir, 'logs')
const url = `http://127.0.0.1:${s.nginxPort}`
const record: StackRecord = { url, started: [] }

function step(text: string) {
  console.log(`stack: ${text}`)
}

/** A detached child (a process group of its own, left running), its output into `logs/<name>.log`. */
function launch(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
  marker = command.split('/').pop()!,
) {
  const out = openSync(join(logs, `${name}.log`), 'a')
  const child = spawn(command, args, { detached: true, stdio: ['ignore', out, out], ...options })
  child.unref()
  if (child.pid === undefined) throw new Error(`could not start ${name} (${command})`)
  remember(name, child.pid, marker)
  return child.pid
}

function remember(name: string, pid: number, command: string) {
  record.started.push({ name, pid, command })
  writeRecord(s.dir, record)
}

async function waitFor(what: string, check: () => Promise<boolean>, ms: number, log?: string) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await sleep(250)
  }
  throw new Error(`${what} did not answer within ${ms / 1000} s${log ? `; see ${log}` : ''}`)
}

async function pgAnswers(database: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: `${s.postgresUrl}/${database}`,
    connectionTimeoutMillis: 2_000,
  })
  client.on('error', () => {})
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

/** The machine's PostgreSQL, started the way .ci/run starts it when a restart left it stopped. */
async function ensurePostgres() {
  if (await pgAnswers('postgres')) return
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : []
  if (process.getuid?.() !== 0 || clusters.length === 0)
    throw new Error(`PostgreSQL does not answer at ${s.postgresUrl} (STACK_POSTGRES_URL)`)
  step(`starting the machine's PostgreSQL ${clusters[0]}`)
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', clusters[0]!, 'main', 'start'], {
    stdio: 'inherit',
  })
  await waitFor('PostgreSQL', () => pgAnswers('postgres'), 30_000)
}

async function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(s.redisUrl)
  const { createConnection } = await import('node:net')
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) })
    socket.setTimeout(2_000, () => (socket.destroy(), resolve(false)))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))))
    socket.once('error', () => resolve(false))
  })
}

/** The machine's Redis, started with its own configuration when it is down. */
async function ensureRedis() {
  if (await redisAnswers()) return
  if (process.getuid?.() !== 0 || !existsSync('/etc/redis/redis.conf'))
    throw new Error(`Redis does not answer at ${s.redisUrl} (STACK_REDIS_URL)`)
  step("starting the machine's Redis")
  spawnSync('redis-server', ['/etc/redis/redis.conf', '--daemonize', 'yes'], { stdio: 'inherit' })
  await waitFor('Redis', redisAnswers, 15_000)
}

async function ensureDatabase() {
  const client = new pg.Client({ connectionString: `${s.postgresUrl}/postgres` })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [s.database])
    if (!rowCount) {
      step(`creating database ${s.database}`)
      await client.query(`create database "${s.database.replace(/"/g, '""')}"`)
    }
  } finally {
    await client.end()
  }
}

/**
 * The secrets every instance must share (README: PSP_DEMO_SECRET, ORIGINALS_SECRET) and the token
 * Prometheus scrapes them with (METRICS_TOKEN), kept across runs.
 */
function sharedSecrets(): Record<string, string> {
  const file = join(s.dir, 'secrets.json')
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {}
  if (kept.PSP_DEMO_SECRET && kept.ORIGINALS_SECRET && kept.METRICS_TOKEN) return kept
  const secrets = {
    PSP_DEMO_SECRET: randomBytes(32).toString('hex'),
    ORIGINALS_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(24).toString('hex'),
    ...kept,
  }
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

/** The file naming the stack's simulator to the instances, once it runs. */
let simulatorFile: string | null = null

/**
 * The stack's provider simulator: one process of its own, like a real aggregator outside the site,
 * with test credentials made per start. Its wallet callbacks go through nginx, so any instance
 * answers them and an instance stopping loses no game page; every instance reads its url and
 * credentials from PROVIDER_SIMULATOR_FILE (docs/providers.md "One simulator for several instances").
 */
async function startSimulator() {
  const credentials = await simulatorCredentials()
  const pid = launch(
    'simulator',
    process.execPath,
    ['--import', 'tsx', SIMULATOR_ENTRY],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        ...simulatorEnv(credentials, { port: s.simulatorPort, host: '127.0.0.1' }),
        SIM_OPERATOR_URL: url,
        // Its parent is not a site: it stops on stack:stop's signal, not when a stdin closes.
        SIM_STDIN: 'ignore',
      },
    },
    'simulator/main.ts',
  )
  const simUrl = `http://127.0.0.1:${s.simulatorPort}`
  await waitFor(
    'the provider simulator',
    () => httpOk(`${simUrl}/catalogue`),
    60_000,
    join(logs, 'simulator.log'),
  )
  const file = join(s.dir, 'simulator.json')
  const shared: SharedSimulatorFile = { url: simUrl, credentials }
  writeFileSync(file, JSON.stringify(shared), { mode: 0o600 })
  simulatorFile = file
  step(`provider simulator on ${simUrl}, pid ${pid}`)
}

function instanceEnv(port: number): NodeJS.ProcessEnv {
  const pooled = `postgres://${new URL(s.postgresUrl).username || 'postgres'}@127.0.0.1:${s.pgbouncerPort}/${s.database}`
  return {
    // A demo site on PostgreSQL: the demo gateway pays, nothing real is sent (README "Demo and live").
    SITE_MODE: 'demo',
    ...process.env,
    // The stack's one simulator, not a child per instance that dies with it (docs/providers.md
    // "One simulator for several instances"); PROVIDER_SIMULATOR=off in the caller's env runs none.
    PROVIDER_SIMULATOR: simulatorFile ? 'on' : 'off',
    ...(simulatorFile ? { PROVIDER_SIMULATOR_FILE: simulatorFile } : {}),
    ...sharedSecrets(),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL ?? url,
    TRUST_PROXY: 'true',
    DATA_DIR: join(s.dir, 'data'),
    DATABASE_URL: pooled,
    DATABASE_POOLING: 'transaction',
    DATABASE_DIRECT_URL: `${s.postgresUrl}/${s.database}`,
    REDIS_URL: s.redisUrl,
    REDIS_CHANNEL: `${s.database}:realtime`,
    // The chaos run's slow and failing gateway: a file every instance reads (docs/operations.md "The chaos run").
    PSP_DEMO_FAULT_FILE: join(s.dir, 'psp-demo-fault.json'),
  }
}

async function httpOk(target: string): Promise<boolean> {
  const res = await fetch(target, { signal: AbortSignal.timeout(3_000) })
  return res.ok
}

async function main() {
  mkdirSync(logs, { recursive: true })
  const previous = readRecord(s.dir)
  if (previous?.started.some(isOurs))
    throw new Error(`a stack is already running from ${s.dir} (${previous.url}); npm run stack:stop first`)
  // A gateway fault left by an interrupted chaos run is not the new stack's.
  rmSync(join(s.dir, 'psp-demo-fault.json'), { force: true })
  // Settings a stack that ended without stack:stop left changed are put back before they are read.
  if (previous?.kernel?.length) restoreKernelSettings(previous.kernel)

  ensureDebianPackages(['nginx', 'pgbouncer', 'prometheus'])
  const withSimulator = process.env.PROVIDER_SIMULATOR !== 'off'
  const ports = [
    s.nginxPort,
    ...s.instancePorts,
    s.pgbouncerPort,
    s.prometheusPort,
    ...(withSimulator ? [s.simulatorPort] : []),
  ]
  const busy = []
  for (const p of ports) if (await portAnswers(p)) busy.push(p)
  if (busy.length > 0)
    throw new Error(
      `port ${busy.join(', ')} already taken (STACK_PORT, STACK_INSTANCE_PORT, STACK_PGBOUNCER_PORT, STACK_PROMETHEUS_PORT, STACK_SIMULATOR_PORT)`,
    )

  const postgresPort = Number(new URL(s.postgresUrl).port || 5432)
  const redisPort = Number(new URL(s.redisUrl).port || 6379)
  const widened = widenEphemeralPorts([...ports, postgresPort, redisPort])
  record.kernel = widened.previous
  writeRecord(s.dir, record)
  if (widened.note) step(widened.note)

  await ensurePostgres()
  await ensureRedis()
  await ensureDatabase()

  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')) || !existsSync(join(ROOT, 'apps/games/dist'))) {
    step('building the web app and the game clients (npm run build)')
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build failed')
  }

  const upstream = new URL(s.postgresUrl)
  const bouncer = await startPgbouncer(
    {
      dir: join(s.dir, 'pgbouncer'),
      port: s.pgbouncerPort,
      upstreamHost: upstream.hostname,
      upstreamPort: Number(upstream.port || 5432),
      user: decodeURIComponent(upstream.username || 'postgres'),
      poolSize: s.pgbouncerPoolSize,
    },
    true,
  )
  remember('pgbouncer', bouncer.pid, 'pgbouncer')
  step(`pgbouncer (transaction mode) on 127.0.0.1:${s.pgbouncerPort}, pid ${bouncer.pid}`)

  rmSync(join(s.dir, 'simulator.json'), { force: true })
  if (withSimulator) await startSimulator()

  // Started together: the first migrates under the advisory lock, the others wait for it.
  for (const [i, port] of s.instancePorts.entries()) {
    const main = 'apps/server/src/main.ts'
    const pid = launch(
      `galata-${i + 1}`,
      process.execPath,
      [...s.nodeArgs, '--import', 'tsx', main],
      { cwd: ROOT, env: instanceEnv(port) },
      main,
    )
    step(`galata-${i + 1} on 127.0.0.1:${port}, pid ${pid}`)
  }
  for (const [i, port] of s.instancePorts.entries())
    await waitFor(
      `galata-${i + 1}`,
      () => httpOk(`http://127.0.0.1:${port}/api/ready`),
      180_000,
      join(logs, `galata-${i + 1}.log`),
    )

  const nginxDir = join(s.dir, 'nginx')
  mkdirSync(nginxDir, { recursive: true })
  writeFileSync(
    join(nginxDir, 'nginx.conf'),
    nginxConf({ dir: nginxDir, port: s.nginxPort, instancePorts: s.instancePorts }),
  )
  const nginxPid = launch('nginx', PROGRAMS.nginx, [
    '-p',
    nginxDir,
    '-c',
    join(nginxDir, 'nginx.conf'),
    '-e',
    join(nginxDir, 'error.log'),
    '-g',
    'daemon off;',
  ])
  step(`nginx on ${url}, pid ${nginxPid}`)

  const promDir = join(s.dir, 'prometheus')
  mkdirSync(join(promDir, 'data'), { recursive: true })
  writeFileSync(
    join(promDir, 'prometheus.yml'),
    prometheusYml({ instancePorts: s.instancePorts, metricsToken: sharedSecrets().METRICS_TOKEN! }),
  )
  const promPid = launch('prometheus', PROGRAMS.prometheus, [
    `--config.file=${join(promDir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(promDir, 'data')}`,
    `--web.listen-address=127.0.0.1:${s.prometheusPort}`,
  ])
  step(`prometheus on http://127.0.0.1:${s.prometheusPort}, pid ${promPid}`)

  await waitFor('nginx', () => httpOk(`${url}/api/ready`), 15_000, join(nginxDir, 'error.log'))
  await waitFor(
    'prometheus',
    () => httpOk(`http://127.0.0.1:${s.prometheusPort}/-/ready`),
    30_000,
    join(logs, 'prometheus.log'),
  )
  await waitForPort(s.pgbouncerPort, 1_000)
  console.log(
    `\nGalata stack: ${url}\n  run folder ${s.dir} (logs/, stack.json)\n  stop with: npm run stack:stop`,
  )
}

main().catch(async (e: unknown) => {
  console.error(`stack: ${(e as Error).message}`)
  if (record.started.length > 0 || record.kernel?.length) {
    console.error('stack: stopping what was started')
    await stopStack(s.dir)
  }
  process.exit(1)
})
