import { expect, type FrameLocator, type Page } from '@playwright/test'

/*
 * A live table in the journeys (docs/shared-rounds.md): open it from the live lobby, and bet 5 ₺ in a betting
 * window the server's clock still holds open. The e2e server runs the tables at ROUNDS_SPEED=3, so
 * a window is a few seconds long and a page on a loaded machine can miss one; the bet is then tried
 * again in the next round.
 */

/** The phase ("Bahisleri yapın" while betting is open) and the seconds left, as the table shows them. */
export const phaseOf = (frame: FrameLocator) =>
  frame
    .locator('.lr-status')
    .evaluate(
      (el) =>
        [
          el.querySelector('.lr-phase')?.textContent ?? '',
          Number((el.querySelector('.lr-timer')?.textContent ?? '').replace(/\D/g, '') || 0),
        ] as const,
    )

/**
 * Opens the table called `name` from the live lobby the page is on, through a filter chip when one is
 * named: its game page on desktop, its dialog on phones. Answers the table's frame once it shows the
 * "not a studio broadcast" notice.
 */
export async function openLiveTable(
  page: Page,
  name: string,
  opts: { filter?: string; isMobile?: boolean } = {},
): Promise<FrameLocator> {
  if (opts.filter) await page.getByRole('button', { name: opts.filter, exact: true }).click()
  const card = page.getByRole('button', { name: `${name} oyna` })
  await expect(card).toBeVisible({ timeout: 20_000 })
  await card.click()
  if (opts.isMobile) await expect(page.getByRole('dialog', { name })).toBeVisible()
  else await expect(page).toHaveURL(/\/casino\/play\//)
  const frame = page.frameLocator(`iframe[title="${name}"]`)
  await expect(frame.getByText('stüdyo yayını değildir').first()).toBeVisible({ timeout: 30_000 })
  return frame
}

/** The player's bet rows on the table, open or settled. */
export const betRows = (frame: FrameLocator) =>
  frame.getByTestId('my-bets').locator('li.open, li.won, li.lost')

/**
 * Picks the 5 ₺ chip, lays it on `spot` (a test id) and confirms, only with `minLeft` seconds of
 * betting left or more (a late bet is refused), round after round until a bet row shows.
 */
export async function betInOpenWindow(
  frame: FrameLocator,
  spot: string,
  opts: { minLeft?: number; timeout?: number } = {},
): Promise<void> {
  await frame.getByRole('button', { name: /5,00 değerinde çip/ }).click()
  const confirm = frame.getByRole('button', { name: 'Bahisleri Onayla' })
  await expect(async () => {
    if ((await betRows(frame).count()) > 0) return
    const [phase, left] = await phaseOf(frame)
    if (phase === 'Bahisleri yapın' && left >= (opts.minLeft ?? 2)) {
      if ((await frame.getByTestId('pending').textContent()) === '') await frame.getByTestId(spot).click()
      // A disabled Confirm with a chip laid out is a bet on its way: wait for its answer.
      if (await confirm.isEnabled()) await confirm.click({ timeout: 2_000 })
    }
    expect(await betRows(frame).count()).toBeGreaterThan(0)
  }).toPass({ timeout: opts.timeout ?? 60_000, intervals: [250] })
}
