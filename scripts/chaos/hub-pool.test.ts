import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer, type WebSocket } from 'ws'
import { HubCrowdPool, OwnerBook, SOCKETS_PER_CHILD, splitClients } from './hub-pool.js'
import { sourceAddress, type HubClient } from './sockets.js'
import { CHILD_NICE } from './stalls.js'

const RS = '\u001e'
// HUB_POOL_SOCKETS=9000 proves the real split (two children of 4,500 under SOCKETS_PER_CHILD);
// by default a small crowd with a small share per child shows the same thing quickly.
const proofSockets = Number(process.env.HUB_POOL_SOCKETS ?? 0)
const sockets = proofSockets || 300
const perChild = proofSockets ? SOCKETS_PER_CHILD : 200

/** A hub that answers SignalR's JSON handshake and nothing else. */
let server: WebSocketServer
/** The source addresses the hub saw: each client connects from its own (sockets.ts `sourceAddress`). */
const addresses = new Set<string>()
let hub: Server
let url: string
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

beforeAll(async () => {
  // A backlog like nginx's, so the reconnects after a drop are not refused by the test's own hub.
  hub = createServer()
  server = new WebSocketServer({ server: hub, perMessageDeflate: false })
  server.on('connection', (ws: WebSocket, request: IncomingMessage) => {
    addresses.add(request.socket.remoteAddress!)
    ws.on('message', (data) => {
      if (data.toString().startsWith('{"protocol"')) ws.send(`{}${RS}`)
    })
  })
  hub.listen({ port: 0, host: '127.0.0.1', backlog: 4_096 })
  await once(hub, 'listening')
  url = `ws://127.0.0.1:${(hub.address() as AddressInfo).port}/hub/frnotify`
})

afterAll(() => {
  for (const ws of server.clients) ws.terminate()
  server.close()
  hub.close()
})

describe('splitClients', () => {
  it('puts 20,000 sockets in three children and 9,000 in two, none over the limit', () => {
    const full = splitClients(Array.from({ length: 20_000 }, (_, i) => i))
    expect(full.map((s) => s.length)).toEqual([6_667, 6_667, 6_666])
    expect(splitClients(Array.from({ length: 9_000 }, (_, i) => i)).map((s) => s.length)).toEqual([
      4_500, 4_500,
    ])
    expect(splitClients(Array.from({ length: 8_000 }, (_, i) => i))).toHaveLength(1)
    expect(splitClients([])).toEqual([])
  })

  it('deals the players and the visitors to every child', () => {
    const clients = [...Array<string>(10).fill('player'), ...Array<string>(30).fill('visitor')]
    for (const share of splitClients(clients, 20))
      expect(new Set(share)).toEqual(new Set(['player', 'visitor']))
  })
})

describe('sourceAddress', () => {
  it('gives 20,000 clients 20,000 loopback addresses, none of them 127.0.0.1', () => {
    const all = Array.from({ length: 20_000 }, (_, n) => sourceAddress(n))
    expect(new Set(all).size).toBe(20_000)
    for (const a of all) expect(a).toMatch(/^127\.(\d+)\.(\d+)\.(\d+)$/)
    expect(all).not.toContain('127.0.0.1')
  })
})

describe('OwnerBook', () => {
  it('hands every ticket it is given on and still reads as a map', () => {
    const book = new OwnerBook()
    const seen: [number, string][] = []
    book.onSet = (id, owner) => seen.push([id, owner])
    book.set(1, 'alice').set(2, 'bob')
    expect(seen).toEqual([
      [1, 'alice'],
      [2, 'bob'],
    ])
    expect(book.get(2)).toBe('bob')
  })
})

