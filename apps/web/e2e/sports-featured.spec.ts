import { randomUUID } from 'node:crypto'
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
  type TestInfo,
} from '@playwright/test'
import { formatMoney } from '@galata/contract'
import { expectAccessible } from './support/a11y'
import { consentStorageState } from './support/consent'
import {
  apiData as data,
  fastWorldUrl,
  startFastWorld,
  type ListedEvent,
  type ListedOutcome,
} from './support/fast-world'
import { deposit, openAs, registerPlayer, type Player } from './support/players'
import { isMobile } from './support/shell'
import { FAST_WORLD_ADMIN_FINGERPRINT, fastWorldAdminToken } from './support/staff'
import { openSlipSheet } from './support/slip'

/**
 * docs/sportsbook.md "Featured, boosts and ready coupons": an operator boosts a selection and makes a
 * ready coupon on /bo/featured; a player sees Günün Maçları, Popüler Bahisler, the boost with its
 * old price struck and the ready coupon on the home page and at the top of /spor, takes the boosted
 * price into the slip and places it, sees the ticket at the boosted odds and adds the ready coupon
 * in one tap. axe over /bo/featured, the home page and /spor with the blocks shown. On the desktop
 * only: the blocks' narrow layout is the same markup (docs/testing.md "Which journeys run on the
 * phone").
 *
 * The boosts and the ready coupon would show on every other journey's home page and /spor, so the
 * journey runs on a server of its own (support/fast-world.ts), its world at the real clock's pace.
 * That a boosted ticket settles and pays at its boost is proved below the browser
 * (apps/server/src/modules/sports/featured.test.ts); a settled ticket's card is the settlement
 * journey's.
 */

// Playwright reads a fixture's needs from its first parameter's pattern, which must be `{}` here.
/* eslint-disable no-empty-pattern */
test.use({
  baseURL: async ({}, provide, info) => provide(fastWorldUrl('featured', info.project.name)),
  storageState: async ({}, provide, info) =>
    provide(consentStorageState(fastWorldUrl('featured', info.project.name))),
})

let stopFastWorld: (() => Promise<void>) | undefined
test.beforeAll(async ({}, info) => {
  // A fresh server's first boot took over 150 s on a machine loaded fourteen times over.
  test.setTimeout(420_000)
  stopFastWorld = await startFastWorld(fastWorldUrl('featured', info.project.name), {
    speed: SPEED,
    readyWithinMs: 400_000,
  })
})
/* eslint-enable no-empty-pattern */
test.afterAll(async () => {
  await stopFastWorld?.()
})

/**
 * Real seconds between choosing the matches and their kick-off: the console, two pages checked by
 * axe and the bet, on a loaded 2-core machine (each axe pass over /spor took up to 40 s there).
 */
const LEAD_SECONDS = 600

/** World-minutes per real minute: the real clock's, so a day of fixtures is there from the start. */
const SPEED = 1

const TOKEN_KEY = 'galata.bo.token'

/** The console in a context of its own, signed in with `token`, sized as the project's pages. */
async function consoleAs(browser: Browser, token: string, info: TestInfo): Promise<Page> {
  const use = info.project.use
  const context = await browser.newContext({
    baseURL: fastWorldUrl('featured', info.project.name),
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
  })
  await context.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem(key!)) sessionStorage.setItem(key!, value!)
    },
    [TOKEN_KEY, token],
  )
  return context.newPage()
}

/**
 * Three football matches kicking off at least LEAD_SECONDS of real time away in this world, the
 * earliest such first (support/fast-world.ts's laterEvents counts at FAST_WORLD_SPEED and wants one
 * kick-off for all).
 */
