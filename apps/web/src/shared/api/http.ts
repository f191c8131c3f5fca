import type { apiRoutes, ApiBody, ApiData, ApiPath, ApiQuery, Envelope, FieldErrors } from '@galata/contract'
import { currentLocale } from '../i18n/locale'
import { getFingerprint } from '../fingerprint'

/** An answer with `success:false` or an HTTP error, carrying the server's message and code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly errors: FieldErrors | null = null,
    readonly data: unknown = null,
  ) {
    super(message)
  }
}

type TokenSource = () => string | null
type UnauthorizedHandler = () => void
type RefusalHandler = (error: ApiError) => void
type PasswordPrompt = () => Promise<boolean>

let getToken: TokenSource = () => null
let onUnauthorized: UnauthorizedHandler = () => {}
let onRefused: RefusalHandler = () => {}
let confirmPassword: PasswordPrompt = () => Promise.resolve(false)

/** The server's code for "give the password again first" (docs/accounts.md "Remembered sessions"). */
export const PASSWORD_CONFIRMATION_REQUIRED = 'PASSWORD_CONFIRMATION_REQUIRED'

/**
 * The session module tells the client where the token is, what a 401 does (spec §8) and, for the
 * refusals that end a session wherever they come from (a session-time limit, docs/player-protection.md), what
 * to do.
 */
export function configureHttp(options: {
  token: TokenSource
  onUnauthorized: UnauthorizedHandler
  onRefused?: RefusalHandler
  /** Asks the player's password when a call needs it; resolves true once it was confirmed. */
  confirmPassword?: PasswordPrompt
}) {
  getToken = options.token
  onUnauthorized = options.onUnauthorized
  onRefused = options.onRefused ?? (() => {})
  confirmPassword = options.confirmPassword ?? (() => Promise.resolve(false))
}

const BASE = './api/'

/**
 * Every call of spec §7: JSON in and out, bearer token when stored, x-locale and x-fingerprint.
 * Resolves with the whole envelope when `success` is true; rejects with ApiError otherwise. A call a
 * remembered session may make only with a recent password (403 PASSWORD_CONFIRMATION_REQUIRED, which
 * the server answers before doing anything) asks the password and is sent once more.
 */
export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  try {
    return await send<T>(method, path, body)
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== PASSWORD_CONFIRMATION_REQUIRED) throw error
    if (!(await confirmPassword())) throw error
    return send<T>(method, path, body)
  }
}

async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  const headers = callHeaders()
  if (body !== undefined) headers['content-type'] = 'application/json'
  const token = getToken()
  if (token) headers.authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(apiUrl(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw networkError()
  }
  let json: Answer<T> | null = null
  try {
    json = (await res.json()) as Answer<T>
  } catch {
    json = null
  }
  return settle(res.status, res.ok, res.statusText, json, token)
}

type Answer<T> = Envelope<T> & { code?: string; errors?: FieldErrors }

/** `./api/` against <base href="/"> (spec §7), so deep routes like /casino/slot still reach /api/. */
const apiUrl = (path: string) => new URL(BASE + path.replace(/^\//, ''), document.baseURI)

/** The headers of every call (spec §7); the caller adds the token and the content type. */
function callHeaders(): Record<string, string> {
  return { accept: 'application/json', 'x-locale': currentLocale, 'x-fingerprint': getFingerprint() }
}

const networkError = () =>
  new ApiError(currentLocale === 'tr' ? 'Bağlantı kurulamadı.' : 'Could not connect.', 0, 'NETWORK')

/**
 * One answer, whichever transport carried it: the envelope when `success` is true; otherwise a 401
 * ends the session, a refusal goes to the session's handler, and the ApiError is thrown.
 */
function settle<T>(
  status: number,
  ok: boolean,
  statusText: string,
  json: Answer<T> | null,
  token: string | null,
) {
  if (status === 401 && token) onUnauthorized()
  if (!ok || !json || json.success !== true) {
    const error = new ApiError(
      json?.message || statusText,
      status,
      json?.code ?? null,
      json?.errors ?? null,
      json?.data ?? null,
    )
    if (token && error.code) onRefused(error)
    throw error
  }
  return json
}

export const http = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
}

/** A route of the table: its method, whether it takes a body, query or path parameters (types only). */
type Spec<P extends ApiPath> = (typeof apiRoutes)[P]
type CallInit<P extends ApiPath> = (Spec<P>['method'] extends 'POST'
  ? { body: ApiBody<P> }
  : { body?: never }) &
  ([ApiQuery<P>] extends [never] ? { query?: never } : { query: ApiQuery<P> }) &
  (P extends `${string}:${string}` ? { params: Record<string, string | number> } : { params?: never })

/**
 * One call of the route table (packages/contract/src/api.ts, docs/api.md), typed from it: the body,
 * query and path parameters the entry takes, and the `data` of its answer. Only types come from the
 * table, so the shell does not download zod (docs/web.md). A POST always sends a body; a GET never does.
 */
export function call<P extends ApiPath>(
  path: P,
  ...init: object extends CallInit<P> ? [CallInit<P>?] : [CallInit<P>]
): Promise<Envelope<ApiData<P>>> {
  const { body, query, params } = (init[0] ?? {}) as {
    body?: unknown
    query?: Record<string, unknown>
    params?: Record<string, string | number>
  }
  // A key is its path under /api/, and a second call on the same path adds a word after a space
  // ('sports/bets/:id/cashout accept'): the URL is the part before it.
  let url: string = path
    .split(' ')[0]!
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')))
  if (query) {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v))
    url += `?${search.toString()}`
  }
  return request<ApiData<P>>(body === undefined ? 'GET' : 'POST', url, body)
}

/**
 * A multipart upload to a `'multipart'` route of the table (the identity documents, docs/kyc.md), with
 * the same headers and error handling as `request`, and progress as a fraction 0..1. XMLHttpRequest
 * because fetch reports no upload progress.
 */
export function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<Envelope<T>> {
  const token = getToken()
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', apiUrl(path))
    for (const [name, value] of Object.entries(callHeaders())) xhr.setRequestHeader(name, value)
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total)
    }
    xhr.onerror = () => reject(networkError())
    xhr.onload = () => {
      let json: Answer<T> | null = null
      try {
        json = JSON.parse(xhr.responseText) as Answer<T>
      } catch {
        json = null
      }
      try {
        resolve(settle(xhr.status, xhr.status >= 200 && xhr.status < 300, xhr.statusText, json, token))
      } catch (error) {
        reject(error as Error)
      }
    }
    xhr.send(form)
  })
}
