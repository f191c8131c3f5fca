import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { openLiveTable } from './support/live-table'
import { deposit, openAs, registerPlayer } from './support/players'
import { consoleAs, staffToken } from './support/staff'

/*
 * Editing a game and the tables and rounds screen (docs/backoffice.md "Editing a game", "Tables and
 * rounds"): a content member renames a game in the console and the lobby API follows at once; a
 * risk member closes Dragon Tiger, the player's table page says it is closed, and opens it again;
 * the same switch on a bingo room: its page says so and sells nothing until it opens again; and on
 * Sky Aviator, whose open page shows the notice and takes no bet until it opens again. axe over both
 * new screens, the closed room and the closed Aviator. In Turkish on the desktop.
 */

type Game = { id: number; code: string; name: string; names: { tr: string; en: string }; categoryId: number }

async function lobbyNames(request: APIRequestContext, category: number): Promise<Map<string, string>> {
  const res = await request.post('/api/casino/categorygames', { data: { systemCategory: [category] } })
  const body = (await res.json()) as { data: { games: { gameCode: string; name: string }[] }[] }
  return new Map(body.data[0]!.games.map((g) => [g.gameCode, g.name]))
}

test('a content member renames a game and the lobby follows', async ({ browser, request }) => {
  const token = await staffToken(request, ['content'])
  const headers = { authorization: `Bearer ${token}` }
  const categories = (await (await request.get('/api/backoffice/casino/categories', { headers })).json()) as {
    data: { id: number; slug: string }[]
  }
  const category = categories.data.find((c) => c.slug === 'games')!.id
  const listed = (await (
    await request.get(`/api/backoffice/casino/games?category=${category}&take=500`, { headers })
  ).json()) as { data: { items: Game[] } }
  const game = listed.data.items[1]!

  const page = await consoleAs(browser, token, '/bo/casino')
  await page.getByLabel('Kategori').selectOption(String(category))
  await page.getByRole('button', { name: `${game.name} oyununu düzenle` }).click()
  const panel = page.getByTestId('game-edit')
  await expect(panel.getByRole('heading', { name: `${game.name} oyununu düzenle` })).toBeFocused()
  await expectAccessible(page, 'the game edit form')
  await panel.getByLabel('Türkçe adı').fill('Yeni Ad Deneme')
  await panel.getByLabel('İngilizce adı').fill('New Name Trial')
  await panel.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Oyun kaydedildi' })).toBeVisible()
  expect((await lobbyNames(request, category)).get(game.code)).toBe('Yeni Ad Deneme')
  await expect(page.getByRole('button', { name: 'Yeni Ad Deneme oyununu düzenle' })).toBeVisible()

  // Back as it was, for the other journeys of the run.
  const restored = await request.put(`/api/backoffice/casino/games/${game.id}`, {
    headers,
    data: { name: game.names, categoryId: game.categoryId },
  })
  expect(restored.ok(), await restored.text()).toBe(true)
})

test('a risk member closes a table, the player’s page says so, and opens it again', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await staffToken(request, ['risk'])
  const bo = await consoleAs(browser, token, '/bo/casino/rounds')
  await expect(bo.getByRole('heading', { level: 1, name: 'Masalar ve turlar' })).toBeVisible()
  const row = bo.locator('tr[data-code="galata-dragon-tiger"]')
  await expect(row.getByTestId('table-state')).toHaveText('Açık')
  await expectAccessible(bo, 'the tables and rounds screen')

  await row.getByRole('button', { name: /masasını kapat$/ }).click()
  await expect(bo.getByRole('status').filter({ hasText: 'Masa kapatıldı' })).toBeVisible()
  await expect(row.getByTestId('table-state')).toHaveText('Kapalı')

  await row.getByRole('button', { name: /son turları$/ }).click()
  const verify = bo.getByRole('button', { name: /numaralı turu doğrula$/ }).first()
  await expect(verify).toBeVisible({ timeout: 30_000 })
  await verify.click()
  await expect(bo.getByText(/doğrulandı: tohum, kapanış değeri ve sonuç tutuyor/).first()).toBeAttached()
  await expectAccessible(bo, 'the tables and rounds screen with a table’s last rounds')

  const player = await registerPlayer(request, { tag: 'rbo', phonePrefix: '90538' })
  await deposit(request, player)
  await openAs(page, player, '/casino/live')
  const frame = await openLiveTable(page, 'Galata Ejderha Kaplan', { filter: 'Krupiye' })
  await expect(frame.getByTestId('table-closed')).toHaveText(/Bu masa şu anda kapalı/, { timeout: 30_000 })

  await row.getByRole('button', { name: /masasını aç$/ }).click()
  await expect(bo.getByRole('status').filter({ hasText: 'Masa açıldı' })).toBeVisible()
  await expect(row.getByTestId('table-state')).toHaveText('Açık')
  await expect(frame.getByTestId('table-closed')).toBeHidden({ timeout: 30_000 })
})

