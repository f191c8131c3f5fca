/**
 * bench/live (docs/sportsbook.md): LIVE_SUBSCRIBERS (1,000) visitors on the hub — the official
 * @microsoft/signalr client, no token, each `Subscribe`d to one of LIVE_EVENTS (50) live events'
 * `sports:event:{id}` topics — and the delivery latency of odds changes: each round the server
 * pushes one OddsChanged on every event's topic (the live pass's own message for that event, next
 * sequence number, moved prices) through the app's fan-out, and the time from the trigger until each
 * subscriber has it is taken. A bare `ws` server with the same subscribers and the same frames
 * (one serialization per topic, no protocol, auth or limits) is timed in the same run. Target: hub
 * p99 ≤ 250 ms. Then live bet acceptance: LIVE_BETS (2,000) live singles placed (`pending`, stake
 * reserved) and the live job's decision pass accepting them, each timed (per second), and the
 * ledger checked. LIVE_ROUNDS (20). Embedded PGlite unless BENCH_DATABASE_URL.
 */
import { fork, type ChildProcess } from 'node:child_process'
import WebSocket from 'ws'
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr'
import { REALTIME } from '@galata/contract'

const SUBSCRIBERS = Number(process.env.LIVE_SUBSCRIBERS ?? 1000)
const EVENTS = Number(process.env.LIVE_EVENTS ?? 50)
const ROUNDS = Number(process.env.LIVE_ROUNDS ?? 20)
const BETS = Number(process.env.LIVE_BETS ?? 2000)
const BATCH = 100

interface Ready {
  port: number
  topics: string[]
  messages: Array<{ eventId: number }>
}

function start(kind: 'galata' | 'bare'): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(new URL('./lib/live-servers.ts', import.meta.url).pathname, [kind], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LIVE_EVENTS: String(EVENTS), LIVE_SUBSCRIBERS: String(SUBSCRIBERS) },
  })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code})`)))
    child.on('message', (m: { op: string } & Ready) => {
      if (m.op === 'ready') resolve({ child, ready: m })
    })
  })
}

function ask<T>(child: ChildProcess, message: { op: string } & Record<string, unknown>): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { op: string }) => {
      if (m.op !== message.op) return
      child.off('message', on)
      resolve(m as T)
    }
    child.on('message', on)
    child.send(message)
  })
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (v: number) => v.toFixed(1)

/** Arrival times of the current round, from its trigger. */
const arrivals = { t0: 0, got: [] as number[] }
const onFrame = () => arrivals.got.push(performance.now())

/** Visitors on the hub: the official client, WebSockets without negotiation, no access token. */
async function hubSubscribers(port: number, topics: string[]) {
  const connections: HubConnection[] = []
  for (let s = 0; s < SUBSCRIBERS; s += BATCH)
    await Promise.all(
      Array.from({ length: Math.min(BATCH, SUBSCRIBERS - s) }, async (_, k) => {
        const c = new HubConnectionBuilder()
          .withUrl(`http://127.0.0.1:${port}${REALTIME.hubPath}?fingerprint=bench`, {
            skipNegotiation: true,
            transport: HttpTransportType.WebSockets,
          })
          .configureLogging(LogLevel.None)
          .build()
        c.on('NotifyMessage', (command: string) => {
          if (command === 'OddsChanged') onFrame()
        })
        connections.push(c)
        await c.start()
        await c.invoke('Subscribe', topics[(s + k) % topics.length])
      }),
    )
  return { close: () => Promise.all(connections.map((c) => c.stop())) }
}

/** The same subscribers on the bare server: a raw socket sending its topic once. */
async function bareSubscribers(port: number, topics: string[]) {
  const sockets: WebSocket[] = []
  for (let s = 0; s < SUBSCRIBERS; s += BATCH)
    await Promise.all(
      Array.from({ length: Math.min(BATCH, SUBSCRIBERS - s) }, (_, k) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false })
        sockets.push(ws)
        return new Promise<void>((resolve, reject) => {
          ws.once('error', reject)
          ws.on('message', (data) => {
            const text = data.toString()
            if (text.startsWith('{"subscribed"')) resolve()
            else if (text.includes('OddsChanged')) onFrame()
          })
          ws.once('open', () => ws.send(JSON.stringify({ subscribe: topics[(s + k) % topics.length] })))
        })
      }),
    )
  return { close: async () => sockets.forEach((ws) => ws.terminate()) }
}

