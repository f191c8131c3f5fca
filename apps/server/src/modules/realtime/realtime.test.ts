import { sql } from 'drizzle-orm'
import { HubConnectionState } from '@microsoft/signalr'
import WebSocket from 'ws'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  HUB_TOPICS_PER_CONNECTION,
  NotificationType,
  REALTIME,
  SPORTS_TOPICS,
  SportsHubCommand,
  type Notification,
} from '@galata/contract'
import { api } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin } from '../../test/staff.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'

/**
 * The hub with the official @microsoft/signalr client in Node (docs/realtime.md; SECURITY.md: refused
 * without a valid token, closed when the session is revoked), and the raw protocol with `ws`.
 */

const ADMIN = { username: 'hubadmin1', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  PUBLIC_URL: 'http://galata.test',
})
let http: ReturnType<typeof api>
let admin: string
let base: string
const clients: HubClient[] = []

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
  base = await listen(t.app)
})
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
})

async function connect(token: string, query?: string) {
  const client = hubClient(base, token, query)
  clients.push(client)
  await client.connection.start()
  return client
}

async function playerId(usercode: string): Promise<number> {
  const r = await t.app.db.execute(sql`select id from players where usercode = ${usercode}`)
  return Number((r as unknown as { rows: { id: number }[] }).rows[0]!.id)
}

describe('connecting', () => {
  it('accepts a session token with negotiation skipped and records the fingerprint', async () => {
    const { token } = await http.register('hub1')
    const client = await connect(token, 'fingerprint=fp-hub1')
    expect(client.connection.state).toBe(HubConnectionState.Connected)
    expect(t.app.realtime.stats().connections).toBeGreaterThanOrEqual(1)
    await client.connection.stop()
  })

  it('refuses a forged or logged-out token', async () => {
    await expect(connect('not-a-session-token')).rejects.toThrow()
    const { token } = await http.register('hub2')
    await http.get('auth/logout', { token })
    await expect(connect(token)).rejects.toThrow()
  })

  it('answers 401 to a raw upgrade with a forged token and ignores other paths', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}${REALTIME.hubPath}?access_token=forged`)
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('error', () => resolve(-1))
    })
    expect(status).toBe(401)
    const other = await new Promise<string>((resolve) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/hub/other`)
      ws.on('error', () => resolve('refused'))
      ws.on('open', () => resolve('open'))
    })
    expect(other).toBe('refused')
  })
})

