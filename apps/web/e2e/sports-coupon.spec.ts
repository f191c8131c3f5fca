import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { isMobile, openSite } from './support/shell'
import { openSlipSheet } from './support/slip'

/**
 * Coupon codes, quick bet and the statistics tab (docs/sportsbook.md "Coupon codes, quick bet and
 * match statistics"): a slip shared as a code opens in a second browser filled at today's prices,
 * its match already in play flagged as gone; quick bet turned on places a bet in one tap with a
 * confirmation and the balance down; the statistics tab of a match before kick-off. Desktop and phone.
 */

async function slip(page: Page, info: TestInfo) {
  const box = page.getByTestId('bet-slip')
  await openSlipSheet(page, info)
  await expect(box).toBeVisible()
  return box
}

/** A fresh e2e server fills its fixtures in a few passes, and writes the matches already in play. */
async function worldReady(request: APIRequestContext) {
  const count = async (live: boolean) => {
    const res = await request.post('/api/sports/events', { data: { sport: 'football', live, take: 5 } })
    return ((await res.json()) as { data?: { total?: number } }).data?.total ?? 0
  }
  await expect.poll(() => count(false), { timeout: 90_000, intervals: [1000] }).toBeGreaterThan(2)
  await expect.poll(() => count(true), { timeout: 60_000, intervals: [1000] }).toBeGreaterThan(0)
}

