import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { smsCode } from './support/catchers'
import { verifyIdentity } from './support/operator'
import { registerPlayer, type Player } from './support/players'
import { consoleAs, staffToken } from './support/staff'

/*
 * The player page of the console (docs/backoffice.md "The player page", "The console (/bo)"): a
 * support member adds a note and a tag; a risk member blocks withdrawals and the player's withdrawal
 * is refused; support ends the player's sessions; axe over every tab. A CRM member files a bonus
 * grant from the page, a finance member approves it and the page shows the bonus balance. In
 * Turkish on the desktop.
 */

const IBAN = 'TR330006100519786457841326'
const TABS = [
  'İşlemler',
  'Hesap hareketleri',
  'Ödemeler',
  'Oyun geçmişi',
  'Kuponlar',
  'Oturumlar ve cihazlar',
  'Notlar ve etiketler',
  'Sorumlu oyun',
  'Onaylar ve belgeler',
]

const playerHeaders = (p: Player) => ({ authorization: `Bearer ${p.token}`, 'x-fingerprint': p.fingerprint })

async function verifyPhone(request: APIRequestContext, player: Player) {
  const headers = playerHeaders(player)
  const asked = await request.post('/api/customer/updatephone', {
    headers,
    data: { step: 1, phone: player.phone },
  })
  expect(asked.ok(), await asked.text()).toBe(true)
  const code = await smsCode(player.phone)
  const done = await request.post('/api/customer/updatephone', {
    headers,
    data: { step: 2, phone: player.phone, code },
  })
  expect(done.ok(), await done.text()).toBe(true)
}

async function withdraw(request: APIRequestContext, player: Player) {
  const headers = playerHeaders(player)
  const methods = (await (await request.get('/api/payment/methods?type=2', { headers })).json()) as {
    data: { id: number; title: string }[]
  }
  const bank = methods.data.find((m) => /Havale/.test(m.title))!
  const res = await request.post('/api/payment/withdraw', {
    headers,
    data: { id: bank.id, target: 'pay', detail: { amount: 100, Iban: IBAN, name: 'Deniz Yılmaz' } },
  })
  return { status: res.status(), ...((await res.json()) as { code?: string }) }
}

