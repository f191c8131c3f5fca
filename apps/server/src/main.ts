import { loadConfig, ConfigError } from './config.js'
import { databaseOptionsOf, openDatabase } from './db/client.js'
import { buildApp } from './app.js'
import { runBootTasks } from './boot.js'

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

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    app.log.info({ signal }, 'shutting down')
    // Requests in flight finish; anything still open after 30 s is cut so the process always exits.
    const force = setTimeout(() => process.exit(1), 30_000)
    force.unref()
    try {
      await app.close()
      await database.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
