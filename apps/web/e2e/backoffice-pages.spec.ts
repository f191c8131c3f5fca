import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { tinyPng } from '@galata/testkit'
import { expectAccessible } from './support/a11y'
import { consentStorageState } from './support/consent'
import { consoleAs, staffToken } from './support/staff'

/*
 * Promotions and CMS pages in the console (docs/backoffice.md "Content": drafts, preview, publish):
 * a content member changes a promotion's text in the rich-text editor, saves a draft that players do
 * not see, previews it on the player's own promotions page, publishes, and the promotions page shows
 * the new terms; edits a CMS page the same way and the page shows it; a CRM member's campaign change
 * shows in the promotion's terms. Every new screen passes axe. Turkish, desktop. A second journey
 * uploads a promotion's picture that the promotions page shows, discards a promotion's and a page's
 * draft (the published text stays) and deletes both (the site stops showing them).
 *
 * The journey makes its own promotion and page (switched off at the end) so the other journeys of
 * the run keep the seeded content; the campaign's terms are put back.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` })

async function made<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = (await response.json()) as { success: boolean; message: string; data: T }
  expect(body.success, body.message).toBe(true)
  return body.data
}

/** Replaces the whole text of a rich-text area by `text` (select all, type). */
async function retype(page: Page, name: string, text: string) {
  const area = page.getByRole('textbox', { name })
  await area.click()
  await area.press('ControlOrMeta+a')
  await area.press('Delete')
  await area.pressSequentially(text)
}

