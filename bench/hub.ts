/**
 * bench/hub (docs/realtime.md): 5,000 concurrent authenticated hub connections on one instance. Prints the
 * server's memory per connection and the p50/p99 latency of delivering one notification to every
 * player, beside a bare `ws` server doing the same deliveries in the same run (the ratio).
 * Targets: p99 ≤ 250 ms, ≤ 50 KB per connection. Two delivery paths are timed on the hub: the hub
 * alone (a fan-out delivery, what the bare server is compared with) and the whole operator
 * broadcast over HTTP (INSERT … SELECT of 5,000 rows, audit, then the fan-out).
 * HUB_PLAYERS (5000), HUB_ROUNDS (5); BENCH_DATABASE_URL runs the app on PostgreSQL instead of PGlite.
 */
import { fork, type ChildProcess } from 'node:child_process'
import WebSocket from 'ws'

const N = Number(process.env.HUB_PLAYERS ?? 5000)
const ROUNDS = Number(process.env.HUB_ROUNDS ?? 5)
const BATCH = 250

interface Ready {
  port: number
  tokens: string[]
  adminToken: string
}

/** Every child started, so a failure anywhere stops them all instead of leaving a server running. */
const children = new Set<ChildProcess>()
const stopChildren = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
}
process.on('exit', stopChildren)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopChildren()
    process.exit(1)
  })

function start(kind: 'galata' | 'bare'): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(new URL('./lib/hub-servers.ts', import.meta.url).pathname, [kind], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, HUB_PLAYERS: String(N) },
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code}) before it was ready`)))
    child.on('message', (m: { op: string } & Ready) => {
      if (m.op === 'ready') resolve({ child, ready: m })
    })
  })
}

function ask<T>(child: ChildProcess, op: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { op: string }) => {
      if (m.op !== op) return
      child.off('message', on)
      resolve(m as T)
    }
    child.on('message', on)
    child.send({ op })
  })
}

type Mem = { rss: number; heap: number; connections: number }

/** Opens N sockets in batches; `onFrame` sees every delivery frame with its arrival time. */
async function connectAll(url: (i: number) => string, handshake: boolean, onFrame: () => void) {
  const sockets: WebSocket[] = []
  for (let start = 0; start < N; start += BATCH) {
    await Promise.all(
      Array.from({ length: Math.min(BATCH, N - start) }, (_, k) => {
        const ws = new WebSocket(url(start + k), { perMessageDeflate: false })
        sockets.push(ws)
        return new Promise<void>((resolve, reject) => {
          ws.once('error', reject)
          ws.on('message', (data) => {
            const text = data.toString()
            if (text.startsWith('{}')) return resolve()
            if (text.includes('NotifyMessage')) onFrame()
          })
          ws.once('open', () => {
            if (handshake) ws.send('{"protocol":"json","version":1}\u001e')
            else resolve()
          })
        })
      }),
    )
  }
  // The hub closes a client silent for 30 s: the bench's clients ping like the official one.
  const keepAlive = setInterval(() => {
    if (handshake) for (const ws of sockets) ws.send('{"type":6}\u001e')
  }, 15_000)
  return {
    sockets,
    close: () => {
      clearInterval(keepAlive)
      for (const ws of sockets) ws.terminate()
    },
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** Rounds of "trigger, then wait until all N sockets have the frame"; latencies from the trigger. */
async function measure(trigger: () => void | Promise<unknown>, arrivals: { t0: number; got: number[] }) {
  const all: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    arrivals.got = []
    arrivals.t0 = performance.now()
    await trigger()
    const until = Date.now() + 30_000
    while (arrivals.got.length < N && Date.now() < until) await new Promise((res) => setTimeout(res, 5))
    if (arrivals.got.length < N) throw new Error(`round ${r}: only ${arrivals.got.length}/${N} delivered`)
    all.push(...arrivals.got.map((t) => t - arrivals.t0))
    await new Promise((res) => setTimeout(res, 200))
  }
  all.sort((a, b) => a - b)
  return { p50: pct(all, 50), p99: pct(all, 99), max: all[all.length - 1]! }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const ms = (v: number) => v.toFixed(1)

async function run(kind: 'galata' | 'bare') {
  const { child, ready } = await start(kind)
  const before = await ask<Mem>(child, 'mem')
  const arrivals = { t0: 0, got: [] as number[] }
  const onFrame = () => arrivals.got.push(performance.now())
  const t = performance.now()
  const base = `ws://127.0.0.1:${ready.port}`
  const clients =
    kind === 'galata'
      ? await connectAll(
          (i) => `${base}/hub/frnotify?access_token=${ready.tokens[i]}&fingerprint=bench`,
          true,
          onFrame,
        )
      : await connectAll(() => base, false, onFrame)
  const connectS = (performance.now() - t) / 1000
  const after = await ask<Mem>(child, 'mem')
  const hub = await measure(() => {
    child.send({ op: 'publish' })
  }, arrivals)
  let http: Awaited<ReturnType<typeof measure>> | null = null
  if (kind === 'galata')
    http = await measure(async () => {
      const res = await fetch(`http://127.0.0.1:${ready.port}/api/backoffice/notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ready.adminToken}` },
        body: JSON.stringify({
          to: 'all',
          title: { tr: 'Duyuru', en: 'News' },
          note: { tr: 'Not', en: 'Note' },
        }),
      })
      // A refused broadcast delivers nothing: say why instead of waiting for frames.
      if (!res.ok) throw new Error(`the broadcast was refused: HTTP ${res.status} ${await res.text()}`)
      const { data } = (await res.json()) as { data: { recipients: number } }
      if (data.recipients !== N) throw new Error(`the broadcast reached ${data.recipients} of ${N} players`)
    }, arrivals)
  clients.close()
  child.send({ op: 'stop' })
  await new Promise((r) => child.once('exit', r))
  return {
    connections: after.connections,
    connectS,
    rssPer: (after.rss - before.rss) / N,
    heapPer: (after.heap - before.heap) / N,
    hub,
    http,
  }
}

const g = await run('galata')
const b = await run('bare')
console.log(
  `connections: ${g.connections} on the hub (opened in ${g.connectS.toFixed(1)} s), ${b.connections} on bare ws`,
)
console.log(
  `memory per connection: hub ${kb(g.rssPer)} KB RSS / ${kb(g.heapPer)} KB heap; bare ws ${kb(b.rssPer)} KB RSS / ${kb(b.heapPer)} KB heap (target ≤ 50 KB)`,
)
console.log(
  `one notification to every player (${ROUNDS} rounds × ${N}): hub p50 ${ms(g.hub.p50)} ms, p99 ${ms(g.hub.p99)} ms, max ${ms(g.hub.max)} ms; bare ws p50 ${ms(b.hub.p50)} ms, p99 ${ms(b.hub.p99)} ms`,
)
console.log(
  `ratio hub / bare ws: p50 ${(g.hub.p50 / b.hub.p50).toFixed(2)}×, p99 ${(g.hub.p99 / b.hub.p99).toFixed(2)}× (target p99 ≤ 250 ms)`,
)
if (g.http)
  console.log(
    `whole operator broadcast over HTTP (insert ${N} rows + audit + fan-out): p50 ${ms(g.http.p50)} ms, p99 ${ms(g.http.p99)} ms`,
  )
