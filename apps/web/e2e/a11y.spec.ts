import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, openAs, registerPlayer } from './support/players'
import { goInApp, isMobile, markPopupsSeen, openSite, untilNetworkQuiet } from './support/shell'

/**
 * axe-core over every page of the site, in Turkish and in English, on the desktop and the phone
 * layout: no WCAG 2 A/AA violation (the bar of the project). Each page is checked once its content
 * has arrived; dialogs are checked open. Each page state is checked once per layout, in Turkish on
 * the desktop and in English on the phone; the home page and the log-in dialogs in both languages
 * on both (docs/testing.md "Accessibility: one axe pass per page state"). A test opens the site once
 * and goes from page to page inside it, as a visitor following its links does (`goInApp`).
 */

const visitorPages = [
  '/',
  '/spor',
  '/livespor',
  '/esports',
  '/casino/slot',
  '/casino/live',
  '/casino/games',
  '/casino/bingo',
  '/casino/tvbets',
  '/casino/virtual',
  '/promotions',
  '/pages/1',
  // docs/content.md: the Responsible Gaming page describes the tools, with links into My Account.
  '/pages/5',
  '/no-such-page',
]

const playerPages = [
  '/dashboard/account',
  '/dashboard/phone-verification',
  '/dashboard/deposit',
  '/dashboard/withdraw',
  '/dashboard/change-password',
  '/dashboard/financial-activities',
  '/dashboard/game-history',
  '/dashboard/claim-bonus',
  '/dashboard/bonuses',
  // docs/sportsbook.md: Kuponlarım.
  '/dashboard/my-bets',
  '/dashboard/session-history',
  '/dashboard/responsible-gaming',
  '/dashboard/verification',
]

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.app-splash')).toHaveCount(0)
}

// The file holds the run's longest tests; without this one worker would take all of them in turn
// (the "slow test file" of the 2026-11-26 CI run). Each test has its own players and pages.
test.describe.configure({ mode: 'parallel' })

