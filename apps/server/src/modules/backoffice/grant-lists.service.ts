import {
  grantRowErrorLabels,
  parseGrantCsv,
  errorCatalog,
  type ErrorCode,
  type GrantCsvRow,
  type GrantList,
  type GrantListRow,
  type GrantRowError,
  type Locale,
} from '@galata/contract'
import type { DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import {
  campaignGrantProblem,
  grantCampaigns,
  grantManualBonus,
  type GrantCampaign,
} from '../bonuses/index.js'
import { toMajor, type MoneyTx, type WalletEffects } from '../wallet/index.js'
import * as q from './grant-lists.queries.js'

/*
 * Grant lists (docs/backoffice.md "Grant lists"): a CRM member's CSV of players and amounts, read
 * and checked row by row, filed as one pending action, and paid by its approval one row at a time
 * under each row's own ledger key, so that a row refused at the approval leaves the others paid and
 * no row is ever paid twice.
 */

interface CheckedRow {
  csv: GrantCsvRow
  player: q.FoundPlayer | null
  /** The campaign the row names, whose current version's terms its bonus takes. */
  campaign: GrantCampaign | null
  error: GrantRowError | null
}

const isEmail = (ref: string) => ref.includes('@')

/** Reads the file and looks up every row's player; each row gets at most one problem, the first that applies. */
export async function checkRows(db: DbOrTx, csv: string, now: Date): Promise<CheckedRow[]> {
  const parsed = parseGrantCsv(csv)
  if ('problem' in parsed) throw new AppError('GRANT_LIST_UNREADABLE', undefined, { problem: parsed.problem })
  // Rows unreadable as such (a control character, an empty cell) are never looked up.
  const readable = parsed.rows.filter((r) => r.error !== 'bad_row')
  const refs = readable.map((r) => r.player).filter(Boolean)
  const found = await q.findPlayers(
    db,
    [...new Set(refs.filter((r) => !isEmail(r)))],
    [...new Set(refs.filter(isEmail).map((r) => r.toLowerCase()))],
    now,
  )
  const byCode = new Map(found.map((p) => [p.usercode, p]))
  const byEmail = new Map(found.filter((p) => p.email).map((p) => [p.email!.toLowerCase(), p]))
  const campaigns = await grantCampaigns(
    db,
    [...new Set(readable.map((r) => r.campaign).filter((c): c is string => c !== null))],
    now,
  )
  const seen = new Set<number>()
  return parsed.rows.map((csvRow) => {
    const player = isEmail(csvRow.player)
      ? (byEmail.get(csvRow.player.toLowerCase()) ?? null)
      : (byCode.get(csvRow.player) ?? null)
    let error: GrantRowError | null = csvRow.error === 'bad_row' ? 'bad_row' : null
    if (!error && !player) error = 'unknown_player'
    else if (!error && player!.status !== 'active') error = 'inactive_player'
    else if (!error && player!.isProtected) error = 'excluded_player'
    else if (!error && seen.has(player!.id)) error = 'duplicate_player'
    else if (!error && csvRow.error) error = csvRow.error
    const campaign = csvRow.campaign === null ? null : (campaigns.get(csvRow.campaign) ?? null)
    if (!error && csvRow.campaign !== null) error = campaignGrantProblem(campaign, csvRow.amount!)
    if (player) seen.add(player.id)
    return { csv: csvRow, player, campaign, error }
  })
}

/** The checked rows as the console shows them, in the member's language. */
export function checkedList(rows: CheckedRow[], locale: Locale): GrantList {
  const valid = rows.filter((r) => r.error === null)
  return {
    rows: rows.map((r): GrantListRow => ({
      line: r.csv.line,
      player: r.csv.player,
      playerId: r.player?.id ?? null,
      usercode: r.player?.usercode ?? null,
      username: r.player?.username ?? null,
      amount: r.csv.amount === null ? null : toMajor(r.csv.amount),
      reason: r.csv.reason ?? (r.csv.reasonText || null),
      campaign: r.csv.campaign,
      campaignVersion: r.campaign?.version ?? null,
      error: r.error,
      message: r.error ? grantRowErrorLabels[r.error][locale] : null,
      status: null,
      bonusId: null,
    })),
    valid: valid.length,
    invalid: rows.length - valid.length,
    total: toMajor(valid.reduce((sum, r) => sum + (r.csv.amount ?? 0n), 0n)),
    paid: 0,
    failed: 0,
  }
}

/** The message of a refusal at the approval: a row problem's words, or the error catalogue's. */
function refusalMessage(code: string, locale: Locale): string {
  if (code in grantRowErrorLabels) return grantRowErrorLabels[code as GrantRowError][locale]
  if (code in errorCatalog) return errorCatalog[code as ErrorCode].message[locale]
  return code
}

/** GET backoffice/bonus-grants/lists/:id: a filed list with each row's outcome. */
export async function filedList(db: DbOrTx, actionId: number, locale: Locale): Promise<GrantList> {
  const rows = await q.listRows(db, actionId)
  if (rows.length === 0) throw new AppError('NOT_FOUND')
  const valid = rows.length
  return {
    rows: rows.map(({ row, usercode, username }): GrantListRow => ({
      line: row.line,
      player: row.playerRef,
      playerId: row.playerId,
      usercode,
      username,
      amount: toMajor(row.amount),
      reason: row.reason,
      campaign: row.campaignCode,
      campaignVersion: row.campaignVersion,
      error: row.error,
      message: row.error ? refusalMessage(row.error, locale) : null,
      status: row.status as GrantListRow['status'],
      bonusId: row.bonusId,
    })),
    valid,
    invalid: 0,
    total: toMajor(rows.reduce((sum, r) => sum + r.row.amount, 0n)),
    paid: rows.filter((r) => r.row.status === 'paid').length,
    failed: rows.filter((r) => r.row.status === 'failed').length,
  }
}

/**
 * The approval's effect, inside its money transaction (docs/backoffice.md "Grant lists"): each
 * pending row in its own savepoint through the bonuses module's `grantManualBonus` (the wallet's
 * posting, ledger key `manual-bonus:{action}:{row}`; a row naming a campaign takes the terms of the
 * version filed). A row the rules refuse (an AppError: the player timed out or excluded since, a
 * bonus still in play, the account no longer active, the campaign disabled or edited since) rolls
 * back to its savepoint and is marked `failed` with the code; any other error ends the whole
 * approval, which then leaves every row pending. A row already paid is never paid again: only
 * `pending` rows are read, under the action's lock, and the ledger key refuses a second posting.
 */
export async function payGrantList(
  m: MoneyTx,
  g: { actionId: number; wageringMultiplier: number; validDays: number; now: Date },
): Promise<{ paid: number; failed: number; totalPaid: bigint; failures: { line: number; error: string }[] }> {
  const rows = (await q.listRows(m.tx, g.actionId)).filter((r) => r.row.status === 'pending')
  let paid = 0
  let totalPaid = 0n
  const failures: { line: number; error: string }[] = []
  for (const { row, status } of rows) {
    const fx: WalletEffects = { balances: new Set(), bonuses: [], postings: [] }
    try {
      const granted = await m.tx.transaction(async (sp) => {
        if (status !== 'active') throw new AppError('FORBIDDEN', undefined, { row: 'inactive_player' })
        return grantManualBonus(
          { ...m, tx: sp, fx },
          {
            playerId: row.playerId,
            amount: row.amount,
            wageringMultiplier: g.wageringMultiplier,
            validDays: g.validDays,
            actionId: g.actionId,
            rowId: row.id,
            // Rows filed before grants took a campaign's terms carry no version: paid as filed, by hand.
            campaign:
              row.campaignCode !== null && row.campaignVersion !== null
                ? { code: row.campaignCode, version: row.campaignVersion }
                : undefined,
            now: g.now,
          },
        )
      })
      await q.markRow(m.tx, row.id, { status: 'paid', bonusId: granted.id })
      for (const p of fx.balances) m.fx.balances.add(p)
      m.fx.bonuses.push(...fx.bonuses)
      m.fx.postings.push(...fx.postings)
      paid++
      totalPaid += row.amount
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const data = error.data as { row?: string } | undefined
      const code = data?.row ?? error.code
      await q.markRow(m.tx, row.id, { status: 'failed', error: code })
      failures.push({ line: row.line, error: code })
    }
  }
  return { paid, failed: failures.length, totalPaid, failures }
}
