/**
 * The browser's own keys (spec §3): lang, fingerprint, bootstrap, topNotifyRead, authData, refId.
 * Every read tolerates a missing, blocked or corrupt localStorage: the site must still render.
 * The site sets no cookies; this is all it keeps (docs/content.md "What the browser stores").
 */
export const STORAGE_KEYS = {
  lang: 'lang',
  fingerprint: 'fingerprint',
  bootstrap: 'bootstrap',
  topNotifyRead: 'topNotifyRead',
  authData: 'authData',
  refId: 'refId',
  /**
   * Which first-visit popup content was shown (its hash). Necessary, like the cookie choice: it only
   * records that a notice was already shown, holds nothing about the visitor, and without it the
   * popup would cover the page on every visit (spec §2: once per distinct content; docs/content.md).
   */
  firstPopupHash: 'firstPopupHash',
  /** Why the last session ended (a time-out, a session limit…), shown once after the reload. */
  sessionNotice: 'sessionNotice',
  /** The visitor's answer to the cookie notice (docs/content.md): `all` or `necessary`. Itself necessary. */
  cookieConsent: 'cookieConsent',
  /** The sportsbook's odds format (docs/sportsbook.md): decimal, fractional or American. A preference. */
  oddsFormat: 'oddsFormat',
  /**
   * A visitor's favourite sports competitions (docs/sportsbook.md; a player's are on the server). A
   * preference.
   */
  sportsFavorites: 'sportsFavorites',
} as const

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/**
 * What is stored only after "Accept all" (docs/content.md "The cookie notice and what the browser stores"): remembering the closed top notice, the odds format and a visitor's favourite competitions (preferences), and the referral id of a referral link (marketing). Everything else
 * is necessary for the site to work as asked: the session, the security fingerprint, the chosen
 * language, the cached public site content, a session notice, the welcome popup already shown and
 * the cookie choice itself.
 */
export const OPTIONAL_KEYS: ReadonlySet<Key> = new Set<Key>([
  STORAGE_KEYS.topNotifyRead,
  STORAGE_KEYS.refId,
  STORAGE_KEYS.oddsFormat,
  STORAGE_KEYS.sportsFavorites,
])

export type CookieChoice = 'all' | 'necessary'

/**
 * Optional values written before the visitor chose (or after "Only necessary") live here, for this
 * page only: the site behaves the same within the visit, and nothing optional reaches the disk.
 * "Accept all" writes them through.
 */
const pending = new Map<Key, string>()

export function cookieChoice(): CookieChoice | null {
  const value = readRaw(STORAGE_KEYS.cookieConsent)
  return value === 'all' || value === 'necessary' ? value : null
}

const optionalAllowed = () => cookieChoice() === 'all'

const choiceListeners = new Set<() => void>()

/**
 * Calls `listener` after each answer to the cookie notice (what waits for consent: the tag manager,
 * docs/content.md "Tag manager", and the live chat, docs/live-chat.md). Answers the unsubscribe, as useSyncExternalStore wants.
 */
export function subscribeCookieChoice(listener: () => void): () => void {
  choiceListeners.add(listener)
  return () => choiceListeners.delete(listener)
}

/**
 * Records the visitor's choice. `all` writes through what waited in memory; `necessary` removes any
 * optional value stored before (a change of mind from "Accept all").
 */
export function setCookieChoice(choice: CookieChoice): void {
  writeRaw(STORAGE_KEYS.cookieConsent, choice)
  if (choice === 'all') {
    for (const [key, value] of pending) writeRaw(key, value)
    pending.clear()
  } else {
    for (const key of OPTIONAL_KEYS) {
      const value = readRaw(key)
      if (value !== null && !pending.has(key)) pending.set(key, value)
      removeRaw(key)
    }
  }
  for (const listener of choiceListeners) listener()
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeRaw(key: string, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private mode or a full quota: the value simply is not remembered.
  }
}

function removeRaw(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // nothing to remove
  }
}

export function readString(key: Key): string | null {
  if (pending.has(key) && !optionalAllowed()) return pending.get(key) ?? null
  return readRaw(key)
}

/** Writes a necessary key at once, an optional one only once the visitor accepted all. */
export function writeString(key: Key, value: string): void {
  if (OPTIONAL_KEYS.has(key) && !optionalAllowed()) {
    pending.set(key, value)
    return
  }
  pending.delete(key)
  writeRaw(key, value)
}

export function readJson<T>(key: Key): T | null {
  const raw = readString(key)
  if (!raw) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function writeJson(key: Key, value: unknown): void {
  writeString(key, JSON.stringify(value))
}

export function removeKey(key: Key): void {
  pending.delete(key)
  removeRaw(key)
}

/**
 * Logout clears what the site stored (spec §4), in both storages. The chosen language survives:
 * a player who reads English should not be sent back to Turkish by logging out (docs/web.md); so do
 * the cookie choice and the welcome popup already seen, which belong to the visitor, not the session.
 */
export function clearAllStorage(): void {
  pending.clear()
  try {
    const lang = localStorage.getItem(STORAGE_KEYS.lang)
    // The cookie choice is the visitor's, not the session's: asking again after logout would nag.
    const consent = localStorage.getItem(STORAGE_KEYS.cookieConsent)
    // So is the welcome popup already shown: a logout or an ended session must not bring it back
    // over the page (spec §2: once per distinct content).
    const popup = localStorage.getItem(STORAGE_KEYS.firstPopupHash)
    localStorage.clear()
    sessionStorage.clear()
    if (lang) localStorage.setItem(STORAGE_KEYS.lang, lang)
    if (consent) localStorage.setItem(STORAGE_KEYS.cookieConsent, consent)
    if (popup) localStorage.setItem(STORAGE_KEYS.firstPopupHash, popup)
  } catch {
    // storage unavailable
  }
}
