// No zod here: the browser imports this on every page and must not pay for the schema library.
/** Languages of the site (spec §9): Turkish first and the default, English second. */
export const LOCALES = ['tr', 'en'] as const
export const DEFAULT_LOCALE = 'tr'
export type Locale = (typeof LOCALES)[number]

/** A stored or requested language is used only when it is one we have, else Turkish (spec §4). */
export function pickLocale(value: unknown): Locale {
  const v = typeof value === 'string' ? value.trim().toLowerCase().slice(0, 2) : ''
  return (LOCALES as readonly string[]).includes(v) ? (v as Locale) : DEFAULT_LOCALE
}

/** A text in every language of the site. */
export type Localized = Record<Locale, string>
