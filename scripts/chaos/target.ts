/**
 * Where the chaos run aims (docs/scaling.md "The chaos run"): the stack's balancer, its database
 * directly (the reconciliation never goes through PgBouncer or the site), and the control of the
 * stack's processes for the faults. When no stack runs, the run starts one with the limits a load
 * from one address needs (one machine plays 2,000 players) and stops it at the end. CHAOS_URL with
 * CHAOS_DATABASE_URL aims at any site instead, without faults.
 */
import { spawnSync } from 'node:child_process'
import { stackSettings } from '../stack/settings.js'
import { RunningStack } from './control.js'
import type { StackControl } from './faults.js'

export interface Target {
  url: string
  databaseUrl: string
  control: StackControl | null
  /** Stops the stack when the run started it. */
  done: () => void
}

/**
 * The per-address limits of a real site count people; here every player and socket comes from
 * 127.0.0.1, so the run's stack lifts them (README: the variables).
 */
export const CHAOS_STACK_ENV = {
  RATE_LIMIT_MAX: '1000000',
  AUTH_ADDRESS_BUDGET: '1000000',
  HUB_SOCKETS_PER_ADDRESS: '1000000',
  HUB_UPGRADES_PER_MINUTE: '1000000',
  ARGON2_QUEUE_MAX: '4096',
  // The slot rounds and their faults come from the stack's one provider simulator (docs/providers.md
  // "One simulator for several instances").
  PROVIDER_SIMULATOR: 'on',
}

export async function stackTarget(): Promise<Target> {
  const url = process.env.CHAOS_URL
  const databaseUrl = process.env.CHAOS_DATABASE_URL
  if (url && databaseUrl) return { url: url.replace(/\/$/, ''), databaseUrl, control: null, done: () => {} }
  const s = stackSettings()
  const direct = `${s.postgresUrl}/${s.database}`
  let stack = RunningStack.open(s.dir, s.instancePorts)
  if (stack) {
    console.log(
      `chaos: using the running stack at ${stack.url} (its limits are its own: CHAOS_STACK_ENV in target.ts)`,
    )
    return { url: stack.url, databaseUrl: direct, control: stack, done: () => {} }
  }
  console.log('chaos: starting a stack for the run (npm run stack)')
  const started = spawnSync('npx', ['tsx', 'scripts/stack/start.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...CHAOS_STACK_ENV },
  })
  if (started.status !== 0) throw new Error('chaos: npm run stack failed')
  stack = RunningStack.open(s.dir, s.instancePorts)
  if (!stack) throw new Error('chaos: the stack started but left no record')
  return {
    url: stack.url,
    databaseUrl: direct,
    control: stack,
    done: () => void spawnSync('npx', ['tsx', 'scripts/stack/stop.ts'], { stdio: 'inherit' }),
  }
}
