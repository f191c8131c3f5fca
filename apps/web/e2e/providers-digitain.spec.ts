import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { playSimulatorRound } from './support/simulator'

/**
 * A Digitain game in the browser (docs/providers.md "Simulator", Digitain): the journey server runs
 * the aggregator simulator, which plays Digitain beside Hub88. A funded player opens Digitain's demo
 * game from the lobby through Digitain's launch call of spec §7 (casino/dtlaunchurl → the adapter's
 * signed creategamesession → the simulator's page), plays one round (one atomic betwin), and the
 * header's balance moves by exactly what the game says; the lobby and the play window pass axe.
 */

test('open Digitain’s demo game from the lobby, play a round, the balance follows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const player = await registerPlayer(request, { tag: 'dtg', phonePrefix: '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/games')

  // Listed once, under Digitain, badged as demo content.
  const name = 'Kristal Çark'
  const card = page.locator('[data-game="sim-crystal-wheel"]')
  // The lobby's list can take a while on a loaded machine (its skeleton shows until then).
  await expect(card).toHaveCount(1, { timeout: 30_000 })
  await expect(card).toContainText('Digitain Demo')
  await expect(card).toContainText('Demo içerik')
  await expectAccessible(page, 'the games lobby with Digitain’s demo game (tr)')

  const launched = page.waitForRequest(
    (r) => r.url().endsWith('/api/casino/dtlaunchurl') && r.method() === 'POST',
  )
  await card.getByRole('button', { name: `${name} oyna` }).click()
  expect((await launched).postDataJSON()).toEqual({ code: 'sim-crystal-wheel' })
  await expect(page).toHaveURL(/\/casino\/play\//, { timeout: 20_000 })
  await playSimulatorRound(page, request, player, { name, provider: 'Digitain', stake: 500 })
})
