import { resetChat } from '../chat/chatwoot'
import { createStore } from '../store/create-store'
import {
  clearAllStorage,
  readJson,
  readString,
  removeKey,
  writeJson,
  writeString,
  STORAGE_KEYS,
} from '../storage'

/** The stored login data of spec §3 (authData). Amounts are numbers with two decimals, as the API sends. */
export interface AuthData {
  token: string
  balance: number
  username: string
  usercode: string
  betsyCid?: string | null
  betsyUrl?: string | null
  betsyToken?: string | null
  betcoToken?: string | null
  betcoUrl?: string | null
  phone?: string | null
  smsVerified?: boolean
  fingerprint?: string | null
  /** A "Beni hatırla" session (docs/accounts.md "Remembered sessions"). */
  remember?: boolean
  /** When the server ends the session at the latest (ISO): a stored session past it is forgotten. */
  expiresAt?: string
}

interface SessionState {
  hasLogin: boolean
  balance: number
  /**
   * The bonus balance beside the cash (docs/web.md "Balance"): from the balance poll and the hub's
   * `Balance` push, never stored (a reload shows it again within one poll).
   */
  bonusBalance: number
  user: AuthData | null
  /** Set by endSession while the page waits for its reload: guards stay quiet instead of asking to log in. */
  ending: boolean
}

const stored = readJson<AuthData>(STORAGE_KEYS.authData)
/** A stored session the server has surely ended (past its `expiresAt`) is not restored. */
export function usableSession(data: AuthData | null, now: number): AuthData | null {
  if (!data || typeof data.token !== 'string' || data.token.length === 0) return null
  const end = data.expiresAt ? Date.parse(data.expiresAt) : NaN
  return Number.isFinite(end) && end <= now ? null : data
}
const restored = usableSession(stored, Date.now())
if (stored && !restored) removeKey(STORAGE_KEYS.authData)

/** The auth store of spec §3 (hasLogin, balance), restored from authData at start (spec §4). */
export const sessionStore = createStore<SessionState>({
  hasLogin: restored !== null,
  balance: restored?.balance ?? 0,
  bonusBalance: 0,
  user: restored,
  ending: false,
})

export const useSession = sessionStore.useStore

export function getToken(): string | null {
  return sessionStore.get().user?.token ?? null
}

export function signIn(data: AuthData) {
  writeJson(STORAGE_KEYS.authData, data)
  sessionStore.set({ hasLogin: true, balance: data.balance, user: data, ending: false })
}

export function updateUser(patch: Partial<AuthData>) {
  const user = sessionStore.get().user
  if (!user) return
  const next = { ...user, ...patch }
  writeJson(STORAGE_KEYS.authData, next)
  sessionStore.set({ user: next, balance: next.balance })
}

export function setBalance(balance: number) {
  updateUser({ balance })
}

export function setBonusBalance(bonusBalance: number) {
  if (sessionStore.get().bonusBalance !== bonusBalance) sessionStore.set({ bonusBalance })
}

/**
 * Why a session ended when the player did not log out themselves (docs/player-protection.md): said once after
 * the reload.
 */
export type SessionNotice = 'sessionEnded' | 'sessionLimit' | 'timeout' | 'exclusion' | 'closed'

/**
 * Ends the session in this browser: storage cleared, back to the root (except an expired session,
 * below), reload after 300 ms (spec §2, §4). The server call (auth/logout) is made by the caller before this, and its result is ignored.
 * A `notice` survives the clearing and is shown on the page after the reload; a named reason beats
 * the plain "your session has ended" of a 401 (a self-exclusion's own logout is not turned into it
 * by the 401s of calls still on their way).
 */
export function endSession(notice?: SessionNotice) {
  if (sessionStore.get().ending) {
    if (notice && (notice !== 'sessionEnded' || !readString(STORAGE_KEYS.sessionNotice)))
      writeString(STORAGE_KEYS.sessionNotice, notice)
    return
  }
  // docs/live-chat.md: the next person on this browser never sees this player's conversation.
  resetChat()
  removeKey(STORAGE_KEYS.authData)
  clearAllStorage()
  if (notice) writeString(STORAGE_KEYS.sessionNotice, notice)
  sessionStore.set({ hasLogin: false, balance: 0, bonusBalance: 0, user: null, ending: true })
  // A session that simply ran out (a 401) reloads where the player was: a protected page asks for
  // the login and continues there after it (docs/web.md "Login guard"). A logout, or an end the
  // player must read about (a limit, an exclusion), goes to the root (spec §2).
  const stay = notice === 'sessionEnded'
  if (!stay && window.location.pathname !== '/') window.history.replaceState(null, '', '/')
  setTimeout(() => window.location.reload(), 300)
}
