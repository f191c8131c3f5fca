import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { HubConnectionState } from '@microsoft/signalr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { REALTIME } from '@galata/contract'
import { useTestApp } from '../../test/helper.js'
import { hubClient, hubUpgrade, listen, type HubClient } from '../../test/hub.js'

/*
 * docs/operations.md "Graceful shutdown", step 1, on the app's own hub: the goodbye the shutdown
 * signal says first (`app.realtime.goodbye()`, lib/shutdown.ts). Every socket gets its close record
 * with `allowReconnect: true`, its close frame and the end of its connection in one synchronous pass,
 * so a client that never answers the close frame sees the end at once, not at the 1 s cut; the
 * official client goes to reconnecting; every upgrade from then on, and one whose token was still
 * being looked up, is refused 503 (`Retry-After: 1`) before any token lookup, which nginx passes on
 * to another instance. The crowd (HUB_GOODBYE_SOCKETS, 500 by default) is in this process, so its
 * figures include its own reading; the real server's SIGTERM with 2,000 sockets of the chaos run's
 * clients is lib/shutdown.test.ts.
 */
const RS = '\u001e'
const CROWD = Number(process.env.HUB_GOODBYE_SOCKETS ?? 500)

const t = useTestApp({
  HUB_SOCKETS_PER_ADDRESS: String(CROWD + 100),
  HUB_UPGRADES_PER_MINUTE: String(CROWD + 100),
})
let base: string
let wsBase: string
/** Held token lookups: the authenticator answers them when the test says so. */
const held = new Map<string, () => void>()

beforeAll(async () => {
  base = await listen(t.app)
  wsBase = base.replace('http', 'ws')
  // A game-token kind of authenticator (the real extension point) whose answer the test holds.
  t.app.realtime.addAuthenticator((token) =>
    token.startsWith('held-')
      ? new Promise((resolve) =>
          held.set(token, () => resolve({ kind: 'public', playerId: 0, sessionId: '', endsAt: Infinity })),
        )
      : null,
  )
})

const open: WebSocket[] = []
const children: ChildProcess[] = []
afterAll(() => {
  for (const ws of open) ws.terminate()
  for (const child of children) child.kill('SIGKILL')
})

/** A raw upgrade: 101 when a socket opened, else the status it was refused with and its Retry-After. */
const upgrade = (query: string) => hubUpgrade(base, query, open)

interface Visitor {
  /** performance.now() when its close record arrived, and what it said. */
  record?: { at: number; text: string }
  /** performance.now() when its connection ended. */
  closed?: number
}

/** A visitor's socket through the SignalR handshake; resolves once the hub answered it. */
function visitor(v: Visitor): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${wsBase}${REALTIME.hubPath}`, { perMessageDeflate: false })
    open.push(ws)
    ws.once('open', () => ws.send(`{"protocol":"json","version":1}${RS}`))
    ws.on('message', (data) => {
      const text = data.toString()
      if (text === `{}${RS}`) return resolve()
      if (text.startsWith('{"type":7')) v.record = { at: performance.now(), text }
    })
    ws.once('close', () => (v.closed = performance.now()))
    ws.once('error', reject)
  })
}

/**
 * A client that speaks just enough WebSocket to finish the SignalR handshake and then never
 * answers anything, the close frame included. A process of its own, so the moment it sees the end
 * of its connection is not held up by this process reading the crowd's. Prints `ready`, then what
 * it received after the handshake and when its connection ended (epoch ms).
 */
const DEAF_CLIENT = `
const socket = require('node:net').connect(Number(process.argv[1]), '127.0.0.1')
const RS = '\\u001e'
let chunks = []
let upgraded = false
let ready = false
socket.on('connect', () => socket.write('GET ' + process.argv[2] + ' HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\n' +
  'Upgrade: websocket\\r\\nConnection: Upgrade\\r\\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\\r\\n' +
  'Sec-WebSocket-Version: 13\\r\\n\\r\\n'))
socket.on('data', (chunk) => {
  chunks.push(chunk)
  if (ready) return
  const all = Buffer.concat(chunks)
  if (!upgraded && all.includes('\\r\\n\\r\\n')) {
    upgraded = true
    if (!all.toString('latin1').startsWith('HTTP/1.1 101 ')) process.exit(2)
    // A client's frame is masked (RFC 6455 5.3): a zero mask keeps the payload as it is.
    const payload = Buffer.from('{"protocol":"json","version":1}' + RS)
    socket.write(Buffer.concat([Buffer.from([0x81, 0x80 | payload.length, 0, 0, 0, 0]), payload]))
  }
  if (upgraded && all.includes('{}' + RS)) {
    ready = true
    chunks = []
    process.stdout.write('ready\\n')
  }
})
socket.on('end', () => {
  process.stdout.write(JSON.stringify({ endAt: Date.now(), bytes: Buffer.concat(chunks).toString('hex') }) + '\\n')
  process.exit(0)
})
`

function deafClient(): Promise<{ ended: Promise<{ endAt: number; bytes: Buffer }> }> {
  const child = spawn(process.execPath, ['-e', DEAF_CLIENT, new URL(base).port, REALTIME.hubPath], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const lines = createInterface({ input: child.stdout })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the silent client exited (${code}) before its handshake`)))
    lines.once('line', (line) => {
      if (line !== 'ready') return reject(new Error(line))
      resolve({
        ended: new Promise((done) =>
          lines.once('line', (end) => {
            const { endAt, bytes } = JSON.parse(end) as { endAt: number; bytes: string }
            done({ endAt, bytes: Buffer.from(bytes, 'hex') })
          }),
        ),
      })
    })
  })
}

