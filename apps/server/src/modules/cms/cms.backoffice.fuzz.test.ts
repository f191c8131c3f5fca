import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyAuditChain } from '../../lib/audit-chain.js'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { multipartBody } from '../../test/kyc.js'
import { staffMember } from '../../test/staff.js'

/*
 * The content routes' writes under random and near-valid input (docs/backoffice.md "Content"): the
 * banner upload (multipart), a banner's edit and move, and a UI string's edit. Every answer is a
 * 2xx or a 4xx, never a 5xx; a refusal changes no row and writes no audit row; the chain holds.
 */

const dataDir = await mkdtemp(join(tmpdir(), 'galata-media-fuzz-'))
const t = useTestApp({ RATE_LIMIT_MAX: '100000000', DATA_DIR: dataDir })
afterAll(() => rm(dataDir, { recursive: true, force: true }))
let token: string
let bannerIds: number[] = []

beforeAll(async () => {
  token = (await staffMember(t.app, ['content'], 'cmsfuzz1')).token
  bannerIds = (await rows<{ id: number }>(t.app, sql`select id from sliders where slug = 'home'`)).map((r) =>
    Number(r.id),
  )
})

const weird = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ minLength: 1990, maxLength: 2100 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '__proto__',
    '<script>',
    'javascript:alert(1)',
    '//evil.example',
  ),
  fc.constantFrom('tr', 'en', 'up', 'down', '2026-12-01T00:00:00Z', '2026-02-31T00:00:00Z', '-1', '10000'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue(), { maxLength: 3 }),
)
const FIELDS = [
  'locale',
  'title',
  'link',
  'sort',
  'startsAt',
  'endsAt',
  'status',
  'direction',
  'key',
  'value',
  'x',
]
const body = fc.oneof(
  fc.jsonValue(),
  fc.string(),
  fc.dictionary(fc.constantFrom(...FIELDS), weird, { maxKeys: 7 }),
)
/**
 * A form field's text. `String` throws on an array holding an object without a prototype, which
 * fast-check's JSON values may be: such a value goes as its JSON instead.
 */
const asField = (v: unknown): string => {
  try {
    return String(v)
  } catch {
    return JSON.stringify(v)
  }
}
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de', 'hex')
const file = fc.oneof(
  fc.constant(PNG),
  fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
  fc.constant(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')),
)

async function counts() {
  const [row] = await rows<{ state: string; audit: number }>(
    t.app,
    sql`select (select md5(coalesce(string_agg(s::text, ',' order by id), '')) from sliders s) ||
               (select md5(coalesce(string_agg(tr::text, ',' order by locale, key), '')) from translations tr) as state,
               (select count(*)::int from audit_log where action like 'backoffice.banner.%' or action like 'backoffice.ui_string.%') as audit`,
  )
  return { state: row!.state, audit: Number(row!.audit) }
}

describe('the content writes under random input (fast-check)', () => {
  it(
    'answers 2xx or 4xx, never 5xx; a refusal changes nothing and audits nothing',
    { timeout: 300_000 },
    async () => {
      const failures: string[] = []
      const id = fc.oneof(
        fc.constantFrom('0', '-1', 'abc', '99999999999999999999', '1.5'),
        fc.constantFrom(...bannerIds).map(String),
      )
      const request = fc.oneof(
        fc.record({
          kind: fc.constant('upload' as const),
          fields: fc.dictionary(fc.constantFrom(...FIELDS), weird.map(asField), { maxKeys: 6 }),
          file: fc.option(file),
        }),
        fc.record({ kind: fc.constantFrom('edit' as const, 'move' as const, 'string' as const), id, body }),
      )
      await fc.assert(
        fc.asyncProperty(request, fc.constantFrom('tr', 'en'), async (r, locale) => {
          const before = await counts()
          const headers = { authorization: `Bearer ${token}`, 'x-locale': locale }
          let res
          if (r.kind === 'upload') {
            const { payload, contentType } = multipartBody(
              r.fields,
              r.file ? [{ field: 'file', name: 'a.png', type: 'image/png', bytes: r.file }] : [],
            )
            res = await t.app.inject({
              method: 'POST',
              url: '/api/backoffice/cms/banners',
              headers: { ...headers, 'content-type': contentType },
              payload,
            })
          } else {
            const url =
              r.kind === 'edit'
                ? `/api/backoffice/cms/banners/${r.id}`
                : r.kind === 'move'
                  ? `/api/backoffice/cms/banners/${r.id}/move`
                  : '/api/backoffice/cms/strings'
            res = await t.app.inject({
              method: r.kind === 'edit' ? 'PUT' : 'POST',
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload: typeof r.body === 'string' ? r.body : JSON.stringify(r.body),
            })
          }
          const label = `${r.kind} ${res.statusCode} ${res.body.slice(0, 160)}`
          if (res.statusCode >= 500) failures.push(label)
          const after = await counts()
          if (res.statusCode >= 400) {
            if (after.state !== before.state || after.audit !== before.audit)
              failures.push(`${label}: wrote rows`)
            expect(res.json()).toMatchObject({ success: false })
          }
          return res.statusCode < 500
        }),
        { numRuns: 200 },
      )
      expect(failures).toEqual([])
      expect((await verifyAuditChain(t.app.db)).ok).toBe(true)
    },
  )
})
