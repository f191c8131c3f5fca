import { Buffer } from 'node:buffer'
import { expect, test } from '@playwright/test'
import { smsCode } from './support/catchers'
import { approveDocuments, sampleJpeg, samplePdf } from './support/operator'
import { deposit, openAs, registerPlayer } from './support/players'

/**
 * Identity verification (docs/player-protection.md), on the desktop and the phone: a withdrawal is refused
 * with a link to the verification page; the player uploads an identity document and a proof of address
 * there (a file that is not one is refused before it is sent); an operator approves both through
 * the back-office API; the page shows the account verified (pushed over the hub) and the withdrawal
 * goes through.
 */
test('upload the documents, an operator approves them, then withdraw', async ({ page, request }) => {
  // Two uploads, a review and two payment dialogs: about a minute on a busy two-core machine.
  test.setTimeout(180_000)
  const player = await registerPlayer(request, { tag: 'kyc', phonePrefix: '90539' })
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  const balance = async () =>
    ((await (await request.get('/api/user/balance', { headers })).json()) as { data: { balance: number } })
      .data.balance
  // A verified phone and some cash, so that identity is the one thing missing for a withdrawal.
  expect(
    (
      await request.post('/api/customer/updatephone', { headers, data: { step: 1, phone: player.phone } })
    ).ok(),
  ).toBe(true)
  const code = await smsCode(player.phone)
  expect(
    (
      await request.post('/api/customer/updatephone', {
        headers,
        data: { step: 2, phone: player.phone, code },
      })
    ).ok(),
  ).toBe(true)
  await deposit(request, player)
  await expect.poll(balance).toBe(100)

  const withdraw = async () => {
    await page.goto('/dashboard/withdraw')
    await page.getByRole('button', { name: /Havale/ }).click()
    const dialog = page.locator('dialog[open]')
    await dialog.getByRole('textbox', { name: 'Tutar', exact: true }).fill('100')
    await dialog.getByRole('textbox', { name: 'IBAN', exact: true }).fill('TR330006100519786457841326')
    await dialog
      .getByRole('textbox', { name: 'Hesap sahibinin adı soyadı', exact: true })
      .fill('Deniz Yılmaz')
    await dialog.getByRole('textbox', { name: 'Hesap sahibinin adı soyadı', exact: true }).blur()
    await dialog.getByRole('button', { name: 'Gönder' }).click()
    return dialog
  }

  // Before verification: refused, with the way to the verification page.
  await openAs(page, player, '/dashboard/withdraw')
  const refused = await withdraw()
  await expect(refused.getByRole('alert')).toContainText('kimliğinizi doğrulamanız gerekiyor')
  await refused.getByRole('link', { name: 'Kimliğimi Doğrula' }).click()
  await expect(page).toHaveURL(/\/dashboard\/verification$/)
  await expect(page.getByRole('heading', { name: 'Kimlik Doğrulama', level: 1 })).toBeVisible()
  await expect(page.getByTestId('kyc-status')).toHaveText('Doğrulanmadı')

  // A page that is not a photo, named like one: refused before it is sent.
  const identityFile = page.getByLabel('Kimlik belgesi dosyası')
  await identityFile.setInputFiles({
    name: 'kimlik.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(`<html>${' '.repeat(300)}</html>`),
  })
  await expect(page.getByTestId('kyc-identity').getByRole('alert')).toContainText('JPEG, PNG veya PDF değil')
  await expect(page.getByTestId('kyc-identity-upload')).toBeDisabled()

  // The real files.
  await identityFile.setInputFiles({ name: 'kimlik ön yüz.jpg', mimeType: 'image/jpeg', buffer: sampleJpeg })
  await page.getByTestId('kyc-identity-upload').click()
  await expect(page.getByTestId('kyc-identity-status')).toHaveText('İnceleniyor')
  await page
    .getByLabel('Adres belgesi dosyası')
    .setInputFiles({ name: 'fatura.pdf', mimeType: 'application/pdf', buffer: samplePdf })
  await page.getByTestId('kyc-address-upload').click()
  await expect(page.getByTestId('kyc-address-status')).toHaveText('İnceleniyor')
  await expect(page.getByTestId('kyc-status')).toHaveText('İnceleniyor')
  await expect(page.getByTestId('kyc-document')).toHaveCount(2)

  // The operator approves both; the decision reaches the open page over the hub.
  const { username } = player.data as { username: string }
  expect(await approveDocuments(request, username)).toBe(2)
  await expect(page.getByTestId('kyc-status')).toHaveText('Doğrulandı', { timeout: 15_000 })
  await expect(page.getByTestId('kyc-identity-status')).toHaveText('Onaylandı')
  await expect(page.getByTestId('kyc-address-status')).toHaveText('Onaylandı')

  // Now the withdrawal goes through.
  await withdraw()
  await expect(page.locator('dialog[open]')).toHaveCount(0)
  await expect.poll(balance).toBe(0)
})
