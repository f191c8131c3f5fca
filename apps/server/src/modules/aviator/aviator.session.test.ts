import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { REALTIME } from '@galata/contract'
import { api } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin } from '../../test/staff.js'
import { hubClient, hubUpgrade, listen, type HubClient } from '../../test/hub.js'
import { launchedPlayer } from '../../test/originals.js'

/*
 * First audit item 3 (docs/security.md), the hub half: Sky Aviator's page connects to the hub with its game
 * token. That socket watches its game's topic and nothing else (never the player's private pushes), is
 * refused once the session it was launched from ended, and is closed when that session is revoked.
 */

const ADMIN = { username: 'aviadmin1', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000',
})
const GAME = 'galata-aviator'
let http: ReturnType<typeof api>
let admin: string
let base: string
const clients: HubClient[] = []
const sockets: WebSocket[] = []

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
  base = await listen(t.app)
})
afterAll(async () => {
  for (const s of sockets) s.terminate()
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
})

/** A raw socket as the Aviator page opens it: game token in the query, SignalR JSON handshake. */
async function gameSocket(gameToken: string) {
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}${REALTIME.hubPath}?access_token=${encodeURIComponent(gameToken)}`,
  )
  sockets.push(ws)
  const records: {
    type?: number
    target?: string
    arguments?: string[]
    error?: string
    allowReconnect?: boolean
  }[] = []
  ws.on('message', (data) => {
    for (const part of String(data).split('\u001e')) if (part) records.push(JSON.parse(part) as never)
  })
  // Within 3 s: without the fix only the hub's 30 s silence timeout would ever close it.
  const closed = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('game socket still open after 3 s')), 3000)
    ws.on('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })
  closed.catch(() => {})
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)))
  })
  ws.send('{"protocol":"json","version":1}\u001e')
  await new Promise((r) => setTimeout(r, 100))
  const commands = () =>
    records.filter((r) => r.type === 1 && r.target === 'NotifyMessage').map((r) => r.arguments![0])
  return { ws, records, closed, commands }
}

const upgradeStatus = async (token: string) =>
  (await hubUpgrade(base, `access_token=${encodeURIComponent(token)}`, sockets)).status

describe('Sky Aviator game sockets (docs/security.md)', () => {
  it('never receive the player’s Notification or Balance pushes, which the site’s socket gets', async () => {
    const p = await launchedPlayer(t.app, 1, 20, GAME)
    const game = await gameSocket(p.gameToken)
    const site = hubClient(base, p.token)
    clients.push(site)
    await site.connection.start()

    const sent = await http.post(
      'backoffice/notifications',
      { to: p.playerId, title: { tr: 'Özel', en: 'Private' }, note: { tr: 'Not', en: 'Note' } },
      { token: admin },
    )
    expect(sent.statusCode).toBe(200)
    t.app.events.emit('wallet.balance_changed', { playerId: p.playerId })
    await site.next('Notification', 0)
    await site.next('Balance', 0)
    await new Promise((r) => setTimeout(r, 200))
    expect(game.commands()).not.toContain('Notification')
    expect(game.commands()).not.toContain('Balance')
    game.ws.close()
  })

  it('is closed when its session logs out, and its token is refused from then on', async () => {
    const p = await launchedPlayer(t.app, 2, 20, GAME)
    const game = await gameSocket(p.gameToken)
    await http.get('auth/logout', { token: p.token })
    await game.closed
    const close = game.records.find((r) => r.type === 7)
    expect(close).toMatchObject({ allowReconnect: false })
    expect(close?.error).toMatch(/Session ended/)
    expect(await upgradeStatus(p.gameToken)).toBe(401)
  })

  it('is closed when another session changes the password', async () => {
    const p = await launchedPlayer(t.app, 3, 20, GAME)
    const game = await gameSocket(p.gameToken)
    const other = await http.login('ayse3', 'Tulip-1453')
    const res = await http.post(
      'customer/changepassword',
      { oldPassword: 'Tulip-1453', password: 'Tulip-1454', confirmPassword: 'Tulip-1454' },
      { token: other },
    )
    expect(res.statusCode).toBe(200)
    await game.closed
    expect(await upgradeStatus(p.gameToken)).toBe(401)
  })
})
