import { beforeEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../shared/storage'
import { closeAllDialogs, openDialog, uiStore } from '../../../shared/store/ui-store'
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { bannerPopupOf, choosePopup, openHomePopup, POPUP_BANNER_SESSION_KEY } from './popup-rules'

const images: [string, string, string] = ['/p-sm.svg', '/p-lg.svg', '/p-md.svg']
const banner = { images, url: '/promotions' }
const first = (hash: string) => ({ images, url: '#', hash })

describe('choosePopup', () => {
  it('shows the first-visit popup while its hash is new', () => {
    expect(choosePopup({ popupImages: null, firstPopup: first('h1') }, null, false)).toBe('firstVisit')
    expect(choosePopup({ popupImages: null, firstPopup: first('h1') }, 'h0', false)).toBe('firstVisit')
  })

  it('never shows the same first-visit content twice', () => {
    expect(choosePopup({ popupImages: null, firstPopup: first('h1') }, 'h1', false)).toBeNull()
  })

  it('lets the first-visit popup win over the banner', () => {
    expect(choosePopup({ popupImages: banner, firstPopup: first('h1') }, null, false)).toBe('firstVisit')
  })

  it('shows the banner once per session', () => {
    expect(choosePopup({ popupImages: banner, firstPopup: first('h1') }, 'h1', false)).toBe('banner')
    expect(choosePopup({ popupImages: banner, firstPopup: null }, null, true)).toBeNull()
  })

  it('ignores popups without an image', () => {
    expect(
      choosePopup(
        {
          popupImages: { images: [] as unknown as [string, string, string], url: '#' },
          firstPopup: { ...first('h'), images: [] as unknown as [string, string, string] },
        },
        null,
        false,
      ),
    ).toBeNull()
  })
})

describe('bannerPopupOf', () => {
  it('reads the banner under either name', () => {
    expect(bannerPopupOf({ popupImages: banner } as unknown as Bootstrap)).toEqual(banner)
    expect(bannerPopupOf({ popupImages: banner } as unknown as Bootstrap)).toEqual(banner)
    expect(bannerPopupOf({} as Bootstrap)).toBeNull()
  })
})

describe('openHomePopup', () => {
  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    // The visitor accepted all (docs/content.md): the markers are stored; storage.test.ts covers the rest.
    localStorage.setItem(STORAGE_KEYS.cookieConsent, 'all')
    closeAllDialogs()
  })

  it('records the hash, so only changed content shows again', () => {
    expect(openHomePopup({ popupImages: null, firstPopup: first('abc') })).toBe('firstVisit')
    expect(localStorage.getItem(STORAGE_KEYS.firstPopupHash)).toBe('abc')
    expect(uiStore.get().dialog?.name).toBe('firstVisitPopup')

    closeAllDialogs()
    expect(openHomePopup({ popupImages: null, firstPopup: first('abc') })).toBeNull()
    expect(openHomePopup({ popupImages: null, firstPopup: first('def') })).toBe('firstVisit')
    expect(localStorage.getItem(STORAGE_KEYS.firstPopupHash)).toBe('def')
  })

  it('keeps the banner for the next session when the first-visit popup showed', () => {
    openHomePopup({ popupImages: banner, firstPopup: first('abc') })
    closeAllDialogs()
    expect(openHomePopup({ popupImages: banner, firstPopup: first('abc') })).toBeNull()
    sessionStorage.removeItem(POPUP_BANNER_SESSION_KEY)
    expect(openHomePopup({ popupImages: banner, firstPopup: first('abc') })).toBe('banner')
    expect(uiStore.get().dialog).toEqual({ name: 'popupBanner', data: banner })
  })

  it('never covers a dialog the player already has open', () => {
    openDialog('login')
    expect(openHomePopup({ popupImages: banner, firstPopup: first('abc') })).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.firstPopupHash)).toBeNull()
    expect(uiStore.get().dialog?.name).toBe('login')
  })
})
