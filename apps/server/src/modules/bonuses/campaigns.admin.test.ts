import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { TransactionStatus, type StaffCampaign } from '@galata/contract'
import { payments } from '../../db/schema/index.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { player } from '../../test/players.js'
import { staffMember } from '../../test/staff.js'
import { quietLedger } from '../../test/wallet.js'
import { ensurePlayerAccounts, post, systemAccounts } from '../wallet/index.js'

/*
 * Bonus campaigns in the back office (docs/backoffice.md "Campaigns"): CRM creates a reload
 * campaign, enables it, a player claims it under its terms; a new version leaves the claimed
 * bonus's terms; disabling stops new claims only; bad input is a 4xx that changes nothing; support
 * is refused. On PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
let http: ReturnType<typeof api>
let crm: string
let support: string
let finance: string

beforeAll(async () => {
  http = api(t.app)
  crm = (await staffMember(t.app, ['crm'], 'campaigncrm1')).token
  support = (await staffMember(t.app, ['support'], 'campaignsupport1')).token
  finance = (await staffMember(t.app, ['finance'], 'campaignfinance1')).token
})

/** A confirmed deposit as the payments module records one (row + ledger credit). */
async function confirmedDeposit(playerId: number, amount: bigint) {
  const [method] = await rows<{ id: string }>(
    t.app,
    sql`select id::text from payment_methods where type = 1 limit 1`,
  )
  const acc = await ensurePlayerAccounts(t.app.db, playerId)
  const sys = await systemAccounts(t.app.db)
  await t.app.db.transaction(async (tx) => {
    const now = new Date(t.app.clock.now())
    const [payment] = await tx
      .insert(payments)
      .values({
        playerId,
        methodId: Number(method!.id),
        type: 1,
        amount,
        status: TransactionStatus.Confirmed,
        detail: {},
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: payments.id })
    await post(quietLedger(t.app.db, tx), {
      idempotencyKey: `deposit:${payment!.id}`,
      kind: 'deposit',
      entries: [
        { accountId: sys.payment_clearing, amount: -amount },
        { accountId: acc.cash, amount },
      ],
    })
  })
}

const reload = {
  code: 'weekend_reload',
  kind: 'reload',
  title: { tr: 'Hafta Sonu Yatırım Bonusu', en: 'Weekend Reload' },
  terms: { tr: 'Yalnızca hafta sonu yatırımları için.', en: 'For weekend deposits only.' },
  percent: 50,
  maxBonus: 500,
  minBase: 100,
  wageringMultiplier: 10,
  validDays: 7,
  claimDays: 3,
  startsAt: null,
  endsAt: null,
}

async function counts() {
  const [row] = await rows<{ campaigns: number; versions: number; audit: number }>(
    t.app,
    sql`select (select count(*)::int from bonus_campaigns) as campaigns,
               (select count(*)::int from bonus_campaign_versions) as versions,
               (select count(*)::int from audit_log where action like 'backoffice.campaign.%') as audit`,
  )
  return row!
}

async function playerCampaigns(token: string, locale = 'tr') {
  const res = await http.get('bonus/campaigns', { token, headers: { 'x-locale': locale } })
  expect(res.statusCode).toBe(200)
  return res.json<{
    data: { id: number; code: string; state: string; terms?: string | null; amount: number }[]
  }>().data
}

