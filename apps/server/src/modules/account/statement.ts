import { sql } from 'drizzle-orm'
import {
  localMidnight,
  localParts,
  STATEMENT_MAX_DAYS,
  TransactionStatus,
  PaymentDirection,
  type Statement,
  type StatementRequest,
} from '@galata/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { limitChanges, timePlayed } from '../protection/index.js'
import { asBigint, toMajor } from '../wallet/index.js'

/*
 * The activity statement (docs/player-protection.md "Web"): deposits, withdrawals, stakes,
 * wins, net, time played and limit changes of one player over calendar days in Turkish time. Every
 * sum is kuruş (bigint) until the edge; the CSV carries the same figures as the JSON.
 */

const DAY_MS = 86_400_000

/** The statement's period as instants: 00:00 TSİ of `from` up to 00:00 TSİ of the day after `to`. */
export function statementBounds(req: StatementRequest): { from: Date; to: Date } {
  const [fy, fm, fd] = req.from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = req.to.split('-').map(Number) as [number, number, number]
  const days = Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / DAY_MS) + 1
  if (days > STATEMENT_MAX_DAYS)
    throw new AppError('STATEMENT_RANGE_TOO_LONG', { to: 'too_long' }, { maxDays: STATEMENT_MAX_DAYS })
  return { from: new Date(localMidnight(fy, fm, fd)), to: new Date(localMidnight(ty, tm, td + 1)) }
}

function rows(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows
}

/** Confirmed deposits and withdrawals in [from, to), kuruş. */
async function payments(db: DbOrTx, playerId: number, from: Date, to: Date) {
  const result = await db.execute(sql`
    select coalesce(sum(amount) filter (where type = ${PaymentDirection.Deposit}), 0) as deposits,
           coalesce(sum(amount) filter (where type = ${PaymentDirection.Withdraw}), 0) as withdrawals
      from payments
     where player_id = ${playerId} and status = ${TransactionStatus.Confirmed}
       and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`)
  const row = rows(result)[0] ?? {}
  return { deposits: asBigint(row.deposits ?? 0), withdrawals: asBigint(row.withdrawals ?? 0) }
}

/**
 * Stakes of bets that stand and the winnings credited in [from, to), kuruş: the rule of the reality
 * check's session summary (a sportsbook settlement's payout counts as a win), over a period.
 */
async function play(db: DbOrTx, playerId: number, from: Date, to: Date) {
  const result = await db.execute(sql`
    select coalesce(sum(amount) filter (where op = 'bet' and status in ('open', 'settled')), 0) as stakes,
           coalesce(sum(amount) filter (where op = 'win' and status = 'applied'), 0)
             + coalesce(sum(settled_amount) filter (where op = 'bet' and status in ('open', 'settled')), 0) as wins
      from provider_transactions
     where player_id = ${playerId} and op in ('bet', 'win')
       and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`)
  const row = rows(result)[0] ?? {}
  return { stakes: asBigint(row.stakes ?? 0), wins: asBigint(row.wins ?? 0) }
}

export interface StatementDeps {
  db: Db
  clock: { now: () => number }
}

export async function buildStatement(
  deps: StatementDeps,
  playerId: number,
  req: StatementRequest,
): Promise<Statement> {
  const { from, to } = statementBounds(req)
  const now = new Date(deps.clock.now())
  // Time played is counted as the session-time limit counts it (the protection module's rule),
  // and never past this moment.
  const until = new Date(Math.min(to.getTime(), now.getTime()))
  const [money, bets, seconds, changes] = await Promise.all([
    payments(deps.db, playerId, from, to),
    play(deps.db, playerId, from, to),
    until > from ? timePlayed(deps, playerId, from, until) : Promise.resolve(0),
    limitChanges(deps, playerId, { from, to }),
  ])
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    deposits: toMajor(money.deposits),
    withdrawals: toMajor(money.withdrawals),
    stakes: toMajor(bets.stakes),
    wins: toMajor(bets.wins),
    net: toMajor(bets.wins - bets.stakes),
    timePlayedSeconds: seconds,
    limitChanges: changes.map((c) => ({
      at: c.at,
      kind: c.kind,
      subject: c.subject,
      old: c.old,
      new: c.new,
      effectiveAt: c.effectiveAt,
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// CSV

const CSV_LABELS = {
  tr: {
    title: 'Hesap özeti',
    period: 'Dönem',
    item: 'Kalem',
    value: 'Değer',
    deposits: 'Yatırımlar (TRY)',
    withdrawals: 'Çekimler (TRY)',
    stakes: 'Bahisler (TRY)',
    wins: 'Kazançlar (TRY)',
    net: 'Net (kazanç − bahis, TRY)',
    time: 'Oyun süresi (dakika)',
    changes: 'Limit değişiklikleri',
    at: 'Tarih',
    kind: 'Tür',
    subject: 'Konu',
    old: 'Eski',
    new: 'Yeni',
    effective: 'Geçerlilik',
  },
  en: {
    title: 'Activity statement',
    period: 'Period',
    item: 'Item',
    value: 'Value',
    deposits: 'Deposits (TRY)',
    withdrawals: 'Withdrawals (TRY)',
    stakes: 'Stakes (TRY)',
    wins: 'Winnings (TRY)',
    net: 'Net (winnings − stakes, TRY)',
    time: 'Time played (minutes)',
    changes: 'Limit changes',
    at: 'Date',
    kind: 'Kind',
    subject: 'Subject',
    old: 'Old',
    new: 'New',
    effective: 'Effective at',
  },
} as const

/**
 * A field quoted when it holds a separator, a quote or a line break. Text starting with = + - @ is
 * defused with a leading apostrophe (a spreadsheet would run it as a formula); plain numbers are not.
 */
function cell(value: string | number | null): string {
  let s = value === null ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
}

/** Turkish time as `2026-11-25 14:05`, the way a spreadsheet sorts it. */
function tsi(iso: string | null): string {
  if (!iso) return ''
  const p = localParts(new Date(iso).getTime())
  const two = (n: number) => String(n).padStart(2, '0')
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}`
}

/**
 * The statement as CSV: UTF-8 with a byte-order mark (Excel then shows Turkish letters), comma
 * separated, CRLF line ends (RFC 4180), amounts with a dot and two decimals so every spreadsheet
 * reads them as numbers.
 */
export function statementCsv(s: Statement, req: StatementRequest, locale: 'tr' | 'en'): string {
  const L = CSV_LABELS[locale]
  const money = (n: number) => n.toFixed(2)
  const lines: (string | number | null)[][] = [
    [L.title, `${req.from} – ${req.to}`],
    [L.item, L.value],
    [L.deposits, money(s.deposits)],
    [L.withdrawals, money(s.withdrawals)],
    [L.stakes, money(s.stakes)],
    [L.wins, money(s.wins)],
    [L.net, money(s.net)],
    [L.time, Math.floor(s.timePlayedSeconds / 60)],
  ]
  if (s.limitChanges) {
    lines.push([], [L.changes], [L.at, L.kind, L.subject, L.old, L.new, L.effective])
    for (const c of s.limitChanges)
      lines.push([tsi(c.at), c.kind, c.subject, c.old, c.new, tsi(c.effectiveAt)])
  }
  return '\uFEFF' + lines.map((l) => l.map(cell).join(',')).join('\r\n') + '\r\n'
}

export function statementFileName(req: StatementRequest, locale: 'tr' | 'en'): string {
  return `${locale === 'tr' ? 'hesap-ozeti' : 'activity-statement'}-${req.from}-${req.to}.csv`
}
