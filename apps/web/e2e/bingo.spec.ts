import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Bingo (issue 19): /casino/bingo lists the rooms; the player opens Galata 75 Tombala, buys one card
 * for the next game, watches the calls daub it and sees the result. The e2e server runs the rooms at
 * ROUNDS_SPEED × BINGO_SPEED = 12 (a call every 167 ms, a game every 17.5 s). Nobody else buys in
 * this room during the run, so the only card completes the pattern and wins the guaranteed pot
 * (25 ₺, the operator's top-up of a 1 ₺ sale): a deterministic win in the browser.
 */
test('bingo lobby → a 75-ball room: buy a card, watch the calls daub it, win the pot @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const player = await registerPlayer(request, { tag: 'bng', phonePrefix: '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/bingo')

  const name = 'Galata 75 Tombala'
  await expect(page.getByRole('button', { name: 'Boğaz 90 Tombala oyna' })).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: `${name} oyna` }).click()
  await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/)

  // One card (1 ₺) for the first game on sale; a game that closed meanwhile is refused: buy again.
  const mine = frame.locator('[data-testid="ticket"]')
  const buy = frame.getByTestId('buy')
  for (let i = 0; i < 3 && (await mine.count()) === 0; i++) {
    await buy.click()
    // The button is disabled while the purchase is in flight; the answer's tickets show before it is back.
    await expect(buy).toBeEnabled({ timeout: 15_000 })
  }
  await expect(mine.first()).toBeVisible()
  await expect(frame.getByTestId('balance')).toHaveText(/99,00/)
  await expectAccessible(page, 'the bingo room')

  // The game starts: the calls daub the card, "to go" hints count down, the card wins the pot.
  await expect(frame.getByTestId('tickets').getByTestId('dab').first()).toBeVisible({ timeout: 25_000 })
  await expect(frame.getByTestId('called-count')).toHaveText(/\d+\/75 top/)
  await expect(frame.getByTestId('result')).toHaveText(/25,00 kazandınız/, { timeout: 25_000 })
  await expect(frame.getByTestId('stages').locator('li.won')).toHaveCount(1)
  await expect(frame.getByTestId('balance')).toHaveText(/124,00/, { timeout: 10_000 })
})
