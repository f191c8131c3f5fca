import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Virtual sports (docs/virtual-sports.md): /casino/virtual lists both leagues; a league's page shows the
 * match day (four matches, each with its own prices), the player picks the second match, puts 5 ₺ on its draw
 * (1X2, always offered), watches it on the pitch with its commentary and sees the bet settle. The
 * desktop run plays the Süper Lig, the phone run the Kıta Ligi. The e2e server runs the tables at
 * ROUNDS_SPEED=3 (a match day every ~27 s: 15 s of bets, 10 s of play).
 */
test('virtual lobby → a league: a bet on match 2 settles, told on the pitch', async ({ page, request }) => {
  // A match day of bets and play, plus axe on a phone page (slow in software compositing).
  test.setTimeout(180_000)
  const mobile = test.info().project.name === 'mobile'
  const player = await registerPlayer(request, { tag: 'vft', phonePrefix: '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/virtual')

  await expect(page.getByRole('button', { name: 'Galata Sanal Süper Lig oyna' })).toBeVisible({
    timeout: 20_000,
  })
  const name = mobile ? 'Galata Sanal Kıta Ligi' : 'Galata Sanal Süper Lig'
  const card = page.getByRole('button', { name: `${name} oyna` })
  await expect(card).toBeVisible()
  await card.click()
  // The desktop opens the game's page; the phone opens it over the lobby in a full-screen dialog.
  if (mobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/)
  await expect(frame.getByText('rastgele sayı üreteci belirler').first()).toBeVisible()
  await expect(frame.getByTestId('matches').getByRole('button')).toHaveCount(4)
  await expect(frame.getByTestId('pitch')).toBeVisible()

  await frame.getByRole('button', { name: /5,00 değerinde çip/ }).click()
  const confirm = frame.getByRole('button', { name: 'Bahisleri Onayla' })
  const placed = frame.getByTestId('my-bets').locator('li.open, li.won, li.lost')
  await expect(async () => {
    if ((await placed.count()) > 0) return
    const phase = await frame.getByTestId('phase').textContent()
    const left = Number(((await frame.getByTestId('timer').textContent()) ?? '').replace(/\D/g, '') || 0)
    if (phase === 'Bahisler açık' && left >= 3) {
      if ((await frame.getByTestId('pending').textContent()) === '') {
        await frame.locator('[data-match="2"]').click()
        await frame.locator('[data-spot="2:1x2:x"]').click()
      }
      // Disabled while a bet is on its way (and after it, the slip cleared): never wait on it.
      if (await confirm.isEnabled()) await confirm.click({ timeout: 2_000 })
    }
    expect(await placed.count()).toBeGreaterThan(0)
  }).toPass({ timeout: 45_000, intervals: [250] })
  await expect(frame.getByTestId('balance')).toHaveText(/95,00/)
  await expect(frame.locator('[data-match="2"]')).toHaveAttribute('aria-pressed', 'true')

  await expectAccessible(page, 'the virtual football page')

  // The match is told: kick-off, then at full time the final score (Turkish), then the bet settles.
  const commentary = frame.getByTestId('commentary')
  await expect(commentary).toContainText('Başlama vuruşu', { timeout: 40_000 })
  await expect(commentary).toContainText('Maç sona erdi', { timeout: 20_000 })
  await expect(frame.getByTestId('score')).toHaveText(/\d+ – \d+/)
  const settled = frame.getByTestId('my-bets').locator('li.won, li.lost')
  await expect(settled.first()).toBeVisible({ timeout: 20_000 })
})
