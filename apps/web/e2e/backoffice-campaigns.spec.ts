import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { registerPlayer } from './support/players'
import { consoleAs, staffToken } from './support/staff'

/*
 * Bonus campaigns (docs/backoffice.md "Campaigns"): a CRM member creates a reload campaign in the
 * console (Turkish, desktop), enables it, and the player's bonus list (the API /dashboard/claim-bonus
 * reads) shows it with its terms at once; the screen passes axe.
 */

test('a CRM member creates and enables a reload campaign; the player sees its terms', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const crm = await staffToken(request, ['crm'])
  const page = await consoleAs(browser, crm, '/bo/campaigns')
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus kampanyaları' })).toBeVisible()
  await expectAccessible(page, 'the campaigns screen')

  const code = `reload_${randomInt(1e6, 1e7)}`
  const terms = `Yalnızca ${code} için geçerlidir.`
  await page.getByRole('button', { name: 'Yeni kampanya' }).click()
  const form = page.getByRole('form', { name: 'Yeni kampanya' })
  await form.getByLabel('Kod (küçük harf, rakam, alt çizgi)', { exact: true }).fill(code)
  await form.getByLabel('Tür', { exact: true }).selectOption('reload')
  await form.getByLabel('Başlık (Türkçe)', { exact: true }).fill('Hafta Sonu Yatırım Bonusu')
  await form.getByLabel('Başlık (İngilizce)', { exact: true }).fill('Weekend Reload')
  await form.getByLabel('Oran (%)', { exact: true }).fill('50')
  await form.getByLabel('En fazla bonus (₺)', { exact: true }).fill('500')
  await form.getByLabel('En az yatırım veya kayıp (₺)', { exact: true }).fill('100')
  await form.getByLabel('Çevrim (bonusun katı)', { exact: true }).fill('10')
  await form.getByLabel('Bonusun geçerlilik süresi (gün)', { exact: true }).fill('7')
  await form.getByLabel('Talep süresi (gün)', { exact: true }).fill('3')
  await form.getByLabel('Kampanya koşulları (Türkçe)', { exact: true }).fill(terms)
  await form.getByLabel('Kampanya koşulları (İngilizce)', { exact: true }).fill(`Valid for ${code} only.`)
  await expectAccessible(page, 'the campaign form')
  await form.getByRole('button', { name: 'Kaydet' }).click()
  await expect(page.getByRole('status')).toHaveText('Kampanya kaydedildi.')

  const row = page.locator(`tr[data-code="${code}"]`)
  await expect(row.getByTestId('campaign-status')).toHaveText('Durduruldu')
  await row.getByRole('button', { name: 'Yayına al' }).click()
  await expect(row.getByTestId('campaign-status')).toHaveText('Yayında')

  // The player's bonus list, as /dashboard/claim-bonus reads it: the campaign with its terms.
  const player = await registerPlayer(request, { tag: 'camp', phonePrefix: '90538' })
  const listed = (await (
    await request.get('/api/bonus/campaigns', {
      headers: {
        authorization: `Bearer ${player.token}`,
        'x-fingerprint': player.fingerprint,
        'x-locale': 'tr',
      },
    })
  ).json()) as { data: { code: string; kind: string; terms?: string | null }[] }
  expect(listed.data.find((c) => c.code === code)).toMatchObject({ kind: 'reload', terms })
  await page.context().close()
})
