import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { playSimGameRound } from './support/simulator'

/**
 * An EveryMatrix game in the browser (docs/providers.md "Simulator"): the journey server runs the
 * aggregator simulator beside the site, as a demo site does, and EveryMatrix's launch url points at
 * its loader. A funded player opens EveryMatrix's demo game from the lobby (the adapter's loader
 * url; the loader starts the session with GetAccount and opens the game page), plays one round, and
 * the header's balance moves by exactly what the game says; the lobby and the play window pass axe.
 * `casino/emlaunchurl`, the spec's own EveryMatrix call, answers a loader url of the same game.
 */

test('open EveryMatrix’s demo game from the lobby, play a round, the balance follows', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const player = await registerPlayer(request, { tag: 'em', phonePrefix: '90538' })
  await deposit(request, player)
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }

  // The spec's EveryMatrix call: the loader url of the simulator, which opens the game page.
  const launch = await request.post('/api/casino/emlaunchurl', {
    headers,
    data: { code: 'sim-bosphorus-wheel', productId: 1 },
  })
  const loader = String(((await launch.json()) as { data: unknown }).data)
  expect(loader).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/Loader\/Start\/1\/sim-bosphorus-wheel\?/)

  await openAs(page, player, '/casino/games')
  const name = 'Boğaz Çarkı'
  const card = page.locator('[data-game="sim-bosphorus-wheel"]')
  // A fresh journey server's first lobby query is slow on a loaded machine.
  await expect(card).toContainText('EveryMatrix Demo', { timeout: 30_000 })
  await expect(card).toContainText('Demo içerik')
  await expectAccessible(page, 'the games lobby with EveryMatrix’s demo game (tr)')

  await playSimGameRound(page, request, player, {
    card,
    name,
    badge: 'EveryMatrix demo içeriği',
    stake: 500,
    what: 'EveryMatrix’s game page',
  })
})
