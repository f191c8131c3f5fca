import { expect, test } from '@playwright/test'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * A Galata Originals slot in the browser (docs/casino.md): a funded player opens it from the slot lobby,
 * spins once, sees the game's and the header's balance become 100 − stake + win, and finds the
 * spin in the game history. On a phone the game opens in the full-height dialog.
 */

/** "3,40 ₺" → 340 (kuruş). */
const kurus = (text: string) =>
  Math.round(Number(/[\d.]+,\d{2}/.exec(text)![0].replace(/\./g, '').replace(',', '.')) * 100)
const lira = (k: number) => `${Math.floor(k / 100)},${String(k % 100).padStart(2, '0')}`

test('open a slot from the lobby, spin, the balance and the history follow', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000)
  const player = await registerPlayer(request, { tag: 'slt', phonePrefix: '90534' })
  await deposit(request, player)
  await openAs(page, player, '/casino/slot')
  await expect(page.getByRole('heading', { name: 'Slot', level: 1 })).toBeVisible()

  const name = 'Kapalıçarşı Hazinesi'
  await page.getByRole('button', { name: `${name} oyna` }).click()
  if (isMobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  const balance = frame.getByTestId('game-balance')
  await expect(balance).toHaveText(/100,00/)

  await frame.getByTestId('stake').fill('2')
  await frame.getByTestId('play').click()
  // Free spins play out one by one before the round is listed: allow for a long feature.
  await expect(frame.locator('.recent-list li.won, .recent-list li.lost')).toHaveCount(1, { timeout: 60_000 })
  const win = kurus(await frame.getByTestId('slot-win').innerText())
  const expected = lira(10_000 - 200 + win)
  await expect(balance).toHaveText(new RegExp(expected))
  await expect(page.locator('header').getByText(expected).filter({ visible: true }).first()).toBeVisible({
    timeout: 15_000,
  })

  await page.goto('/dashboard/game-history')
  await expect(page.getByText(name).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Bahis' }).first()).toBeVisible()
})

/**
 * docs/casino.md: a slot of a newer mechanic (cascades) opens from the same lobby, shows its own rules,
 * spins (the tumbles play out) and pays what the balance says.
 */
test('open a cascade slot from the lobby, spin, the rules and the balance follow', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(90_000)
  const player = await registerPlayer(request, { tag: 'sl2', phonePrefix: '90535' })
  await deposit(request, player)
  await openAs(page, player, '/casino/slot')
  await expect(page.getByRole('heading', { name: 'Slot', level: 1 })).toBeVisible()

  const name = 'Topkapı Mücevherleri'
  await page.getByRole('button', { name: `${name} oyna` }).click()
  if (isMobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  const balance = frame.getByTestId('game-balance')
  await expect(balance).toHaveText(/100,00/)
  await expect(frame.getByTestId('slot-rules')).toContainText('tumble')

  await frame.getByTestId('stake').fill('1')
  await frame.getByTestId('play').click()
  await expect(frame.locator('.recent-list li.won, .recent-list li.lost')).toHaveCount(1, { timeout: 60_000 })
  const win = kurus(await frame.getByTestId('slot-win').innerText())
  await expect(balance).toHaveText(new RegExp(lira(10_000 - 100 + win)))
})
