import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import type { Player } from './players'

/**
 * The aggregator simulator's game in the play window (docs/providers.md "Simulator"), for the
 * provider journeys: waits for the page with the player's 100 ₺ (a fresh deposit), checks it with
 * axe, plays one round of `stake` kuruş, and checks the game's balance, the header's and the API's
 * all moved by exactly what the game reports.
 */
export async function playSimulatorRound(
  page: Page,
  request: APIRequestContext,
  player: Player,
  game: { name: string; provider: string; stake: number },
) {
  const frame = page.frameLocator(`iframe[title="${game.name}"]`)
  const gameBalance = frame.getByTestId('sim-balance')
  await expect(gameBalance).toHaveAttribute('data-kurus', '10000')
  await expect(frame.getByRole('heading', { name: game.name, level: 1 })).toBeVisible()
  await expect(frame.getByText(`${game.provider} demo içeriği`)).toBeVisible()
  await expectAccessible(page, `the ${game.provider} game page in the play window (tr)`)

  await frame.getByTestId('sim-stake').selectOption(String(game.stake))
  await frame.getByTestId('sim-play').click()
  const result = frame.getByTestId('sim-result')
  await expect(result).toHaveAttribute('data-state', 'settled', { timeout: 20_000 })
  const stake = Number(await result.getAttribute('data-stake'))
  const win = Number(await result.getAttribute('data-win'))
  expect(stake).toBe(game.stake)
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
}

const lira = (k: number) =>
  `${Math.floor(k / 100).toLocaleString('tr-TR')},${String(Math.abs(k) % 100).padStart(2, '0')}`
