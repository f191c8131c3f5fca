import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'
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
