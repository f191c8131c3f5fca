import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BANNER_UPLOAD, type BackofficeBanner } from '@galata/contract'
import { useTestApp } from '../../test/helper.js'
import { multipartBody } from '../../test/kyc.js'
import { staffMember, injectAs } from '../../test/staff.js'
import { rows } from '../../test/accounts.js'
import { tinyPng } from '@galata/testkit'

/*
 * Content management in the back office (docs/backoffice.md "Content"): banners reach the home
 * carousel of the bootstrap record at once, only in their language and inside their schedule; UI
 * string edits reach the bootstrap's translationList; bad input is a 4xx that changes nothing.
 */

const dataDir = await mkdtemp(join(tmpdir(), 'galata-media-'))
const t = useTestApp({ RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir })
afterAll(() => rm(dataDir, { recursive: true, force: true }))

let content: string
let support: string
let auditor: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'])).token
  support = (await staffMember(t.app, ['support'])).token
  auditor = (await staffMember(t.app, ['auditor'])).token
})

function upload(
  token: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; name?: string; type?: string } | null = { bytes: tinyPng() },
  locale: 'tr' | 'en' = 'tr',
) {
  const { payload, contentType } = multipartBody(
    fields,
    file
      ? [
          {
            field: 'file',
            name: file.name ?? 'banner.png',
            type: file.type ?? 'image/png',
            bytes: file.bytes,
          },
        ]
      : [],
  )
  return t.app.inject({
    method: 'POST',
    url: '/api/backoffice/cms/banners',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-locale': locale },
    payload,
  })
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown, locale = 'tr') {
  return injectAs(t.app, token, method, url, body, locale)
}

/** The bootstrap record as a fresh page load gets it; waits out the content-version poll. */
async function bootstrap(locale: 'tr' | 'en') {
  const { checkContentVersion } = await import('./index.js')
  await checkContentVersion(t.app.db)
  const res = await t.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } })
  expect(res.statusCode).toBe(200)
  return res.json<{
    data: {
      sliderList: { title: string; images: string[]; url: string; slug: string }[]
      translationList: { key: string; value: string }[]
    }
  }>().data
}

const bannerCount = async () =>
  (await rows<{ n: number }>(t.app, sql`select count(*)::int as n from sliders`))[0]!.n
