import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { smsCode } from './support/catchers'
import { closeDialogs, isMobile, openSite } from './support/shell'
import { payOnGateway } from './support/players'
import { fillSignUpForm } from './support/sign-up'

/**
 * Bonuses (docs/bonuses.md): the post-registration trial bonus is claimed once (Yes →
 * confetti → the dialog closes after 1 s), and a first-deposit campaign is claimed on
 * /dashboard/claim-bonus and shows up with its wagering progress on /dashboard/bonuses.
 */

let seq = 0
function newPlayer(info: TestInfo) {
  const n =
    `${Date.now() % 1_000_000}`.padStart(6, '0') +
    String(info.workerIndex % 10) +
    String(seq++ % 100).padStart(2, '0')
  const tag = info.project.name === 'mobile' ? 'm' : 'd'
  return {
    username: `bon${n}${tag}`,
    email: `bon${n}${tag}@example.com`,
    phone: `905${n}`,
    password: 'Tulip-1453',
  }
}

const openDialog = (page: Page) => page.locator('dialog[open]')

async function api(request: APIRequestContext, token: string, fingerprint: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-fingerprint': fingerprint }
  return {
    get: async <T>(path: string) => (await (await request.get(`/api/${path}`, { headers })).json()) as T,
    post: async <T>(path: string, data: unknown) =>
      (await (await request.post(`/api/${path}`, { headers, data })).json()) as T,
  }
}

