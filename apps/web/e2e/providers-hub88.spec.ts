import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { playSimRound } from './support/simulator'

/**
 * A Hub88 game in the browser (docs/providers.md "Simulator"): the journey server runs the
 * aggregator simulator beside the site, as a demo site does. A funded player opens a Hub88 demo
 * game from the lobby (casino/launchurl → the Hub88 adapter → the simulator's game page), plays one
 * round, and the header's balance moves by exactly what the game says; the lobby, the play window
 * and the game page pass axe.
 */

test('open a Hub88 demo game from the lobby, play a round, the balance follows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const player = await registerPlayer(request, { tag: 'h88', phonePrefix: '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/slot')
  await expect(page.getByRole('heading', { name: 'Slot', level: 1 })).toBeVisible()

  // Listed under its provider, badged as demo content.
  const name = 'Yıldız Meyveler'
  const card = page.locator('[data-game="sim-star-fruits"]')
  await expect(card).toContainText('Hub88 Demo')
  await expect(card).toContainText('Demo içerik')
  await expectAccessible(page, 'the slot lobby with the Hub88 demo games (tr)')

  await card.getByRole('button', { name: `${name} oyna` }).click()
  await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  const gameBalance = frame.getByTestId('sim-balance')
  await expect(gameBalance).toHaveAttribute('data-kurus', '10000')
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(frame.getByText('Hub88 demo içeriği')).toBeVisible()
  await expectAccessible(page, 'the Hub88 game page in the play window (tr)')

  await playSimRound(page, request, player, frame, { stake: 200, from: 10_000 })
})
