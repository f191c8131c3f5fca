import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { betInOpenWindow, openLiveTable } from './support/live-table'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * The live casino (docs/shared-rounds.md): the live lobby's Roulette filter finds Galata Live Roulette; the
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
  const frame = await openLiveTable(page, name, { isMobile })
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/, { timeout: 30_000 })
  // 5 ₺ on red, confirmed while betting is open (else in the next round).
  await betInOpenWindow(frame, 'spot-red')
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
