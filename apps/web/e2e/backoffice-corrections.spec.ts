import { randomUUID } from 'node:crypto'
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test'
import { formatMoney } from '@galata/contract'
import { expectAccessible } from './support/a11y'
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
import { consoleTab, fastWorldAdminToken, staffToken } from './support/staff'

// The fast world's job passes hold PGlite's one connection for seconds on a loaded machine (up to
// 20 s seen), and every answer waits behind them: a page's first read gets that long.
const expect = baseExpect.configure({ timeout: 30_000 })

/**
 * A trader corrects a settled match and the ticket re-settles (docs/backoffice.md "Trading",
 * docs/sportsbook.md "Corrections after settlement"). A result exists only from the final whistle
 * on — before it the server refuses one (409 CONFLICT: the simulator's result is not known yet) —
 * and the job settles an event at its whistle, so every result a trader enters is a correction of
 * a settled event. The main e2e server's world plays in real time (a match takes two hours), so
 * this journey runs on a fast-world server of its own (support/fast-world.ts, journey
 * `correction`, desktop only), as sportsbook-settlement.spec.ts does.
 *
 * A player bets 10 ₺ on a football event's home win over the API before kick-off; the world plays
 * and settles it, won or lost as the secret seed decides. Trader A enters an away win (1–3, half
 * time 0–2, a note): the page says it is a correction request and lists it with its impact, with
 * no approval offered to A; trader B approves it and the ticket is lost. Trader A then enters the
 * corrected result (a home win, 2–1): a request again, its impact the ticket's payout to the player;
 * B approves it, the ticket is won, the balance grows by the payout, and Kuponlarım shows it won.
 * axe over the event page with each request pending and after the approval, in Turkish.
 */

// Playwright reads a fixture's needs from its first parameter's pattern, which must be `{}` here.
/* eslint-disable no-empty-pattern */
test.use({
  baseURL: async ({}, provide, info) => provide(fastWorldUrl('correction', info.project.name)),
  storageState: async ({}, provide, info) =>
    provide(consentStorageState(fastWorldUrl('correction', info.project.name))),
})

let stopFastWorld: (() => Promise<void>) | undefined
test.beforeAll(async ({}, info) => {
  // A loaded machine has taken over two minutes to start a server; a quiet one takes about 15 s.
  test.setTimeout(270_000)
  stopFastWorld = await startFastWorld(fastWorldUrl('correction', info.project.name), {
    readyWithinMs: 240_000,
  })
})
/* eslint-enable no-empty-pattern */
test.afterAll(async () => {
  await stopFastWorld?.()
})

/**
 * Real seconds between choosing the event and its kick-off: time for one bet over the API (a
 * second on a quiet machine), with room for a loaded one.
 */
const LEAD_SECONDS = 30

interface Ticket {
  id: number
  status: string
  stake: number
  potentialPayout: number
  payout: number | null
}

/**
 * A 10 ₺ single on the home win of an event LEAD_SECONDS from kick-off, over the API. A loaded
 * machine's stalls can still outlast the lead (EVENT_STARTED): then a later event, at most twice.
 */
async function betOnHomeWin(request: APIRequestContext, player: Player): Promise<ListedEvent> {
  for (let attempt = 1; ; attempt++) {
    const event = (await laterEvents(request, { leadSeconds: LEAD_SECONDS, count: 1 }))[0]!
    const detail = await data<{ markets: { key: string; outcomes: ListedOutcome[] }[] }>(
      await request.get(`/api/sports/events/${event.id}`),
    )
    const home = detail.markets.find((m) => m.key === '1x2')!.outcomes.find((o) => o.key === '1')!
    const bet = await request.post('/api/sports/bets', {
      headers: playerHeaders(player),
      data: {
        kind: 'single',
        legs: [{ outcomeId: home.id, odds: home.odds }],
        stake: 10,
        oddsChange: 'any',
        placementKey: randomUUID(),
      },
    })
    const answer = (await bet.json()) as { success: boolean; code?: string; message: string }
    if (answer.success) return event
    expect(attempt < 3 && answer.code === 'EVENT_STARTED', answer.message).toBe(true)
  }
}

const playerHeaders = (p: Player) => ({ authorization: `Bearer ${p.token}`, 'x-fingerprint': p.fingerprint })

async function ticketOf(request: APIRequestContext, player: Player): Promise<Ticket> {
  const res = await request.post('/api/sports/mybets', {
    headers: playerHeaders(player),
    data: { status: 'all' },
  })
  const { items } = await data<{ items: Ticket[] }>(res)
  expect(items).toHaveLength(1)
  return items[0]!
}

async function balanceOf(request: APIRequestContext, player: Player): Promise<number> {
  return (
    await data<{ balance: number }>(
      await request.get('/api/user/balance', { headers: playerHeaders(player) }),
    )
  ).balance
}

