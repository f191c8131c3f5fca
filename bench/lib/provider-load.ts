/**
 * bench/providers' load process (docs/providers.md "Benchmark"): the providers' side, in a process of
 * its own, so that their clients (Hub88's RSA signing, fetch) do not run on the site's event loop, as
 * wrk runs beside the site in the HTTP benches. `run` drives one dialect's rounds over HTTP and
 * answers what `drive` measured.
 */
import {
  dialectClient,
  drive,
  httpSend,
  type BenchProvider,
  type DialectPlayer,
  type Hub88Side,
} from './provider-dialects.js'

export interface LoadRun {
  op: 'run'
  provider: BenchProvider
  /** The site's origin, e.g. http://127.0.0.1:40123. */
  base: string
  seconds: number
  concurrency: number
  players: DialectPlayer[]
  hub88: Hub88Side
}

// A load process whose bench has gone (it failed, or was stopped) stops too.
process.on('disconnect', () => process.exit(0))
process.on('message', (m: LoadRun | { op: 'stop' }) => {
  if (m.op === 'stop') process.exit(0)
  const client = dialectClient(m.provider, httpSend(m.base, m.provider), m.hub88)
  void drive(m.seconds, m.concurrency, m.players, client).then(
    (driven) => process.send?.({ op: 'done', ...driven }),
    (error: unknown) => process.send?.({ op: 'failed', message: String(error) }),
  )
})
process.send?.({ op: 'ready' })
