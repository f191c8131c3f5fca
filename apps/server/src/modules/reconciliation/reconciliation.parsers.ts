import { csvRecords, type ReconLineType, type ReconProvider } from '@galata/contract'
import { providerAmount } from '../wallet/index.js'

/*
 * A provider's daily report, read into canonical lines (docs/providers.md "Reconciliation"): one
 * parser per provider format, keyed by provider code. Amounts become kuruş through the wallet's
 * `providerAmount` (the one reader of a provider's decimal text): a format in units of its own is
 * first written as lira text with its decimals in place, never divided.
 */

export interface ReconLine {
  /** Our provider-transaction id for it (the provider's transaction id; EGT's cancel: `{id}/cancel`). */
  txId: string
  type: ReconLineType
  /** Kuruş, the floor of what the provider wrote (a credit's sub-kuruş remainder is never booked). */
  amount: bigint
  roundId: string
  at: Date
}

/** A report that is not what its provider's format says: the run fails with this message. */
export class ReportFormatError extends Error {}

/** `units` (plain digits) in 1/10^places of a lira → lira text ("1234500", 5 → "12.34500"). */
function unitsAsLira(units: string, places: number): string {
  if (!/^(0|[1-9][0-9]*)$/.test(units)) throw new ReportFormatError(`amount: ${units}`)
  const padded = units.padStart(places + 1, '0')
  return `${padded.slice(0, -places)}.${padded.slice(-places)}`
}

function kurusOf(liraText: string): bigint {
  const read = providerAmount(liraText)
  if (!read) throw new ReportFormatError(`amount: ${liraText}`)
  return read.kurus
}

function instant(text: unknown): Date {
  const at = typeof text === 'string' ? new Date(text) : new Date(Number.NaN)
  if (Number.isNaN(at.getTime())) throw new ReportFormatError(`time: ${String(text)}`)
  return at
}

function idText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 200)
    throw new ReportFormatError(`${field}: ${String(value)}`)
  return value
}

const CSV_HEADER = 'transaction_id,round_id,game_code,type,amount,currency,time'

/** The CSV of a provider without a report API (docs/providers.md "Reconciliation"), in its words and units. */
function csvParser(
  words: Record<string, ReconLineType>,
  kurus: (amount: string) => bigint,
  txIdOf: (id: string, type: ReconLineType) => string = (id) => id,
) {
  return (body: string): ReconLine[] => {
    const [header, ...rows] = csvRecords(body).filter((r) => !(r.length === 1 && r[0] === ''))
    if (header?.join(',') !== CSV_HEADER) throw new ReportFormatError(`header: ${header?.join(',') ?? ''}`)
    return rows.map((r, i) => {
      if (r.length !== 7) throw new ReportFormatError(`line ${i + 2}: ${r.length} fields`)
      const [id, round, , word, amount, currency, time] = r as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ]
      const type = words[word]
      if (!type) throw new ReportFormatError(`line ${i + 2}: type ${word}`)
      if (currency !== 'TRY') throw new ReportFormatError(`line ${i + 2}: currency ${currency}`)
      return {
        txId: txIdOf(idText(id, 'transaction_id'), type),
        type,
        amount: kurus(amount),
        roundId: idText(round, 'round_id'),
        at: instant(time),
      }
    })
  }
}

/** Hub88: 100,000 units a lira (docs/providers.md "Hub88", Units). */
const HUB88_DECIMALS = 5
/** EGT: kuruş (docs/providers.md "EGT", Units). */
const EGT_DECIMALS = 2

function parseHub88(body: string): ReconLine[] {
  let doc: unknown
  try {
    doc = JSON.parse(body)
  } catch {
    throw new ReportFormatError('not JSON')
  }
  const list = (doc as { transactions?: unknown } | null)?.transactions
  if (!Array.isArray(list)) throw new ReportFormatError('transactions: not a list')
  return list.map((item: Record<string, unknown>, i) => {
    const type = item?.type
    if (type !== 'bet' && type !== 'win' && type !== 'rollback')
      throw new ReportFormatError(`transaction ${i}: type ${String(type)}`)
    if (item.currency !== 'TRY') throw new ReportFormatError(`transaction ${i}: currency`)
    if (!Number.isSafeInteger(item.amount)) throw new ReportFormatError(`transaction ${i}: amount`)
    return {
      txId: idText(item.transaction_uuid, 'transaction_uuid'),
      type,
      amount: kurusOf(unitsAsLira(String(item.amount), HUB88_DECIMALS)),
      roundId: idText(item.round, 'round'),
      at: instant(item.created_at),
    }
  })
}

export const REPORT_PARSERS: Record<ReconProvider, (body: string) => ReconLine[]> = {
  hub88: parseHub88,
  softgamings: csvParser({ debit: 'bet', credit: 'win', rollback: 'rollback' }, kurusOf),
  // A cancel is listed under the cancelled Withdraw's TransferId; we book it as `{id}/cancel`.
  egt: csvParser(
    { WITHDRAW: 'bet', DEPOSIT: 'win', CANCEL: 'rollback' },
    (amount) => kurusOf(unitsAsLira(amount, EGT_DECIMALS)),
    (id, type) => (type === 'rollback' ? `${id}/cancel` : id),
  ),
  digitain: csvParser({ bet: 'bet', win: 'win', refund: 'rollback' }, kurusOf),
  everymatrix: csvParser({ wager: 'bet', result: 'win', rollback: 'rollback' }, kurusOf),
}
