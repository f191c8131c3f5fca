import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { apiRoutes } from '@galata/contract'
import { checkLedger } from '../modules/wallet/index.js'
import { api } from './accounts.js'
import { useTestApp } from './helper.js'
import { staffMember } from './staff.js'

/**
 * "Bad input gets a clear error, HTTP 4xx, and changes nothing. No 500s on any input."
 * Every route the app registers — including ones added after this test was written, read from
 * `app.routeTable` — is called with random bodies, path parameters and query strings, as a visitor,
 * as a player and as a staff administrator. No answer may be a 5xx, and the ledger must still balance.
 * Module suites prove "changes nothing" for their own endpoints with row counts.
 */

const ADMIN = { username: 'fuzzadmin1', password: 'fuzz-admin-password-1' }
// Uploads that pass (a random body can be a valid identity document) land here, not in ./data.
const dataDir = await mkdtemp(join(tmpdir(), 'galata-fuzz-'))
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  RATE_LIMIT_MAX: '100000000',
  DATA_DIR: dataDir,
})
afterAll(() => rm(dataDir, { recursive: true, force: true }))

/** Paths that are not request/response endpoints (the WebSocket hub upgrades, static files). */
const SKIP = [/^\/hub\//, /^\/assets\//, /^\/media\//]

const FIELDS = [
  'username',
  'password',
  // Staff sign-in and management (docs/backoffice.md).
  'roles',
  'enrolToken',
  'active',
  'password2',
  'oldPassword',
  'newPassword',
  'amount',
  'id',
  'type',
  'detail',
  'code',
  'phone',
  'step',
  'skip',
  'take',
  'from',
  'to',
  'transactionType',
  'status',
  'categoryId',
  'systemCategory',
  'live',
  'search',
  'providerId',
  'isMobile',
  'isLive',
  'count',
  'name',
  'message',
  'contacts',
  'email',
  'token',
  'target',
  'playerId',
  'reason',
  'sessionId',
  'bonusId',
  'stake',
  'bet',
]

const scalar = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    -1,
    0,
    1e308,
    -1e308,
    2 ** 63,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '\u0000',
    'NaN',
    '1e999',
    '__proto__',
    '99999999999999999999999',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    null,
    true,
  ),
)
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...FIELDS), scalar),
)
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"a":', '[]', 'null', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}'),
)
/**
 * Multipart bodies for the table's `'multipart'` routes (the identity document upload, docs/kyc.md):
 * random `kind` values, file names with paths, control characters and quotes, declared types, and
 * contents that start with a real JPEG/PNG/PDF signature or none. Sent beside the JSON bodies.
 */
