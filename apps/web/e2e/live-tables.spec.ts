import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { betInOpenWindow, openLiveTable } from './support/live-table'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * The card tables (docs/shared-rounds.md): the live lobby's Baccarat filter finds Galata Live Baccarat, a 5 ₺
 * bet on Banker settles in the shared round (a win of 0.95:1, a push on a tie, or a loss); the Dealer filter
 * finds Galata Dragon Tiger. Both pages pass axe. The e2e server runs the tables at ROUNDS_SPEED=3
 * (a baccarat round every 10 s: 5 s of bets, the deal, the result).
 */
test('live tables: a Banker bet settles at baccarat; Dragon Tiger opens from the Dealer filter', async ({
  page,
  request,
}) => {
  // About 36 s on a quiet machine; the margin is for a loaded CI runner (the server's rounds run on
  // wall-clock slots, so a slow page can miss a betting window and wait one more 10 s round).
  test.setTimeout(90_000)
  const player = await registerPlayer(request, { tag: 'lbt', phonePrefix: '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/live')

  const frame = await openLiveTable(page, 'Galata Canlı Bakara', { filter: 'Bakara' })
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/, { timeout: 30_000 })
  await betInOpenWindow(frame, 'spot-banker', { timeout: 30_000 })
  await expect(frame.getByTestId('balance')).toHaveText(/95,00|104,75|100,00/)
  await expectAccessible(page, 'the live baccarat table')

  // The cards are dealt and the round settles: Banker pays 9,75 ₺ (104,75), a tie gives the 5 ₺ back.
  const settled = frame.getByTestId('my-bets').locator('li.won, li.lost')
  await expect(settled.first()).toBeVisible({ timeout: 20_000 })
  await expect(frame.getByTestId('balance')).toHaveText(/104,75|100,00|95,00/)
  await expect(settled.first().locator('.lt-badge')).toHaveText(/^[OBE]$/)
  await expect(frame.getByTestId('banker-cards').locator('svg')).not.toHaveCount(0)

  await page.goto('/casino/live')
  const dt = await openLiveTable(page, 'Galata Ejderha Kaplan', { filter: 'Krupiye' })
  await expect(dt.getByTestId('spot-dragon')).toBeVisible()
  await expectAccessible(page, 'the Dragon Tiger table')
})
