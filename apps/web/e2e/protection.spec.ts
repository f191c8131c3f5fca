import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { TEST_PASSWORD } from '@galata/testkit'
import { deposit, registerPlayer, type Player } from './support/players'
import { consentStorageState } from './support/consent'
import { isMobile, markPopupsSeen } from './support/shell'

/**
 * Player protection in the browser (docs/player-protection.md): a deposit limit set at the first deposit and
 * hit; a pending increase that says when it takes effect; the reality check over a game window; a
 * self-exclusion that logs the player out everywhere and leaves a restricted account.
 */

interface Session {
  data: Record<string, unknown>
  fingerprint: string
}

/** A second login of the same player (another device): its own session and fingerprint. */
async function loginByApi(request: APIRequestContext, username: string, device: string): Promise<Session> {
  const fingerprint = `e2e-rg-${device}-${Date.now()}`
  const res = await request.post('/api/auth/login', {
    headers: { 'x-fingerprint': fingerprint, 'x-locale': 'tr' },
    data: { username, password: TEST_PASSWORD },
  })
  const body = (await res.json()) as { success: boolean; message: string; data: Record<string, unknown> }
  expect(body.success, body.message).toBe(true)
  return { data: body.data, fingerprint }
}

const usernameOf = (player: Player) => (player.data as { username: string }).username

/**
 * Opens a page already logged in, once per tab: a protection logout clears the storage and reloads,
 * and must not be logged back in by the seeding script.
 */
async function openOnce(page: Page, session: Session, path: string) {
  await markPopupsSeen(page)
  await page.addInitScript(
    ({ data, fp }) => {
      if (window.name === 'e2e-seeded') return
      window.name = 'e2e-seeded'
      localStorage.setItem('authData', JSON.stringify({ ...data, fingerprint: fp }))
      localStorage.setItem('fingerprint', fp)
    },
    { data: session.data, fp: session.fingerprint },
  )
  await page.goto(path)
  await expect(page.locator('.app-splash')).toHaveCount(0)
}

const asSession = (player: Player): Session => ({
  data: player.data as Record<string, unknown>,
  fingerprint: player.fingerprint,
})

