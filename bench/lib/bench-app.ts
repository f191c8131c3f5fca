/**
 * The real app as the benches run it: production settings, no seed, demo mode on either database
 * (a bench sends no mail or SMS, and a live site requires both), and the hub's per-address caps
 * (docs/security.md) lifted for `clients` connections, since every bench client comes from 127.0.0.1.
 * bench/hub's and bench/live's servers import this module only in their `galata` child, so the
 * `bare` one never loads the app.
 */
import { buildApp } from '../../apps/server/src/app.js'
import { runBootTasks } from '../../apps/server/src/boot.js'
import { loadConfig } from '../../apps/server/src/config.js'
import { openDatabase } from '../../apps/server/src/db/client.js'

/** The app's settings for a bench with `clients` hub connections; `extra` adds to them. */
export function benchConfig(clients: number, extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    SITE_MODE: 'demo',
    ADMIN_USERNAME: 'benchadmin',
    ADMIN_PASSWORD: 'bench-admin-password',
    HUB_SOCKETS_PER_ADDRESS: String(clients + 100),
    HUB_UPGRADES_PER_MINUTE: String(2 * clients + 100),
    ...extra,
  })
}

/**
 * The app on BENCH_DATABASE_URL (PostgreSQL) when set, else on embedded PGlite, booted and
 * listening on a free port of 127.0.0.1.
 */
export async function startBenchApp(clients: number, extra: Record<string, string> = {}) {
  const url = process.env.BENCH_DATABASE_URL
  const config = benchConfig(clients, { ...(url ? { DATABASE_URL: url } : {}), ...extra })
  const database = await openDatabase({ url: config.DATABASE_URL })
  const app = await buildApp({ config, database, logger: false })
  await runBootTasks(app)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, port: (app.server.address() as { port: number }).port }
}
