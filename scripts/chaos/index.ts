/**
 * `npm run stack:chaos` (docs/scaling.md "The chaos run"): a mixed load against the balancer only,
 * faults one at a time with recovery between, the ledger reconciled after each fault and at the
 * end, and a report. Ends with one line
 *   chaos: <faults> faults, <n> acknowledged, <l> lost, <d> doubled, <m> 5xx outside faults
 * and exits non-zero when anything was lost or doubled, a private push reached another player, or
 * the ledger check failed.
 *
 * CHAOS_MINUTES (10) the run's length; CHAOS_OUT (chaos-report) the report's folder; CHAOS_PLAYERS
 * (2000), CHAOS_SOCKETS (20000); CHAOS_THINK_MS ("20000-60000") a player's pause between actions.
 * CHAOS_URL and CHAOS_DATABASE_URL name a site and its database directly (then no faults are
 * injected: they need the stack's processes); otherwise the running stack's are used, or one is
 * started for the run. CHAOS_FAULTS picks faults by a word of their names (all by default).
 */
import { spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { resolve } from 'node:path'
import { Actor, SportsBoard, type Intent } from './actions.js'
import { Client, HTTP_SOCKETS } from './client.js'
import { FAULTS, type StackControl } from './faults.js'
import { deposit, inBatches, register, RUN_TAG, type ChaosPlayer } from './players.js'
import { writeReport } from './report.js'
import { CHILD_NICE, describeStalls, StallWatch } from './stalls.js'
import { HubCrowdPool, SOCKETS_PER_CHILD } from './hub-pool.js'
import type { HubClient } from './sockets.js'
import { Timeline } from './timeline.js'
import { reconcile, type Verdict } from './verify.js'
import { stackTarget } from './target.js'

const minutes = Number(process.env.CHAOS_MINUTES ?? 10)
const out = resolve(process.env.CHAOS_OUT ?? 'chaos-report')
const playersWanted = Number(process.env.CHAOS_PLAYERS ?? 2000)
const socketsWanted = Number(process.env.CHAOS_SOCKETS ?? 20000)
// 2,000 players at this think time are a load the 2-core machine carries, so a fault's effect is
// not lost in a queue that is there anyway; 3000-9000 is past its capacity (docs/operations.md
// "The chaos run", "The load").
const [thinkMin, thinkMax] = (process.env.CHAOS_THINK_MS ?? '20000-60000').split('-').map(Number) as [
  number,
  number,
]
const HUB_BACK_WAIT_MS = 60_000

// The hub sockets are files of the hub children, at most SOCKETS_PER_CHILD each; this process holds
// the players' calls (client.ts bounds them). A limit under either stops the run at it
// (docs/operations.md "The chaos run").
const fileLimit = Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim())
if (fileLimit && fileLimit < Math.max(Math.min(socketsWanted, SOCKETS_PER_CHILD), HTTP_SOCKETS) + 1_000)
  console.warn(`chaos: ulimit -n is ${fileLimit}, under a hub child's sockets or the players' calls`)

const target = await stackTarget()
const timeline = new Timeline()
const client = new Client(target.url, timeline)
const startedAt = new Date()
// This process's own loop, watched from the start (stalls.ts); the hub children watch theirs.
const watch = new StallWatch()
const log = (s: string) => console.log(`chaos [${timeline.now().toFixed(0)} s] ${s}`)

// Players: registered and paid in before the clock of the run starts mattering.
log(`registering ${playersWanted} players (${RUN_TAG}…) on ${target.url}`)
const made = await inBatches(
  Array.from({ length: playersWanted }, (_, n) => n),
  16,
  (n) => register(client, n),
)
const players = made.filter((p): p is ChaosPlayer => p !== null)
const seeded = new Map<string, number>()
await inBatches(players, 16, async (p) => {
  const outcome = await deposit(client, p, 200)
  // A seeding deposit with no answer may have happened: counted as one only if it did (the
  // reconciliation reads them as "at most one more").
  seeded.set(p.username, outcome === 'ack' ? 1 : 0)
  if (outcome === 'unknown') seeded.set(p.username, -1)
})
log(`${players.length} players registered and paid in`)

