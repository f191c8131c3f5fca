import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { openAs, registerPlayer } from './support/players'
import { goInApp } from './support/shell'

/**
 * docs/casino.md: every area of the casino lobby lists games. A signed-in player opens each area
 * (/casino/{slot|live|games|bingo|tvbets|virtual}), sees the seeded games named below and how many
 * there are at least, launches one of them (the play page on a desktop, the full-height dialog on a
 * phone) and sees its page load in the frame; axe checks every area page.
 * Names are the Turkish seed names (apps/server/src/modules/casino/casino.seed.ts).
 */
const AREAS: readonly { path: string; min: number; shows: readonly string[]; launch: string }[] = [
  {
    path: '/casino/slot',
    min: 20,
    shows: ['Kapalıçarşı Hazinesi', 'Osmanlı Altını'],
    launch: 'Kapadokya Balonları',
  },
  {
    path: '/casino/live',
    min: 5,
    shows: [
      'Galata Canlı Rulet',
      'Galata Canlı Bakara',
      'Galata Ejderha Kaplan',
      'Galata Sonsuz Blackjack',
      'Galata Üç Kart Poker',
    ],
    launch: 'Galata Canlı Bakara',
  },
  { path: '/casino/games', min: 12, shows: ['Galata Zar', 'Galata Plinko'], launch: 'Galata Limbo' },
  {
    path: '/casino/bingo',
    min: 2,
    shows: ['Boğaz 90 Tombala', 'Galata 75 Tombala'],
    launch: 'Boğaz 90 Tombala',
  },
  {
    path: '/casino/tvbets',
    min: 3,
    shows: ['Galata Keno TV', 'Galata Para Çarkı', 'Galata Şanslı 7'],
    launch: 'Galata Şanslı 7',
  },
  {
    path: '/casino/virtual',
    min: 2,
    shows: ['Galata Sanal Süper Lig', 'Galata Sanal Kıta Ligi'],
    launch: 'Galata Sanal Süper Lig',
  },
]

/** Distinct game cards on the page (an area may show its games in rails, a game in two of them). */
async function cardCount(page: Page): Promise<number> {
  const codes = await page
    .locator('[data-game]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-game')))
  return new Set(codes).size
}

test('every lobby area lists games and launches one of them; each area accessible', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(300_000)
  const player = await registerPlayer(request, { tag: 'lba', phonePrefix: isMobile ? '90583' : '90584' })
  await openAs(page, player, '/casino/slot')

  // One page load, then from area to area as the menu's links go (docs/testing.md "Accessibility:
  // one axe pass per page state").
  for (const area of AREAS) {
    await goInApp(page, area.path)
    for (const name of area.shows)
      await expect(page.getByRole('button', { name: `${name} oyna` }).first()).toBeVisible({
        timeout: 20_000,
      })
    expect(await cardCount(page), `games in ${area.path}`).toBeGreaterThanOrEqual(area.min)
    await expectAccessible(page, `the lobby area ${area.path}`)

    await page
      .getByRole('button', { name: `${area.launch} oyna` })
      .first()
      .click()
    if (isMobile) await expect(page.getByRole('dialog', { name: area.launch })).toBeVisible()
    else await expect(page).toHaveURL(/\/casino\/play\//)
    const frame = page.frameLocator(`iframe[title="${area.launch}"]`)
    // The game's page has loaded: its client replaced the loading note with the game (title first).
    await expect(frame.getByRole('heading', { level: 1, name: area.launch })).toBeVisible({ timeout: 20_000 })
    await expect(frame.locator('#app[aria-busy]')).toHaveCount(0)
  }

  // Back in the slots, the tag filters mean something: Jackpot keeps the hold-and-win slots, New
  // leaves out the launch three.
  await goInApp(page, '/casino/slot')
  const tags = page.getByTestId('tag-filters')
  await tags.getByRole('button', { name: 'Jackpot' }).click()
  await expect(page.getByRole('button', { name: 'Osmanlı Altını oyna' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kapadokya Balonları oyna' })).toHaveCount(0)
  await tags.getByRole('button', { name: 'Yeni' }).click()
  await expect(page.getByRole('button', { name: 'Kapadokya Balonları oyna' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Kapalıçarşı Hazinesi oyna' })).toHaveCount(0)
  await expect(tags.getByRole('button', { name: 'Yeni' })).toHaveAttribute('aria-pressed', 'true')
})
