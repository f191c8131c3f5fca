import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * A JSON answer encoded once and served many times: the UTF-8 bytes and their brotli and gzip
 * forms. For a large answer that is the same for every visitor (the bootstrap record) this moves
 * serialising and compressing off the request path; browsers then download a fraction of it.
 */
export interface PrecompressedJson {
  identity: Buffer
  br: Buffer
  gzip: Buffer
  /** A strong validator of the identity bytes (quoted); the same bytes always give the same one. */
  etag: string
}

/**
 * Encodes `value`; when `previous` holds the very same JSON, answers `previous` itself, so an
 * unchanged answer costs no compression and keeps its ETag (browsers keep their 304s).
 */
export async function precompressJson(
  value: unknown,
  previous?: PrecompressedJson,
): Promise<PrecompressedJson> {
  const identity = Buffer.from(JSON.stringify(value), 'utf8')
  if (previous?.identity.equals(identity)) return previous
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 32)}"`
  // zlib's async forms run on the thread pool, so even brotli's best quality never blocks requests.
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ])
  return { identity, br, gzip: gz, etag }
}

type Encoding = 'br' | 'gzip' | 'identity'

// Browsers send one of a handful of Accept-Encoding strings; remembering the answer for each keeps
// header parsing off the hottest route. Bounded, so odd clients cannot grow it.
const encodingCache = new Map<string, Encoding>()
const ENCODING_CACHE_MAX = 64

/** The best encoding the client accepts (`br` over `gzip`), honouring `;q=0` refusals. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const known = encodingCache.get(acceptEncoding)
  if (known) return known
  const picked = parseAcceptEncoding(acceptEncoding)
  if (encodingCache.size < ENCODING_CACHE_MAX) encodingCache.set(acceptEncoding, picked)
  return picked
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  let br = false
  let gz = false
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';')
    const name = rawName?.trim().toLowerCase()
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='))
    if (q !== undefined && Number(q.slice(2)) === 0) continue
    if (name === 'br') br = true
    else if (name === 'gzip' || name === '*') gz = true
  }
  return br ? 'br' : gz ? 'gzip' : 'identity'
}

/** Whether an If-None-Match header names `etag` (a list, `*`, or the weak form a proxy may make). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  if (ifNoneMatch === etag) return true
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t === etag || t === `W/${etag}`
  })
}

/**
 * Sends the encoding the request accepts, with the headers a cache in between needs. With
 * `revalidate` (a public GET answer, docs/content.md "Caching") it also sends the ETag and
 * `no-cache`, which lets the browser keep the answer but ask again each time, and answers 304 Not
 * Modified without a body when the client already holds these bytes.
 */
export function sendPrecompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  json: PrecompressedJson,
  { revalidate = false }: { revalidate?: boolean } = {},
) {
  void reply.header('vary', 'accept-encoding, x-locale')
  if (revalidate) {
    void reply.header('etag', json.etag).header('cache-control', 'no-cache')
    if (matchesEtag(request.headers['if-none-match'], json.etag)) return reply.code(304).send()
  }
  const encoding = pickEncoding(request.headers['accept-encoding'])
  void reply.type('application/json; charset=utf-8')
  if (encoding === 'identity') return reply.send(json.identity)
  return reply.header('content-encoding', encoding).send(json[encoding])
}
