import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * TV games (issue 18, docs/tv-games.md): /casino/tvbets lists Keno TV, the Money Wheel and Lucky 7
 * with their next draws; the player opens Keno TV, bets a five-number ticket of 1 ₺, sees the draw
 * settle it and opens the round's verify page from the draw history (every check ✓); the wheel and
 * Lucky 7 pages open with their schedule. Axe on every page. The e2e server
 * runs the tables at ROUNDS_SPEED=3: a keno round every 20 s (10 s of tickets, 7.3 s of balls).
 */
test('TV games: the lobby lists the three, a keno ticket settles, its round verifies @desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const player = await registerPlayer(request, { tag: 'tvg', phonePrefix: '90545' })
  await deposit(request, player)
  await openAs(page, player, '/casino/tvbets')

  for (const name of ['Galata Keno TV', 'Galata Para Çarkı', 'Galata Şanslı 7'])
    await expect(page.getByRole('button', { name: `${name} oyna` })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('next-draws').first()).toContainText(/\d\d:\d\d:\d\d/)
  await expectAccessible(page, 'the TV games lobby')

  const name = 'Galata Keno TV'
  await page.getByRole('button', { name: `${name} oyna` }).click()
  await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/)
  await expect(frame.getByText('stüdyo yayını değildir').first()).toBeVisible()
  await expect(frame.getByTestId('next-draws').locator('li').first()).toBeVisible()

  // A ticket of five numbers with the 1 ₺ chip, confirmed while tickets are open (2 s or more left).
  for (const n of [7, 18, 29, 40, 51]) await frame.getByTestId(`keno-n-${n}`).click()
  await expect(frame.getByTestId('picked')).toHaveText('5 sayı seçildi')
  const placed = frame.getByTestId('my-bets').locator('li.open, li.won, li.lost')
  await expect(async () => {
    if ((await placed.count()) > 0) return
    const phase = await frame.getByTestId('phase').getAttribute('data-phase')
    const left = Number(((await frame.getByTestId('timer').textContent()) ?? '').replace(/\D/g, '') || 0)
    if (phase === 'open' && left >= 2) await frame.getByTestId('confirm').click()
    expect(await placed.count()).toBeGreaterThan(0)
  }).toPass({ timeout: 40_000, intervals: [250] })
  await expect(frame.getByTestId('balance')).toHaveText(/99,00/)
  await expectAccessible(page, 'the Keno TV page')

  // The draw settles the ticket: won or lost, the balance agrees.
  const settled = frame.getByTestId('my-bets').locator('li.won, li.lost')
  await expect(settled.first()).toBeVisible({ timeout: 30_000 })
  const roundId = Number(
    ((await settled.first().locator('span').first().textContent()) ?? '').replace(/\D/g, ''),
  )
  const won = await settled.first().evaluate((li) => li.classList.contains('won'))
  if (!won) await expect(frame.getByTestId('balance')).toHaveText(/99,00/)

  // The draw history links the round to the verify page: commit, close value and outcome all ✓.
  const link = frame.getByTestId(`verify-${roundId}`)
  await expect(link).toBeVisible({ timeout: 10_000 })
  const [verify] = await Promise.all([page.context().waitForEvent('page'), link.click()])
  await expect(verify.getByRole('heading', { name: 'Paylaşılan turu doğrula' })).toBeVisible()
  await expect(verify.getByTestId('round-verify')).toContainText('galata-keno-tv')
  await expect(verify.getByTestId('rv-ok')).toHaveCount(3)
  await expect(verify.getByTestId('rv-bad')).toHaveCount(0)
  await expectAccessible(verify, 'the round verify page')
  await verify.close()

  // The other two draw shows open with their schedule and pass axe too.
  for (const other of ['Galata Para Çarkı', 'Galata Şanslı 7']) {
    await page.goto('/casino/tvbets')
    await page.getByRole('button', { name: `${other} oyna` }).click()
    const f = page.frameLocator(`iframe[title="${other}"]`)
    await expect(f.getByTestId('balance')).toHaveText(/₺/)
    await expect(f.getByTestId('next-draws').locator('li').first()).toBeVisible()
    await expectAccessible(page, `the ${other} page`)
  }
})
