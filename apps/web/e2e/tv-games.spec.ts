import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * TV games (docs/tv-games.md): /casino/tvbets lists Keno TV, the Money Wheel and Lucky 7
 * with their next draws; the player opens Keno TV, bets a five-number ticket of 1 ₺, reads the rules,
 * sees the draw settle it and opens the round's verify page from the draw history (every check ✓);
 * meanwhile a second tab opens the wheel and Lucky 7 pages with their schedule. Axe on every page. The e2e server
 * runs the tables at ROUNDS_SPEED=3: a keno round every 20 s (10 s of tickets, 7.3 s of balls).
 */
test('TV games: the lobby lists the three, a keno ticket settles, its round verifies', async ({
  page,
  request,
}) => {
  // Three games, each opened, played and checked by axe: about 120 s beside the other worker's journey
  // on the 2-core machine since the live floor grew to five tables and two virtual leagues.
  test.setTimeout(240_000)
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
    // Disabled while a bet is on its way (and after it, the ticket cleared): never wait on it.
    const confirm = frame.getByTestId('confirm')
    if (phase === 'open' && left >= 2 && (await confirm.isEnabled())) await confirm.click({ timeout: 2_000 })
    expect(await placed.count()).toBeGreaterThan(0)
  }).toPass({ timeout: 40_000, intervals: [250] })
  await expect(frame.getByTestId('balance')).toHaveText(/99,00/)
  await expectAccessible(page, 'the Keno TV page')
  // The rules: every pick count's paytable and RTP, and that the draw is animated, not broadcast.
  await frame.getByRole('button', { name: 'Kurallar' }).click()
  const rules = frame.getByRole('dialog', { name: 'Kurallar' })
  await expect(rules).toContainText('10 sayı: RTP %94,97')
  await expectAccessible(page, 'the Keno TV rules')
  await rules.getByRole('button', { name: 'Kapat' }).click()

  // While the ticket waits for its draw, the other two shows open in a second tab and pass axe too.
  const other = await page.context().newPage()
  for (const show of ['Galata Para Çarkı', 'Galata Şanslı 7']) {
    await other.goto('/casino/tvbets')
    await other.getByRole('button', { name: `${show} oyna` }).click()
    const f = other.frameLocator(`iframe[title="${show}"]`)
    await expect(f.getByTestId('balance')).toHaveText(/₺/)
    await expect(f.getByTestId('next-draws').locator('li').first()).toBeVisible()
    await expectAccessible(other, `the ${show} page`)
  }
  await other.close()

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
  await expect(verify.getByRole('heading', { name: 'Paylaşılan turu doğrula', level: 1 })).toBeVisible()
  // Opened from a round: that round's check alone, its game by name and its number as the player knows it.
  await expect(verify.getByTestId('seed-verify')).toHaveCount(0)
  await expect(verify.getByTestId('round-verify')).toContainText('Galata Keno TV')
  await expect(verify.getByTestId('round-verify')).not.toContainText(/galata-keno-tv|table:/)
  await expect(verify.getByTestId('round-id')).toHaveValue(String(roundId))
  await expect(verify.getByTestId('rv-ok')).toHaveCount(3)
  await expect(verify.getByTestId('rv-bad')).toHaveCount(0)
  await expectAccessible(verify, 'the round verify page')
  await verify.close()
})
