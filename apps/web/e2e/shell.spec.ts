import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { closeDialogs, isMobile, openSite } from './support/shell'

test.describe('the site shell', () => {
  test('home opens in Turkish with the guest header and the carousel', async ({ page }, info) => {
    await openSite(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
    if (isMobile(info)) {
      await expect(page.getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible()
    } else {
      await expect(page.getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Üye Ol' }).first()).toBeVisible()
    }
    // The first slide of the carousel is an image of the stored slides (or a default one).
    await expect(page.locator('main img').first()).toBeVisible()
    // The footer carries the current year.
    await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()))

    // The sportsbook on the home page (docs/sportsbook.md "Web"): today's matches with their prices
    // and the matches in play now (a fresh world starts with some); a fresh server may still be
    // writing its first fixtures, and the section reads them again every 30 s.
    test.setTimeout(150_000)
    const today = page.getByRole('region', { name: 'Günün Maçları' })
    await expect(today.getByTestId('event-row').first()).toBeVisible({ timeout: 90_000 })
    const live = page.getByRole('region', { name: 'Şu An Canlı' })
    await expect(live.getByTestId('live-event').first()).toBeVisible({ timeout: 40_000 })
    // A tile per sport the book plays, each opening its own list; no sport it does not have.
    const tiles = page.getByRole('list', { name: 'Popüler sporlar' }).getByRole('link')
    await expect(tiles).toHaveText(['Futbol', 'Basketbol', 'Tenis', 'Voleybol', 'Buz Hokeyi', 'E-Spor'])
    await expect(tiles.nth(1)).toHaveAttribute('href', '/spor?sport=basketball')
    await expect(tiles.nth(2)).toHaveAttribute('href', '/spor?sport=tennis')
    await expectAccessible(page, 'the home page with its sports sections')

    // A price of today's matches goes on the slip; the slip opens on the sportsbook.
    const price = today.getByTestId('odds').first()
    await price.click()
    await expect(price).toHaveAttribute('aria-pressed', 'true')
    await page.getByRole('link', { name: 'Kuponu aç (1)' }).click()
    await expect(page).toHaveURL(/\/spor$/)
    await expect(page.getByTestId('bet-slip').getByTestId('slip-leg')).toHaveCount(1)
    // Back home, the Tenis tile opens tennis.
    await page.goBack()
    await tiles.nth(2).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Tenis' })).toBeVisible()
  })

  test(
    'switching to English stores the choice and reloads in English',
    { tag: '@phone' },
    async ({ page }, info) => {
      await openSite(page)
      if (isMobile(info)) {
        await page.getByRole('button', { name: /Menüyü aç/i }).click()
        const group = page.getByRole('group', { name: 'Dil' }).last()
        await group.getByRole('button', { name: 'English' }).click()
      } else {
        await page
          .getByRole('button', { name: /Dil seçin/ })
          .first()
          .click()
        await page.getByRole('button', { name: 'English' }).first().click()
      }
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible()
      expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en')
      await page.reload()
      await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible()
    },
  )

  test('an unavailable stored language falls back to Turkish', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'de'))
    await openSite(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  })

  test('the domain-change banner, once dismissed, stays dismissed', async ({ page }) => {
    await openSite(page)
    const banner = page.getByRole('region', { name: 'Duyuru' })
    await expect(banner).toBeVisible()
    await banner.getByRole('button', { name: 'Duyuruyu kapat' }).click()
    await expect(banner).toBeHidden({ timeout: 2000 })
    expect(await page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('yes')
    await page.reload()
    await closeDialogs(page)
    await expect(page.getByRole('region', { name: 'Duyuru' })).toHaveCount(0)
  })

  test('leaving the home page marks the banner read', async ({ page }) => {
    await openSite(page)
    await expect(page.getByRole('region', { name: 'Duyuru' })).toBeVisible()
    await page.goto('/promotions')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('topNotifyRead'))).toBe('yes')
  })

  // The desktop header carries the main menu; a phone uses the side menu (next test).
  test('each main-menu route opens', async ({ page }) => {
    await openSite(page)
    const menu = page.getByRole('navigation', { name: 'Ana menü' })
    const entries: [string, RegExp][] = [
      ['Spor', /\/spor$/],
      ['Canlı Bahis', /\/livespor$/],
      ['Casino', /\/casino\/slot$/],
      ['Canlı Casino', /\/casino\/live$/],
      ['Sanal Sporlar', /\/casino\/virtual$/],
      ['Tombala', /\/casino\/bingo$/],
      ['Oyunlar', /\/casino\/games$/],
      ['TV Oyunları', /\/casino\/tvbets$/],
      ['Promosyonlar', /\/promotions$/],
    ]
    for (const [name, url] of entries) {
      await menu.getByRole('link', { name, exact: true }).click()
      await expect(page).toHaveURL(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
  })

  test(
    'menu titles break between words only ("Promosyonlar" on one line)',
    { tag: '@phone' },
    async ({ page }, info) => {
      await openSite(page)
      if (isMobile(info)) await page.getByRole('button', { name: /Menüyü aç/i }).click()
      const menu = isMobile(info)
        ? page.getByRole('dialog', { name: /menü/i }).first()
        : page.locator('aside').first()
      const title = menu.getByRole('link', { name: 'Promosyonlar' }).first().locator('span').last()
      await expect(title).toBeVisible()
      // One line: as high as one line of its own text, and nothing cut off at the side.
      const { height, line, overflow } = await title.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(el).lineHeight),
        overflow: el.scrollWidth - el.clientWidth,
      }))
      expect(height).toBeLessThan(line * 1.5)
      expect(overflow).toBeLessThanOrEqual(0)
    },
  )

  test(
    'the side menu opens the routes on mobile and closes on Escape',
    { tag: '@mobile' },
    async ({ page }) => {
      await openSite(page)
      await page.getByRole('button', { name: /Menüyü aç/i }).click()
      const drawer = page.getByRole('dialog', { name: /menü/i }).first()
      await expect(drawer).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      await page.getByRole('button', { name: /Menüyü aç/i }).click()
      await page
        .getByRole('navigation', { name: /menü/i })
        .last()
        .getByRole('link', { name: 'Canlı Casino' })
        .first()
        .click()
      await expect(page).toHaveURL(/\/casino\/live$/)
    },
  )

  test(
    'the login guard opens the login form and keeps the visitor where they were',
    { tag: '@phone' },
    async ({ page }, info) => {
      await openSite(page, '/promotions')
      if (isMobile(info)) {
        await page
          .getByRole('navigation', { name: 'Hızlı menü' })
          .getByRole('link', { name: 'Para Yatır' })
          .click()
      } else {
        await page
          .getByRole('navigation', { name: 'Hızlı bağlantılar' })
          .getByRole('link', { name: 'Bonus Talep Et' })
          .click()
      }
      await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible()
      await expect(page).toHaveURL(/\/promotions$/)
      await expect(page.getByLabel('Kullanıcı adı')).toBeVisible()
    },
  )

  test('the mobile bottom bar is 60 px high and navigates', { tag: '@mobile' }, async ({ page }) => {
    await openSite(page)
    const bar = page.getByRole('navigation', { name: 'Hızlı menü' })
    await expect(bar).toBeVisible()
    const box = await bar.boundingBox()
    expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(60)
    await bar.getByRole('link', { name: 'Spor' }).click()
    await expect(page).toHaveURL(/\/spor$/)
    await bar.getByRole('link', { name: 'Promo' }).click()
    await expect(page).toHaveURL(/\/promotions$/)
    await bar.getByRole('link', { name: 'Casino' }).click()
    await expect(page).toHaveURL(/\/casino\/live$/)
  })

  test('a CMS page shows its content and the static-content menu', async ({ page }) => {
    await openSite(page, '/pages/1')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Şartlar/)
    await expect(page.locator('main')).toContainText('18')
    const links = page.locator('main a[href^="/pages/"]')
    expect(await links.count()).toBeGreaterThan(1)
  })

  test('a promotion opens its detail dialog', async ({ page }) => {
    await openSite(page, '/promotions')
    const cards = page.locator('main').getByRole('button')
    await expect(cards.first()).toBeVisible()
    const card = page.locator('main article').first()
    const title = (await card.locator('h2').textContent())?.trim() ?? ''
    await card.getByRole('button').last().click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    await expect(dialog.locator('img').first()).toBeVisible()
    // docs/content.md: the terms are written from the campaign the engine runs, in Türkiye's time zone.
    await expect(dialog).toContainText('Çevrim şartı: bonus tutarının')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('an unknown API path is a JSON 404 and an unknown page is the app', async ({ request, page }) => {
    const api = await request.get('/api/does-not-exist')
    expect(api.status()).toBe(404)
    expect((await api.json()).success).toBe(false)
    await openSite(page, '/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sayfa bulunamadı')
  })
})
