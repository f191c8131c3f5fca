import { configureHttp } from '../shared/api/http'
import { logout } from '../shared/session/logout'
import { endSession, getToken } from '../shared/session/session-store'

/**
 * Wires the HTTP client to the session: the stored token on every call, and a 401 logs out (spec §8)
 * saying the session has ended. A session-time limit reached (SESSION_LIMIT, issue 14) from any
 * call logs out politely, saying why.
 */
export function startSession() {
  configureHttp({
    token: getToken,
    onUnauthorized: () => endSession('sessionEnded'),
    onRefused: (error) => {
      if (error.code === 'SESSION_LIMIT') void logout('sessionLimit')
    },
  })
}
