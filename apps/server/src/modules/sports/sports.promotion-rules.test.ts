import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { SportsCampaignTerms, SportsTicket, StaffCampaign } from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { sportsKit } from '../../test/sports.js'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { checkLedger } from '../wallet/index.js'

/*
 * A sports campaign's rules edited in the back office and its public terms (docs/sportsbook.md
 * "Sports promotions"): CRM changes the kombine boost's and the kupon iadesi's leg rules, audited,
 * as a new version that applies only to tickets placed after it; bad input is a 4xx in the member's
 * language changing nothing; support and finance are refused; a visitor reads the running sports
 * campaigns' terms without a login.
 */

const t = useTestApp({ RATE_LIMIT_MAX: '100000' })
const k = sportsKit(t)
const TL = 100n
const HOME = { home: 1, away: 0, htHome: 0, htAway: 0 }

afterEach(async () => {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
})

const data = <T>(res: { json: <U>() => U }) => res.json<{ data: T }>().data

async function campaignId(code: string) {
  const [row] = await rows<{ id: number }>(t.app, sql`select id from bonus_campaigns where code = ${code}`)
  return Number(row!.id)
}
async function counts() {
  const [row] = await rows<{ versions: number; audit: number; figures: string }>(
    t.app,
    sql`select (select count(*)::int from bonus_campaign_versions) as versions,
               (select count(*)::int from audit_log where action like 'backoffice.campaign.%') as audit,
               (select string_agg(concat_ws(',', code, min_legs, min_odds_milli, percent_bp, max_amount,
                  valid_days, version), ';' order by id) from bonus_campaigns) as figures`,
  )
  return row!
}
const enable = (code: string, on: boolean) =>
  t.app.db.execute(sql`update bonus_campaigns set enabled = ${on} where code = ${code}`)

/** A home win at 2.00 on a fresh event (MBS 1). */
async function homeWin() {
  const eventId = await k.seedEvent()
  await t.app.db.execute(sql`update sports_markets set mbs = 1 where event_id = ${eventId}`)
  const o = await k.outcome(eventId, '1x2', '1', { odds: 2 })
  return { eventId, leg: { outcomeId: o.id, odds: 2 } }
}

