import { expect, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test'
import type { Player } from './players'

/**
 * One round on an aggregator simulator's game page in the play window (docs/providers.md
 * "Simulator"), from a balance of `from` kuruş: the game's result and balance, then the site's
 * header and balance, all moved by exactly what the game says (stake out, win in).
 */
export async function playSimRound(
  page: Page,
  request: APIRequestContext,
  player: Player,
  frame: FrameLocator,
  { stake, from }: { stake: number; from: number },
) {
  await frame.getByTestId('sim-stake').selectOption(String(stake))
  await frame.getByTestId('sim-play').click()
  const result = frame.getByTestId('sim-result')
  await expect(result).toHaveAttribute('data-state', 'settled', { timeout: 20_000 })
  expect(Number(await result.getAttribute('data-stake'))).toBe(stake)
  const win = Number(await result.getAttribute('data-win'))
  const after = from - stake + win
  // What the game says: its outcome and message, and its balance.
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

/** Kuruş as the header writes lira ("1.234,50"). */
const lira = (k: number) =>
  `${Math.floor(k / 100).toLocaleString('tr-TR')},${String(Math.abs(k) % 100).padStart(2, '0')}`