const board = new SportsBoard(client)
await board.start()

// Hub clients: one private connection per player, the rest visitors on the public sports topics.
const crowd = new HubCrowdPool()
const owners = crowd.owners
const wsBase = target.url.replace(/^http/, 'ws')
const hubClients: HubClient[] = players.map((p) => ({
  url: `${wsBase}/hub/frnotify?access_token=${encodeURIComponent(p.token)}&fingerprint=${p.fingerprint}`,
  owner: p.username,
  topic: null,
}))
const eventTopics = await liveTopics()
for (let i = hubClients.length; i < socketsWanted; i++)
  hubClients.push({
    url: `${wsBase}/hub/frnotify?fingerprint=chaos-visitor-${i}`,
    owner: null,
    topic: i % 3 === 0 || !eventTopics.length ? 'sports:live' : eventTopics[randomInt(eventTopics.length)]!,
  })
log(`opening ${hubClients.length} hub sockets`)
await crowd.start(hubClients)
const socketTicker = setInterval(() => timeline.sockets(crowd.openCount), 250)
log(`${crowd.openCount} hub sockets open in ${crowd.pids.length} child processes`)

// The load, with a gate the reconciliation closes so it reads a ledger no call is changing.
const intents: Intent[] = []
let ending = false
let paused: Promise<void> | null = null
let inFlight = 0
const until = () => ending
const actors = players.map((p) => new Actor(client, board, p, intents, owners))
const running = actors.map(async (a) => {
  await a.run(
    async () => {
      // Players held by a pause go back over a think time, not all in one millisecond: 2,000 calls
      // sent at once are the run's own burst, one no crowd of players makes (docs/operations.md
      // "The chaos run").
      while (paused) {
        await paused
        await sleep(randomInt(0, thinkMax))
      }
      inFlight++
    },
    () => inFlight--,
    until,
    [thinkMin, thinkMax],
  )
})

async function quiesced<T>(work: () => Promise<T>): Promise<T> {
  let open!: () => void
  paused = new Promise<void>((r) => (open = r))
  const pause = timeline.pause('reconciliation')
  while (inFlight > 0) await sleep(100)
  try {
    return await work()
  } finally {
    timeline.endPause(pause)
    const o = open
    paused = null
    o()
  }
}

const verdicts: { after: string; verdict: Verdict }[] = []
const check = (after: string) =>
  quiesced(() => reconcile(target.databaseUrl, RUN_TAG, intents, seeded)).then((verdict) => {
    verdicts.push({ after, verdict })
    log(
      `after ${after}: ${verdict.acknowledged} acknowledged, ${verdict.unknown} unanswered, ${verdict.lost} lost, ${verdict.doubled} doubled, ledger ${verdict.ledgerOk ? 'OK' : 'FAILED'}`,
    )
  })

// The schedule: a quiet stretch, then each fault in its own slot, then a quiet end.
const runMs = minutes * 60_000
// CHAOS_FAULTS picks some by a word of their names ("instance,pgbouncer"); all by default.
const picked = process.env.CHAOS_FAULTS?.split(',')
  .map((w) => w.trim().toLowerCase())
  .filter(Boolean)
const faults = target.control
  ? FAULTS.filter((f) => !picked || picked.some((w) => f.name.toLowerCase().includes(w)))
  : []
