import { randomInt } from 'node:crypto'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { COOKIE_CONSENT_KEY } from './support/consent'
import { closeDialogs, isMobile, openSite } from './support/shell'
import { fillSignUpFields } from './support/sign-up'

/*
 * docs/content.md: what a Turkish-speaking site always has: the sign-up declarations and the separate,
 * unticked marketing consent (changed later in the account), the footer's licence block and
 * Sorumlu Oyun link. The cookie notice has its own describe, from a browser with nothing stored.
 */

const openDialog = (page: Page) => page.locator('dialog[open]')

function newPlayer(info: TestInfo) {
  const n = `${(Date.now() % 1e4) * 100 + randomInt(100)}`.padStart(6, '0') + String(info.workerIndex % 10)
  return {
    username: `lgl${n}${info.project.name === 'mobile' ? 'm' : 'd'}`,
    email: `lgl${n}${info.project.name[0]}@example.com`,
    phone: `90535${n}`,
    password: 'Tulip-1453',
  }
}

test.describe('sign-up declarations and the marketing consent', () => {
  // On the phone too: the only axe check of the sign-up form in the phone layout.
  test(
    '18+ and the terms are required, marketing is unticked; the choice shows and changes in the account',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      // A sign-up (argon2) and two axe passes: 66 s once at CI's load (2026-11-29), past the 60 s default.
      test.setTimeout(120_000)
      const player = newPlayer(info)
      await openSite(page, '/promotions')
      await page.getByRole('button', { name: 'Üye Ol', exact: true }).first().click()
      const dialog = openDialog(page)
      await expect(dialog.getByRole('heading', { name: 'Üye Ol' })).toBeVisible()

      const adult = dialog.getByRole('checkbox', { name: /18 yaşından büyük olduğumu beyan ederim/ })
      const terms = dialog.getByRole('checkbox', { name: /Gizlilik Politikası’nı.*okudum ve kabul ediyorum/ })
      const marketing = dialog.getByRole('checkbox', {
        name: /Kampanya ve bonus bildirimleri almak istiyorum/,
      })
      for (const box of [adult, terms, marketing]) await expect(box).not.toBeChecked()
      // The KVKK notice at the point of collection, and the terms' two links.
      await expect(dialog.getByRole('link', { name: /KVKK Aydınlatma Metni/ })).toHaveAttribute(
        'href',
        '/pages/6',
      )
      await expect(dialog.getByRole('link', { name: /Genel Şartlar ve Koşullar/ })).toHaveAttribute(
        'href',
        '/pages/1',
      )

      const submit = dialog.getByRole('button', { name: 'Üye Ol', exact: true })
      await fillSignUpFields(dialog, player)
      await expect(submit).toBeDisabled()
      await adult.check()
      await expect(submit).toBeDisabled()
      await terms.check()
      await expect(submit).toBeEnabled()
      // Each required box says why when it is unticked again.
      await adult.uncheck()
      await expect(dialog.getByText('Kayıt olmak için 18 yaşından büyük olduğunuzu onaylayın.')).toBeVisible()
      await expect(submit).toBeDisabled()
      await adult.check()
      await expectAccessible(page, 'the sign-up form with its declarations')
      await submit.click()
      await expect(page.getByText('Kaydınız tamamlandı. Hoş geldiniz!')).toBeVisible()
      await page.keyboard.press('Escape')
      await closeDialogs(page)

      // Stored as chosen: declared, marketing off.
      const session = await page.evaluate(() => ({
        token: (JSON.parse(localStorage.getItem('authData') ?? 'null') as { token: string }).token,
        fingerprint: localStorage.getItem('fingerprint') ?? '',
      }))
      const consents = async () => {
        const res = await request.get('/api/customer/consents', {
          headers: { authorization: `Bearer ${session.token}`, 'x-fingerprint': session.fingerprint },
        })
        return ((await res.json()) as { data: { marketingConsent: boolean; ageConfirmedAt: string | null } })
          .data
      }
      expect(await consents()).toMatchObject({ marketingConsent: false })
      expect((await consents()).ageConfirmedAt).not.toBeNull()

      // The account shows it and changes it.
      await page.goto('/dashboard/account')
      const section = page.getByRole('region', { name: 'İletişim tercihleri' })
      const box = section.getByRole('checkbox', { name: /Kampanya ve bonus bildirimleri/ })
      await expect(box).not.toBeChecked()
      await expect(section.getByRole('button', { name: 'Tercihi kaydet' })).toBeDisabled()
      await box.check()
      // Checked before saving: the toast that follows sits over the menu for a few seconds.
      await expectAccessible(page, '/dashboard/account with the contact preferences')
      await section.getByRole('button', { name: 'Tercihi kaydet' }).click()
      await expect(page.getByText('İletişim tercihiniz kaydedildi.')).toBeVisible()
      expect((await consents()).marketingConsent).toBe(true)
      await page.reload()
      await expect(
        page.getByRole('region', { name: 'İletişim tercihleri' }).getByRole('checkbox'),
      ).toBeChecked()
    },
  )
})

