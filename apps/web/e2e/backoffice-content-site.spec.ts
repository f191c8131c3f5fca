import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { tinyPng } from '@galata/testkit'
import { expectAccessible } from './support/a11y'
import { consoleAs, staffToken } from './support/staff'

/*
 * The site's popups, footer lists and site settings from the console (docs/backoffice.md
 * "Content"): a content member uploads a popup banner that a fresh visitor sees; renames a footer
 * link and changes a social link, and the site's footer shows both; opens a banner's edit form.
 * Every screen passes axe. Turkish, desktop. What it changes is put back at the end, so the other
 * journeys of the run meet the site as seeded. A second journey edits a popup in place (its fields
 * and picture) through the popup edit form.
 */

const api = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}` }
  return {
    get: async <T>(path: string) =>
      ((await (await request.get(`/api/backoffice/cms/${path}`, { headers })).json()) as { data: T }).data,
    post: (path: string, data: unknown) => request.post(`/api/backoffice/cms/${path}`, { headers, data }),
    put: (path: string, data: unknown) => request.put(`/api/backoffice/cms/${path}`, { headers, data }),
  }
}

test('a content member publishes a popup, a footer link and a social link; the site shows them', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000)
  const token = await staffToken(request, ['content'])
  const cms = api(request, token)
  const n = randomInt(1e5, 1e6)
  const popupTitle = `Bahar Turnuvası ${n}`
  const footerBefore = await cms.get<unknown[]>('footer')
  const options = await cms.get<{ key: string; value: string; status: boolean }[]>('options')
  const instagram = options.find((o) => o.key === 'instagram')!
  let popupId: number | null = null

  try {
    // The popup banner, uploaded with the form.
    const bo = await consoleAs(browser, token, '/bo/content/popups')
    await expect(bo.getByRole('heading', { level: 1, name: 'Açılır pencereler' })).toBeVisible()
    await expectAccessible(bo, 'the popups screen')
    await bo.getByLabel('Tür').selectOption('banner')
    await bo.getByLabel('Görsel', { exact: true }).setInputFiles({
      name: 'popup.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    })
    await expect(bo.getByRole('img', { name: 'Seçilen görselin önizlemesi' })).toBeVisible()
    await bo.getByLabel('Başlık (alternatif metin)').fill(popupTitle)
    await bo.getByLabel('Bağlantı').fill('/promotions')
    await bo.getByRole('button', { name: 'Yükle' }).click()
    await expect(bo.getByRole('status')).toHaveText('Açılır pencere kaydedildi.')
    await expect(bo.getByText(popupTitle, { exact: true })).toBeVisible()
    popupId = (await cms.get<{ id: number; title: string }[]>('popups')).find(
      (p) => p.title === popupTitle,
    )!.id
    await expectAccessible(bo, 'the popups screen with the new popup')

    // A fresh visitor who has already met the welcome popup: the popup banner is the new one.
    const visitor = await browser.newContext()
    const site = await visitor.newPage()
    const grouped = (await (await request.get('/api/cms/grouped')).json()) as {
      data: { firstPopup: { hash: string } | null }
    }
    await site.addInitScript((hash) => {
      if (hash) localStorage.setItem('firstPopupHash', hash)
    }, grouped.data.firstPopup?.hash ?? null)
    // One visit: the popup banner shows once per browser session, so a reload would not show it again.
    await site.goto('/')
    // The picture is inside the dialog's one button (children presentational), so found by its alt.
    await expect(site.locator(`dialog[open] img[alt="${popupTitle}"]`)).toBeVisible({ timeout: 60_000 })
    await visitor.close()

    // A footer link renamed: the first list's first link.
    await bo.goto('/bo/content/footer')
    await expect(bo.getByRole('heading', { level: 1, name: 'Alt bilgi listeleri' })).toBeVisible()
    await expectAccessible(bo, 'the footer lists screen')
    const linkName = `Spor Bahisleri ${n}`
    await bo.getByLabel('1. bağlantının adı (Türkçe)').first().fill(linkName)
    // Keyboard: the second link moves up, and focus stays on its button.
    const up = bo.getByRole('button', { name: '“Canlı Bahis” bağlantısını yukarı taşı' })
    await up.focus()
    await bo.keyboard.press('Enter')
    await expect(bo.getByRole('button', { name: '“Canlı Bahis” bağlantısını yukarı taşı' })).toBeDisabled()
    await bo.getByRole('button', { name: 'Kaydet' }).click()
    await expect(bo.getByRole('status')).toHaveText('Alt bilgi listeleri kaydedildi.')

    // A social link changed on the settings screen.
    await bo.goto('/bo/content/options')
    await expect(bo.getByRole('heading', { level: 1, name: 'Site ayarları' })).toBeVisible()
    await expectAccessible(bo, 'the site settings screen')
    const instagramUrl = `https://www.instagram.com/galata${n}`
    await bo.getByLabel('Instagram', { exact: true }).fill(instagramUrl)
    await bo.getByRole('button', { name: 'Kaydet – Instagram' }).click()
    await expect(bo.getByRole('status')).toHaveText('Site ayarı kaydedildi.')

    const page = await browser.newPage()
    await expect(async () => {
      await page.goto('/')
      const footer = page.locator('footer')
      await expect(footer.getByRole('link', { name: linkName })).toHaveAttribute('href', '/spor', {
        timeout: 10_000,
      })
      await expect(footer.locator(`a[href="${instagramUrl}"]`)).toBeAttached({ timeout: 10_000 })
      // The moved link comes first in its list now.
      await expect(footer.getByRole('listitem').filter({ hasText: 'Canlı Bahis' }).first()).toBeVisible()
    }).toPass({ timeout: 120_000 })

    // The banner edit form: opened from a row, axe-clean, closed with Escape.
    await bo.goto('/bo/content/banners')
    await bo
      .getByRole('button', { name: /^Düzenle/ })
      .first()
      .click()
    await expect(bo.getByRole('heading', { level: 2, name: /bannerını düzenle$/ })).toBeFocused()
    await expectAccessible(bo, 'the banner edit form')
    await bo.keyboard.press('Escape')
    await expect(bo.getByRole('button', { name: /^Düzenle/ }).first()).toBeFocused()
  } finally {
    if (popupId !== null) await cms.post(`popups/${popupId}/delete`, {})
    await cms.put('footer', { lists: footerBefore })
    await cms.post('options', { key: 'instagram', value: instagram.value, status: instagram.status })
  }
})

