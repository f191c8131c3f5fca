import { createStore } from './create-store'
import { readString, writeString, STORAGE_KEYS } from '../storage'

/**
 * Every dialog of spec §2 by name. Opening one closes all others (one dialog system); features open
 * each other's dialogs by name, so they never import each other.
 */
export type DialogName =
  | 'login'
  | 'register'
  | 'recovery'
  | 'changePassword'
  | 'smsVerification'
  | 'phoneVerification'
  | 'callback'
  | 'notifications'
  | 'deposit'
  | 'dynamicPayment'
  | 'gamePlayer'
  | 'promotion'
  | 'popupBanner'
  | 'firstVisitPopup'
  | 'cryptoDeposit'

export interface DialogState {
  name: DialogName
  /** Whatever the opener passes (a promotion, a payment method, a game, a title). */
  data?: unknown
}

interface UiState {
  dialog: DialogState | null
  /** The left side menu drawer (mobile) and the mobile profile side panel. */
  sideMenuOpen: boolean
  profilePanelOpen: boolean
  topNotifyRead: boolean
  activeSliderSlug: string
  /** The casino area the header tracks as current (spec §2), slot until a live page is seen. */
  casinoArea: 'slot' | 'live'
  /**
   * The menu section a page stands for when its path alone cannot say (a live match lives under
   * /spor/mac/… but is live betting): menus light only the entry of that url, and only while the
   * page at `pathname` is shown (docs/web.md "Menus").
   */
  pageSection: PageSection | null
}

export interface PageSection {
  pathname: string
  url: string
}

export const uiStore = createStore<UiState>({
  dialog: null,
  sideMenuOpen: false,
  profilePanelOpen: false,
  topNotifyRead: readString(STORAGE_KEYS.topNotifyRead) === 'yes',
  activeSliderSlug: 'home',
  casinoArea: 'slot',
  pageSection: null,
})

export const useUi = uiStore.useStore

export function openDialog(name: DialogName, data?: unknown) {
  uiStore.set({ dialog: { name, data } })
}

export function closeAllDialogs() {
  uiStore.set({ dialog: null })
}

export function setSideMenu(open: boolean) {
  uiStore.set({ sideMenuOpen: open })
}

export function setProfilePanel(open: boolean) {
  uiStore.set({ profilePanelOpen: open })
}

/** Choosing any tile or bottom-bar item closes the mobile profile panel and side menu (spec §2). */
export function closeDrawers() {
  uiStore.set({ sideMenuOpen: false, profilePanelOpen: false })
}

/** The domain-change banner is read once closed, or once the visitor leaves / (spec §4). */
export function markTopNotifyRead() {
  if (uiStore.get().topNotifyRead) return
  writeString(STORAGE_KEYS.topNotifyRead, 'yes')
  uiStore.set({ topNotifyRead: true })
}

export function setActiveSlider(slug: string) {
  uiStore.set({ activeSliderSlug: slug })
}

export function setCasinoArea(area: 'slot' | 'live') {
  if (uiStore.get().casinoArea !== area) uiStore.set({ casinoArea: area })
}

export function setPageSection(section: PageSection | null) {
  const current = uiStore.get().pageSection
  if (current?.pathname === section?.pathname && current?.url === section?.url) return
  uiStore.set({ pageSection: section })
}

export function toggleProfilePanel() {
  uiStore.set((s) => ({ profilePanelOpen: !s.profilePanelOpen, sideMenuOpen: false }))
}

export function toggleSideMenu() {
  uiStore.set((s) => ({ sideMenuOpen: !s.sideMenuOpen, profilePanelOpen: false }))
}