/** Rounds of "publish one odds change per event, wait until every subscriber has its event's". */
async function measure(child: ChildProcess) {
  const all: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    arrivals.got = []
    arrivals.t0 = performance.now()
    child.send({ op: 'publish' })
    const until = Date.now() + 30_000
    while (arrivals.got.length < SUBSCRIBERS && Date.now() < until)
      await new Promise((res) => setTimeout(res, 2))
    if (arrivals.got.length < SUBSCRIBERS)
      throw new Error(`round ${r}: only ${arrivals.got.length}/${SUBSCRIBERS} delivered`)
    all.push(...arrivals.got.map((t) => t - arrivals.t0))
    await new Promise((res) => setTimeout(res, 100))
  }
  all.sort((a, b) => a - b)
  return { p50: pct(all, 50), p99: pct(all, 99), max: all[all.length - 1]!, n: all.length }
}

const t = performance.now()
const galata = await start('galata')
const setupS = (performance.now() - t) / 1000
const { topics, messages } = galata.ready
const hub = await hubSubscribers(galata.ready.port, topics)
const hubLatency = await measure(galata.child)
await hub.close()

const bare = await start('bare')
bare.child.send({
  op: 'load',
  templates: messages.map((m) => ({ topic: topics.find((x) => x.endsWith(`:${m.eventId}`))!, message: m })),
})
const raw = await bareSubscribers(bare.ready.port, topics)
const bareLatency = await measure(bare.child)
await raw.close()
bare.child.send({ op: 'stop' })

const bets = await ask<{
  placed: number
  refused: Record<string, number>
  placeS: number
  decided: number
  decideS: number
  byStatus: Record<string, number>
  ledgerOk: boolean
}>(galata.child, { op: 'bets', count: BETS, concurrency: 16 })
galata.child.removeAllListeners('exit')
galata.child.send({ op: 'stop' })
await new Promise((r) => galata.child.once('exit', r))

const size = JSON.stringify(messages[0]).length
console.log(
  `${SUBSCRIBERS} hub visitors (official client, no token) on ${EVENTS} live events' topics; app and events ready in ${setupS.toFixed(1)} s`,
)
console.log(
  `odds change to every subscriber (${ROUNDS} rounds × ${EVENTS} events, ~${(size / 1024).toFixed(1)} KB a message, ${hubLatency.n} deliveries): hub p50 ${ms(hubLatency.p50)} ms, p99 ${ms(hubLatency.p99)} ms, max ${ms(hubLatency.max)} ms; bare ws p50 ${ms(bareLatency.p50)} ms, p99 ${ms(bareLatency.p99)} ms`,
)
console.log(
  `ratio hub / bare ws: p50 ${(hubLatency.p50 / bareLatency.p50).toFixed(2)}×, p99 ${(hubLatency.p99 / bareLatency.p99).toFixed(2)}× (target hub p99 ≤ 250 ms: ${hubLatency.p99 <= 250 ? 'met' : 'NOT met'})`,
)
console.log(
  `live bets: ${bets.placed} placed pending in ${bets.placeS.toFixed(2)} s (${(bets.placed / bets.placeS).toFixed(0)}/s), ${bets.decided} decided in ${bets.decideS.toFixed(2)} s (${(bets.decided / bets.decideS).toFixed(0)} pending → decided per second); tickets by status ${JSON.stringify(bets.byStatus)}${Object.keys(bets.refused).length ? `, refused ${JSON.stringify(bets.refused)}` : ''}; ledger ${bets.ledgerOk ? 'balanced' : 'NOT balanced'}`,
)
if (!bets.ledgerOk) process.exit(1)
