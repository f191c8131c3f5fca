import { formatDateTime } from '../dates'
import type { Translate } from '../i18n/i18n'
import { splitDuration } from './amount'
import { restriction, type RgState } from './rg-api'

/** An instant of the protection API as the app writes dates (the one format, d.MMM.yy HH:mm). */
export function formatWhen(iso: string | null | undefined): string {
  return formatDateTime(iso)
}

/** Seconds as "1 sa 05 dk" / "1 h 05 min" (minutes alone under an hour). */
export function formatDuration(t: Translate, seconds: number): string {
  const { h, m } = splitDuration(seconds)
  return h > 0 ? t('rg.hoursMinutes', { h, m: String(m).padStart(2, '0') }) : t('rg.minutesOnly', { m })
}

/** The sentence for a time-out or self-exclusion in force, or null. */
export function restrictionText(t: Translate, state: RgState | undefined): string | null {
  const r = restriction(state)
  if (!r) return null
  if (r.kind === 'timeout') return t('rg.restricted.timeout', { date: formatWhen(r.until) })
  return r.until ? t('rg.restricted.exclusion', { date: formatWhen(r.until) }) : t('rg.restricted.indefinite')
}