describe('the hub goodbye at the shutdown signal', () => {
  it('answers upgrades as usual before it: a forged token 401, a visitor 101', async () => {
    expect((await upgrade('access_token=forged')).status).toBe(401)
    expect((await upgrade('')).status).toBe(101)
  })

  it(`tells ${CROWD} sockets to reconnect at once, ends each connection after its close frame, refuses upgrades 503`, async () => {
    // The one that never answers the close frame is first in the hub's pass.
    const deaf = await deafClient()
    const official: HubClient = hubClient(base, '')
    let reconnectingAt = 0
    official.connection.onreconnecting(() => (reconnectingAt = performance.now()))
    await official.connection.start()
    const crowd: Visitor[] = Array.from({ length: CROWD }, () => ({}))
    try {
      const opening = performance.now()
      for (let i = 0; i < crowd.length; i += 250) await Promise.all(crowd.slice(i, i + 250).map(visitor))
      const openedMs = performance.now() - opening
      // A token lookup under way when the goodbye comes.
      const pending = upgrade('access_token=held-1')
      await expect.poll(() => held.has('held-1')).toBe(true)
      // The crowd, the silent client, the official one, and the first test's visitor.
      expect(t.app.realtime.stats().connections).toBe(CROWD + 3)

      const startedAt = Date.now()
      const started = performance.now()
      t.app.realtime.goodbye()
      const passMs = performance.now() - started
      // One synchronous pass: every socket is let go before anything else runs.
      expect(t.app.realtime.stats().connections).toBe(0)

      // The client that never answers: the record, then the close frame (opcode 8, code 1000),
      // then the end of the connection, well before the 1 s cut that was its only end before.
      const { endAt, bytes } = await deaf.ended
      const deafEnd = endAt - startedAt
      const record = `{"type":7,"error":"Server is shutting down.","allowReconnect":true}${RS}`
      expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x81, record.length]))
      expect(bytes.subarray(2, 2 + record.length).toString()).toBe(record)
      expect([...bytes.subarray(2 + record.length)]).toEqual([0x88, 2, 0x03, 0xe8])
      expect(deafEnd).toBeLessThan(900)

      // The official client reconnects (and is not closed); its first attempt meets the 503.
      await expect.poll(() => reconnectingAt, { timeout: 5_000 }).toBeGreaterThan(0)
      expect(official.connection.state).toBe(HubConnectionState.Reconnecting)

      // Every one of the crowd had its record, then the end of its connection.
      await expect.poll(() => crowd.filter((v) => v.closed === undefined).length, { timeout: 10_000 }).toBe(0)
      expect(crowd.filter((v) => v.record?.text !== record)).toEqual([])
      const lastRecord = Math.max(...crowd.map((v) => v.record!.at)) - started
      const lastClosed = Math.max(...crowd.map((v) => v.closed!)) - started
      expect(lastClosed).toBeLessThan(5_000)

      // The lookup under way ends in a 503 too, and every new upgrade is refused 503 before its
      // token is looked up (a forged one would be 401), with a retry at once elsewhere.
      held.get('held-1')!()
      expect(await pending).toEqual({ status: 503, retryAfter: '1' })
      for (const query of ['access_token=forged', '', 'access_token=held-2'])
        expect(await upgrade(query), query).toEqual({ status: 503, retryAfter: '1' })
      expect(held.has('held-2')).toBe(false)

      console.log(
        `hub goodbye: ${CROWD} sockets opened in ${(openedMs / 1000).toFixed(1)} s; the pass took ` +
          `${passMs.toFixed(0)} ms; the silent client's end after ${deafEnd.toFixed(0)} ms; every ` +
          `record within ${lastRecord.toFixed(0)} ms, every connection ended within ${lastClosed.toFixed(0)} ms`,
      )
    } finally {
      // A lookup left held would keep its connection, and the app's close, waiting.
      for (const answer of held.values()) answer()
      await official.connection.stop()
    }
  }, 60_000)
})
