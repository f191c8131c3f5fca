import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearAllStorage,
  cookieChoice,
  readString,
  removeKey,
  setCookieChoice,
  STORAGE_KEYS,
  writeString,
} from './storage'

/** docs/content.md: nothing optional reaches the browser's storage before "Accept all". */
describe('the cookie choice', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    for (const key of Object.values(STORAGE_KEYS)) removeKey(key)
  })

  it('keeps optional items in memory until the visitor accepts all, then writes them through', () => {
    expect(cookieChoice()).toBeNull()
    writeString(STORAGE_KEYS.refId, '42')
    writeString(STORAGE_KEYS.topNotifyRead, 'yes')
    writeString(STORAGE_KEYS.lang, 'en')
    // The page still knows; the disk holds only the necessary language.
    expect(readString(STORAGE_KEYS.refId)).toBe('42')
    expect(localStorage.getItem(STORAGE_KEYS.refId)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.topNotifyRead)).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('en')

    setCookieChoice('all')
    expect(cookieChoice()).toBe('all')
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('all')
    expect(localStorage.getItem(STORAGE_KEYS.refId)).toBe('42')
    expect(localStorage.getItem(STORAGE_KEYS.topNotifyRead)).toBe('yes')
  })

  it('"only necessary" stores no optional item and removes those stored before', () => {
    setCookieChoice('all')
    writeString(STORAGE_KEYS.topNotifyRead, 'yes')
    expect(localStorage.getItem(STORAGE_KEYS.topNotifyRead)).toBe('yes')

    setCookieChoice('necessary')
    expect(localStorage.getItem(STORAGE_KEYS.topNotifyRead)).toBeNull()
    // Still known for this page, so the banner does not come back before the next visit.
    expect(readString(STORAGE_KEYS.topNotifyRead)).toBe('yes')
    writeString(STORAGE_KEYS.refId, '7')
    expect(localStorage.getItem(STORAGE_KEYS.refId)).toBeNull()
    expect(Object.keys(localStorage).sort()).toEqual([STORAGE_KEYS.cookieConsent])
  })

  it('keeps the welcome popup seen whatever the choice, and across logout (once per content)', () => {
    setCookieChoice('necessary')
    writeString(STORAGE_KEYS.firstPopupHash, 'abc')
    expect(localStorage.getItem(STORAGE_KEYS.firstPopupHash)).toBe('abc')
    writeString(STORAGE_KEYS.authData, '{}')
    clearAllStorage()
    expect(localStorage.getItem(STORAGE_KEYS.firstPopupHash)).toBe('abc')
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull()
  })

  it('survives logout, like the language', () => {
    setCookieChoice('necessary')
    writeString(STORAGE_KEYS.lang, 'tr')
    writeString(STORAGE_KEYS.authData, '{}')
    clearAllStorage()
    expect(cookieChoice()).toBe('necessary')
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('tr')
    expect(localStorage.getItem(STORAGE_KEYS.authData)).toBeNull()
  })
})
