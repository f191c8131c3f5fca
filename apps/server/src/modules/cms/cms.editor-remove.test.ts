import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BANNER_UPLOAD,
  type BackofficePage,
  type BackofficePopup,
  type BackofficePromotion,
  type Promotion,
} from '@galata/contract'
import { jpegHead, tinyPng } from '@galata/testkit'
import { rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { multipartBody } from '../../test/kyc.js'
import { staffMember, injectAs } from '../../test/staff.js'
import { checkContentVersion } from './index.js'

/*
 * The content screens' missing edits (docs/backoffice.md "Content"): a promotion's or page's draft
 * discarded (the published version stays), a promotion or page deleted (the site stops showing it
 * at once), a promotion's picture uploaded as a banner's and shown on the promotions page once
 * published, and a popup's picture replaced. Every write is audited; bad input is a 4xx in the
 * member's language that stores nothing; outsiders are refused.
 */

const dataDir = await mkdtemp(join(tmpdir(), 'galata-media-remove-'))
const t = useTestApp({ RATE_LIMIT_MAX: '100000', DATA_DIR: dataDir })
afterAll(() => rm(dataDir, { recursive: true, force: true }))

let content: string
let auditor: string
let support: string

beforeAll(async () => {
  content = (await staffMember(t.app, ['content'])).token
  auditor = (await staffMember(t.app, ['auditor'])).token
  support = (await staffMember(t.app, ['support'])).token
})

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | null,
  body?: unknown,
  locale = 'tr',
) {
  return injectAs(t.app, token, method, url, body, locale)
}

function upload(
  url: string,
  token: string | null,
  file: { bytes: Buffer; name?: string; type?: string } | null = { bytes: tinyPng() },
  fields: Record<string, string> = {},
  locale: 'tr' | 'en' = 'tr',
) {
  const { payload, contentType } = multipartBody(
    fields,
    file
      ? [{ field: 'file', name: file.name ?? 'card.png', type: file.type ?? 'image/png', bytes: file.bytes }]
      : [],
  )
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': contentType,
      'x-locale': locale,
    },
    payload,
  })
}