test('a closed bingo room says so on its page and sells again once opened', async ({ page, request }) => {
  test.setTimeout(120_000)
  // Boğaz 90: the desktop bingo journey plays Galata 75; the room stays closed only a few seconds.
  const token = await staffToken(request, ['risk'])
  const headers = { authorization: `Bearer ${token}` }
  const player = await registerPlayer(request, { tag: 'rbg', phonePrefix: '90539' })
  await deposit(request, player)
  await openAs(page, player, '/casino/bingo')
  const open = page.getByRole('button', { name: 'Boğaz 90 Tombala oyna' })
  // The lobby's first read can be slow on a loaded machine.
  await expect(open).toBeVisible({ timeout: 45_000 })
  await open.focus()
  await open.press('Enter')
  const frame = page.frameLocator('iframe[title="Boğaz 90 Tombala"]')
  const buy = frame.getByTestId('buy')
  await expect(buy).toBeEnabled({ timeout: 20_000 })
  await expect(frame.getByTestId('table-closed')).toBeHidden()

  const closed = await request.post('/api/backoffice/rounds/tables/galata-bingo-90/close', {
    headers,
    data: { note: 'e2e' },
  })
  expect(closed.ok(), await closed.text()).toBe(true)
  try {
    await expect(frame.getByTestId('table-closed')).toHaveText(/Bu salon şu anda kapalı ve bilet satmıyor/, {
      timeout: 30_000,
    })
    await expect(buy).toBeDisabled()
    await expectAccessible(page, 'the closed bingo room')
  } finally {
    const opened = await request.post('/api/backoffice/rounds/tables/galata-bingo-90/open', {
      headers,
      data: {},
    })
    expect(opened.ok(), await opened.text()).toBe(true)
  }
  await expect(frame.getByTestId('table-closed')).toBeHidden({ timeout: 30_000 })
  await expect(buy).toBeEnabled()
})

test('a risk member sees Sky Aviator’s rounds, verifies one, and closes it under an open page', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000)
  const token = await staffToken(request, ['risk'])
  const bo = await consoleAs(browser, token, '/bo/casino/rounds')
  const row = bo.locator('tr[data-code="galata-aviator"]')
  await expect(row).toContainText('Crash oyunu')
  await expect(row.getByTestId('table-state')).toHaveText('Açık')
  await row.getByRole('button', { name: /son turları$/ }).click()
  // The crash loop ends a round every few seconds; the first may still be in flight.
  const verify = bo.getByRole('button', { name: /numaralı turu doğrula$/ }).first()
  await expect(verify).toBeVisible({ timeout: 45_000 })
  await expect(bo.getByTestId('crash-point').first()).toHaveText(/\d,\d\d×$/)
  await verify.click()
  await expect(bo.getByText(/doğrulandı: hash, zincirin yayımlanan son hash’ine ulaşıyor/)).toBeVisible()
  await expectAccessible(bo, 'Sky Aviator’s last rounds on the tables and rounds screen')

  // A player's open Sky Aviator page hears the switch over the hub: the notice, no bet, then back.
  const player = await registerPlayer(request, { tag: 'rav', phonePrefix: '90548' })
  await deposit(request, player)
  await openAs(page, player, '/')
  // The menu entry searches the catalogue first; a tap before the page is ready is tapped again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Aviator' }).first().click()
    await expect(page).toHaveURL(/\/casino\/play\//, { timeout: 10_000 })
  }).toPass({ timeout: 45_000 })
  const frame = page.frameLocator('iframe[title="Sky Aviator"]')
  const action = frame.getByTestId('av-action')
  await expect(frame.getByTestId('multiplier')).toBeVisible({ timeout: 45_000 })
  await expect(frame.getByTestId('table-closed')).toBeHidden()
  await row.getByRole('button', { name: /masasını kapat$/ }).click()
  try {
    await expect(row.getByTestId('table-state')).toHaveText('Kapalı')
    await expect(frame.getByTestId('table-closed')).toHaveText(
      /Sky Aviator şu anda kapalı ve yeni bahis almıyor/,
      {
        timeout: 30_000,
      },
    )
    await expect(action).toHaveText('Bahisler kapalı')
    await expect(action).toBeDisabled()
    await expectAccessible(page, 'Sky Aviator closed by the operator')
    await row.getByRole('button', { name: /masasını aç$/ }).click()
    await expect(row.getByTestId('table-state')).toHaveText('Açık')
  } finally {
    const opened = await request.post('/api/backoffice/rounds/tables/galata-aviator/open', {
      headers: { authorization: `Bearer ${token}` },
      data: {},
    })
    expect(opened.ok(), await opened.text()).toBe(true)
  }
  await expect(frame.getByTestId('table-closed')).toBeHidden({ timeout: 30_000 })
  await expect(action).not.toHaveText('Bahisler kapalı')
})