const MAGIC = [
  [],
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
]
const multipart = fc
  .record({
    kind: fc.option(
      fc.oneof(fc.constantFrom('identity', 'address', '', '__proto__'), fc.string({ maxLength: 20 })),
    ),
    name: fc.oneof(
      fc.constantFrom('id.jpg', '../../etc/passwd', 'C:\\x.jpg', 'a\u0000b.pdf', '', '"', 'x\r\n.png'),
      fc.string({ maxLength: 40 }),
    ),
    type: fc.constantFrom('image/jpeg', 'application/pdf', 'text/html', ''),
    magic: fc.constantFrom(...MAGIC),
    bytes: fc.uint8Array({ maxLength: 400 }),
    files: fc.integer({ min: 0, max: 2 }),
    extra: fc.option(fc.constantFrom('note', 'file', 'kind')),
  })
  .map(({ kind, name, type, magic, bytes, files, extra }) => {
    const boundary = 'fuzzboundary7'
    const parts: Buffer[] = []
    const field = (n: string, v: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`)
    if (kind !== null) parts.push(field('kind', kind))
    if (extra !== null) parts.push(field(extra, 'x'))
    for (let i = 0; i < files; i++)
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        Buffer.from(magic),
        Buffer.from(bytes),
        Buffer.from('\r\n'),
      )
    parts.push(Buffer.from(`--${boundary}--\r\n`))
    return { multipart: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
  })
const isMultipart = new Set(
  Object.values(apiRoutes as Record<string, { method: string; path: string; body: unknown }>)
    .filter((r) => r.body === 'multipart')
    .map((r) => `${r.method} ${r.path}`),
)

const segment = fc.oneof(
  fc.integer({ min: -5, max: 1_000_000 }).map(String),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  // Prototype names catch lookups of path parameters in plain objects.
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '9999999999999999999',
    '%00',
    '..%2F..',
    'e30',
    'abc',
    'valueOf',
    '__proto__',
    'constructor',
  ),
)
const query = fc.dictionary(fc.constantFrom(...FIELDS, 'sig', 'access_token'), fc.string({ maxLength: 20 }), {
  maxKeys: 3,
})

const isFile = (p: unknown): p is { multipart: Buffer; contentType: string } =>
  typeof p === 'object' && p !== null && 'multipart' in p

function fillPath(url: string, params: string[]): string {
  let i = 0
  return url.replace(/:[A-Za-z0-9_]+|\*/g, () => params[i++ % params.length] ?? '1')
}

async function tokens(app: FastifyInstance, n: number) {
  const call = api(app)
  const player = await call.register(`fz${n}`, {}, { ip: `10.9.${n % 250}.1` })
  // A fresh administrator per route (docs/backoffice.md): a staff route may deactivate, reset or sign
  // out whom it is called with; the environment's first admin is fuzzed at sign-in like any name.
  const admin = await staffMember(app, ['admin'], `fuzzadmin${n}x`)
  return [undefined, player.token, admin.token]
}

describe('every route answers any input without a server error', () => {
  it('walks app.routeTable', { timeout: 600_000 }, async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !SKIP.some((skip) => skip.test(r.url)),
    )
    expect(routes.length).toBeGreaterThan(30)
    const failures: string[] = []
    let n = 0
    for (const route of routes) {
      // Fresh sessions per route: a route may legitimately end the session it is called with.
      const auth = await tokens(t.app, n++)
      const reportedBefore = failures.length
      await fc
        .assert(
          fc.asyncProperty(
            isMultipart.has(`${route.method} ${route.url}`) ? fc.oneof(body, multipart) : body,
            fc.array(segment, { minLength: 1, maxLength: 3 }),
            query,
            fc.constantFrom(...auth),
            fc.constantFrom('tr', 'en', 'xx'),
            async (payload, params, q, token, locale) => {
              const search = new URLSearchParams(q).toString()
              const url = fillPath(route.url, params) + (search ? `?${search}` : '')
              const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
              let res: Awaited<ReturnType<FastifyInstance['inject']>>
              try {
                res = await t.app.inject({
                  method: route.method as 'GET' | 'POST',
                  url,
                  headers: {
                    'x-locale': locale,
                    ...(hasBody
                      ? { 'content-type': isFile(payload) ? payload.contentType : 'application/json' }
                      : {}),
                    ...(token ? { authorization: `Bearer ${token}` } : {}),
                  },
                  ...(hasBody
                    ? {
                        payload: isFile(payload)
                          ? payload.multipart
                          : typeof payload === 'string'
                            ? payload
                            : JSON.stringify(payload),
                      }
                    : {}),
                })
              } catch (error) {
                // A throw out of inject is a failure too: it means no answer at all.
                failures.push(`${route.method} ${url} → threw ${String(error).slice(0, 200)}`)
                return false
              }
              if (res.statusCode >= 500) {
                failures.push(`${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`)
                return false
              }
              return true
            },
          ),
          { numRuns: route.method === 'GET' ? 15 : 60, endOnFailure: true },
        )
        // The property records what failed in `failures`; any other error of the run (a throw of the
        // property itself, fast-check's own) is kept as well, so nothing ends the walk unreported.
        .catch((error: unknown) => {
          if (failures.length === reportedBefore)
            failures.push(`${route.method} ${route.url} → ${String(error).slice(0, 300)}`)
        })
    }
    expect(failures).toEqual([])
    const ledger = await checkLedger(t.app.db)
    expect(ledger.ok).toBe(true)
  })
})
