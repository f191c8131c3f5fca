import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A minimal S3-compatible object store for tests (docs/player-protection.md): path-style `/{bucket}/{key}`,
 * PUT, GET and DELETE of objects, each request's AWS Signature Version 4 checked the way S3 checks it (the
 * canonical request, the scope, the signing key, the clock skew, and the payload hash when one is
 * signed). A request that does not verify gets 403 SignatureDoesNotMatch, so a client that signs
 * wrongly fails its tests here as it would against the real service. Objects live in memory.
 */

export interface S3Object {
  body: Buffer
  contentType: string
}

export interface S3StandIn {
  /** `http://127.0.0.1:{port}`: the endpoint to configure. */
  url: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** Stored objects by key (without the bucket). */
  objects: Map<string, S3Object>
  /** Every request as `METHOD /path → status`, to assert what reached the store. */
  log: string[]
  close(): Promise<void>
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest()
const sha256hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')

/** RFC 3986 encoding as SigV4 wants it for query names and values. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

function canonicalQuery(search: string): string {
  if (!search) return ''
  return search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=')
      return [encode(decodeURIComponent(k)), encode(decodeURIComponent(v))] as const
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/

/** Why the request's signature is refused, or null when it verifies. */
function verify(
  req: IncomingMessage,
  body: Buffer,
  creds: { accessKeyId: string; secretAccessKey: string; region: string },
  now: number,
): string | null {
  const auth = req.headers.authorization ?? ''
  const m = AUTH.exec(auth)
  if (!m) return 'no SigV4 authorization header'
  const [, keyId, day = '', region = '', signedHeaders = '', signature = ''] = m
  if (keyId !== creds.accessKeyId) return 'unknown access key'
  if (region !== creds.region) return 'wrong region'
  const amzDate = String(req.headers['x-amz-date'] ?? '')
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || !amzDate.startsWith(day)) return 'bad x-amz-date'
  const when = Date.UTC(
    Number(amzDate.slice(0, 4)),
    Number(amzDate.slice(4, 6)) - 1,
    Number(amzDate.slice(6, 8)),
    Number(amzDate.slice(9, 11)),
    Number(amzDate.slice(11, 13)),
    Number(amzDate.slice(13, 15)),
  )
  if (Math.abs(now - when) > 15 * 60_000) return 'request time too skewed'
  const names = signedHeaders.split(';')
  if (!names.includes('host') || !names.includes('x-amz-date')) return 'host and x-amz-date must be signed'
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
  if (!payloadHash) return 'no x-amz-content-sha256'
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256hex(body)) return 'payload hash mismatch'
  const headerLines = names.map((name) => {
    const value = req.headers[name]
    const text = Array.isArray(value) ? value.join(',') : (value ?? '')
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`
  })
  const [path = '/', search = ''] = (req.url ?? '/').split('?')
  const canonical = [
    req.method,
    path,
    canonicalQuery(search),
    headerLines.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256hex(canonical)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${creds.secretAccessKey}`, day), region), 's3'), 'aws4_request')
  const expected = hmac(key, toSign)
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'signature mismatch'
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml' })
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  )
}

/** Starts the stand-in on a free loopback port. */
export async function startS3StandIn(
  options: Partial<Pick<S3StandIn, 'bucket' | 'accessKeyId' | 'secretAccessKey' | 'region'>> = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'galata-kyc'
  const creds = {
    accessKeyId: options.accessKeyId ?? 'GALATATESTKEY0000001',
    secretAccessKey: options.secretAccessKey ?? 'galata-test-secret-0123456789abcdefghij',
    region: options.region ?? 'eu-central-1',
  }
  const objects = new Map<string, S3Object>()
  const log: string[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const path = (req.url ?? '/').split('?')[0] ?? '/'
      const done = (status: number) => log.push(`${req.method} ${path} → ${status}`)
      const problem = verify(req, body, creds, Date.now())
      if (problem) {
        done(403)
        return xmlError(res, 403, 'SignatureDoesNotMatch', problem)
      }
      const [, first = '', ...rest] = path.split('/')
      if (decodeURIComponent(first) !== bucket) {
        done(404)
        return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
      }
      const key = rest.map(decodeURIComponent).join('/')
      if (!key) {
        done(400)
        return xmlError(res, 400, 'InvalidRequest', 'object key required')
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
        })
        done(200)
        res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` })
        return res.end()
      }
      if (req.method === 'GET') {
        const object = objects.get(key)
        if (!object) {
          done(404)
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.')
        }
        done(200)
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
        return res.end(object.body)
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        done(204)
        res.writeHead(204)
        return res.end()
      }
      done(405)
      return xmlError(res, 405, 'MethodNotAllowed', 'PUT, GET and DELETE only')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    bucket,
    ...creds,
    objects,
    log,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
