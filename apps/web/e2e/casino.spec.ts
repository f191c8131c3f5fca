import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { closeDialogs } from './support/shell'

/**
 * The casino journey (issue 6): a funded player opens the lobby, searches, launches a Galata
 * Original, plays a round and sees the balance change in the game and in the game history.
 */

let seq = 0

async function registerPlayer(request: APIRequestContext) {
  const n = `${Date.now() % 1e7}${seq++}`.slice(-7)
  const fingerprint = `e2e-casino-${n}`
  const res = await request.post('/api/auth/register', {
    headers: { 'x-fingerprint': fingerprint, 'x-locale': 'tr' },
    data: {
      name: 'Deniz',
      surname: 'Yılmaz',
      username: `cas${n}`,
      email: `cas${n}@example.com`,
      phone: `90533${n.padStart(7, '0')}`,
      birthDateDay: '15',
      birthDateMonth: '06',
      birthDateYear: '1990',
      password: 'secret1',
      password2: 'secret1',
    },
  })
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } }
  expect(body.success, body.message).toBe(true)
  return { token: body.data.token, fingerprint, data: body.data }
}

/** 100 ₺ of cash through the demo card gateway, the way a real deposit arrives. */
async function deposit(request: APIRequestContext, player: { token: string; fingerprint: string }) {
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  const methods = (await (await request.get('/api/payment/methods?type=1', { headers })).json()) as {
    data: { id: number; title: string }[]
  }
  const card = methods.data.find((m) => /Kart/.test(m.title))!
  const res = await request.post('/api/payment/deposit', {
    headers,
    data: {
      id: card.id,
      target: 'pay',
      detail: { amount: 100, CardNo: '4111111111111111', holder: 'DENIZ YILMAZ' },
    },
  })
  const body = (await res.json()) as { success: boolean; message: string; data: string }
  expect(body.success, body.message).toBe(true)
  const url = new URL(body.data)
  const paid = await request.post(`${url.pathname}?lang=tr`, {
    form: { sig: url.searchParams.get('sig')!, action: 'pay' },
  })
  expect(paid.ok()).toBe(true)
}

async function openAs(page: Page, player: { data: unknown; fingerprint: string }, path: string) {
  await page.addInitScript(
    ({ data, fingerprint }) => {
      localStorage.setItem('authData', JSON.stringify({ ...(data as object), fingerprint }))
      localStorage.setItem('fingerprint', fingerprint)
      sessionStorage.setItem('popupBannerShown', '1')
    },
    { data: player.data, fingerprint: player.fingerprint },
  )
  await page.goto(path)
  await expect(page.locator('.app-splash')).toHaveCount(0)
  await closeDialogs(page)
}

test.describe('casino', () => {
  test('lobby search, launch an Original, play a round, see the balance and the history', async ({
    page,
    request,
    isMobile,
  }) => {
    const player = await registerPlayer(request)
    await deposit(request, player)
    await openAs(page, player, '/casino/games')

    await expect(page.getByRole('heading', { name: 'Oyunlar', level: 1 })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Oyun ara' }).fill('zar')
    const card = page.getByRole('button', { name: 'Galata Zar oyna' })
    await expect(card).toBeVisible()
    await expect(page.getByRole('button', { name: 'Avrupa Ruleti oyna' })).toHaveCount(0)

    // Favourite toggle with the toast of spec §4.
    await page.getByRole('button', { name: 'Galata Zar oyununu favorilere ekle' }).click()
    await expect(page.getByText('Favorilere eklendi')).toBeVisible()

    await card.click()
    // Spec §4: the desktop opens the play page; a phone opens the game in a full-height dialog.
    if (isMobile) {
      await expect(page.getByRole('dialog', { name: 'Galata Zar' })).toBeVisible()
      await expect(page).toHaveURL(/\/casino\/games/)
    } else {
      await expect(page).toHaveURL(/\/casino\/play\//)
    }
    const frame = page.frameLocator('iframe[title="Galata Zar"]')
    const balance = frame.getByTestId('game-balance')
    await expect(balance).toHaveText(/100,00/)

    await frame.getByTestId('stake').fill('5')
    await frame.getByTestId('play').click()
    await expect(frame.getByTestId('dice-result')).toHaveClass(/win|lose/, { timeout: 15_000 })
    // 5 ₺ staked; a win under 50.00 pays 1.98× = 9,90 (balance 104,90), a loss leaves 95.
    await expect(balance).toHaveText(/(95,00|104,90)/)
    const header = page
      .locator('header')
      .getByText(/(95,00|104,90)/)
      .filter({ visible: true })
    await expect(header.first()).toBeVisible({ timeout: 15_000 })

    await page.goto('/dashboard/game-history')
    await expect(page.getByRole('cell', { name: 'Bahis' }).first()).toBeVisible()
    await expect(page.getByText('Galata Zar').first()).toBeVisible()
  })
})