describe('the raw protocol', () => {
  async function raw(token: string) {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${REALTIME.hubPath}?access_token=${token}`)
    const frames: string[] = []
    ws.on('message', (d) => frames.push(d.toString()))
    await new Promise((resolve) => ws.on('open', resolve))
    const waitFrame = async (n: number) => {
      for (let i = 0; i < 100 && frames.length < n; i++) await new Promise((r) => setTimeout(r, 20))
      return frames[n - 1]
    }
    return { ws, frames, waitFrame }
  }

  it('answers the handshake with {} and an unknown method with a completion error', async () => {
    const { token } = await http.register('hub3')
    const { ws, waitFrame } = await raw(token)
    ws.send('{"protocol":"json","version":1}\u001e')
    expect(await waitFrame(1)).toBe('{}\u001e')
    ws.send('{"type":1,"invocationId":"7","target":"Nope","arguments":[]}\u001e{"type":6}\u001e')
    expect(JSON.parse((await waitFrame(2))!.slice(0, -1))).toMatchObject({ type: 3, invocationId: '7' })
    ws.close()
  })

  it('refuses another protocol in the handshake', async () => {
    const { token } = await http.register('hub4')
    const { ws, waitFrame } = await raw(token)
    const closed = new Promise((resolve) => ws.on('close', resolve))
    ws.send('{"protocol":"messagepack","version":1}\u001e')
    expect(JSON.parse((await waitFrame(1))!.slice(0, -1))).toHaveProperty('error')
    await closed
  })
})

describe('pushes', () => {
  it('delivers an operator message and a settled deposit with the new balance, live', async () => {
    const player = await http.register('hub5')
    const id = await playerId(player.usercode)
    const client = await connect(player.token)

    const sent = await http.post(
      'backoffice/notifications',
      { to: id, title: { tr: 'Merhaba', en: 'Hello' }, note: { tr: 'Hoş geldiniz', en: 'Welcome' } },
      { token: admin },
    )
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toMatchObject({ success: true, data: { recipients: 1 } })
    const pushed = JSON.parse((await client.next('Notification', 0)).message) as Notification
    expect(pushed).toMatchObject({
      type: NotificationType.System,
      title: 'Merhaba',
      note: 'Hoş geldiniz',
      isRead: false,
    })
    expect(pushed.timeStamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)

    // A deposit paid on the gateway's page: a Deposit notification and the balance, no polling.
    const methods = (await http.get('payment/methods?type=1', { token: player.token })).json<{
      data: { id: number; title: string }[]
    }>().data
    const card = methods.find((m) => m.title.includes('Kart'))!
    const dep = await http.post(
      'payment/deposit',
      {
        id: card.id,
        target: 'pay',
        detail: { amount: 250, CardNo: '4111 1111 1111 1234', holder: 'AYSE KAYA' },
      },
      { token: player.token },
    )
    const url = new URL(dep.json<{ data: string }>().data)
    const since = client.messages.length
    const paid = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ sig: url.searchParams.get('sig')!, action: 'pay' }).toString(),
    })
    expect(paid.statusCode).toBe(200)
    expect(JSON.parse((await client.next('Balance', since)).message)).toEqual({
      balance: 250,
      bonusBalance: 0,
    })
    const deposit = JSON.parse((await client.next('Notification', since)).message) as Notification
    expect(deposit).toMatchObject({ type: NotificationType.Deposit, title: 'Para yatırma onaylandı' })
    expect(deposit.note).toContain('250,00')
  })

  it('speaks the language of the connection', async () => {
    const player = await http.register('hub6')
    const client = await connect(player.token, 'fingerprint=x&locale=en')
    await http.post(
      'backoffice/notifications',
      {
        to: await playerId(player.usercode),
        title: { tr: 'Merhaba', en: 'Hello' },
        note: { tr: 'Not', en: 'Note' },
      },
      { token: admin },
    )
    expect(JSON.parse((await client.next('Notification', 0)).message)).toMatchObject({
      title: 'Hello',
      note: 'Note',
    })
  })
})

describe('revoked sessions', () => {
  it('closes the connection on logout and does not reconnect', async () => {
    const player = await http.register('hub7')
    const client = await connect(player.token)
    let reconnecting = false
    client.connection.onreconnecting(() => (reconnecting = true))
    await http.get('auth/logout', { token: player.token })
    const error = await client.closed
    expect(error?.message).toMatch(/Session ended/)
    expect(client.connection.state).toBe(HubConnectionState.Disconnected)
    expect(reconnecting).toBe(false)
  })

  it('closes only the other sessions on a password change', async () => {
    const player = await http.register('hub8')
    const other = await http.login('ayse' + 'hub8', 'Tulip-1453')
    const mine = await connect(player.token)
    const theirs = await connect(other)
    const res = await http.post(
      'customer/changepassword',
      { oldPassword: 'Tulip-1453', password: 'Secret-2nd', confirmPassword: 'Secret-2nd' },
      { token: player.token },
    )
    expect(res.statusCode).toBe(200)
    await theirs.closed
    expect(mine.connection.state).toBe(HubConnectionState.Connected)
  })
})

describe('public topics (docs/realtime.md)', () => {
  const publish = (topic: string, seq: number) =>
    t.app.realtime.publish({
      kind: 'topic',
      topic,
      command: SportsHubCommand.OddsChanged,
      message: JSON.stringify({ seq }),
    })

  it('lets a visitor without a token subscribe to a public topic and hear it, nothing personal', async () => {
    const visitor = await connect('')
    expect(visitor.connection.state).toBe(HubConnectionState.Connected)
    await visitor.connection.invoke('Subscribe', SPORTS_TOPICS.event(4242))
    await visitor.connection.invoke('Subscribe', SPORTS_TOPICS.live)
    await publish(SPORTS_TOPICS.event(4242), 1)
    await publish(SPORTS_TOPICS.event(4243), 1)
    expect(JSON.parse((await visitor.next(SportsHubCommand.OddsChanged, 0)).message)).toEqual({ seq: 1 })
    // An operator's message to everyone reaches players' sockets only.
    await http.post(
      'backoffice/notifications',
      { to: 'all', title: { tr: 'Duyuru', en: 'News' }, note: { tr: 'Not', en: 'Note' } },
      { token: admin },
    )
    await visitor.connection.invoke('Unsubscribe', SPORTS_TOPICS.event(4242))
    await publish(SPORTS_TOPICS.event(4242), 2)
    await publish(SPORTS_TOPICS.live, 1)
    await visitor.next(SportsHubCommand.OddsChanged, 1)
    expect(visitor.messages.map((m) => [m.command, m.message])).toEqual([
      [SportsHubCommand.OddsChanged, '{"seq":1}'],
      [SportsHubCommand.OddsChanged, '{"seq":1}'],
    ])
  })

  it('refuses a topic that is not public, and more than the cap', async () => {
    const visitor = await connect('')
    for (const topic of ['aviator:round', 'sports:event:0', 'sports:event:x', 'player:1'])
      await expect(visitor.connection.invoke('Subscribe', topic)).rejects.toThrow(/Not a public topic/)
    for (let i = 1; i <= HUB_TOPICS_PER_CONNECTION; i++)
      await visitor.connection.invoke('Subscribe', SPORTS_TOPICS.event(i))
    await expect(visitor.connection.invoke('Subscribe', SPORTS_TOPICS.live)).rejects.toThrow(/Too many/)
    await expect(visitor.connection.invoke('Nope')).rejects.toThrow(/Unknown hub method/)
    expect(visitor.connection.state).toBe(HubConnectionState.Connected)
  })

  it('lets a player subscribe too, and still refuses an invalid or revoked token with 401', async () => {
    const player = await http.register('hub9')
    const client = await connect(player.token)
    await client.connection.invoke('Subscribe', SPORTS_TOPICS.event(77))
    await publish(SPORTS_TOPICS.event(77), 5)
    expect(JSON.parse((await client.next(SportsHubCommand.OddsChanged, 0)).message)).toEqual({ seq: 5 })
    await http.get('auth/logout', { token: player.token })
    await client.closed
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(
        `${base.replace('http', 'ws')}${REALTIME.hubPath}?access_token=${player.token}`,
      )
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('open', () => resolve(101))
    })
    expect(status).toBe(401)
  })
})
