import { randomInt, randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectAccessible } from './support/a11y'
import { operatorToken } from './support/operator'
import { deposit, openAs, registerPlayer } from './support/players'

/*
 * The console's trading screens (docs/backoffice.md "Trading"): a trader opens an event a player
 * bet on and sees the stake and liability on the outcome; suspends its main market, which the
 * public event API and the player's event page then show suspended, and resumes it; sets and removes
 * an event's stake limit on the risk screen. axe over the events list and the event
 * page in Turkish on the desktop. The main e2e world runs at real speed: nothing kicks off meanwhile.
 */

const TOKEN_KEY = 'galata.bo.token'
const PASSWORD = 'console-password-1453'
const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'x-fingerprint': 'e2e-bo-trading' })

type Answer = { success: boolean; code?: string; message: string; data: Record<string, string> }
type Market = {
  id: number
  key: string
  status: string
  outcomes: { id: number; key: string; odds: number }[]
}

/** A member made by the run's admin and enrolled through the API: their session token. */
async function staffToken(request: APIRequestContext, role: 'trader' | 'risk'): Promise<string> {
  const username = `bx${role.slice(0, 3)}${randomInt(1e6, 1e7)}`
  const made = await request.post('/api/backoffice/staff', {
    headers: headers(await operatorToken(request)),
    data: { username, password: PASSWORD, roles: [role] },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const offer = (await (
    await request.post('/api/backoffice/auth/login', {
      headers: { 'x-fingerprint': 'e2e-bo-trading' },
      data: { username, password: PASSWORD },
    })
  ).json()) as Answer
  expect(offer.code, offer.message).toBe('TOTP_ENROL')
  const code = new TOTP({ secret: Secret.fromBase32(offer.data.secret!) }).generate()
  const enrolled = (await (
    await request.post('/api/backoffice/auth/enrol', {
      headers: { 'x-fingerprint': 'e2e-bo-trading' },
      data: { enrolToken: offer.data.enrolToken, code },
    })
  ).json()) as Answer
  expect(enrolled.success, enrolled.message).toBe(true)
  return enrolled.data.token!
}

async function consoleAs(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext()
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key!)) sessionStorage.setItem(key!, value!)
    },
    [TOKEN_KEY, token],
  )
  return context.newPage()
}

/** A football event well ahead of kick-off (the last of the first page of the pre-match list). */
async function laterEvent(request: APIRequestContext): Promise<number> {
  let id = 0
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/events', { data: { sport: 'football', take: 20 } })
        const items = ((await res.json()) as { data?: { items?: { id: number }[] } }).data?.items ?? []
        id = items.length > 2 ? items.at(-1)!.id : 0
        return id
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeGreaterThan(0)
  return id
}

async function mainMarket(request: APIRequestContext, eventId: number): Promise<Market> {
  const res = await request.get(`/api/sports/events/${eventId}`)
  const body = (await res.json()) as { data: { markets: Market[] } }
  return body.data.markets.find((m) => m.key === '1x2')!
}

