import type { SimCall } from './dialect.js'

/*
 * The providers' daily round reports (docs/providers.md "Reconciliation"): what each provider would
 * hand the operator for one UTC day, the booked money calls of its rounds, in that provider's own
 * format. Hub88 has one (its operator API's Transactions API: JSON, amounts in its units); the others
 * publish none we could read, so each gets a documented CSV in its own words and units. Keyed by
 * provider code, so a dialect added later reports as soon as its calls carry `kind` (dialect.ts).
 * The simulator keeps what the reports need in a `ReportBook`: a few days of rounds, bounded.
 */

export type ReportKind = 'bet' | 'win' | 'rollback'

/**
 * Faults the simulator plays itself, whatever the dialect: `unseen-round` books a round in the
 * provider's report (its bet and win) without ever calling the operator, the difference a
 * reconciliation must find (calls lost on the way, or a provider's own mistake).
 */
export const REPORT_FAULTS = ['unseen-round'] as const
export type ReportFault = (typeof REPORT_FAULTS)[number]

/** The calls of a round the operator never saw, as the provider books them. */
export function unseenRoundCalls(round: {
  stake: number
  win: number
  betId: string
  winId: string
}): SimCall[] {
  const at = new Date().toISOString()
  const call = { path: '(never sent)', status: 'unseen', at, booked: true } as const
  return [
    { ...call, transactionId: round.betId, kind: 'bet', amount: round.stake },
    { ...call, transactionId: round.winId, kind: 'win', amount: round.win, refId: round.betId },
  ]
}

/** One booked money call, as every format is written from. */
export interface ReportLine {
  transactionId: string
  /** The bet a win or rollback names. */
  refId: string | null
  roundId: string
  gameCode: string
  user: string
  kind: ReportKind
  /** Kuruş (a rollback: the stake it returns). */
  amount: number
  /** ISO, UTC. */
  at: string
}

export interface ReportFile {
  contentType: string
  body: string
}

export type ReportFormatter = (lines: ReportLine[]) => ReportFile

const csvCell = (v: string | number) => {
  const text = String(v)
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Kuruş written as lira with two decimals, as text ("12.50"), the way the lira dialects send amounts. */
const liraText = (kurus: number) => `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`

/** The CSV every provider without a report API of its own is given (docs/providers.md "Reconciliation"). */
function csvReport(
  words: Record<ReportKind, string>,
  amount: (kurus: number) => string,
  idOf: (line: ReportLine) => string = (line) => line.transactionId,
): ReportFormatter {
  return (lines) => ({
    contentType: 'text/csv; charset=utf-8',
    body: [
      'transaction_id,round_id,game_code,type,amount,currency,time',
      ...lines.map((l) =>
        [idOf(l), l.roundId, l.gameCode, words[l.kind], amount(l.amount), 'TRY', l.at].map(csvCell).join(','),
      ),
    ]
      .map((row) => `${row}\r\n`)
      .join(''),
  })
}

/** Hub88's units: 100,000 a lira, so 1,000 a kuruş (docs/providers.md "Hub88", Units). */
const HUB88_UNITS_PER_KURUS = 1_000

export const REPORT_FORMATS: Record<string, ReportFormatter> = {
  /**
   * Hub88's Transactions API (`POST /operator/generic/v2/transactions/list`, start_time/end_time):
   * its wallet calls' own fields plus `type` and `created_at`. The exact answer is not public; these
   * names are the wallet API's, to confirm with Hub88.
   */
  hub88: (lines) => ({
    contentType: 'application/json; charset=utf-8',
    body: JSON.stringify({
      transactions: lines.map((l) => ({
        transaction_uuid: l.transactionId,
        reference_transaction_uuid: l.refId,
        round: l.roundId,
        game_code: l.gameCode,
        user: l.user,
        type: l.kind,
        amount: l.amount * HUB88_UNITS_PER_KURUS,
        currency: 'TRY',
        created_at: l.at,
      })),
    }),
  }),
  /** Fundist's words (debit, credit; a rollback by its own id), lira as decimal text. */
  softgamings: csvReport({ bet: 'debit', win: 'credit', rollback: 'rollback' }, liraText),
  /**
   * EGT's transfer words, kuruş as integers; a cancel is listed under the TransferId of the Withdraw
   * it cancels (EGT's `Deposit` with ROUND_CANCEL carries it).
   */
  egt: csvReport({ bet: 'WITHDRAW', win: 'DEPOSIT', rollback: 'CANCEL' }, String, (l) =>
    l.kind === 'rollback' && l.refId ? l.refId : l.transactionId,
  ),
  /** Digitain's operations (a refund names its own txId), lira as decimal text. */
  digitain: csvReport({ bet: 'bet', win: 'win', rollback: 'refund' }, liraText),
  /** EveryMatrix's transaction types, lira as decimal text. */
  everymatrix: csvReport({ bet: 'wager', win: 'result', rollback: 'rollback' }, liraText),
}

/** A round as the book keeps it: enough for its report lines. */
export interface BookRound {
  provider: string
  roundId: string
  gameCode: string
  user: string
  /** The round's calls; a late rollback is appended to this same list when it lands. */
  calls: SimCall[]
}

/** How many UTC days the book keeps (yesterday's report needs the day before it too: late calls). */
export const REPORT_DAYS_KEPT = 3
/** Rounds kept per day; past it the day's report is refused as incomplete, never served short. */
export const REPORT_ROUNDS_PER_DAY = 20_000

export type ReportAnswer =
  { ok: true; file: ReportFile; lines: number } | { ok: false; status: number; message: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (at: number) => new Date(at).toISOString().slice(0, 10)

function dayBefore(day: string): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) - 86_400_000)
}

