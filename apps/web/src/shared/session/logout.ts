import { call } from '../api/http'
import { endSession, type SessionNotice } from './session-store'

/**
 * Logout (spec §2, §7): tell the server, whatever it answers, then clear this browser and reload.
 * A network failure must not keep a player logged in on a shared computer.
 */
export async function logout(notice?: SessionNotice): Promise<void> {
  try {
    await call('auth/logout')
  } catch {
    // The result is ignored by design (spec §7).
  }
  endSession(notice)
}
