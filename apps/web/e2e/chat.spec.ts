import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { startChatwootStandIn, type ChatwootStandIn } from '@galata/testkit'
import { expectAccessible } from './support/a11y'
import { operatorToken } from './support/operator'
import { openAs, registerPlayer, type Player } from './support/players'
import { openSite } from './support/shell'
import { E2E_CHATWOOT_HMAC_TOKEN } from './support/server-env'

/*
 * Live chat on the phone (docs/live-chat.md "Testing"), against two stand-ins of a Chatwoot
 * installation (@galata/testkit chatwoot.ts) that check identity as an inbox with enforced identity
 * validation does. The e2e server holds the inbox key (CHATWOOT_HMAC_TOKEN); this journey turns the
 * chat on through the console's site options, the way an operator would, only while it runs, so the
 * main server serves it and no second server has to boot. Journeys running beside it meanwhile may load
 * the hidden widget too; none of them opens Support.
 */

const WEBSITE_TOKEN = 'E2eInboxToken12345678'
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
let primary: ChatwootStandIn
let fallback: ChatwootStandIn

async function setOption(request: APIRequestContext, key: string, value: string, status: boolean) {
  const token = await operatorToken(request)
  const res = await request.post('/api/backoffice/cms/options', {
    headers: { authorization: `Bearer ${token}`, 'x-fingerprint': 'e2e-operator' },
    data: { key, value, status },
  })
  const body = (await res.json()) as { success: boolean; message: string }
  expect(body.success, body.message).toBe(true)
}

type Chat = { baseUrl: string; identifier: string; identifierHash: string } | null
async function chatOf(request: APIRequestContext, player: Player): Promise<Chat> {
  const res = await request.get('/api/customer/chat', {
    headers: { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint },
  })
  return ((await res.json()) as { data: Chat }).data
}

