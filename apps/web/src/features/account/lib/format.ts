import { currentLocale } from '../../../shared/i18n/locale'

const intlLocale = (locale: string) => (locale === 'tr' ? 'tr-TR' : 'en-GB')

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

/** `1990-01-07` → `7 Ocak 1990` / `7 January 1990`; read as a calendar date, never shifted by a zone. */
export function formatCalendarDate(value: string | null | undefined, locale: string = currentLocale): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  if (!m) return ''
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** An instant as a date in the player's own time zone: `22 Kasım 2026`. */
export function formatDay(iso: string | null | undefined, locale: string = currentLocale): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }).format(date)
}

/** An instant with its time, in the player's own time zone: `22 Kas 2026 06:06`. */
export function formatDateTime(iso: string | null | undefined, locale: string = currentLocale): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