test.describe('console trading', () => {
  test.describe.configure({ timeout: 150_000 })

  test('a trader sees a bet’s liability, suspends and resumes the market', async ({
    browser,
    page: site,
    request,
  }) => {
    const eventId = await laterEvent(request)
    const market = await mainMarket(request, eventId)
    const home = market.outcomes.find((o) => o.key === '1')!

    // A player's 20 ₺ on the home win, over the API as the other sportsbook journeys bet.
    const player = await registerPlayer(request, { tag: 'bot', phonePrefix: '90564' })
    await deposit(request, player)
    const bet = await request.post('/api/sports/bets', {
      headers: { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint },
      data: {
        kind: 'single',
        legs: [{ outcomeId: home.id, odds: home.odds }],
        stake: 20,
        oddsChange: 'any',
        placementKey: randomUUID(),
      },
    })
    expect(bet.ok(), await bet.text()).toBe(true)

    const page = await consoleAs(browser, await staffToken(request, 'trader'))
    await page.goto('/bo/trading')
    await expect(page.getByRole('heading', { level: 1, name: 'Maçlar ve oranlar' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Risk ayarları' })).toBeVisible()
    await expect(page.locator('.bo-table tbody tr').first()).toBeVisible()
    await expectAccessible(page, '/bo/trading (tr)')

    await page.goto(`/bo/trading/events/${eventId}`)
    const box = page.locator('.bo-market[data-market="1x2"]')
    // The outcome's stake, and its liability: 20 × odds − 20 taken on the market.
    const row = box.locator('tbody tr').first()
    await expect(row).toContainText('₺20,00')
    const liability = (20 * home.odds - 20).toFixed(2).replace('.', ',')
    await expect(row).toContainText(liability)
    await expect(page.getByRole('heading', { level: 2, name: 'Açık kuponlar (en büyük önce)' })).toBeVisible()
    await expect(page.locator('.bo-table', { hasText: 'Açık kuponlar' }).locator('tbody tr')).toContainText(
      /bot\d+/,
    )
    await expectAccessible(page, '/bo/trading/events/:id (tr)')

    // Suspend with a note: the public event shows the market suspended.
    await box.getByRole('button', { name: /^Askıya al/ }).click()
    const confirm = box.getByRole('form', { name: /^Askıya al/ })
    await expect(confirm.getByLabel('Not (denetim kaydına yazılır)')).toBeFocused()
    await confirm.getByLabel('Not (denetim kaydına yazılır)').fill('Sakatlık haberi')
    await confirm.getByRole('button', { name: 'Onayla' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'askıya alındı' })).toBeVisible()
    await expect(box.locator('caption')).toContainText('Askıda')
    await expect.poll(async () => (await mainMarket(request, eventId)).status).toBe('suspended')
    // The player's event page: the market's prices cannot be picked while it is suspended.
    await openAs(site, player, `/spor/mac/${eventId}`)
    const siteMarket = site.getByRole('region', { name: 'Maç Sonucu' })
    await expect(siteMarket.getByTestId('odds').first()).toBeDisabled()
    await expectAccessible(page, '/bo/trading/events/:id suspended (tr)')

    await box.getByRole('button', { name: /^Yeniden aç/ }).click()
    await box
      .getByRole('form', { name: /^Yeniden aç/ })
      .getByRole('button', { name: 'Onayla' })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'yeniden açıldı' })).toBeVisible()
    await expect.poll(async () => (await mainMarket(request, eventId)).status).toBe('active')
    await site.reload()
    await expect(siteMarket.getByTestId('odds').first()).toBeEnabled()

    // Risk settings: a stake limit on this event only, added, shown, removed.
    await page.getByRole('link', { name: 'Risk ayarları' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Risk ayarları' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Futbol gecikmesi (sn)' })).toBeVisible()
    const add = page.getByRole('form', { name: 'Limit ekle' })
    await add.getByLabel('Kapsam').selectOption('event')
    await add.getByLabel('Anahtar').fill(String(eventId))
    await add.getByLabel('En yüksek bahis').fill('500')
    await add.getByRole('button', { name: 'Limit ekle' }).click()
    await expect(page.getByText('Limit kaydedildi.')).toBeVisible()
    const limitRow = page.locator('tr', { has: page.getByRole('rowheader', { name: 'Maç' }) }).filter({
      hasText: String(eventId),
    })
    await expect(limitRow.getByRole('textbox', { name: /^En yüksek bahis/ })).toHaveValue('500')
    await expectAccessible(page, '/bo/risk (tr)')
    await limitRow.getByRole('button', { name: /^Kaldır/ }).click()
    await expect(page.getByText('Limit kaldırıldı.')).toBeVisible()
    await expect(limitRow).toHaveCount(0)
    await page.context().close()
  })

  // The phone's layout in English (docs/testing.md "Which journeys run on the phone"): the same
  // screens, read-only for a risk member, axe over each.
  test(
    'the screens on a phone, in English, for a member who only reads',
    { tag: ['@mobile'] },
    async ({ browser, request }) => {
      const eventId = await laterEvent(request)
      const page = await consoleAs(browser, await staffToken(request, 'risk'))
      await page.addInitScript(() => localStorage.setItem('lang', 'en'))
      await page.goto('/bo/trading')
      await expect(page.getByRole('heading', { level: 1, name: 'Events and prices' })).toBeVisible()
      await expect(page.locator('.bo-table tbody tr').first()).toBeVisible()
      await expectAccessible(page, '/bo/trading (en, phone)')
      await page.goto(`/bo/trading/events/${eventId}`)
      await expect(page.getByText('You can only view this page.')).toBeVisible()
      await expect(page.locator('.bo-market').first()).toBeVisible()
      await expect(page.getByRole('button', { name: /^Suspend/ })).toHaveCount(0)
      await expectAccessible(page, '/bo/trading/events/:id (en, phone)')
      await page.goto('/bo/risk')
      await expect(page.getByRole('heading', { level: 2, name: 'Live-bet delay' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Save the delays' })).toHaveCount(0)
      await expectAccessible(page, '/bo/risk (en, phone)')
      await page.context().close()
    },
  )
})
