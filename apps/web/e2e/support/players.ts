import { randomInt } from 'node:crypto'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { registrationBody } from '@galata/testkit'
import { closeDialogs, markPopupsSeen } from './shell'

/** Players for the journeys: registered over the API, paid in through the gateway, opened in a page. */

export interface Player {
  token: string
  fingerprint: string
  phone: string
  data: unknown
}

/**
 * Registers a fresh player the way the register form does. `tag` starts the user name (a journey's
 * own players are easy to spot); `phonePrefix` keeps the journeys' phone numbers apart.
 */
export async function registerPlayer(
  request: APIRequestContext,
  { tag = 'cas', phonePrefix = '90533' }: { tag?: string; phonePrefix?: string } = {},
): Promise<Player> {
  // Seven digits unique enough across two workers: the clock plus a random part.
  const n = `${(Date.now() % 1e4) * 1000 + randomInt(1000)}`.padStart(7, '0')
  const fingerprint = `e2e-${tag}-${n}`
  const phone = `${phonePrefix}${n}`
  const res = await request.post('/api/auth/register', {
    headers: { 'x-fingerprint': fingerprint, 'x-locale': 'tr' },
    data: registrationBody({
      name: 'Deniz',
      // A surname of its own (the digits as letters): the exclusion register takes one name and
      // birth date for one person, so one journey's self-exclusion must not close every player.
      surname: `Yılmaz ${tag.replace(/[^a-z]/gi, '')}${[...n].map((d) => 'abcdefghij'[Number(d)]).join('')}`,
      username: `${tag}${n}`,
      email: `${tag}${n}@example.com`,
      phone,
    }),
  })
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } }
  expect(body.success, body.message).toBe(true)
  return { token: body.data.token, fingerprint, phone, data: body.data }
}

/** 100 ₺ of cash through the demo card gateway, the way a real deposit arrives. */
export async function deposit(request: APIRequestContext, player: { token: string; fingerprint: string }) {
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

/** Opens the site as that player: authData and the fingerprint stored before the app starts. */
export async function openAs(page: Page, player: { data: unknown; fingerprint: string }, path: string) {
  await markPopupsSeen(page)
  await page.addInitScript(
    ({ data, fingerprint }) => {
      localStorage.setItem('authData', JSON.stringify({ ...(data as object), fingerprint }))
      localStorage.setItem('fingerprint', fingerprint)
    },
    { data: player.data, fingerprint: player.fingerprint },
  )
  await page.goto(path)
  await expect(page.locator('.app-splash')).toHaveCount(0)
  await closeDialogs(page, { popupsFrom: path })
}

/**
 * Pays on the demo gateway's page the way a player does, waits for its answer page (the form POST
 * has finished loading) and closes the tab. Closing while that navigation was still under way once
 * hung Chromium's page close for a minute on a busy CI run.
 */
export async function payOnGateway(gateway: Page) {
  await gateway.locator('button[value=pay]').click()
  await expect(gateway.getByText(/Ödeme başarılı|Payment successful/)).toBeVisible()
  await gateway.close()
}