test('an editor previews and publishes a promotion and a page; a campaign change shows in the terms', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000)
  const token = await staffToken(request, ['content'])
  const n = randomInt(1e5, 1e6)
  const title = `Sonbahar Dönüşleri ${n}`
  const slug = `sonbahar-${n}`
  const newTerms = `Her cuma ${n} bedava dönüş, en az 100 TL yatırıma.`

  const promotion = await made<{ id: number }>(
    await request.post('/api/backoffice/cms/promotions', {
      headers: auth(token),
      data: {
        slug,
        title: { tr: title, en: `Autumn Spins ${n}` },
        description: { tr: '<p>Eski koşullar.</p>', en: '<p>Old terms.</p>' },
        campaign: '',
        image: '/media/promotions/welcome-bonus.svg',
      },
    }),
  )
  await made(
    await request.post(`/api/backoffice/cms/promotions/${promotion.id}/publish`, {
      headers: auth(token),
      data: {},
    }),
  )
  const pageTitle = `Turnuva Kuralları ${n}`
  const groups = await made<{ categories: { id: number }[] }>(
    await request.get('/api/backoffice/cms/pages', { headers: auth(token) }),
  )
  const page = await made<{ id: number }>(
    await request.post('/api/backoffice/cms/pages', {
      headers: auth(token),
      data: {
        categoryId: groups.categories[0]!.id,
        title: { tr: pageTitle, en: `Tournament Rules ${n}` },
        content: { tr: '<p>Eski kurallar.</p>', en: '<p>Old rules.</p>' },
      },
    }),
  )
  await made(
    await request.post(`/api/backoffice/cms/pages/${page.id}/publish`, { headers: auth(token), data: {} }),
  )

  const crm = await staffToken(request, ['crm'])
  const campaigns = await made<Record<string, unknown>[]>(
    await request.get('/api/backoffice/campaigns', { headers: auth(crm) }),
  )
  const cashback = campaigns.find((c) => c.code === 'weekly_cashback')!
  const {
    id: campaignId,
    code: _code,
    enabled: _e,
    version: _v,
    activeBonuses: _a,
    liability: _l,
    // A sports campaign's rules (null here): not part of a casino campaign's version.
    minLegs: _ml,
    minOdds: _mo,
    ...fields
  } = cashback as Record<string, unknown> & { id: number }

  try {
    // The promotion: its Turkish text changed in the editor and saved as a draft.
    const bo = await consoleAs(browser, token, '/bo/content/promotions')
    await expect(bo.getByRole('heading', { level: 1, name: 'Promosyonlar' })).toBeVisible()
    await expectAccessible(bo, 'the promotions screen')
    await bo.getByRole('button', { name: `Düzenle – ${title}` }).click()
    await expect(bo.getByRole('heading', { level: 2, name: `“${title}” promosyonunu düzenle` })).toBeVisible()
    await retype(bo, 'Açıklama (Türkçe)', newTerms)
    await bo.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(bo.getByRole('status')).toContainText('Taslak kaydedildi.')
    await expectAccessible(bo, 'the promotion editor')

    // A draft is never served to players.
    const served = await (await request.get('/api/cms/promotions')).text()
    expect(served).toContain(slug)
    expect(served).not.toContain(newTerms)

    // Preview: the player's own promotions page with the draft, opened from the console.
    await bo.getByRole('button', { name: 'Önizle' }).click()
    const previewLink = bo.getByRole('link', { name: 'Önizlemeyi yeni sekmede aç' })
    await expect(previewLink).toBeFocused()
    const [preview] = await Promise.all([bo.context().waitForEvent('page'), previewLink.click()])
    await expect(preview.getByTestId('preview-ribbon')).toBeVisible({ timeout: 20_000 })
    // The draft's card (and its dialog, opened on it) carries the new text.
    await expect(preview.getByText(newTerms).first()).toBeVisible()
    await expectAccessible(preview, 'the promotion preview')
    await preview.close()

    // Publish: the player's promotions page shows the new terms.
    await bo.getByRole('button', { name: 'Yayımla' }).click()
    await expect(bo.getByRole('status')).toHaveText('Yayımlandı; sitede hemen görünür.')
    const site = await browser.newPage({ storageState: consentStorageState(new URL(bo.url()).origin) })
    await expect(async () => {
      await site.goto('/promotions')
      await site
        .getByRole('button', { name: new RegExp(`^Detaylar ?: ${title}( |$)`) })
        .click({ timeout: 10_000 })
      await expect(site.getByRole('dialog')).toContainText(newTerms, { timeout: 10_000 })
    }).toPass({ timeout: 60_000 })

    // The page: edited in the rich-text editor (a bold sentence), previewed, published.
    await bo.goto('/bo/content/pages')
    await expect(bo.getByRole('heading', { level: 1, name: 'Sayfalar' })).toBeVisible()
    await expectAccessible(bo, 'the pages screen')
    await bo.getByRole('button', { name: `Düzenle – ${pageTitle}` }).click()
    const rule = `Kural ${n}: her el kayıt altındadır.`
    await retype(bo, 'Sayfa metni (Türkçe)', 'Yeni kurallar. ')
    await bo
      .getByRole('toolbar', { name: 'Metin biçimi' })
      .first()
      .getByRole('button', { name: 'Kalın' })
      .click()
    await bo.getByRole('textbox', { name: 'Sayfa metni (Türkçe)' }).pressSequentially(rule)
    await bo.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(bo.getByRole('status')).toContainText('Taslak kaydedildi.')
    await expectAccessible(bo, 'the page editor')
    await site.goto(`/pages/${page.id}`)
    await expect(site.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible()
    await expect(site.getByText(rule)).toHaveCount(0)
    await bo.getByRole('button', { name: 'Önizle' }).click()
    const [pagePreview] = await Promise.all([
      bo.context().waitForEvent('page'),
      bo.getByRole('link', { name: 'Önizlemeyi yeni sekmede aç' }).click(),
    ])
    await expect(pagePreview.locator('article strong', { hasText: rule })).toBeVisible({ timeout: 20_000 })
    await expect(pagePreview.getByTestId('preview-ribbon')).toBeVisible()
    await expectAccessible(pagePreview, 'the page preview')
    await pagePreview.close()
    await bo.getByRole('button', { name: 'Yayımla' }).click()
    await expect(bo.getByRole('status')).toHaveText('Yayımlandı; sitede hemen görünür.')
    await expect(async () => {
      await site.goto(`/pages/${page.id}`)
      await expect(site.locator('article strong', { hasText: rule })).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await expectAccessible(site, 'the published page')

    // A CRM member's new version of the weekly cashback shows in its promotion's terms.
    const crmTerms = `Kayıplarınızın bir kısmı her pazartesi geri döner (${n}).`
    await made(
      await request.put(`/api/backoffice/campaigns/${campaignId}`, {
        headers: auth(crm),
        data: { ...fields, terms: { tr: crmTerms, en: `Part of your losses returns every Monday (${n}).` } },
      }),
    )
    await expect(async () => {
      await site.goto('/promotions')
      const name = (cashback.title as { tr: string }).tr
      await site
        .getByRole('button', { name: new RegExp(`^Detaylar ?: ${name}( |$)`) })
        .click({ timeout: 10_000 })
      await expect(site.getByRole('dialog')).toContainText(crmTerms, { timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
  } finally {
    await request.post(`/api/backoffice/cms/promotions/${promotion.id}/status`, {
      headers: auth(token),
      data: { status: false },
    })
    await request.post(`/api/backoffice/cms/pages/${page.id}/status`, {
      headers: auth(token),
      data: { status: false },
    })
    await request.put(`/api/backoffice/campaigns/${campaignId}`, { headers: auth(crm), data: fields })
  }
})

test('an editor uploads a promotion’s picture, discards drafts and deletes a promotion and a page', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000)
  const token = await staffToken(request, ['content'])
  const n = randomInt(1e5, 1e6)
  const title = `Kış Fırsatı ${n}`
  const slug = `kis-${n}`
  const promotion = await made<{ id: number }>(
    await request.post('/api/backoffice/cms/promotions', {
      headers: auth(token),
      data: {
        slug,
        title: { tr: title, en: `Winter Deal ${n}` },
        description: { tr: '<p>Yayındaki koşullar.</p>', en: '<p>Published terms.</p>' },
        campaign: '',
        image: '/media/promotions/welcome-bonus.svg',
      },
    }),
  )
  await made(
    await request.post(`/api/backoffice/cms/promotions/${promotion.id}/publish`, {
      headers: auth(token),
      data: {},
    }),
  )
  const pageTitle = `Kış Kuralları ${n}`
  const groups = await made<{ categories: { id: number }[] }>(
    await request.get('/api/backoffice/cms/pages', { headers: auth(token) }),
  )
  const page = await made<{ id: number }>(
    await request.post('/api/backoffice/cms/pages', {
      headers: auth(token),
      data: {
        categoryId: groups.categories[0]!.id,
        title: { tr: pageTitle, en: `Winter Rules ${n}` },
        content: { tr: '<p>Yayındaki kurallar.</p>', en: '<p>Published rules.</p>' },
      },
    }),
  )
  await made(
    await request.post(`/api/backoffice/cms/pages/${page.id}/publish`, { headers: auth(token), data: {} }),
  )

  try {
    const bo = await consoleAs(browser, token, '/bo/content/promotions')
    // The confirmation steps (discard, delete) are the browser's own dialog: accepted here.
    bo.on('dialog', (dialog) => void dialog.accept())

    // The picture: uploaded from the editor, its address put in the draft, published.
    await bo.getByRole('button', { name: `Düzenle – ${title}` }).click()
    await bo
      .getByLabel('Görsel yükle')
      .setInputFiles({ name: 'kis.png', mimeType: 'image/png', buffer: tinyPng() })
    await expect(bo.getByRole('status')).toContainText('Görsel yüklendi.')
    const address = bo.getByLabel('Görsel adresi')
    await expect(address).toHaveValue(/^\/media\/cms\/[0-9a-f]{32}\.png$/)
    const image = await address.inputValue()
    await expect(bo.getByRole('img', { name: 'Promosyonun görseli' })).toBeVisible()
    await expectAccessible(bo, 'the promotion editor with an uploaded picture')
    await bo.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(bo.getByRole('status')).toContainText('Taslak kaydedildi.')
    await bo.getByRole('button', { name: 'Yayımla' }).click()
    await expect(bo.getByRole('status')).toHaveText('Yayımlandı; sitede hemen görünür.')
    const site = await browser.newPage({ storageState: consentStorageState(new URL(bo.url()).origin) })
    await expect(async () => {
      await site.goto('/promotions')
      await expect(site.locator(`img[src="${image}"]`).first()).toBeVisible({ timeout: 10_000 })
    }).toPass({ timeout: 60_000 })

    // A draft discarded: the editor goes back to the published text.
    const draftTerms = `Taslak koşullar ${n}.`
    await retype(bo, 'Açıklama (Türkçe)', draftTerms)
    await bo.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(bo.getByRole('status')).toContainText('Taslak kaydedildi.')
    await bo.getByRole('button', { name: 'Taslağı sil' }).click()
    await expect(bo.getByRole('status')).toHaveText('Taslak silindi; yayındaki hâli olduğu gibi duruyor.')
    await expect(bo.getByText('Taslak yok; aşağıda yayındaki hâli gösteriliyor.')).toBeVisible()
    await expect(bo.getByRole('textbox', { name: 'Açıklama (Türkçe)' })).not.toContainText(draftTerms)
    await expect(bo.getByRole('button', { name: 'Taslağı sil' })).toBeDisabled()
    await expectAccessible(bo, 'the promotion editor after a discarded draft')

    // The promotion deleted: gone from the list and from the site.
    await bo.getByRole('button', { name: `Sil – ${title}` }).click()
    await expect(bo.getByRole('status')).toHaveText('Silindi; sitede artık görünmüyor.')
    await expect(bo.getByRole('button', { name: `Sil – ${title}` })).toHaveCount(0)
    await expectAccessible(bo, 'the promotions screen after a delete')
    await expect(async () => {
      expect(await (await request.get('/api/cms/promotions')).text()).not.toContain(slug)
    }).toPass({ timeout: 30_000 })

    // The page: a draft discarded, then the page deleted.
    await bo.goto('/bo/content/pages')
    await bo.getByRole('button', { name: `Düzenle – ${pageTitle}` }).click()
    await retype(bo, 'Sayfa metni (Türkçe)', `Taslak kurallar ${n}.`)
    await bo.getByRole('button', { name: 'Taslağı kaydet' }).click()
    await expect(bo.getByRole('status')).toContainText('Taslak kaydedildi.')
    await bo.getByRole('button', { name: 'Taslağı sil' }).click()
    await expect(bo.getByRole('status')).toHaveText('Taslak silindi; yayındaki hâli olduğu gibi duruyor.')
    await expect(bo.getByRole('textbox', { name: 'Sayfa metni (Türkçe)' })).toContainText(
      'Yayındaki kurallar.',
    )
    await expectAccessible(bo, 'the page editor after a discarded draft')
    await bo.getByRole('button', { name: `Sil – ${pageTitle}` }).click()
    await expect(bo.getByRole('status')).toHaveText('Silindi; sitede artık görünmüyor.')
    await expect(bo.getByRole('button', { name: `Sil – ${pageTitle}` })).toHaveCount(0)
    await expectAccessible(bo, 'the pages screen after a delete')
    await expect(async () => {
      expect((await request.get(`/api/cms/content/${page.id}`)).status()).toBe(404)
    }).toPass({ timeout: 30_000 })
  } finally {
    // Whatever the journey did not get to delete is switched off, so other journeys meet the seed.
    await request.post(`/api/backoffice/cms/promotions/${promotion.id}/status`, {
      headers: auth(token),
      data: { status: false },
    })
    await request.post(`/api/backoffice/cms/pages/${page.id}/status`, {
      headers: auth(token),
      data: { status: false },
    })
  }
})
