import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * The casino journey (issue 6): a funded player opens the lobby, searches, launches a Galata
 * Original, plays a round and sees the balance change in the game and in the game history.
 */

test.describe('casino', () => {
  test('lobby search, launch an Original, play a round, see the balance and the history', async ({
    page,
    request,
    isMobile,
  }) => {
    const player = await registerPlayer(request)
    await deposit(request, player)
    await openAs(page, player, '/casino/games')

    await expect(page.getByRole('heading', { name: 'Oyunlar', level: 1 })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('zar')
    const card = page.getByRole('button', { name: 'Galata Zar oyna' })
    await expect(card).toBeVisible()
    await expect(page.getByRole('button', { name: 'Avrupa Ruleti oyna' })).toHaveCount(0)

    // Favourite toggle with the toast of spec §4.
    await page.getByRole('button', { name: 'Galata Zar oyununu favorilere ekle' }).click()
    await expect(page.getByText('Favorilere eklendi')).toBeVisible()

    await card.click()
    // Spec §4: the desktop opens the play page; a phone opens the game in a full-height dialog.
    if (isMobile) {
      await expect(page.getByRole('dialog', { name: 'Galata Zar' })).toBeVisible()
      await expect(page).toHaveURL(/\/casino\/games/)
    } else {
      await expect(page).toHaveURL(/\/casino\/play\//)
    }
    const frame = page.frameLocator('iframe[title="Galata Zar"]')
    const balance = frame.getByTestId('game-balance')
    await expect(balance).toHaveText(/100,00/)

    await frame.getByTestId('stake').fill('5')
    await frame.getByTestId('play').click()
    await expect(frame.getByTestId('dice-result')).toHaveClass(/win|lose/, { timeout: 15_000 })
    // 5 ₺ staked; a win under 50.00 pays 1.98× = 9,90 (balance 104,90), a loss leaves 95.
    await expect(balance).toHaveText(/(95,00|104,90)/)
    const header = page
      .locator('header')
      .getByText(/(95,00|104,90)/)
      .filter({ visible: true })
    await expect(header.first()).toBeVisible({ timeout: 15_000 })

    // The round is verifiable once its seed is revealed: the revealed seed's link opens the verify
    // page with the game by its name, only the inputs dice uses, the seeds filled in and recomputed.
    await frame.getByText('Kanıtlanabilir Adil Oyun').click()
    await frame.getByRole('button', { name: 'Tohumları Yenile' }).click()
    const [verify] = await Promise.all([
      page.context().waitForEvent('page'),
      frame.getByRole('link', { name: 'Doğrula', exact: true }).click(),
    ])
    const game = verify.getByTestId('verify-game')
    await expect(game.locator('option:checked')).toHaveText('Galata Zar')
    await expect(game.locator('option', { hasText: 'galata-' })).toHaveCount(0)
    await expect(verify.getByLabel('Sunucu tohumu')).toHaveValue(/^[0-9a-f]{64}$/)
    await expect(verify.getByLabel('Mayın sayısı')).toBeHidden()
    await expect(verify.getByTestId('verify-out')).toContainText('"roll"')
    await game.selectOption({ label: 'Galata Mayın' })
    await expect(verify.getByLabel('Mayın sayısı')).toBeVisible()
    await expectAccessible(verify, 'the verify page opened from a revealed seed')
    await verify.close()

    await page.goto('/dashboard/game-history')
    await expect(page.getByRole('cell', { name: 'Bahis' }).first()).toBeVisible()
    await expect(page.getByText('Galata Zar').first()).toBeVisible()
  })
})
