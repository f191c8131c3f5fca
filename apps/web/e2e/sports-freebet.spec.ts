import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * "Freebet kullan" on the Kupon (docs/sportsbook.md "Sports promotions"): a player with a confirmed
 * deposit claims the Spor Freebet on /dashboard/claim-bonus, chooses it on the slip (the stake is its
 * amount and cannot be typed over), places a single with it; the balance does not move and Kuponlarım
 * shows the ticket as a freebet. Desktop: the slip's choice is the same on the phone's sheet.
 */

/** A football event kicking off at least ten minutes from now (a pre-match offer stops at kick-off). */
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

test('a claimed freebet stakes a single from the slip; the balance does not move', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const eventId = await laterEvent(request)
  const player = await registerPlayer(request, { tag: 'sfb', phonePrefix: '90573' })
  await deposit(request, player)

  await openAs(page, player, '/dashboard/claim-bonus')
  const campaign = page.locator('[data-testid="campaign-card"][data-code="sports_freebet"]')
  await expect(campaign).toContainText('₺50,00')
  await campaign.getByRole('button', { name: 'Talep Et' }).click()
  await expect(campaign).toContainText('Talep edildi')

  await page.goto(`/spor/mac/${eventId}`)
  await expect(page.getByRole('button', { name: /Bakiye: ₺100,00/ }).first()).toBeAttached()
  const resultMarket = page.getByRole('region', { name: 'Maç Sonucu' })
  // The freebet needs a ticket at 1.50 or more: the first price of the result market that has it.
  const prices = resultMarket.getByTestId('odds')
  const count = await prices.count()
  let picked = -1
  for (let i = 0; i < count && picked < 0; i++) {
    const text = (await prices.nth(i).innerText()).match(/\d+[.,]\d+/)?.[0] ?? '0'
    if (Number(text.replace(',', '.')) >= 1.5) picked = i
  }
  expect(picked).toBeGreaterThanOrEqual(0)
  await prices.nth(picked).click()

  const slip = page.getByTestId('bet-slip')
  const choice = slip.getByLabel('Freebet kullan')
  await expect(choice).toBeVisible()
  // A native select, labelled: the keyboard reaches it as any field.
  await choice.focus()
  await expect(choice).toBeFocused()
  await choice.selectOption({ index: 1 })
  await expect(slip.getByLabel('Freebet tutarı')).toBeDisabled()
  await expect(slip.getByLabel('Freebet tutarı')).toHaveValue(/50/)
  await expect(slip).toContainText('Olası Kazanç (freebet hariç)')
  await expectAccessible(page, 'the slip with a freebet chosen', { include: '[data-testid="bet-slip"]' })

  await slip.getByRole('button', { name: 'Bahis Yap' }).click()
  await expect(slip.getByRole('status')).toContainText('Kuponunuz alındı', { timeout: 60_000 })
  // The choice is gone with the used freebet; the cash balance is untouched.
  await expect(slip.getByLabel('Freebet kullan')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Bakiye: ₺100,00/ }).first()).toBeAttached()

  await slip.getByRole('link', { name: 'Kuponlarım' }).click()
  const ticket = page.getByTestId('ticket').first()
  await expect(ticket.getByTestId('ticket-freebet')).toBeVisible()
})
