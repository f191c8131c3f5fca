import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { playSimRound } from './support/simulator'

/**
 * A SoftGamings game in the browser (docs/providers.md "Simulator"): the journey server runs the
 * aggregator simulator beside the site, as a demo site does. A funded player opens SoftGamings's demo
 * game from the lobby through `casino/softgamingslaunchurl` (the adapter's AuthHTML call, answered by
 * the simulator with HTML and a script). The play window's HTML frame shows the markup and runs the
 * script (spec §7), which frames the game page; one round is played, and the header's balance moves by
 * exactly what the game says. The lobby and the play window, frames included, pass axe.
 */

test('open the SoftGamings demo game from the lobby, play a round, the balance follows', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const player = await registerPlayer(request, { tag: 'sgs', phonePrefix: '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/games')

  // Listed once, under its provider, badged as demo content.
  const name = 'Altın Pusula'
  const card = page.locator('[data-game="sim-golden-compass"]')
  // The lobby's list can take a while on a loaded machine.
  await expect(card).toHaveCount(1, { timeout: 60_000 })
  await expect(card).toContainText('SoftGamings Demo')
  await expect(card).toContainText('Demo içerik')
  await expectAccessible(page, 'the games lobby with the SoftGamings demo game (tr)')

  const launch = page.waitForRequest((r) => r.url().endsWith('/api/casino/softgamingslaunchurl'))
  await card.getByRole('button', { name: `${name} oyna` }).click()
  // The spec's call for SoftGamings: its system and page code, isMobile 0 on a desktop.
  expect((await launch).postDataJSON()).toMatchObject({ pageCode: 'sim-golden-compass', isMobile: 0 })
  await expect(page).toHaveURL(/\/casino\/play\//)

  // The HTML frame: the part before the script is shown, the script has run (it framed the game),
  // and no script text shows.
  const htmlFrame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(htmlFrame.locator('#sim-softgamings')).toBeAttached()
  await expect(htmlFrame.locator('body')).not.toContainText('addEventListener')
  const frame = htmlFrame.frameLocator(`#sim-softgamings iframe[title="${name}"]`)
  const gameBalance = frame.getByTestId('sim-balance')
  await expect(gameBalance).toHaveAttribute('data-kurus', '10000', { timeout: 20_000 })
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(frame.getByText('SoftGamings demo içeriği')).toBeVisible()
  await expectAccessible(page, 'the SoftGamings game in the play window (tr)')

  await playSimRound(page, request, player, frame, { stake: 500, before: 10_000 })

  // The game's way back closes the play window (its message, passed on by the provider's script).
  await frame.getByRole('button', { name: 'Lobiye dön' }).click()
  await expect(page).not.toHaveURL(/\/casino\/play\//)
})
