import { pickLocale, type Locale } from '@galata/contract'
import { readString, writeString, STORAGE_KEYS } from '../storage'

/** The stored language if we have it, else Turkish (spec §4). Read once: a change reloads the page. */
export const currentLocale: Locale = pickLocale(readString(STORAGE_KEYS.lang))

/** Stores the choice and reloads after about 100 ms (spec §4, §9). */
export function changeLocale(locale: Locale): void {
  writeString(STORAGE_KEYS.lang, locale)
  setTimeout(() => window.location.reload(), 100)
}
