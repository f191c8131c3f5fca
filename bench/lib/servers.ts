import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * The port of a benchmark's `n`-th server: BENCH_PORT (a base) plus `n` when set, so two
 * checkouts on one machine bench side by side; otherwise the bench's own default.
 */
export function benchPort(n: number, fallback: number): number {
  const base = process.env.BENCH_PORT
  return base ? Number(base) + n : fallback
}

export interface Started {
  url: string
  stop: () => Promise<void>
}

async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${url}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * Waits for the end of the boot's catch-up: right after it is ready the site's background jobs
 * (the sports world's first passes, the tables' first rounds) hold the main thread for seconds at
 * a time, and a bench started then measures them, not the route (wrk's 2 s timeout counted every
 * request lost). Settled: five answers in a row within 50 ms, polled every 200 ms; 3 minutes at most.
 */
async function settled(url: string): Promise<void> {
  const until = Date.now() + Number(process.env.BENCH_SETTLE_TIMEOUT_MS ?? 180_000)
  let quick = 0
  while (quick < 5 && Date.now() < until) {
    const started = performance.now()
    await fetch(url).then(
      (r) => r.arrayBuffer(),
      () => null,
    )
    quick = performance.now() - started < 50 ? quick + 1 : 0
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * Servers started and not yet stopped, with their cleanup. When the bench process exits before it
 * stopped one (a signal while the site was still booting, an exception), they are stopped on the
 * way out, so no site is left running on the port for the next bench.
 */
const running = new Map<ChildProcess, (() => void) | undefined>()
process.once('exit', () => {
  for (const [child, cleanup] of running) {
    child.kill('SIGTERM')
    try {
      cleanup?.()
    } catch {
      // a temporary directory the site still holds: the system's tmp cleaning takes it
    }
  }
})

function stopper(child: ChildProcess, cleanup?: () => void) {
  running.set(child, cleanup)
  child.once('exit', () => running.delete(child))
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        cleanup?.()
        return resolve()
      }
      child.once('exit', () => {
        cleanup?.()
        resolve()
      })
      child.kill('SIGTERM')
    })
}

/** The real site in its own process on a fresh embedded database (or DATABASE_URL when given). */
export async function startGalata(port: number, env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'galata-bench-'))
  // BENCH_SERVER_ARGS passes extra Node flags to the site (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The benchmark measures the endpoint, not the limiter refusing it.
      RATE_LIMIT_MAX: '1000000000',
      // The demo site (its catalogue and content) also on DATABASE_URL, where live would be the default.
      SITE_MODE: 'demo',
      ...env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  const stop = stopper(child, () => rmSync(dataDir, { recursive: true, force: true }))
  // A site that never got ready is stopped, not left running on the port for the next bench.
  await waitFor(`${url}/api/ready`, Number(process.env.BENCH_BOOT_TIMEOUT_MS ?? 300_000)).catch(
    async (e: unknown) => {
      await stop()
      throw e
    },
  )
  await settled(`${url}/api/ready`)
  return { url, stop }
}

/** The baseline: a bare Fastify answering a constant JSON body, in its own process. */
export async function startHelloWorld(port: number): Promise<Started> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'hello-world.mjs')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port) },
  })
  const url = `http://127.0.0.1:${port}`
  const stop = stopper(child)
  await waitFor(url).catch(async (e: unknown) => {
    await stop()
    throw e
  })
  return { url, stop }
}
