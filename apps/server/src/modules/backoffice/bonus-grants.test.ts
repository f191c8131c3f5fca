import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BonusHistoryItem, PendingAction } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffLogin, staffMember } from '../../test/staff.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { checkLedger } from '../wallet/index.js'

/*
 * docs/backoffice.md "Bonus grants": CRM files a bonus by hand, nothing moves until finance (or an
 * administrator other than the maker) approves it; the approval grants it under the claims' rules
 * (one bonus in play, not while the player is protected), and the player sees it in their bonus list.
 */

const ADMIN = { username: 'grantadmin', password: 'admin-password-123' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '1000',
})
let http: ReturnType<typeof api>
const tokens = {} as Record<'admin' | 'crm' | 'finance' | 'support', string>

beforeAll(async () => {
  http = api(t.app)
  tokens.admin = await staffLogin(t.app, ADMIN)
  tokens.crm = (await staffMember(t.app, ['crm'], 'grantcrm')).token
  tokens.finance = (await staffMember(t.app, ['finance'], 'grantfin')).token
  tokens.support = (await staffMember(t.app, ['support'], 'grantsup')).token
})
afterAll(async () => {
  if (!t.app) return
  expect((await checkLedger(t.app.db)).problems).toEqual([])
  expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
})

const grant = (who: keyof typeof tokens, body: Record<string, unknown>) =>
  http.post('backoffice/bonus-grants', body, { token: tokens[who] })
const decide = (who: keyof typeof tokens, id: number, verb: 'approve' | 'reject') =>
  http.post(`backoffice/actions/${id}/${verb}`, {}, { token: tokens[who] })
const dataOf = (res: { json: <T>() => T }) => res.json<{ data: PendingAction }>().data
const body = (playerId: number, more: Record<string, unknown> = {}) => ({
  playerId,
  amount: 250.5,
  wageringMultiplier: 10,
  validDays: 14,
  reason: 'complaint',
  note: 'Çekim gecikmesi şikâyeti',
  ...more,
})

async function bonusBalance(playerId: number) {
  const [r] = await rows<{ balance: string }>(
    t.app,
    sql`select balance::text from accounts where player_id = ${playerId} and kind = 'player_bonus'`,
  )
  return Number(r?.balance ?? 0)
}

describe('bonus grants under four eyes', () => {
  it('waits for finance, grants the bonus with its wagering and days, and the player sees it', async () => {
    const p = await player(t.app, { signUp: 'grant1' })
    const filed = await grant('crm', body(p.id))
    expect(filed.statusCode, filed.body).toBe(200)
    const action = dataOf(filed)
    expect(action).toMatchObject({
      kind: 'bonus_grant',
      status: 'pending',
      payload: { amount: 250.5, wageringMultiplier: 10, validDays: 14 },
      reason: 'complaint',
    })
    expect(await bonusBalance(p.id)).toBe(0)

    // CRM cannot decide at all; support cannot file.
    expect((await decide('crm', action.id, 'approve')).statusCode).toBe(403)
    expect((await grant('support', body(p.id))).statusCode).toBe(403)

    const approved = await decide('finance', action.id, 'approve')
    expect(approved.statusCode, approved.body).toBe(200)
    expect(dataOf(approved)).toMatchObject({ status: 'approved', result: { wageringRequired: 2_505 } })
    expect(await bonusBalance(p.id)).toBe(25_050)

    const history = await p.http.get('bonus/history', { token: p.token })
    const items = history.json<{ data: BonusHistoryItem[] }>().data
    expect(items[0]).toMatchObject({ kind: 'manual', title: null, amount: 250.5, wageringRequired: 2_505 })
    const days = (Date.parse(items[0]!.expiresAt) - Date.parse(items[0]!.createdAt)) / 86_400_000
    expect(days).toBe(14)

    const [audit] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action = 'backoffice.action.approved' and detail ->> 'actionId' = ${String(action.id)} and detail ->> 'kind' = 'bonus_grant'`,
    )
    expect(audit!.n).toBe(1)
    // Approving again changes nothing.
    expect((await decide('admin', action.id, 'approve')).statusCode).toBe(409)
    expect(await bonusBalance(p.id)).toBe(25_050)
  })

  it('refuses the maker, a player whose bonus holds money, and a protected player; nothing moves', async () => {
    const own = dataOf(await grant('admin', body((await player(t.app)).id)))
    expect((await decide('admin', own.id, 'approve')).body).toContain('FOUR_EYES_SELF')

    const busy = await player(t.app, { bonus: 1_000n })
    const action = dataOf(await grant('crm', body(busy.id)))
    const refused = await decide('finance', action.id, 'approve')
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('BONUS_ACTIVE')
    expect(await bonusBalance(busy.id)).toBe(1_000)
    const [row] = await rows<{ status: string }>(
      t.app,
      sql`select status from pending_actions where id = ${action.id}`,
    )
    expect(row!.status).toBe('pending')
    expect(dataOf(await decide('finance', action.id, 'reject')).status).toBe('rejected')

    const excluded = await player(t.app, { signUp: 'grant2' })
    const out = await excluded.http.post('customer/rg/timeout', { period: '24h' }, { token: excluded.token })
    expect(out.statusCode, out.body).toBe(200)
    const late = dataOf(await grant('crm', body(excluded.id)))
    const no = await decide('finance', late.id, 'approve')
    expect(no.statusCode).toBe(403)
    expect(no.body).toContain('TIMED_OUT')
    expect(await bonusBalance(excluded.id)).toBe(0)
  })

  it('answers bad input with the field and its rule, in the caller’s language', async () => {
    const p = await player(t.app)
    for (const [more, field] of [
      [{ amount: 0 }, 'amount'],
      [{ amount: 50_000.01 }, 'amount'],
      [{ amount: 1.005 }, 'amount'],
      [{ wageringMultiplier: 0 }, 'wageringMultiplier'],
      [{ wageringMultiplier: 1.5 }, 'wageringMultiplier'],
      [{ validDays: 91 }, 'validDays'],
      [{ reason: 'because' }, 'reason'],
      [{ note: '  ' }, 'note'],
    ] as const) {
      const res = await grant('crm', body(p.id, more))
      expect(res.statusCode, JSON.stringify(more)).toBe(400)
      expect(res.body).toContain(field)
    }
    expect((await grant('crm', body(999_999_999))).statusCode).toBe(404)
  })
})
