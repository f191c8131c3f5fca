import { expect, test } from '@playwright/test'
import { openSite } from './support/shell'
import { openAs, registerPlayer } from './support/players'

/**
 * Favourites in the lobby (docs/casino.md, spec §4): a visitor's star opens the login form; a player's star
 * adds the game (success toast), the Favourites filter shows only it, the choice is kept by the
 * server across a reload, and a second star removes it (warning toast).
 */

const game = 'Kapalıçarşı Hazinesi'

test.describe('favourites', () => {
  test('a visitor’s star opens the login form', async ({ page }) => {
    await openSite(page, '/casino/slot')
    await page.getByRole('button', { name: `${game} oyununu favorilere ekle` }).click()
    await expect(page.getByRole('dialog', { name: 'Giriş Yap' })).toBeVisible()
  })

  test('a player adds a game, filters by favourites, keeps it after a reload and removes it', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request, { tag: 'fav', phonePrefix: '90534' })
    await openAs(page, player, '/casino/slot')
    const all = page.getByText(/^Oyun sayısı: \d+$/)
    await expect(all).toBeVisible()
    const total = Number((await all.textContent())!.replace(/\D/g, ''))
    expect(total).toBeGreaterThan(1)

    await page.getByRole('button', { name: `${game} oyununu favorilere ekle` }).click()
    await expect(page.getByText('Favorilere eklendi')).toBeVisible()

    const chip = page.locator('button[aria-pressed]', { hasText: 'Favoriler' })
    await expect(chip).toBeVisible()
    await chip.click()
    await expect(chip).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByText('Oyun sayısı: 1')).toBeVisible()
    await expect(page.getByRole('button', { name: `${game} oyna` })).toBeVisible()

    // Kept by the server: after a reload the star is still on.
    await page.reload()
    const remove = page.getByRole('button', { name: `${game} oyununu favorilerden çıkar` }).first()
    await expect(remove).toHaveAttribute('aria-pressed', 'true')
    await remove.click()
    await expect(page.getByText('Favorilerden çıkarıldı')).toBeVisible()
    await expect(chip).toHaveCount(0)
    await expect(page.getByText(`Oyun sayısı: ${total}`)).toBeVisible()
  })
})
