import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { isMobile, openSite } from './support/shell'
import { openSlipSheet } from './support/slip'

/**
 * The sportsbook on the web (docs/sportsbook.md "Web"): browse /spor to an event, build a
 * kombine from the event page and the list, place it, see the balance drop and the ticket in
 * Kuponlarım; a visitor can fill a slip but placing asks them to log in. Desktop and phone.
 */

/** The slip: the right column on desktop, the bottom sheet (opened from its bar) on phones. */
async function slip(page: Page, info: TestInfo) {
  const slip = page.getByTestId('bet-slip')
  await openSlipSheet(page, info)
  await expect(slip).toBeVisible()
  return slip
}

/**
 * The slip's answer to "Bahis Yap". The e2e world runs in real time, so a match at the top of the
 * list can kick off while the slip is filled: the ticket is then a live bet, taken after its delay
 * (docs/sportsbook.md "Live betting"). Either answer is a ticket taken.
 */
async function expectTicketTaken(box: Locator) {
  await expect(box.getByRole('status')).toContainText(/Kuponunuz alındı|Canlı bahsiniz kabul edildi/, {
    timeout: 30_000,
  })
}

/** A fresh e2e server fills its day of fixtures in a few job passes: wait for football to be on. */
async function fixturesReady(request: APIRequestContext) {
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/events', { data: { sport: 'football', take: 5 } })
        return ((await res.json()) as { data?: { total?: number } }).data?.total ?? 0
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBeGreaterThan(2)
}

