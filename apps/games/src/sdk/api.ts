import type { Locale } from './page'
import type { GameSession } from './session'

/** A refused or failed call: the server's localized message and its code (`NETWORK` offline). */
export class GameError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    /** The refusal's `data` (a closed round's next one, say). */
    readonly data?: unknown,
  ) {
    super(message)
  }
}

export type ApiCall = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>

export interface ApiOptions {
  locale: Locale
  session: GameSession
  /** Text of a network failure. */
  networkText: string
  /** Called on a 401 (the game session ended: logout, suspension…). */
  onExpired: () => void
  /** Where the calls go (default the studio's `/api/originals/`; shared rounds, bingo rooms). */
  base?: string
  /** Whether a call carries the game token (default every one; a public history need not). */
  withToken?: (path: string) => boolean
}

/**
 * The studio's API under /api/originals/ (or `base`; on the page's own origin, GAMES_ORIGIN or not): the game
 * token in `x-game-token`, the language in `x-locale`, the envelope `{success, data, message, code}`
 * unwrapped, and a renewed token kept.
 */
export function createApi(o: ApiOptions): ApiCall {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    // The launch url's token is exchanged first (session.ts); every call waits for it.
    await o.session.ready
    let res: Response
    try {
      res = await fetch((o.base ?? '/api/originals/') + path, {
        method,
        headers: {
          accept: 'application/json',
          'x-locale': o.locale,
          ...(o.withToken?.(path) === false ? {} : { 'x-game-token': o.session.token() }),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
    } catch {
      throw new GameError(o.networkText, 'NETWORK')
    }
    const json = (await res.json().catch(() => null)) as {
      success?: boolean
      data?: { token?: string }
      message?: string
      code?: string
    } | null
    if (!res.ok || !json || !json.success) {
      if (res.status === 401) o.onExpired()
      throw new GameError(
        (json && json.message) || o.networkText,
        (json && json.code) || undefined,
        json?.data,
      )
    }
    if (json.data && json.data.token) o.session.renew(json.data.token)
    return json.data as T
  }
}
