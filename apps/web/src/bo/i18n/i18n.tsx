import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { formatDate, formatMoney, pickLocale, type Locale } from '@galata/contract'
import { dictionary, type MessageKey } from './dictionary'

/*
 * The console's language (docs/backoffice.md "The console (/bo)"): Turkish unless the browser's
 * stored choice says English, the same `lang` key the player site keeps, switched in place.
 */
const LANG_KEY = 'lang'

function storedLocale(): Locale {
  try {
    return pickLocale(localStorage.getItem(LANG_KEY))
  } catch {
    return 'tr'
  }
}

/** The console's locale outside React (the API client's x-locale header). */
export let boLocale: Locale = storedLocale()

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

export function translate(locale: Locale, key: MessageKey, values?: Record<string, string | number>) {
  const text: string = dictionary[key][locale]
  return values ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? '')) : text
}

interface I18n {
  locale: Locale
  t: Translate
  setLocale: (locale: Locale) => void
  /** Dates and times of the console: day, month, year, hour and minute in the staff member's language. */
  dateTime: (iso: string | null) => string
  money: (lira: number) => string
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(boLocale)
  useEffect(() => {
    document.documentElement.lang = locale
    document.title = translate(locale, 'app.title')
  }, [locale])
  const setLocale = useCallback((next: Locale) => {
    boLocale = next
    try {
      localStorage.setItem(LANG_KEY, next)
    } catch {
      // Private mode: the choice lasts for this page.
    }
    setLocaleState(next)
  }, [])
  const value = useMemo<I18n>(() => {
    return {
      locale,
      setLocale,
      t: (key, values) => translate(locale, key, values),
      // The site's one format (packages/contract/src/format.ts): Türkiye time, ₺ amounts.
      dateTime: (iso) => (iso ? formatDate(iso, locale) : '—'),
      money: (amount) => formatMoney(amount, locale),
    }
  }, [locale, setLocale])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}
