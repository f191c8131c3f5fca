import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PendingAction } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffIdOf, staffLogin, staffMember } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { checkLedger } from '../wallet/index.js'
import { expireActions } from './actions.service.js'

/*
 * docs/backoffice.md "Four eyes": a correction filed by one finance operator moves nothing until a
 * different one approves it; approving one's own is FOUR_EYES_SELF; a debit above the balance
 * fails the approval and changes nothing; after 24 hours it expires; two approvals at once run it
 * once (PostgreSQL with TEST_DATABASE_URL: real parallel connections). The audit search and the
 * chain's walk (admin; support gets 403). The ledger checker runs after the file.
 */

const ADMIN = { username: 'galataadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000',
})
let http: ReturnType<typeof api>
const tokens = {} as Record<'admin' | 'admin2' | 'finA' | 'finB' | 'support', string>
const ids = {} as Record<'admin' | 'admin2' | 'finA' | 'finB' | 'support', number>

async function operator(n: string, role: 'finance' | 'support' | 'admin') {
  return staffMember(t.app, [role], n)
}

beforeAll(async () => {
  http = api(t.app)
  tokens.admin = await staffLogin(t.app, ADMIN)
  ids.admin = await staffIdOf(t.app, ADMIN.username)
  for (const [name, role] of [
    ['finA', 'finance'],
    ['finB', 'finance'],
    ['support', 'support'],
    ['admin2', 'admin'],
  ] as const) {
    const p = await operator(`op${name}`, role)
    tokens[name] = p.token
    ids[name] = p.id
  }
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const file = (who: keyof typeof tokens, body: unknown) =>
  http.post('backoffice/corrections', body, { token: tokens[who] })
const decide = (who: keyof typeof tokens, id: number, verb: 'approve' | 'reject', body: unknown = {}) =>
  http.post(`backoffice/actions/${id}/${verb}`, body, { token: tokens[who] })
const dataOf = (res: { json: <T>() => T }) => res.json<{ data: PendingAction }>().data

async function balances(playerId: number) {
  const r = await rows<{ kind: string; balance: string }>(
    t.app,
    sql`select kind, balance::text from accounts where player_id = ${playerId}`,
  )
  const of = (k: string) => Number(r.find((x) => x.kind === k)?.balance ?? 0)
  return { cash: of('player_cash'), bonus: of('player_bonus') }
}

async function adjustments(actionId: number) {
  return rows<{ id: string }>(
    t.app,
    sql`select id::text from ledger_transactions where idempotency_key = ${`correction:${actionId}`}`,
  )
}

describe('corrections under four eyes', () => {
  it('a credit waits for a second finance operator, who carries it out; both names are audited', async () => {
    const target = await player(t.app, { cash: 10_000n })
    const filed = await file('finA', {
      playerId: target.id,
      balance: 'cash',
      amount: 50.25,
      reason: 'goodwill',
      note: 'Oyun sağlayıcı kesintisi için jest',
    })
    expect(filed.statusCode, filed.body).toBe(200)
    const action = dataOf(filed)
    expect(action).toMatchObject({
      kind: 'correction',
      playerId: target.id,
      status: 'pending',
      payload: { balance: 'cash', amount: 50.25 },
      maker: { kind: 'staff', id: String(ids.finA), role: 'finance' },
      checker: null,
    })
    expect(Date.parse(action.expiresAt) - Date.parse(action.createdAt)).toBe(24 * 3_600_000)
    expect(await balances(target.id)).toEqual({ cash: 10_000, bonus: 0 })

    const listed = await http.get('backoffice/actions?status=pending', { token: tokens.finB })
    expect(listed.statusCode).toBe(200)
    expect(listed.json<{ data: { items: PendingAction[] } }>().data.items.map((a) => a.id)).toContain(
      action.id,
    )

    for (const verb of ['approve', 'reject'] as const) {
      const own = await decide('finA', action.id, verb)
      expect(own.statusCode).toBe(403)
      expect(own.body).toContain('FOUR_EYES_SELF')
    }
    // Support may neither file nor decide.
    expect((await decide('support', action.id, 'approve')).statusCode).toBe(403)

    const approved = await decide('finB', action.id, 'approve', { note: 'Kontrol edildi' })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(dataOf(approved)).toMatchObject({
      status: 'approved',
      checker: { kind: 'staff', id: String(ids.finB), role: 'finance' },
      decisionNote: 'Kontrol edildi',
      result: { balanceAfter: 150.25 },
    })
    expect(await balances(target.id)).toEqual({ cash: 15_025, bonus: 0 })
    expect(await adjustments(action.id)).toHaveLength(1)

    const again = await decide('admin', action.id, 'approve')
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('ACTION_NOT_PENDING')

    const [audit] = await rows<{ actor_id: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select actor_id, detail from audit_log where action = 'backoffice.action.approved'
            and detail ->> 'actionId' = ${String(action.id)}`,
    )
    expect(audit).toMatchObject({
      actor_id: String(ids.finB),
      detail: { makerId: String(ids.finA), checkerId: String(ids.finB), amount: '5025', reason: 'goodwill' },
    })
  })

  it('a debit above the balance fails the approval with a 409 and changes nothing', async () => {
    const target = await player(t.app, { cash: 2_000n })
    const action = dataOf(
      await file('finA', {
        playerId: target.id,
        balance: 'cash',
        amount: -30,
        reason: 'duplicate_credit',
        note: 'Mükerrer yükleme',
      }),
    )
    const refused = await decide('finB', action.id, 'approve')
    expect(refused.statusCode).toBe(409)
    expect(refused.json<{ data: { balance: number } }>().data.balance).toBe(20)
    expect(refused.body).toContain('CORRECTION_EXCEEDS_BALANCE')
    expect(await balances(target.id)).toEqual({ cash: 2_000, bonus: 0 })
    expect(await adjustments(action.id)).toHaveLength(0)
    const [row] = await rows<{ status: string }>(
      t.app,
      sql`select status from pending_actions where id = ${action.id}`,
    )
    expect(row!.status).toBe('pending')
    const [approvedRows] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action = 'backoffice.action.approved' and detail ->> 'actionId' = ${String(action.id)}`,
    )
    expect(approvedRows!.n).toBe(0)

    const rejected = await decide('admin', action.id, 'reject', { note: 'Bakiye yetersiz' })
    expect(rejected.statusCode).toBe(200)
    expect(dataOf(rejected)).toMatchObject({
      status: 'rejected',
      checker: { id: String(ids.admin), role: 'admin' },
    })
  })

  it('the bonus balance: a debit of an active bonus; no credit without one', async () => {
    const noBonus = await player(t.app, { cash: 1_000n })
    const refused = await file('finA', {
      playerId: noBonus.id,
      balance: 'bonus',
      amount: 5,
      reason: 'bonus_error',
      note: 'Eksik bonus',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.body).toContain('CORRECTION_NO_BONUS')

    const withBonus = await player(t.app, { bonus: 3_000n })
    const action = dataOf(
      await file('admin', {
        playerId: withBonus.id,
        balance: 'bonus',
        amount: -10,
        reason: 'bonus_error',
        note: 'Fazla bonus',
      }),
    )
    const approved = await decide('finA', action.id, 'approve')
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await balances(withBonus.id)).toEqual({ cash: 0, bonus: 2_000 })
  })

  it('refuses what is not a correction: zero, three decimals, an unknown reason, no note, an operator', async () => {
    const target = await player(t.app)
    const base = { playerId: target.id, balance: 'cash', amount: 5, reason: 'goodwill', note: 'Not yazıldı' }
    for (const body of [
      { ...base, amount: 0 },
      { ...base, amount: 1.005 },
      { ...base, amount: 1_000_001 },
      { ...base, reason: 'because' },
      { ...base, note: '  ' },
      { ...base, balance: 'pending' },
      { ...base, extra: 1 },
    ]) {
      const res = await file('finA', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await file('finA', { ...base, playerId: 999_999_999 })).statusCode).toBe(404)
    expect((await file('support', base)).statusCode).toBe(403)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from pending_actions where player_id = ${target.id}`,
    )
    expect(n!.n).toBe(0)
  })

  it('expires after 24 hours: approval answers ACTION_EXPIRED, the sweep records it', async () => {
    const target = await player(t.app, { cash: 1_000n })
    const action = dataOf(
      await file('finA', {
        playerId: target.id,
        balance: 'cash',
        amount: 1,
        reason: 'other',
        note: 'Süresi dolacak',
      }),
    )
    await t.app.db.execute(
      sql`update pending_actions set expires_at = ${new Date(t.clock.now() - 1000)} where id = ${action.id}`,
    )
    const late = await decide('finB', action.id, 'approve')
    expect(late.statusCode).toBe(409)
    expect(late.body).toContain('ACTION_EXPIRED')
    const expired = await http.get('backoffice/actions?status=expired', { token: tokens.finB })
    expect(expired.json<{ data: { items: PendingAction[] } }>().data.items.map((a) => a.id)).toContain(
      action.id,
    )
    expect(await expireActions(t.app)).toBeGreaterThanOrEqual(1)
    const [row] = await rows<{ status: string }>(
      t.app,
      sql`select status from pending_actions where id = ${action.id}`,
    )
    expect(row!.status).toBe('expired')
    const [audit] = await rows<{ actor_kind: string }>(
      t.app,
      sql`select actor_kind from audit_log where action = 'backoffice.action.expired' and detail ->> 'actionId' = ${String(action.id)}`,
    )
    expect(audit!.actor_kind).toBe('system')
    expect(await balances(target.id)).toEqual({ cash: 1_000, bonus: 0 })
  })

  it('approvals racing each other carry the correction out once', async () => {
    const target = await player(t.app, { cash: 1_000n })
    for (let round = 0; round < 3; round += 1) {
      const action = dataOf(
        await file('finA', {
          playerId: target.id,
          balance: 'cash',
          amount: 1,
          reason: 'technical_error',
          note: `Yarış ${round}`,
        }),
      )
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => decide(i % 2 === 0 ? 'finB' : 'admin', action.id, 'approve')),
      )
      const codes = answers.map((a) => a.statusCode).sort()
      expect(codes).toEqual([200, 409, 409, 409, 409, 409])
      expect(await adjustments(action.id)).toHaveLength(1)
    }
    expect(await balances(target.id)).toEqual({ cash: 1_300, bonus: 0 })
  })
})

describe('loosening a player’s protection under four eyes', () => {
  const reason = 'Oyuncu telefonla limitinin yükseltilmesini istedi.'

  it('a limit raise by admin waits for a second admin; tightening still applies at once', async () => {
    const target = await player(t.app, { signUp: 'rgraise' })
    await target.http.post(
      'customer/rg/limits',
      { kind: 'deposit', period: 'month', amount: 1000 },
      { token: target.token },
    )
    const url = `backoffice/players/${target.id}/rg/limits`
    const raise = await http.post(
      url,
      { kind: 'deposit', period: 'month', amount: 5000, reason },
      { token: tokens.admin },
    )
    expect(raise.statusCode, raise.body).toBe(200)
    expect(
      raise.json<{ data: { state: { limits: { amount: number; pending: unknown }[] } } }>().data.state
        .limits[0],
    ).toMatchObject({
      amount: 1000,
      pending: null,
    })
    const pending = await http.get(`backoffice/actions?kind=limit_raise&player=${target.id}`, {
      token: tokens.admin2,
    })
    const [action] = pending.json<{ data: { items: PendingAction[] } }>().data.items
    expect(action).toMatchObject({
      kind: 'limit_raise',
      status: 'pending',
      note: reason,
      payload: { amount: 5000 },
    })

    expect((await decide('admin', action!.id, 'approve')).body).toContain('FOUR_EYES_SELF')
    // Finance checks money, not protection.
    expect((await decide('finA', action!.id, 'approve')).statusCode).toBe(403)
    const approved = await decide('admin2', action!.id, 'approve')
    expect(approved.statusCode, approved.body).toBe(200)
    expect(dataOf(approved).result).toEqual({ outcome: 'RG_LIMIT_PENDING' })
    // The increase now waits its 24 hours and the player's confirmation, as the rules say.
    const state = await http.get(`backoffice/players/${target.id}/rg`, { token: tokens.admin })
    const data = state.json<{
      data: {
        state: { limits: { amount: number; pending: { amount: number } | null }[] }
        history: { kind: string; actorRole: string }[]
      }
    }>().data
    expect(data.state.limits[0]).toMatchObject({ amount: 1000, pending: { amount: 5000 } })
    expect(data.history[0]).toMatchObject({ kind: 'limit_pending', actorRole: 'admin' })

    // A decrease by support applies at once, with no action filed.
    const lower = await http.post(
      url,
      { kind: 'deposit', period: 'month', amount: 500, reason },
      { token: tokens.support },
    )
    expect(lower.statusCode).toBe(200)
    const [n] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from pending_actions where player_id = ${target.id}`,
    )
    expect(n!.n).toBe(1)
    // Support may not file a raise at all.
    expect(
      (
        await http.post(
          url,
          { kind: 'deposit', period: 'month', amount: 900, reason },
          { token: tokens.support },
        )
      ).statusCode,
    ).toBe(403)
  })

  it('lifting a self-exclusion is filed once allowed and runs when a second admin approves', async () => {
    const target = await player(t.app, { signUp: 'rglift' })
    const excluded = await http.post(
      `backoffice/players/${target.id}/rg/selfexclusion`,
      { period: '6m', reason },
      { token: tokens.admin },
    )
    expect(excluded.statusCode, excluded.body).toBe(200)
    const liftUrl = `backoffice/players/${target.id}/rg/selfexclusion/lift`
    const early = await http.post(liftUrl, { reason }, { token: tokens.admin })
    expect(early.body).toContain('RG_LIFT_NOT_ALLOWED')
    await t.app.db.execute(
      sql`update rg_settings set exclusion_liftable_from = ${new Date(t.clock.now() - 1000)} where player_id = ${target.id}`,
    )
    const filed = await http.post(liftUrl, { reason }, { token: tokens.admin })
    expect(filed.statusCode, filed.body).toBe(200)
    const [settings] = await rows<{ exclusion_lifts_at: Date | null }>(
      t.app,
      sql`select exclusion_lifts_at from rg_settings where player_id = ${target.id}`,
    )
    expect(settings!.exclusion_lifts_at).toBeNull()
    const listed = await http.get(`backoffice/actions?kind=exclusion_lift&player=${target.id}`, {
      token: tokens.admin2,
    })
    const [action] = listed.json<{ data: { items: PendingAction[] } }>().data.items
    const approved = await decide('admin2', action!.id, 'approve')
    expect(approved.statusCode, approved.body).toBe(200)
    const [after] = await rows<{ exclusion_lifts_at: Date | null }>(
      t.app,
      sql`select exclusion_lifts_at from rg_settings where player_id = ${target.id}`,
    )
    expect(after!.exclusion_lifts_at).not.toBeNull()
    const [audit] = await rows<{ detail: Record<string, unknown> }>(
      t.app,
      sql`select detail from audit_log where action = 'backoffice.action.approved' and detail ->> 'actionId' = ${String(action!.id)}`,
    )
    expect(audit!.detail).toMatchObject({
      kind: 'exclusion_lift',
      makerId: String(ids.admin),
      checkerId: String(ids.admin2),
    })
    const [rgRow] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action = 'rg.lift_request' and detail ->> 'playerId' = ${String(target.id)}`,
    )
    expect(rgRow!.n).toBe(1)
  })
})

describe('the audit log in the back office', () => {
  it('searches by player and action prefix with paging; admin only', async () => {
    const target = await player(t.app, { cash: 500n })
    const action = dataOf(
      await file('finA', {
        playerId: target.id,
        balance: 'cash',
        amount: 2,
        reason: 'goodwill',
        note: 'Arama testi',
      }),
    )
    await decide('finB', action.id, 'reject')
    const res = await http.get(`backoffice/audit?player=${target.id}&action=backoffice.action.*&take=1`, {
      token: tokens.admin,
    })
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json<{ data: { items: { action: string; hash: string }[]; total: number } }>().data
    expect(page.total).toBe(2)
    expect(page.items.map((i) => i.action)).toEqual(['backoffice.action.rejected'])
    const second = await http.get(
      `backoffice/audit?player=${target.id}&action=backoffice.action.*&skip=1&take=1`,
      {
        token: tokens.admin,
      },
    )
    expect(second.json<{ data: { items: { action: string }[] } }>().data.items.map((i) => i.action)).toEqual([
      'backoffice.action.filed',
    ])
    const byStaff = await http.get(`backoffice/audit?staff=${ids.finB}&action=backoffice.action.rejected`, {
      token: tokens.admin,
    })
    expect(byStaff.json<{ data: { total: number } }>().data.total).toBeGreaterThanOrEqual(1)
    const future = await http.get(`backoffice/audit?player=${target.id}&from=2999-01-01`, {
      token: tokens.admin,
    })
    expect(future.json<{ data: { total: number } }>().data.total).toBe(0)
    for (const who of ['finA', 'support'] as const)
      expect((await http.get('backoffice/audit', { token: tokens[who] })).statusCode).toBe(403)
  })

  it('GET backoffice/audit/verify walks the chain like npm run audit:verify', async () => {
    const res = await http.get('backoffice/audit/verify', { token: tokens.admin })
    expect(res.statusCode).toBe(200)
    const data = res.json<{ data: { ok: boolean; rows: number; firstBroken: null } }>().data
    expect(data).toEqual(await verifyAuditChain(t.app.db))
    expect(data.ok).toBe(true)
    expect(data.rows).toBeGreaterThan(10)
    expect((await http.get('backoffice/audit/verify', { token: tokens.finA })).statusCode).toBe(403)
  })
})
