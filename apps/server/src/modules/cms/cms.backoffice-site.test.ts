import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BANNER_UPLOAD,
  bootstrapSchema,
  type BackofficeBanner,
  type BackofficeFooterList,
  type BackofficePopup,
  type BackofficeSiteOption,
} from '@galata/contract'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { multipartBody } from '../../test/kyc.js'
import { jpegHead, tinyPng } from '@galata/testkit'
import { staffMember, injectAs } from '../../test/staff.js'

/*
 * Popups, a banner's new artwork, site options and footer lists in the back office
 * (docs/backoffice.md "Content"): each write reaches the bootstrap record at once, in its language
 * and schedule; each is audited; bad input is a 4xx in the member's language that stores nothing;
 * support is refused and the auditor only reads.
 */

const dataDir = await mkdtemp(join(tmpdir(), 'galata-media-site-'))
const t = useTestApp({ RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir })
afterAll(() => rm(dataDir, { recursive: true, force: true }))

let content: string
let admin: string
let support: string
let auditor: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'])).token
  admin = (await staffMember(t.app, ['admin'])).token
  support = (await staffMember(t.app, ['support'])).token
  auditor = (await staffMember(t.app, ['auditor'])).token
})

function send(
  url: string,
  token: string,
  fields: Record<string, string>,
  file: { bytes: Buffer; name?: string; type?: string } | null = { bytes: tinyPng() },
  locale: 'tr' | 'en' = 'tr',
) {
  const { payload, contentType } = multipartBody(
    fields,
    file
      ? [{ field: 'file', name: file.name ?? 'popup.png', type: file.type ?? 'image/png', bytes: file.bytes }]
      : [],
  )
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-locale': locale },
    payload,
  })
}
const uploadPopup = (token: string, fields: Record<string, string>, file?: Parameters<typeof send>[3]) =>
  send('/api/backoffice/cms/popups', token, fields, file)

function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, body?: unknown, locale = 'tr') {
  return injectAs(t.app, token, method, url, body, locale)
}

/** The bootstrap record as a fresh page load gets it, after the content-version poll. */
async function bootstrap(locale: 'tr' | 'en') {
  const { checkContentVersion } = await import('./index.js')
  await checkContentVersion(t.app.db)
  const res = await t.app.inject({ method: 'GET', url: '/api/cms/grouped', headers: { 'x-locale': locale } })
  expect(res.statusCode).toBe(200)
  return bootstrapSchema.parse(res.json<{ data: unknown }>().data)
}

