import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { operatorToken } from './support/operator'
import { deposit, registerPlayer } from './support/players'

/*
 * The console's dashboard (docs/backoffice.md "The console (/bo)", "The dashboard"): the admin
 * opens /bo and sees today's figures; a player's deposit raises the deposits figure through the
 * staff socket's push, without a reload; the dashboard and the RG flags queue pass axe in Turkish.
 */

const TOKEN_KEY = 'galata.bo.token'

/** The deposits tile's count: `(3 işlem)`. */
const countOf = (text: string | null) =>
  Number(/\((\d[\d.]*)/.exec(text ?? '')?.[1]?.replace(/\./g, '') ?? NaN)

test('the dashboard shows the day and a deposit arrives live', async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = await operatorToken(request)
  await page.addInitScript(
    ([key, value]) => {
      sessionStorage.setItem(key!, value!)
      localStorage.setItem('lang', 'tr')
    },
    [TOKEN_KEY, token],
  )
  await page.goto('/bo')
  const deposits = page.getByTestId('dash-deposits')
  await expect(deposits).toContainText('₺')
  await expect(page.getByTestId('dash-ggr')).toContainText('₺')
  await expect(page.getByTestId('dash-signUps')).toBeVisible()
  await expect(page.getByTestId('dash-queue-withdrawals')).toBeVisible()
  // The staff socket is up: from here the figures come as pushes.
  await expect(page.getByTestId('dash-live')).toContainText('Canlı ·')
  await expectAccessible(page, '/bo dashboard (tr)')
  const before = countOf(await deposits.textContent())
  expect(before).toBeGreaterThanOrEqual(0)

  const player = await registerPlayer(request, { tag: 'bod', phonePrefix: '90538' })
  await deposit(request, player)
  // The push comes within DASHBOARD.pushEveryMs (10 s); no reload in between.
  await expect
    .poll(async () => countOf(await deposits.textContent()), { timeout: 40_000 })
    .toBeGreaterThan(before)

  await page.getByRole('link', { name: 'Sorumlu oyun uyarıları' }).first().click()
  await expect(page).toHaveURL(/\/bo\/rg-flags$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorumlu oyun uyarıları')
  await expect(page.locator('.bo-table-bar [role=status]')).toContainText('Toplam')
  await expectAccessible(page, '/bo/rg-flags (tr)')
})
