import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { isMobile } from './support/shell'
import { openSlipSheet } from './support/slip'

/**
 * Maç Kombini (docs/sportsbook.md "Bet builder on the web"): on a football match's page the player
 * switches to the bet builder, is told at once that a pick contradicting another cannot go with it,
 * builds three selections of the match, sees one combined price beside the singles multiplied,
 * adds it to the slip as ONE leg, places it, sees the balance drop and the ticket in Kuponlarım
 * with its selections. Desktop and phone (the slip is a bottom sheet there).
 */

/** The slip: the right column on desktop, the bottom sheet (opened from its bar) on phones. */
async function slip(page: Page, info: TestInfo) {
  const slip = page.getByTestId('bet-slip')
  await openSlipSheet(page, info)
  await expect(slip).toBeVisible()
  return slip
}

/** A football match kicking off late enough to build and place the slip before it starts. */
async function laterFootball(request: APIRequestContext): Promise<number> {
  let id: number | undefined
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/events', { data: { sport: 'football', take: 50 } })
        const items =
          (
            (await res.json()) as {
              data?: { items?: Array<{ id: number; startAt: string; status: string }> }
            }
          ).data?.items ?? []
        const later = items
          .filter((e) => e.status === 'scheduled' && Date.parse(e.startAt) > Date.now() + 20 * 60_000)
          .sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt))
        id = later[0]?.id
        return id !== undefined
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true)
  return id!
}

test.describe('bet builder', () => {
  // Two axe runs over a match page of thousands of nodes on a loaded 2-core machine.
  test.describe.configure({ timeout: 180_000 })

  test(
    'three selections of one match, one price, one leg on the slip, placed',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const eventId = await laterFootball(request)
      const player = await registerPlayer(request, {
        tag: 'sbb',
        phonePrefix: isMobile(info) ? '90581' : '90582',
      })
      await deposit(request, player)
      await openAs(page, player, `/spor/mac/${eventId}`)

      await page.getByRole('radio', { name: 'Maç Kombini' }).click()
      await expect(page.getByRole('radio', { name: 'Maç Kombini' })).toHaveAttribute('aria-checked', 'true')
      const builder = page.getByTestId('builder')
      await expect(builder.getByText('Henüz seçim yok.')).toBeVisible()

      // Home win with "draw or away": the book says at once they cannot go together.
      await builder.getByRole('button', { name: /Maç sonucu: 1,/i }).click()
      await builder.getByRole('button', { name: /: X-2,/ }).click()
      await expect(builder.getByTestId('builder-error')).toHaveText(
        'Bu seçimler aynı maçta birlikte gerçekleşemez. Lütfen birini değiştirin.',
      )
      await expect(builder.getByRole('button', { name: 'Kupona Ekle' })).toBeDisabled()
      await builder.getByRole('button', { name: /: X-2,/ }).click()

      // Home win, both teams to score, home ahead at half-time.
      await builder.getByRole('button', { name: /: KG Var,/ }).click()
      await builder.getByRole('tab', { name: 'Yarılar' }).click()
      await builder.getByRole('button', { name: /İlk yarı sonucu: 1,/i }).click()
      await expect(builder.getByTestId('builder-picks').getByRole('listitem')).toHaveCount(3)
      await expect(builder.getByTestId('builder-odds')).toHaveText(/^\d+,\d\d$/)
      await expect(builder.getByTestId('builder-singles')).toContainText('Tek tek oranların çarpımı')
      // The joint price is not the singles multiplied.
      const joint = await builder.getByTestId('builder-odds').innerText()
      const singles = (await builder.getByTestId('builder-singles').innerText()).split(': ')[1]!
      expect(joint).not.toBe(singles)
      await expectAccessible(page, 'the bet builder')

      await builder.getByRole('button', { name: 'Kupona Ekle' }).click()
      await expect(builder.getByTestId('builder-added')).toBeVisible()
      const box = await slip(page, info)
      const leg = box.getByTestId('slip-leg')
      await expect(leg).toHaveCount(1)
      await expect(leg).toContainText('Maç Kombini')
      await expect(leg.getByTestId('builder-names').getByRole('listitem')).toHaveCount(3)
      await expect(leg).toContainText(joint)
      await box.getByLabel('Bahis Tutarı').fill('10')
      await box.getByLabel('Bahis Tutarı').blur()
      await box.getByRole('button', { name: 'Bahis Yap' }).click()
      await expect(box.getByRole('status')).toContainText('Kuponunuz alındı', { timeout: 30_000 })
      // The balance drops by the stake.
      await expect(page.getByRole('button', { name: /Bakiye: ₺90,00/ }).first()).toBeAttached()

      // Kuponlarım: one ticket, one leg holding the three selections, the stake.
      await box.getByRole('link', { name: 'Kuponlarım' }).click()
      await expect(page).toHaveURL(/\/dashboard\/my-bets$/)
      const ticket = page.getByTestId('ticket').first()
      await expect(ticket.getByTestId('ticket-status')).toHaveText('Açık')
      await expect(ticket.getByTestId('ticket-leg')).toHaveCount(1)
      await expect(ticket.getByTestId('ticket-leg')).toContainText('Maç Kombini')
      await expect(ticket.getByTestId('builder-names').getByRole('listitem')).toHaveCount(3)
      await expect(ticket).toContainText('₺10,00')
      await expectAccessible(page, 'Kuponlarım with a bet builder')
    },
  )
})