async function threeLaterEvents(
  request: APIRequestContext,
): Promise<[ListedEvent, ListedEvent, ListedEvent]> {
  const leadWorldMs = ((LEAD_SECONDS * SPEED) / 60) * 60_000
  let found: ListedEvent[] = []
  await expect
    .poll(
      async () => {
        const res = await request.post('/api/sports/events', { data: { sport: 'football', take: 50 } })
        const { items } = await data<{ items: ListedEvent[] }>(res)
        if (!items.length) return 0
        const target = Math.max(Date.parse(items[0]!.startAt), Date.now()) + leadWorldMs
        found = items.filter((e) => Date.parse(e.startAt) >= target).slice(0, 3)
        return found.length
      },
      // A fresh server fills its day of fixtures in its first job passes, slower on a loaded machine.
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe(3)
  return found as [ListedEvent, ListedEvent, ListedEvent]
}

async function marketOf(request: APIRequestContext, eventId: number, key: string) {
  const event = await data<{ markets: Array<{ key: string; outcomes: ListedOutcome[] }> }>(
    await request.get(`/api/sports/events/${eventId}`),
  )
  return event.markets.find((m) => m.key === key)!.outcomes
}

/** A price a little above the book's, as the console takes it ("2,75"). */
const boostOf = (odds: number) => (Math.round(odds * 100) + 40) / 100
const typed = (odds: number) => odds.toFixed(2).replace('.', ',')

async function slip(page: Page, info: TestInfo) {
  const box = page.getByTestId('bet-slip')
  await openSlipSheet(page, info)
  await expect(box).toBeVisible()
  return box
}

const balance = (page: Page, lira: number) =>
  page.getByRole('button', { name: `Bakiye: ${formatMoney(lira, 'tr')}`, exact: false }).first()

test('a boost made in the console, shown, bet at the boost; a ready coupon in one tap', async ({
  page,
  browser,
  request,
}, info) => {
  // The console and two pages checked by axe, on a loaded machine.
  test.setTimeout(300_000)
  const [a, b, c] = await threeLaterEvents(request)
  const btts = await marketOf(request, a.id, 'btts')
  const yes = btts.find((o) => o.key === 'yes')!
  const no = btts.find((o) => o.key === 'no')!
  const [homeB, homeC] = [
    (await marketOf(request, b.id, '1x2')).find((o) => o.key === '1')!,
    (await marketOf(request, c.id, '1x2')).find((o) => o.key === '1')!,
  ]
  const [yesBoost, noBoost] = [boostOf(yes.odds), boostOf(no.odds)]
  const title = `Akşamın kuponu ${info.project.name}`

  // The operator: KG Var boosted and the ready coupon made on the screen, KG Yok boosted over the API.
  const token = await fastWorldAdminToken(request)
  const staff = { authorization: `Bearer ${token}`, 'x-fingerprint': FAST_WORLD_ADMIN_FINGERPRINT }
  const desk = await consoleAs(browser, token, info)
  await desk.goto('/bo/featured')
  await expect(desk.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  const boostForm = desk.getByRole('form', { name: 'Oran artırımı ekle' })
  await boostForm.getByLabel('Seçim numarası').fill(String(yes.id))
  await boostForm.getByLabel('Artırılmış oran').fill(typed(yesBoost))
  await boostForm.getByLabel('Bahis başına en fazla (₺)').fill('50')
  await boostForm.getByLabel(/Risk sınırı/).fill('1000')
  await boostForm.getByRole('button', { name: 'Oran artırımı ekle' }).click()
  await expect(boostForm.getByRole('status')).toHaveText('Kaydedildi.', { timeout: 60_000 })
  // The fast world's job holds PGlite's one connection for seconds at a time on a loaded machine:
  // the console's answers wait for it.
  const boosts = desk.getByTestId('bo-boosts')
  await expect(
    boosts.getByRole('row').filter({ hasText: `${typed(yes.odds)} → ${typed(yesBoost)}` }),
  ).toHaveCount(1)

  const couponForm = desk.getByRole('form', { name: 'Hazır kupon ekle' })
  await couponForm.getByLabel('Başlık (Türkçe)').fill(title)
  await couponForm.getByLabel('Başlık (İngilizce)').fill(`Tonight's coupon ${info.project.name}`)
  await couponForm.getByLabel(/Seçim numaraları/).fill(`${homeB.id}, ${homeC.id}`)
  await couponForm.getByRole('button', { name: 'Hazır kupon ekle' }).click()
  await expect(couponForm.getByRole('status')).toHaveText('Kaydedildi.', { timeout: 60_000 })
  await expect(desk.getByTestId('bo-coupons')).toContainText(title)
  await expectAccessible(desk, '/bo/featured with a boost and a ready coupon')
  await desk.context().close()

  await data(
    await request.post('/api/backoffice/sports/boosts', {
      headers: staff,
      data: {
        outcomeId: no.id,
        odds: noBoost,
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        maxStake: 50,
        liabilityCap: 1000,
      },
    }),
  )

  // The player; KG Yok at its boost over the API (10 ₺), which also puts it in Popüler Bahisler.
  const player: Player = await registerPlayer(request, {
    tag: 'sfb',
    phonePrefix: isMobile(info) ? '90591' : '90592',
  })
  await deposit(request, player)
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  const boostId = (
    await data<{ boosts: Array<{ id: number; outcomeId: number }> }>(
      await request.get('/api/sports/featured'),
    )
  ).boosts.find((x) => x.outcomeId === no.id)?.id
  expect(boostId).toBeDefined()
  await data(
    await request.post('/api/sports/bets', {
      headers,
      data: {
        kind: 'single',
        legs: [{ outcomeId: no.id, odds: noBoost }],
        boostId,
        stake: 10,
        oddsChange: 'none',
        placementKey: randomUUID(),
      },
    }),
  )

  // The home page: Günün Maçları, the boost with the book's price and the boost's, Popüler Bahisler,
  // the ready coupon. The featured answer is cached for 15 s: wait for the new one.
  await openAs(page, player, '/')
  const home = page.getByTestId('home-featured')
  const homeBoost = home.getByTestId('boost-row').filter({ hasText: a.home }).first()
  await expect(async () => {
    await page.reload()
    await expect(home.getByTestId('popular-row').first()).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 60_000, intervals: [2000, 5000] })
  await expect(page.getByTestId('home-today').getByTestId('event-row').first()).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Günün Maçları' }).first()).toBeVisible()
  await expect(home.getByRole('heading', { name: 'Oran Artırımı' })).toBeVisible()
  await expect(home.getByRole('heading', { name: 'Popüler Bahisler' })).toBeVisible()
  await expect(home.getByRole('heading', { name: 'Hazır Kuponlar' })).toBeVisible()
  await expect(homeBoost).toContainText(`Eski oran ${typed(yes.odds)}`)
  await expect(homeBoost.getByTestId('odds').filter({ hasText: typed(yesBoost) })).toHaveCount(1)
  await expect(home.getByTestId('ready-coupon').filter({ hasText: title })).toHaveCount(1)
  await expectAccessible(page, 'the home page with the featured blocks')

  // The top of /spor: the same blocks with Günün Maçları; the boosted price into the slip.
  await page.goto('/spor')
  const top = page.getByTestId('spor-featured')
  await expect(top.getByRole('heading', { name: 'Günün Maçları' })).toBeVisible({ timeout: 30_000 })
  await expect(top.getByTestId('event-row').first()).toBeVisible()
  await expect(top.getByTestId('popular-row').first()).toBeVisible()
  await expect(top.getByTestId('ready-coupon').filter({ hasText: title })).toHaveCount(1)
  const boostRow = top.getByTestId('boost-row').filter({ hasText: `Eski oran ${typed(yes.odds)}` })
  await expect(boostRow.filter({ hasText: a.home })).toHaveCount(1)
  await expectAccessible(page, '/spor with the featured blocks')
  await boostRow.filter({ hasText: a.home }).getByTestId('odds').click()

  const box = await slip(page, info)
  const leg = box.getByTestId('slip-leg')
  await expect(leg).toHaveCount(1)
  await expect(leg.getByTestId('slip-boost')).toBeVisible()
  await expect(leg).toContainText(typed(yesBoost))
  await box.getByLabel('Bahis Tutarı').fill('10')
  await box.getByLabel('Bahis Tutarı').blur()
  await box.getByRole('button', { name: 'Bahis Yap' }).click()
  await expect(box.getByRole('status').first()).toContainText('Kuponunuz alındı', { timeout: 30_000 })
  await expect(balance(page, 80)).toBeAttached()

  // The ready coupon onto the slip in one tap, as a kombine (not placed: the journey is about the tap).
  if (isMobile(info)) await page.keyboard.press('Escape')
  const coupon = top.getByTestId('ready-coupon').filter({ hasText: title })
  await coupon.getByRole('button', { name: `${title} kuponunu kupona ekle` }).click()
  await expect(coupon.getByRole('status')).toHaveText('2 seçim kupona eklendi.')
  const filled = await slip(page, info)
  await expect(filled.getByTestId('slip-leg')).toHaveCount(2)
  await expect(filled.getByRole('radio', { name: 'Kombine' })).toHaveAttribute('aria-checked', 'true')

  // Kuponlarım: the browser's ticket at the boosted odds, open, beside the API's.
  await page.goto('/dashboard/my-bets')
  const tickets = page.getByTestId('ticket')
  await expect(tickets).toHaveCount(2)
  const mine = tickets.filter({ hasText: 'KG Var' }).first()
  await expect(mine.getByTestId('ticket-leg')).toContainText(typed(yesBoost))
  await expect(mine.getByTestId('ticket-status')).toHaveText('Açık')
  const api = tickets.filter({ hasText: 'KG Yok' }).first()
  await expect(api.getByTestId('ticket-leg')).toContainText(typed(noBoost))
})
