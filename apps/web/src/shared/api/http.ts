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

let getToken: TokenSource = () => null
let onUnauthorized: UnauthorizedHandler = () => {}
let onRefused: RefusalHandler = () => {}

/**
 * The session module tells the client where the token is, what a 401 does (spec §8) and, for the
 * refusals that end a session wherever they come from (a session-time limit, issue 14), what to do.
 */
export function configureHttp(options: {
  token: TokenSource
  onUnauthorized: UnauthorizedHandler
  onRefused?: RefusalHandler
}) {
  getToken = options.token
  onUnauthorized = options.onUnauthorized
  onRefused = options.onRefused ?? (() => {})
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
    const error = new ApiError(
      json?.message || res.statusText,
      res.status,
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
  let url: string = path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  )
  if (query) {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v))
    url += `?${search.toString()}`
  }
  return request<ApiData<P>>(body === undefined ? 'GET' : 'POST', url, body)
}

/**
 * A multipart upload to a `'multipart'` route of the table (the identity documents, issue 14), with
 * the same headers and error handling as `request`, and progress as a fraction 0..1. XMLHttpRequest
 * because fetch reports no upload progress.
 */
export function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<Envelope<T>> {
  const url = new URL(BASE + path.replace(/^\//, ''), document.baseURI)
  const token = getToken()
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    xhr.setRequestHeader('accept', 'application/json')
    xhr.setRequestHeader('x-locale', currentLocale)
    xhr.setRequestHeader('x-fingerprint', getFingerprint())
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total)
    }
    xhr.onerror = () =>
      reject(
        new ApiError(currentLocale === 'tr' ? 'Bağlantı kurulamadı.' : 'Could not connect.', 0, 'NETWORK'),
      )
    xhr.onload = () => {
      let json: (Envelope<T> & { code?: string; errors?: FieldErrors }) | null = null
      try {
        json = JSON.parse(xhr.responseText) as Envelope<T> & { code?: string; errors?: FieldErrors }
      } catch {
        json = null
      }
      if (xhr.status === 401 && token) onUnauthorized()
      if (xhr.status < 200 || xhr.status >= 300 || !json || json.success !== true) {
        reject(
          new ApiError(
            json?.message || xhr.statusText,
            xhr.status,
            json?.code ?? null,
            json?.errors ?? null,
            json?.data ?? null,
          ),
        )
        return
      }
      resolve(json)
    }
    xhr.send(form)
  })
}
