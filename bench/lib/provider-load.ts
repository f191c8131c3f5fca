/**
 * bench/providers' load process (docs/providers.md "Benchmark"): the providers' side, in a process of
 * its own, as wrk runs beside the site in the HTTP benches. `run` drives one dialect's rounds over
 * HTTP and answers what `drive` measured. Its `prepared` rounds are built and signed before the
 * clock starts (the provider's signing is the provider's CPU, not the site's, and on a shared
 * two-core machine it would take the site's share): each call's client runs up to its transport,
 * whose answer arrives once the timed loop has sent the recorded bytes, so the client still checks
 * every answer (our signature included) as the provider would.
 */
import { Agent } from 'node:http'
import {
  dialectClient,
  drive,
  httpSend,
  liveRounds,
  type BenchProvider,
  type DialectPlayer,
  type Hub88Side,
  type Round,
  type Send,
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
  /** Rounds built and signed before the clock starts; past them, rounds are built as they go. */
  prepared: number
}

type Reply = Awaited<ReturnType<Send>>
type Request = Parameters<Send>

const agent = new Agent({ keepAlive: true })

/** Runs `run` with the given, already-built rounds first. */
async function run(m: LoadRun) {
  const http = httpSend(m.base, m.provider, agent)
  // A call started with `record` set stops at its transport, which keeps the request for later.
  let record: ((request: Request) => Promise<Reply>) | null = null
  const client = dialectClient(
    m.provider,
    (...request) => (record ? record(request) : http(...request)),
    m.hub88,
  )
  const live = liveRounds(m.players, client)
  /** The call `start` makes, stopped at its transport: sending it later resumes it with the answer. */
  const prepare = (start: () => Promise<string | null>): (() => Promise<string | null>) => {
    let request: Request | null = null
    let answer: (reply: Reply) => void = () => {}
    record = (r) => {
      request = r
      return new Promise((resolve) => (answer = resolve))
    }
    const verdict = start()
    record = null
    return async () => {
      answer(await http(...request!))
      return verdict
    }
  }
  const ready: Round[] = []
  for (let i = 0; i < m.prepared; i++) {
    const round = live()
    ready.push({ bet: prepare(round.bet), win: prepare(round.win) })
  }
  let built = 0
  const driven = await drive(m.seconds, m.concurrency, () => {
    const round = ready.shift()
    if (round) return round
    built++
    return live()
  })
  return { ...driven, builtLive: built }
}

// A load process whose bench has gone (it failed, or was stopped) stops too.
process.on('disconnect', () => process.exit(0))
process.on('message', (m: LoadRun | { op: 'stop' }) => {
  if (m.op === 'stop') process.exit(0)
  void run(m).then(
    (driven) => process.send?.({ op: 'done', ...driven }),
    (error: unknown) => process.send?.({ op: 'failed', message: String(error) }),
  )
})
process.send?.({ op: 'ready' })