if (!target.control) log('no stack control (CHAOS_URL given): the run injects no faults')
const slotMs = runMs / (faults.length + 2)
const notes: string[] = []
await sleep(slotMs)
for (const fault of faults) {
  const slotStart = performance.now()
  log(`fault: ${fault.name}`)
  const w = timeline.fault(fault.name)
  const faultStart = Date.now()
  const note = await fault
    .run(target.control as StackControl)
    .catch((e: Error) => `failed to inject: ${e.message}`)
  // The window closes when the site is whole again (every instance ready, its database reached),
  // so "outside faults" means a site that says it has recovered.
  // Counted from the fault's undoing, while the site recovers; from its start when it moves
  // sockets (an instance stopped: the others take them at once, docs/operations.md "The chaos run").
  const hubWait = crowd.backAfter(fault.movesSockets ? faultStart : Date.now(), HUB_BACK_WAIT_MS)
  // The sockets that were on the stopped instance, apart from drops elsewhere meanwhile.
  const ownWait = fault.instance
    ? crowd.ownBack(
        (target.control as StackControl).instanceAddress(fault.instance(target.control as StackControl)),
        faultStart,
        HUB_BACK_WAIT_MS,
      )
    : null
  const recovering = performance.now()
  while (!(await (target.control as StackControl).ready()) && performance.now() - recovering < 60_000)
    await sleep(250)
  timeline.endFault(w)
  if (note) notes.push(`${fault.name}: ${note}`)
  w.hubBackS = await hubWait
  if (ownWait) w.ownBack = await ownWait
  log(
    `recovered from ${fault.name}${note ? ` (${note})` : ''}; hub clients back after ${w.hubBackS ?? 'more than 60'} s` +
      (w.ownBack
        ? `, its instance's ${w.ownBack.back}/${w.ownBack.clients} after ${w.ownBack.maxS ?? 'more than 60'} s (median ${w.ownBack.p50S} s; median drop ${w.ownBack.dropP50S} s, upgrade ${w.ownBack.upgradeP50S} s)`
        : '') +
      `; failed handshakes so far ${JSON.stringify(crowd.connectFailures)}`,
  )
  await check(fault.name)
  await sleep(Math.max(0, slotMs - (performance.now() - slotStart)))
}
await sleep(slotMs)
ending = true
await Promise.all(running)
board.stop()
clearInterval(socketTicker)
await check('the end')
await crowd.stop()

const final = verdicts.at(-1)!.verdict
const lost = Math.max(...verdicts.map((v) => v.verdict.lost))
const doubled = Math.max(...verdicts.map((v) => v.verdict.doubled))
const totals = timeline.totals()
watch.stop()
const ownLoops = [
  describeStalls("the players' process", watch.stalls, startedAt.getTime()),
  ...crowd.loops.map((c, i) =>
    describeStalls(
      `hub child ${i + 1} (${c.ahead ? `nice ${CHILD_NICE}` : "the stack's priority: not root"})`,
      c.stalls,
      startedAt.getTime(),
    ),
  ),
]
for (const l of ownLoops) log(l)
const line = `chaos: ${faults.length} faults, ${final.acknowledged} acknowledged, ${lost} lost, ${doubled} doubled, ${totals.failuresOutside} 5xx outside faults`
await writeReport(out, timeline, {
  startedAt,
  minutes,
  players: players.length,
  sockets: hubClients.length,
  instances: target.control?.instances ?? 1,
  url: target.url,
  verdicts,
  leaks: crowd.leaks,
  line,
  notes,
  ownLoops,
  instanceName: (upstream) => {
    if (!upstream) return 'nginx'
    const i = Array.from({ length: target.control?.instances ?? 0 }, (_, n) => n).find(
      (n) => target.control!.instanceAddress(n) === upstream,
    )
    return i === undefined ? upstream : `galata-${i + 1}`
  },
})
log(`report: ${out}/report.md`)
target.done()
console.log(line)
const failed = lost > 0 || doubled > 0 || crowd.leaks > 0 || verdicts.some((v) => !v.verdict.ledgerOk)
process.exit(failed ? 1 : 0)

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms))
}

/** The topics of the events in play and about to start, for the visitors to watch. */
async function liveTopics(): Promise<string[]> {
  const page = await client.call<{ items: { id: number }[] }>(
    'sports list',
    'POST',
    '/api/sports/events',
    {},
    { live: true, take: 50 },
  )
  return (page.data?.items ?? []).map((e) => `sports:event:${e.id}`)
}
