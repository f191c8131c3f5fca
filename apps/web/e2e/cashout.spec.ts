import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { openSlipSheet } from './support/slip'

/**
 * Cash-out on the web (docs/sportsbook.md "Cash-out"): a single placed from /spor, then
 * in Kuponlarım its offer, the share slider, the Cash Out button with its confirm step, the ticket
 * ending "Bozduruldu" and the balance going up by what was paid. Desktop and phone, axe on the way.
 */

async function slip(page: Page, info: TestInfo) {
  const slip = page.getByTestId('bet-slip')
  await openSlipSheet(page, info)
  await expect(slip).toBeVisible()
  return slip
}

/**
 * A football event kicking off at least ten minutes from now (a pre-match offer stops at kick-off,
 * and the first listed ones may start any minute); a fresh e2e server fills its fixtures in passes.
 */
async function laterEvent(request: APIRequestContext): Promise<number> {
  let id = 0
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/events', { data: { sport: 'football', take: 50 } })
        const items = ((await res.json()) as { data?: { items?: { id: number; startAt: string }[] } }).data
          ?.items
        id = items?.find((e) => Date.parse(e.startAt) > Date.now() + 10 * 60_000)?.id ?? 0
        return id
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeGreaterThan(0)
  return id
}

/** "₺9,04" → 9.04 */
const lira = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'))

test('a single placed, then cashed out from Kuponlarım: the balance goes up', async ({
  page,
  request,
}, info) => {
  // A fresh server is still filling its week of fixtures (PGlite: one transaction at a time).
  test.setTimeout(180_000)
  const eventId = await laterEvent(request)
  const player = await registerPlayer(request, {
    tag: 'cso',
    phonePrefix: info.project.name === 'mobile' ? '90571' : '90572',
  })
  await deposit(request, player)
  await openAs(page, player, `/spor/mac/${eventId}`)
  const resultMarket = page.getByRole('region', { name: 'Maç Sonucu' })
  await resultMarket.getByTestId('odds').first().click()
  const box = await slip(page, info)
  await box.getByLabel('Bahis Tutarı').fill('10')
  await box.getByLabel('Bahis Tutarı').blur()
  await box.getByRole('button', { name: 'Bahis Yap' }).click()
  await expect(box.getByRole('status')).toContainText('Kuponunuz alındı', { timeout: 60_000 })
  await expect(page.getByRole('button', { name: /Bakiye: ₺90,00/ }).first()).toBeAttached()

  await box.getByRole('link', { name: 'Kuponlarım' }).click()
  await expect(page).toHaveURL(/\/dashboard\/my-bets$/)
  const ticket = page.getByTestId('ticket').first()
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Açık')
  const panel = ticket.getByTestId('cashout')
  const offer = panel.getByTestId('cashout-offer')
  await expect(offer).toHaveText(/₺\d+,\d\d/)
  const offered = lira(await offer.innerText())
  // Below the potential payout and above nothing.
  expect(offered).toBeGreaterThan(0)
  expect(offered).toBeLessThan(lira(await ticket.getByTestId('ticket-payout').innerText()))

  // The share slider shows what part pays now and what stays on; back to all of it.
  await panel.getByTestId('cashout-share').fill('50')
  await expect(panel).toContainText('₺5,00 oynamaya devam eder')
  await panel.getByTestId('cashout-share').fill('100')
  await expectAccessible(page, 'Kuponlarım with a cash-out offer')

  // Cash Out asks to confirm first.
  await panel.getByTestId('cashout-button').click()
  await expect(panel.getByText(/bozdurmak istiyor musunuz\?/)).toBeVisible()
  await panel.getByLabel('Teklif değişikliklerini kabul et').check()
  await expectAccessible(page, 'the cash-out confirm step')
  await panel.getByTestId('cashout-confirm').click()

  const notice = ticket.getByTestId('cashout-notice')
  await expect(notice).toContainText('bozduruldu ve bakiyenize eklendi')
  const paid = lira((await notice.innerText()).split(' ')[0]!)
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Bozduruldu')
  // What it paid, not a potential payout of nothing (docs/sportsbook.md "Kuponlarım's ticket card").
  await expect(ticket.getByTestId('ticket-payout-label')).toHaveText('Ödenen')
  expect(lira(await ticket.getByTestId('ticket-payout').innerText())).toBe(paid)
  await expect(ticket).not.toContainText('Olası Kazanç')
  const cents = Math.round((90 + paid) * 100)
  const balance = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
  await expect(page.getByRole('button', { name: new RegExp(`Bakiye: ₺${balance}`) }).first()).toBeAttached()
})
