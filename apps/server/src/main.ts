import { loadConfig, ConfigError } from './config.js'
import { databaseOptionsOf, openDatabase } from './db/client.js'
import { buildApp } from './app.js'
import { runBootTasks } from './boot.js'
import { handleShutdown } from './lib/shutdown.js'

/** Starts the site: configuration, database and migrations, boot tasks, then HTTP. */
async function main() {
  let config
  try {
    config = loadConfig()
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message)
      process.exit(1)
    }
    throw e
  }
  const database = await openDatabase(databaseOptionsOf(config))
  const app = await buildApp({ config, database })
  await runBootTasks(app)

  handleShutdown(app, database, {
    drainMs: config.SHUTDOWN_DRAIN_MS,
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  })

  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG })
}

/**
 * Connections the kernel holds for us before we accept them (docs/operations.md "Accept queues").
 * Node's default, 511, overflowed when a stopped instance's hub clients and the balancer's new
 * connections arrived at once (45,039 dropped SYNs in a 4-minute chaos run): each dropped SYN
 * costs its sender a retransmit 1 s, 3 s, 7 s later. The kernel caps it at `net.core.somaxconn`.
 */
const LISTEN_BACKLOG = 4096

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
