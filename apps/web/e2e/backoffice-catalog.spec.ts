import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { consoleAs, staffToken } from './support/staff'

/*
 * The casino catalogue of the console (docs/backoffice.md "Casino catalogue"): a content member
 * switches a game off and the public lobby API no longer lists it, switches it on again, moves a
 * game to the top of its category with the keyboard's "move up" and saves: the lobby lists it
 * first at once. axe over the screen. In Turkish on the desktop.
 */

type Game = { code: string; name: string }

async function lobby(request: APIRequestContext, category: number): Promise<string[]> {
  const res = await request.post('/api/casino/categorygames', { data: { systemCategory: [category] } })
  const body = (await res.json()) as { data: { games: { gameCode: string }[] }[] }
  return body.data[0]!.games.map((g) => g.gameCode)
}

test('a content member switches a game off and on and moves one to the top of its category', async ({
  browser,
  request,
}) => {
  const token = await staffToken(request, ['content'])
  const headers = { authorization: `Bearer ${token}` }
  const categories = (await (await request.get('/api/backoffice/casino/categories', { headers })).json()) as {
    data: { id: number; slug: string }[]
  }
  const category = categories.data.find((c) => c.slug === 'games')!.id
  const listed = (await (
    await request.get(`/api/backoffice/casino/games?category=${category}&take=500`, { headers })
  ).json()) as { data: { items: Game[] } }
  const games = listed.data.items
  expect(games.length).toBeGreaterThan(2)
  const before = await lobby(request, category)
  expect(before).toEqual(games.map((g) => g.code))

  const page = await consoleAs(browser, token, '/bo/casino')
  await expect(page.getByRole('heading', { level: 1, name: 'Casino kataloğu' })).toBeVisible()
  await page.getByLabel('Kategori').selectOption(String(category))
  const first = games[0]!
  const toggle = page.getByRole('checkbox', { name: `${first.name} açık` })
  await expect(toggle).toBeChecked()
  await expectAccessible(page, 'the casino catalogue')

  // The switch follows the server's answer, not the click: click, then wait for its state
  // (Playwright's check() wants the state changed at once, which a loaded machine does not give).
  await toggle.click()
  await expect(page.getByRole('status').filter({ hasText: 'Oyun kapatıldı' })).toBeVisible()
  await expect(toggle).not.toBeChecked()
  expect(await lobby(request, category)).not.toContain(first.code)

  await toggle.click()
  await expect(page.getByRole('status').filter({ hasText: 'Oyun açıldı' })).toBeVisible()
  await expect(toggle).toBeChecked()
  expect(await lobby(request, category)).toEqual(before)

  // The last game to the top with the keyboard: the focus stays on its "move up" button.
  const last = games.at(-1)!
  const up = page.getByRole('button', { name: `${last.name} oyununu yukarı taşı` })
  await up.focus()
  for (let i = 0; i < games.length - 1; i++) await page.keyboard.press('Enter')
  await expect(up).toBeDisabled()
  await expect(page.getByText(`${last.name} artık 1. sırada`)).toBeAttached()
  await page.getByRole('button', { name: 'Sıralamayı kaydet' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Sıralama kaydedildi' })).toBeVisible()
  const after = await lobby(request, category)
  expect(after[0]).toBe(last.code)
  expect(after).toEqual([last.code, ...before.filter((c) => c !== last.code)])
  await expectAccessible(page, 'the casino catalogue after saving an order')

  // Back as it was, for the other journeys of the run.
  const restored = await request.post(`/api/backoffice/casino/categories/${category}/order`, {
    headers,
    data: { codes: before },
  })
  expect(restored.ok(), await restored.text()).toBe(true)
})
