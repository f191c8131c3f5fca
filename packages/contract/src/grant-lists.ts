import { z } from 'zod'
import { csvRecords } from './csv.js'
import {
  BONUS_GRANT_DAYS,
  BONUS_GRANT_MAX_TRY,
  BONUS_GRANT_REASONS,
  BONUS_GRANT_WAGERING,
  PLAYER_TAGS,
  type BonusGrantReason,
} from './backoffice.js'
import { formatNumber } from './format.js'
import type { Localized } from './locale.js'
import { code, meaningfulText, numberTypeError, oneOfList, strictBody, typeError } from './rules.js'

/*
 * Bonus grants to a list of players and segment broadcasts (docs/backoffice.md "Campaigns", "Grant
 * lists" and "Segment broadcasts"). A CRM member uploads a CSV; the server reads it row by row,
 * answers each row's problem in words, and files the whole list as ONE pending action that a
 * second operator approves.
 */

/** The most rows one list may hold, and the most bytes of its CSV text. */
export const GRANT_LIST_LIMITS = { rows: 1000, csvChars: 200_000 } as const

/**
 * What may be wrong with one row: no such player (by user code or e-mail), an amount that is not
 * a lira amount from 0.01 to the grant's maximum with two decimals at most, a player who may not
 * receive marketing or bonuses (not active, timed out or self-excluded: docs/player-protection.md),
 * a player already on an earlier row, a reason that is not a grant reason, a campaign code that
 * names no campaign, or a row with the wrong number of fields. A campaign must also run now and
 * cover the amount; at the approval it must still be the version filed (`campaign_changed`).
 */
export const GRANT_ROW_ERRORS = [
  'unknown_player',
  'bad_amount',
  'excluded_player',
  'inactive_player',
  'duplicate_player',
  'bad_reason',
  'unknown_campaign',
  'bad_row',
  'inactive_campaign',
  'over_campaign_max',
  'campaign_changed',
] as const
export type GrantRowError = (typeof GRANT_ROW_ERRORS)[number]

export const grantRowErrorLabels: Record<GrantRowError, Localized> = {
  unknown_player: {
    tr: 'Bu kullanıcı kodu veya e-posta ile bir oyuncu yok.',
    en: 'No player has this user code or e-mail.',
  },
  bad_amount: {
    tr: `Tutar 0,01 ile ${formatNumber(BONUS_GRANT_MAX_TRY, 'tr')} TL arasında, en fazla iki ondalıklı olmalı (ör. 150 veya 150,50).`,
    en: `The amount must be between 0.01 and ${formatNumber(BONUS_GRANT_MAX_TRY, 'en')} lira, with two decimals at most (e.g. 150 or 150.50).`,
  },
  excluded_player: {
    tr: 'Oyuncu kendini oyundan uzaklaştırmış veya mola vermiş; bonus ve pazarlama alamaz.',
    en: 'The player is self-excluded or on a time-out and may receive no bonus or marketing.',
  },
  inactive_player: {
    tr: 'Oyuncunun hesabı askıya alınmış veya kapatılmış.',
    en: "The player's account is suspended or closed.",
  },
  duplicate_player: {
    tr: 'Bu oyuncu listede daha önce geçiyor; her oyuncu bir kez yer alabilir.',
    en: 'This player is already on an earlier row; each player may appear once.',
  },
  bad_reason: {
    tr: `Neden şunlardan biri olmalı: ${BONUS_GRANT_REASONS.join(', ')}.`,
    en: `The reason must be one of: ${BONUS_GRANT_REASONS.join(', ')}.`,
  },
  unknown_campaign: {
    tr: 'Bu kodla bir kampanya yok.',
    en: 'There is no campaign with this code.',
  },
  bad_row: {
    tr: 'Satır okunamadı: oyuncu ve tutar sütunları dolu olmalı.',
    en: 'The row could not be read: the player and amount columns must be filled in.',
  },
  inactive_campaign: {
    tr: 'Kampanya kapalı veya tarihleri dışında; bu kampanyayla bonus verilemez.',
    en: 'The campaign is disabled or outside its dates; no bonus can be granted under it.',
  },
  over_campaign_max: {
    tr: 'Tutar kampanyanın en yüksek bonusunu aşıyor.',
    en: "The amount is above the campaign's largest bonus.",
  },
  campaign_changed: {
    tr: 'Kampanya liste gönderildikten sonra değiştirildi; yeni koşullarla yeni bir liste gönderin.',
    en: 'The campaign was changed after the list was filed; file a new list under its new terms.',
  },
}

