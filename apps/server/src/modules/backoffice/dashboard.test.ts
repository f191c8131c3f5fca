import { sql } from 'drizzle-orm'
import { HubConnectionState } from '@microsoft/signalr'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DASHBOARD, DashboardHubCommand, type Dashboard } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'
import { placeBet, rollbackBet, settleWin } from '../../test/wagering.js'
import { checkLedger } from '../wallet/index.js'
import { operatorDay, pushDashboard } from './dashboard.service.js'

/*
 * docs/backoffice.md "The dashboard": the day's money from the ledger (stakes net of rollbacks,
 * wins, GGR, bonus cost, NGR, deposits), the queues with their oldest item's age, players online
 * summed over the instances' presence rows, sign-ups; the staff-only hub topic (a staff token with
 * `staff=1` hears it; a player's token cannot join it nor subscribe to it).
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
let http: ReturnType<typeof api>
let staffToken: string
let financeToken: string
let base: string
const clients: HubClient[] = []

beforeAll(async () => {
  http = api(t.app)
  staffToken = (await staffMember(t.app, ['auditor'], 'dashauditor1')).token
  financeToken = (await staffMember(t.app, ['finance'], 'dashfinance1')).token
  base = await listen(t.app)
})
afterAll(async () => {
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
  if (t.app) expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function connect(token: string, query = 'fingerprint=dash-fp') {
  const client = hubClient(base, token, query)
  clients.push(client)
  await client.connection.start()
  return client
}

async function dashboard(token = staffToken): Promise<Dashboard> {
  const res = await http.get('backoffice/dashboard', { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: Dashboard }>().data
}

const deps = () => ({ db: t.app.db, clock: t.app.clock, events: t.app.events })

describe('the operator day', () => {
  it('runs midnight to midnight in Istanbul (UTC+3)', () => {
    const day = operatorDay(Date.parse('2026-11-29T21:30:00Z'))
    expect(day.date).toBe('2026-11-30')
    expect(day.from.toISOString()).toBe('2026-11-29T21:00:00.000Z')
    expect(day.to.toISOString()).toBe('2026-11-30T21:00:00.000Z')
    expect(operatorDay(Date.parse('2026-11-29T20:59:59Z')).date).toBe('2026-11-29')
  })
})

describe('GET backoffice/dashboard', () => {
  it('is a staff read: a player token is 401', async () => {
    const p = await player(t.app, { signUp: 'dash0' })
    expect((await http.get('backoffice/dashboard', { token: p.token })).statusCode).toBe(401)
    expect((await http.get('backoffice/dashboard')).statusCode).toBe(401)
  })

  it('counts the day: stakes net of rollbacks, wins, GGR, bonus cost, NGR, deposits', async () => {
    const before = await dashboard()
    // 1,000 TRY deposited, and another player granted a 50 TRY bonus (fundPlayer posts both as the site does).
    const p = await player(t.app, { cash: 100_000n })
    await player(t.app, { bonus: 5_000n })
    const cmd = { provider: 'dash', playerId: p.id, currency: 'TRY' }
    await placeBet(deps(), { ...cmd, txId: 'd1', roundId: 'r1', amount: 10_000n })
    await settleWin(deps(), { ...cmd, txId: 'd1w', roundId: 'r1', refTxId: 'd1', amount: 3_000n })
    await placeBet(deps(), { ...cmd, txId: 'd2', roundId: 'r2', amount: 2_000n })
    await rollbackBet(deps(), { ...cmd, txId: 'd2r', roundId: 'r2', refTxId: 'd2' })
    const after = await dashboard()
    const delta = (f: (d: Dashboard) => number) => Math.round((f(after) - f(before)) * 100) / 100
    expect(delta((d) => d.stakes)).toBe(100)
    expect(delta((d) => d.wins)).toBe(30)
    expect(delta((d) => d.ggr)).toBe(70)
    expect(delta((d) => d.bonusCost)).toBe(50)
    expect(delta((d) => d.ngr)).toBe(20)
    expect(delta((d) => d.deposits.amount)).toBe(1000)
    expect(delta((d) => d.deposits.count)).toBe(1)
    expect(after.day.date).toBe(operatorDay(t.clock.now()).date)
  })

  it('lists the queues with their oldest item and the sign-ups', async () => {
    const before = await dashboard()
    const p = await player(t.app, { signUp: 'dash1', cash: 50_000n })
    const [method] = await rows<{ id: string }>(
      t.app,
      sql`select id::text from payment_methods where type = 2 limit 1`,
    )
    const at = new Date(t.clock.now() - 600_000).toISOString()
    await t.app.db.execute(
      sql`insert into payments (player_id, method_id, type, amount, status, detail, created_at, updated_at)
          values (${p.id}, ${method!.id}, 2, 1000, 2, '{}'::jsonb, ${at}, ${at})`,
    )
    const filed = await http.post(
      'backoffice/corrections',
      { playerId: p.id, balance: 'cash', amount: 5, reason: 'goodwill', note: 'dashboard test' },
      { token: financeToken },
    )
    expect(filed.statusCode, filed.body).toBe(200)
    const after = await dashboard()
    expect(after.signUps - before.signUps).toBe(1)
    expect(after.queues.withdrawals.count - before.queues.withdrawals.count).toBe(1)
    expect(after.queues.withdrawals.oldestAgeSeconds).toBeGreaterThanOrEqual(600)
    expect(after.queues.actions.count - before.queues.actions.count).toBe(1)
    expect(after.queues.actions.oldestAgeSeconds).not.toBeNull()
  })

  it('sums players online over the instances heard from lately', async () => {
    const before = await dashboard()
    const p = await player(t.app, { signUp: 'dash2' })
    await connect(p.token)
    const now = t.clock.now()
    await t.app.db.execute(
      sql`insert into hub_presence (instance_id, players, connections, seen_at) values
          ('other-live', 5, 7, ${new Date(now - 5_000).toISOString()}),
          ('other-gone', 9, 9, ${new Date(now - DASHBOARD.presenceStaleMs - 1_000).toISOString()})`,
    )
    const after = await dashboard()
    expect(after.playersOnline - before.playersOnline).toBe(6)
    await t.app.db.execute(sql`delete from hub_presence where instance_id like 'other-%'`)
  })
})

describe('the staff topic', () => {
  it('pushes the figures to a staff socket and never to a player', async () => {
    const p = await player(t.app, { signUp: 'dash3' })
    const staffSocket = await connect(staffToken, 'fingerprint=bo&staff=1')
    const playerSocket = await connect(p.token)
    // A player cannot subscribe to it (not a public topic) …
    await expect(playerSocket.connection.invoke('Subscribe', DASHBOARD.topic)).rejects.toThrow(
      /Not a public topic/,
    )
    // … nor open a staff socket with their token; a staff token opens no player socket either.
    await expect(connect(p.token, 'fingerprint=x&staff=1')).rejects.toThrow()
    await expect(connect(staffToken)).rejects.toThrow()
    expect(t.app.realtime.watching(DASHBOARD.topic)).toBe(1)

    const state = { last: null, lastAt: 0 }
    const since = staffSocket.messages.length
    await pushDashboard(t.app, state)
    const pushed = await staffSocket.next(DashboardHubCommand.Figures, since)
    expect(JSON.parse(pushed.message) as Dashboard).toMatchObject({
      day: { date: operatorDay(t.clock.now()).date },
    })
    // Unchanged figures are not sent again within the minute; a change is.
    await pushDashboard(t.app, state)
    expect(staffSocket.messages.filter((m) => m.command === DashboardHubCommand.Figures)).toHaveLength(1)
    await player(t.app, { signUp: 'dash4' })
    await pushDashboard(t.app, state)
    await staffSocket.next(DashboardHubCommand.Figures, since + 1)
    expect(playerSocket.messages.some((m) => m.command === DashboardHubCommand.Figures)).toBe(false)
    expect(staffSocket.connection.state).toBe(HubConnectionState.Connected)
  })

  it('closes a staff socket at once when its session is logged out', async () => {
    const member = await staffMember(t.app, ['risk'], 'dashrisk1')
    const socket = await connect(member.token, 'fingerprint=bo3&staff=1')
    expect((await http.post('backoffice/auth/logout', {}, { token: member.token })).statusCode).toBe(200)
    await socket.closed
    expect(socket.connection.state).toBe(HubConnectionState.Disconnected)
  })

  it('closes a staff socket once its session has ended', async () => {
    const member = await staffMember(t.app, ['support'], 'dashsupport1')
    const socket = await connect(member.token, 'fingerprint=bo2&staff=1')
    await t.app.db.execute(sql`update staff set active = false where id = ${member.id}`)
    t.clock.advance(31 * 60_000)
    await t.app.realtime.sweep()
    await socket.closed
    expect(socket.connection.state).toBe(HubConnectionState.Disconnected)
  })
})