test.describe('the footer', () => {
  test('shows the configured licence block, linked from the general terms, and Sorumlu Oyun by the 18+ badge', async ({
    page,
  }) => {
    await openSite(page, '/pages/1')
    const licence = page.locator('#licence')
    await expect(licence.getByRole('heading', { name: 'Lisans bilgileri' })).toBeAttached()
    // Demo mode: the fictional values of config.ts, saying so.
    await expect(licence).toContainText('Galata Gaming N.V. (Demo)')
    await expect(licence).toContainText('DEMO-LICENCE-0000')
    await expect(licence).toContainText('Demo Licensing Authority (fictional)')
    await expect(licence).toContainText('Bu bir demo sitesidir')
    await page.getByRole('main').getByRole('link', { name: 'Lisans bilgilerimiz' }).click()
    await expect(page).toHaveURL(/\/pages\/1#licence$/)
    await expect(licence).toBeInViewport()
    // Beside the 18+ badge (the CMS column lists the page too).
    const badge = page.locator('footer img[src*="18plus"]').locator('..')
    const rg = badge.getByRole('link', { name: 'Sorumlu Oyun', exact: true })
    await expect(rg).toHaveAttribute('href', '/pages/5')
    // axe checks /pages/1 in a11y.spec.ts's visitor pages (docs/testing.md "Accessibility: one axe
    // pass per page state").
  })

  test('in English too', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('lang', 'en'))
    await openSite(page, '/pages/1')
    const licence = page.locator('#licence')
    await expect(licence.getByRole('heading', { name: 'Licence details' })).toBeAttached()
    await expect(licence).toContainText('Licence number')
    await expect(licence).toContainText('This is a demo site')
    const badge = page.locator('footer img[src*="18plus"]').locator('..')
    await expect(badge.getByRole('link', { name: 'Responsible Gaming', exact: true })).toBeAttached()
    await expect(page.locator('footer').getByRole('button', { name: 'Cookie settings' })).toBeAttached()
  })
})

/**
 * The first-visit popup opens once the site's content has loaded, which on a loaded machine can be
 * after closeDialogs' look: wait for it when the content has one, then close it, so it cannot take
 * the keyboard or the clicks meant for the cookie notice.
 */
async function closeFirstPopup(page: Page) {
  const grouped = (await (await page.request.get('/api/cms/grouped')).json()) as {
    data: { firstPopup: unknown }
  }
  if (grouped.data.firstPopup)
    await expect(page.locator('dialog[open]').first()).toBeVisible({ timeout: 20_000 })
  await closeDialogs(page)
}