/** What each column of the file may be called (English or Turkish headings, any case). */
const COLUMN_NAMES = {
  player: [
    'player',
    'oyuncu',
    'usercode',
    'user code',
    'kullanıcı kodu',
    'email',
    'e-mail',
    'e-posta',
    'eposta',
  ],
  amount: ['amount', 'tutar', 'miktar'],
  reason: ['reason', 'neden', 'sebep'],
  campaign: ['campaign', 'kampanya'],
} as const
type Column = keyof typeof COLUMN_NAMES

/** One row of the file as read, before the server looks the player up. */
export interface GrantCsvRow {
  /** The line number in the file (the header is line 1). */
  line: number
  player: string
  amountText: string
  /** Kuruş, or null when `amountText` is not a valid amount. */
  amount: bigint | null
  reason: BonusGrantReason | null
  reasonText: string
  campaign: string | null
  error: GrantRowError | null
}

/** Why the file as a whole cannot be read (answered as 400 `GRANT_LIST_UNREADABLE` with this code). */
export type GrantCsvProblem = 'empty' | 'no_header' | 'too_many_rows'

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * A lira amount as a person types it in a spreadsheet: `150`, `150.5`, `150,50` (Turkish decimal
 * comma). No thousands separators, no currency sign: `1.234,50` is refused rather than guessed.
 */
export function parseLiraAmount(text: string): bigint | null {
  const m = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  const minor = BigInt(m[1]!) * 100n + BigInt((m[2] ?? '0').padEnd(2, '0'))
  if (minor < 1n || minor > BigInt(BONUS_GRANT_MAX_TRY) * 100n) return null
  return minor
}

/**
 * Reads a grant list (docs/backoffice.md "Grant lists"): a header row naming the columns `player`
 * (user code or e-mail) and `amount` (lira), optionally `reason` and `campaign`, in any order, in
 * English or Turkish; comma or semicolon separated; a byte-order mark and blank lines are ignored.
 * Each row carries its own error (never the whole file's), except when the file has no rows, no
 * such header or more than GRANT_LIST_LIMITS.rows rows.
 */
