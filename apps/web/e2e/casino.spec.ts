import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { goInApp } from './support/shell'

/**
 * The casino journey (docs/casino.md): a funded player opens the lobby, searches, launches a Galata
 * Original, plays a round and sees the balance change in the game and in the game history.
 */

test.describe('casino', () => {
  test(
    'lobby search, launch an Original, play a round, see the balance and the history',
    { tag: '@phone' },
    async ({ page, request, isMobile }) => {
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
      // The game window's bar shows the same cash and bonus as the header (docs/web.md "Balance").
      const bar = page.getByTestId('play-window').getByTestId('balance-figures')
      await expect(bar.getByTestId('balance-cash')).toHaveText(/^₺(95,00|104,90)$/)
      await expect(bar.getByTestId('balance-bonus')).toContainText('₺0,00')

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
    },
  )

  test('each lobby area has its own hero; the footer shows the catalogue’s studios', async ({
    page,
    request,
  }) => {
    // axe checks these two lobbies, hero and footer included, in a11y.spec.ts's visitor pages (the
    // same layout, language and state: docs/testing.md "Accessibility: one axe pass per page state").
    test.setTimeout(120_000)
    // What the catalogue says (GET casino/providers): the studios with a game a player can open.
    const res = await request.get('/api/casino/providers', { headers: { 'x-locale': 'tr' } })
    const providers = (await res.json()).data as { key: string; name: string; logo: string | null }[]
    expect(providers.length).toBeGreaterThan(0)

    // Two areas, two heroes, each with its own words (docs/casino.md "Lobby heroes").
    await page.goto('/casino/slot')
    const slotHero = page.getByRole('region', { name: 'Makaraları çevirin' })
    await expect(slotHero.getByRole('heading', { level: 2, name: 'Makaraları çevirin' })).toBeVisible({
      timeout: 30_000,
    })
    await expect(slotHero).toContainText('Türkiye temalı slotlar')
    await expect(page.getByRole('region', { name: 'Animasyonlu sunuculu canlı masalar' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Slot' })).toBeVisible()

    await goInApp(page, '/casino/live')
    const liveHero = page.getByRole('region', { name: 'Animasyonlu sunuculu canlı masalar' })
    await expect(liveHero).toBeVisible({ timeout: 30_000 })
    await expect(liveHero).toContainText('stüdyo yayını değildir')
    await expect(liveHero).not.toContainText('krupiye')
    await expect(page.getByRole('region', { name: 'Makaraları çevirin' })).toHaveCount(0)

    // The footer: exactly the catalogue's studios, by name, in its order (no fixed list of logos).
    const row = page.getByRole('region', { name: 'Oyun sağlayıcılarımız' })
    await row.scrollIntoViewIfNeeded()
    const shown = row.locator('[data-provider]')
    await expect(shown).toHaveCount(providers.length)
    expect(await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-provider')))).toEqual(
      providers.map((p) => p.key),
    )
    for (const p of providers) {
      const tile = row.locator(`[data-provider="${p.key}"]`)
      if (p.logo) await expect(tile.getByRole('img', { name: p.name })).toHaveAttribute('src', p.logo)
      else await expect(tile).toHaveText(p.name)
    }
    await expect(row.getByRole('img', { name: 'Evolution' })).toHaveCount(0)
    await expect(row.getByRole('img', { name: 'Pragmatic Play' })).toHaveCount(0)
  })
})
