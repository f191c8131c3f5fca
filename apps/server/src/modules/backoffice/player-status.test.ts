import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { errorCatalog, REALTIME, successMessages } from '@galata/contract'
import { ACCOUNT_TABLES, api, countRows, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { hubClient, listen, type HubClient } from '../../test/hub.js'
import { exchangeLaunchUrl, launchedPlayer } from '../../test/originals.js'
import { staffIdOf, staffLogin, staffMember } from '../../test/staff.js'
import { checkLedger } from '../wallet/index.js'

/*
 * First audit item 5 (docs/security.md; support tools): the pages tell players support can close their
 * account, so an operator sets a player's status from the back office. Suspending or closing ends every
 * session at once (HTTP, game calls, the site's and Sky Aviator's sockets) and leaves the balance alone;
 * every change is audit-logged with who, why and from where. Runs on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

const ADMIN = { username: 'statusadmin1', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000',
})
let http: ReturnType<typeof api>
let admin: string
let adminId: number
let support: string
let supportId: number
let supportStaffId: number
let base: string
const clients: HubClient[] = []
const sockets: WebSocket[] = []

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
  adminId = await staffIdOf(t.app, ADMIN.username)
  support = await operatorToken('sup1', 'support')
  supportId = await idOf('aysesup1')
  supportStaffId = await staffIdOf(t.app, 'opsup1')
  base = await listen(t.app)
})
afterAll(async () => {
  for (const s of sockets) s.terminate()
  await Promise.allSettled(clients.map((c) => c.connection.stop()))
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

async function idOf(username: string): Promise<number> {
  const [r] = await rows<{ id: number }>(t.app, sql`select id from players where username = ${username}`)
  return Number(r!.id)
}

/** The player sessions of the accounts `operatorToken` made, by `n`. */
const playerTokens = new Map<string, string>()

/**
 * An operator as the move to staff accounts leaves one (docs/backoffice.md): a player account
 * (`ayse{n}`) with an operator role, and the staff member `op{n}` that names it. Answers the staff token.
 */
async function operatorToken(n: string, role: 'support' | 'finance' | 'content' | 'admin') {
  const { token } = await http.register(n)
  playerTokens.set(n, token)
  await t.app.db.execute(sql`update players set role = ${role} where username = ${`ayse${n}`}`)
  return (await staffMember(t.app, [role], `op${n}`, await idOf(`ayse${n}`))).token
}

const REASON = 'Oyuncu telefonla hesabının kapatılmasını istedi (çağrı 4711).'

function setStatus(
  token: string,
  playerId: number | string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return http.post(`backoffice/players/${playerId}/status`, body, {
    token,
    headers: { 'x-fingerprint': 'op-fp-1', 'user-agent': 'backoffice-test', ...headers },
    ip: '10.20.30.40',
  })
}

async function statusOf(playerId: number): Promise<string> {
  const [r] = await rows<{ status: string }>(t.app, sql`select status from players where id = ${playerId}`)
  return r!.status
}

async function auditOf(playerId: number) {
  return rows<{
    action: string
    actor_kind: string
    actor_id: string
    ip: string
    fingerprint: string
    detail: Record<string, unknown>
  }>(
    t.app,
    sql`select action, actor_kind, actor_id, ip, fingerprint, detail from audit_log
        where action = 'backoffice.player.status' and detail->>'playerId' = ${String(playerId)} order by id`,
  )
}

/** A game call as the Originals page makes it (dice, 1 lira under 49.5). */
function diceBet(gameToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/originals/galata-dice/bet',
    headers: { 'x-game-token': gameToken, 'x-locale': 'en', 'content-type': 'application/json' },
    payload: JSON.stringify({ stake: 1, target: 49.5, direction: 'under' }),
  })
}

async function launch(token: string, code: string): Promise<string> {
  const res = await http.post('casino/launchurl', { code, providerId: 1, isMobile: false }, { token })
  expect(res.json().success, res.body).toBe(true)
  return (await exchangeLaunchUrl(t.app, res.json().data as string)).gameToken
}

