import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureReferral, forgetReferral, readReferral } from './referral'
import { STORAGE_KEYS } from './storage'

const at = (url: string) => {
  window.history.replaceState(null, '', url)
  return window.location
}

describe('referral links (spec §3 refId from local storage)', () => {
  // Stored only after "Accept all" (docs/content.md; storage.test.ts).
  beforeEach(() => localStorage.setItem(STORAGE_KEYS.cookieConsent, 'all'))
  afterEach(() => {
    localStorage.clear()
    at('/')
  })

  it('keeps ?ref= or ?refId= and takes it out of the address', () => {
    captureReferral(at('/promotions?ref=123&x=1#top'))
    expect(readReferral()).toBe(123)
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/promotions?x=1#top',
    )
    captureReferral(at('/?refId=77'))
    expect(readReferral()).toBe(77)
    expect(window.location.search).toBe('')
  })

  it('ignores what is not an id, and forgets after sign-up', () => {
    captureReferral(at('/?ref=abc'))
    expect(readReferral()).toBeNull()
    captureReferral(at('/?ref=0'))
    expect(readReferral()).toBeNull()
    captureReferral(at('/?ref=5'))
    forgetReferral()
    expect(readReferral()).toBeNull()
  })
})
