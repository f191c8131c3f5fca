import { readString, writeString, STORAGE_KEYS } from './storage'

/**
 * An anonymous, random device id sent as `x-fingerprint` and recorded with sessions. It is random
 * (crypto) rather than derived from the device, so it identifies nothing beyond this browser's storage.
 */
export function getFingerprint(): string {
  const stored = readString(STORAGE_KEYS.fingerprint)
  if (stored && /^[a-f0-9]{32}$/.test(stored)) return stored
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  writeString(STORAGE_KEYS.fingerprint, id)
  return id
}
