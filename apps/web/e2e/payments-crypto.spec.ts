import { expect, test, type APIRequestContext } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { openAs, registerPlayer, type Player } from './support/players'

/**
 * The crypto deposit's waiting dialog (docs/payments.md "The waiting dialog"): in demo mode the
 * NOWPayments stand-in "receives" the coins about 20 s after the deposit opens, and the dialog,
 * polling the status route, turns to credited while the balance grows by the deposit.
 */

function api(request: APIRequestContext, player: Player) {
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  return {
    balance: async () =>
      ((await (await request.get('/api/user/balance', { headers })).json()) as { data: { balance: number } })
        .data.balance,
    methodId: async (title: RegExp) =>
      (
        (await (await request.get('/api/payment/methods?type=1', { headers })).json()) as {
          data: { id: number; title: string }[]
        }
      ).data.find((m) => title.test(m.title))!.id,
    post: (path: string, data: unknown) => request.post(`/api${path}`, { headers, data }),
  }
}

test.describe('crypto deposit', () => {
  test('shows address, exact amount and QR, then turns credited and the balance grows', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const player = await registerPlayer(request, { tag: 'cry', phonePrefix: '90534' })
    const call = api(request, player)
    const before = await call.balance()
    await openAs(page, player, '/dashboard/deposit')

    await page.getByRole('button', { name: /Kripto \(USDT\)/ }).click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog.getByRole('heading')).toContainText('Kripto (USDT)')
    // 345 ₺ at the stand-in's 34.5 ₺/USDT is exactly 10 USDT.
    await dialog.getByRole('textbox', { name: 'Tutar', exact: true }).fill('345')
    await dialog.getByRole('combobox', { name: 'Ağ' }).selectOption('TRC20')
    await dialog.getByRole('button', { name: 'Gönder' }).click()

    const panel = dialog.getByTestId('crypto-deposit')
    await expect(panel).toBeVisible()
    await expect(dialog).toHaveAttribute('aria-labelledby', /.+/)
    // Focus moved from the vanished form into the panel, still inside the modal dialog.
    await expect(panel).toBeFocused()
    await expect(panel.getByTestId('crypto-amount')).toHaveText('10')
    await expect(panel.getByTestId('crypto-network')).toHaveText('USDT · TRC20')
    const address = panel.getByTestId('crypto-address')
    await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/)
    await expect(panel.getByRole('img', { name: /Cüzdan adresinin QR kodu/ })).toBeVisible()
    await expect(panel.getByTestId('crypto-countdown')).toHaveText(/^\d{1,2}:\d{2}(:\d{2})?$/)
    await expect(panel.getByRole('button', { name: 'Tutarı kopyala' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Adresi kopyala' })).toBeVisible()
    const status = panel.getByRole('status')
    await expect(status).toContainText('Ödemeniz bekleniyor')
    await expectAccessible(page, 'the crypto deposit waiting dialog')

    // The stand-in pays after ~20 s (confirming, then finished 3 s later); the poll runs every 4 s.
    await expect(status).toContainText('₺345,00 bakiyenize eklendi', { timeout: 40_000 })
    await expect(panel).toHaveAttribute('data-phase', 'credited')
    expect(await call.balance()).toBe(before + 345)
    // The header balance refreshed without a reload, as after any other deposit.
    const headerBalance = page
      .locator('header')
      .getByText(/345,00/)
      .filter({ visible: true })
    await expect(headerBalance.first()).toBeVisible({ timeout: 15_000 })
    await expect(page.getByTestId('cash-balance')).toHaveText(/345,00/)
    await expectAccessible(page, 'the crypto deposit dialog once credited')
    await dialog.getByRole('button', { name: 'Tamam' }).click()
    await expect(page.locator('dialog[open]')).toHaveCount(0)
  })

  test('an open crypto deposit reopens its waiting dialog from the history, not Continue', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request, { tag: 'cry', phonePrefix: '90534' })
    const call = api(request, player)
    const opened = await call.post('/payment/deposit', {
      id: await call.methodId(/USDT/),
      target: 'pay',
      detail: { amount: 690, network: 'ERC20' },
    })
    expect(opened.ok()).toBe(true)
    const deposit = ((await opened.json()) as { data: { address: string } }).data

    await openAs(page, player, '/dashboard/financial-activities')
    const row = page.getByTestId('financial-row').first()
    await expect(row).toContainText('Beklemede')
    await expect(row.getByRole('button', { name: /ödemesine devam et/ })).toHaveCount(0)
    await row.getByRole('button', { name: /ödeme bilgilerini göster/ }).click()
    const dialog = page.locator('dialog[open]')
    await expect(dialog.getByRole('heading')).toContainText('Kripto (USDT)')
    await expect(dialog.getByTestId('crypto-address')).toHaveText(deposit.address)
    await expect(dialog.getByTestId('crypto-amount')).toHaveText('20')
    await expect(dialog.getByTestId('crypto-network')).toHaveText('USDT · ERC20')
    await expectAccessible(page, 'the crypto waiting dialog opened from the history')
  })
})
