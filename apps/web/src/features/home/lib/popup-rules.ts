import type { Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { readString, writeString, STORAGE_KEYS } from '../../../shared/storage'
import { openDialog, uiStore } from '../../../shared/store/ui-store'

export type PopupChoice = 'firstVisit' | 'banner' | null

/** The popup banner of the bootstrap record (`popupImages` in the contract). */
export function bannerPopupOf(bootstrap: Bootstrap): Bootstrap['popupImages'] {
  return bootstrap.popupImages ?? null
}

/** Session-scoped marker of the popup banner; logout clears sessionStorage too. */
export const POPUP_BANNER_SESSION_KEY = 'popupBannerShown'

/**
 * Which popup the home page shows (docs/content-ui.md):
 * - the first-visit popup once per distinct content: only when its hash differs from the stored one;
 * - otherwise the popup banner once per browser session;
 * - when both apply, the first-visit popup wins and the banner waits for the next session.
 */
export function choosePopup(
  bootstrap: Pick<Bootstrap, 'popupImages' | 'firstPopup'>,
  seenFirstPopupHash: string | null,
  bannerShownThisSession: boolean,
): PopupChoice {
  const first = bootstrap.firstPopup
  if (first && first.hash && first.images?.[0] && first.hash !== seenFirstPopupHash) return 'firstVisit'
  const banner = bootstrap.popupImages
  if (banner && banner.images?.[0] && !bannerShownThisSession) return 'banner'
  return null
}

/**
 * The banner was shown in this browser session. A necessary item like the welcome popup's hash
 * (docs/content.md): it lives only as long as the tab, holds nothing about the visitor, and without
 * it a visitor who chose "Only necessary" met the banner again on every page load.
 */
function sessionFlag(): boolean {
  try {
    return sessionStorage.getItem(POPUP_BANNER_SESSION_KEY) === '1'
  } catch {
    return false
  }
}

function setSessionFlag(): void {
  try {
    sessionStorage.setItem(POPUP_BANNER_SESSION_KEY, '1')
  } catch {
    // Storage blocked: the banner may show again on the next home visit, which is harmless.
  }
}

/**
 * Opens the popup that applies, recording it first so a re-render or a second bootstrap copy never
 * shows it twice. A dialog the player already has open (a login form from the guard) is never covered.
 */
export function openHomePopup(bootstrap: Pick<Bootstrap, 'popupImages' | 'firstPopup'>): PopupChoice {
  if (uiStore.get().dialog) return null
  const choice = choosePopup(bootstrap, readString(STORAGE_KEYS.firstPopupHash), sessionFlag())
  if (choice === 'firstVisit' && bootstrap.firstPopup) {
    writeString(STORAGE_KEYS.firstPopupHash, bootstrap.firstPopup.hash)
    setSessionFlag()
    openDialog('firstVisitPopup', bootstrap.firstPopup)
  } else if (choice === 'banner' && bootstrap.popupImages) {
    setSessionFlag()
    openDialog('popupBanner', bootstrap.popupImages)
  }
  return choice
}