export function parseGrantCsv(text: string): { rows: GrantCsvRow[] } | { problem: GrantCsvProblem } {
  const body = text.replace(/^\uFEFF/, '')
  const firstLine = body.split(/\r?\n/, 1)[0] ?? ''
  const separator = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ','
  const all = csvRecords(body, separator)
  const lines = all
    .map((cells, i) => ({ cells, line: i + 1 }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
  if (lines.length === 0) return { problem: 'empty' }
  const header = lines[0]!.cells.map((c) => c.trim().toLocaleLowerCase('tr-TR').replace(/\s+/g, ' '))
  const index: Partial<Record<Column, number>> = {}
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    const names: readonly string[] = COLUMN_NAMES[column]
    const at = header.findIndex((h) => names.includes(h) || names.includes(h.toLocaleLowerCase('en-US')))
    if (at >= 0) index[column] = at
  }
  if (index.player === undefined || index.amount === undefined) return { problem: 'no_header' }
  const data = lines.slice(1)
  if (data.length === 0) return { problem: 'empty' }
  if (data.length > GRANT_LIST_LIMITS.rows) return { problem: 'too_many_rows' }
  return {
    rows: data.map(({ cells, line }) => {
      const cell = (c: Column) => (index[c] === undefined ? '' : (cells[index[c]] ?? '').trim())
      const player = cell('player').slice(0, 200)
      const amountText = cell('amount').slice(0, 40)
      const reasonText = cell('reason').toLowerCase().slice(0, 40)
      const campaign = cell('campaign').toLowerCase().slice(0, 60) || null
      const amount = parseLiraAmount(amountText)
      const reason = (BONUS_GRANT_REASONS as readonly string[]).includes(reasonText)
        ? (reasonText as BonusGrantReason)
        : null
      let error: GrantRowError | null = null
      // A control character names no player and no campaign (and PostgreSQL refuses a NUL in text).
      if (player === '' || amountText === '' || CONTROL.test(player) || CONTROL.test(campaign ?? ''))
        error = 'bad_row'
      else if (amount === null) error = 'bad_amount'
      else if (reasonText !== '' && reason === null) error = 'bad_reason'
      return { line, player, amountText, amount, reason, reasonText, campaign, error }
    }),
  }
}

const csvText = z
  .string({ error: typeError() })
  .min(1, code('required'))
  .max(GRANT_LIST_LIMITS.csvChars, code('too_long'))

/** POST backoffice/bonus-grants/lists/check: the file's text, read and checked; nothing is filed. */
export const grantListCheckSchema = strictBody({ csv: csvText })
export type GrantListCheck = z.output<typeof grantListCheckSchema>

/**
 * POST backoffice/bonus-grants/lists: the file and what applies to every row: the wagering multiple,
 * the days, the reason (a row's own `reason` column wins) and the note the checker reads.
 */
export const grantListFileSchema = strictBody({
  csv: csvText,
  wageringMultiplier: z
    .number({ error: numberTypeError })
    .int(code('invalid_format'))
    .min(BONUS_GRANT_WAGERING.min, code('too_small'))
    .max(BONUS_GRANT_WAGERING.max, code('too_big')),
  validDays: z
    .number({ error: numberTypeError })
    .int(code('invalid_format'))
    .min(BONUS_GRANT_DAYS.min, code('too_small'))
    .max(BONUS_GRANT_DAYS.max, code('too_big')),
  reason: oneOfList(BONUS_GRANT_REASONS),
  note: meaningfulText(3, 500),
})
export type GrantListFile = z.output<typeof grantListFileSchema>

/** A row's state once filed: waiting for the approval, paid, or refused at the approval (`error`). */
export const GRANT_ROW_STATUSES = ['pending', 'paid', 'failed'] as const

/** One row as the console shows it: what was read, who it is, and its problem in the member's language. */
export const grantListRowSchema = z.strictObject({
  line: z.number(),
  player: z.string(),
  /** The player found, or null. */
  playerId: z.number().nullable(),
  usercode: z.string().nullable(),
  username: z.string().nullable(),
  /** Lira, or null when the amount could not be read. */
  amount: z.number().nullable(),
  reason: z.string().nullable(),
  campaign: z.string().nullable(),
  /** The campaign's version whose terms (wagering, validity) the row's bonus takes; null without one. */
  campaignVersion: z.number().nullable(),
  /** Before filing: null (valid) or the problem; after the approval: the refusal's code, if any. */
  error: z.string().nullable(),
  message: z.string().nullable(),
  status: z.enum(GRANT_ROW_STATUSES).nullable(),
  bonusId: z.number().nullable(),
})
export type GrantListRow = z.infer<typeof grantListRowSchema>

/** The list read and checked (or, by id, as filed with each row's outcome). */
export const grantListSchema = z.strictObject({
  rows: z.array(grantListRowSchema),
  /** Rows without a problem, and their total in lira. */
  valid: z.number(),
  invalid: z.number(),
  total: z.number(),
  /** Once approved: rows paid and rows refused. */
  paid: z.number(),
  failed: z.number(),
})
export type GrantList = z.infer<typeof grantListSchema>

// ---------------------------------------------------------------------------------------------
// Segment broadcasts (docs/backoffice.md "Segment broadcasts")

/**
 * Who a marketing message may go to: every player, players with a confirmed deposit made in the
 * last 30 days, or players with one staff tag. Each keeps the marketing rules of a message to
 * everyone (consent, no time-out or self-exclusion, an active account).
 */
export const BROADCAST_SEGMENTS = ['all', 'depositors_30d', 'tag'] as const
export type BroadcastSegment = (typeof BROADCAST_SEGMENTS)[number]
/** The window of "depositors", in days. */
export const DEPOSITORS_WINDOW_DAYS = 30

export const broadcastSegmentLabels: Record<BroadcastSegment, Localized> = {
  all: { tr: 'Tüm oyuncular', en: 'All players' },
  depositors_30d: { tr: 'Son 30 günde yatırım yapanlar', en: 'Depositors in the last 30 days' },
  tag: { tr: 'Etiketli oyuncular', en: 'Players with a tag' },
}

/** GET backoffice/notifications/audience?segment=&tag=: how many players a broadcast would reach now. */
export const broadcastAudienceQuerySchema = z
  .strictObject({
    segment: z.enum(BROADCAST_SEGMENTS, { error: typeError('invalid_option') }),
    tag: z.enum(PLAYER_TAGS, { error: typeError('invalid_option') }).optional(),
  })
  .refine((q) => (q.segment === 'tag') === (q.tag !== undefined), { error: 'required', path: ['tag'] })
export type BroadcastAudienceQuery = z.output<typeof broadcastAudienceQuerySchema>

export const broadcastAudienceSchema = z.strictObject({
  /** Players who would receive it (consent, exclusions and status applied). */
  count: z.number(),
  /** Players in the segment before the marketing rules. */
  segment: z.number(),
})
export type BroadcastAudience = z.infer<typeof broadcastAudienceSchema>
