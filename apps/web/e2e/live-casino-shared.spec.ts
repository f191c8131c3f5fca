import { expect, test, type Browser, type FrameLocator, type Page, type TestInfo } from '@playwright/test'
import { betRows, openLiveTable, phaseOf } from './support/live-table'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * One shared roulette round, two players (docs/shared-rounds.md): two browsers (separate contexts, separate
 * accounts) sit at Galata Live Roulette, one stakes 5 ₺ on red and the other 5 ₺ on black in the
 * same round; both pages land the same pocket at about the same moment (the result comes from the
 * table's hub topic, not from each page's own request) and both players are paid (balances move to
 * 105 or 95, opposite ways unless zero came up). The e2e server runs ROUNDS_SPEED=3 (a round every 10 s).
 */

const NAME = 'Galata Canlı Rulet'

async function newContextLike(browser: Browser, info: TestInfo) {
  const use = info.project.use
  return browser.newContext({
    baseURL: use.baseURL,
    storageState: use.storageState,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    userAgent: use.userAgent,
    locale: use.locale,
    timezoneId: use.timezoneId,
  })
}

async function sitAtTable(page: Page, request: Parameters<typeof deposit>[0], tag: string, prefix: string) {
  const player = await registerPlayer(request, { tag, phonePrefix: prefix })
  await deposit(request, player)
  await openAs(page, player, '/casino/live')
  const frame = await openLiveTable(page, NAME, { isMobile: test.info().project.use.isMobile })
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/, { timeout: 20_000 })
  await frame.getByRole('button', { name: /5,00 değerinde çip/ }).click()
  return frame
}

test('two browsers at one roulette table: same round, same pocket at the same moment, both paid', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000)
  const other = await newContextLike(browser, info)
  const page2 = await other.newPage()
  try {
    const [a, b] = await Promise.all([
      sitAtTable(page, request, 'lr2a', '90537'),
      sitAtTable(page2, request, 'lr2b', '90538'),
    ])
    const spots = [
      [a, 'spot-red'],
      [b, 'spot-black'],
    ] as const
    /** The round numbers ("Tur No. 35") heading a page's bet rows. */
    const roundsOf = (f: FrameLocator) => betRows(f).locator(':scope > span:first-child').allTextContents()

    // Both confirm in one betting window with 3 s or more left (the server's clock decides). On a
    // loaded machine one confirmation can miss the close and land in a later round: then each page
    // bets again in a window until both have a bet in the same round.
    let shared = ''
    await expect(async () => {
      const [ra, rb] = await Promise.all([roundsOf(a), roundsOf(b)])
      shared = ra.find((r) => rb.includes(r)) ?? ''
      if (!shared) {
        const [phase, left] = await phaseOf(a)
        const round = (await a.locator('.lr-round').textContent()) ?? ''
        const sameRound = round !== '' && round === (await b.locator('.lr-round').textContent())
        if (phase === 'Bahisleri yapın' && left >= 3 && sameRound)
          await Promise.all(
            spots.map(async ([f, spot]) => {
              if ((await roundsOf(f)).includes(round)) return
              if ((await f.getByTestId('pending').textContent()) === '') await f.getByTestId(spot).click()
              await f.getByRole('button', { name: 'Bahisleri Onayla' }).click()
            }),
          )
      }
      expect(shared).not.toBe('')
    }).toPass({ timeout: 120_000, intervals: [250] })
    // The two bets of that round: each page's row headed by its number.
    const row = (f: FrameLocator) =>
      f
        .getByTestId('my-bets')
        .locator('li')
        .filter({ has: f.getByText(shared, { exact: true }) })

    // Each page notes when its bet row turns won/lost; both from the same hub push.
    const settledAt = (f: FrameLocator) =>
      row(f)
        .and(f.locator('li.won, li.lost'))
        .waitFor({ timeout: 40_000 })
        .then(() => Date.now())
    const [ta, tb] = await Promise.all([settledAt(a), settledAt(b)])
    expect(Math.abs(ta - tb)).toBeLessThan(2_500)

    const pocketOf = (f: FrameLocator) => row(f).locator('.lr-ball').textContent()
    const pocket = await pocketOf(a)
    expect(pocket).toMatch(/^\d{1,2}$/)
    expect(await pocketOf(b)).toBe(pocket)

    // Both paid by the pocket: red and black win opposite ways; zero loses both.
    const won = (f: FrameLocator) => row(f).evaluate((li) => li.classList.contains('won'))
    const [wonA, wonB] = [await won(a), await won(b)]
    if (pocket === '0') expect([wonA, wonB]).toEqual([false, false])
    else expect(wonA).toBe(!wonB)

    // Every bet settled, each balance is 100 ₺ moved by 5 ₺ per row, up when won, down when lost.
    for (const f of [a, b]) {
      await expect(f.getByTestId('my-bets').locator('li.open')).toHaveCount(0, { timeout: 40_000 })
      const count = (state: string) => f.getByTestId('my-bets').locator(`li.${state}`).count()
      const net = 5 * ((await count('won')) - (await count('lost')))
      await expect(f.getByTestId('balance')).toHaveText(new RegExp(`\\b${100 + net},00`))
    }
  } finally {
    await other.close()
  }
})
