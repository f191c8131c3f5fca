import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'
import { expectAccessible } from './a11y'
import type { Player } from './players'

/** Kuruş as the Turkish header shows lira: "9.800,00". */
const lira = (k: number) =>
  `${Math.floor(k / 100).toLocaleString('tr-TR')},${String(Math.abs(k) % 100).padStart(2, '0')}`

/**
 * One round on a simulator game page (docs/providers.md "Simulator") in Turkish, for a player whose
 * balance is `before` kuruş: the stake chosen, the round played, and the game's word (its outcome,
 * message and balance), the site's header and the balance API all showing the same figure.
 */
export async function playSimRound(
  page: Page,
  request: APIRequestContext,
  player: Player,
  frame: FrameLocator,
  { stake, before }: { stake: number; before: number },
): Promise<void> {
  await frame.getByTestId('sim-stake').selectOption(String(stake))
  await frame.getByTestId('sim-play').click()
  const result = frame.getByTestId('sim-result')
  await expect(result).toHaveAttribute('data-state', 'settled', { timeout: 20_000 })
  const win = Number(await result.getAttribute('data-win'))
  expect(Number(await result.getAttribute('data-stake'))).toBe(stake)
  const after = before - stake + win
  await expect(result).toContainText(win > 0 ? 'Kazandınız' : 'Bu turda kazanç yok')
  await expect(frame.getByTestId('sim-balance')).toHaveAttribute('data-kurus', String(after))
  // The site's header: the same figure, fetched again when the game says the balance moved.
  await expect(page.locator('header').getByText(lira(after)).filter({ visible: true }).first()).toBeVisible({
    timeout: 15_000,
  })
  const balance = await request.get('/api/user/balance', {
    headers: { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint },
  })
  expect(Math.round(((await balance.json()) as { data: { balance: number } }).data.balance * 100)).toBe(after)
}

/**
 * The simulator's game in the play window, opened from the lobby with the player's 100 ₺ (a fresh
 * deposit): the page waited for, checked with axe, and one round of `stake` kuruş played.
 */
export async function playSimulatorRound(
  page: Page,
  request: APIRequestContext,
  player: Player,
  game: { name: string; provider: string; stake: number },
): Promise<void> {
  const frame = page.frameLocator(`iframe[title="${game.name}"]`)
  await expect(frame.getByTestId('sim-balance')).toHaveAttribute('data-kurus', '10000')
  await expect(frame.getByRole('heading', { name: game.name, level: 1 })).toBeVisible()
  await expect(frame.getByText(`${game.provider} demo içeriği`)).toBeVisible()
  await expectAccessible(page, `the ${game.provider} game page in the play window (tr)`)
  await playSimRound(page, request, player, frame, { stake: game.stake, before: 10_000 })
}
