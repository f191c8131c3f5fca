import type { apiRoutes, ApiBody, ApiData, ApiPath, ApiQuery, FieldErrors } from '@galata/contract'
import { boLocale } from '../i18n/i18n'

/*
 * The console's calls to /api/backoffice/* (docs/backoffice.md "The console (/bo)"): typed from the
 * route table like the player site's `call`, but with the staff token. The token lives in
 * sessionStorage: a staff session must not outlive the tab it was opened in (a shared desk, a
 * closed laptop), and nothing of it is visible to another tab or to the player site's storage.
 * Any 401 ends the console's session: the token is forgotten and the sign-in screen says why.
 */

const TOKEN_KEY = 'galata.bo.token'
const FINGERPRINT_KEY = 'galata.bo.device'

export class BoApiError extends Error {
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

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

/** True once a 401 ended this page's session (until the next sign-in): the sign-in screen says so. */
let ended = false
export const sessionEnded = () => ended

export function storeToken(token: string | null) {
  if (token) ended = false
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token)
    else sessionStorage.removeItem(TOKEN_KEY)
  } catch {
    // Storage refused (private mode): the session lasts while the page stays open.
    memoryToken = token
  }
}
let memoryToken: string | null = null

/** A random id of this browser, sent as x-fingerprint and recorded with the audit rows. */
function fingerprint(): string {
  try {
    const stored = localStorage.getItem(FINGERPRINT_KEY)
    if (stored && /^[a-f0-9]{32}$/.test(stored)) return stored
    const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('')
    localStorage.setItem(FINGERPRINT_KEY, id)
    return id
  } catch {
    return 'bo-no-storage'
  }
}

let onSessionEnded: () => void = () => {}
/** What a 401 on a signed-in call does (main.tsx: back to the sign-in screen). */
export function onUnauthorized(handler: () => void) {
  onSessionEnded = handler
}

type Spec<P extends ApiPath> = (typeof apiRoutes)[P]
type CallInit<P extends ApiPath> = (Spec<P>['method'] extends 'POST' | 'PUT'
  ? { body: ApiBody<P> }
  : { body?: never }) &
  // Only types come from the route table (the console does not load its schemas at start), so a PUT
  // says so: a body alone means POST.
  (Spec<P>['method'] extends 'PUT' ? { method: 'PUT' } : { method?: never }) &
  ([ApiQuery<P>] extends [never] ? { query?: never } : { query: ApiQuery<P> }) &
  (P extends `${string}:${string}` ? { params: Record<string, string | number> } : { params?: never })

type BackofficePath = Extract<ApiPath, `backoffice/${string}`>

/** One back-office call of the route table; resolves with the answer's `data`. */
export async function boCall<P extends BackofficePath>(
  path: P,
  ...init: object extends CallInit<P> ? [CallInit<P>?] : [CallInit<P>]
): Promise<ApiData<P>> {
  return (await boAnswer(path, ...init)).data
}

/**
 * The same call with the server's message beside the data, for acts whose answer differs only in
 * it (an operator's limit applied at once or filed for a second member: docs/backoffice.md "Four eyes").
 */
export async function boAnswer<P extends BackofficePath>(
  path: P,
  ...init: object extends CallInit<P> ? [CallInit<P>?] : [CallInit<P>]
): Promise<{ data: ApiData<P>; message: string }> {
  const { body, query, params, method } = (init[0] ?? {}) as {
    body?: unknown
    query?: Record<string, unknown>
    params?: Record<string, string | number>
    method?: 'PUT'
  }
  let url = `/api/${path.split(' ')[0]!.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')))}`
  if (query) {
    const search = new URLSearchParams()
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') search.set(k, String(v))
    const text = search.toString()
    if (text) url += `?${text}`
  }
  const token = readToken() ?? memoryToken
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-locale': boLocale,
    'x-fingerprint': fingerprint(),
  }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (token) headers.authorization = `Bearer ${token}`
  let res: Response
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : (method ?? 'POST'),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new BoApiError(boLocale === 'tr' ? 'Bağlantı kurulamadı.' : 'Could not connect.', 0, 'NETWORK')
  }
  let json: {
    success?: boolean
    message?: string
    code?: string
    errors?: FieldErrors
    data?: unknown
  } | null
  try {
    json = (await res.json()) as typeof json
  } catch {
    json = null
  }
  if (res.status === 401 && token) {
    ended = true
    storeToken(null)
    onSessionEnded()
  }
  if (!res.ok || !json || json.success !== true) {
    throw new BoApiError(
      json?.message || res.statusText,
      res.status,
      json?.code ?? null,
      json?.errors ?? null,
      json?.data ?? null,
    )
  }
  return { data: json.data as ApiData<P>, message: json.message ?? '' }
}