describe('bonus campaigns in the back office', () => {
  let campaign: StaffCampaign
  let claimer: { id: number; token: string }

  it('creates a disabled campaign, audited; the player does not see it yet', async () => {
    const res = await http.post('backoffice/campaigns', reload, { token: crm })
    expect(res.statusCode, res.body).toBe(200)
    campaign = res.json<{ data: StaffCampaign }>().data
    expect(campaign).toMatchObject({ code: 'weekend_reload', kind: 'reload', enabled: false, version: 1 })
    const again = await http.post('backoffice/campaigns', reload, {
      token: crm,
      headers: { 'x-locale': 'en' },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ message: string }>().message).toMatch(/already uses this code/)
    claimer = await player(t.app, { signUp: 'campaignplayer1' })
    await confirmedDeposit(claimer.id, 20_000n)
    await confirmedDeposit(claimer.id, 40_000n)
    expect((await playerCampaigns(claimer.token)).some((c) => c.code === 'weekend_reload')).toBe(false)
  })

  it('enabled, the player sees its terms at once and claims it under them', async () => {
    const on = await http.post(`backoffice/campaigns/${campaign.id}/enable`, {}, { token: crm })
    expect(on.statusCode, on.body).toBe(200)
    const listed = (await playerCampaigns(claimer.token, 'en')).find((c) => c.code === 'weekend_reload')!
    expect(listed).toMatchObject({ state: 'claimable', terms: 'For weekend deposits only.', amount: 200 })
    const claim = await http.post('bonus/claim', { campaignId: campaign.id }, { token: claimer.token })
    expect(claim.statusCode, claim.body).toBe(200)
    const [bonus] = await rows<{ amount: string; wagering_required: string; campaign_version: number }>(
      t.app,
      sql`select amount::text, wagering_required::text, campaign_version from bonuses where player_id = ${claimer.id}`,
    )
    expect(bonus).toEqual({ amount: '20000', wagering_required: '200000', campaign_version: 1 })
  })

  it('a new version leaves the claimed bonus its terms; the list shows the liability', async () => {
    const put = await http.put(
      `backoffice/campaigns/${campaign.id}`,
      { ...reload, code: 'renamed', title: { tr: 'Yeni Ad', en: 'New Name' }, wageringMultiplier: 30 },
      { token: crm },
    )
    expect(put.statusCode).toBe(400) // the code is named once, at creation
    const { code: _code, ...fields } = reload
    const saved = await http.put(
      `backoffice/campaigns/${campaign.id}`,
      { ...fields, title: { tr: 'Yeni Ad', en: 'New Name' }, wageringMultiplier: 30 },
      { token: crm },
    )
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json<{ data: StaffCampaign }>().data).toMatchObject({
      version: 2,
      wageringMultiplier: 30,
      activeBonuses: 1,
      liability: 200,
    })
    const [bonus] = await rows<{ wagering_required: string; campaign_version: number }>(
      t.app,
      sql`select wagering_required::text, campaign_version from bonuses where player_id = ${claimer.id}`,
    )
    expect(bonus).toEqual({ wagering_required: '200000', campaign_version: 1 })
    const history = await http.get('bonus/history', { token: claimer.token, headers: { 'x-locale': 'en' } })
    expect(history.json<{ data: { title: string }[] }>().data[0]!.title).toBe('Weekend Reload')
    const list = await http.get('backoffice/campaigns', { token: finance })
    expect(list.statusCode).toBe(200)
    const row = list.json<{ data: StaffCampaign[] }>().data.find((c) => c.id === campaign.id)!
    expect(row).toMatchObject({ activeBonuses: 1, liability: 200, version: 2, enabled: true })
  })

  it('disabled, it takes no new claims; the claimed bonus runs on', async () => {
    const other = await player(t.app, { signUp: 'campaignplayer2' })
    await confirmedDeposit(other.id, 20_000n)
    await confirmedDeposit(other.id, 40_000n)
    const off = await http.post(`backoffice/campaigns/${campaign.id}/disable`, {}, { token: crm })
    expect(off.statusCode).toBe(200)
    expect((await playerCampaigns(other.token)).some((c) => c.code === 'weekend_reload')).toBe(false)
    const claim = await http.post('bonus/claim', { campaignId: campaign.id }, { token: other.token })
    expect(claim.statusCode).toBe(400)
    expect(claim.json<{ code?: string; message: string }>().message).toBeTruthy()
    const [bonus] = await rows<{ status: string }>(
      t.app,
      sql`select status from bonuses where player_id = ${claimer.id}`,
    )
    expect(bonus!.status).toBe('active')
    const [audit] = await rows<{ n: number }>(
      t.app,
      sql`select count(*)::int as n from audit_log where action like 'backoffice.campaign.%'`,
    )
    expect(Number(audit!.n)).toBe(4) // created, enabled, versioned, disabled
    expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
  })

  it('refuses support (403) and finance edits (403), changing nothing', async () => {
    const before = await counts()
    expect((await http.get('backoffice/campaigns', { token: support })).statusCode).toBe(403)
    expect(
      (await http.post('backoffice/campaigns', { ...reload, code: 'x_support' }, { token: support }))
        .statusCode,
    ).toBe(403)
    expect(
      (await http.post('backoffice/campaigns', { ...reload, code: 'x_finance' }, { token: finance }))
        .statusCode,
    ).toBe(403)
    expect(
      (await http.post(`backoffice/campaigns/${campaign.id}/enable`, {}, { token: support })).statusCode,
    ).toBe(403)
    expect(await counts()).toEqual(before)
  })

  it('answers bad input with a 4xx in the member’s language, never a 500, changing nothing', async () => {
    const before = await counts()
    const bad: unknown[] = [
      {},
      null,
      [],
      'text',
      { ...reload, code: 'ok_code', kind: 'jackpot' },
      { ...reload, code: 'Bad Code' },
      { ...reload, code: 'ok_code', percent: 0 },
      { ...reload, code: 'ok_code', percent: 12.345 },
      { ...reload, code: 'ok_code', percent: Number.MAX_VALUE * 2 },
      { ...reload, code: 'ok_code', maxBonus: -1 },
      { ...reload, code: 'ok_code', maxBonus: '500' },
      { ...reload, code: 'ok_code', wageringMultiplier: 0.5 },
      { ...reload, code: 'ok_code', wageringMultiplier: 51 },
      { ...reload, code: 'ok_code', validDays: 0 },
      { ...reload, code: 'ok_code', claimDays: 1000 },
      { ...reload, code: 'ok_code', title: { tr: ' ', en: 'x' } },
      { ...reload, code: 'ok_code', title: { tr: 'a'.repeat(81), en: 'ok' } },
      { ...reload, code: 'ok_code', terms: { tr: 'a'.repeat(4001), en: '' } },
      { ...reload, code: 'ok_code', startsAt: '2026-13-01' },
      { ...reload, code: 'ok_code', startsAt: '2026-12-02', endsAt: '2026-12-01' },
      { ...reload, code: 'ok_code', extra: 1 },
      { ...reload, code: 'ok_code', title: 'plain' },
      { ...reload, code: 'ok_code', terms: null },
    ]
    for (const body of bad) {
      const res = await http.post('backoffice/campaigns', body === null ? 'null' : body, {
        token: crm,
        headers: { 'x-locale': 'en' },
      })
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
      expect(res.json<{ success: boolean }>().success).toBe(false)
      const put = await http.put(`backoffice/campaigns/${campaign.id}`, body === null ? 'null' : body, {
        token: crm,
      })
      expect(put.statusCode, JSON.stringify(body)).toBeLessThan(500)
      expect(put.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
    }
    for (const path of [
      'backoffice/campaigns/0/enable',
      'backoffice/campaigns/abc/enable',
      'backoffice/campaigns/999999/disable',
    ]) {
      const res = await http.post(path, {}, { token: crm })
      expect([400, 404], path).toContain(res.statusCode)
    }
    expect(
      (await http.put('backoffice/campaigns/999999', { ...reload, code: undefined }, { token: crm }))
        .statusCode,
    ).toBeLessThan(500)
    expect(await counts()).toEqual(before)
  })
})
