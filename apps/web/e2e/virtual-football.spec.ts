import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Virtual sports (issue 17): /casino/virtual lists Galata Virtual Football; the page shows the round's
 * fixture and prices, the player puts 5 ₺ on the draw (1X2, always offered) and sees the match settle.
 * The e2e server runs the tables at ROUNDS_SPEED=3 (a match every ~27 s: 15 s of bets, 10 s of play).
 */
test('virtual lobby → Galata Virtual Football: a 1X2 bet settles @desktop', async ({ page, request }) => {
  test.setTimeout(120_000)
  const player = await registerPlayer(request, { tag: 'vft', phonePrefix: '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/virtual')

  const name = 'Galata Sanal Futbol'
  const card = page.getByRole('button', { name: `${name} oyna` })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.click()
  await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/)
  await expect(frame.getByText('rastgele sayı üreteci belirler').first()).toBeVisible()

  await frame.getByRole('button', { name: /5,00 değerinde çip/ }).click()
  const confirm = frame.getByRole('button', { name: 'Bahisleri Onayla' })
  const placed = frame.getByTestId('my-bets').locator('li.open, li.won, li.lost')
  await expect(async () => {
    if ((await placed.count()) > 0) return
    const phase = await frame.getByTestId('phase').textContent()
    const left = Number(((await frame.getByTestId('timer').textContent()) ?? '').replace(/\D/g, '') || 0)
    if (phase === 'Bahisler açık' && left >= 3) {
      if ((await frame.getByTestId('pending').textContent()) === '')
        await frame.locator('[data-spot="1x2:x"]').click()
      await confirm.click()
    }
    expect(await placed.count()).toBeGreaterThan(0)
  }).toPass({ timeout: 45_000, intervals: [250] })
  await expect(frame.getByTestId('balance')).toHaveText(/95,00/)

  await expectAccessible(page, 'the virtual football page')

  const settled = frame.getByTestId('my-bets').locator('li.won, li.lost')
  await expect(settled.first()).toBeVisible({ timeout: 40_000 })
  await expect(frame.getByTestId('score')).toHaveText(/\d+ – \d+/)
})
