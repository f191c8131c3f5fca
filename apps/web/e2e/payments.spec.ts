import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { smsCode } from './support/catchers'
import { isMobile } from './support/shell'
import { verifyIdentity } from './support/operator'
import { openAs, payOnGateway, registerPlayer, type Player } from './support/players'

/**
 * Deposit and withdraw journeys (docs/wallet.md): a card deposit through the demo gateway credits the
 * header balance; a withdrawal needs a verified phone and shows up Pending in the history.
 */

function api(request: APIRequestContext, player: Player) {
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  return {
    balance: async () =>
      ((await (await request.get('/api/user/balance', { headers })).json()) as { data: { balance: number } })
        .data.balance,
    post: (path: string, data: unknown) => request.post(`/api${path}`, { headers, data }),
  }
}

test.describe('payments', () => {
  test('a card deposit through the gateway raises the header balance', async ({
    page,
    context,
    request,
  }, info) => {
    const player = await registerPlayer(request, { tag: 'pay', phonePrefix: '90532' })
    await openAs(page, player, '/dashboard/deposit')
    // The journeys run a demo site (docs/security.md): the header and the payment page say no money is real.
    await expect(page.locator('header').getByTestId('demo-ribbon')).toContainText('Demo — gerçek para yok')
    await expect(page.getByRole('note').filter({ hasText: 'hiçbir ödeme alınmadan' })).toBeVisible()

    await page.getByRole('button', { name: /Kredi \/ Banka Kartı/ }).click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog.getByRole('heading')).toContainText('Kredi / Banka Kartı')

    const submit = dialog.getByRole('button', { name: 'Gönder' })
    await expect(submit).toBeDisabled()
    // Quick amounts within the card's limits (₺100 … ₺20.000) before typing anything.
    const chips = dialog.getByRole('group', { name: 'Hızlı tutar seçimi' })
    await expect(chips.getByRole('button')).toHaveText(['₺100', '₺250', '₺500', '₺1.000'])
    await chips.getByRole('button', { name: '₺250' }).click()
    await expect(chips.getByRole('button', { name: '₺250' })).toHaveAttribute('aria-pressed', 'true')
    await dialog.getByRole('textbox', { name: 'Kart numarası', exact: true }).fill('4111111111111111')
    await expect(dialog.getByRole('textbox', { name: 'Kart numarası', exact: true })).toHaveValue(
      '4111 1111 1111 1111',
    )
    await dialog.getByRole('textbox', { name: 'Kart sahibi', exact: true }).fill('DENIZ YILMAZ')
    await dialog.getByRole('textbox', { name: 'Kart sahibi', exact: true }).blur()
    await expect(dialog.getByRole('textbox', { name: 'Tutar', exact: true })).toHaveValue('250')
    await expect(submit).toBeEnabled()

    // The payment page opens in a new tab at once (spec §4).
    const [gateway] = await Promise.all([context.waitForEvent('page'), submit.click()])
    await expect(
      dialog.getByText('Ödemeyi tamamlamak için aşağıdaki “Devam Et” düğmesine dokunun.'),
    ).toBeVisible()
    await expect(dialog.getByTestId('payment-continue')).toHaveAttribute('href', /^http/)

    await gateway.waitForLoadState()
    await expect(gateway).toHaveURL(/\/pay\/\d+/)
    await expect(gateway.getByRole('note')).toContainText('Demo — gerçek para yok')
    await payOnGateway(gateway)
    await expect.poll(() => api(request, player).balance()).toBe(250)

    // Back on the site the dialog has turned to success: the payment landed (hub push or poll).
    await page.bringToFront()
    await expect(dialog.getByTestId('deposit-paid')).toContainText('250,00')
    await expectAccessible(page, 'the deposit dialog after the payment')

    // The balance query refreshes (focus, poll, or this reload).
    await page.reload()
    await expect(page.locator('.app-splash')).toHaveCount(0)
    const headerBalance = page
      .locator('header')
      .getByText(/250,00/)
      .filter({ visible: true })
    await expect(headerBalance.first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('cash-balance')).toHaveText(/250,00/)

    await page.goto('/dashboard/financial-activities')
    const row = page.getByTestId(isMobile(info) ? 'financial-card' : 'financial-row').first()
    await expect(row).toContainText('Onaylandı')
    await expect(row).toContainText('Kredi / Banka Kartı')
  })

  test('an abandoned deposit is cancelled from Hesap Hareketleri', async ({ page, request }, info) => {
    const player = await registerPlayer(request, { tag: 'pay', phonePrefix: '90532' })
    const call = api(request, player)
    const methods = (await (
      await request.get('/api/payment/methods?type=1', {
        headers: { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint },
      })
    ).json()) as { data: { id: number; title: string }[] }
    const card = methods.data.find((m) => /Kart/.test(m.title))!
    const opened = await call.post('/payment/deposit', {
      id: card.id,
      target: 'pay',
      detail: { amount: 300, CardNo: '4111 1111 1111 1111', holder: 'DENIZ YILMAZ' },
    })
    expect(opened.ok()).toBe(true)

    await openAs(page, player, '/dashboard/financial-activities')
    const row = page.getByTestId(isMobile(info) ? 'financial-card' : 'financial-row').first()
    await expect(row).toContainText('Beklemede')
    await expect(row).toContainText('sona erer')
    await expect(row.getByRole('button', { name: /ödemesine devam et/ })).toBeVisible()
    await expectAccessible(page, 'financial activities with a pending deposit')
    await row.getByRole('button', { name: /bekleyen para yatırma işlemini iptal et/ }).click()
    await expect(page.getByText('Para yatırma işleminiz iptal edildi.', { exact: false })).toBeVisible()
    await expect(row).toContainText('İptal Edildi')
    await expect(row.getByRole('button', { name: /iptal et/ })).toHaveCount(0)
  })

  test('a withdrawal without a verified phone offers phone verification', async ({ page, request }) => {
    const player = await registerPlayer(request, { tag: 'pay', phonePrefix: '90532' })
    await openAs(page, player, '/dashboard/withdraw')
    await expect(page.getByText('Bonus bakiyesi çekilemez', { exact: false })).toBeVisible()
    await page.getByRole('button', { name: /Papara/ }).click()
    const dialog = page.locator('dialog[open]')
    await dialog.getByRole('textbox', { name: 'Tutar', exact: true }).fill('150')
    await dialog.getByRole('textbox', { name: 'Papara hesap numarası', exact: true }).fill('1234567890')
    await dialog.getByRole('textbox', { name: 'Papara hesap numarası', exact: true }).blur()
    await dialog.getByRole('button', { name: 'Gönder' }).click()
    await expect(dialog.getByRole('button', { name: 'Telefonu Doğrula' })).toBeVisible()
  })

  test('a withdrawal shows up Pending in the financial activities', async ({ page, request }) => {
    // The identity review (two uploads, two approvals) comes before the withdrawal now (docs/kyc.md).
    test.setTimeout(120_000)
    // The phone code is read from the SMS catcher the e2e server sends to (support/catchers.ts).
    const player = await registerPlayer(request, { tag: 'pay', phonePrefix: '90532' })
    const call = api(request, player)
    expect((await call.post('/customer/updatephone', { step: 1, phone: player.phone })).ok()).toBe(true)
    const code = await smsCode(player.phone)
    expect((await call.post('/customer/updatephone', { step: 2, phone: player.phone, code })).ok()).toBe(true)

    // Money to withdraw: a card deposit paid on the gateway page.
    const methods = (await (
      await request.get('/api/payment/methods?type=1', {
        headers: { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint },
      })
    ).json()) as { data: { id: number; title: string }[] }
    const card = methods.data.find((m) => /Kart/.test(m.title))!
    const deposit = (await (
      await call.post('/payment/deposit', {
        id: card.id,
        target: 'pay',
        detail: { amount: 500, CardNo: '4111 1111 1111 1111', holder: 'DENIZ YILMAZ' },
      })
    ).json()) as { data: string }
    const gateway = await page.context().newPage()
    await gateway.goto(deposit.data)
    await payOnGateway(gateway)
    await expect.poll(() => call.balance()).toBe(500)

    // Withdrawals need a verified identity (docs/kyc.md): uploaded and approved through the real review.
    await verifyIdentity(request, player)

    await openAs(page, player, '/dashboard/withdraw')
    await page.getByRole('button', { name: /Havale/ }).click()
    const dialog = page.locator('dialog[open]')
    await dialog.getByRole('textbox', { name: 'Tutar', exact: true }).fill('200')
    await dialog.getByRole('textbox', { name: 'IBAN', exact: true }).fill('TR330006100519786457841326')
    await dialog
      .getByRole('textbox', { name: 'Hesap sahibinin adı soyadı', exact: true })
      .fill('Deniz Yılmaz')
    await dialog.getByRole('textbox', { name: 'Hesap sahibinin adı soyadı', exact: true }).blur()
    await dialog.getByRole('button', { name: 'Gönder' }).click()
    // Success: the message, then every dialog closes after 500 ms (spec §4).
    await expect(page.locator('dialog[open]')).toHaveCount(0)
    await expect.poll(() => call.balance()).toBe(300)

    await page.goto('/dashboard/financial-activities')
    const row = page.getByTestId('financial-row').first()
    await expect(row).toContainText('Beklemede')
    await expect(row).toContainText('Para Çekme')
  })
})
