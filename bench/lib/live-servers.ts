/**
 * The two servers bench/live compares, each a child process: `galata` is the real app (hub, sports
 * module, database) with LIVE_EVENTS football events kicked off and priced in play by the live pass;
 * `bare` is a plain `ws` server that keeps subscribers per topic and sends the same frames. IPC:
 * `publish` (one odds change on every event's topic, the live pass's own OddsChanged message with
 * the next sequence number and moved prices), `bets` (bench/live's live-bet throughput, galata
 * only), `stop`. The bare server gets the galata server's messages with `load` first.
 */
import { randomBytes } from 'node:crypto'
import { WebSocketServer, type WebSocket } from 'ws'
import type { BetPlacement } from '@galata/contract'
import type { Delivery } from '../../apps/server/src/modules/realtime/index.js'

type Reply = (message: unknown) => void
const reply: Reply = (m) => process.send?.(m)
const EVENTS = Number(process.env.LIVE_EVENTS ?? 50)
const SUBSCRIBERS = Number(process.env.LIVE_SUBSCRIBERS ?? 1000)

/** An OddsChanged message as live.ts pushes it. */
interface OddsMessage {
  seq: number
  eventId: number
  stateVersion: number
  markets: Array<{ id: number; status: string; outcomes: Array<{ id: number; odds: number }> }>
}

/** The next odds change of an event: the next sequence number, every price moved by a tick. */
function nextChange(m: OddsMessage, round: number): OddsMessage {
  const tick = round % 2 === 0 ? 0.01 : -0.01
  return {
    ...m,
    seq: m.seq + round,
    markets: m.markets.map((k) => ({
      ...k,
      outcomes: k.outcomes.map((o) => ({ ...o, odds: Math.round((o.odds + tick) * 100) / 100 })),
    })),
  }
}

