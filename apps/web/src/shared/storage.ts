/**
 * The browser's own keys (spec §3): lang, fingerprint, bootstrap, topNotifyRead, authData, refId.
 * Every read tolerates a missing, blocked or corrupt localStorage: the site must still render.
 */
export const STORAGE_KEYS = {
  lang: 'lang',
  fingerprint: 'fingerprint',
  bootstrap: 'bootstrap',
  topNotifyRead: 'topNotifyRead',
  authData: 'authData',
  refId: 'refId',
  firstPopupHash: 'firstPopupHash',
  /** Why the last session ended (a time-out, a session limit…), shown once after the reload. */
  sessionNotice: 'sessionNotice',
} as const

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

export function readString(key: Key): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function writeString(key: Key, value: string): void {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Private mode or a full quota: the value simply is not remembered.
  }
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
  try {
    localStorage.removeItem(key)
  } catch {
    // nothing to remove
  }
}

/**
 * Logout clears what the site stored (spec §4), in both storages. The chosen language survives:
 * a player who reads English should not be sent back to Turkish by logging out (docs/web.md).
 */
export function clearAllStorage(): void {
  try {
    const lang = localStorage.getItem(STORAGE_KEYS.lang)
    localStorage.clear()
    sessionStorage.clear()
    if (lang) localStorage.setItem(STORAGE_KEYS.lang, lang)
  } catch {
    // storage unavailable
  }
}