const auditCount = async (action: string) =>
  (
    await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log where action = ${action}`)
  )[0]!.n
const allAudits = async () =>
  (await rows<{ n: number }>(t.app, sql`select count(*)::int as n from audit_log`))[0]!.n
const mediaFiles = async () => (await readdir(dataDir, { recursive: true })).length

async function playerPromotions(locale = 'tr'): Promise<Promotion[]> {
  await checkContentVersion(t.app.db)
  const res = await call('GET', '/api/cms/promotions', null, undefined, locale)
  expect(res.statusCode).toBe(200)
  return res.json<{ data: Promotion[] }>().data
}

async function bootstrapPromotions(): Promise<string[]> {
  await checkContentVersion(t.app.db)
  const res = await call('GET', '/api/cms/grouped', null)
  return res.json<{ data: { promotions: Promotion[] } }>().data.promotions.map((p) => p.slug)
}

async function playerPage(id: number, locale = 'tr') {
  await checkContentVersion(t.app.db)
  return call('GET', `/api/cms/content/${id}`, null, undefined, locale)
}

const draftOf = (n: string, image = '/media/promotions/welcome.webp') => ({
  title: { tr: `Kış ${n}`, en: `Winter ${n}` },
  description: { tr: `<p>Koşullar ${n}</p>`, en: `<p>Terms ${n}</p>` },
  campaign: '',
  image,
})

/** A published promotion of its own, so the seeded ones stay as they are. */
async function publishedPromotion(slug: string): Promise<BackofficePromotion> {
  const res = await call('POST', '/api/backoffice/cms/promotions', content, { slug, ...draftOf('eski') })
  expect(res.statusCode, res.body).toBe(200)
  const { id } = res.json<{ data: BackofficePromotion }>().data
  const pub = await call('POST', `/api/backoffice/cms/promotions/${id}/publish`, content, {})
  expect(pub.statusCode).toBe(200)
  return pub.json<{ data: BackofficePromotion }>().data
}

async function publishedPage(title: string): Promise<BackofficePage> {
  const list = (await call('GET', '/api/backoffice/cms/pages', content)).json<{
    data: { categories: { id: number }[] }
  }>().data
  const res = await call('POST', '/api/backoffice/cms/pages', content, {
    categoryId: list.categories[0]!.id,
    title: { tr: title, en: title },
    content: { tr: '<p>Eski metin</p>', en: '<p>Old text</p>' },
  })
  expect(res.statusCode, res.body).toBe(200)
  const { id } = res.json<{ data: BackofficePage }>().data
  expect((await call('POST', `/api/backoffice/cms/pages/${id}/publish`, content, {})).statusCode).toBe(200)
  return (await call('GET', '/api/backoffice/cms/pages', content))
    .json<{ data: { items: BackofficePage[] } }>()
    .data.items.find((p) => p.id === id)!
}

describe('discarding a draft', () => {
  it('drops a promotion’s draft and its preview links; players keep the published text; audited', async () => {
    const promo = await publishedPromotion('kis-iade')
    await call('PUT', `/api/backoffice/cms/promotions/${promo.id}`, content, draftOf('yeni'))
    const link = await call('POST', '/api/backoffice/cms/preview', content, {
      kind: 'promotion',
      id: promo.id,
    })
    const token = link.json<{ data: { url: string } }>().data.url.split('=')[1]!

    const res = await call('POST', `/api/backoffice/cms/promotions/${promo.id}/discard`, content, {}, 'en')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ message: string }>().message).toMatch(/Draft discarded/)
    const after = res.json<{ data: BackofficePromotion }>().data
    expect(after.draft).toBeNull()
    expect(after.published).toEqual(promo.published)
    expect(after.publishedAt).toBe(promo.publishedAt)
    const shown = (await playerPromotions()).find((p) => p.slug === 'kis-iade')
    expect(shown?.description).toBe('<p>Koşullar eski</p>')
    expect((await call('GET', `/api/cms/preview/${token}`, null)).statusCode).toBe(404)
    expect(await auditCount('backoffice.promotion.draft_discarded')).toBe(1)
    const [row] = await rows<{ detail: { draft: { title: { en: string } } } }>(
      t.app,
      sql`select detail from audit_log where action = 'backoffice.promotion.draft_discarded'`,
    )
    expect(row?.detail.draft.title.en).toBe('Winter yeni')
  })

  it('drops a page’s draft; the page stays as published; audited', async () => {
    const page = await publishedPage('Kış kuralları')
    await call('PUT', `/api/backoffice/cms/pages/${page.id}`, content, {
      title: { tr: 'Kış kuralları', en: 'Winter rules' },
      content: { tr: '<p>Yeni metin</p>', en: '<p>New text</p>' },
    })
    const res = await call('POST', `/api/backoffice/cms/pages/${page.id}/discard`, content)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: BackofficePage }>().data).toMatchObject({
      draft: null,
      published: page.published,
    })
    const served = (await playerPage(page.id, 'en')).json<{ data: { content: string } }>().data
    expect(served.content).toBe('<p>Old text</p>')
    expect(await auditCount('backoffice.page.draft_discarded')).toBe(1)
  })

  it('with no draft is 409 in the member’s language and audits nothing', async () => {
    const page = await publishedPage('Taslaksız')
    const audits = await allAudits()
    const res = await call('POST', `/api/backoffice/cms/pages/${page.id}/discard`, content, {}, 'en')
    expect(res.statusCode).toBe(409)
    expect(res.json<{ message: string }>().message).toMatch(/no draft to discard/)
    const tr = await call('POST', `/api/backoffice/cms/pages/${page.id}/discard`, content, {}, 'tr')
    expect(tr.json<{ message: string }>().message).toMatch(/taslak yok/)
    expect(await allAudits()).toBe(audits)
  })
})

describe('deleting', () => {
  it('a promotion leaves the promotions page, the bootstrap and its link at once; audited', async () => {
    const promo = await publishedPromotion('silinecek-promo')
    expect((await playerPromotions()).map((p) => p.slug)).toContain('silinecek-promo')
    expect(await bootstrapPromotions()).toContain('silinecek-promo')
    const res = await call('POST', `/api/backoffice/cms/promotions/${promo.id}/delete`, content, {}, 'en')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ message: string }>().message).toMatch(/Deleted/)
    expect(res.json<{ data: { items: BackofficePromotion[] } }>().data.items.map((p) => p.id)).not.toContain(
      promo.id,
    )
    expect((await playerPromotions()).map((p) => p.slug)).not.toContain('silinecek-promo')
    expect(await bootstrapPromotions()).not.toContain('silinecek-promo')
    expect((await call('GET', '/api/cms/promotions/silinecek-promo', null)).statusCode).toBe(404)
    expect(await auditCount('backoffice.promotion.deleted')).toBe(1)
    // Gone: a second delete is 404, and the slug is free again.
    expect(
      (await call('POST', `/api/backoffice/cms/promotions/${promo.id}/delete`, content)).statusCode,
    ).toBe(404)
    const again = await call('POST', '/api/backoffice/cms/promotions', content, {
      slug: 'silinecek-promo',
      ...draftOf('x'),
    })
    expect(again.statusCode).toBe(200)
  })

  it('a page leaves its address and its footer group at once; audited', async () => {
    const page = await publishedPage('Silinecek sayfa')
    expect((await playerPage(page.id)).statusCode).toBe(200)
    const menu = async () => {
      await checkContentVersion(t.app.db)
      const res = await call('POST', '/api/cms/contentlist', null, {
        status: true,
        categoryId: page.categoryId,
      })
      return res.json<{ data: { id: number }[] }>().data.map((p) => p.id)
    }
    expect(await menu()).toContain(page.id)
    const res = await call('POST', `/api/backoffice/cms/pages/${page.id}/delete`, content, {})
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ data: { items: BackofficePage[] } }>().data.items.map((p) => p.id)).not.toContain(
      page.id,
    )
    expect((await playerPage(page.id)).statusCode).toBe(404)
    expect(await menu()).not.toContain(page.id)
    expect(await auditCount('backoffice.page.deleted')).toBe(1)
  })

  it('an unknown id is 404 and audits nothing', async () => {
    const audits = await allAudits()
    for (const url of [
      '/api/backoffice/cms/promotions/999999/delete',
      '/api/backoffice/cms/pages/999999/delete',
      '/api/backoffice/cms/promotions/999999/discard',
      '/api/backoffice/cms/pages/999999/discard',
    ]) {
      const res = await call('POST', url, content, {}, 'en')
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ success: false })
    }
    expect(await allAudits()).toBe(audits)
  })
})

describe('a promotion’s picture', () => {
  it('is stored as a banner’s and shows on the promotions page once published; audited', async () => {
    const res = await upload('/api/backoffice/cms/promotions/image', content)
    expect(res.statusCode, res.body).toBe(200)
    const { image } = res.json<{ data: { image: string } }>().data
    expect(image).toMatch(/^\/media\/cms\/[0-9a-f]{32}\.png$/)
    const served = await t.app.inject({ method: 'GET', url: image })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(await auditCount('backoffice.promotion.image_uploaded')).toBe(1)

    const promo = await publishedPromotion('resimli-promo')
    await call('PUT', `/api/backoffice/cms/promotions/${promo.id}`, content, draftOf('eski', image))
    // A draft's picture is not served until it is published.
    expect((await playerPromotions()).find((p) => p.slug === 'resimli-promo')?.image).not.toBe(image)
    await call('POST', `/api/backoffice/cms/promotions/${promo.id}/publish`, content, {})
    expect((await playerPromotions()).find((p) => p.slug === 'resimli-promo')?.image).toBe(image)
  })

  const refusals: [string, Parameters<typeof upload>[2], Record<string, string>, number, RegExp][] = [
    ['SVG named .png', { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') }, {}, 400, /PNG/],
    [
      'GIF',
      { bytes: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(60)]), name: 'a.gif', type: 'image/gif' },
      {},
      400,
      /PNG/,
    ],
    ['too big', { bytes: Buffer.concat([jpegHead(), Buffer.alloc(BANNER_UPLOAD.maxBytes)]) }, {}, 400, /MB/],
    ['no file', null, {}, 400, /.+/],
    ['an extra field', { bytes: tinyPng() }, { title: 'x' }, 400, /.+/],
  ]
  for (const [name, file, fields, status, message] of refusals)
    it(`refuses ${name} in the member’s language and stores nothing`, async () => {
      const files = await mediaFiles()
      const audits = await allAudits()
      const res = await upload('/api/backoffice/cms/promotions/image', content, file, fields, 'en')
      expect(res.statusCode, res.body).toBe(status)
      expect(res.json<{ message: string }>().message).toMatch(message)
      expect(await mediaFiles()).toBe(files)
      expect(await allAudits()).toBe(audits)
    })
})

describe('a popup’s picture', () => {
  it('is replaced with its fields kept, a new first-visit hash, audited', async () => {
    const made = await upload(
      '/api/backoffice/cms/popups',
      content,
      { bytes: tinyPng() },
      {
        kind: 'first-visit',
        locale: 'tr',
        title: 'Hoş geldin',
        link: '/promotions',
      },
    )
    expect(made.statusCode, made.body).toBe(200)
    const popup = made.json<{ data: BackofficePopup }>().data
    const hashOf = async () =>
      (
        await rows<{ content_hash: string }>(
          t.app,
          sql`select content_hash from popups where id = ${popup.id}`,
        )
      )[0]!.content_hash
    const hashBefore = await hashOf()
    const res = await upload(`/api/backoffice/cms/popups/${popup.id}/image`, content, {
      bytes: jpegHead(),
      name: 'new.jpg',
      type: 'image/jpeg',
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json<{ data: BackofficePopup }>().data
    expect(after.image).toMatch(/^\/media\/cms\/[0-9a-f]{32}\.jpg$/)
    expect(after.image).not.toBe(popup.image)
    expect(after).toMatchObject({
      title: 'Hoş geldin',
      link: '/promotions',
      locale: 'tr',
      kind: 'first-visit',
    })
    expect(await hashOf()).not.toBe(hashBefore)
    expect(await auditCount('backoffice.popup.image_replaced')).toBe(1)
  })

  it('of an unknown popup is 404 and stores no file', async () => {
    const files = await mediaFiles()
    const res = await upload('/api/backoffice/cms/popups/999999/image', content)
    expect(res.statusCode).toBe(404)
    expect(await mediaFiles()).toBe(files)
  })
})

describe('who may', () => {
  it('refuses support and the read-only auditor (403) and strangers (401)', async () => {
    const page = await publishedPage('Korunan sayfa')
    const promo = await publishedPromotion('korunan-promo')
    const audits = await allAudits()
    const files = await mediaFiles()
    for (const token of [support, auditor]) {
      for (const url of [
        `/api/backoffice/cms/promotions/${promo.id}/discard`,
        `/api/backoffice/cms/promotions/${promo.id}/delete`,
        `/api/backoffice/cms/pages/${page.id}/discard`,
        `/api/backoffice/cms/pages/${page.id}/delete`,
      ])
        expect((await call('POST', url, token, {})).statusCode, url).toBe(403)
      expect((await upload('/api/backoffice/cms/promotions/image', token)).statusCode).toBe(403)
      expect((await upload('/api/backoffice/cms/popups/1/image', token)).statusCode).toBe(403)
    }
    expect((await call('POST', `/api/backoffice/cms/pages/${page.id}/delete`, null, {})).statusCode).toBe(401)
    expect((await upload('/api/backoffice/cms/promotions/image', null)).statusCode).toBe(401)
    expect(await allAudits()).toBe(audits)
    expect(await mediaFiles()).toBe(files)
    expect((await playerPage(page.id)).statusCode).toBe(200)
  })
})