test.describe('the cookie notice', () => {
  // A browser that has stored nothing: the first visit.
  test.use({ storageState: { cookies: [], origins: [] } })

  // The welcome popup seen is necessary (docs/content.md): stored whatever the choice.
  const OPTIONAL = ['refId', 'topNotifyRead']
  const stored = (page: Page) =>
    page.evaluate(
      () =>
        ({ local: { ...localStorage }, session: { ...sessionStorage } }) as {
          local: Record<string, string>
          session: Record<string, string>
        },
    )

  test(
    'appears on the first visit, "only necessary" stores nothing optional, and is remembered',
    { tag: '@phone' },
    async ({ page }, info) => {
      // A referral link: its id is optional (marketing) and must not be stored before a choice.
      await page.goto('/?ref=123')
      await expect(page.locator('.app-splash')).toHaveCount(0)
      await closeFirstPopup(page)
      const notice = page.getByRole('region', { name: 'Çerezler ve tarayıcı depolama' })
      await expect(notice).toBeVisible()
      await expect(notice.getByRole('link', { name: 'Çerez Politikası' })).toHaveAttribute('href', '/pages/7')
      for (const key of [...OPTIONAL, COOKIE_CONSENT_KEY])
        expect((await stored(page)).local).not.toHaveProperty(key)

      if (isMobile(info)) {
        // On a phone it is a slim bar: well under a fifth of the first screen.
        const box = (await notice.boundingBox())!
        const viewport = page.viewportSize()!
        expect(box.height / viewport.height).toBeLessThan(0.2)
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
        // It leaves the header's log-in and sign-up buttons free.
        for (const name of ['Giriş Yap', 'Üye Ol']) {
          const button = (await page
            .locator('header')
            .getByRole('button', { name, exact: true })
            .first()
            .boundingBox())!
          expect(button.y + button.height <= box.y || button.y >= box.y + box.height, name).toBe(true)
        }
      }
      await expectAccessible(page, 'the home page with the cookie notice')

      // Keyboard: the notice comes right after the skip link (and whatever the shell puts first).
      const necessary = notice.getByRole('button', { name: 'Yalnızca zorunlu' })
      await page.locator('body').focus()
      for (let i = 0; i < 8 && !(await necessary.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('Tab')
      await expect(necessary).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(notice).toHaveCount(0)
      let now = await stored(page)
      expect(now.local[COOKIE_CONSENT_KEY]).toBe('necessary')
      for (const key of OPTIONAL) expect(now.local).not.toHaveProperty(key)

      // The welcome popup was seen: with "only necessary" too it does not come back on the next visit
      // (spec §2: once per distinct content).
      const grouped = (await (await page.request.get('/api/cms/grouped')).json()) as {
        data: { firstPopup: { hash: string } | null }
      }
      if (grouped.data.firstPopup) expect(now.local.firstPopupHash).toBe(grouped.data.firstPopup.hash)
      await page.reload()
      await expect(page.locator('.app-splash')).toHaveCount(0)
      await page.waitForTimeout(2500)
      await expect(page.locator('dialog[open]')).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Çerezler ve tarayıcı depolama' })).toHaveCount(0)
      now = await stored(page)
      for (const key of OPTIONAL) expect(now.local).not.toHaveProperty(key)

      // The footer's link reopens it with focus inside; "Accept all" is then stored.
      const settings = page.locator('footer').getByRole('button', { name: 'Çerez Ayarları' })
      await settings.click()
      await expect(notice).toBeVisible()
      await expect(notice).toBeFocused()
      await notice.getByRole('button', { name: 'Tümünü kabul et' }).click()
      await expect(notice).toHaveCount(0)
      await expect(settings).toBeFocused()
      expect((await stored(page)).local[COOKIE_CONSENT_KEY]).toBe('all')
    },
  )

  test('"accept all" hides it for good and lets the site remember the popup it showed', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('.app-splash')).toHaveCount(0)
    await closeFirstPopup(page)
    const notice = page.getByRole('region', { name: 'Çerezler ve tarayıcı depolama' })
    await notice.getByRole('button', { name: 'Tümünü kabul et' }).click()
    await expect(notice).toHaveCount(0)
    const grouped = (await (await page.request.get('/api/cms/grouped')).json()) as {
      data: { firstPopup: { hash: string } | null }
    }
    const now = await stored(page)
    expect(now.local[COOKIE_CONSENT_KEY]).toBe('all')
    if (grouped.data.firstPopup) expect(now.local.firstPopupHash).toBe(grouped.data.firstPopup.hash)
    await page.reload()
    await expect(page.locator('.app-splash')).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Çerezler ve tarayıcı depolama' })).toHaveCount(0)
  })
})
