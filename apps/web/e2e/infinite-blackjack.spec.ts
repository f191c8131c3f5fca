import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { betInOpenWindow, openLiveTable } from './support/live-table'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Galata Infinite Blackjack (docs/shared-rounds.md): the live lobby's Blackjack filter finds the table; the
 * player stakes 5 ₺ on the main bet, hits (or stands) in the decision step on the timer, and sees the
 * shared round settle with the balance moved. The e2e server runs the tables at ROUNDS_SPEED=3
 * (5 s of bets, four 2 s decision steps, 2 s for the dealer, 1.7 s on the result).
 */
test('a blackjack round with a decision: bet, hit or stand, the round settles', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000)
  const player = await registerPlayer(request, { tag: 'ibj', phonePrefix: '90546' })
  await deposit(request, player)
  await openAs(page, player, '/casino/live')

  const name = 'Galata Sonsuz Blackjack'
  const frame = await openLiveTable(page, name, { filter: 'Blackjack', isMobile })
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/, { timeout: 30_000 })
  await betInOpenWindow(frame, 'spot-main', { minLeft: 3, timeout: 120_000 })
  await expect(frame.getByTestId('balance')).toHaveText(/95,00/)

  // The decision step: the shared cards are dealt; hit (or stand) from the keyboard-reachable buttons.
  const bar = frame.getByTestId('decision-bar')
  await expect(bar).toBeVisible({ timeout: 20_000 })
  await expect(frame.getByTestId('my-cards').locator('svg')).toHaveCount(2, { timeout: 10_000 })
  const hit = frame.getByTestId('action-hit')
  const stand = frame.getByTestId('action-stand')
  let acted = false
  await expect(async () => {
    if (acted) return
    // A blackjack on the first two cards has nothing to decide.
    if ((await frame.getByTestId('my-total').textContent()) === 'Blackjack') {
      acted = true
      return
    }
    if (await hit.isEnabled()) {
      await hit.focus()
      await hit.press('Enter')
      acted = true
    } else if (await stand.isEnabled()) {
      await stand.click()
      acted = true
    }
    expect(acted).toBe(true)
  }).toPass({ timeout: 20_000, intervals: [100] })
  await expectAccessible(page, 'the infinite blackjack table while deciding')

  // The dealer plays; the round settles and the bet shows its result.
  const settled = frame.getByTestId('my-bets').locator('li.won, li.lost')
  await expect(settled.first()).toBeVisible({ timeout: 30_000 })
  await expect(frame.getByTestId('balance')).toHaveText(/95,00|100,00|105,00|107,50|110,00/)
  await expect(settled.first().locator('.lt-badge')).toHaveText(/^(BJ|✕|1[7-9]|2[01])$/)
})
