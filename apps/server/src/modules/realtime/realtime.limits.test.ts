import { HubConnectionState } from '@microsoft/signalr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type WebSocket from 'ws'
import { api } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, hubUpgrade, listen, type HubClient } from '../../test/hub.js'
import { SESSION_POLICY } from '../auth/index.js'

/*
 * First audit item 12 (docs/security.md): the hub closes a socket when its session expires (the keep-alive
 * pass walks every socket), and caps sockets per session, sockets per address and upgrades per address per
 * minute (HTTP 429 on the upgrade). Small limits here; TRUST_PROXY lets each test come from its own
 * address through X-Forwarded-For.
 */

const t = useTestApp({
  TRUST_PROXY: 'true',
  RATE_LIMIT_MAX: '1000',
  HUB_SOCKETS_PER_SESSION: '2',
  HUB_SOCKETS_PER_ADDRESS: '3',
  HUB_UPGRADES_PER_MINUTE: '5',
})
let http: ReturnType<typeof api>
let base: string
const clients: HubClient[] = []
const sockets: WebSocket[] = []

beforeAll(async () => {
  http = api(t.app)
  base = await listen(t.app)
})
afterAll(async () => {
  for (const s of sockets) s.terminate()
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
})

/** A raw upgrade from `address`: 101 when a socket opened, else the HTTP status it was refused with. */
const upgrade = async (token: string, address: string) =>
  (await hubUpgrade(base, `access_token=${token}`, sockets, { 'x-forwarded-for': address })).status

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms))])

describe('hub: session expiry (docs/security.md)', () => {
  it('closes a socket whose session went idle, at the next keep-alive pass, without reconnecting', async () => {
    const { token } = await http.register('lim1')
    const client = hubClient(base, token)
    clients.push(client)
    await client.connection.start()
    let reconnecting = false
    client.connection.onreconnecting(() => (reconnecting = true))
    t.clock.advance(SESSION_POLICY.idleMs + 1000)
    await t.app.realtime.sweep()
    const error = await within(client.closed, 3000, 'still connected after its session expired')
    expect(error?.message).toMatch(/Session ended \(expired\)/)
    expect(client.connection.state).toBe(HubConnectionState.Disconnected)
    expect(reconnecting).toBe(false)
  })

  it('keeps a socket whose session is still in use past the end it had at connect', async () => {
    const { token } = await http.register('lim2')
    const client = hubClient(base, token)
    clients.push(client)
    await client.connection.start()
    t.clock.advance(SESSION_POLICY.idleMs - 5 * 60_000)
    // The open site polls the balance: the session is seen, its idle end moves on.
    expect((await http.get('customer/profile', { token })).statusCode).toBe(200)
    t.clock.advance(10 * 60_000)
    await t.app.realtime.sweep()
    await new Promise((r) => setTimeout(r, 200))
    expect(client.connection.state).toBe(HubConnectionState.Connected)
    await client.connection.stop()
  })

  it('closes a socket at the session’s absolute end', async () => {
    const { token } = await http.register('lim3')
    const client = hubClient(base, token)
    clients.push(client)
    await client.connection.start()
    // Seen every 25 minutes, never idle, until the 12 hours are up.
    for (let at = 25 * 60_000; at < SESSION_POLICY.absoluteMs; at += 25 * 60_000) {
      t.clock.advance(25 * 60_000)
      expect((await http.get('customer/profile', { token })).statusCode).toBe(200)
      await t.app.realtime.sweep()
    }
    expect(client.connection.state).toBe(HubConnectionState.Connected)
    t.clock.advance(25 * 60_000)
    await t.app.realtime.sweep()
    const error = await within(client.closed, 3000, 'still connected after 12 hours')
    expect(error?.message).toMatch(/Session ended/)
  })
})

describe('hub: caps (docs/security.md)', () => {
  it('refuses a third socket for one session with 429', async () => {
    const { token } = await http.register('lim4')
    expect(await upgrade(token, '10.0.0.4')).toBe(101)
    expect(await upgrade(token, '10.0.0.5')).toBe(101)
    expect(await upgrade(token, '10.0.0.6')).toBe(429)
  })

  it('refuses a fourth socket from one address with 429, whatever the sessions', async () => {
    const tokens = await Promise.all(
      ['lim5', 'lim6', 'lim7', 'lim8'].map(async (n) => (await http.register(n)).token),
    )
    for (const token of tokens.slice(0, 3)) expect(await upgrade(token, '10.0.1.1')).toBe(101)
    expect(await upgrade(tokens[3]!, '10.0.1.1')).toBe(429)
    // Another address is not affected.
    expect(await upgrade(tokens[3]!, '10.0.1.2')).toBe(101)
  })

  it('refuses the sixth upgrade from one address within a minute with 429, valid token or not', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push(await upgrade('no-such-token', '10.0.2.1'))
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    t.clock.advance(60_000)
    expect(await upgrade('no-such-token', '10.0.2.1')).toBe(401)
  })
})
