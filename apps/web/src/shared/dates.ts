import { formatDate, type DateInput, type DateOptions } from '@galata/contract'
import { currentLocale } from './i18n/locale'

/**
 * A `<input type="date">` day as the start or the end of that day in Türkiye time (UTC+3 all year),
 * ISO: the day the tables write for a row is the day the filter picks.
 */
export function dayBound(day: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const d = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+03:00`)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

/**
 * Date and time as every table, notice and page writes them: the spec's `d.MMM.yy HH:mm` in
 * Türkiye time ("25.Kas.26 12:46"), from the contract's one formatter; `{ time: false }` for a day,
 * `{ seconds: true }` where rounds follow each other fast. '' for a missing or broken value.
 */
export function formatDateTime(value: DateInput, opts?: DateOptions): string {
  return formatDate(value, currentLocale, opts)
}
