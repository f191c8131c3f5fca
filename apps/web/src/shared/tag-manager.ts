import { useEffect, useSyncExternalStore } from 'react'
import { isGtmId } from '@galata/contract'
import { useBootstrap } from './bootstrap/bootstrap'
import { cookieChoice, subscribeCookieChoice } from './storage'

/**
 * Google Tag Manager (docs/content.md "Tag manager"). The container id comes from the bootstrap
 * (the console's `gtm` option or GTM_ID); the container is added only once the visitor chose
 * "Accept all", never before and never after "Only necessary". The snippet GTM suggests is inline
 * script, which the CSP forbids (script-src 'self'); this does the same from the site's bundle:
 * start the data layer, then add the container's script, whose origin the server's CSP names while
 * an id is in use.
 */
export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js'

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/** The container's script element, if the page has it (a page never loads two containers). */
export function tagManagerScript(doc: Document = document): HTMLScriptElement | null {
  return doc.querySelector<HTMLScriptElement>('script[data-tag-manager]')
}

/** Adds the container once; answers whether it did. An id that is not `GTM-…` is never put in a URL. */
export function loadTagManager(id: string, doc: Document = document): boolean {
  if (!isGtmId(id) || tagManagerScript(doc)) return false
  const dataLayer = (window.dataLayer ??= [])
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = doc.createElement('script')
  script.async = true
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`
  script.dataset.tagManager = id
  doc.head.append(script)
  return true
}

/**
 * The id the site uses now, or null. Also read by the cookie notice and the Cookie Policy page,
 * which mention the tag manager only while one is in use.
 */
export function useTagManagerId(): string | null {
  const bootstrap = useBootstrap()
  const id = bootstrap ? (bootstrap.tagManagerId ?? null) : null
  return id !== null && isGtmId(id) ? id : null
}

/**
 * Loads the container when both an id and the visitor's "Accept all" are there. A later "Only
 * necessary" cannot unload a script already run: the container is gone from the next page load.
 */
export function useTagManager(): void {
  const id = useTagManagerId()
  const choice = useSyncExternalStore(subscribeCookieChoice, cookieChoice, () => null)
  useEffect(() => {
    if (id !== null && choice === 'all') loadTagManager(id)
  }, [id, choice])
}

/** Mounts the hook where a component is handier than a hook (the root layout, tests). */
export function TagManager(): null {
  useTagManager()
  return null
}
