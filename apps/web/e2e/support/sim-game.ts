import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import type { Player } from './players'

/**
 * One round of a simulator demo game in the play window (docs/providers.md "Simulator"), from the
 * lobby card of a player holding 100 ₺: the game page opens with the player's balance and the
 * provider's demo badge, passes axe in the play window, plays `stake` kuruş, and the header's
 * balance and the API's both move by exactly what the page reports.
 */
export async function playSimGameRound(
  page: Page,
  request: APIRequestContext,
  player: Player,
  game: { card: Locator; name: string; badge: string; stake: number; what: string },
): Promise<void> {
  await game.card.getByRole('button', { name: `${game.name} oyna` }).click()
  // The play window's route loads its code on first use: slow on a loaded machine.
  await expect(page).toHaveURL(/\/casino\/play\//, { timeout: 30_000 })
  const frame = page.frameLocator(`iframe[title="${game.name}"]`)
  const gameBalance = frame.getByTestId('sim-balance')
  await expect(gameBalance).toHaveAttribute('data-kurus', '10000')
  await expect(frame.getByRole('heading', { name: game.name, level: 1 })).toBeVisible()
  await expect(frame.getByText(game.badge)).toBeVisible()
  await expectAccessible(page, `${game.what} in the play window (tr)`)

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
