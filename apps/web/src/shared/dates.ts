import { currentLocale } from './i18n/i18n'

/** A `<input type="date">` day as the start or the end of that day in the player's time zone, ISO. */
export function dayBound(day: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const d = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

/** Date and time of a history row ("24 Kas 2026 03:41"), seconds where rounds follow each other fast. */
export function historyDateFormat({ seconds = false } = {}): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(currentLocale === 'tr' ? 'tr-TR' : 'en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
  })
}
