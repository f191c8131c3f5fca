/**
 * The two servers bench/hub compares, each run as a child process (so its memory is its own):
 * `galata` is the real app (hub, auth, database) with N players holding sessions; `bare` is a plain
 * `ws` server that sends the same frames with no protocol, auth or fan-out. Both answer IPC:
 * `mem` (after a forced GC) and `publish` (one notification to every connection).
 */
import { Secret, TOTP } from 'otpauth'
import { WebSocketServer, type WebSocket } from 'ws'

type Reply = (message: unknown) => void
const reply: Reply = (m) => process.send?.(m)
const gc = () => (globalThis as { gc?: () => void }).gc?.()
const memory = () => {
  gc()
  const m = process.memoryUsage()
  return { rss: m.rss, heap: m.heapUsed + m.external + m.arrayBuffers }
}
const n = Number(process.env.HUB_PLAYERS ?? 5000)
// A child whose bench has gone (it failed, or was stopped) stops too.
process.on('disconnect', () => process.exit(0))

async function galata() {
  const { startBenchApp } = await import('./bench-app.js')
  const { players, sessions } = await import('../../apps/server/src/db/schema/index.js')
  const { newSession } = await import('../../apps/server/src/modules/auth/auth.session.js')
  // The sports world's simulation is not what this bench measures; it would only share the cores.
  const { app, port } = await startBenchApp(n, { SPORTS_JOB: 'off' })

  // Players and their sessions straight into the tables: 5,000 argon2 logins would measure argon2.
  const tag = Date.now().toString(36)
  const tokens: string[] = []
  const ids: number[] = []
  const now = new Date()
  for (let start = 0; start < n; start += 1000) {
    const rows = await app.db
      .insert(players)
      .values(
        Array.from({ length: Math.min(1000, n - start) }, (_, i) => ({
          username: `b${tag}${start + i}`,
          name: 'Bench',
          surname: 'Player',
          usercode: `B${tag}${start + i}`,
          passwordHash: 'x',
          // A message to everyone is marketing: it reaches only players who agreed to it.
          marketingConsent: true,
        })),
      )
      .returning({ id: players.id })
    const made = rows.map((r) =>
      newSession(r.id, { ip: '127.0.0.1', userAgent: 'bench', fingerprint: null }, now, false),
    )
    await app.db.insert(sessions).values(made.map((m) => m.values))
    tokens.push(...made.map((m) => m.token))
    ids.push(...rows.map((r) => r.id))
  }
  // The broadcast is a staff call (docs/backoffice.md): the bench's admin signs in and enrols TOTP.
  const base = `http://127.0.0.1:${port}/api/backoffice/auth`
  const post = (path: string, body: unknown) =>
    fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ data: { enrolToken: string; secret: string; token: string } }>)
  const offer = (await post('login', { username: 'benchadmin', password: 'bench-admin-password' })).data
  const code = new TOTP({ secret: Secret.fromBase32(offer.secret) }).generate()
  const adminToken = (await post('enrol', { enrolToken: offer.enrolToken, code })).data.token
  let seq = 0
  process.on('message', (m: { op: string }) => {
    if (m.op === 'mem') reply({ op: 'mem', ...memory(), ...app.realtime.stats() })
    if (m.op === 'publish') {
      // The hub path alone: one notification delivery for every player, as a broadcast makes it.
      seq++
      const items: [number, number][] = []
      ids.forEach((id, i) => items.push([id, seq * n + i]))
      void app.realtime.publish({
        kind: 'notification',
        items,
        type: 5,
        title: { tr: 'Duyuru', en: 'Announcement' },
        note: { tr: 'Bench', en: 'Bench' },
        timeStamp: new Date().toISOString().slice(0, 19),
      })
    }
    if (m.op === 'stop') void app.close().then(() => process.exit(0))
  })
  reply({ op: 'ready', port, tokens, adminToken })
}

async function bare() {
  const clients = new Set<WebSocket>()
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false })
  wss.on('connection', (ws) => {
    clients.add(ws)
    ws.on('close', () => clients.delete(ws))
  })
  await new Promise((r) => wss.once('listening', r))
  let seq = 0
  process.on('message', (m: { op: string }) => {
    if (m.op === 'mem') reply({ op: 'mem', ...memory(), connections: clients.size })
    if (m.op === 'publish') {
      seq++
      let i = 0
      // The same work per socket as the hub: one JSON frame with that player's id.
      for (const ws of clients) {
        const message = JSON.stringify({
          id: seq * n + i++,
          type: 5,
          title: 'Duyuru',
          note: 'Bench',
          timeStamp: '',
          isRead: false,
        })
        ws.send(
          JSON.stringify({ type: 1, target: 'NotifyMessage', arguments: ['Notification', message] }) +
            '\u001e',
        )
      }
    }
    if (m.op === 'stop') wss.close(() => process.exit(0))
  })
  reply({ op: 'ready', port: (wss.address() as { port: number }).port, tokens: [], adminToken: '' })
}

await (process.argv[2] === 'bare' ? bare() : galata())