const count = async (table: string) =>
  (await rows<{ n: number }>(t.app, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n
const auditCount = async (action: string) =>
  (
    await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log where action = ${action}`)
  )[0]!.n
const listPopups = async () =>
  (await call('GET', '/api/backoffice/cms/popups', auditor)).json<{ data: BackofficePopup[] }>().data

describe('popups', () => {
  it('an uploaded popup banner is the one the site shows at once, in its language only', async () => {
    const trBefore = await bootstrap('tr')
    await bootstrap('en')
    const res = await uploadPopup(content, {
      kind: 'banner',
      locale: 'en',
      title: 'Winter cup',
      link: '/promotions',
    })
    expect(res.statusCode, res.body).toBe(200)
    const popup = res.json<{ data: BackofficePopup }>().data
    expect(popup).toMatchObject({ kind: 'banner', locale: 'en', title: 'Winter cup', showing: true })
    expect(popup.image).toMatch(/^\/media\/cms\/[0-9a-f]{32}\.png$/)

    const en = await bootstrap('en')
    expect(en.popupImages).toEqual({
      images: [popup.image, popup.image, popup.image],
      url: '/promotions',
      title: 'Winter cup',
    })
    // Turkish visitors keep the popup they had.
    expect((await bootstrap('tr')).popupImages).toEqual(trBefore.popupImages)
    const image = await t.app.inject({ method: 'GET', url: popup.image })
    expect(image.statusCode).toBe(200)
    expect(image.headers['cache-control']).toContain('immutable')
    expect(await auditCount('backoffice.popup.created')).toBe(1)
  })

  it('the first-visit popup: a new one has a new hash, so a visitor who saw the last sees it', async () => {
    const before = (await bootstrap('tr')).firstPopup
    const res = await uploadPopup(
      content,
      { kind: 'first-visit', locale: 'tr', title: 'Hoş geldiniz', link: 'https://example.com/hos' },
      { bytes: jpegHead(), name: 'welcome.jpg', type: 'image/jpeg' },
    )
    expect(res.statusCode, res.body).toBe(200)
    const popup = res.json<{ data: BackofficePopup }>().data
    expect(popup.image).toMatch(/\.jpg$/)
    const after = (await bootstrap('tr')).firstPopup!
    expect(after.images[0]).toBe(popup.image)
    expect(after.title).toBe('Hoş geldiniz')
    expect(after.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(after.hash).not.toBe(before?.hash)

    // Edited link: new content, new hash; switched off: the one before it is back.
    const edit = await call('PUT', `/api/backoffice/cms/popups/${popup.id}`, content, {
      locale: 'tr',
      title: 'Hoş geldiniz',
      link: '/casino',
      startsAt: null,
      endsAt: null,
      status: true,
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const edited = (await bootstrap('tr')).firstPopup!
    expect(edited.url).toBe('/casino')
    expect(edited.hash).not.toBe(after.hash)
    const off = await call('PUT', `/api/backoffice/cms/popups/${popup.id}`, content, {
      locale: 'tr',
      title: 'Hoş geldiniz',
      link: '/casino',
      status: false,
    })
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json<{ data: BackofficePopup }>().data).toMatchObject({ status: false, showing: false })
    expect((await bootstrap('tr')).firstPopup?.hash).toBe(before?.hash)
    expect(await auditCount('backoffice.popup.edited')).toBe(2)
  })

  it('shows a popup only inside its schedule', async () => {
    const hour = 3600_000
    const later = await uploadPopup(content, {
      kind: 'banner',
      locale: 'tr',
      title: 'Sonra',
      startsAt: new Date(Date.now() + hour).toISOString(),
    })
    expect(later.statusCode, later.body).toBe(200)
    expect(later.json<{ data: BackofficePopup }>().data.showing).toBe(false)
    expect((await bootstrap('tr')).popupImages?.title).not.toBe('Sonra')
    const over = await uploadPopup(content, {
      kind: 'banner',
      locale: 'tr',
      title: 'Bitti',
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
      endsAt: new Date(Date.now() - hour).toISOString(),
    })
    expect(over.statusCode, over.body).toBe(200)
    expect((await bootstrap('tr')).popupImages?.title).not.toBe('Bitti')
    const now = await uploadPopup(content, {
      kind: 'banner',
      locale: 'tr',
      title: 'Şimdi',
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + hour).toISOString(),
    })
    expect(now.statusCode, now.body).toBe(200)
    expect((await bootstrap('tr')).popupImages?.title).toBe('Şimdi')
  })

  it('deletes a popup (404 the second time), audited', async () => {
    const mine = (await listPopups()).find((p) => p.title === 'Şimdi')!
    const del = await call('POST', `/api/backoffice/cms/popups/${mine.id}/delete`, content, {})
    expect(del.statusCode, del.body).toBe(200)
    expect(del.json<{ data: BackofficePopup[] }>().data.some((p) => p.id === mine.id)).toBe(false)
    expect((await bootstrap('tr')).popupImages?.title).not.toBe('Şimdi')
    expect((await call('POST', `/api/backoffice/cms/popups/${mine.id}/delete`, content)).statusCode).toBe(404)
    expect(await auditCount('backoffice.popup.deleted')).toBe(1)
  })

  it('refuses bad files and fields in the member’s language and stores nothing', async () => {
    const before = await count('popups')
    const files = await readdir(join(dataDir, 'media'))
    const svg = await send(
      '/api/backoffice/cms/popups',
      content,
      { kind: 'banner', locale: 'tr', title: 'x' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'a.png' },
      'en',
    )
    expect(svg.statusCode).toBe(400)
    expect(svg.json()).toMatchObject({ code: 'BANNER_FILE_TYPE', message: expect.stringContaining('PNG') })
    const gif = await uploadPopup(
      content,
      { kind: 'banner', locale: 'tr', title: 'x' },
      { bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(60)]), name: 'a.gif', type: 'image/gif' },
    )
    expect(gif.json()).toMatchObject({ code: 'BANNER_FILE_TYPE' })
    const big = await uploadPopup(
      content,
      { kind: 'banner', locale: 'tr', title: 'x' },
      { bytes: Buffer.concat([tinyPng(), Buffer.alloc(BANNER_UPLOAD.maxBytes)]) },
    )
    expect(big.statusCode).toBe(400)
    expect(big.json()).toMatchObject({ code: 'BANNER_FILE_SIZE' })
    const noFile = await uploadPopup(content, { kind: 'banner', locale: 'tr', title: 'x' }, null)
    expect(noFile.json()).toMatchObject({ code: 'BANNER_UPLOAD_INVALID' })
    const badFields = await uploadPopup(content, {
      kind: 'modal',
      locale: 'de',
      title: '',
      link: 'javascript:alert(1)',
    })
    expect(badFields.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { kind: 'invalid_option', locale: 'invalid_option', title: 'required', link: 'invalid_url' },
    })
    for (const link of ['//evil.example/x', 'data:text/html,x', 'ftp://example.com', 'http://']) {
      const res = await uploadPopup(content, { kind: 'banner', locale: 'tr', title: 'x', link })
      expect(res.json(), link).toMatchObject({ errors: { link: 'invalid_url' } })
    }
    const backwards = await uploadPopup(content, {
      kind: 'banner',
      locale: 'tr',
      title: 'x',
      startsAt: '2026-12-02T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
    })
    expect(backwards.json()).toMatchObject({ errors: { endsAt: 'invalid_range' } })
    const unknown = await uploadPopup(content, { kind: 'banner', locale: 'tr', title: 'x', sort: '1' })
    expect(unknown.json()).toMatchObject({ code: 'BANNER_UPLOAD_INVALID' })
    const json = await call('POST', '/api/backoffice/cms/popups', content, { kind: 'banner' })
    expect(json.statusCode).toBe(400)
    const missing = await call('PUT', '/api/backoffice/cms/popups/999999', content, {
      locale: 'tr',
      title: 'x',
      status: true,
    })
    expect(missing.statusCode).toBe(404)
    expect(await count('popups')).toBe(before)
    expect(await readdir(join(dataDir, 'media'))).toEqual(files)
  })
})

describe('a banner’s artwork replaced', () => {
  it('keeps the fields, changes the picture on the site, audited; a bad file stores nothing', async () => {
    const created = await send('/api/backoffice/cms/banners', content, {
      locale: 'tr',
      title: 'Yeni görsel',
      link: '/casino',
    })
    expect(created.statusCode, created.body).toBe(200)
    const banner = created.json<{ data: BackofficeBanner }>().data
    const res = await send(
      `/api/backoffice/cms/banners/${banner.id}/image`,
      content,
      {},
      { bytes: jpegHead(), name: 'b.jpg', type: 'image/jpeg' },
    )
    expect(res.statusCode, res.body).toBe(200)
    const replaced = res.json<{ data: BackofficeBanner }>().data
    expect(replaced).toMatchObject({ id: banner.id, title: 'Yeni görsel', link: '/casino' })
    expect(replaced.image).toMatch(/\.jpg$/)
    const slide = (await bootstrap('tr')).sliderList.find((s) => s.title === 'Yeni görsel')!
    expect(slide.images[0]).toBe(replaced.image)
    expect(await auditCount('backoffice.banner.image_replaced')).toBe(1)

    const files = await readdir(join(dataDir, 'media'))
    const svg = await send(
      `/api/backoffice/cms/banners/${banner.id}/image`,
      content,
      {},
      { bytes: Buffer.from('<svg/>'.padEnd(64)), name: 'x.png' },
    )
    expect(svg.json()).toMatchObject({ code: 'BANNER_FILE_TYPE' })
    const field = await send(`/api/backoffice/cms/banners/${banner.id}/image`, content, { title: 'x' })
    expect(field.json()).toMatchObject({ code: 'BANNER_UPLOAD_INVALID' })
    const none = await send(`/api/backoffice/cms/banners/${banner.id}/image`, content, {}, null)
    expect(none.json()).toMatchObject({ code: 'BANNER_UPLOAD_INVALID' })
    const unknown = await send('/api/backoffice/cms/banners/999999/image', content, {})
    expect(unknown.statusCode).toBe(404)
    expect(await readdir(join(dataDir, 'media'))).toEqual(files)
    expect(await auditCount('backoffice.banner.image_replaced')).toBe(1)
  })
})

describe('site options', () => {
  const options = async () =>
    (await call('GET', '/api/backoffice/cms/options', auditor)).json<{ data: BackofficeSiteOption[] }>().data

  it('lists every option the console edits; an edit reaches the bootstrap at once, audited', async () => {
    const list = await options()
    expect(list.map((o) => o.key)).toContain('livechat')
    expect(list.find((o) => o.key === 'facebook')?.status).toBe(false)
    await bootstrap('tr')
    const res = await call('POST', '/api/backoffice/cms/options', content, {
      key: 'instagram',
      value: ' https://www.instagram.com/galata.yeni ',
      status: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: 'Site ayarı kaydedildi.' })
    const site = (await bootstrap('tr')).siteOption
    expect(site.find((o) => o.key === 'instagram')?.value).toBe('https://www.instagram.com/galata.yeni')

    const chat = await call('POST', '/api/backoffice/cms/options', admin, {
      key: 'livechat',
      value: 'https://chat.example.com/room',
      status: true,
    })
    expect(chat.statusCode, chat.body).toBe(200)
    expect((await bootstrap('en')).siteOption.find((o) => o.key === 'livechat')?.value).toBe(
      'https://chat.example.com/room',
    )
    // Off: the option leaves the record (spec §5: used only when on).
    const off = await call('POST', '/api/backoffice/cms/options', content, {
      key: 'youtube',
      value: '',
      status: false,
    })
    expect(off.statusCode, off.body).toBe(200)
    expect((await bootstrap('tr')).siteOption.some((o) => o.key === 'youtube')).toBe(false)
    const handle = await call('POST', '/api/backoffice/cms/options', content, {
      key: 'telegram1',
      value: '@galatadestek',
      status: true,
    })
    expect(handle.statusCode, handle.body).toBe(200)
    const phone = await call('POST', '/api/backoffice/cms/options', content, {
      key: 'whatsapp1',
      value: '+90 530 111 22 33',
      status: true,
    })
    expect(phone.statusCode, phone.body).toBe(200)
    expect(await auditCount('backoffice.site_option.edited')).toBe(5)
  })

  it('refuses an unknown key, a bad address and an empty value that is on; nothing changes', async () => {
    const before = await options()
    const bad: [unknown, Record<string, string>][] = [
      [{ key: 'tagmanager', value: 'x', status: true }, { key: 'invalid_option' }],
      [{ key: 'twitter', value: 'javascript:alert(1)', status: true }, { value: 'invalid_url' }],
      [{ key: 'livechat', value: '//chat.example.com', status: true }, { value: 'invalid_url' }],
      [{ key: 'livechat', value: 'ftp://chat.example.com', status: true }, { value: 'invalid_url' }],
      [{ key: 'instagram', value: '/relative', status: true }, { value: 'invalid_url' }],
      [{ key: 'email', value: 'not an address', status: true }, { value: 'invalid_email' }],
      [{ key: 'telegram', value: '', status: true }, { value: 'required' }],
      [{ key: 'telegram', value: 'https://t.me/x', status: 'yes' }, { status: 'invalid_type' }],
    ]
    for (const [body, errors] of bad) {
      const res = await call('POST', '/api/backoffice/cms/options', content, body, 'en')
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 'VALIDATION_FAILED', errors })
    }
    const extra = await call('POST', '/api/backoffice/cms/options', content, {
      key: 'twitter',
      value: 'https://x.com/a',
      status: true,
      sort: 1,
    })
    expect(extra.statusCode).toBe(400)
    expect(await options()).toEqual(before)
  })
})

describe('footer lists', () => {
  const footer = async () =>
    (await call('GET', '/api/backoffice/cms/footer', auditor)).json<{ data: BackofficeFooterList[] }>().data

  it('starts with the site’s three lists and serves them in the bootstrap, in each language', async () => {
    const lists = await footer()
    expect(lists.map((l) => l.title.tr)).toEqual(['Bahis', 'Casino', 'TV Oyunları'])
    const en = (await bootstrap('en')).footerLists!
    expect(en[0]).toEqual({
      title: 'Betting',
      links: [
        { title: 'Sports', url: '/spor' },
        { title: 'Live Betting', url: '/livespor' },
        { title: 'E-Sports', url: '/esports' },
      ],
    })
  })

  it('a save replaces every list in its new order; the site shows it at once, audited', async () => {
    const lists = await footer()
    const [betting, casino, tv] = lists as [BackofficeFooterList, BackofficeFooterList, BackofficeFooterList]
    const edited = [
      casino,
      {
        ...betting,
        links: [
          { title: { tr: 'Canlı Maçlar', en: 'Live Matches' }, url: '/livespor' },
          ...betting.links.filter((l) => l.url !== '/livespor'),
          { title: { tr: 'Kulüp', en: 'Club' }, url: 'https://example.com/kulup' },
        ],
      },
      tv,
    ]
    await bootstrap('tr')
    const res = await call('PUT', '/api/backoffice/cms/footer', content, { lists: edited })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: BackofficeFooterList[] }>().data).toEqual(edited)
    const tr = (await bootstrap('tr')).footerLists!
    expect(tr.map((l) => l.title)).toEqual(['Casino', 'Bahis', 'TV Oyunları'])
    expect(tr[1]!.links[0]).toEqual({ title: 'Canlı Maçlar', url: '/livespor' })
    expect(tr[1]!.links.at(-1)).toEqual({ title: 'Kulüp', url: 'https://example.com/kulup' })
    expect(await auditCount('backoffice.footer.saved')).toBe(1)
    const [row] = await rows<{ detail: { before: unknown[]; after: unknown[] } }>(
      t.app,
      sql`select detail from audit_log where action = 'backoffice.footer.saved'`,
    )
    expect(row!.detail.before).toHaveLength(3)
    expect(row!.detail.after).toEqual(edited)
  })

  it('refuses bad links, empty titles, too many lists; nothing changes', async () => {
    const before = await footer()
    const link = (url: unknown) => ({
      lists: [{ title: { tr: 'A', en: 'A' }, links: [{ title: { tr: 'x', en: 'x' }, url }] }],
    })
    for (const url of ['javascript:alert(1)', '//evil.example', '#', 'data:text/html,x', '', 'casino', 7]) {
      const res = await call('PUT', '/api/backoffice/cms/footer', content, link(url), 'en')
      expect(res.statusCode, String(url)).toBe(400)
      expect(res.json(), String(url)).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    const emptyTitle = await call('PUT', '/api/backoffice/cms/footer', content, {
      lists: [{ title: { tr: '', en: 'A' }, links: [] }],
    })
    expect(emptyTitle.statusCode).toBe(400)
    const many = await call('PUT', '/api/backoffice/cms/footer', content, {
      lists: Array.from({ length: 9 }, () => ({ title: { tr: 'A', en: 'A' }, links: [] })),
    })
    expect(many.statusCode).toBe(400)
    const extra = await call('PUT', '/api/backoffice/cms/footer', content, {
      lists: [{ title: { tr: 'A', en: 'A', de: 'A' }, links: [] }],
    })
    expect(extra.statusCode).toBe(400)
    expect(await footer()).toEqual(before)
    expect(await auditCount('backoffice.footer.saved')).toBe(1)
  })
})

describe('permissions', () => {
  it('refuses support everywhere; the auditor reads but never writes; admin writes', async () => {
    for (const url of ['popups', 'options', 'footer']) {
      expect((await call('GET', `/api/backoffice/cms/${url}`, support)).statusCode, url).toBe(403)
      expect((await call('GET', `/api/backoffice/cms/${url}`, auditor)).statusCode, url).toBe(200)
    }
    for (const token of [support, auditor]) {
      expect((await uploadPopup(token, { kind: 'banner', locale: 'tr', title: 'x' })).statusCode).toBe(403)
      expect((await send('/api/backoffice/cms/banners/1/image', token, {})).statusCode).toBe(403)
      expect(
        (
          await call('POST', '/api/backoffice/cms/options', token, {
            key: 'twitter',
            value: '',
            status: false,
          })
        ).statusCode,
      ).toBe(403)
      expect((await call('PUT', '/api/backoffice/cms/footer', token, { lists: [] })).statusCode).toBe(403)
      expect((await call('POST', '/api/backoffice/cms/popups/1/delete', token, {})).statusCode).toBe(403)
    }
    const mine = await uploadPopup(admin, { kind: 'banner', locale: 'en', title: 'Admin' })
    expect(mine.statusCode, mine.body).toBe(200)
  })
})
