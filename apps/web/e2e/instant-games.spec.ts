import { expect, test, type FrameLocator, type Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { goInApp } from './support/shell'

/**
 * The instant games (docs/casino.md) in the browser: a funded player finds Galata Plinko and Galata Keno in
 * the lobby's games area, launches each (the play page on a desktop, the full-height dialog on a
 * phone), plays one round to its end and sees it listed and paid; axe checks the play page with the
 * game in its frame, the rules panel open. Coin flip, scratch and tower share one short desktop test.
 */

/** Back to the games area inside the open site (the lobby's own link, not a new load), then a game. */
async function launch(page: Page, isMobile: boolean, search: string, name: string): Promise<FrameLocator> {
  await goInApp(page, '/casino/games')
  await page.getByRole('searchbox', { name: 'Oyun ara' }).fill(search)
  await page.getByRole('button', { name: `${name} oyna` }).click()
  if (isMobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('game-balance')).toHaveText(/\d,\d{2}/)
  return frame
}

const settled = (frame: FrameLocator) => frame.locator('.recent-list li.won, .recent-list li.lost')

test('plinko and keno: launched from the games area, one round each, accessible', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000)
  const player = await registerPlayer(request, { tag: 'ins', phonePrefix: isMobile ? '90571' : '90572' })
  await deposit(request, player)
  await openAs(page, player, '/casino/games')

  const plinko = await launch(page, isMobile, 'plinko', 'Galata Plinko')
  await expect(plinko.getByTestId('game-balance')).toHaveText(/100,00/)
  await plinko.getByTestId('stake').fill('1')
  await plinko.getByTestId('plinko-rows').selectOption('8')
  await plinko.getByRole('button', { name: 'Yüksek' }).click()
  // Eight rows pay 34,21× at either edge on high risk.
  await expect(plinko.getByTestId('plinko-boxes')).toContainText('34,21×')
  await plinko.getByTestId('play').click()
  await expect(settled(plinko)).toHaveCount(1, { timeout: 15_000 })
  await expect(plinko.getByTestId('plinko-message')).toContainText('kutusuna düştü')
  await expect(plinko.locator('.plinko-boxes .box.landed')).toHaveCount(1)
  await plinko.getByText('Kurallar').click()
  await expect(plinko.getByTestId('rules')).toContainText('RTP')
  await expectAccessible(page, 'the plinko play page')

  const keno = await launch(page, isMobile, 'keno', 'Galata Keno')
  for (const n of [3, 11, 17, 25, 38]) await keno.locator(`[data-number="${n}"]`).click()
  await expect(keno.getByTestId('keno-count')).toHaveText('5 / 10 seçildi')
  await keno.getByTestId('stake').fill('1')
  await keno.getByTestId('play').click()
  await expect(settled(keno)).toHaveCount(1, { timeout: 15_000 })
  await expect(keno.locator('.keno-cell.drawn')).toHaveCount(10)
  await expect(keno.getByTestId('keno-message')).toContainText('isabet')
  await keno.getByText('Kurallar').click()
  await expectAccessible(page, 'the keno play page')
})

test('hi-lo: start, skip, a guess, then a cash-out or a lost round; accessible', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(240_000)
  const player = await registerPlayer(request, { tag: 'hil', phonePrefix: isMobile ? '90573' : '90574' })
  await deposit(request, player)
  await openAs(page, player, '/casino/games')

  const hilo = await launch(page, isMobile, 'hi-lo', 'Galata Hi-Lo')
  await hilo.getByTestId('stake').fill('1')
  await hilo.getByTestId('play').click()
  await expect(hilo.getByTestId('hilo-higher')).toBeEnabled()
  await expect(hilo.getByTestId('hilo-card').locator('.card:not(.back)')).toHaveCount(1)
  await hilo.getByText('Kurallar').click()
  await expectAccessible(page, 'the hi-lo play page')
  // A skip keeps the round open and turns up a new card.
  await hilo.getByTestId('hilo-skip').click()
  await expect(hilo.locator('.hilo-step')).toHaveCount(1)
  await hilo.getByTestId('hilo-higher').click()
  await expect(hilo.locator('.hilo-step')).toHaveCount(2)
  const cashout = hilo.getByTestId('cashout')
  if (await cashout.isEnabled()) await cashout.click()
  await expect(settled(hilo)).toHaveCount(1, { timeout: 15_000 })
})

test('coin flip, scratch and tower: one round each, accessible', async ({ page, request }) => {
  // Three games launched and played in one test: 45 s was not enough on a loaded 2-core machine.
  test.setTimeout(120_000)
  const player = await registerPlayer(request, { tag: 'cst', phonePrefix: '90575' })
  await deposit(request, player)
  await openAs(page, player, '/casino/games')

  const coin = await launch(page, false, 'yazı tura', 'Galata Yazı Tura')
  await coin.getByTestId('stake').fill('1')
  await coin.getByTestId('call-tails').click()
  await coin.getByTestId('play').click()
  await expect(settled(coin)).toHaveCount(1, { timeout: 15_000 })
  await expect(coin.getByTestId('coin-message')).toContainText('geldi')
  await coin.getByText('Kurallar').click()
  await expectAccessible(page, 'the coin flip play page')

  const scratch = await launch(page, false, 'kazı kazan', 'Galata Kazı Kazan')
  await scratch.getByTestId('stake').fill('1')
  await scratch.getByTestId('play').click()
  await scratch.getByTestId('scratch-cell-4').click()
  await expect(scratch.locator('.scratch-cell.shown')).toHaveCount(1)
  await scratch.getByTestId('reveal-all').click()
  await expect(scratch.locator('.scratch-cell.shown')).toHaveCount(9)
  await expect(settled(scratch)).toHaveCount(1)
  await scratch.getByText('Kurallar').click()
  await expectAccessible(page, 'the scratch play page')

  const tower = await launch(page, false, 'kulesi', 'Galata Kulesi')
  await tower.getByTestId('stake').fill('1')
  await tower.getByRole('button', { name: 'Zor' }).click()
  await tower.getByTestId('play').click()
  await tower.getByTestId('tower-door-0').click()
  await expectAccessible(page, 'the tower play page')
  const cashout = tower.getByTestId('cashout')
  if (await cashout.isEnabled()) await cashout.click()
  await expect(settled(tower)).toHaveCount(1, { timeout: 15_000 })
})
