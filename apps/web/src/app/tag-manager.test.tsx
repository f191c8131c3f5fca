import { act } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { uiStrings } from '@galata/contract'
import { CookieNotice, openCookieSettings } from './layout/cookie-notice/cookie-notice'
import { mount, testQueryClient } from '../test/mount'
import { bootstrapQuery, type Bootstrap } from '../shared/bootstrap/bootstrap'
import { I18nProvider } from '../shared/i18n/i18n'
import { STORAGE_KEYS } from '../shared/storage'
import { loadTagManager, TagManager, tagManagerScript, TAG_MANAGER_SCRIPT } from '../shared/tag-manager'

/*
 * The consent gate of Google Tag Manager (docs/content.md "Tag manager"): the container's script is
 * not in the page before the visitor answers the cookie notice, is added once after "Accept all",
 * and never after "Only necessary"; with no id nothing is added whatever the answer.
 */

const bootstrapWith = (tagManagerId: string | null) =>
  ({
    translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.en })),
    siteOption: [],
    tagManagerId,
  }) as unknown as Bootstrap

function page(tagManagerId: string | null) {
  const client = testQueryClient()
  client.setQueryData(bootstrapQuery.queryKey, bootstrapWith(tagManagerId))
  const mounted = mount(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <MemoryRouter>
          <CookieNotice />
          <TagManager />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  )
  // A first visit: no answer yet, the notice open.
  act(() => openCookieSettings())
  return mounted
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name)!

beforeEach(() => {
  localStorage.removeItem(STORAGE_KEYS.cookieConsent)
})
afterEach(() => {
  tagManagerScript()?.remove()
  delete window.dataLayer
  localStorage.removeItem(STORAGE_KEYS.cookieConsent)
})

describe('Google Tag Manager behind the cookie choice', () => {
  it('is not in the page before the choice, and is added once after “Accept all”', () => {
    const { container } = page('GTM-AB12CD3')
    expect(tagManagerScript()).toBeNull()
    expect(window.dataLayer).toBeUndefined()
    // The notice says a tag manager is in use.
    expect(container.textContent).toContain('loads Google Tag Manager')
    act(() => button(container, 'Accept all').click())
    const script = tagManagerScript()!
    expect(script.src).toBe(`${TAG_MANAGER_SCRIPT}?id=GTM-AB12CD3`)
    expect(script.async).toBe(true)
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })])
    // Asked again (a re-render, a second hook): still one container.
    expect(loadTagManager('GTM-AB12CD3')).toBe(false)
    expect(document.querySelectorAll('script[data-tag-manager]')).toHaveLength(1)
  })

  it('is never added after “Only necessary”', () => {
    const { container } = page('GTM-AB12CD3')
    act(() => button(container, 'Only necessary').click())
    expect(tagManagerScript()).toBeNull()
    expect(window.dataLayer).toBeUndefined()
  })

  it('loads at once for a visitor who accepted on an earlier visit', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'all')
    page('GTM-AB12CD3')
    expect(tagManagerScript()?.dataset.tagManager).toBe('GTM-AB12CD3')
  })

  it('adds nothing without an id, and the notice says no more than before', () => {
    const { container } = page(null)
    expect(container.textContent).not.toContain('Google Tag Manager')
    act(() => button(container, 'Accept all').click())
    expect(tagManagerScript()).toBeNull()
  })

  it('never puts a malformed id in a script address', () => {
    expect(loadTagManager('GTM-1"><img src=x>')).toBe(false)
    expect(loadTagManager('gtm-ab12')).toBe(false)
    expect(tagManagerScript()).toBeNull()
  })
})