/** Enters a football result on the event page; answers the correction request's number. */
async function enterResult(
  page: Page,
  event: ListedEvent,
  score: { home: number; away: number; htHome: number; htAway: number; note: string },
): Promise<number> {
  const form = page.getByRole('form', { name: 'Sonucu gir ya da düzelt' })
  await form.getByLabel(`Ev sahibi (${event.home})`, { exact: true }).fill(String(score.home))
  await form.getByLabel(`Deplasman (${event.away})`, { exact: true }).fill(String(score.away))
  await form.getByLabel('İlk yarı ev sahibi', { exact: true }).fill(String(score.htHome))
  await form.getByLabel('İlk yarı deplasman', { exact: true }).fill(String(score.htAway))
  await form.getByLabel('Not (denetim kaydına yazılır)').fill(score.note)
  await form.getByRole('button', { name: 'Sonucu kaydet' }).click()
  const said = page.getByRole('status').filter({ hasText: 'Maç sonuçlanmıştı: düzeltme talebi #' })
  await expect(said).toContainText('başka bir trader onaylayınca uygulanır')
  return Number(/#(\d+)/.exec((await said.textContent()) ?? '')![1])
}

/** The second trader approves request `id` with a note on the event page. */
async function approve(page: Page, id: number, note: string) {
  await page.reload()
  await page.getByRole('button', { name: `#${id} düzeltmesini onayla` }).click()
  const confirm = page.getByRole('form', { name: `#${id} düzeltmesini onayla` })
  await confirm.getByLabel('Not (denetim kaydına yazılır)').fill(note)
  await confirm.getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Düzeltme #${id} uygulandı.` })).toBeVisible()
}

test.describe('console result corrections', () => {
  // Start-up aside (beforeAll): the lead, the match (about 22 s) and four console steps — about a
  // minute on a quiet machine. Under a load average of 20 on two cores the fresh fast world, still
  // filling its first day, answered a sign-up in 90–200 s and every other call in 5–15 s.
  test.describe.configure({ timeout: 480_000 })

  test('a trader corrects a result, a second approves, the ticket re-settles', async ({
    browser,
    page: site,
    request,
  }) => {
    const player = await registerPlayer(request, { tag: 'bcr', phonePrefix: '90586' })
    await deposit(request, player)
    const event = await betOnHomeWin(request, player)

    // Two traders on this server while the match plays (its admin enrolled here, not the run's).
    const admin = await fastWorldAdminToken(request)
    const [traderA, traderB] = [
      await staffToken(request, ['trader'], admin),
      await staffToken(request, ['trader'], admin),
    ]
    // Both consoles open the event while it plays (the result form waits for the whistle).
    const path = `/bo/trading/events/${event.id}`
    const [a, b] = [await consoleTab(browser, traderA), await consoleTab(browser, traderB)]
    await Promise.all([a.goto(path), b.goto(path)])
    await expect
      .poll(async () => (await ticketOf(request, player)).status, { timeout: 150_000, intervals: [2000] })
      .not.toBe('open')

    // Trader A: an away win on the settled event is only asked for; nothing moves yet.
    await a.reload()
    // The event's status beside its header (each market's caption says it too).
    await expect(a.locator('strong').getByText('Sonuçlandı', { exact: true })).toBeVisible()
    const settled = await ticketOf(request, player)
    const first = await enterResult(a, event, {
      home: 1,
      away: 3,
      htHome: 0,
      htAway: 2,
      note: 'Hakem raporu: skor yanlış girildi',
    })
    const pending = a.getByRole('listitem').filter({ hasText: `#${first}: sonuç 1–3` })
    await expect(pending).toContainText('Etki:')
    await expect(pending).toContainText('Hakem raporu: skor yanlış girildi')
    await expect(pending.getByRole('button', { name: `#${first} düzeltmesini reddet` })).toBeVisible()
    await expect(a.getByRole('button', { name: `#${first} düzeltmesini onayla` })).toHaveCount(0)
    expect(await ticketOf(request, player)).toEqual(settled)
    await expectAccessible(a, '/bo/trading/events/:id correction pending (tr)')

    // Trader B approves: the ticket on the home win is lost.
    await approve(b, first, 'Rapor kontrol edildi')
    await expect.poll(async () => (await ticketOf(request, player)).status).toBe('lost')
    const lostBalance = await balanceOf(request, player)

    // Trader A enters the corrected result, a home win: a request again, its impact the payout.
    await a.reload()
    const second = await enterResult(a, event, {
      home: 2,
      away: 1,
      htHome: 1,
      htAway: 0,
      note: 'Görüntüler: ev sahibi kazandı',
    })
    const payout = (await ticketOf(request, player)).potentialPayout
    const again = a.getByRole('listitem').filter({ hasText: `#${second}: sonuç 2–1` })
    await expect(again).toContainText(`Etki: ${formatMoney(payout, 'tr')}, 1 kupon.`)
    await expectAccessible(a, '/bo/trading/events/:id second correction pending (tr)')

    // Trader B approves: the ticket is won, the balance up by the payout.
    await approve(b, second, 'Görüntüler doğrulandı')
    await expect(b.getByText('1 kuponun hesabı değişti.')).toBeVisible()
    await expect(b.getByText('Bu maç için bekleyen düzeltme yok.')).toBeVisible()
    await expectAccessible(b, '/bo/trading/events/:id correction applied (tr)')
    await expect.poll(async () => (await ticketOf(request, player)).status).toBe('won')
    const won = await ticketOf(request, player)
    expect(won.payout).toBe(payout)
    expect(await balanceOf(request, player)).toBeCloseTo(lostBalance + payout, 2)

    // The player's Kuponlarım shows the ticket won with its payout.
    await openAs(site, player, '/dashboard/my-bets')
    const ticket = site.getByTestId('ticket')
    // The page's first reads queue behind the fast world's passes on a loaded machine.
    await expect(ticket.getByTestId('ticket-status')).toHaveText('Kazandı', { timeout: 90_000 })
    await expect(ticket.getByTestId('ticket-payout')).toHaveText(formatMoney(payout, 'tr'))
    await a.context().close()
    await b.context().close()
  })
})
