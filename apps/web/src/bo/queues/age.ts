import type { Translate } from '../i18n/i18n'

/** How long a request has waited, short (docs/backoffice.md "Payment and document queues"). */
export function ageOf(t: Translate, iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000))
  if (minutes < 60) return t('age.min', { n: minutes })
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return t('age.hour', { n: hours })
  return t('age.day', { n: Math.floor(hours / 24) })
}

/** Minutes since `iso` (the client-side age filter). */
export const minutesSince = (iso: string, now = Date.now()) => (now - Date.parse(iso)) / 60_000
