import type { StudioStringKey, Strings } from './i18n'

export type Locale = 'tr' | 'en'

/** What every game page's JSON data block holds (apps/server …/originals/originals.page.ts). */
export interface PageData<K extends string = never> {
  locale: Locale
  strings: Strings<K | StudioStringKey>
  /** The game code (`galata-dice`), or `verify` on the verify page. */
  game: string
  title: string
  /** Where the page posts its messages: the play window's (site's) origin, not the page's own. */
  siteOrigin?: string
}

/** The data block the server rendered into the page (no inline script: CSP script-src 'self'). */
export function readPageData<T extends PageData<string>>(): T {
  return JSON.parse(document.getElementById('page-data')!.textContent!) as T
}
