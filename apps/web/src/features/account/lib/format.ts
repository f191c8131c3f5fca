import { formatDate, type Locale } from '@galata/contract'
import { currentLocale } from '../../../shared/i18n/locale'

/**
 * An e-mail address partly hidden for a screen someone may be looking over: the first two letters
 * of the name (one when it is that short), then `***`, and the whole domain: `al***@example.com`.
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return ''
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  const name = email.slice(0, at)
  const keep = name.length <= 2 ? 1 : 2
  return `${name.slice(0, keep)}***${email.slice(at)}`
}

/** A birth date `1990-01-07` → `7.Oca.1990` / `7.Jan.1990`: a calendar day, never shifted by a zone. */
export function formatCalendarDate(value: string | null | undefined, locale: Locale = currentLocale): string {
  return /^\d{4}-\d{2}-\d{2}/.test(value ?? '')
    ? formatDate(value!.slice(0, 10), locale, { time: false, fullYear: true })
    : ''
}

/** An instant as a day in Türkiye time: `22.Kas.26`. */
export function formatDay(iso: string | null | undefined, locale: Locale = currentLocale): string {
  return formatDate(iso, locale, { time: false })
}

/** An instant with its time in Türkiye time: `22.Kas.26 06:06` (the spec's d.MMM.yy HH:mm). */
export function formatDateTime(iso: string | null | undefined, locale: Locale = currentLocale): string {
  return formatDate(iso, locale)
}
