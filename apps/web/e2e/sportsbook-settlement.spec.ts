import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { formatMoney } from '@galata/contract'
import { consentStorageState } from './support/consent'
import {
  apiData as data,
  fastWorldUrl,
  laterEvents,
  startFastWorld,
  type ListedEvent,
  type ListedOutcome,
} from './support/fast-world'
import { deposit, openAs, registerPlayer, type Player } from './support/players'
import { isMobile } from './support/shell'
import { openSlipSheet } from './support/slip'

/**
 * docs/sportsbook.md "Proof": browse to an event, build a kombine, place it, see the balance drop, watch it
 * settle, see the payout in Kuponlarım — on the second e2e server, whose world runs at
 * FAST_WORLD_SPEED (a football match in about 22 seconds; support/fast-world.ts), started for this
 * journey only.
 *
 * The matches are played from secret seeds, so no one kombine is sure to win. The journey places
 * "KG Var + KG Var" on two football events in the browser and the three other pairs of the two
 * both-teams-to-score markets over the API: exactly one of the four kombines wins, whatever the
 * seeds, and the journey checks that one's payout, its legs' results and the balance rising.
 */

// Playwright reads a fixture's needs from its first parameter's pattern, which must be `{}` here.
/* eslint-disable no-empty-pattern */
test.use({
  baseURL: async ({}, provide, info) => provide(fastWorldUrl('settlement', info.project.name)),
  storageState: async ({}, provide, info) =>
    provide(consentStorageState(fastWorldUrl('settlement', info.project.name))),
})

let stopFastWorld: (() => Promise<void>) | undefined
test.beforeAll(async ({}, info) => {
  test.setTimeout(180_000)
  stopFastWorld = await startFastWorld(fastWorldUrl('settlement', info.project.name))
})
/* eslint-enable no-empty-pattern */
test.afterAll(async () => {
  await stopFastWorld?.()
})

/**
 * Real seconds between choosing the events and their kick-off: time to build and place the slip in
 * the browser (about 10 s on a quiet machine, up to 50 s seen on a machine loaded four times over).
 */
const LEAD_SECONDS = 60

interface Ticket {
  id: number
  status: string
  stake: number
  payout: number | null
  legs: Array<{ outcomeId: number; result: string }>
}

/** Two football events of one kick-off at least LEAD_SECONDS of real time away. */
const twoLaterEvents = async (request: APIRequestContext) =>
  (await laterEvents(request, { leadSeconds: LEAD_SECONDS, count: 2 })) as [ListedEvent, ListedEvent]

/** The KG Var / KG Yok outcomes of an event's both-teams-to-score market. */
async function bttsOf(request: APIRequestContext, eventId: number) {
  const event = await data<{ markets: Array<{ key: string; outcomes: ListedOutcome[] }> }>(
    await request.get(`/api/sports/events/${eventId}`),
  )
  const btts = event.markets.find((m) => m.key === 'btts')!
  return { yes: btts.outcomes.find((o) => o.key === 'yes')!, no: btts.outcomes.find((o) => o.key === 'no')! }
}

/** From the list, by search, to the event's page; there KG Var goes on the slip. */
async function pickKgVar(page: Page, event: ListedEvent) {
  await page.getByRole('searchbox', { name: 'Takım veya lig ara' }).fill(event.home)
  // The row's first link is the teams (the second, "+N", leads to the same page).
  await page.locator(`a[href="/spor/mac/${event.id}"]`).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(event.home)
  const btts = page.getByRole('region', { name: 'Karşılıklı Gol' })
  await btts.getByRole('button', { name: /KG Var/ }).click()
  await expect(btts.getByRole('button', { name: /KG Var/ })).toHaveAttribute('aria-pressed', 'true')
}

async function slip(page: Page, info: TestInfo) {
  const slip = page.getByTestId('bet-slip')
  await openSlipSheet(page, info)
  await expect(slip).toBeVisible()
  return slip
}

