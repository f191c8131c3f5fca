import type { Locale, Localized } from '../../../locale.js'

/** A set of game strings in one language: what a game page's data block carries (docs/content.md). */
export function stringsIn(
  strings: Readonly<Record<string, Localized>>,
  locale: Locale,
): Record<string, string> {
  return Object.fromEntries(Object.entries(strings).map(([k, v]) => [k, v[locale]]))
}
