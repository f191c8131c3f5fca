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

/*
 * A sports campaign's leg rules have their own form (docs/sportsbook.md "Sports promotions",
 * "Editing the rules"): a CRM member opens the kombine boost's, a rule out of range is refused in
 * place with the focus on it, a valid one is saved and the list shows it; axe over the form with
 * its error. The rule is put back for the other journeys of the run.
 */
test('a CRM member edits the kombine boost’s leg rules on their own form', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const crm = await staffToken(request, ['crm'])
  const page = await consoleAs(browser, crm, '/bo/campaigns')
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus kampanyaları' })).toBeVisible()
  const row = page.locator('tr[data-code="kombine_boost"]')
  const open = async () => {
    await row.getByRole('button', { name: 'Düzenle' }).click()
    const form = page.getByRole('form', { name: 'kombine_boost kurallarını düzenle' })
    await expect(form.getByRole('heading', { name: 'kombine_boost kurallarını düzenle' })).toBeFocused()
    return form
  }
  let form = await open()
  const legs = form.getByLabel('En az maç sayısı', { exact: true })
  const before = await legs.inputValue()
  await legs.fill('31')
  await form.getByRole('button', { name: 'Kuralları kaydet' }).click()
  await expect(legs).toHaveAttribute('aria-invalid', 'true')
  await expect(legs).toBeFocused()
  await expectAccessible(page, 'a sports campaign’s rules with an error')

  const changed = before === '5' ? '6' : '5'
  await legs.fill(changed)
  await form.getByRole('button', { name: 'Kuralları kaydet' }).click()
  await expect(form).toBeHidden()
  await expect(row.getByTestId('campaign-leg-rules')).toContainText(`En az ${changed} maç`)

  form = await open()
  await form.getByLabel('En az maç sayısı', { exact: true }).fill(before)
  await form.getByRole('button', { name: 'Kuralları kaydet' }).click()
  await expect(row.getByTestId('campaign-leg-rules')).toContainText(`En az ${before} maç`)
  await page.context().close()
})

/*
 * Grant lists and segment broadcasts (docs/backoffice.md "Grant lists", "Segment broadcasts"): a CRM
 * member uploads a CSV of one player, a finance member approves the list on /bo/actions and the
 * player's bonus list shows the gift; a broadcast to a tag reaches the tagged player, who agreed to
 * marketing. Every new screen passes axe.
 */
test('a CRM member files a grant list, finance approves it; a broadcast to a tag reaches the player', async ({
  browser,
  request,
}) => {
  test.setTimeout(400_000)
  const [crm, finance] = [await staffToken(request, ['crm']), await staffToken(request, ['finance'])]
  const player = await registerPlayer(request, { tag: 'glist', phonePrefix: '90538' })
  const headers = {
    authorization: `Bearer ${player.token}`,
    'x-fingerprint': player.fingerprint,
    'x-locale': 'tr',
  }
  const consent = await request.post('/api/customer/consents/marketing', {
    headers,
    data: { marketingConsent: true },
  })
  expect(consent.ok(), await consent.text()).toBe(true)
  const email = `glist${player.phone.slice(-7)}@example.com`

  const page = await consoleAs(browser, crm, '/bo/campaigns/grants')
  await expect(page.getByRole('heading', { level: 1, name: 'Toplu bonus tanımlama' })).toBeVisible()
  await expectAccessible(page, 'the grant list screen')
  await page.getByLabel('CSV dosyası').setInputFiles({
    name: 'kasim.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`player,amount,reason\n${email},75.50,vip\nnobody-${randomInt(1e6)},10,\n`),
  })
  // A row in error blocks the filing and says why.
  await expect(page.getByTestId('grants-summary')).toContainText('1 satırda hata var')
  await expect(page.locator('tr[data-line="3"]')).toContainText(
    'Bu kullanıcı kodu veya e-posta ile bir oyuncu yok.',
  )
  await expect(page.getByRole('button', { name: 'Onaya gönder' })).toBeDisabled()
  await expectAccessible(page, 'the grant list with a row in error')
  await page.getByLabel('CSV dosyası').setInputFiles({
    name: 'kasim.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`player,amount,reason\n${email},75.50,vip\n`),
  })
  await expect(page.getByTestId('grants-summary')).toContainText('1 satır geçerli')
  await page.getByLabel('Onaylayacak kişi için not').fill('Kasım VIP listesi')
  await page.getByRole('button', { name: 'Onaya gönder' }).click()
  const filed = page.getByRole('link', { name: /Onay bekleyen işlemler \(#\d+\)/ })
  await expect(filed).toBeVisible()
  const actionId = Number(/#(\d+)/.exec((await filed.textContent()) ?? '')![1])

  const checker = await consoleAs(browser, finance, '/bo/actions')
  await checker.getByRole('button', { name: `#${actionId} işlemini incele` }).click()
  const panel = checker.getByTestId('decision')
  await expect(panel.getByTestId('grant-rows')).toContainText(email)
  await expectAccessible(checker, 'the grant list under review')
  await panel.getByRole('button', { name: 'Onayla' }).click()
  await expect(panel.getByTestId('decision-outcome')).toHaveText(`#${actionId} onaylandı ve uygulandı.`)
  await expect(panel.getByTestId('grant-list-result')).toHaveText('1 satır ödendi, 0 satır ödenemedi.')

  const history = (await (await request.get('/api/bonus/history', { headers })).json()) as {
    data: { kind: string; amount: number; status: string }[]
  }
  expect(history.data[0]).toMatchObject({ kind: 'manual', amount: 75.5 })

  // The broadcast: the player tagged as an affiliate referral, the message to that tag.
  const found = (await (
    await request.get(`/api/backoffice/players?q=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${crm}` },
    })
  ).json()) as { data: { items: { id: number }[] } }
  const tagged = await request.put(`/api/backoffice/players/${found.data.items[0]!.id}/tags`, {
    headers: { authorization: `Bearer ${crm}` },
    data: { tags: ['affiliate'] },
  })
  expect(tagged.ok(), await tagged.text()).toBe(true)
  await page.goto('/bo/campaigns/broadcasts')
  await expect(page.getByRole('heading', { level: 1, name: 'Toplu bildirim' })).toBeVisible()
  await page.getByLabel('Alıcılar').selectOption('tag')
  await page.getByLabel('Etiket').selectOption('affiliate')
  await expect(page.getByTestId('bcast-audience')).toContainText('oyuncuya ulaşır')
  const title = `İş ortaklarına özel ${randomInt(1e6)}`
  await page.getByLabel('Başlık (Türkçe)').fill(title)
  await page.getByLabel('Başlık (İngilizce)').fill('For our affiliates')
  await page.getByLabel('Mesaj (Türkçe)').fill('Bu hafta size özel kampanyalar sizi bekliyor.')
  await page.getByLabel('Mesaj (İngilizce)').fill('Campaigns just for you this week.')
  await expectAccessible(page, 'the broadcast screen')
  await page.getByRole('button', { name: 'Gönder' }).click()
  await expect(page.getByTestId('bcast-sent')).toContainText('Alıcı:')

  const inbox = (await (
    await request.post('/api/customer/notification', { headers, data: { skip: 0, take: 20 } })
  ).json()) as { data: { title: string }[] }
  expect(inbox.data.map((n) => n.title)).toContain(title)
  await page.context().close()
  await checker.context().close()
})
