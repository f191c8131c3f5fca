import {
  SPORTS_CAMPAIGN_KINDS,
  type CampaignCreateInput,
  type CampaignVersionInput,
  type SportsCampaignRulesInput,
  type StaffCampaign,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { Operator } from '../payments/index.js'
import { toMajor, toMinor } from '../wallet/index.js'
import * as q from './campaigns.queries.js'

/*
 * Bonus campaigns in the back office (docs/backoffice.md "Campaigns"): CRM lists them with their
 * liability, creates one (disabled), saves new versions and enables or disables it. Every change is
 * audited in its own transaction. A save raises the version and keeps the old and the new terms in
 * bonus_campaign_versions: a bonus names the version it was claimed under, so it keeps those terms.
 */

export interface CampaignAdminDeps {
  db: Db
  clock: Clock
}

type Row = q.CampaignRow

function toStaff(row: Row, activeBonuses = 0, liability = 0n): StaffCampaign {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    title: row.title,
    terms: row.terms ?? { tr: '', en: '' },
    percent: row.percentBp / 100,
    maxBonus: toMajor(row.maxAmount),
    minBase: toMajor(row.minBase),
    wageringMultiplier: row.wageringMultiplier,
    validDays: row.validDays,
    claimDays: row.claimDays,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled,
    version: row.version,
    minLegs: row.minLegs,
    minOdds: row.minOddsMilli === null ? null : row.minOddsMilli / 1000,
    activeBonuses,
    liability: toMajor(liability),
  }
}

function fields(input: CampaignVersionInput): q.CampaignFields {
  const blankTerms = !input.terms.tr.trim() && !input.terms.en.trim()
  return {
    kind: input.kind,
    title: { tr: input.title.tr.trim(), en: input.title.en.trim() },
    terms: blankTerms ? null : { tr: input.terms.tr.trim(), en: input.terms.en.trim() },
    percentBp: Math.round(input.percent * 100),
    maxAmount: toMinor(input.maxBonus),
    minBase: toMinor(input.minBase),
    wageringMultiplier: input.wageringMultiplier,
    validDays: input.validDays,
    claimDays: input.claimDays,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  }
}

const audit = (who: Operator, action: string, detail: Record<string, unknown>) => ({
  actorKind: who.kind,
  actorId: who.id,
  action,
  ip: who.ip,
  fingerprint: who.fingerprint,
  detail: { ...detail, role: who.role },
})

/** GET backoffice/campaigns: every campaign, its active bonuses and their unreleased bonus money. */
export async function listStaffCampaigns(deps: CampaignAdminDeps): Promise<StaffCampaign[]> {
  const rows = await q.listCampaignsWithLiability(deps.db)
  return rows.map((r) => toStaff(r.campaign, r.activeBonuses, BigInt(r.liability)))
}

/** POST backoffice/campaigns: a new campaign, disabled until someone enables it. */
export async function createStaffCampaign(
  deps: CampaignAdminDeps,
  who: Operator,
  input: CampaignCreateInput,
): Promise<StaffCampaign> {
  return deps.db.transaction(async (tx) => {
    const at = new Date(deps.clock.now())
    const row = await q.createCampaign(tx, { ...fields(input), code: input.code })
    if (!row) throw new AppError('CAMPAIGN_CODE_TAKEN')
    await q.recordCampaignVersion(tx, row, String(who.id), at)
    await recordAudit(
      tx,
      audit(who, 'backoffice.campaign.created', { campaignId: row.id, code: row.code }),
      at,
    )
    return toStaff(row)
  })
}