describe('HubCrowdPool', () => {
  it(`opens ${sockets} sockets over two children, checks leaks with the owners sent and reports reconnects`, async () => {
    const pool = new HubCrowdPool(perChild)
    const players = ['alice', 'bob']
    const clients: HubClient[] = Array.from({ length: sockets }, (_, i) => ({
      url,
      owner: i < players.length ? players[i]! : null,
      topic: i < players.length ? null : 'sports:live',
    }))
    pool.owners.set(7, 'alice')
    const started = performance.now()
    await pool.start(clients)
    const openMs = performance.now() - started
    await expect.poll(() => pool.openCount, { timeout: 5_000 }).toBe(sockets)
    expect(pool.pids).toHaveLength(2)
    expect(pool.openByChild).toEqual([sockets / 2, sockets / 2])
    // As root each child runs ahead of the stack, at the nice value it reports (stalls.ts).
    const root = process.getuid?.() === 0
    expect(pool.loops.map((c) => c.ahead)).toEqual([root, root])
    if (root) for (const pid of pool.pids) expect(getPriority(pid)).toBe(CHILD_NICE)
    expect(server.clients.size).toBe(sockets)
    // Two children each number their clients from 0, so each address is shared by at most two.
    expect(addresses.size).toBe(sockets / 2)
    expect(addresses.has('127.0.0.1')).toBe(false)

    // A ticket placed during the run reaches the children before its offer does.
    pool.owners.set(8, 'bob')
    await new Promise((r) => setTimeout(r, 300))
    const offer = (ticketId: number) =>
      JSON.stringify({ type: 1, target: 'CashoutOffer', arguments: [{ ticketId }] }) + RS
    for (const ws of server.clients) ws.send(offer(7) + offer(8))
    // alice sees bob's ticket 8, bob sees alice's 7, every visitor sees both: all leaks.
    const leaks = 2 + (sockets - 2) * 2
    await expect.poll(() => pool.leaks, { timeout: 10_000 }).toBe(leaks)
    expect(pool.frames).toBe(sockets * 2)

    // A third of the sockets dropped, as when one instance of three is killed: back at once.
    const since = Date.now()
    let n = 0
    for (const ws of [...server.clients]) if (n++ % 3 === 0) ws.terminate()
    // The time is the machine's (the run's "hub clients back after"); here only that it is read.
    const back = await pool.backAfter(since, 60_000)
    expect(back).not.toBeNull()
    expect(back!).toBeGreaterThan(0)
    expect(pool.openCount).toBe(sockets)

    // A stopping instance's goodbye to another third: a close record that allows reconnecting, the
    // connection left open by the server (a loaded instance that has not finished the close). The
    // clients follow the record as the official client does: drop the socket, come back at once.
    const told = [...server.clients].filter((_, i) => i % 3 === 1)
    const goodbye = `{"type":7,"error":"Server is shutting down.","allowReconnect":true}${RS}`
    const toldAt = performance.now()
    for (const ws of told) ws.send(goodbye)
    await expect
      .poll(() => told.filter((ws) => ws.readyState !== ws.CLOSED).length, { timeout: 5_000 })
      .toBe(0)
    await expect.poll(() => server.clients.size, { timeout: 5_000 }).toBe(sockets)
    const followedMs = performance.now() - toldAt
    await expect.poll(() => pool.openCount, { timeout: 5_000 }).toBe(sockets)
    expect(pool.goodbyes).toBe(told.length)

    const pids = pool.pids
    await pool.stop()
    expect(pids.filter(alive)).toEqual([])
    console.log(
      `hub pool: ${sockets} sockets opened in ${(openMs / 1000).toFixed(1)} s over children ${pids.join(', ')}; ` +
        `all back ${back!.toFixed(2)} s after a third were dropped; ${told.length} told to reconnect ` +
        `were open again within ${followedMs.toFixed(0)} ms`,
    )
  })

  it('stops its children when the run is killed outright', async () => {
    const run = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./hub-pool.fixture.ts', import.meta.url))],
      { env: { ...process.env, HUB_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      const [line] = (await once(run.stdout, 'data')) as [Buffer]
      const { pids, open } = JSON.parse(line.toString()) as { pids: number[]; open: number }
      expect(pids).toHaveLength(2)
      expect(pids.every(alive)).toBe(true)
      expect(open).toBe(4)
      run.kill('SIGKILL')
      await expect.poll(() => pids.filter(alive), { timeout: 10_000 }).toEqual([])
    } finally {
      run.kill('SIGKILL')
    }
  })
})
