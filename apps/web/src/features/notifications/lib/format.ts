import { formatDate, type Locale } from '@galata/contract'

/** Spec §3: `d.MMM.yy HH:mm` ("1.Haz.25 17:03") from the UTC time stamp, in the one date format. */
export function formatNotificationTime(timeStamp: string, locale: Locale): string {
  return formatDate(timeStamp, locale)
}