test.describe('live chat', () => {
  test.describe.configure({ mode: 'serial' })
  // A visitor who has not answered the cookie notice yet.
  test.use({ storageState: { cookies: [], origins: [] } })

  test.beforeAll(async ({ request }) => {
    primary = await startChatwootStandIn({ websiteToken: WEBSITE_TOKEN, hmacToken: E2E_CHATWOOT_HMAC_TOKEN })
    fallback = await startChatwootStandIn({ websiteToken: WEBSITE_TOKEN, hmacToken: E2E_CHATWOOT_HMAC_TOKEN })
    await setOption(request, 'chatwoot_base_url', primary.url, true)
    await setOption(request, 'chatwoot_website_token', WEBSITE_TOKEN, true)
    await setOption(request, 'chatwoot_fallback_url', fallback.url, true)
  })

  test.afterAll(async ({ request }) => {
    for (const key of ['chatwoot_base_url', 'chatwoot_website_token', 'chatwoot_fallback_url'])
      await setOption(request, key, '', false)
    await primary?.close()
    await fallback?.close()
  })

  test(
    'Support opens the chat with the signed identity, and the end of the session resets it',
    { tag: '@mobile' },
    async ({ page, request }) => {
      // A page load, a widget, an axe pass with a cross-origin frame and a 10 s balance poll.
      test.setTimeout(180_000)
      const player = await registerPlayer(request, { tag: 'chat', phonePrefix: '90541' })
      // The console's edit reaches the server's settings within a content poll.
      await expect.poll(async () => (await chatOf(request, player))?.baseUrl).toBe(primary.url)
      const chat = (await chatOf(request, player))!
      const mine = (c: { args: unknown[] }) => c.args[0] === chat.identifier

      await openAs(page, player, '/')
      // Logged in, but no cookie choice yet: nothing of the chat loads.
      await expect(page.getByTestId('cookie-notice')).toBeVisible()
      await page.waitForTimeout(1_000)
      expect(primary.counts.sdk).toBe(0)
      await page.getByTestId('cookie-notice').getByRole('button', { name: 'Tümünü kabul et' }).click()

      const setUser = await primary.waitForCall((c) => c.method === 'setUser' && mine(c), 20_000)
      expect(setUser.accepted, setUser.reason).toBe(true)
      expect(setUser.args[1]).toMatchObject({ identifier_hash: chat.identifierHash })
      await primary.waitForCall((c) => c.method === 'setLocale' && c.args[0] === 'tr')
      const usercode = (player.data as { usercode: string }).usercode
      const attributes = await primary.waitForCall(
        (c) =>
          c.method === 'setCustomAttributes' && (c.args[0] as { user_code?: string }).user_code === usercode,
      )
      expect(Object.keys(attributes.args[0] as object).sort()).toEqual(
        ['identity_verification', 'phone_verified', 'responsible_gaming', 'user_code'].sort(),
      )
      expect(attributes.args[0]).toMatchObject({ identity_verification: 'none', responsible_gaming: 'none' })
      expect(fallback.counts.sdk).toBe(0)

      await page
        .getByRole('navigation', { name: 'Hızlı menü' })
        .getByRole('button', { name: 'Destek' })
        .click()
      await primary.waitForCall((c) => c.method === 'toggle' && c.args[0] === 'open')
      const frame = page.locator('iframe[title="Canlı destek"]')
      await expect(frame).toBeVisible()
      await expect(
        page.frameLocator('iframe[title="Canlı destek"]').getByRole('heading', { name: 'Canlı destek' }),
      ).toBeVisible()
      // The callback form did not open in its place.
      await expect(page.locator('dialog[open]')).toHaveCount(0)
      // The widget's frame is on the chat's origin: axe talks to frames of other origins only when told.
      for (const f of page.frames()) {
        if (!(await f.evaluate(() => 'axe' in window))) await f.evaluate(AXE_SOURCE)
        await f.evaluate(() =>
          (Reflect.get(window, 'axe') as { configure(o: object): void }).configure({
            allowedOrigins: ['<unsafe_all_origins>'],
          }),
        )
      }
      await expectAccessible(page, 'the phone with the live chat open')

      // The session ends elsewhere: the page's next call meets a 401 and the widget is reset.
      await request.get('/api/auth/logout', { headers: { authorization: `Bearer ${player.token}` } })
      await primary.waitForCall((c) => c.method === 'reset', 30_000)
    },
  )

  test(
    'a visitor gets the callback form from Support, never an anonymous chat',
    { tag: '@mobile' },
    async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookieConsent', 'all'))
      // This page's requests to the chat, not the stand-in's counts: a logged-in page of a journey
      // on the other worker may load the widget meanwhile (see above).
      const toChat: string[] = []
      page.on('request', (r) => {
        if (r.url().startsWith(primary.url) || r.url().startsWith(fallback.url)) toChat.push(r.url())
      })
      await openSite(page, '/')
      await page
        .getByRole('navigation', { name: 'Hızlı menü' })
        .getByRole('button', { name: 'Destek' })
        .click()
      await expect(page.locator('dialog[open]')).toBeVisible()
      await expect(page.locator('iframe[title="Canlı destek"]')).toHaveCount(0)
      expect(toChat).toEqual([])
      // The footer's contact block is there for a visitor as well.
      await expect(page.locator('footer a[href^="https://wa.me/"]').first()).toBeAttached()
    },
  )

  test(
    'a primary that has not loaded after 5 s gives way to the fallback',
    { tag: '@mobile' },
    async ({ page, request }) => {
      test.setTimeout(120_000)
      primary.delaySdk(9_000)
      try {
        const player = await registerPlayer(request, { tag: 'chatfb', phonePrefix: '90542' })
        const chat = (await chatOf(request, player))!
        await page.addInitScript(() => localStorage.setItem('cookieConsent', 'all'))
        const widgetsBefore = primary.counts.widget
        const started = Date.now()
        await openAs(page, player, '/')
        const setUser = await fallback.waitForCall(
          (c) => c.method === 'setUser' && c.args[0] === chat.identifier,
          20_000,
        )
        expect(setUser.accepted, setUser.reason).toBe(true)
        expect(Date.now() - started).toBeGreaterThanOrEqual(5_000)
        expect(fallback.counts.sdk).toBeGreaterThanOrEqual(1)
        await page
          .getByRole('navigation', { name: 'Hızlı menü' })
          .getByRole('button', { name: 'Destek' })
          .click()
        await fallback.waitForCall((c) => c.method === 'toggle' && c.args[0] === 'open')
        // The late primary script arrives and runs no second widget.
        await page.waitForTimeout(5_000)
        expect(primary.counts.widget).toBe(widgetsBefore)
        await expect(page.locator('iframe[title="Canlı destek"]')).toHaveCount(1)
      } finally {
        primary.delaySdk(0)
      }
    },
  )
})