test.describe('bonuses', () => {
  test('the trial bonus: Yes claims it once, with confetti, and the dialog closes after 1 s', async ({
    page,
    request,
  }, info) => {
    // Sign-up, the claim, then the header's balance with axe and the bonuses page: more than the
    // default minute on a loaded 2-core machine.
    test.setTimeout(120_000)
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const player = newPlayer(info)
    await openSite(page, '/promotions')
    await page.getByRole('button', { name: 'Üye Ol', exact: true }).first().click()
    const dialog = openDialog(page)
    await fillSignUpForm(dialog, player, { trial: true })
    await dialog.getByRole('button', { name: 'Üye Ol', exact: true }).click()

    // The SMS step (this is the one sign-up journey that verifies its code in the dialog): a wrong
    // code is cleared and says why, the right one verifies and the offer follows.
    const code = dialog.getByLabel('Doğrulama Kodu')
    // The field shows once the server has sent the SMS through the gateway (the run's catcher): in a
    // slow CI run (2026-12-02) the step still read "Gönderiliyor…" after the default 10 s.
    await expect(code).toBeVisible({ timeout: 30_000 })
    const right = await smsCode(player.phone)
    const wrong = right === '000000' ? '111111' : '000000'
    await code.fill(wrong)
    await expect(code).toHaveValue(`${wrong.slice(0, 3)}-${wrong.slice(3)}`)
    await dialog.getByRole('button', { name: 'Doğrula', exact: true }).click()
    await expect(page.getByText(/Kod hatalı/)).toBeVisible()
    await expect(code).toHaveValue('')
    await code.fill(right)
    await dialog.getByRole('button', { name: 'Doğrula', exact: true }).click()
    await expect(dialog.getByText('Tebrikler!', { exact: true })).toBeVisible()
    await expect(dialog.getByText(/deneme bonusunuz sizi bekliyor/)).toBeVisible()
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('authData') ?? 'null') as { smsVerified?: boolean } | null,
    )
    expect(stored?.smsVerified).toBe(true)

    await dialog.getByRole('button', { name: 'Evet' }).click()
    await expect(page.getByText('Deneme bonusunuz bonus bakiyenize eklendi.')).toBeVisible()
    await expect(page.locator('canvas[data-confetti]')).toHaveCount(1)
    const claimedAt = Date.now()
    await expect(openDialog(page)).toHaveCount(0, { timeout: 3_500 })
    // About 1 s; the margin is for a loaded 2-core CI machine (2.7 s seen once under load).
    expect(Date.now() - claimedAt).toBeLessThan(3_000)

    // Once: the bonus balance holds it, a second claim is refused and grants nothing.
    const session = await page.evaluate(() => ({
      token: (JSON.parse(localStorage.getItem('authData') ?? 'null') as { token: string }).token,
      fingerprint: localStorage.getItem('fingerprint') ?? '',
    }))
    const call = await api(request, session.token, session.fingerprint)
    const balance = await call.get<{ data: { bonusBalance: number } }>('user/balance')
    expect(balance.data.bonusBalance).toBe(50)
    const again = await call.get<{ success: boolean; code: string }>('bonus/definetrialbonus')
    expect([again.success, again.code]).toEqual([false, 'BONUS_UNAVAILABLE'])
    expect((await call.get<{ data: { bonusBalance: number } }>('user/balance')).data.bonusBalance).toBe(50)

    // The header shows the cash and the bonus, the same figures on desktop and phone
    // (docs/web.md "Balance"); the bonus is one tap from its wagering progress.
    const header = page.getByTestId(isMobile(info) ? 'header-balance-phone' : 'header-balance')
    await expect(header.getByTestId('balance-cash')).toHaveText('₺0,00')
    const bonus = header.getByRole('link', { name: 'Bonus ₺50,00: çevrim durumunu göster' })
    await expect(bonus).toBeVisible()
    await expectAccessible(page, 'the header with cash and bonus')
    await bonus.click()
    await expect(page).toHaveURL(/\/dashboard\/bonuses$/)
    const row = page.getByTestId('bonus-row')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Deneme Bonusu')
    await expect(row).toContainText('Aktif')
    await expect(row.getByRole('progressbar')).toBeVisible()
  })

  test('a first-deposit bonus is claimed on claim-bonus and shows in the history', async ({
    page,
    request,
  }, info) => {
    const player = newPlayer(info)
    const fingerprint = `e2e-${player.username}`
    const res = await request.post('/api/auth/register', {
      headers: { 'x-fingerprint': fingerprint, 'x-locale': 'tr' },
      data: {
        name: 'Deniz',
        surname: 'Yılmaz',
        username: player.username,
        email: player.email,
        phone: player.phone,
        birthDateDay: '15',
        birthDateMonth: '06',
        birthDateYear: '1990',
        password: player.password,
        password2: player.password,
        ageConfirmed: true,
        termsAccepted: true,
      },
    })
    const registered = (await res.json()) as { data: { token: string } }
    const call = await api(request, registered.data.token, fingerprint)

    // A first deposit of 400 TRY paid on the demo gateway page.
    const methods = await call.get<{ data: { id: number; title: string }[] }>('payment/methods?type=1')
    const card = methods.data.find((m) => /Kart/.test(m.title))!
    const deposit = await call.post<{ data: string }>('payment/deposit', {
      id: card.id,
      target: 'pay',
      detail: { amount: 400, CardNo: '4111 1111 1111 1111', holder: 'DENIZ YILMAZ' },
    })
    const gateway = await page.context().newPage()
    await gateway.goto(deposit.data)
    await payOnGateway(gateway)
    await expect
      .poll(async () => (await call.get<{ data: { balance: number } }>('user/balance')).data.balance)
      .toBe(400)

    await page.addInitScript(
      ({ data, fp }) => {
        localStorage.setItem('authData', JSON.stringify({ ...data, fingerprint: fp }))
        localStorage.setItem('fingerprint', fp)
        sessionStorage.setItem('popupBannerShown', '1')
      },
      { data: registered.data, fp: fingerprint },
    )
    await page.goto('/dashboard/claim-bonus')
    await expect(page.locator('.app-splash')).toHaveCount(0)
    await closeDialogs(page)

    // The sign-up trial bonus stays on offer here (code trial) until claimed, saying for how long;
    // this player has no verified phone yet, so the card leads to the verification.
    const trial = page.locator('[data-testid="campaign-card"][data-code="trial"]')
    await expect(trial).toContainText('Deneme Bonusu')
    await expect(trial).toContainText('30 gün')
    await expect(trial).toContainText('Son talep tarihi')
    await expect(trial.getByRole('button', { name: 'Telefonu Doğrula' })).toBeVisible()
    await expectAccessible(page, 'claim-bonus with the trial bonus')

    const campaign = page.getByTestId('campaign-card').filter({ hasText: 'Hoş Geldin Bonusu' })
    await expect(campaign).toContainText('%100')
    await expect(campaign).toContainText('20 katı')
    await expect(campaign).toContainText('Son talep tarihi')
    await campaign.getByRole('button', { name: 'Talep Et' }).click()
    await expect(page.getByText('Bonusunuz bonus bakiyenize eklendi.', { exact: false })).toBeVisible()
    await expect(campaign).toContainText('Talep edildi')
    await expect(campaign.getByRole('button', { name: 'Talep Et' })).toHaveCount(0)

    await page.goto('/dashboard/bonuses')
    const row = page.getByTestId('bonus-row')
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Hoş Geldin Bonusu')
    await expect(row).toContainText('400,00')
    await expect(row).toContainText('Aktif')
    await expect(row.getByRole('progressbar', { name: 'Çevrim ilerlemesi' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    )
    expect((await call.get<{ data: { bonusBalance: number } }>('user/balance')).data.bonusBalance).toBe(400)
  })
})
