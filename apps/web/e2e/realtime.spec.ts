import { expect, test } from '@playwright/test'
import { isMobile } from './support/shell'
import { openAs, registerPlayer } from './support/players'

/**
 * The hub in the browser (docs/realtime.md): two pages of one player; a deposit paid in one shows the
 * notification badge and the new balance in the other at once, with no reload. The unread badge can
 * only change through a live message (the list is not polled), so it proves the push.
 */

test('a deposit paid in one page shows the badge and the balance in the other, live', async ({
  browser,
  request,
}, info) => {
  const player = await registerPlayer(request, { tag: 'hub', phonePrefix: '90533' })
  const context = await browser.newContext()
  const payer = await context.newPage()
  const watcher = await context.newPage()
  await openAs(watcher, player, '/')
  await openAs(payer, player, '/dashboard/deposit')

  // The watcher's hub connection is up before the money moves.
  await expect.poll(() => watcher.evaluate(() => document.readyState)).toBe('complete')
  await watcher.waitForTimeout(500)

  await payer.getByRole('button', { name: /Kredi \/ Banka Kartı/ }).click()
  const dialog = payer.locator('dialog[open]')
  await dialog.getByRole('textbox', { name: 'Tutar', exact: true }).fill('250')
  await dialog.getByRole('textbox', { name: 'Kart numarası', exact: true }).fill('4111111111111111')
  await dialog.getByRole('textbox', { name: 'Kart sahibi', exact: true }).fill('DENIZ YILMAZ')
  await dialog.getByRole('textbox', { name: 'Kart sahibi', exact: true }).blur()
  const [gateway] = await Promise.all([
    context.waitForEvent('page'),
    dialog.getByRole('button', { name: 'Gönder' }).click(),
  ])
  await gateway.waitForLoadState()
  await gateway.locator('button[value=pay]').click()
  await expect(gateway.locator('main')).toContainText('Ödeme başarılı')

  // The watcher never reloads: the badge and the balance arrive over the hub.
  if (isMobile(info)) {
    await expect(watcher.locator('header [class*="dot"]').first()).toBeVisible({ timeout: 5000 })
  } else {
    const bell = watcher.getByTestId('notification-bell')
    await expect(bell).toHaveAccessibleName('Bildirimler, 1 okunmamış', { timeout: 5000 })
    await expect(bell).toContainText('1')
  }
  await expect(
    watcher
      .locator('header')
      .getByText(/250,00/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible({
    timeout: 5000,
  })

  if (!isMobile(info)) {
    // The popover: list → detail with the back arrow; opening the unread item reads it once.
    await watcher.getByTestId('notification-bell').click()
    const item = watcher.getByTestId('notification-item').first()
    await expect(item).toContainText('Para yatırma onaylandı')
    await expect(item).toContainText(/\d{1,2}\.[A-ZÇŞĞÜÖİa-zçşğüöı]{3}\.\d{2} \d{2}:\d{2}/)
    await item.click()
    await expect(
      watcher.getByText('250,00 tutarındaki yatırımınız bakiyenize eklendi.', { exact: false }),
    ).toBeVisible()
    await expect(watcher.getByTestId('notification-bell')).toHaveAccessibleName('Bildirimler')
    await watcher.getByRole('button', { name: 'Bildirimlere dön' }).click()
    await expect(watcher.getByTestId('notification-item').first()).toBeVisible()
  }
  await context.close()
})