async function playerId(request: APIRequestContext, token: string, player: Player): Promise<number> {
  const { username } = player.data as { username: string }
  const found = (await (
    await request.get(`/api/backoffice/players?q=${username}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { items: { id: number }[] } }
  return found.data.items[0]!.id
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true })

test('support notes and tags a player, risk blocks withdrawals, support ends the sessions', async ({
  browser,
  request,
}) => {
  // Ten axe passes on a loaded machine: the console's own journey allows the same (backoffice.spec.ts).
  test.setTimeout(180_000)
  const player = await registerPlayer(request, { tag: 'bpp', phonePrefix: '90547' })
  await verifyPhone(request, player)
  await verifyIdentity(request, player)
  const [support, risk] = [await staffToken(request, ['support']), await staffToken(request, ['risk'])]
  const id = await playerId(request, support, player)

  const desk = await consoleAs(browser, support, `/bo/players/${id}`)
  await expect(desk.getByTestId('player-status')).toBeVisible()
  // Support may not block: the blocks form is not there (the server would refuse it too).
  await expect(desk.getByTestId('blocks-form')).toHaveCount(0)

  // A note, which the list shows at once; a tag, which the page's head shows.
  await tab(desk, 'Notlar ve etiketler').click()
  const note = `Oyuncu telefonda bonus koşullarını sordu ${Date.now()}.`
  await desk.getByLabel('Not', { exact: true }).fill(note)
  await desk.getByRole('button', { name: 'Notu kaydet' }).click()
  await expect(desk.getByText('Not eklendi.')).toBeVisible()
  await expect(desk.locator('.bo-table tbody tr').first()).toContainText(note)
  await desk.getByRole('checkbox', { name: 'VIP' }).check()
  await desk.getByRole('button', { name: 'Etiketleri kaydet' }).click()
  await expect(desk.getByText('Etiketler kaydedildi.')).toBeVisible()
  await expect(desk.getByTestId('player-tags')).toHaveText('VIP')

  // Risk blocks withdrawals; the player's next withdrawal is refused.
  const analyst = await consoleAs(browser, risk, `/bo/players/${id}`)
  const blocks = analyst.getByTestId('blocks-form')
  await blocks.getByLabel('Değişiklik').selectOption('withdrawals')
  await blocks.getByLabel('Gerekçe', { exact: false }).fill('Şüpheli para hareketi incelemesi.')
  await blocks.getByRole('button', { name: 'Engeli kaydet' }).click()
  await expect(analyst.getByTestId('player-blocks')).toHaveText('Para çekme')
  await expect(blocks.getByTestId('blocks-now')).toHaveText('Şu anki engeller: Para çekme')
  const refused = await withdraw(request, player)
  expect(refused).toMatchObject({ status: 403, code: 'WITHDRAWALS_BLOCKED' })
  await analyst.context().close()

  // Every tab, by keyboard from the first, passes axe; the documents open in the queue's review.
  await desk.goto(`/bo/players/${id}`)
  await tab(desk, 'İşlemler').focus()
  for (const [index, name] of TABS.entries()) {
    if (index > 0) await desk.keyboard.press('ArrowRight')
    await expect(tab(desk, name)).toHaveAttribute('aria-selected', 'true')
    await expect(tab(desk, name)).toBeFocused()
    await expect(desk.getByRole('tabpanel').getByText('Yükleniyor…')).toHaveCount(0)
    await expectAccessible(desk, `/bo/players/:id ${name} (tr)`)
  }
  await expect(desk.getByTestId('consents')).toContainText('18 yaş beyanı')
  await desk.getByRole('tabpanel').getByLabel('Durum').selectOption('approved')
  await desk
    .getByRole('button', { name: /İncele: Belge #/ })
    .first()
    .click()
  await expect(desk.getByTestId('kyc-viewer').locator('img, iframe')).toBeVisible()
  await expectAccessible(desk, '/bo/players/:id document review (tr)')

  // Account care: ending the sessions asks first, then says how many ended; the token is dead.
  await tab(desk, 'İşlemler').click()
  const care = desk.getByTestId('account-care')
  await care.getByRole('button', { name: 'Oturumları sonlandır' }).click()
  await expect(care.getByText('Oyuncunun açık oturumlarının hepsi kapatılsın mı?')).toBeVisible()
  await care.getByRole('button', { name: 'Evet, devam et' }).click()
  await expect(care.getByText(/^[1-9]\d* oturum sonlandırıldı\.$/)).toBeVisible()
  const after = await request.get('/api/customer/rg', { headers: playerHeaders(player) })
  expect(after.status()).toBe(401)
  await desk.context().close()
})

test('crm files a bonus grant on the player page, finance approves it', async ({ browser, request }) => {
  const player = await registerPlayer(request, { tag: 'bpg', phonePrefix: '90547' })
  const [crm, finance] = [await staffToken(request, ['crm']), await staffToken(request, ['finance'])]
  const id = await playerId(request, crm, player)

  const maker = await consoleAs(browser, crm, `/bo/players/${id}`)
  const form = maker.locator('form', { hasText: 'Bonus tanımla' })
  await form.getByLabel('Bonus tutarı (TL)').fill('75')
  await form.getByLabel('Gerekçe', { exact: true }).selectOption('complaint')
  await form.getByLabel('Açıklama', { exact: false }).fill('Şikâyet sonrası bonus.')
  await form.getByRole('button', { name: 'Bonusu onaya gönder' }).click()
  const filed = form.getByText(/kaydedildi\. İkinci bir yetkili/)
  await expect(filed).toBeVisible()
  const actionId = /#(\d+)/.exec((await filed.textContent())!)![1]
  await maker.context().close()

  const checker = await consoleAs(browser, finance, '/bo/actions')
  await checker.getByRole('button', { name: `#${actionId} işlemini incele` }).click()
  await checker.getByTestId('decision').getByRole('button', { name: 'Onayla' }).click()
  await expect(checker.getByTestId('decision-outcome')).toHaveText(`#${actionId} onaylandı ve uygulandı.`)
  await checker.goto(`/bo/players/${id}`)
  await expect(checker.getByTestId('balance-bonus')).toHaveText(/75,00/)
  await checker.context().close()
})
