import { configureHttp } from '../shared/api/http'
import { logout } from '../shared/session/logout'
import { askPassword } from '../shared/session/password-confirm'
import { endSession, getToken } from '../shared/session/session-store'

/**
 * Wires the HTTP client to the session: the stored token on every call, and a 401 logs out (spec §8)
 * saying the session has ended. A session-time limit reached (SESSION_LIMIT, docs/player-protection.md) from
 * any call logs out politely, saying why; a call that needs the password again asks it.
 */
export function startSession() {
  configureHttp({
    token: getToken,
    onUnauthorized: () => endSession('sessionEnded'),
    onRefused: (error) => {
      if (error.code === 'SESSION_LIMIT') void logout('sessionLimit')
    },
    // docs/accounts.md "Remembered sessions": the prompt over the page, then the call again.
    confirmPassword: askPassword,
  })
}
