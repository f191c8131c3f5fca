import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { playSimGameRound } from './support/sim-game'

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
  // A fresh journey server's first lobby query is slow on a loaded machine.
  await expect(card).toContainText('Hub88 Demo', { timeout: 30_000 })
  await expect(card).toContainText('Demo içerik')
  await expectAccessible(page, 'the slot lobby with the Hub88 demo games (tr)')

  await playSimGameRound(page, request, player, {
    card,
    name,
    badge: 'Hub88 demo içeriği',
    stake: 200,
    what: 'the Hub88 game page',
  })
})
