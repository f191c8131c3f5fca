import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { fillText, formatMoney as formatMoneyIn, type MoneyOptions, type UiStringKey } from '@galata/contract'
import { useBootstrap } from '../bootstrap/bootstrap'
import { currentLocale } from './locale'

type Params = Record<string, string | number>
export type Translate = (key: UiStringKey, params?: Params) => string

const I18nContext = createContext<Translate>((key) => key)

/**
 * Every string the player reads comes from the bootstrap's translationList in the language of
 * x-locale (docs/web.md); `{name}` placeholders and plural blocks (`{count, plural, one {…} other {…}}`)
 * are filled from params by the contract's `fillText` (docs/content.md, Formats). A missing key
 * shows the key, which tests catch, rather than an empty space.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const bootstrap = useBootstrap()
  const t = useMemo<Translate>(() => {
    const map = new Map<string, string>()
    if (bootstrap) for (const { key, value } of bootstrap.translationList) map.set(key, value)
    return (key, params) => fillText(map.get(key) ?? key, params, currentLocale)
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

/** Lira (the API's major units) in the page's language: "₺1.234,56" / "₺1,234.56" (spec §9). */
export function formatMoney(amount: number, opts?: MoneyOptions): string {
  return formatMoneyIn(amount, currentLocale, opts)
}

function Splash() {
  return (
    <div className="app-splash" aria-busy="true">
      <img src="/media/brand/logo.svg" alt="Galata" width={180} height={40} />
    </div>
  )
}
