import { useEffect } from 'react'
import type { UiStringKey } from '@galata/contract'
import { createStore } from '../store/create-store'

/** A breadcrumb as shown: the label already in the player's language. */
export interface Crumb {
  label: string
  url: string
}

/** A breadcrumb of the route table (spec §2 route data): a label key and a url. */
export interface RouteCrumb {
  label: UiStringKey
  url: string
}

const store = createStore<{ extra: Crumb[] }>({ extra: [] })

/** Crumbs a page appends below its route's (a CMS page title, a game name). */
export const useExtraCrumbs = () => store.useStore((s) => s.extra)

/**
 * Appends crumbs while the calling page is shown, e.g. `useAppendCrumbs([{ label: page.title, url }])`.
 * They are removed when the page unmounts, so they never leak onto the next route.
 */
export function useAppendCrumbs(crumbs: Crumb[]) {
  const key = JSON.stringify(crumbs)
  useEffect(() => {
    store.set({ extra: JSON.parse(key) as Crumb[] })
    return () => store.set({ extra: [] })
  }, [key])
}

/**
 * The trail for the current route: each matched level's crumb (translated), then the page's own
 * crumbs. Two levels that point at the same url (/casino and its default /casino/slot) collapse
 * into one that keeps the deeper, more specific label.
 */
export function buildCrumbs(
  routeCrumbs: readonly (RouteCrumb | undefined)[],
  translate: (key: UiStringKey) => string,
  extra: readonly Crumb[] = [],
): Crumb[] {
  const out: Crumb[] = []
  const push = (crumb: Crumb) => {
    if (!crumb.label) return
    const last = out[out.length - 1]
    if (last && last.url === crumb.url) out[out.length - 1] = crumb
    else out.push(crumb)
  }
  for (const c of routeCrumbs) if (c) push({ label: translate(c.label), url: c.url })
  for (const c of extra) push(c)
  return out
}