/**
 * The simulator's memory for its reports: each round under the UTC day it began, the last
 * REPORT_DAYS_KEPT days, at most REPORT_ROUNDS_PER_DAY each.
 */
export class ReportBook {
  private readonly days = new Map<string, { rounds: BookRound[]; overflow: boolean }>()

  constructor(private readonly now: () => number = Date.now) {}

  record(round: BookRound): void {
    const today = utcDay(this.now())
    let day = this.days.get(today)
    if (!day) {
      day = { rounds: [], overflow: false }
      this.days.set(today, day)
      const keep = new Set<string>([today])
      for (let d = today, i = 1; i < REPORT_DAYS_KEPT; i++) keep.add((d = dayBefore(d)))
      for (const key of this.days.keys()) if (!keep.has(key)) this.days.delete(key)
    }
    if (day.rounds.length >= REPORT_ROUNDS_PER_DAY) day.overflow = true
    else day.rounds.push(round)
  }

  /** The provider's report of one UTC day: its booked calls answered that day, one line per transaction id. */
  report(provider: string, date: string): ReportAnswer {
    const format = REPORT_FORMATS[provider]
    if (!format) return { ok: false, status: 404, message: `no report format for provider ${provider}` }
    if (!DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))
      return { ok: false, status: 400, message: 'date: YYYY-MM-DD' }
    const today = utcDay(this.now())
    if (date > today) return { ok: false, status: 400, message: 'date: not after today' }
    const oldestKept = [...Array(REPORT_DAYS_KEPT - 1)].reduce<string>((d) => dayBefore(d), today)
    if (date < oldestKept)
      return { ok: false, status: 410, message: `only the last ${REPORT_DAYS_KEPT} days are kept` }
    const sources = [this.days.get(dayBefore(date)), this.days.get(date)]
    if (sources.some((s) => s?.overflow))
      return {
        ok: false,
        status: 503,
        message: `more than ${REPORT_ROUNDS_PER_DAY} rounds in a day: the report would be incomplete`,
      }
    const seen = new Set<string>()
    const lines: ReportLine[] = []
    for (const round of sources.flatMap((s) => s?.rounds ?? [])) {
      if (round.provider !== provider) continue
      for (const call of round.calls) {
        if (!call.kind || !call.booked || !call.at || call.amount === undefined) continue
        if (call.at.slice(0, 10) !== date || seen.has(call.transactionId)) continue
        seen.add(call.transactionId)
        lines.push({
          transactionId: call.transactionId,
          refId: call.refId ?? null,
          roundId: round.roundId,
          gameCode: round.gameCode,
          user: round.user,
          kind: call.kind,
          amount: call.amount,
          at: call.at,
        })
      }
    }
    lines.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
    return { ok: true, file: format(lines), lines: lines.length }
  }
}