/** Sky Aviator's socket as its page opens it: game token in the query, SignalR JSON handshake. */
async function gameSocket(gameToken: string) {
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}${REALTIME.hubPath}?access_token=${encodeURIComponent(gameToken)}`,
  )
  sockets.push(ws)
  const records: { type?: number; error?: string; allowReconnect?: boolean }[] = []
  ws.on('message', (data) => {
    for (const part of String(data).split('\u001e')) if (part) records.push(JSON.parse(part) as never)
  })
  // Within 3 s: the hub's periodic recheck alone would take longer, so this proves the revocation.
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
  return { ws, records, closed }
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms)),
  ])
}

describe('POST /api/backoffice/players/:id/status (docs/security.md, first audit item 5)', () => {
  it('support suspends a player: session, login, game calls and sockets end at once; audited', async () => {
    const p = await launchedPlayer(t.app, 1, 20, 'galata-aviator')
    const diceToken = await launch(p.token, 'galata-dice')
    expect((await diceBet(diceToken)).statusCode).toBe(200)
    const site = hubClient(base, p.token)
    clients.push(site)
    await site.connection.start()
    const game = await gameSocket(p.gameToken)
    const balanceBefore = (await http.get('user/balance', { token: p.token })).json().data

    const res = await setStatus(support, p.playerId, { status: 'suspended', reason: REASON })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: successMessages.PLAYER_STATUS_CHANGED.tr,
      data: {
        id: p.playerId,
        status: 'suspended',
        previousStatus: 'active',
        changed: true,
        sessionsEnded: 1,
        balances: { cash: balanceBefore.balance, bonus: 0, pendingWithdrawal: 0 },
      },
    })

    // The session token is refused on the very next request, and so is a fresh login.
    expect((await http.get('customer/profile', { token: p.token })).statusCode).toBe(401)
    const login = await http.post('auth/login', { username: 'ayse1', password: 'Tulip-1453' })
    expect(login.statusCode).toBe(403)
    expect(login.json().code).toBe('ACCOUNT_DISABLED')
    // The game token is still inside its 15 minutes, but its session is gone.
    const bet = await diceBet(diceToken)
    expect(bet.statusCode, bet.body).toBe(401)
    expect(bet.json().code).toBe('GAME_SESSION_EXPIRED')
    // Both sockets are closed by the revocation, not by a later recheck, and told not to reconnect.
    const siteError = await within(site.closed, 3000, 'site socket still open after 3 s')
    expect(siteError?.message).toMatch(/Session ended \(account_suspended\)/)
    await game.closed
    expect(game.records.find((r) => r.type === 7)).toMatchObject({ allowReconnect: false })

    const [session] = await rows<{ revoke_reason: string }>(
      t.app,
      sql`select revoke_reason from sessions where player_id = ${p.playerId}`,
    )
    expect(session!.revoke_reason).toBe('account_suspended')
    expect(await auditOf(p.playerId)).toEqual([
      {
        action: 'backoffice.player.status',
        actor_kind: 'staff',
        actor_id: String(supportStaffId),
        ip: '10.20.30.40',
        fingerprint: 'op-fp-1',
        detail: {
          playerId: p.playerId,
          from: 'active',
          to: 'suspended',
          reason: REASON,
          role: 'support',
          sessionsEnded: 1,
          cash: String(Math.round(balanceBefore.balance * 100)),
          bonus: '0',
          pendingWithdrawal: '0',
        },
      },
    ])
  })

  it('reactivation by support lets a suspended player log in and play again', async () => {
    const p = await launchedPlayer(t.app, 2, 20, 'galata-dice')
    expect((await setStatus(support, p.playerId, { status: 'suspended', reason: REASON })).statusCode).toBe(
      200,
    )
    const back = await setStatus(
      support,
      p.playerId,
      { status: 'active', reason: 'Kimlik doğrulandı.' },
      { 'x-locale': 'en' },
    )
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json()).toMatchObject({
      message: successMessages.PLAYER_STATUS_CHANGED.en,
      data: { status: 'active', previousStatus: 'suspended', changed: true, sessionsEnded: 0 },
    })
    const token = await http.login('ayse2', 'Tulip-1453')
    expect((await http.get('customer/profile', { token })).statusCode).toBe(200)
    expect((await diceBet(await launch(token, 'galata-dice'))).statusCode).toBe(200)
    expect((await auditOf(p.playerId)).map((r) => [r.detail.from, r.detail.to])).toEqual([
      ['active', 'suspended'],
      ['suspended', 'active'],
    ])
  })

  it('closing leaves the balance alone; only admin reopens a closed account', async () => {
    const p = await launchedPlayer(t.app, 3, 25, 'galata-dice')
    const closed = await setStatus(support, p.playerId, { status: 'closed', reason: REASON })
    expect(closed.json()).toMatchObject({
      data: { status: 'closed', changed: true, balances: { cash: 25, bonus: 0, pendingWithdrawal: 0 } },
    })
    const before = await countRows(t.app, ACCOUNT_TABLES)
    for (const status of ['active', 'suspended']) {
      const refused = await setStatus(support, p.playerId, { status, reason: 'Geri açılsın.' })
      expect(refused.statusCode).toBe(403)
      expect(refused.json().code).toBe('FORBIDDEN')
    }
    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
    expect(await statusOf(p.playerId)).toBe('closed')

    const reopened = await setStatus(admin, p.playerId, { status: 'active', reason: 'Oyuncunun talebi.' })
    expect(reopened.json()).toMatchObject({ data: { status: 'active', previousStatus: 'closed' } })
    const token = await http.login('ayse3', 'Tulip-1453')
    expect((await http.get('user/balance', { token })).json().data.balance).toBe(25)
    expect((await auditOf(p.playerId)).at(-1)).toMatchObject({
      actor_id: String(adminId),
      detail: { from: 'closed', to: 'active', role: 'admin', cash: '2500' },
    })
  })

  it('the same status again is a no-op: 200, nothing written, no session ended', async () => {
    const p = await launchedPlayer(t.app, 4, 5, 'galata-dice')
    await setStatus(support, p.playerId, { status: 'suspended', reason: REASON })
    const other = await http.register('other4')
    const before = await countRows(t.app, ACCOUNT_TABLES)
    const again = await setStatus(support, p.playerId, { status: 'suspended', reason: 'Tekrar.' })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({
      message: successMessages.PLAYER_STATUS_UNCHANGED.tr,
      data: { status: 'suspended', previousStatus: 'suspended', changed: false, sessionsEnded: 0 },
    })
    const active = await setStatus(support, await idOf('ayseother4'), { status: 'active', reason: 'Tekrar.' })
    expect(active.json().data.changed).toBe(false)
    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
    expect(await auditOf(p.playerId)).toHaveLength(1)
    expect((await http.get('customer/profile', { token: other.token })).statusCode).toBe(200)
  })

  it('refuses finance and content with 403, a player with 401, and changes nothing', async () => {
    const target = await http.register('target5')
    const targetId = await idOf('aysetarget5')
    const player = await http.register('plain5')
    const finance = await operatorToken('fin5', 'finance')
    const content = await operatorToken('con5', 'content')
    const before = await countRows(t.app, ACCOUNT_TABLES)
    for (const token of [finance, content]) {
      // A valid body and an invalid one alike: the role check comes first, the body reveals nothing.
      for (const body of [{ status: 'closed', reason: REASON }, { status: 'nope' }]) {
        const res = await setStatus(token, targetId, body)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: errorCatalog.FORBIDDEN.message.tr })
      }
    }
    // A player's session is no staff session at all (docs/backoffice.md).
    for (const body of [{ status: 'closed', reason: REASON }, { status: 'nope' }])
      expect((await setStatus(player.token, targetId, body)).json()).toMatchObject({ code: 'UNAUTHORIZED' })
    const guest = await http.post(`backoffice/players/${targetId}/status`, {
      status: 'closed',
      reason: REASON,
    })
    expect(guest.statusCode).toBe(401)
    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
    expect(await statusOf(targetId)).toBe('active')
    expect((await http.get('customer/profile', { token: target.token })).statusCode).toBe(200)
  })

  it('refuses an operator’s own status; another operator’s account is admin’s alone', async () => {
    const colleague = await operatorToken('sup6', 'support')
    const colleagueId = await idOf('aysesup6')
    const before = await countRows(t.app, ACCOUNT_TABLES)
    for (const [token, id] of [[support, supportId]] as const) {
      const own = await setStatus(token, id, { status: 'closed', reason: REASON }, { 'x-locale': 'en' })
      expect(own.statusCode).toBe(403)
      expect(own.json()).toMatchObject({
        code: 'OWN_STATUS_CHANGE',
        message: errorCatalog.OWN_STATUS_CHANGE.message.en,
      })
    }
    const bySupport = await setStatus(support, colleagueId, { status: 'suspended', reason: REASON })
    expect(bySupport.statusCode).toBe(403)
    expect(bySupport.json().code).toBe('FORBIDDEN')
    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
    for (const id of [supportId, colleagueId]) expect(await statusOf(id)).toBe('active')

    const byAdmin = await setStatus(admin, colleagueId, { status: 'suspended', reason: REASON })
    expect(byAdmin.statusCode, byAdmin.body).toBe(200)
    expect((await http.get('customer/profile', { token: playerTokens.get('sup6') })).statusCode).toBe(401)
    // The colleague's staff session is another account: untouched.
    expect((await http.get('backoffice/payments', { token: colleague })).statusCode).toBe(200)
    expect(await auditOf(colleagueId)).toMatchObject([
      { actor_id: String(adminId), detail: { role: 'admin' } },
    ])
  })

  it('refuses a bad body or id with a localized 400 and writes nothing; an unknown id is 404', async () => {
    const target = await http.register('target7')
    const targetId = await idOf('aysetarget7')
    const before = await countRows(t.app, ACCOUNT_TABLES)
    const cases: [unknown, Record<string, string>][] = [
      [{}, { status: 'required', reason: 'required' }],
      [{ status: 'banned', reason: REASON }, { status: 'invalid_option' }],
      [{ status: 'closed', reason: '   ' }, { reason: 'whitespace_only' }],
      [{ status: 'closed', reason: 'x'.repeat(501) }, { reason: 'too_long' }],
      [{ status: 'closed', reason: 'ok' }, { reason: 'too_short' }],
      [{ status: 'closed', reason: 7 }, { reason: 'invalid_type' }],
    ]
    for (const [body, errors] of cases) {
      for (const locale of ['tr', 'en'] as const) {
        const res = await setStatus(support, targetId, body, { 'x-locale': locale })
        expect(res.statusCode, JSON.stringify(body)).toBe(400)
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          message: errorCatalog.VALIDATION_FAILED.message[locale],
          errors,
        })
      }
    }
    const extra = await setStatus(support, targetId, { status: 'closed', reason: REASON, amount: 5 })
    expect(extra.statusCode).toBe(400)
    expect((await setStatus(support, targetId, '{"status":')).statusCode).toBe(400)
    expect((await setStatus(support, 'abc', { status: 'closed', reason: REASON })).statusCode).toBe(400)

    const unknown = await setStatus(support, 987654321, { status: 'closed', reason: REASON })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: errorCatalog.NOT_FOUND.message.tr })

    expect(await countRows(t.app, ACCOUNT_TABLES)).toEqual(before)
    expect(await statusOf(targetId)).toBe('active')
    expect((await http.get('customer/profile', { token: target.token })).statusCode).toBe(200)
  })
})
