import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { startChatwootStandIn, type ChatwootStandIn } from '@galata/testkit'
import { expectAccessible } from './support/a11y'
import { operatorToken } from './support/operator'
import { openAs, registerPlayer, type Player } from './support/players'
import { openSite } from './support/shell'
import { fillSignUpForm, openSignUp } from './support/sign-up'
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

/*
 * The desktop and phone projects both run this file now, and each run points the one server's chat
 * options at its own stand-ins: they take turns, under a lock of this run of Playwright (the
 * workers' common parent) that the other waits for.
 */
const LOCK = join(tmpdir(), `galata-e2e-chat-${process.env.E2E_PORT ?? '3100'}-${process.ppid}`)
async function takeLock() {
  for (;;) {
    try {
      mkdirSync(LOCK)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

/** The bootstrap the site reads, once a console edit has reached it (a content poll). */
async function bootstrapChatHosts(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/cms/grouped')
  return ((await res.json()) as { data: { liveChatHosts?: string[] } }).data.liveChatHosts ?? []
}

test.describe('live chat', () => {
  test.describe.configure({ mode: 'serial' })
  // A visitor who has not answered the cookie notice yet.
  test.use({ storageState: { cookies: [], origins: [] } })

  test.beforeAll(async ({ request }) => {
    // The other project's turn may take a few minutes.
    test.setTimeout(600_000)
    await takeLock()
    primary = await startChatwootStandIn({ websiteToken: WEBSITE_TOKEN, hmacToken: E2E_CHATWOOT_HMAC_TOKEN })
    fallback = await startChatwootStandIn({ websiteToken: WEBSITE_TOKEN, hmacToken: E2E_CHATWOOT_HMAC_TOKEN })
    await setOption(request, 'chatwoot_base_url', primary.url, true)
    await setOption(request, 'chatwoot_website_token', WEBSITE_TOKEN, true)
    await setOption(request, 'chatwoot_fallback_url', fallback.url, true)
    await expect
      .poll(() => bootstrapChatHosts(request))
      .toEqual([new URL(primary.url).host, new URL(fallback.url).host])
  })

  test.afterAll(async ({ request }) => {
    try {
      for (const key of ['chatwoot_base_url', 'chatwoot_website_token', 'chatwoot_fallback_url'])
        await setOption(request, key, '', false)
      await primary?.close()
      await fallback?.close()
    } finally {
      rmSync(LOCK, { recursive: true, force: true })
    }
  })

  test(
    'the cookie notice and the Cookie Policy name the live chat while one is configured',
    { tag: '@phone' },
    async ({ page }) => {
      const toChat: string[] = []
      page.on('request', (r) => {
        if (r.url().startsWith(primary.url) || r.url().startsWith(fallback.url)) toChat.push(r.url())
      })
      await openSite(page, '/')
      const notice = page.getByTestId('cookie-notice')
      await expect(notice).toContainText('canlı destek penceresini (Chatwoot) yükler')
      const policy = notice.getByRole('link', { name: 'Çerez Politikası' })
      await expect(policy).toHaveAttribute('href', '/pages/7')
      await page.goto('/pages/7')
      const section = page.getByTestId('cookie-live-chat')
      await expect(section.getByRole('heading', { name: 'Canlı destek (Chatwoot)' })).toBeVisible()
      await expect(section).toContainText(`${new URL(primary.url).host}, ${new URL(fallback.url).host}`)
      await expect(section).toContainText('cw_conversation')
      await expectAccessible(page, 'the Cookie Policy naming the live chat, with the cookie notice')
      // Naming it loads nothing of it: a visitor who has not chosen.
      expect(toChat).toEqual([])
    },
  )

  test('after sign-up, the celebration’s contact button opens the chat, or the callback form', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(180_000)
    const n = `${Date.now() % 1_000_000}`.padStart(6, '0') + String(info.workerIndex % 10)
    const player = (tag: string) => ({
      username: `cw${tag}${n}`,
      email: `cw${tag}${n}@example.com`,
      phone: `9054${tag === 'a' ? 3 : 4}${n}`,
      password: 'Tulip-1453',
    })

    // "Accept all": the widget loads as soon as the sign-up logs the player in.
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'all'))
    const dialog = await openSignUp(page)
    await fillSignUpForm(dialog, player('a'), { trial: false })
    await dialog.getByRole('button', { name: 'Üye Ol', exact: true }).click()
    await expect(dialog.getByText('Tebrikler!', { exact: true })).toBeVisible()
    const contact = dialog.getByRole('button', { name: 'Canlı destek' })
    await expect(contact).toBeVisible({ timeout: 20_000 })
    await expectAccessible(page, 'the celebration offering the live chat (desktop)')
    await contact.click()
    await primary.waitForCall((c) => c.method === 'toggle' && c.args[0] === 'open')
    await expect(page.locator('iframe[title="Canlı destek"]')).toBeVisible()
    // The celebration closed for it, and no callback form opened instead.
    await expect(page.locator('dialog[open]')).toHaveCount(0)

    // "Only necessary": no chat, so the same button is Sizi Arayalım and opens the callback form.
    // A second browser as the project's (Turkish, its viewport), with nothing stored.
    const { use } = info.project
    const context = await browser.newContext({
      storageState: { cookies: [], origins: [] },
      viewport: use.viewport ?? null,
      locale: use.locale,
      timezoneId: use.timezoneId,
      reducedMotion: use.reducedMotion ?? null,
      userAgent: use.userAgent,
    })
    try {
      const other = await context.newPage()
      await other.addInitScript(() => localStorage.setItem('cookieConsent', 'necessary'))
      const signUp = await openSignUp(other)
      await fillSignUpForm(signUp, player('b'), { trial: false })
      await signUp.getByRole('button', { name: 'Üye Ol', exact: true }).click()
      await expect(signUp.getByText('Tebrikler!', { exact: true })).toBeVisible()
      await signUp.getByRole('button', { name: 'Sizi Arayalım' }).click()
      await expect(
        other.locator('dialog[open]').getByRole('heading', { name: 'Sizi Arayalım' }),
      ).toBeVisible()
      await expect(other.locator('iframe[title="Canlı destek"]')).toHaveCount(0)
    } finally {
      await context.close()
    }
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

      // This page's requests to the chat, not the stand-in's counts: another page of the run may
      // load the widget meanwhile (the visitor case below).
      const toChat: string[] = []
      page.on('request', (r) => {
        if (r.url().startsWith(primary.url) || r.url().startsWith(fallback.url)) toChat.push(r.url())
      })
      await openAs(page, player, '/')
      // Logged in, but no cookie choice yet: nothing of the chat loads.
      await expect(page.getByTestId('cookie-notice')).toBeVisible()
      await page.waitForTimeout(1_000)
      expect(toChat).toEqual([])
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
      expect(toChat.filter((url) => url.startsWith(fallback.url))).toEqual([])

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