test('a content member edits a popup’s fields and picture in place', async ({ browser, request }) => {
  test.setTimeout(240_000)
  const token = await staffToken(request, ['content'])
  const n = randomInt(1e5, 1e6)
  const before = `Kış Turnuvası ${n}`
  const after = `Kış Kupası ${n}`
  // Scheduled for tomorrow, so no visitor of the other journeys meets it.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
  const made = await request.post('/api/backoffice/cms/popups', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      kind: 'banner',
      locale: 'tr',
      title: before,
      link: '/promotions',
      startsAt: tomorrow,
      endsAt: '',
      file: { name: 'popup.png', mimeType: 'image/png', buffer: tinyPng() },
    },
  })
  const popup = ((await made.json()) as { data: { id: number; image: string } }).data
  expect(popup.id).toBeGreaterThan(0)

  try {
    const bo = await consoleAs(browser, token, '/bo/content/popups')
    await bo.getByRole('button', { name: `Düzenle – ${before}` }).click()
    await expect(bo.getByRole('heading', { level: 2, name: `“${before}” penceresini düzenle` })).toBeFocused()
    const form = bo.getByRole('form', { name: `“${before}” penceresini düzenle` })
    await form.getByLabel('Başlık (alternatif metin)').fill(after)
    await form.getByLabel('Bağlantı').fill('/casino')
    await form.getByLabel('Yeni görsel (isteğe bağlı)').setInputFiles({
      name: 'new.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    })
    await expectAccessible(bo, 'the popup edit form')
    await form.getByRole('button', { name: 'Kaydet' }).click()
    await expect(bo.getByRole('status')).toHaveText('Açılır pencere kaydedildi.')
    // Focus goes back to the row's Edit button, now named after the new title.
    await expect(bo.getByRole('button', { name: `Düzenle – ${after}` })).toBeFocused()
    const cms = api(request, token)
    const saved = (
      await cms.get<{ id: number; title: string; link: string; image: string }[]>('popups')
    ).find((p) => p.id === popup.id)!
    expect(saved).toMatchObject({ title: after, link: '/casino' })
    expect(saved.image).not.toBe(popup.image)
    await expectAccessible(bo, 'the popups screen after an edit')

    // Escape closes the form without saving, focus back on the row's button.
    await bo.getByRole('button', { name: `Düzenle – ${after}` }).click()
    await bo.keyboard.press('Escape')
    await expect(bo.getByRole('button', { name: `Düzenle – ${after}` })).toBeFocused()
  } finally {
    await api(request, token).post(`popups/${popup.id}/delete`, {})
  }
})
