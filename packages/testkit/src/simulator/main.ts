import { createInterface } from 'node:readline'
import { dialectsFrom } from './dialects.js'
import { startSimulator } from './server.js'

/*
 * The simulator as a process (docs/providers.md "Simulator"): `tsx packages/testkit/src/simulator/main.ts`.
 * Settings from the environment (SIM_PORT, SIM_HOST, SIM_OPERATOR_URL, each dialect's SIM_<PROVIDER>_*);
 * one JSON line on stdout when it listens: `{"simulator":"ready","url":…,"port":…}`. A parent may
 * write `{"operatorUrl": …}` lines on stdin (the site's address once it listens); when the parent's
 * end of stdin closes, the simulator stops, so it never outlives the site that started it.
 */

const env = process.env
let operatorUrl: string | null = env.SIM_OPERATOR_URL ?? null

const dialects = dialectsFrom({
  env,
  operatorUrl: () => operatorUrl,
  onError: (err) => console.error('simulator:', err),
})
if (dialects.length === 0) {
  console.error(
    'simulator: no dialect configured (SIM_HUB88_OPERATOR_ID, SIM_HUB88_PRIVATE_KEY, SIM_HUB88_OPERATOR_PUBLIC_KEY; SIM_EVERYMATRIX_OPERATOR_ID, SIM_EVERYMATRIX_LOGIN, SIM_EVERYMATRIX_PASSWORD)',
  )
  process.exit(1)
}
const sim = await startSimulator({
  dialects,
  port: env.SIM_PORT ? Number(env.SIM_PORT) : 0,
  host: env.SIM_HOST ?? '127.0.0.1',
})
process.stdout.write(`${JSON.stringify({ simulator: 'ready', url: sim.url, port: sim.port })}\n`)

const stop = () => {
  void sim.close().finally(() => process.exit(0))
  setTimeout(() => process.exit(0), 2_000).unref()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
if (env.SIM_STDIN !== 'ignore') {
  const lines = createInterface({ input: process.stdin })
  lines.on('line', (line) => {
    try {
      const message = JSON.parse(line) as { operatorUrl?: unknown }
      if (typeof message.operatorUrl === 'string') operatorUrl = message.operatorUrl
    } catch {
      // Not a message for us.
    }
  })
  lines.on('close', stop)
}
