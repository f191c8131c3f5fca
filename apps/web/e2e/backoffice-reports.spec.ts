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

/*
 * The reports beside GGR (docs/backoffice.md "Reports", "The other reports"): a finance member reads
 * yesterday's GGR chart from the quick range and downloads its CSV, then opens each other report from
 * the reports' links, sees its table (and its chart where it has one), downloads its CSV (header row
 * checked) and axe passes on each, in Turkish on the desktop.
 */
test('a finance member reads yesterday’s GGR and every other report, with their CSVs', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const token = await financeToken(request)
  await page.addInitScript((t) => {
    sessionStorage.setItem('galata.bo.token', t)
    localStorage.setItem('lang', 'tr')
  }, token)
  await page.goto('/bo/reports')
  await expect(page.getByRole('heading', { level: 1, name: 'GGR raporu' })).toBeVisible()
  await page.getByRole('button', { name: 'Dün' }).click()
  await expect(page).toHaveURL(/from=(\d{4}-\d{2}-\d{2})&to=\1/)
  const yesterday = new URL(page.url()).searchParams.get('from')!
  await expect(page.getByRole('img', { name: 'Günlük GGR, ürünlere göre yığılmış' })).toBeVisible()
  // uPlot draws on a canvas inside the named image.
  await expect(page.getByTestId('rep-chart').locator('canvas').first()).toBeVisible()
  const [ggr] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV olarak indir' }).click(),
  ])
  expect(ggr.suggestedFilename()).toBe(`ggr-day-${yesterday}-${yesterday}.csv`)
  const ggrCsv = await readFile((await ggr.path())!, 'utf8')
  expect(ggrCsv.split('\r\n')[0]).toBe('\uFEFFday,stakes,wins,ggr,bonus_cost,ngr')
  expect(ggrCsv.split('\r\n')[1]).toMatch(new RegExp(`^${yesterday},`))
  await expectAccessible(page, '/bo/reports yesterday (tr)')

  const reports = [
    {
      link: 'Yatırım ve çekimler',
      heading: 'Yatırım ve çekim raporu',
      chart: 'Günlük onaylanan yatırım ve çekimler',
      header: 'direction,method,status,count,amount,median_seconds_to_approve,p90_seconds_to_approve',
      file: 'payments',
    },
    {
      link: 'İlk yatırımlar',
      heading: 'İlk yatırım raporu',
      chart: 'Günlük ilk yatırım yapan oyuncu sayısı',
      header: 'day,first_depositors,amount',
      file: 'first-deposits',
    },
    {
      link: 'Oyuncu kâr/zarar',
      heading: 'Oyuncu kâr/zarar raporu',
      chart: null,
      header: 'player_id,username,stakes,wins,profit',
      file: 'pnl',
    },
    {
      link: 'Yükümlülükler',
      heading: 'Yükümlülük raporu',
      chart: 'Gün sonu yükümlülükler, kalemlere göre',
      header: 'day,at,cash,bonus,pending_withdrawals,open_stakes,open_tickets,total',
      file: 'liabilities',
    },
    {
      link: 'Spor marjı',
      heading: 'Spor bahisleri marjı',
      chart: 'Günlük spor bahisleri ve ödemeler',
      header: 'sport,market_type,tickets,stakes,payouts,ggr,margin_percent',
      file: 'margin',
    },
  ]
  for (const r of reports) {
    await page.getByRole('navigation', { name: 'Raporlar' }).getByRole('link', { name: r.link }).click()
    await expect(page.getByRole('heading', { level: 1, name: r.heading })).toBeVisible()
    // The range came along from the GGR report: yesterday.
    await expect(page).toHaveURL(new RegExp(`from=${yesterday}&to=${yesterday}`))
    await expect(page.getByTestId('rep-table')).toBeVisible()
    if (r.chart) await expect(page.getByRole('img', { name: r.chart })).toBeVisible()
    await expectAccessible(page, `${r.heading} (tr)`)
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV olarak indir' }).click(),
    ])
    expect(file.suggestedFilename()).toBe(`${r.file}-${yesterday}-${yesterday}.csv`)
    const csv = await readFile((await file.path())!, 'utf8')
    expect(csv.split('\r\n')[0], r.file).toBe(`\uFEFF${r.header}`)
  }
  // The range picker refuses a backwards range under its field, in Turkish.
  await page.getByLabel('Başlangıç günü').fill('2026-02-02')
  await page.getByLabel('Bitiş günü').fill('2026-02-01')
  await page.getByRole('button', { name: 'Raporu göster' }).click()
  await expect(page.getByLabel('Bitiş günü')).toHaveAttribute('aria-invalid', 'true')
  // Today's P&L holds the player of the first journey when it ran; the page reads either way.
  await page.getByRole('button', { name: 'Bu ay' }).click()
  await page
    .getByRole('navigation', { name: 'Raporlar' })
    .getByRole('link', { name: 'Oyuncu kâr/zarar' })
    .click()
  await expect(page.getByTestId('rep-total')).toBeVisible()
})