const balance = (page: Page, lira: number) =>
  page.getByRole('button', { name: `Bakiye: ${formatMoney(lira, 'tr')}`, exact: false }).first()

test('a kombine placed, watched to settlement, its payout in Kuponlarım', async ({ page, request }, info) => {
  // Sign-up and the wait for kick-off and the whistle: about a minute and a half on a quiet machine.
  test.setTimeout(240_000)
  const player: Player = await registerPlayer(request, {
    tag: 'sbw',
    phonePrefix: isMobile(info) ? '90565' : '90566',
  })
  await deposit(request, player)
  await openAs(page, player, '/spor')
  // The fast world fills its schedule in its first minutes (short transactions since 2026-11-27;
  // one of fifty events held the page's list back for seconds on a loaded machine before).
  await expect(page.getByRole('heading', { level: 1, name: 'Futbol' })).toBeVisible({ timeout: 20_000 })

  const [a, b] = await twoLaterEvents(request)
  const [ba, bb] = [await bttsOf(request, a.id), await bttsOf(request, b.id)]

  // Three pairs over the API first (quick, well before kick-off), 10 ₺ each; the fourth, KG Var on
  // both, from the browser: one of the four kombines wins.
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  for (const [x, y] of [
    [ba.yes, bb.no],
    [ba.no, bb.yes],
    [ba.no, bb.no],
  ] as const)
    await data(
      await request.post('/api/sports/bets', {
        headers,
        data: {
          kind: 'combo',
          legs: [x, y].map((o) => ({ outcomeId: o.id, odds: o.odds })),
          stake: 10,
          oddsChange: 'any',
          placementKey: randomUUID(),
        },
      }),
    )
  await expect(balance(page, 70)).toBeAttached()

  // The browser's kombine: from the list to each event, KG Var, 10 ₺; the balance drops by it.
  await pickKgVar(page, a)
  await page.getByRole('link', { name: 'Bültene Dön' }).click()
  await pickKgVar(page, b)
  const box = await slip(page, info)
  await expect(box.getByTestId('slip-leg')).toHaveCount(2)
  await expect(box.getByRole('radio', { name: 'Kombine' })).toHaveAttribute('aria-checked', 'true')
  await box.getByLabel('Bahis Tutarı').fill('10')
  await box.getByLabel('Bahis Tutarı').blur()
  await box.getByRole('button', { name: 'Bahis Yap' }).click()
  await expect(box.getByRole('status')).toContainText('Kuponunuz alındı')
  await expect(balance(page, 60)).toBeAttached()

  // Kuponlarım while the matches play: the four kombines, then one won as the world settles them.
  await page.goto('/dashboard/my-bets')
  const tickets = page.getByTestId('ticket')
  // The fast world's job passes hold PGlite's one connection for seconds on a loaded machine, and
  // the page's first read waits behind them (as in backoffice-corrections.spec.ts).
  await expect(tickets).toHaveCount(4, { timeout: 30_000 })
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/mybets', { headers, data: { status: 'all' } })
        const { items } = await data<{ items: Ticket[] }>(res)
        return items.map((t) => t.status).join(',')
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .not.toContain('open')
  const won = tickets.filter({ has: page.getByTestId('ticket-status').filter({ hasText: 'Kazandı' }) })
  await expect(won).toHaveCount(1, { timeout: 15_000 })
  await expect(tickets.getByTestId('ticket-status').filter({ hasText: 'Kaybetti' })).toHaveCount(3)

  // The won one: both legs won, the payout as the server settled it, the balance up by it.
  const mine = await data<{ items: Ticket[] }>(
    await request.post('/api/sports/mybets', { headers, data: { status: 'settled' } }),
  )
  const winner = mine.items.find((t) => t.status === 'won')!
  expect(winner.payout).toBeGreaterThan(10)
  await expect(won.getByTestId('ticket-payout')).toHaveText(formatMoney(winner.payout!, 'tr'))
  await expect(won.getByText('Kazandı', { exact: true })).toHaveCount(3)
  await expect(balance(page, 60 + winner.payout!)).toBeAttached()
})
