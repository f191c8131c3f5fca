import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { betInOpenWindow, openLiveTable } from './support/live-table'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Galata Three Card Poker (docs/shared-rounds.md): the live lobby's Poker filter finds the table; the player
 * puts 5 ₺ on the Ante while betting is open, sees the common player hand at the close and plays (another
 * 5 ₺ through the wallet), then the dealer's cards settle the round. The e2e server runs the tables at
 * ROUNDS_SPEED=3 (a round about every 13 s: 5 s of bets, 5 s to decide, the dealer's cards).
 */
test('live lobby → Poker → Galata Three Card Poker: an Ante, Play, and the round settles', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000)
  const player = await registerPlayer(request, { tag: 'tcp', phonePrefix: '90538' })
  await deposit(request, player)
  await openAs(page, player, '/casino/live')

  const name = 'Galata Üç Kart Poker'
  const frame = await openLiveTable(page, name, { filter: 'Poker', isMobile })
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/, { timeout: 30_000 })
  // 5 ₺ on the Ante.
  await betInOpenWindow(frame, 'spot-ante')
  await expect(frame.getByTestId('balance')).toHaveText(/95,00/)

  // At the close the player hand is dealt and the Play / Fold panel counts down: play.
  const play = frame.getByRole('button', { name: 'Oyna', exact: true })
  await expect(play).toBeEnabled({ timeout: 20_000 })
  await expect(frame.getByTestId('decision-timer')).toHaveText(/Karar için \d+ sn/)
  await play.click()
  await expect(frame.getByTestId('player-cards')).toHaveAttribute('aria-label', /\S+ \S+ \S+/)
  await expect(frame.getByTestId('decision-prompt')).toHaveText(/Oynadınız: ₺?5,00/, { timeout: 15_000 })
  await expect(frame.getByTestId('balance')).toHaveText(/90,00/)

  // The dealer's cards settle it: a loss leaves 90; a win, a push or a non-qualifying dealer pay back.
  const settled = frame.getByTestId('my-bets').locator('li.won, li.lost')
  await expect(settled.first()).toBeVisible({ timeout: 30_000 })
  const won = await settled.first().evaluate((li) => li.classList.contains('won'))
  await expect(frame.getByTestId('balance')).toHaveText(
    won ? /(95|100|105|110|115|120|125|130|135),00/ : /90,00/,
  )
  await expect(settled.first().locator('.lt-badge')).toHaveText(/^[OKEY]$/)
  await expectAccessible(page, 'the Three Card Poker table')
})
