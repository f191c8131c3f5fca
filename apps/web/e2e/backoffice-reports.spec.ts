import { randomInt } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectAccessible } from './support/a11y'
import { operatorToken } from './support/operator'
import { deposit, registerPlayer } from './support/players'

/*
 * The GGR report (docs/backoffice.md "Reports"): a player plays coin flips, then a finance member
 * opens /bo/reports from the menu for today, sees the chart and the GGR total, downloads the
 * server's CSV (byte-order mark and header row) and the page passes axe, in Turkish on the desktop.
 */

/** A finance member made by the run's administrator and enrolled over the API (as backoffice-queues.spec.ts). */
async function financeToken(request: APIRequestContext): Promise<string> {
  const member = {
    username: `rfinance${randomInt(1e6, 1e7)}`,
    password: 'console-password-1453',
    roles: ['finance'],
  }
  const made = await request.post('/api/backoffice/staff', {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
    data: member,
  })
  expect(made.ok(), await made.text()).toBe(true)
  const headers = { 'x-fingerprint': `e2e-${member.username}` }
  const offer = (await (
    await request.post('/api/backoffice/auth/login', {
      headers,
      data: { username: member.username, password: member.password },
    })
  ).json()) as { code: string; data: { secret: string; enrolToken: string } }
  expect(offer.code).toBe('TOTP_ENROL')
  const code = new TOTP({ secret: Secret.fromBase32(offer.data.secret) }).generate()
  const enrolled = (await (
    await request.post('/api/backoffice/auth/enrol', {
      headers,
      data: { enrolToken: offer.data.enrolToken, code },
    })
  ).json()) as { success: boolean; message: string; data: { token: string } }
  expect(enrolled.success, enrolled.message).toBe(true)
  return enrolled.data.token
}

test('a finance member reads today’s GGR, downloads the CSV, and the page is accessible', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  // A player plays: three coin flips of 5 ₺ over the studio's API, as the game page does.
  const player = await registerPlayer(request, { tag: 'rep', phonePrefix: '90539' })
  await deposit(request, player)
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  const launch = (await (
    await request.post('/api/casino/launchurl', {
      headers,
      data: { code: 'galata-coinflip', providerId: 1, isMobile: false },
    })
  ).json()) as { success: boolean; message: string; data: string }
  expect(launch.success, launch.message).toBe(true)
  const launchToken = new URL(launch.data, 'http://x').searchParams.get('token')!
  const session = (await (
    await request.post('/api/originals/session', { headers: { 'x-game-token': launchToken }, data: {} })
  ).json()) as { data: { token: string } }
  for (const side of ['heads', 'tails', 'heads']) {
    const bet = await request.post('/api/originals/galata-coinflip/bet', {
      headers: { 'x-game-token': session.data.token },
      data: { stake: 5, side },
    })
    expect(bet.ok(), await bet.text()).toBe(true)
  }

  const token = await financeToken(request)
  await page.addInitScript((t) => {
    sessionStorage.setItem('galata.bo.token', t)
    localStorage.setItem('lang', 'tr')
  }, token)
  await page.goto('/bo')
  await page.getByRole('link', { name: 'Raporlar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'GGR raporu' })).toBeVisible()
  await expect(page.getByTestId('rep-formula')).toContainText('GGR = bahisler − kazançlar')
  const chart = page.getByRole('img', { name: 'Günlük GGR, ürünlere göre yığılmış' })
  await expect(chart).toBeVisible()
  await expect(page.getByTestId('rep-total-ggr')).toContainText('₺')
  // Today's stakes hold at least the player's 15 ₺.
  const stakes = await page.getByTestId('rep-total').locator('td').first().textContent()
  expect(Number((stakes ?? '').replace(/[^\d,]/g, '').replace(',', '.'))).toBeGreaterThanOrEqual(15)
  await expectAccessible(page, '/bo/reports (tr)')

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV olarak indir' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^ggr-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv.split('\r\n')[0]).toBe('\uFEFFday,stakes,wins,ggr,bonus_cost,ngr')

  // By product: the Originals row is there, and axe passes on that table too.
  await page.getByLabel('Gruplama').selectOption('product')
  await page.getByRole('button', { name: 'Raporu göster' }).click()
  await expect(
    page.getByTestId('rep-table').getByRole('rowheader', { name: 'Galata Originals' }),
  ).toBeVisible()
  await expectAccessible(page, '/bo/reports by product (tr)')
})
