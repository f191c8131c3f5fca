import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { openSite } from './support/shell'

/**
 * Volleyball and ice hockey on the web (docs/sportsbook.md "Volleyball", "Ice hockey"): the home
 * page's Voleybol tile leads to the volleyball list, a match page offers its set markets in tabs;
 * the Buz Hokeyi tile leads to ice hockey with its regulation-time 1X2. Desktop.
 */

async function ready(request: APIRequestContext, sport: string) {
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/events', { data: { sport, take: 5 } })
        return ((await res.json()) as { data?: { total?: number } }).data?.total ?? 0
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeGreaterThan(0)
}

test.describe('volleyball and ice hockey', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the home tiles lead to a volleyball match page and to ice hockey', async ({ page, request }) => {
    await ready(request, 'volleyball')
    await ready(request, 'hockey')
    await openSite(page, '/')
    await page.getByRole('link', { name: 'Voleybol', exact: true }).first().click()
    await expect(page).toHaveURL(/\/spor\?sport=volleyball/)
    await expect(page.getByRole('heading', { level: 1, name: 'Voleybol' })).toBeVisible()
    const rows = page.getByTestId('event-row')
    await expect(rows.first()).toBeVisible()
    await rows.first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/spor\/mac\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Maç sonucu' })).toBeVisible()
    await page.getByRole('tab', { name: /^Setler/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: /^Toplam set/ })).toBeVisible()
    await page.getByRole('tab', { name: /^Skor/ }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Set skoru' })).toBeVisible()
    await expectAccessible(page, 'a volleyball match page')

    await openSite(page, '/')
    await page.getByRole('link', { name: 'Buz Hokeyi', exact: true }).first().click()
    await expect(page).toHaveURL(/\/spor\?sport=hockey/)
    await page.getByTestId('event-row').first().getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 2, name: 'Maç sonucu (normal süre)' })).toBeVisible()
  })
})
