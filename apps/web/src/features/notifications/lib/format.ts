import { parseUtcTimestamp, type Locale } from '@galata/contract'

const MONTHS: Record<Locale, readonly string[]> = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * Spec §3: `d.MMM.yy HH:mm` (1.Haz.25 14:03), from the UTC time stamp shown in the player's own
 * time zone, the month named in the page's language.
 */
export function formatNotificationTime(timeStamp: string, locale: Locale): string {
  const d = parseUtcTimestamp(timeStamp)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getDate()}.${MONTHS[locale][d.getMonth()]}.${two(d.getFullYear() % 100)} ${two(d.getHours())}:${two(d.getMinutes())}`
}
