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

  await app.listen({ port: config.PORT, host: config.HOST })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
