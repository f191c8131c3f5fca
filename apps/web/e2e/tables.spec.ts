import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * The Galata Originals table games in the browser (docs/casino.md): found in the lobby, launched (the play
 * page on a desktop, the full-height dialog on a phone), one round played to its end, the balance
 * moved and the round listed among the player's recent rounds.
 */

async function launch(page: Page, isMobile: boolean, search: string, name: string): Promise<FrameLocator> {
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill(search)
  await page.getByRole('button', { name: `${name} oyna` }).click()
  if (isMobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('game-balance')).toHaveText(/100,00/)
  return frame
}

/** The round is over once it is listed among the recent rounds; then the balance moved (unless a push). */
async function expectSettled(frame: FrameLocator, { pushPossible = false } = {}) {
  await expect(frame.locator('.recent-list li.won, .recent-list li.lost')).toHaveCount(1, { timeout: 15_000 })
  if (!pushPossible) await expect(frame.getByTestId('game-balance')).not.toHaveText(/(^|[^\d.])100,00/)
}

test.describe('Originals tables', () => {
  test.beforeEach(async ({ page, request }) => {
    const player = await registerPlayer(request)
    await deposit(request, player)
    await openAs(page, player, '/casino/games')
  })

  test('mines: start, uncover a tile, cash out or hit a mine', async ({ page, isMobile }) => {
    const frame = await launch(page, isMobile, 'mayın', 'Galata Mayın')
    await frame.getByTestId('stake').fill('1')
    await frame.getByTestId('play').click()
    await frame.locator('[data-tile="0"]').click()
    // A gem leaves the round open for a cash-out; a mine ends it.
    const cashout = frame.getByTestId('cashout')
    await expect(frame.locator('[data-tile="0"].gem, [data-tile="0"].boom')).toHaveCount(1)
    if (await frame.locator('[data-tile="0"].gem').count()) {
      await expect(cashout).toBeEnabled()
      await cashout.click()
    }
    await expectSettled(frame)
  })

  test('roulette: a chip on red, spin, the ball settles', async ({ page, isMobile }) => {
    const frame = await launch(page, isMobile, 'rulet', 'Avrupa Ruleti')
    await frame.getByRole('button', { name: 'Kırmızı', exact: true }).click()
    await expect(frame.getByTestId('total-bet')).toHaveText(/1,00/)
    await frame.getByTestId('play').click()
    await expect(frame.getByTestId('roulette-result')).toHaveText(/^\d{1,2}$/, { timeout: 15_000 })
    await expectSettled(frame)
  })

  test('blackjack: deal, stand until the hand is over', async ({ page, isMobile }) => {
    const frame = await launch(page, isMobile, 'blackjack', 'Galata Blackjack')
    await frame.getByTestId('stake').fill('1')
    await frame.getByTestId('play').click()
    const stand = frame.getByTestId('bj-stand')
    const settled = frame.locator('.recent-list li.won, .recent-list li.lost')
    // A natural ends the hand at once; otherwise stand (once per hand; a split would ask twice).
    // The button may turn disabled between the check and the click (the hand ended by itself), so
    // a click that cannot land is given up after a moment and the loop looks again.
    for (let i = 0; i < 3 && (await settled.count()) === 0; i++) {
      if (await stand.isEnabled()) await stand.click({ timeout: 3000 }).catch(() => undefined)
      await page.waitForTimeout(600)
    }
    await expectSettled(frame, { pushPossible: true })
  })
})