test.describe('coupon codes, quick bet and statistics', () => {
  test.beforeEach(async ({ request }) => worldReady(request))
  // Axe over pages of thousands of nodes and two browsers: minutes on a loaded 2-core machine.
  test.describe.configure({ timeout: 480_000 })

  test(
    'a shared code fills a second browser’s slip and flags the selection gone',
    { tag: '@phone' },
    async ({ page, browser }, info) => {
      // The home page: a match in play and one before kick-off into the slip (a live selection is gone
      // in a shared slip: its match has started), then on to /spor with the slip (in-app, so it stays).
      await openSite(page, '/')
      // An open price: a match in play may have its markets closed for a moment (a goal, a bet stop).
      await page.getByTestId('home-live').locator('[data-testid="odds"]:not([disabled])').first().click()
      await page.getByTestId('home-today').getByTestId('odds').first().click()
      await page.getByTestId('home-slip').click()
      await expect(page).toHaveURL(/\/spor/)
      const box = await slip(page, info)
      await expect(box.getByTestId('slip-leg')).toHaveCount(2)
      await box.getByLabel('Bahis Tutarı').fill('25')
      await box.getByRole('button', { name: 'Kuponu Paylaş' }).click()
      const shared = box.getByTestId('coupon-shared')
      await expect(shared).toContainText(/Kupon kodunuz: [2-9A-HJKMNP-TV-Z]{8}/)
      const link = await box.getByTestId('coupon-link').inputValue()
      expect(link).toMatch(/\/spor\?kupon=[2-9A-HJKMNP-TV-Z]{8}$/)
      await expectAccessible(page, 'the slip with its shared code')

      // A second browser: the link fills its slip with the pre-match selection at today's price.
      const use = info.project.use
      const other = await browser.newContext({
        baseURL: use.baseURL,
        storageState: use.storageState,
        viewport: use.viewport,
        isMobile: use.isMobile,
        hasTouch: use.hasTouch,
        locale: use.locale,
        timezoneId: use.timezoneId,
      })
      const second = await other.newPage()
      await openSite(second, new URL(link).pathname + new URL(link).search)
      await expect(second).toHaveURL(/\/spor$/)
      const secondBox = await slip(second, info)
      await expect(secondBox.getByTestId('slip-leg')).toHaveCount(1)
      await expect(secondBox.getByTestId('coupon-loaded')).toContainText('1 seçim güncel oranlarla')
      await expect(secondBox.getByTestId('coupon-gone')).toHaveCount(1)
      await expect(secondBox.getByTestId('coupon-gone')).toContainText('maç başladı')
      // The stake was not shared: the slip keeps its own.
      await expect(secondBox.getByLabel('Bahis Tutarı')).not.toHaveValue('25')
      await expectAccessible(second, 'a slip opened from a shared link')

      // A mistyped code, typed in the slip, says so in Turkish.
      await secondBox.getByLabel('Kupon kodu').fill('ABC0')
      await secondBox.getByRole('button', { name: 'Kuponu Yükle' }).click()
      await expect(secondBox.getByTestId('coupon-error')).toContainText('Kupon kodu 8 karakterden oluşur')
      await other.close()
    },
  )

  test(
    'quick bet: turned on, one tap places a bet with its confirmation',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const player = await registerPlayer(request, {
        tag: 'qb',
        phonePrefix: info.project.name === 'mobile' ? '90571' : '90572',
      })
      await deposit(request, player)
      await openAs(page, player, '/dashboard/bet-settings')
      await expect(page.getByRole('heading', { level: 1, name: 'Bahis Ayarları' })).toBeVisible()
      // The page's code and the setting load on first visit: slow on a loaded machine.
      await expect(page.getByLabel('Hızlı Bahis’i aç')).not.toBeChecked({ timeout: 60_000 })
      await expectAccessible(page, 'Bahis Ayarları')
      await page.getByText('Hızlı Bahis’i aç').click()
      const stake = page.getByLabel('Hızlı bahis tutarı')
      await stake.fill('5')
      await stake.blur()
      await page.getByRole('button', { name: 'Kaydet' }).click()
      await expect(page.getByText('Bahis ayarlarınız kaydedildi.')).toBeVisible()

      await page.goto('/spor')
      // A full page load of the list (a reload, not in-app): slow on a loaded machine.
      await expect(page.getByTestId('event-row').first()).toBeVisible({ timeout: 60_000 })
      const odds = page.getByTestId('event-row').first().getByTestId('odds').first()
      // The mode is obvious: the button's name says a tap bets, and the slip (its bar on phones) says so.
      await expect(odds).toHaveAccessibleName(/^Hızlı bahis, ₺5,00: /)
      if (isMobile(info)) await expect(page.getByTestId('quick-bet-bar')).toContainText('Hızlı Bahis ₺5,00')
      else await expect(page.getByTestId('quick-bet-on')).toContainText('Hızlı Bahis açık')
      await expectAccessible(page, '/spor with quick bet on')
      await odds.click()
      await expect(
        page.getByText(/Hızlı bahsiniz alındı\. Kupon no: \d+|Canlı bahsiniz onay bekliyor/).first(),
      ).toBeVisible({
        timeout: 30_000,
      })
      const box = await slip(page, info)
      await expect(box.getByTestId('quick-bet-placed')).toContainText('₺5,00')
      // Nothing went on the slip, and the balance is down by the preset stake.
      await expect(box.getByTestId('slip-leg')).toHaveCount(0)
      await expect(page.getByRole('button', { name: /Bakiye: ₺95,00/ }).first()).toBeAttached()
      await expectAccessible(page, 'the quick bet confirmation')
    },
  )

  test('the statistics tab of a match before kick-off', { tag: '@phone' }, async ({ page }) => {
    // A football match: its probabilities come from the score grid (another sport's tab has none).
    await openSite(page, '/spor?sport=football')
    await page.getByTestId('event-row').first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/spor\/mac\/\d+$/)
    await expect(page.getByRole('tab', { name: 'Bahisler' })).toHaveAttribute('aria-selected', 'true')
    await page.getByRole('tab', { name: 'Bahisler' }).press('ArrowRight')
    const tab = page.getByRole('tab', { name: 'İstatistik' })
    await expect(tab).toBeFocused()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    const stats = page.getByTestId('match-stats')
    await expect(stats.getByRole('heading', { name: 'Olasılıklar' })).toBeVisible()
    await expect(stats.getByTestId('prob-home')).toContainText(/%\d+,\d/)
    await expect(stats.getByRole('heading', { name: 'Son 5 Maç' })).toBeVisible()
    await expect(stats.getByRole('heading', { name: 'Aralarındaki Maçlar' })).toBeVisible()
    await expect(stats.getByTestId('stats-table').getByRole('row')).toHaveCount(9)
    await expectAccessible(page, 'the statistics tab')
  })
})