/**
 * The bytes of an authorised stream (GET backoffice/kyc/documents/:id/file) with the staff token, as a
 * Blob: the console shows it through a blob: URL, so no document ever has a public address.
 */
export async function boFile(path: Extract<BackofficePath, `${string}/file`>, id: number): Promise<Blob> {
  return (await fetchFile(`/api/${path.replace(':id', String(id))}`)).blob()
}

/**
 * A file a route answers instead of its envelope (GET backoffice/reports/ggr with `format=csv`), with
 * the staff token: the bytes as the server wrote them and the name its content-disposition gives.
 */
export async function boDownload(
  path: BackofficePath,
  query: Record<string, string>,
): Promise<{ blob: Blob; name: string | null }> {
  const res = await fetchFile(`/api/${path}?${new URLSearchParams(query).toString()}`)
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null
  return { blob: await res.blob(), name }
}

/** A GET of bytes with the staff token; a 401 ends the session and any refusal throws as boCall's do. */
async function fetchFile(url: string): Promise<Response> {
  const token = readToken() ?? memoryToken
  let res: Response
  try {
    res = await fetch(url, {
      headers: {
        'x-locale': boLocale,
        'x-fingerprint': fingerprint(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      cache: 'no-store',
    })
  } catch {
    throw new BoApiError(boLocale === 'tr' ? 'Bağlantı kurulamadı.' : 'Could not connect.', 0, 'NETWORK')
  }
  if (res.status === 401 && token) {
    ended = true
    storeToken(null)
    onSessionEnded()
  }
  if (!res.ok) {
    const json = (await res.json().catch(() => null)) as { message?: string; code?: string } | null
    throw new BoApiError(json?.message || res.statusText, res.status, json?.code ?? null)
  }
  return res
}

/**
 * A multipart upload to a back-office route (POST backoffice/cms/banners: the file and its fields),
 * with the staff token; resolves with the answer's `data` and message like `boAnswer`.
 */
export async function boUpload<
  P extends Extract<BackofficePath, `${string} add` | `${string}/artwork` | `${string}/image`>,
>(
  path: P,
  form: FormData,
  /** The path's `:name` parts (a game's artwork, a banner's new image: its id). */
  params: Record<string, string | number> = {},
): Promise<{ data: ApiData<P>; message: string }> {
  const token = readToken() ?? memoryToken
  const url = path
    .split(' ')[0]!
    .replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')))
  let res: Response
  try {
    res = await fetch(`/api/${url}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'x-locale': boLocale,
        'x-fingerprint': fingerprint(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: form,
    })
  } catch {
    throw new BoApiError(boLocale === 'tr' ? 'Bağlantı kurulamadı.' : 'Could not connect.', 0, 'NETWORK')
  }
  const json = (await res.json().catch(() => null)) as {
    success?: boolean
    message?: string
    code?: string
    errors?: FieldErrors
    data?: unknown
  } | null
  if (res.status === 401 && token) {
    ended = true
    storeToken(null)
    onSessionEnded()
  }
  if (!res.ok || !json || json.success !== true)
    throw new BoApiError(
      json?.message || res.statusText,
      res.status,
      json?.code ?? null,
      json?.errors ?? null,
    )
  return { data: json.data as ApiData<P>, message: json.message ?? '' }
}