test.describe('player protection', () => {
  // Each journey registers, pays in and moves through several pages on a shared 2-core machine.
  test.beforeEach(() => test.setTimeout(150_000))

  test('a deposit limit set at the first deposit refuses a deposit over it', async ({ page, request }) => {
    const player = await registerPlayer(request, { tag: 'rgd', phonePrefix: '90541' })
    await openOnce(page, asSession(player), '/dashboard/deposit')

    // RTS 12A: the prompt before the first deposit, in free-text boxes; the player could skip it.
    const prompt = page.getByTestId('deposit-limit-prompt')
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('button', { name: 'Şimdi değil' })).toBeVisible()
    await prompt.getByRole('textbox', { name: 'Yeni limit (24 saat)' }).fill('100')
    await prompt.getByRole('button', { name: 'Limitleri kaydet' }).click()
    await expect(page.getByText('Yatırım limitleriniz kaydedildi ve hemen geçerli.')).toBeVisible()
    await expect(prompt).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Yatırım limiti belirleyin' })).toBeVisible()

    // 150 ₺ through the card: refused, saying what remains and when it resets.
    await page.getByRole('button', { name: /Kredi \/ Banka Kartı/ }).click()
    const dialog = page.locator('dialog[open]')
    await dialog.getByRole('textbox', { name: 'Tutar', exact: true }).fill('150')
    await dialog.getByRole('textbox', { name: 'Kart numarası', exact: true }).fill('4111111111111111')
    await dialog.getByRole('textbox', { name: 'Kart sahibi', exact: true }).fill('DENIZ YILMAZ')
    await dialog.getByRole('textbox', { name: 'Kart sahibi', exact: true }).blur()
    await dialog.getByRole('button', { name: 'Gönder' }).click()
    const refused = dialog.getByTestId('deposit-refused')
    await expect(refused).toContainText('yatırım limitini aşıyor')
    await expect(refused.getByTestId('deposit-remaining')).toContainText('Kalan yatırım hakkınız: ₺100,00')
    await refused.getByRole('link', { name: 'Limitlerimi gör' }).click()
    await expect(page).toHaveURL(/\/dashboard\/responsible-gaming$/)
    await expect(page.getByTestId('rg-deposit-day')).toContainText('Geçerli limit: ₺100,00')
    await expect(page.getByTestId('rg-deposit-day-remaining')).toContainText('Kalan: ₺100,00')
  })

  test('a raised limit waits and says when it takes effect; a lowered one applies at once', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request, { tag: 'rgp', phonePrefix: '90542' })
    await openOnce(page, asSession(player), '/dashboard/responsible-gaming')
    const row = page.getByTestId('rg-loss-week')
    await row.getByRole('textbox', { name: 'Yeni limit (7 gün)' }).fill('1.000')
    await row.getByRole('button', { name: 'Kaydet' }).click()
    await expect(row).toContainText('Geçerli limit: ₺1.000,00')

    await row.getByRole('textbox', { name: 'Yeni limit (7 gün)' }).fill('2.500,50')
    await row.getByRole('button', { name: 'Kaydet' }).click()
    const pending = page.getByTestId('rg-loss-week-pending')
    await expect(pending).toContainText(
      /Bekleyen değişiklik: ₺2\.500,50, geçerlilik \d{1,2}\.\S{3}\.\d{2} \d{2}:\d{2}/,
    )
    await expect(pending.getByRole('button', { name: 'Onayla' })).toHaveCount(0)
    await expect(row).toContainText('Geçerli limit: ₺1.000,00')

    await row.getByRole('textbox', { name: 'Yeni limit (7 gün)' }).fill('500')
    await row.getByRole('button', { name: 'Kaydet' }).click()
    await expect(row).toContainText('Geçerli limit: ₺500,00')
    // A word that is not an amount is refused in the browser, in words.
    await row.getByRole('textbox', { name: 'Yeni limit (7 gün)' }).fill('beş yüz')
    await row.getByRole('button', { name: 'Kaydet' }).click()
    await expect(row.getByRole('alert')).toContainText('Lütfen 0’dan büyük bir tutar yazın')
  })

  test(
    'the reality check appears over a game window and pauses it',
    { tag: '@phone' },
    async ({ page, request }, info) => {
      const player = await registerPlayer(request, { tag: 'rgr', phonePrefix: '90543' })
      await deposit(request, player)
      await page.clock.install()
      await openOnce(page, asSession(player), '/casino/games')
      await page.getByRole('button', { name: 'Galata Zar oyna' }).first().click()
      const frame = page.frameLocator('iframe[title="Galata Zar"]')
      await expect(frame.getByTestId('game-balance')).toHaveText(/100,00/, { timeout: 20_000 })
      if (isMobile(info)) await expect(page.getByRole('dialog', { name: 'Galata Zar' })).toBeVisible()

      // 60 minutes of the login session (the default interval), without waiting for them.
      await page.clock.fastForward('01:00:00')
      const check = page.getByRole('dialog', { name: 'Süre Hatırlatıcısı' })
      await expect(check).toBeVisible()
      await expect(check.getByTestId('reality-stakes')).toHaveText('₺0,00')
      await expect(check.getByTestId('reality-net')).toHaveText('₺0,00')
      await expect(check.getByRole('button', { name: 'Devam Et' })).toBeFocused()
      await expect(check.getByRole('button', { name: 'Limitlerim' })).toBeVisible()
      await expect(check.getByRole('button', { name: 'Çıkış Yap' })).toBeVisible()

      // The game behind cannot be used: inert, and covered where a press would land.
      const iframe = page.locator('iframe[title="Galata Zar"]')
      await expect(iframe).toHaveAttribute('inert', '')
      const box = (await iframe.boundingBox())!
      const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? '', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      })
      expect(hit).not.toBe('IFRAME')

      await check.getByRole('button', { name: 'Devam Et' }).click()
      await expect(check).toHaveCount(0)
      await expect(iframe).not.toHaveAttribute('inert', '')
      await expect(frame.getByTestId('game-balance')).toHaveText(/100,00/)
    },
  )

  test('self-exclusion logs the player out everywhere and leaves a restricted account', async ({
    page,
    request,
    browser,
  }, info) => {
    const player = await registerPlayer(request, { tag: 'rgx', phonePrefix: '90544' })
    await deposit(request, player)
    const username = usernameOf(player)
    // A second device of the same player, with its own session.
    const other = await openOtherDevice(browser, request, username, info.project.use.baseURL)
    await openOnce(page, await loginByApi(request, username, 'a'), '/dashboard/responsible-gaming')

    const section = page.locator('#self-exclusion')
    await section.getByRole('radio', { name: '6 ay' }).check()
    const submit = section.getByRole('button', { name: 'Kendimi uzaklaştır' })
    await expect(submit).toBeDisabled()
    await section.getByRole('checkbox', { name: /Uzaklaştırmanın hemen başlayacağını/ }).check()
    await submit.click()
    await expect(section.getByRole('alertdialog')).toContainText('kısaltılamaz')
    await section.getByRole('button', { name: 'Evet, onaylıyorum' }).click()

    // This tab: back on the home page, saying what happened.
    // (A reload with an emptied cache: the strings are fetched again, slowly on a busy machine.)
    await expect(page.getByTestId('session-notice')).toContainText('Kendinizi oyundan uzaklaştırdınız', {
      timeout: 30_000,
    })
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('button', { name: 'Giriş Yap' }).first()).toBeVisible()
    // The other device: the hub closed its session; it says why too.
    await expect(other.getByTestId('session-notice')).toContainText('Kendinizi oyundan uzaklaştırdınız', {
      timeout: 30_000,
    })
    await other.context().close()

    // Logging in again is allowed, to withdraw and see the history; play and deposits explain why not.
    await page.getByRole('button', { name: 'Giriş Yap' }).first().click()
    const login = page.locator('dialog[open]')
    await login.getByLabel('Kullanıcı Adı').fill(username)
    await login.getByLabel('Şifre', { exact: true }).fill(TEST_PASSWORD)
    await login.getByRole('button', { name: 'Giriş Yap' }).click()
    const banner = page.getByTestId('rg-restricted')
    await expect(banner).toContainText('tarihine kadar kendinizi oyundan uzaklaştırdınız', {
      timeout: 20_000,
    })
    await expect(banner.getByRole('link', { name: 'Para çek' })).toBeVisible()
    await page.goto('/dashboard/deposit')
    await expect(page.getByTestId('rg-restricted-notice')).toBeVisible()
    await expect(page.getByTestId('deposit-limit-prompt')).toHaveCount(0)
  })
})

async function openOtherDevice(
  browser: Browser,
  request: APIRequestContext,
  username: string,
  baseURL: string | undefined,
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    storageState: baseURL ? consentStorageState(baseURL) : undefined,
  })
  const page = await context.newPage()
  await openOnce(page, await loginByApi(request, username, 'b'), '/dashboard/account')
  return page
}
