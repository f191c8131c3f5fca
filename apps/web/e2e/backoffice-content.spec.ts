import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { tinyPng } from '@galata/testkit'
import { expectAccessible } from './support/a11y'
import { consoleAs, staffToken } from './support/staff'

/*
 * Content management (docs/backoffice.md "Content"): a content member uploads a banner in the
 * console and a fresh home page shows it; edits a UI string and the site shows the new text with
 * no restart; both screens pass axe. Turkish, desktop.
 */

test('a content member uploads a banner and edits a UI string; the site shows both', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await staffToken(request, ['content'])
  const title = `Kış Turnuvası ${randomInt(1e5, 1e6)}`

  // The banner: uploaded with the form, first in the carousel (order 0), shown at once.
  const bo = await consoleAs(browser, token, '/bo/content/banners')
  await expect(bo.getByRole('heading', { level: 1, name: 'Ana sayfa bannerları' })).toBeVisible()
  await expectAccessible(bo, 'the banners screen')
  await bo.getByLabel('Görsel', { exact: true }).setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: tinyPng(),
  })
  await expect(bo.getByRole('img', { name: 'Seçilen görselin önizlemesi' })).toBeVisible()
  await bo.getByLabel('Başlık (alternatif metin)').fill(title)
  await bo.getByLabel('Bağlantı').fill('/casino')
  await bo.getByRole('button', { name: 'Yükle' }).click()
  await expect(bo.getByRole('status')).toHaveText('Banner kaydedildi.')
  await expect(bo.getByText(title, { exact: true })).toBeVisible()
  // Keyboard: the move buttons are reachable and named after the banner.
  await expect(bo.getByRole('button', { name: `“${title}” bannerını aşağı taşı` })).toBeEnabled()
  await expectAccessible(bo, 'the banners screen with the new banner')

  const site = await browser.newPage()
  await expect(async () => {
    await site.goto('/')
    await expect(site.getByRole('img', { name: title })).toBeAttached({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })

  // A UI string: the header's sign-in button, edited in place, shown by a fresh page.
  await bo.goto('/bo/content/strings')
  await expect(bo.getByRole('heading', { level: 1, name: 'Arayüz metinleri' })).toBeVisible()
  await bo.getByLabel('Anahtar veya metin ara').fill('layout.login')
  await bo.getByRole('button', { name: 'Ara', exact: true }).click()
  const field = bo.getByRole('textbox', { name: 'layout.login (Türkçe)' })
  await expect(field).toHaveValue('Giriş Yap')
  await expectAccessible(bo, 'the UI strings screen')
  const edited = 'Oturum Aç'
  try {
    await field.fill(edited)
    await field.press('Enter')
    await expect(bo.getByRole('status')).toHaveText('Metin kaydedildi.')
    await expect(async () => {
      await site.goto('/')
      await expect(site.getByRole('button', { name: edited }).first()).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
  } finally {
    // Other journeys of the run look for the sign-in button by its usual name.
    await request.post('/api/backoffice/cms/strings', {
      headers: { authorization: `Bearer ${token}` },
      data: { key: 'layout.login', locale: 'tr', value: 'Giriş Yap' },
    })
  }
})
