import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { UiStringKey } from '@galata/contract'
import { useBootstrap } from '../bootstrap/bootstrap'
import { currentLocale } from './locale'

type Params = Record<string, string | number>
export type Translate = (key: UiStringKey, params?: Params) => string

const I18nContext = createContext<Translate>((key) => key)

/**
 * Every string the player reads comes from the bootstrap's translationList in the language of
 * x-locale (issue 2); `{name}` placeholders are filled from params. A missing key shows the key,
 * which tests catch, rather than an empty space.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap()
  const t = useMemo<Translate>(() => {
    const map = new Map<string, string>()
    if (bootstrap) for (const { key, value } of bootstrap.translationList) map.set(key, value)
    return (key, params) => {
      let text = map.get(key) ?? key
      if (params) for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v))
      return text
    }
  }, [bootstrap])
  // A first visit has no stored strings: keep the static splash of index.html until they arrive
  // (tens of milliseconds) rather than flash translation keys at the player.
  if (bootstrap === undefined) return <Splash />
  return <I18nContext.Provider value={t}>{children}</I18nContext.Provider>
}

export function useT(): Translate {
  return useContext(I18nContext)
}

export { currentLocale }

/** Amounts as the player's locale writes them, always two decimals (spec §9). */
export function formatMoney(amount: number, currency = 'TRY'): string {
  return new Intl.NumberFormat(currentLocale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount)
}

function Splash() {
  return (
    <div className="app-splash" aria-busy="true">
      <img src="/media/brand/logo.svg" alt="Galata" width={180} height={40} />
    </div>
  )
}
