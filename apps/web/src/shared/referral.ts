import { readString, removeKey, writeString, STORAGE_KEYS } from './storage'

/** The query parameters a referral link may carry (`/?ref=123`, `/?refId=123`). */
const PARAMS = ['ref', 'refId'] as const

const asId = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null
  const id = Number(value)
  return id >= 1 ? id : null
}

/**
 * Keeps a referral id from the landing URL in local storage (spec §3: refId "from local storage
 * when present") and takes the parameter out of the address bar, so a shared or bookmarked link
 * does not carry it on. Run once at start, before the router reads the URL. A later referral link
 * replaces an earlier one: the last link followed is the one that brought the player.
 */
export function captureReferral(location: Location = window.location): void {
  let url: URL
  try {
    url = new URL(location.href)
  } catch {
    return
  }
  let found = false
  for (const name of PARAMS) {
    if (!url.searchParams.has(name)) continue
    found = true
    const id = asId(url.searchParams.get(name))
    if (id !== null) writeString(STORAGE_KEYS.refId, String(id))
    url.searchParams.delete(name)
  }
  if (found) window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}

/** The stored referral id, or null when there is none or it is not a valid id. */
export function readReferral(): number | null {
  return asId(readString(STORAGE_KEYS.refId))
}

/** Sent once with registration (contract STORAGE_KEYS.refId); forgotten after a successful sign-up. */
export function forgetReferral(): void {
  removeKey(STORAGE_KEYS.refId)
}
