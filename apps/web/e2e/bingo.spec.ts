import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Bingo (docs/bingo.md): /casino/bingo lists the rooms; the player opens a room, buys for the next game,
 * watches the calls daub the tickets, sees the result and the payout, then opens the finished game's
 * verify page (the whole call order and every ticket redrawn from the revealed seed).
 *
 * The e2e server runs the rooms at ROUNDS_SPEED × BINGO_SPEED = 12. Each project plays its own room
 * and nobody else buys there during the run, so the player's tickets are the only ones and win every
 * stage: a deterministic win. A lone buyer is below the guarantee's minimum players and tickets
 * (docs/bingo.md "Pot and guarantee"), so the pot is 70 % of the sale, never the guarantee.
 * - desktop: Galata 75 Tombala, one card (1 ₺), the pattern's 0,70 ₺ pot → 99,70 ₺.
 * - phone: Boğaz 90 Tombala, one strip of six (3 ₺) covering 1–90, so its tickets complete 1 line,
 *   2 lines and the full house: 0,31 + 0,52 + 1,27 = 2,10 ₺ → 99,10 ₺.
 */
test('bingo lobby → a room: buy, watch the calls daub, win, payout, verify the game', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000)
  const room = isMobile
    ? {
        name: 'Boğaz 90 Tombala',
        balls: 90,
        tickets: 6,
        afterBuy: '97,00',
        won: '2,10',
        after: '99,10',
        stages: 3,
      }
    : {
        name: 'Galata 75 Tombala',
        balls: 75,
        tickets: 1,
        afterBuy: '99,00',
        won: '0,70',
        after: '99,70',
        stages: 1,
      }
  const player = await registerPlayer(request, { tag: 'bng', phonePrefix: isMobile ? '90581' : '90537' })
  await deposit(request, player)
  await openAs(page, player, '/casino/bingo')

  await expect(page.getByRole('button', { name: 'Boğaz 90 Tombala oyna' })).toBeVisible({ timeout: 20_000 })
  // From the keyboard (the card's hover lift can cover its own button's centre for a pointer).
  const open = page.getByRole('button', { name: `${room.name} oyna` })
  await open.focus()
  await open.press('Enter')
  // A phone opens the game in the full-height dialog, a desktop on the play page.
  if (isMobile) await expect(page.getByRole('dialog', { name: room.name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${room.name}"]`)
  await expect(frame.getByTestId('balance')).toHaveText(/100,00/)

  // One strip / card for the first game on sale; a game that closed meanwhile is refused: buy again.
  // Tickets for a game ahead show under "tickets ahead", the live game's under "tickets".
  const mine = frame.locator('[data-testid="ticket"]')
  const buy = frame.getByTestId('buy')
  for (let i = 0; i < 3 && (await mine.count()) === 0; i++) {
    await buy.click()
    // The button is disabled while the purchase is in flight; the answer's tickets show before it is back.
    await expect(buy).toBeEnabled({ timeout: 15_000 })
  }
  await expect(mine.first()).toBeVisible()
  // On a slow machine the game may already have paid by now: either balance is right.
  await expect(frame.getByTestId('balance')).toHaveText(new RegExp(`${room.afterBuy}|${room.after}`))
  await expectAccessible(page, 'the bingo room')

  // The game starts: the calls daub the tickets, "to go" hints count down, the tickets win the pot.
  await expect(frame.getByTestId('tickets').getByTestId('dab').first()).toBeVisible({ timeout: 30_000 })
  await expect(frame.getByTestId('tickets').locator('[data-testid="ticket"]')).toHaveCount(room.tickets)
  await expect(frame.getByTestId('called-count')).toHaveText(new RegExp(`\\d+/${room.balls} top`))
  await expect(frame.getByTestId('result')).toHaveText(new RegExp(`${room.won} kazandınız`), {
    timeout: 40_000,
  })
  await expect(frame.getByTestId('stages').locator('li.won')).toHaveCount(room.stages)
  await expect(frame.getByTestId('balance')).toHaveText(new RegExp(room.after), { timeout: 10_000 })

  // The finished game links its verify page (under the result until the next game starts, and in
  // "your games" for good): three ✓ for the round, one for the redrawn game, the whole call order
  // and the player's tickets, as sold.
  const link = frame.getByTestId('my-games').getByRole('link').first()
  await expect(link).toBeVisible({ timeout: 15_000 })
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/originals\/verify\?round=\d+$/)
  await page.goto(href!)
  const bingo = page.getByTestId('bingo-verify')
  await expect(bingo).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('round-verify').getByTestId('rv-ok')).toHaveCount(4)
  await expect(page.getByTestId('rv-bad')).toHaveCount(0)
  await expect(bingo.getByTestId('bingo-call-order').locator('li')).toHaveCount(room.balls)
  await expect(bingo.getByTestId('bingo-tickets').locator('table')).toHaveCount(room.tickets)
  await expectAccessible(page, 'the bingo verify page')
})
