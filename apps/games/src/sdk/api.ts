import type { ApiBody, ApiData, ApiPath, ApiQuery, apiRoutes } from '@galata/contract'
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

export interface CallOptions {
  locale: Locale
  /** The game token's session; a public page (the verify page) has none and sends no token. */
  session?: GameSession
  /** Text of a network failure. */
  networkText: string
  /** Called on a 401 (the game session ended: logout, suspension…). */
  onExpired?: () => void
}

/** The game pages' routes of the contract's table (docs/api.md): the studio's, the shared rounds', the bingo rooms'. */
export type GamePath = Extract<ApiPath, `originals/${string}` | `rounds/${string}` | `bingo/${string}`>
type Spec<P extends GamePath> = (typeof apiRoutes)[P]
type CallInit<P extends GamePath> = (Spec<P>['method'] extends 'POST'
  ? { body: ApiBody<P> }
  : { body?: never }) &
  ([ApiQuery<P>] extends [never] ? { query?: never } : { query?: ApiQuery<P> }) &
  (P extends `${string}:${string}` ? { params: Record<string, string | number> } : { params?: never }) & {
    /** A public route read without the game token. */
    anonymous?: boolean
  }

/** One call of the route table, typed from it as the web's `call()`: body, query, path parameters and answer. */
export type GameCall = <P extends GamePath>(
  path: P,
  ...init: object extends CallInit<P> ? [CallInit<P>?] : [CallInit<P>]
) => Promise<ApiData<P>>

/**
 * `call('rounds/:gameCode/state', { params: { gameCode } })`: the route's key is its path under /api/
 * (the contract's `apiRoutes`); only types come from the table, so a game bundle carries no schema.
 * On the page's own origin (GAMES_ORIGIN or not): the game token in `x-game-token`, the language in
 * `x-locale`, the envelope `{success, data, message, code}` unwrapped, and a renewed token kept.
 */
export function createCall(o: CallOptions): GameCall {
  return <P extends GamePath>(path: P, ...init: unknown[]) => {
    const { body, query, params, anonymous } = (init[0] ?? {}) as {
      body?: unknown
      query?: Record<string, unknown>
      params?: Record<string, string | number>
      anonymous?: boolean
    }
    let url: string = path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
      encodeURIComponent(String(params?.[name] ?? '')),
    )
    if (query) {
      const search = new URLSearchParams()
      for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v))
      url += `?${search.toString()}`
    }
    return request<ApiData<P>>(o, body === undefined ? 'GET' : 'POST', `/api/${url}`, body, !anonymous)
  }
}

async function request<T>(
  o: CallOptions,
  method: 'GET' | 'POST',
  url: string,
  body: unknown,
  withToken: boolean,
): Promise<T> {
  // The launch url's token is exchanged first (session.ts); every call waits for it.
  if (o.session) await o.session.ready
  let res: Response
  try {
    res = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        'x-locale': o.locale,
        ...(withToken && o.session ? { 'x-game-token': o.session.token() } : {}),
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
    if (res.status === 401) o.onExpired?.()
    throw new GameError((json && json.message) || o.networkText, (json && json.code) || undefined, json?.data)
  }
  if (json.data && json.data.token) o.session?.renew(json.data.token)
  return json.data as T
}
