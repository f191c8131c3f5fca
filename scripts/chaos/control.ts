/**
 * The chaos run's hands on the running stack (docs/scaling.md "The chaos run"): the processes
 * `npm run stack` recorded in its run folder (stack.json), and the machine's PostgreSQL and Redis.
 * A process stopped by a fault is started again exactly as it ran — the command line, working
 * folder and environment read from /proc before it was stopped — and the record is updated, so
 * `npm run stack:stop` still stops exactly what runs.
 */
import { spawn, spawnSync } from 'node:child_process'
import {
  existsSync,
  openSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { isOurs, readRecord, writeRecord, type StackRecord, type Started } from '../stack/settings.js'
import type { StackControl } from './faults.js'

interface Relaunch {
  argv: string[]
  cwd: string
  env: NodeJS.ProcessEnv
}

function snapshot(pid: number): Relaunch {
  const split = (file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8').split('\0').filter(Boolean)
  const env: NodeJS.ProcessEnv = {}
  for (const kv of split('environ')) {
    const at = kv.indexOf('=')
    if (at > 0) env[kv.slice(0, at)] = kv.slice(at + 1)
  }
  return { argv: split('cmdline'), cwd: readlinkSync(`/proc/${pid}/cwd`), env }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await Promise.resolve(check()).catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`${what} not back within ${ms / 1000} s`)
}

const httpOk = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.ok,
    () => false,
  )

export class RunningStack implements StackControl {
  private readonly saved = new Map<string, Relaunch>()

  private constructor(
    private readonly dir: string,
    private record: StackRecord,
    private readonly instancePorts: number[],
  ) {}

  static open(dir: string, instancePorts: number[]): RunningStack | null {
    const record = readRecord(dir)
    if (!record || !record.started.some(isOurs)) return null
    return new RunningStack(dir, record, instancePorts)
  }

  get url(): string {
    return this.record.url
  }

  get instances(): number {
    return this.record.started.filter((p) => p.name.startsWith('galata-')).length
  }

  private entry(name: string): Started {
    const p = this.record.started.find((s) => s.name === name)
    if (!p) throw new Error(`the stack has no ${name}`)
    return p
  }

  /** Signals `name`'s process group, waits for it to end, and keeps how to start it again. */
  private async stop(name: string, signal: NodeJS.Signals): Promise<number> {
    const p = this.entry(name)
    this.saved.set(name, snapshot(p.pid))
    const started = performance.now()
    try {
      process.kill(-p.pid, signal)
    } catch {
      process.kill(p.pid, signal)
    }
    await until(`${name} exit`, () => !alive(p.pid), 30_000).catch(() => process.kill(-p.pid, 'SIGKILL'))
    return performance.now() - started
  }

  private start(name: string): number {
    const how = this.saved.get(name)
    if (!how) throw new Error(`${name} was not stopped by the run`)
    const log = openSync(join(this.dir, 'logs', `${name}.log`), 'a')
    const child = spawn(how.argv[0]!, how.argv.slice(1), {
      cwd: how.cwd,
      env: how.env,
      detached: true,
      stdio: ['ignore', log, log],
    })
    child.unref()
    if (child.pid === undefined) throw new Error(`could not start ${name} again`)
    const p = this.entry(name)
    p.pid = child.pid
    writeRecord(this.dir, this.record)
    return child.pid
  }

  stopInstance(i: number, signal: 'SIGKILL' | 'SIGTERM'): Promise<number> {
    return this.stop(`galata-${i + 1}`, signal)
  }

  instanceAddress(i: number): string {
    return `127.0.0.1:${this.instancePorts[i]}`
  }

  async startInstance(i: number): Promise<void> {
    this.start(`galata-${i + 1}`)
    await until(
      `galata-${i + 1}`,
      () => httpOk(`http://127.0.0.1:${this.instancePorts[i]}/api/ready`),
      180_000,
    )
  }

  async restartPostgres(): Promise<void> {
    const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : []
    if (!clusters.length) throw new Error('no PostgreSQL cluster under /etc/postgresql')
    const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', clusters[0]!, 'main', 'restart'], {
      stdio: 'inherit',
    })
    if (r.status !== 0) throw new Error('pg_ctlcluster restart failed')
  }

  async stopRedis(): Promise<void> {
    spawnSync('redis-cli', ['-p', '6379', 'shutdown', 'nosave'], { stdio: 'ignore' })
    await until('Redis stop', () => spawnSync('redis-cli', ['-p', '6379', 'ping']).status !== 0, 10_000)
  }

  async startRedis(): Promise<void> {
    // The machine's own start command for its Redis (docs/operations.md "The stack").
    spawnSync(
      'redis-server',
      [
        '--daemonize',
        'yes',
        '--bind',
        '127.0.0.1',
        '-::1',
        '--port',
        '6379',
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    )
    await until(
      'Redis',
      () => spawnSync('redis-cli', ['-p', '6379', 'ping'], { encoding: 'utf8' }).stdout.includes('PONG'),
      15_000,
    )
  }

  async stopPgBouncer(): Promise<void> {
    await this.stop('pgbouncer', 'SIGINT')
  }

  async startPgBouncer(): Promise<void> {
    this.start('pgbouncer')
    await sleep(500)
  }

  async ready(): Promise<boolean> {
    const each = await Promise.all(this.instancePorts.map((p) => httpOk(`http://127.0.0.1:${p}/api/ready`)))
    return each.every(Boolean)
  }

  gatewayFault(fault: { delayMs: number; fail: boolean } | null): void {
    // The file the instances read at each new payment (scripts/stack/start.ts, PSP_DEMO_FAULT_FILE),
    // written whole and renamed, so no instance reads half of it.
    const file = join(this.dir, 'psp-demo-fault.json')
    if (!fault) return rmSync(file, { force: true })
    writeFileSync(`${file}.tmp`, JSON.stringify(fault))
    renameSync(`${file}.tmp`, file)
  }
}
