import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { operatorToken } from './support/operator'
import { registerPlayer } from './support/players'
import { consoleTab, staffToken } from './support/staff'

/*
 * The console's four-eyes and staff screens (docs/backoffice.md "Four eyes screens"): an admin creates
 * a member who must enrol before seeing anything; an auditor reads actions, audit and staff with no
 * write control (and the server refuses their write); a finance member files a correction, cannot
 * approve it, a second one does and the balance moves. axe over the new screens in Turkish on the desktop.
 */

const PASSWORD = 'console-password-1453'
const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'x-fingerprint': 'e2e-bo-admin' })

test('the admin creates a member in the console, who must enrol first', async ({ browser, request }) => {
  const admin = await consoleTab(browser, await operatorToken(request))
  await admin.goto('/bo/staff')
  await expect(admin.getByRole('heading', { level: 1, name: 'Personel hesapları' })).toBeVisible()
  const username = `bxnew${randomInt(1e6, 1e7)}`
  const form = admin.locator('form', { hasText: 'Yeni personel' })
  // The contract's schema speaks first: no role, no request.
  await form.getByLabel('Kullanıcı adı').fill(username)
  await form.getByLabel('İlk şifre').fill(PASSWORD)
  await form.getByRole('button', { name: 'Personeli oluştur' }).click()
  await expect(form.getByText('En az bir rol seçin.')).toBeVisible()
  await form.getByRole('checkbox', { name: 'Destek' }).check()
  await form.getByRole('button', { name: 'Personeli oluştur' }).click()
  await expect(form.getByText(`${username} oluşturuldu.`, { exact: false })).toBeVisible()
  const row = admin.locator('.bo-table tbody tr', { hasText: username })
  await expect(row).toContainText('Kurulmadı')
  await expectAccessible(admin, '/bo/staff (tr)')
  await row.getByRole('button').click()
  await expect(admin.getByTestId('staff-manage')).toBeVisible()
  await expectAccessible(admin, '/bo/staff manage (tr)')
  await admin.context().close()

  const desk = await (await browser.newContext()).newPage()
  await desk.goto('/bo/login')
  await desk.locator('input[name=username]').fill(username)
  await desk.locator('input[name=password]').fill(PASSWORD)
  await desk.locator('input[name=password]').press('Enter')
  await expect(desk.getByRole('heading', { name: 'İki adımlı doğrulamayı kurun' })).toBeVisible()
  await expect(desk.getByRole('navigation')).toHaveCount(0)
  await desk.goto('/bo/players')
  await expect(desk).toHaveURL(/\/bo\/login$/)
  await desk.context().close()
})

test('an auditor reads actions, audit and staff without a write control', async ({ browser, request }) => {
  const token = await staffToken(request, ['auditor'])
  const page = await consoleTab(browser, token)
  await page.goto('/bo/actions')
  await expect(page.getByRole('heading', { level: 1, name: 'Onay bekleyen işlemler' })).toBeVisible()
  await expect(page.getByText('Bu listeyi yalnızca okuyabilirsiniz.')).toBeVisible()
  await expect(page.locator('.bo-table-bar [role=status]')).toContainText('Toplam')
  await expect(page.getByRole('button', { name: /incele/ })).toHaveCount(0)
  await expectAccessible(page, '/bo/actions auditor (tr)')

  await page.goto('/bo/audit')
  await expect(page.locator('.bo-table tbody tr').first()).toBeVisible()

  await page.goto('/bo/staff')
  await expect(page.locator('.bo-table tbody tr').first()).toBeVisible()
  await expect(page.locator('form', { hasText: 'Yeni personel' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /yönet/ })).toHaveCount(0)

  // Hidden is not refused: the server refuses the auditor's write itself.
  const write = await page.request.post('/api/backoffice/staff', {
    headers: headers(token),
    data: { username: `bxno${randomInt(1e6, 1e7)}`, password: PASSWORD, roles: ['admin'] },
  })
  expect(write.status()).toBe(403)
  await page.context().close()
})

test('a correction waits for a second finance member, then moves the balance', async ({
  browser,
  request,
}) => {
  const player = await registerPlayer(request, { tag: 'bx', phonePrefix: '90538' })
  const { username } = player.data as { username: string }
  const [maker, checker] = [await staffToken(request, ['finance']), await staffToken(request, ['finance'])]
  const found = (await (
    await request.get(`/api/backoffice/players?q=${username}`, { headers: headers(maker) })
  ).json()) as { data: { items: { id: number }[] } }
  const id = found.data.items[0]!.id

  const page = await consoleTab(browser, maker)
  await page.goto(`/bo/players/${id}`)
  const form = page.locator('form', { hasText: 'Bakiye düzeltmesi' })
  await form.getByLabel('Tutar', { exact: false }).fill('125,50')
  await form.getByLabel('Gerekçe').selectOption('goodwill')
  await form.getByLabel('Açıklama', { exact: false }).fill('Oyuncuya jest olarak yükleme.')
  await form.getByRole('button', { name: 'Düzeltmeyi onaya gönder' }).click()
  const filed = form.getByText(/kaydedildi\. İkinci bir yetkili/)
  await expect(filed).toBeVisible()
  const actionId = /#(\d+)/.exec((await filed.textContent())!)![1]
  await expectAccessible(page, '/bo/players/:id four-eyes forms (tr)')

  // The maker may not check their own.
  await page.goto('/bo/actions')
  await page.getByRole('button', { name: `#${actionId} işlemini incele` }).click()
  await expect(page.getByTestId('decision')).toContainText('Nakit bakiyesine')
  await expectAccessible(page, '/bo/actions decision (tr)')
  await page.getByTestId('decision').getByRole('button', { name: 'Onayla' }).click()
  await expect(page.getByTestId('decision-outcome')).toHaveClass(/bo-error/)
  await expect(page.getByTestId('decision-outcome')).toHaveText(/Kendi oluşturduğunuz bir işlemi onaylayamaz/)
  await page.context().close()

  const second = await consoleTab(browser, checker)
  await second.goto('/bo/actions')
  await second.getByRole('button', { name: `#${actionId} işlemini incele` }).click()
  await second.getByTestId('decision').getByLabel('Karar notu', { exact: false }).fill('Kontrol edildi.')
  await second.getByTestId('decision').getByRole('button', { name: 'Onayla' }).click()
  await expect(second.getByTestId('decision-outcome')).toHaveText(`#${actionId} onaylandı ve uygulandı.`)
  await second.goto(`/bo/players/${id}`)
  await expect(second.locator('.bo-panel', { hasText: 'Bakiyeler' })).toContainText('125,50')
  await second.context().close()
})
