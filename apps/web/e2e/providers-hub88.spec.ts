import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * A Hub88 game in the browser (docs/providers.md "Simulator"): the journey server runs the
 * aggregator simulator beside the site, as a demo site does. A funded player opens a Hub88 demo
 * game from the lobby (casino/launchurl → the Hub88 adapter → the simulator's game page), plays one
 * round, and the header's balance moves by exactly what the game says; the lobby, the play window
 * and the game page pass axe.
 */

const lira = (k: number) =>
  `${Math.floor(k / 100).toLocaleString('tr-TR')},${String(Math.abs(k) % 100).padStart(2, '0')}`

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

  await frame.getByTestId('sim-stake').selectOption('200')
  await frame.getByTestId('sim-play').click()
  const result = frame.getByTestId('sim-result')
  await expect(result).toHaveAttribute('data-state', 'settled', { timeout: 20_000 })
  const stake = Number(await result.getAttribute('data-stake'))
  const win = Number(await result.getAttribute('data-win'))
  expect(stake).toBe(200)
  const after = 10_000 - stake + win
  // What the game says: its outcome and message, and its balance.
  await expect(result).toContainText(win > 0 ? 'Kazandınız' : 'Bu turda kazanç yok')
  await expect(gameBalance).toHaveAttribute('data-kurus', String(after))
  // The site's header: the same figure, fetched again when the game says the balance moved.
  await expect(page.locator('header').getByText(lira(after)).filter({ visible: true }).first()).toBeVisible({
    timeout: 15_000,
  })
  const balance = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint },
  })
  expect(Math.round(((await balance.json()) as { data: { balance: number } }).data.balance * 100)).toBe(after)
})