/** PUT backoffice/campaigns/:id: the next version; claimed bonuses keep theirs. */
export async function saveStaffCampaign(
  deps: CampaignAdminDeps,
  who: Operator,
  id: number,
  input: CampaignVersionInput,
): Promise<StaffCampaign> {
  return deps.db.transaction(async (tx) => {
    const at = new Date(deps.clock.now())
    const current = await q.lockCampaign(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    // A sports campaign's rules have their own save: this form's kinds would turn it into a casino one.
    if (isSports(current.kind)) throw new AppError('CAMPAIGN_KIND_MISMATCH')
    // A seeded campaign's first version was never saved: keep it before it is replaced.
    await q.recordCampaignVersion(tx, current, 'seed', at)
    const row = await q.saveCampaignVersion(tx, id, { ...fields(input), version: current.version + 1 })
    await q.recordCampaignVersion(tx, row, String(who.id), at)
    await recordAudit(
      tx,
      audit(who, 'backoffice.campaign.versioned', { campaignId: id, code: row.code, version: row.version }),
      at,
    )
    const held = await q.campaignLiability(tx, id)
    return toStaff(row, held.activeBonuses, held.liability)
  })
}

const isSports = (kind: Row['kind']) => (SPORTS_CAMPAIGN_KINDS as readonly string[]).includes(kind)

/** The row's rule columns a sports rules input sets; a kind without a figure keeps the row's. */
function sportsRules(current: Row, input: SportsCampaignRulesInput) {
  const base = {
    minLegs: current.minLegs,
    minOddsMilli: Math.round(input.minOdds * 1000),
    percentBp: current.percentBp,
    maxAmount: toMinor(input.maxBonus),
    validDays: current.validDays,
  }
  switch (input.kind) {
    case 'sports_boost':
      return { ...base, minLegs: input.minLegs, percentBp: Math.round(input.percent * 100) }
    case 'sports_refund':
      return { ...base, minLegs: input.minLegs, validDays: input.validDays }
    case 'sports_freebet':
      return { ...base, validDays: input.validDays }
  }
}

/**
 * PUT backoffice/campaigns/:id/sports-rules (docs/sportsbook.md "Sports promotions"): a sports
 * campaign's rules as its next version. Both versions are kept in bonus_campaign_versions stamped
 * with their time, and settlement reads the one in force when a ticket was placed, so the change
 * applies only to tickets placed from now on. Audited with the rules before and after.
 */
export async function saveSportsCampaignRules(
  deps: CampaignAdminDeps,
  who: Operator,
  id: number,
  input: SportsCampaignRulesInput,
): Promise<StaffCampaign> {
  return deps.db.transaction(async (tx) => {
    const at = new Date(deps.clock.now())
    const current = await q.lockCampaign(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    if (current.kind !== input.kind) throw new AppError('CAMPAIGN_KIND_MISMATCH')
    await q.recordCampaignVersion(tx, current, 'seed', at)
    const rules = sportsRules(current, input)
    const row = await q.saveSportsRules(tx, id, { ...rules, version: current.version + 1 })
    await q.recordCampaignVersion(tx, row, String(who.id), at)
    const shown = (r: Row) => ({
      minLegs: r.minLegs,
      minOddsMilli: r.minOddsMilli,
      percentBp: r.percentBp,
      maxAmount: String(r.maxAmount),
      validDays: r.validDays,
    })
    await recordAudit(
      tx,
      audit(who, 'backoffice.campaign.rules', {
        campaignId: id,
        code: row.code,
        version: row.version,
        before: shown(current),
        after: shown(row),
      }),
      at,
    )
    const held = await q.campaignLiability(tx, id)
    return toStaff(row, held.activeBonuses, held.liability)
  })
}

/** POST backoffice/campaigns/:id/enable and …/disable: disabling stops new claims only. */
export async function setStaffCampaignEnabled(
  deps: CampaignAdminDeps,
  who: Operator,
  id: number,
  enabled: boolean,
): Promise<StaffCampaign> {
  return deps.db.transaction(async (tx) => {
    const at = new Date(deps.clock.now())
    const current = await q.lockCampaign(tx, id)
    if (!current) throw new AppError('NOT_FOUND')
    const row = await q.setCampaignEnabled(tx, id, enabled)
    await recordAudit(
      tx,
      audit(who, enabled ? 'backoffice.campaign.enabled' : 'backoffice.campaign.disabled', {
        campaignId: id,
        code: row.code,
        version: row.version,
      }),
      at,
    )
    const held = await q.campaignLiability(tx, id)
    return toStaff(row, held.activeBonuses, held.liability)
  })
}
