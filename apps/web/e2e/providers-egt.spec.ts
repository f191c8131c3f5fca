import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { playSimRound } from './support/simulator'

/**
 * An EGT game in the browser (docs/providers.md "Simulator", EGT): the journey server runs the
 * aggregator simulator beside the site, as a demo site does. A funded player finds EGT's demo game
 * in the lobby and opens it through EGT's launch call of spec §7 (casino/egtlaunchurl → the EGT
 * adapter's GetGameUrl → the simulator's game page), plays one round whose money comes back as
 * EGT's XML wallet calls, and the header's balance moves by exactly what the game says; the lobby
 * and the play window pass axe.
 */

test('open an EGT demo game from the lobby, play a round, the balance follows', async ({ page, request }) => {
  // Two wallet calls per round and a lobby search on a machine shared with other runs.
  test.setTimeout(150_000)
  const player = await registerPlayer(request, { tag: 'egt', phonePrefix: '90538' })
  await deposit(request, player)
  await openAs(page, player, '/casino/games')
  await expect(page.getByRole('heading', { name: 'Oyunlar', level: 1 })).toBeVisible()

  // Listed under its provider, badged as demo content.
  const name = 'Lale Çarkı'
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('Lale')
  const card = page.locator('[data-game="sim-tulip-wheel"]')
  // A loaded machine takes a while for the first lobby search.
  await expect(card).toContainText('EGT Digital Demo', { timeout: 30_000 })
  await expect(card).toContainText('Demo içerik')
  await expectAccessible(page, 'the games lobby with the EGT demo game (tr)')

  const launched = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/casino/egtlaunchurl',
  )
  await card.getByRole('button', { name: `${name} oyna` }).click()
  expect((await launched).postDataJSON()).toMatchObject({
    platform: 1,
    gameCode: 'sim-tulip-wheel',
    language: 'tr',
  })
  await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  const gameBalance = frame.getByTestId('sim-balance')
  // EGT's Authenticate answered with the site's balance.
  await expect(gameBalance).toHaveAttribute('data-kurus', '10000')
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(frame.getByText('EGT demo içeriği')).toBeVisible()
  await expectAccessible(page, 'the EGT game page in the play window (tr)')

  await playSimRound(page, request, player, frame, { stake: 500, before: 10_000 })
})
