import { expect, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test'
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
 * The simulator's game page in the play window for a player holding 100 ₺ (a fresh deposit): it
 * shows that balance, its name and the provider's demo badge, and passes axe (`what` names it).
 */
async function simGamePage(page: Page, name: string, badge: string, what: string): Promise<FrameLocator> {
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('sim-balance')).toHaveAttribute('data-kurus', '10000')
  await expect(frame.getByRole('heading', { name, level: 1 })).toBeVisible()
  await expect(frame.getByText(badge)).toBeVisible()
  await expectAccessible(page, `${what} in the play window (tr)`)
  return frame
}

/** The simulator's game, already opened in the play window: checked, then one round of `stake` kuruş. */
export async function playSimulatorRound(
  page: Page,
  request: APIRequestContext,
  player: Player,
  game: { name: string; provider: string; stake: number },
): Promise<void> {
  const frame = await simGamePage(
    page,
    game.name,
    `${game.provider} demo içeriği`,
    `the ${game.provider} game page`,
  )
  await playSimRound(page, request, player, frame, { stake: game.stake, before: 10_000 })
}

/** The simulator's game opened from its lobby card (`badge` the page's demo badge), then one round. */
export async function playSimGameRound(
  page: Page,
  request: APIRequestContext,
  player: Player,
  game: { card: Locator; name: string; badge: string; stake: number; what: string },
): Promise<void> {
  await game.card.getByRole('button', { name: `${game.name} oyna` }).click()
  // The play window's route loads its code on first use: slow on a loaded machine.
  await expect(page).toHaveURL(/\/casino\/play\//, { timeout: 30_000 })
  const frame = await simGamePage(page, game.name, game.badge, game.what)
  await playSimRound(page, request, player, frame, { stake: game.stake, before: 10_000 })
}
