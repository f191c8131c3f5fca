import { configureHttp } from '../shared/api/http'
import { endSession, getToken } from '../shared/session/session-store'

/** Wires the HTTP client to the session: the stored token on every call, and a 401 logs out (spec §8). */
export function startSession() {
  configureHttp({ token: getToken, onUnauthorized: endSession })
}
