import { expect, test, type Page } from '@playwright/test'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Sky Aviator in the browser (issue 6): the menu's Aviator entry opens the game found by searching
 * "Aviator" (spec §2); a bet joins the shared round (or waits for the next one), the player cashes
 * out in flight or the plane flies away first, and the round settles into the recent rounds with
 * the balance moved. The server's own round loop runs (6 s of betting, the flight, 3 s of pause).
 */

async function openFromMenu(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: /Menüyü aç/i }).click()
    await page
      .getByRole('dialog', { name: /menü/i })
      .first()
      .getByRole('button', { name: 'Aviator' })
      .first()
      .click()
  } else {
    await page.getByRole('button', { name: 'Aviator' }).first().click()
  }
}

test('the Aviator menu entry opens Sky Aviator; a bet is cashed out or flies away', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(150_000)
  const player = await registerPlayer(request, { tag: 'avi', phonePrefix: '90535' })
  await deposit(request, player)
  await openAs(page, player, '/')
  await openFromMenu(page, isMobile)

  const name = 'Sky Aviator'
  if (isMobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('game-balance')).toHaveText(/100,00/)
  await expect(frame.getByTestId('multiplier')).toBeVisible()

  await frame.getByTestId('stake').fill('1')
  const action = frame.getByTestId('av-action')
  await expect(action).toBeEnabled({ timeout: 20_000 })
  // In the betting phase the bet is taken at once; otherwise it waits for the next round.
  await action.click()
  await expect(action).toHaveText(/Bahsiniz alındı|sonraki tur bekleniyor|Parayı Al/, { timeout: 10_000 })

  // Cash out as soon as the plane flies with the bet on board (it may fly away first).
  const settled = frame.locator('.recent-list li.won, .recent-list li.lost')
  await expect(async () => {
    if ((await settled.count()) > 0) return
    const text = (await action.textContent()) ?? ''
    if (text.startsWith('Parayı Al') && (await action.isEnabled())) await action.click()
    expect(await settled.count()).toBeGreaterThan(0)
  }).toPass({ timeout: 120_000, intervals: [250] })

  const row = settled.first()
  if (await row.evaluate((li) => li.classList.contains('lost')))
    await expect(frame.getByTestId('game-balance')).toHaveText(/99,00/)
  else await expect(frame.getByTestId('game-balance')).not.toHaveText(/(^|[^\d.])99,00/)
})
