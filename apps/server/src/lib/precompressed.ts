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
}

export async function precompressJson(value: unknown): Promise<PrecompressedJson> {
  const identity = Buffer.from(JSON.stringify(value), 'utf8')
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
  return { identity, br, gzip: gz }
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

/** Sends the encoding the request accepts, with the headers a cache in between needs. */
export function sendPrecompressed(request: FastifyRequest, reply: FastifyReply, json: PrecompressedJson) {
  const encoding = pickEncoding(request.headers['accept-encoding'])
  void reply.header('vary', 'accept-encoding, x-locale').type('application/json; charset=utf-8')
  if (encoding === 'identity') return reply.send(json.identity)
  return reply.header('content-encoding', encoding).send(json[encoding])
}