describe('sports campaign rules in the back office', () => {
  it('CRM edits the kombine boost’s rules: audited, a new version, only later tickets take them', async () => {
    const crm = await k.player(0n, 'crm')
    const p = await k.player(100n * TL)
    const id = await campaignId('kombine_boost')
    await t.app.db.execute(sql`update bonus_campaigns set enabled = true, min_legs = 2 where id = ${id}`)
    try {
      // Placed under the seeded rules: 2 legs, each at ≥ 1.30, +10 % of the winnings.
      const a = await homeWin()
      const b = await homeWin()
      const early = await k
        .http()
        .post(
          'sports/bets',
          { placementKey: k.key(), kind: 'combo', legs: [a.leg, b.leg], stake: 10 },
          { token: p.token },
        )
      expect(early.statusCode, early.body).toBe(200)
      t.clock.advance(1000)

      const res = await k
        .http()
        .put(
          `backoffice/campaigns/${id}/sports-rules`,
          { kind: 'sports_boost', minLegs: 3, minOdds: 1.5, percent: 50, maxBonus: 250 },
          { token: crm.token, headers: { 'x-locale': 'en' } },
        )
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<{ message: string }>().message).toMatch(/placed from now on/)
      const saved = data<StaffCampaign>(res)
      expect(saved).toMatchObject({
        kind: 'sports_boost',
        minLegs: 3,
        minOdds: 1.5,
        percent: 50,
        maxBonus: 250,
      })
      expect(saved.version).toBeGreaterThanOrEqual(2)
      const [audit] = await rows<{ action: string; detail: Record<string, unknown> }>(
        t.app,
        sql`select action, detail from audit_log where action = 'backoffice.campaign.rules' order by id desc limit 1`,
      )
      expect(audit).toMatchObject({
        action: 'backoffice.campaign.rules',
        detail: {
          campaignId: id,
          code: 'kombine_boost',
          role: 'crm',
          before: { minLegs: 2, minOddsMilli: 1300, percentBp: 1000 },
          after: { minLegs: 3, minOddsMilli: 1500, percentBp: 5000, maxAmount: '25000' },
        },
      })
      expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
      // The staff list shows the new rules.
      const list = data<StaffCampaign[]>(await k.http().get('backoffice/campaigns', { token: crm.token }))
      expect(list.find((c) => c.id === id)).toMatchObject({ minLegs: 3, minOdds: 1.5, percent: 50 })

      // Placed after the change: two legs no longer qualify, three do at 50 %.
      const c = await homeWin()
      const d = await homeWin()
      const e = await homeWin()
      const two = await k
        .http()
        .post(
          'sports/bets',
          { placementKey: k.key(), kind: 'combo', legs: [c.leg, d.leg], stake: 10 },
          { token: p.token },
        )
      const three = await k
        .http()
        .post(
          'sports/bets',
          { placementKey: k.key(), kind: 'combo', legs: [c.leg, d.leg, e.leg], stake: 10 },
          { token: p.token },
        )
      expect(two.statusCode, two.body).toBe(200)
      expect(three.statusCode, three.body).toBe(200)
      for (const ev of [a, b, c, d, e]) await k.finish(ev.eventId, HOME)
      const ticket = async (res: { json: <U>() => U }) =>
        data<SportsTicket>(
          await k.http().get(`sports/bets/${data<SportsTicket>(res).id}`, { token: p.token }),
        )
      // The early ticket keeps its rules: 10 TL at 4.00, 10 % of 30 = 3 TL.
      expect(await ticket(early)).toMatchObject({ status: 'won', payout: 40, boost: 3 })
      expect((await ticket(two)).boost).toBeUndefined()
      // 10 TL at 8.00 pays 80; 50 % of the 70 beyond the stake = 35 TL.
      expect(await ticket(three)).toMatchObject({ status: 'won', payout: 80, boost: 35 })
    } finally {
      await enable('kombine_boost', false)
    }
  })

  it('CRM edits the kupon iadesi’s rules; a rule of another kind is refused', async () => {
    const crm = await k.player(0n, 'crm')
    const id = await campaignId('kupon_iadesi')
    const res = await k
      .http()
      .put(
        `backoffice/campaigns/${id}/sports-rules`,
        { kind: 'sports_refund', minLegs: 4, minOdds: 1.4, maxBonus: 150, validDays: 10 },
        { token: crm.token },
      )
    expect(res.statusCode, res.body).toBe(200)
    expect(data<StaffCampaign>(res)).toMatchObject({ minLegs: 4, minOdds: 1.4, maxBonus: 150, validDays: 10 })
    const before = await counts()
    const wrong = await k
      .http()
      .put(
        `backoffice/campaigns/${id}/sports-rules`,
        { kind: 'sports_boost', minLegs: 3, minOdds: 1.5, percent: 50, maxBonus: 250 },
        { token: crm.token },
      )
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json<{ code: string }>().code).toBe('CAMPAIGN_KIND_MISMATCH')
    // The casino campaigns' form cannot turn a sports campaign into another kind.
    const generic = await k.http().put(
      `backoffice/campaigns/${id}`,
      {
        kind: 'reload',
        title: { tr: 'Kupon İadesi', en: 'Refund' },
        terms: { tr: '', en: '' },
        percent: 10,
        maxBonus: 100,
        minBase: 0,
        wageringMultiplier: 1,
        validDays: 7,
        claimDays: 7,
        startsAt: null,
        endsAt: null,
      },
      { token: crm.token },
    )
    expect(generic.statusCode).toBe(409)
    expect(await counts()).toEqual(before)
  })

  it('answers bad rules with a 4xx in the member’s language, never a 500, changing nothing', async () => {
    const crm = await k.player(0n, 'crm')
    const id = await campaignId('kombine_boost')
    const ok = { kind: 'sports_boost', minLegs: 4, minOdds: 1.3, percent: 10, maxBonus: 1000 }
    const before = await counts()
    const bad: unknown[] = [
      {},
      null,
      [],
      { ...ok, kind: 'jackpot' },
      { ...ok, minLegs: 1 },
      { ...ok, minLegs: 31 },
      { ...ok, minLegs: 2.5 },
      { ...ok, minOdds: 1 },
      { ...ok, minOdds: 10.5 },
      { ...ok, minOdds: 1.305 },
      { ...ok, minOdds: '1.30' },
      { ...ok, percent: 0 },
      { ...ok, percent: 101 },
      { ...ok, maxBonus: 0 },
      { ...ok, maxBonus: -5 },
      { ...ok, validDays: 7 },
      { kind: 'sports_refund', minLegs: 4, minOdds: 1.3, maxBonus: 100 },
    ]
    for (const body of bad) {
      const res = await k
        .http()
        .put(`backoffice/campaigns/${id}/sports-rules`, body === null ? 'null' : body, {
          token: crm.token,
          headers: { 'x-locale': 'en' },
        })
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
      expect(res.json<{ success: boolean }>().success).toBe(false)
    }
    const tr = await k
      .http()
      .put(
        `backoffice/campaigns/${id}/sports-rules`,
        { ...ok, minLegs: 1 },
        { token: crm.token, headers: { 'x-locale': 'tr' } },
      )
    const en = await k
      .http()
      .put(
        `backoffice/campaigns/${id}/sports-rules`,
        { ...ok, minLegs: 1 },
        { token: crm.token, headers: { 'x-locale': 'en' } },
      )
    expect(tr.statusCode).toBe(400)
    expect(tr.json<{ message: string }>().message).not.toEqual(en.json<{ message: string }>().message)
    const missing = await k.http().put('backoffice/campaigns/999999/sports-rules', ok, { token: crm.token })
    expect(missing.statusCode).toBe(404)
    expect(await counts()).toEqual(before)
  })

  it('refuses support and finance (403), changing nothing', async () => {
    const id = await campaignId('kombine_boost')
    const before = await counts()
    for (const role of ['support', 'finance'] as const) {
      const member = await k.player(0n, role)
      const res = await k
        .http()
        .put(
          `backoffice/campaigns/${id}/sports-rules`,
          { kind: 'sports_boost', minLegs: 2, minOdds: 1.2, percent: 90, maxBonus: 5000 },
          { token: member.token },
        )
      expect(res.statusCode, role).toBe(403)
    }
    const p = await k.player(0n)
    const asPlayer = await k
      .http()
      .put(
        `backoffice/campaigns/${id}/sports-rules`,
        { kind: 'sports_boost', minLegs: 2, minOdds: 1.2, percent: 90, maxBonus: 5000 },
        { token: p.token },
      )
    expect(asPlayer.statusCode).toBeGreaterThanOrEqual(401)
    expect(asPlayer.statusCode).toBeLessThan(500)
    expect(await counts()).toEqual(before)
  })
})