for (const lang of ['tr', 'en'] as const) {
  // axe over a page takes seconds in software rendering, and a language changes the words, not the
  // markup: each page state runs in Turkish on the desktop and in English on the phone only
  // (`@mobile`), which covers both languages and both layouts of every page. The representative set,
  // the home page and the log-in dialogs ("visitor dialogs"), runs in all four (`@phone`).
  const oneLayout = lang === 'tr' ? [] : ['@mobile']
  test.describe(`accessibility in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
    })

    test('visitor pages', { tag: oneLayout }, async ({ page }) => {
      // Axe over every visitor page in software rendering took 1.9–2.1 min on 2 cores (2026-11-26 CI).
      test.setTimeout(300_000)
      await openSite(page)
      for (const path of visitorPages) {
        await goInApp(page, path)
        await expectAccessible(page, `${path} (${lang})`)
      }
    })

    // A match's page, before and in play: the sportsbook journeys that check it run on the desktop
    // only, so axe checks the phone's layout of it here (docs/testing.md "Which journeys run on the
    // phone").
    if (lang === 'en')
      test('match pages', { tag: '@mobile' }, async ({ page }) => {
        test.setTimeout(240_000)
        await openSite(page)
        for (const [list, row] of [
          ['/spor', 'event-row'],
          ['/livespor', 'live-event'],
        ] as const) {
          await goInApp(page, list)
          const first = page.getByTestId(row).first()
          // A fresh server may still be writing its first fixtures and kicking off its first matches.
          await expect(first).toBeVisible({ timeout: 90_000 })
          await untilNetworkQuiet(page, () => first.getByRole('link').first().click())
          await expect(page).toHaveURL(/\/spor\/mac\/\d+$/)
          await expectAccessible(page, `the event page from ${list} (${lang})`)
        }
      })

    test('visitor dialogs', { tag: '@phone' }, async ({ page }, info) => {
      test.setTimeout(180_000)
      await openSite(page)
      // The representative set's page in the layout's other language (the page lists check it in
      // the layout's own): the shell every page shares, its header, menus and footer.
      if ((lang === 'en') !== isMobile(info)) {
        await settle(page)
        await expectAccessible(page, `/ (${lang}, ${info.project.name})`)
      }
      const login = lang === 'tr' ? 'Giriş Yap' : 'Log In'
      const register = lang === 'tr' ? 'Üye Ol' : 'Sign Up'
      await page.getByRole('button', { name: login, exact: true }).first().click()
      await expect(page.locator('dialog[open]')).toBeVisible()
      await expectAccessible(page, `login dialog (${lang})`)
      await page.keyboard.press('Escape')
      if (!isMobile(info)) {
        await page.getByRole('button', { name: register, exact: true }).first().click()
        await expect(page.locator('dialog[open]')).toBeVisible()
        await expectAccessible(page, `register dialog (${lang})`)
      }
    })

    test('player pages', { tag: oneLayout }, async ({ page, request }) => {
      test.setTimeout(360_000)
      const player = await registerPlayer(request, { tag: `ax${lang}`, phonePrefix: '90536' })
      await deposit(request, player)
      await openAs(page, player, '/dashboard/account')
      for (const path of playerPages) {
        await goInApp(page, path)
        await expectAccessible(page, `${path} (${lang})`)
      }
    })

    const SLOT_SAMPLES =
      /Kapalıçarşı|Grand Bazaar|İpek Yolu|Silk Road|Kız Kulesi|Maiden|Topkapı|Osmanlı Altını|Ottoman Gold/
    test('game pages', { tag: oneLayout }, async ({ page, request }, info) => {
      // About 17 game pages, each launched and checked by axe: 6 min was not enough in the CI
      // preview once the server ran five live tables, two leagues and the sports world beside it.
      test.setTimeout(600_000)
      const player = await registerPlayer(request, { tag: `axg${lang}`, phonePrefix: '90537' })
      await deposit(request, player)
      await openAs(page, player, '/casino/games')
      const closeGame = lang === 'tr' ? 'Oyunu kapat' : 'Close game'
      let first = true
      for (const area of ['/casino/slot', '/casino/games']) {
        await goInApp(page, area)
        // The aggregator simulator's demo games (game codes `sim-…`) are checked, axe included, by
        // providers-hub88.spec.ts: their page is the simulator's, with no studio balance to wait for.
        const cards = page.locator('[data-game]:not([data-game^="sim-"]) > button:first-child')
        // networkidle can come before the lobby's list renders on a busy machine.
        await expect(cards.first()).toBeVisible()
        const names = (await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? '')))
          .filter((n, i, all) => all.indexOf(n) === i)
          // The slots share one page: one game of each mechanic (20 lines, ways, rising free spins,
          // cascades, hold and win) keeps this within its time; slots.spec.ts plays the rest.
          .filter((n) => area !== '/casino/slot' || SLOT_SAMPLES.test(n))
        expect(names.length).toBeGreaterThan(0)
        for (const label of names) {
          const name = lang === 'tr' ? label.replace(/ oyna$/, '') : label.replace(/^Play /, '')
          await page.getByRole('button', { name: label, exact: true }).first().click()
          const frame = page.frameLocator(`iframe[title="${name}"]`)
          await expect(frame.getByTestId('game-balance')).toHaveText(/100[,.]00/, { timeout: 20_000 })
          // The page around the game is the same for every game: checked whole with the first, then
          // only the play window (the phone's dialog) with its game.
          await expectAccessible(page, `${name} (${lang}, ${info.project.name})`, {
            include: first ? undefined : isMobile(info) ? 'dialog[open]' : '[data-testid="play-window"]',
          })
          first = false
          // Closing the game goes back to the lobby without loading the site again.
          await page.getByRole('button', { name: closeGame, exact: true }).click()
          await expect(page.locator(`iframe[title="${name}"]`)).toHaveCount(0)
        }
      }
    })

    // The shared-round games (live tables, bingo, TV games, virtual leagues) are played by their
    // journeys on the desktop only; on the phone, axe checks each of their pages here, open in the
    // phone's game dialog (docs/testing.md "Which journeys run on the phone"). One page load per
    // game: the dialog is closed, not the lobby reloaded, and axe checks the dialog with its game
    // (the lobby under it is the visitor pages' check), as soon as the game's client has drawn it.
    if (lang === 'en')
      test('round game pages', { tag: '@mobile' }, async ({ page, request }, info) => {
        test.setTimeout(600_000)
        const player = await registerPlayer(request, { tag: 'axr', phonePrefix: '90585' })
        await deposit(request, player)
        await openAs(page, player, '/casino/live')
        for (const area of ['/casino/live', '/casino/bingo', '/casino/tvbets', '/casino/virtual']) {
          await goInApp(page, area)
          const cards = page.locator('[data-game] > button:first-child')
          await expect(cards.first()).toBeVisible()
          const names = (
            await cards.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))
          ).filter((n, i, all) => all.indexOf(n) === i)
          expect(names.length).toBeGreaterThan(0)
          for (const label of names) {
            const name = label.replace(/^Play /, '')
            await page.getByRole('button', { name: label, exact: true }).first().click()
            const dialog = page.getByRole('dialog', { name })
            await expect(dialog).toBeVisible()
            const frame = page.frameLocator(`iframe[title="${name}"]`)
            // The game's page has loaded: its client replaced the loading note with the game.
            await expect(frame.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
            await expect(frame.locator('#app[aria-busy]')).toHaveCount(0)
            await expectAccessible(page, `${name} (${lang}, ${info.project.name})`, {
              include: 'dialog[open]',
            })
            await dialog.getByRole('button', { name: 'Close game', exact: true }).click()
            await expect(dialog).toHaveCount(0)
          }
        }
      })

    test('player menus and dialogs', { tag: oneLayout }, async ({ page, request, context }, info) => {
      test.setTimeout(120_000)
      const en = lang === 'en'
      const player = await registerPlayer(request, { tag: `axd${lang}`, phonePrefix: '90538' })
      await deposit(request, player)
      await openAs(page, player, '/')
      // The account menu: the profile dropdown on a desktop, the side panel on a phone.
      const account = en ? 'Open the account menu' : 'Hesap menüsünü aç'
      await page
        .getByRole('button', { name: isMobile(info) ? account : new RegExp(`^${account}: `) })
        .first()
        .click()
      await expectAccessible(page, `account menu (${lang})`, {
        include: isMobile(info) ? undefined : 'header',
      })
      await page.keyboard.press('Escape')
      // The bell is in the desktop header; a phone reaches the notifications from the account panel.
      if (!isMobile(info)) {
        await page.getByTestId('notification-bell').click()
        await expectAccessible(page, `notifications (${lang})`)
        await page.keyboard.press('Escape')
      }
      if (isMobile(info)) {
        await page.getByRole('button', { name: en ? 'Open the menu' : 'Menüyü aç' }).click()
        await expectAccessible(page, `side menu (${lang})`)
        await page.keyboard.press('Escape')
      }
      // A deposit method's dialog, and the demo gateway's page it opens.
      await goInApp(page, '/dashboard/deposit')
      await page.getByRole('button', { name: en ? /Credit \/ debit card/ : /Kredi \/ Banka Kartı/ }).click()
      const dialog = page.locator('dialog[open]')
      await expect(dialog.getByRole('heading')).toBeVisible()
      await expectAccessible(page, `deposit dialog (${lang})`)
      await dialog.getByRole('textbox').first().fill('100')
      const [gateway] = await Promise.all([
        context.waitForEvent('page'),
        (async () => {
          await dialog.getByRole('textbox').nth(1).fill('4111111111111111')
          await dialog.getByRole('textbox').nth(2).fill('DENIZ YILMAZ')
          await dialog.getByRole('textbox').nth(2).blur()
          await dialog.getByRole('button', { name: en ? 'Submit' : 'Gönder' }).click()
        })(),
      ])
      await gateway.waitForLoadState()
      await expectAccessible(gateway, `gateway page (${lang})`)
      await gateway.close()
      // The Originals' fairness page.
      await page.goto(`/originals/verify?lang=${lang}`)
      await expectAccessible(page, `verify page (${lang})`)
    })

    test(
      'player protection: prompt, page steps, reality check, notices',
      { tag: oneLayout },
      async ({ page, request }) => {
        test.setTimeout(180_000)
        const en = lang === 'en'
        // A player who has not deposited yet: the deposit page carries the deposit-limit prompt.
        const player = await registerPlayer(request, { tag: `axp${lang}`, phonePrefix: '90539' })
        await page.clock.install()
        await markPopupsSeen(page)
        // Logged in once per tab: the time-out's logout below must not be logged back in on reload.
        await page.addInitScript(
          ({ data, fp }) => {
            if (window.name === 'ax-seeded') return
            window.name = 'ax-seeded'
            localStorage.setItem('authData', JSON.stringify({ ...(data as object), fingerprint: fp }))
            localStorage.setItem('fingerprint', fp)
          },
          { data: player.data, fp: player.fingerprint },
        )
        await page.goto('/dashboard/deposit')
        await settle(page)
        await expect(page.getByTestId('deposit-limit-prompt')).toBeVisible()
        await expectAccessible(page, `deposit-limit prompt (${lang})`)

        // The page with its confirmation steps open.
        await page.goto('/dashboard/responsible-gaming')
        await settle(page)
        await page
          .getByRole('button', { name: en ? 'I want to close my account' : 'Hesabımı kapatmak istiyorum' })
          .click()
        const timeout = page.locator('#timeout')
        await timeout.getByRole('radio', { name: en ? '24 hours' : '24 saat' }).check()
        await timeout.getByRole('checkbox').check()
        await timeout.getByRole('button', { name: en ? 'Start the time-out' : 'Molayı başlat' }).click()
        await expect(timeout.getByRole('alertdialog')).toBeVisible()
        await expectAccessible(page, `responsible gaming steps (${lang})`)

        // The reality check, after an hour of the session.
        await page.clock.fastForward('01:00:00')
        await expect(page.getByTestId('reality-check')).toBeVisible()
        await expectAccessible(page, `reality check (${lang})`)
        await page.getByRole('button', { name: en ? 'Continue' : 'Devam Et' }).click()

        // The time-out logs out and the home page says why.
        await timeout.getByRole('button', { name: en ? 'Yes, I confirm' : 'Evet, onaylıyorum' }).click()
        await expect(page.getByTestId('session-notice')).toBeVisible({ timeout: 30_000 })
        await settle(page)
        await expectAccessible(page, `session notice (${lang})`)
      },
    )

    test('password recovery dialog', { tag: oneLayout }, async ({ page }) => {
      await openSite(page)
      await page
        .getByRole('button', { name: lang === 'en' ? 'Log In' : 'Giriş Yap', exact: true })
        .first()
        .click()
      await page.getByRole('button', { name: lang === 'en' ? 'Forgot password?' : 'Şifremi Unuttum' }).click()
      await expect(page.locator('dialog[open]')).toBeVisible()
      await expectAccessible(page, `recovery dialog (${lang})`)
    })
  })
}
