// The stack's settings (docs/operations.md "The stack"), each from an environment variable with a
// default, and its run folder's record of what it started, which `npm run stack:stop` reads.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { KernelSetting } from './ports.js'

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))

function port(name: string, fallback: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name} must be a port number, not ${raw}`)
  return n
}

export function stackSettings() {
  const nginxPort = port('STACK_PORT', 3260)
  const instances = port('STACK_INSTANCES', 3)
  const firstInstancePort = port('STACK_INSTANCE_PORT', nginxPort + 1)
  return {
    dir: resolve(process.env.STACK_DIR || join(ROOT, '.stack')),
    nginxPort,
    instancePorts: Array.from({ length: instances }, (_, i) => firstInstancePort + i),
    pgbouncerPort: port('STACK_PGBOUNCER_PORT', 6432),
    /** The one provider simulator every instance plays with (docs/providers.md "Simulator"). */
    simulatorPort: port('STACK_SIMULATOR_PORT', firstInstancePort + instances),
    /** Server connections PgBouncer keeps to PostgreSQL, however many the instances open to it. */
    pgbouncerPoolSize: port('STACK_PGBOUNCER_POOL', 20),
    prometheusPort: port('STACK_PROMETHEUS_PORT', 9090),
    /** The machine's PostgreSQL (a role that may create databases) and Redis. */
    postgresUrl: process.env.STACK_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432',
    redisUrl: process.env.STACK_REDIS_URL || 'redis://127.0.0.1:6379',
    database: process.env.STACK_DATABASE || 'galata_stack',
    /** Node's own options for each instance, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p` (which NODE_OPTIONS refuses). */
    nodeArgs: (process.env.STACK_NODE_ARGS ?? '').split(/\s+/).filter(Boolean),
  }
}
export type StackSettings = ReturnType<typeof stackSettings>

/** One process the stack started: its pid leads a process group of its own (spawned detached). */
export interface Started {
  name: string
  pid: number
  /** A word of its command line, checked before a signal so a reused pid is never hit. */
  command: string
}

export interface StackRecord {
  url: string
  started: Started[]
  /** Kernel settings the stack changed, as they were before (ports.ts), for stack:stop to put back. */
  kernel?: KernelSetting[]
}

export const recordFile = (dir: string) => join(dir, 'stack.json')

export function readRecord(dir: string): StackRecord | undefined {
  const file = recordFile(dir)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StackRecord) : undefined
}

export function writeRecord(dir: string, record: StackRecord): void {
  writeFileSync(recordFile(dir), `${JSON.stringify(record, null, 2)}\n`)
}

/** Whether `pid` is alive and still the process recorded (its command line names `command`). */
export function isOurs(p: Started): boolean {
  try {
    return readFileSync(`/proc/${p.pid}/cmdline`, 'utf8').includes(p.command)
  } catch {
    return false
  }
}