describe('public sports campaign terms', () => {
  it('a visitor reads the running sports campaigns’ terms in both languages, nothing of a player', async () => {
    await enable('kombine_boost', true)
    try {
      const read = async (lang: string) => {
        const res = await k.http().get('bonus/sports-campaigns', { headers: { 'x-locale': lang } })
        expect(res.statusCode, res.body).toBe(200)
        return data<SportsCampaignTerms[]>(res)
      }
      const tr = await read('tr')
      const boost = tr.find((c) => c.kind === 'sports_boost')!
      expect(boost).toMatchObject({ code: 'kombine_boost', title: 'Kombine Bonusu' })
      expect(boost.minLegs).toBeGreaterThanOrEqual(2)
      expect(boost.rules.length).toBeGreaterThan(0)
      expect(boost).not.toHaveProperty('state')
      expect(boost).not.toHaveProperty('amount')
      expect(tr.map((c) => c.kind)).toContain('sports_freebet')
      // A campaign switched off is not served.
      expect(tr.some((c) => c.code === 'kupon_iadesi')).toBe(false)
      const en = await read('en')
      expect(en.find((c) => c.kind === 'sports_boost')!.title).toBe('Combo Boost')
      // The casino campaigns are not in it.
      expect(en.every((c) => c.kind.startsWith('sports_'))).toBe(true)
    } finally {
      await enable('kombine_boost', false)
    }
    expect(
      (await k.http().get('bonus/sports-campaigns'))
        .json<{ data: SportsCampaignTerms[] }>()
        .data.some((c) => c.kind === 'sports_boost'),
    ).toBe(false)
  })
})