test.describe('sportsbook', () => {
  test.beforeEach(async ({ request }) => fixturesReady(request))
  // Four axe runs over pages of thousands of nodes: 10–15 s each on a loaded 2-core machine (the
  // kombine test took 108 s in the CI preview).
  test.describe.configure({ timeout: 180_000 })

  test('a kombine from an event page and the list, placed, in Kuponlarım', async ({
    page,
    request,
  }, info) => {
    const player = await registerPlayer(request, {
      tag: 'sb',
      phonePrefix: info.project.name === 'mobile' ? '90561' : '90562',
    })
    await deposit(request, player)
    await openAs(page, player, '/spor')

    await expect(page.getByRole('heading', { level: 1, name: 'Futbol' })).toBeVisible()
    // The football list, not the featured blocks above it: Günün Maçları may open with another sport.
    const rows = page.getByTestId('event-list').getByTestId('event-row')
    await expect(rows.first()).toBeVisible()
    await expectAccessible(page, '/spor as a player')

    // A player's favourite competition is kept on the server (every device).
    await page.getByRole('button', { name: 'Güneş Ligi favorilere ekle' }).click()
    await expect(page.getByRole('button', { name: 'Güneş Ligi favorilerden çıkar' }).first()).toBeVisible()
    const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
    const favorites = await (await request.get('/api/sports/favorites', { headers })).json()
    expect(favorites.data.competitionIds).toHaveLength(1)

    // Each row says how many more markets its page has ("+N").
    await expect(rows.first().getByTestId('more-markets')).toHaveText(/^\+\d+$/)

    // The first event's page: markets in tabs, grouped under their Turkish names; the seed hash
    // behind "Doğrulanabilir maç".
    const firstTeams = (await rows.first().getByRole('link').first().innerText()).split('\n')
    await rows.first().getByRole('link').first().click()
    await expect(page).toHaveURL(/\/spor\/mac\/\d+$/)
    await expect(page.getByRole('tab', { name: 'Popüler' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('heading', { level: 2, name: 'Maç Sonucu' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Karşılıklı Gol' })).toBeVisible()
    await page.getByRole('tab', { name: 'Handikap' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Asya Handikapı' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Maç Sonucu' })).toHaveCount(0)
    await page.getByRole('tab', { name: 'Handikap' }).press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Skor' })).toBeFocused()
    await expect(page.getByRole('heading', { level: 2, name: 'Skor' })).toBeVisible()
    await page.getByRole('tab', { name: 'Popüler' }).click()
    await expect(page.getByText('Maç tohumu özeti (SHA-256)')).toBeHidden()
    await page.getByText('Doğrulanabilir maç').click()
    await expect(page.getByText('Maç tohumu özeti (SHA-256)')).toBeVisible()
    await expect(page.getByTestId('verifiable').locator('code')).toHaveText(/^[0-9a-f]{64}$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstTeams.at(-1)!)
    const resultMarket = page.getByRole('region', { name: 'Maç Sonucu' })
    await resultMarket.getByTestId('odds').first().click()
    await expect(resultMarket.getByTestId('odds').first()).toHaveAttribute('aria-pressed', 'true')
    await expectAccessible(page, 'the event page')

    // Back to the list: a second event's home win makes it a kombine.
    await page.getByRole('link', { name: 'Bültene Dön' }).click()
    await rows.nth(1).getByTestId('odds').first().click()
    const box = await slip(page, info)
    await expect(box.getByTestId('slip-leg')).toHaveCount(2)
    await expect(box.getByRole('radio', { name: 'Kombine' })).toHaveAttribute('aria-checked', 'true')
    await box.getByLabel('Bahis Tutarı').fill('10')
    await box.getByLabel('Bahis Tutarı').blur()
    await expect(box.getByTestId('slip-payout')).toHaveText(/₺\d+,\d\d/)
    await expectAccessible(page, 'the bet slip')
    await box.getByRole('button', { name: 'Bahis Yap' }).click()
    await expectTicketTaken(box)

    // The balance drops by the stake.
    await expect(page.getByRole('button', { name: /Bakiye: ₺90,00/ }).first()).toBeAttached()

    // Kuponlarım: the open kombine with its two legs and the stake.
    await box.getByRole('link', { name: 'Kuponlarım' }).click()
    await expect(page).toHaveURL(/\/dashboard\/my-bets$/)
    const ticket = page.getByTestId('ticket').first()
    await expect(ticket).toContainText('Kombine')
    await expect(ticket.getByTestId('ticket-status')).toHaveText('Açık')
    await expect(ticket.getByRole('listitem')).toHaveCount(2)
    await expect(ticket).toContainText('₺10,00')
    await expectAccessible(page, 'Kuponlarım')
  })

  test(
    'a Sistem with a banker: 1/2 over the others is 2 bets',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const player = await registerPlayer(request, {
        tag: 'sbs',
        phonePrefix: info.project.name === 'mobile' ? '90563' : '90564',
      })
      await deposit(request, player)
      await openAs(page, player, '/spor')
      const rows = page.getByTestId('event-list').getByTestId('event-row')
      for (let i = 0; i < 3; i++) await rows.nth(i).getByTestId('odds').first().click()
      const box = await slip(page, info)
      await box.getByRole('radio', { name: 'Sistem' }).click()
      await box
        .getByRole('button', { name: /banko$/ })
        .first()
        .click()
      await box.getByLabel('1/2 Sistem').check()
      await expect(box.getByTestId('slip-bets')).toHaveText('2')
      // The stake is per combination (docs/sportsbook.md "System stake"): ₺0,10 × 2 is under the
      // slip's ₺1, so the button stays off and says what would do.
      const stake = box.getByLabel('Kombinasyon Başı Tutar')
      await stake.fill('0,10')
      await stake.blur()
      await expect(box.getByTestId('slip-total-stake')).toHaveText('₺0,20')
      await expect(box.getByTestId('slip-stake-problem')).toHaveText(
        '2 kombinasyonlu kupon için kombinasyon başı en az ₺0,50 girin (toplam en az ₺1,00).',
      )
      await expect(box.getByRole('button', { name: 'Bahis Yap' })).toBeDisabled()
      await stake.fill('10')
      await stake.blur()
      await expect(box.getByTestId('slip-total-stake')).toHaveText('₺20,00')
      await expectAccessible(page, 'the Sistem slip')
      const place = box.getByRole('button', { name: 'Bahis Yap' })
      if (isMobile(info)) {
        // The sheet's "Bahis Yap" is on screen and clear of the "Kuponu Kapat" bar (a long Sistem slip).
        await place.scrollIntoViewIfNeeded()
        const button = (await place.boundingBox())!
        const bar = (await page.getByTestId('slip-toggle').boundingBox())!
        expect(button.y + button.height).toBeLessThanOrEqual(bar.y)
        expect(button.y).toBeGreaterThanOrEqual(0)
        const onTop = await place.evaluate((el) => {
          const r = el.getBoundingClientRect()
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          return hit !== null && el.contains(hit)
        })
        expect(onTop, '"Bahis Yap" receives the tap').toBe(true)
      }
      await place.click()
      await expectTicketTaken(box)
      // ₺20 taken from the ₺100 deposit: the header's cash says so.
      await expect(page.getByRole('button', { name: /Bakiye: ₺80,00/ }).first()).toBeAttached()
      await box.getByRole('link', { name: 'Kuponlarım' }).click()
      const ticket = page.getByTestId('ticket').first()
      await expect(ticket).toContainText('Sistem')
      await expect(ticket.getByTestId('ticket-system')).toHaveText('1/2 · 2 kombinasyon')
      await expect(ticket).toContainText('₺20,00')
      await expectAccessible(page, 'Kuponlarım with a system ticket')
    },
  )

  test('a visitor fills the slip; placing asks them to log in', { tag: '@phone' }, async ({ page }, info) => {
    await openSite(page, '/spor')
    const rows = page.getByTestId('event-list').getByTestId('event-row')
    await rows.first().getByTestId('odds').first().click()
    const box = await slip(page, info)
    await expect(box.getByTestId('slip-leg')).toHaveCount(1)
    await expect(box.getByRole('radio', { name: 'Tek Maç' })).toHaveAttribute('aria-checked', 'true')
    // The odds format: fractional prices on the list and the slip.
    await page.getByLabel('Oran biçimi').first().selectOption('fractional')
    await expect(box.getByTestId('slip-leg')).toContainText(/\d+\/\d+/)
    await box.getByRole('button', { name: 'Bahis yapmak için giriş yapın' }).click()
    await expect(page.locator('dialog[open]')).toBeVisible()
    await page.keyboard.press('Escape')

    // Favourite competitions: a star per competition (the tree on desktop, chips on phones); the
    // starred one is listed first, and a visitor's stars stay in this browser (consent given).
    if (isMobile(info) && (await box.isVisible())) await page.getByTestId('slip-toggle').click()
    await page.getByRole('button', { name: 'Rheinmark Ligi favorilere ekle' }).click()
    const firstStar = page.getByTestId('favorite-star').first()
    await expect(firstStar).toHaveAccessibleName('Rheinmark Ligi favorilerden çıkar')
    await expect(firstStar).toHaveAttribute('aria-pressed', 'true')
    await page.reload()
    await expect(page.getByTestId('favorite-star').first()).toHaveAccessibleName(
      'Rheinmark Ligi favorilerden çıkar',
      { timeout: 30_000 },
    )
    await expectAccessible(page, '/spor with a favourite competition')
    // The Betting Rules page, from the list.
    await page.getByRole('link', { name: 'Bahis Kuralları' }).first().click()
    await expect(page.getByRole('heading', { name: 'Spor Bahisleri Kuralları' })).toBeVisible()
    await expect(page.getByText('₺1.000.000').first()).toBeVisible()
  })
})
