import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * The live casino (issue 18): the live lobby's Roulette filter finds Galata Live Roulette; the
 * table opens with its animated host, the player stakes 5 ₺ on red and sees the shared round
 * settle (a win of 10 ₺ or a loss) with the balance moved. The e2e server runs the tables at
 * ROUNDS_SPEED=3 (a round every 10 s: 5 s of bets, a 3.3 s spin, 1.7 s on the result).
 */
test('live lobby → Galata Live Roulette: a bet on red settles in the shared round', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000)
  const player = await registerPlayer(request, { tag: 'lrt', phonePrefix: '90536' })
  await deposit(request, player)
  await openAs(page, player, '/casino/live')

  const name = 'Galata Canlı Rulet'
  const card = page.getByRole('button', { name: `${name} oyna` })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.click()
  if (isMobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/)
  await expect(frame.getByText('stüdyo yayını değildir').first()).toBeVisible()

  // Pick the 5 ₺ chip, put it on red and confirm while betting is open (else wait for the next round).
  await frame.getByRole('button', { name: /5,00 değerinde çip/ }).click()
  const confirm = frame.getByRole('button', { name: 'Bahisleri Onayla' })
  const placed = frame.getByTestId('my-bets').locator('li.open, li.won, li.lost')
  await expect(async () => {
    if ((await placed.count()) > 0) return
    // Only with a couple of seconds of betting left (the server's clock decides; a late bet is refused).
    const [phase, timer] = await frame
      .locator('.lr-status')
      .evaluate((el) => [
        el.querySelector('.lr-phase')?.textContent,
        el.querySelector('.lr-timer')?.textContent,
      ])
    const left = Number((timer ?? '').replace(/\D/g, '') || 0)
    if (phase === 'Bahisleri yapın' && left >= 2) {
      if ((await frame.getByTestId('pending').textContent()) === '')
        await frame.getByTestId('spot-red').click()
      await confirm.click()
    }
    expect(await placed.count()).toBeGreaterThan(0)
  }).toPass({ timeout: 60_000, intervals: [250] })
  await expect(frame.getByTestId('balance')).toHaveText(/95,00|105,00/)

  await expectAccessible(page, 'the live roulette table')

  // The round spins and settles: a win pays 10 ₺ (balance 105), a loss leaves 95.
  const settled = frame.getByTestId('my-bets').locator('li.won, li.lost')
  await expect(settled.first()).toBeVisible({ timeout: 40_000 })
  const won = await settled.first().evaluate((li) => li.classList.contains('won'))
  await expect(frame.getByTestId('balance')).toHaveText(won ? /105,00/ : /95,00/)
  // The settled bet shows the pocket it was decided by.
  await expect(settled.first().locator('.lr-ball')).toHaveText(/^\d{1,2}$/)
})