const auditCount = async (action: string) =>
  (
    await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log where action = ${action}`)
  )[0]!.n

describe('banners', () => {
  it('an upload reaches the home carousel at once, in its language only, and its image is served', async () => {
    await bootstrap('tr') // cached before the upload
    const res = await upload(content, { locale: 'tr', title: 'Kış Turnuvası', link: '/casino', sort: '1' })
    expect(res.statusCode, res.body).toBe(200)
    const banner = res.json<{ data: BackofficeBanner }>().data
    expect(banner).toMatchObject({
      locale: 'tr',
      title: 'Kış Turnuvası',
      link: '/casino',
      live: true,
      status: true,
    })
    expect(banner.image).toMatch(/^\/media\/cms\/[0-9a-f]{32}\.png$/)

    const tr = await bootstrap('tr')
    expect(tr.sliderList.find((s) => s.title === 'Kış Turnuvası')).toMatchObject({
      slug: 'home',
      url: '/casino',
      images: [banner.image, banner.image, banner.image],
    })
    expect((await bootstrap('en')).sliderList.some((s) => s.title === 'Kış Turnuvası')).toBe(false)

    const image = await t.app.inject({ method: 'GET', url: banner.image })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['cache-control']).toContain('immutable')
    expect(image.rawPayload.equals(tinyPng())).toBe(true)
    expect(await auditCount('backoffice.banner.created')).toBe(1)
  })

  it('shows a banner only inside its schedule', async () => {
    const hour = 3600_000
    const future = await upload(content, {
      locale: 'en',
      title: 'Later',
      startsAt: new Date(Date.now() + hour).toISOString(),
    })
    expect(future.statusCode, future.body).toBe(200)
    expect(future.json<{ data: BackofficeBanner }>().data.live).toBe(false)
    const past = await upload(content, {
      locale: 'en',
      title: 'Over',
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    })
    expect(past.statusCode, past.body).toBe(200)
    const now = await upload(content, {
      locale: 'en',
      title: 'Now on',
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
    })
    expect(now.statusCode, now.body).toBe(200)
    const titles = (await bootstrap('en')).sliderList.map((s) => s.title)
    expect(titles).toContain('Now on')
    expect(titles).not.toContain('Later')
    expect(titles).not.toContain('Over')
  })

  it('refuses a file that is not PNG, JPEG or WebP by its bytes, whatever its name, in the member’s language', async () => {
    const before = await bannerCount()
    const files = await readdir(join(dataDir, 'media'))
    const svg = await upload(
      content,
      { locale: 'tr', title: 'x' },
      {
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        name: 'a.png',
      },
      'en',
    )
    expect(svg.statusCode).toBe(400)
    expect(svg.json()).toMatchObject({ code: 'BANNER_FILE_TYPE', message: expect.stringContaining('PNG') })
    const big = await upload(
      content,
      { locale: 'tr', title: 'x' },
      { bytes: Buffer.concat([tinyPng(), Buffer.alloc(BANNER_UPLOAD.maxBytes)]) },
    )
    expect(big.statusCode).toBe(400)
    expect(big.json()).toMatchObject({ code: 'BANNER_FILE_SIZE' })
    const noFile = await upload(content, { locale: 'tr', title: 'x' }, null)
    expect(noFile.statusCode).toBe(400)
    const badFields = await upload(content, {
      locale: 'de',
      title: '',
      link: 'javascript:alert(1)',
      sort: '-1',
    })
    expect(badFields.statusCode).toBe(400)
    expect(badFields.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { locale: 'invalid_option', title: 'required', link: 'invalid_url', sort: 'too_small' },
    })
    const backwards = await upload(content, {
      locale: 'tr',
      title: 'x',
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    })
    expect(backwards.json()).toMatchObject({ errors: { endsAt: 'invalid_range' } })
    const unknown = await upload(content, { locale: 'tr', title: 'x', onclick: 'y' })
    expect(unknown.statusCode).toBe(400)
    const json = await call('POST', '/api/backoffice/cms/banners', content, { locale: 'tr', title: 'x' })
    expect(json.statusCode).toBe(400)
    expect(await bannerCount()).toBe(before)
    expect(await readdir(join(dataDir, 'media'))).toEqual(files)
  })

  it('edits, disables, moves and deletes; each reaches the carousel and is audited', async () => {
    const list = async () =>
      (await call('GET', '/api/backoffice/cms/banners', auditor)).json<{ data: BackofficeBanner[] }>().data
    const banners = await list()
    const mine = banners.find((b) => b.title === 'Kış Turnuvası')!
    const edit = await call('PUT', `/api/backoffice/cms/banners/${mine.id}`, content, {
      locale: 'tr',
      title: 'Kış Festivali',
      link: 'https://example.com/kis',
      sort: mine.sort,
      startsAt: null,
      endsAt: null,
      status: true,
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect((await bootstrap('tr')).sliderList.map((s) => s.title)).toContain('Kış Festivali')

    const index = (await list()).findIndex((b) => b.id === mine.id)
    const moved = await call('POST', `/api/backoffice/cms/banners/${mine.id}/move`, content, {
      direction: 'down',
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const after = moved.json<{ data: BackofficeBanner[] }>().data
    expect(after.findIndex((b) => b.id === mine.id)).toBe(index + 1)
    const up = await call('POST', `/api/backoffice/cms/banners/${after[0]!.id}/move`, content, {
      direction: 'up',
    })
    expect(up.statusCode).toBe(200) // the first stays first

    const off = await call('PUT', `/api/backoffice/cms/banners/${mine.id}`, content, {
      locale: 'tr',
      title: 'Kış Festivali',
      status: false,
    })
    expect(off.statusCode, off.body).toBe(200)
    expect((await bootstrap('tr')).sliderList.map((s) => s.title)).not.toContain('Kış Festivali')

    const del = await call('POST', `/api/backoffice/cms/banners/${mine.id}/delete`, content, {})
    expect(del.statusCode, del.body).toBe(200)
    expect((await list()).some((b) => b.id === mine.id)).toBe(false)
    const again = await call('POST', `/api/backoffice/cms/banners/${mine.id}/delete`, content)
    expect(again.statusCode).toBe(404)
    expect(await auditCount('backoffice.banner.edited')).toBe(2)
    // The first banner moved up stays first: nothing moved, nothing recorded.
    expect(await auditCount('backoffice.banner.moved')).toBe(1)
    expect(await auditCount('backoffice.banner.deleted')).toBe(1)
  })

  it('refuses a support member (403) and lets the auditor read but not write', async () => {
    expect((await call('GET', '/api/backoffice/cms/banners', support)).statusCode).toBe(403)
    expect((await upload(support, { locale: 'tr', title: 'x' })).statusCode).toBe(403)
    expect((await upload(auditor, { locale: 'tr', title: 'x' })).statusCode).toBe(403)
    expect((await call('GET', '/api/backoffice/cms/banners', auditor)).statusCode).toBe(200)
  })
})

describe('UI strings', () => {
  it('lists every string in both languages, searched by key or text', async () => {
    const all = await call('GET', '/api/backoffice/cms/strings?take=5', auditor)
    expect(all.statusCode).toBe(200)
    const page = all.json<{ data: { items: { key: string; tr: string; en: string }[]; total: number } }>()
      .data
    expect(page.items).toHaveLength(5)
    expect(page.total).toBeGreaterThan(100)
    for (const item of page.items) expect(item.tr && item.en).toBeTruthy()
    const found = await call('GET', `/api/backoffice/cms/strings?q=${encodeURIComponent('%_')}`, auditor)
    expect(found.json<{ data: { total: number } }>().data.total).toBe(0)
  })

  it('an edit reaches the bootstrap’s translationList without a restart, and is audited', async () => {
    const first = (await call('GET', '/api/backoffice/cms/strings?take=1', content)).json<{
      data: { items: { key: string; tr: string; en: string }[] }
    }>().data.items[0]!
    await bootstrap('en')
    const res = await call('POST', '/api/backoffice/cms/strings', content, {
      key: first.key,
      locale: 'en',
      value: 'Edited in the console',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ data: { key: first.key, tr: first.tr, en: 'Edited in the console' } })
    const list = (await bootstrap('en')).translationList
    expect(list.find((e) => e.key === first.key)?.value).toBe('Edited in the console')
    expect(await auditCount('backoffice.ui_string.edited')).toBe(1)
  })

  it('refuses an unknown key, an empty value and a support member', async () => {
    const unknown = await call(
      'POST',
      '/api/backoffice/cms/strings',
      content,
      { key: 'no.such.key', locale: 'tr', value: 'x' },
      'en',
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({
      code: 'UI_STRING_UNKNOWN',
      message: expect.stringContaining('UI string'),
    })
    const empty = await call('POST', '/api/backoffice/cms/strings', content, {
      key: 'x',
      locale: 'fr',
      value: '',
    })
    expect(empty.json()).toMatchObject({ errors: { locale: 'invalid_option', value: 'required' } })
    expect(
      (await call('POST', '/api/backoffice/cms/strings', support, { key: 'x', locale: 'tr', value: 'y' }))
        .statusCode,
    ).toBe(403)
    expect((await call('GET', '/api/backoffice/cms/strings', support)).statusCode).toBe(403)
    expect(await auditCount('backoffice.ui_string.edited')).toBe(1)
  })
})
