// `npm run stack:stop`: stops exactly the processes `npm run stack` recorded in its run folder, each
// with its process group: Prometheus, nginx, the provider simulator and the instances together (an
// instance finishes what it holds on SIGTERM), then PgBouncer. The machine's PostgreSQL and Redis stay up.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { restoreKernelSettings } from './ports.js'
import { isOurs, readRecord, recordFile, stackSettings, type Started } from './settings.js'

/** Signals a process group (the process and what it spawned); a group already gone is fine. */
function signal(p: Started, sig: NodeJS.Signals) {
  try {
    process.kill(-p.pid, sig)
  } catch {
    try {
      process.kill(p.pid, sig)
    } catch {
      /* gone */
    }
  }
}

/**
 * Whether the group still runs. A leader that exited but was not yet reaped (a zombie: the chaos
 * run restarts instances and PgBouncer as its own children, and waits in `stack:stop` without
 * reaping them) still answers signal 0, and is not running.
 */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0)
  } catch {
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
  }
}

/** SIGTERM to each, SIGKILL to any still running after `graceMs`. */
async function stopAll(processes: Started[], graceMs: number): Promise<void> {
  const running = processes.filter((p) => {
    if (isOurs(p)) return true
    console.log(`stack: ${p.name} (pid ${p.pid}) is not running`)
    return false
  })
  for (const p of running) signal(p, 'SIGTERM')
  const until = Date.now() + graceMs
  while (running.some((p) => groupAlive(p.pid)) && Date.now() < until) await sleep(100)
  for (const p of running) {
    if (groupAlive(p.pid)) {
      signal(p, 'SIGKILL')
      console.log(`stack: ${p.name} (pid ${p.pid}) killed after ${graceMs / 1000} s`)
    } else console.log(`stack: ${p.name} (pid ${p.pid}) stopped`)
  }
}

export async function stopStack(dir: string, graceMs = 15_000): Promise<void> {
  const record = readRecord(dir)
  if (!record) {
    console.log(`stack: nothing recorded in ${dir}`)
    return
  }
  // The pooler (started first) goes last, so the instances' last transactions still reach PostgreSQL.
  const [pooler, ...rest] = record.started
  await stopAll(rest, graceMs)
  if (pooler) await stopAll([pooler], graceMs)
  if (record.kernel?.length) {
    restoreKernelSettings(record.kernel)
    console.log('stack: ephemeral ports put back as they were')
  }
  rmSync(recordFile(dir), { force: true })
  // The stopped simulator's credentials are of no further use.
  rmSync(join(dir, 'simulator.json'), { force: true })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await stopStack(stackSettings().dir)