async function galata() {
  const { startBenchApp } = await import('./bench-app.js')
  const { sql, eq, and, inArray } = await import('drizzle-orm')
  const gm = await import('@galata/game-math/sports/index')
  const { SPORTS_TOPICS, SportsHubCommand } = await import('@galata/contract')
  const schema = await import('../../apps/server/src/db/schema/index.js')
  const sports = await import('../../apps/server/src/modules/sports/index.js')
  const { placeAnySlip } = await import('../../apps/server/src/modules/sports/placement/index.js')
  const { checkLedger } = await import('../../apps/server/src/modules/wallet/index.js')
  const { AppError } = await import('../../apps/server/src/lib/app-error.js')
  const { fundedBenchPlayers } = await import('./players.js')

  // The bench drives the live pass itself: no job moves the events under it.
  const { app, port } = await startBenchApp(SUBSCRIBERS, { SPORTS_JOB: 'off' })
  const db = app.db

  // EVENTS football events five world-minutes past kick-off time, priced from real fixtures; the
  // world job kicks them off and the live pass turns their markets in-play (its first pushes are
  // the OddsChanged messages the bench then repeats with moved prices).
  const captured: Array<{ topic: string; command: string; message: string }> = []
  const deps = {
    ...sports.sportsDeps(app),
    horizonMs: 0,
    // Live bets decided as soon as they are placed: the bench times the decision, not the delay.
    liveDelayMs: { football: 0, basketball: 0, tennis: 0, volleyball: 0, hockey: 0, cs2: 0, lol: 0 },
    publish: async (d: Delivery) => {
      if (d.kind === 'topic') captured.push(d)
    },
  }
  const state = await sports.readWorld(deps)
  const fixtures = gm
    .scheduleFixtures(state.world, state.now, state.now + 24 * 60 * gm.MINUTE_MS)
    .filter((f) => f.sport === 'football')
  const [comp] = await db
    .insert(schema.sportsCompetitions)
    .values({ key: 'bench-live', sport: 'football', nameTr: 'Bench Ligi', nameEn: 'Bench League' })
    .returning({ id: schema.sportsCompetitions.id })
  const eventIds: number[] = []
  for (let i = 0; i < EVENTS; i++) {
    const model = gm.fixtureModel(state.world, fixtures[i % fixtures.length]!)
    const seed = gm.newSeed()
    const id = await db.transaction(async (tx) => {
      const [event] = await tx
        .insert(schema.sportsEvents)
        .values({
          fixtureId: `bench-live-${i}-${randomBytes(4).toString('hex')}`,
          sport: 'football',
          competitionId: comp!.id,
          homeTr: 'Ev',
          homeEn: 'Home',
          awayTr: 'Deplasman',
          awayEn: 'Away',
          startAt: new Date(state.now - 5 * gm.MINUTE_MS),
          status: 'scheduled',
          seed,
          seedHash: gm.commitSeed(seed),
          model,
        })
        .returning({ id: schema.sportsEvents.id })
      await sports.writeMarkets(tx, event!.id, gm.priceFixture(model))
      return event!.id
    })
    eventIds.push(id)
  }
  await sports.worldPass(deps)
  await sports.livePass(deps)
  const templates = new Map<number, OddsMessage>()
  for (const d of captured)
    if (d.command === SportsHubCommand.OddsChanged) {
      const m = JSON.parse(d.message) as OddsMessage
      templates.set(m.eventId, m)
    }
  if (templates.size !== EVENTS) throw new Error(`only ${templates.size}/${EVENTS} events in play`)

  let round = 0
  process.on('message', (m: { op: string; count?: number; concurrency?: number }) => {
    if (m.op === 'publish') {
      // The live pass's path after its commit: one Delivery per event topic through the fan-out.
      round++
      for (const [eventId, tpl] of templates)
        void app.realtime.publish({
          kind: 'topic',
          topic: SPORTS_TOPICS.event(eventId),
          command: SportsHubCommand.OddsChanged,
          message: JSON.stringify(nextChange(tpl, round)),
        })
    }
    if (m.op === 'bets')
      void liveBets(m.count ?? 2000, m.concurrency ?? 16).then((r) => reply({ op: 'bets', ...r }))
    if (m.op === 'stop') void app.close().then(() => process.exit(0))
  })

  /**
   * Live singles on the events' in-play 1X2: placed (stake reserved, ticket `pending`), then the
   * live job's decision pass (`decidePending`) accepts them; both timed. No bet stop happens
   * meanwhile (the bench runs no live pass), so each should be accepted.
   */
  async function liveBets(count: number, concurrency: number) {
    const players = await fundedBenchPlayers(db, 50, 'lb')
    const outcomes = await db
      .select({ id: schema.sportsOutcomes.id, oddsMilli: schema.sportsOutcomes.oddsMilli })
      .from(schema.sportsOutcomes)
      .innerJoin(schema.sportsMarkets, eq(schema.sportsMarkets.id, schema.sportsOutcomes.marketId))
      .where(
        and(
          inArray(schema.sportsMarkets.eventId, eventIds),
          eq(schema.sportsMarkets.key, '1x2'),
          eq(schema.sportsMarkets.status, 'active'),
          eq(schema.sportsMarkets.phase, 'live'),
        ),
      )
    const refused = new Map<string, number>()
    let next = 0
    const t0 = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < count; i = next++) {
          const o = outcomes[i % outcomes.length]!
          const body: BetPlacement = {
            kind: 'single',
            legs: [{ outcomeId: o.id, odds: o.oddsMilli / 1000 }],
            stake: 1,
            oddsChange: 'any',
            placementKey: `live-${i}`,
          }
          try {
            await placeAnySlip(deps, players[i % players.length]!.playerId, body)
          } catch (e) {
            if (!(e instanceof AppError)) throw e
            refused.set(e.code, (refused.get(e.code) ?? 0) + 1)
          }
        }
      }),
    )
    const placeS = (performance.now() - t0) / 1000
    const t1 = performance.now()
    let decided = 0
    for (let n = await sports.decidePending(deps, 500); n > 0; n = await sports.decidePending(deps, 500))
      decided += n
    const decideS = (performance.now() - t1) / 1000
    const statuses = await db.execute(
      sql`select status, count(*)::int as n from sports_tickets group by status order by status`,
    )
    const byStatus = Object.fromEntries(
      ((statuses as unknown as { rows: { status: string; n: number }[] }).rows ?? []).map((r) => [
        r.status,
        r.n,
      ]),
    )
    const ledger = await checkLedger(db)
    return {
      placed: count - [...refused.values()].reduce((a, b) => a + b, 0),
      refused: Object.fromEntries(refused),
      placeS,
      decided,
      decideS,
      byStatus,
      ledgerOk: ledger.problems.length === 0,
    }
  }

  reply({
    op: 'ready',
    port,
    topics: eventIds.map((id) => SPORTS_TOPICS.event(id)),
    messages: [...templates.values()],
  })
}

async function bare() {
  const byTopic = new Map<string, Set<WebSocket>>()
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false })
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const topic = (JSON.parse(data.toString()) as { subscribe: string }).subscribe
      let set = byTopic.get(topic)
      if (!set) byTopic.set(topic, (set = new Set()))
      set.add(ws)
      ws.send('{"subscribed":true}')
    })
    ws.on('close', () => {
      for (const set of byTopic.values()) set.delete(ws)
    })
  })
  await new Promise((r) => wss.once('listening', r))
  let templates: Array<{ topic: string; message: OddsMessage }> = []
  let round = 0
  process.on('message', (m: { op: string; templates?: typeof templates }) => {
    if (m.op === 'load') templates = m.templates ?? []
    if (m.op === 'publish') {
      // The same messages and frames as the hub, one serialization per topic, no protocol or auth.
      round++
      for (const { topic, message } of templates) {
        const frame =
          JSON.stringify({
            type: 1,
            target: 'NotifyMessage',
            arguments: ['OddsChanged', JSON.stringify(nextChange(message, round))],
          }) + '\u001e'
        for (const ws of byTopic.get(topic) ?? []) ws.send(frame)
      }
    }
    if (m.op === 'stop') wss.close(() => process.exit(0))
  })
  reply({ op: 'ready', port: (wss.address() as { port: number }).port, topics: [], messages: [] })
}

await (process.argv[2] === 'bare' ? bare() : galata())
