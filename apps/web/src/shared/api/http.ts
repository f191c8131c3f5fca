import type { Envelope, FieldErrors } from '@galata/contract'
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

let getToken: TokenSource = () => null
let onUnauthorized: UnauthorizedHandler = () => {}

/** The session module tells the client where the token is and what a 401 does (spec §8). */
export function configureHttp(options: { token: TokenSource; onUnauthorized: UnauthorizedHandler }) {
  getToken = options.token
  onUnauthorized = options.onUnauthorized
}

const BASE = './api/'

/**
 * Every call of spec §7: JSON in and out, bearer token when stored, x-locale and x-fingerprint.
 * Resolves with the whole envelope when `success` is true; rejects with ApiError otherwise.
 */
export async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-locale': currentLocale,
    'x-fingerprint': getFingerprint(),
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  const token = getToken()
  if (token) headers.authorization = `Bearer ${token}`
  // `./api/` against <base href="/"> (spec §7), so deep routes like /casino/slot still reach /api/.
  const url = new URL(BASE + path.replace(/^\//, ''), document.baseURI)
  let res: Response
  try {
    res = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError(currentLocale === 'tr' ? 'Bağlantı kurulamadı.' : 'Could not connect.', 0, 'NETWORK')
  }
  let json: (Envelope<T> & { code?: string; errors?: FieldErrors }) | null = null
  try {
    json = (await res.json()) as Envelope<T> & { code?: string; errors?: FieldErrors }
  } catch {
    json = null
  }
  if (res.status === 401 && token) onUnauthorized()
  if (!res.ok || !json || json.success !== true) {
    throw new ApiError(
      json?.message || res.statusText,
      res.status,
      json?.code ?? null,
      json?.errors ?? null,
      json?.data ?? null,
    )
  }
  return json
}

export const http = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
}
