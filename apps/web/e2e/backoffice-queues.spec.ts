import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectAccessible } from './support/a11y'
import { smsCode } from './support/catchers'
import { operatorToken, sampleJpeg, samplePdf, verifyIdentity } from './support/operator'
import { deposit, registerPlayer, type Player } from './support/players'

/*
 * The console's queues (docs/backoffice.md "Payment and document queues"): a finance member finds
 * a withdrawal by its amount (the server filters), freezes it (approve disabled, the API answers
 * PAYMENT_FROZEN) and unfreezes it; two finance members approve it above the four-eyes threshold
 * (PAYMENT_FOUR_EYES_TRY, 150 ₺ in support/server-env.ts) and the first cannot give both approvals; a risk member views a player's
 * documents through the authorised stream and approves them, and the player's withdrawal then goes
 * through. axe over both screens in Turkish on the desktop.
 */

const IBAN = 'TR330006100519786457841326'

/** A staff member made by the run's administrator, enrolled over the API (the sign-in journey is backoffice.spec.ts). */
async function staffToken(request: APIRequestContext, role: string): Promise<string> {
  const member = {
    username: `q${role}${randomInt(1e6, 1e7)}`.slice(0, 20),
    password: 'console-password-1453',
    roles: [role],
  }
  const made = await request.post('/api/backoffice/staff', {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
    data: member,
  })
  expect(made.ok(), await made.text()).toBe(true)
  const headers = { 'x-fingerprint': `e2e-${member.username}` }
  const offer = (await (
    await request.post('/api/backoffice/auth/login', {
      headers,
      data: { username: member.username, password: member.password },
    })
  ).json()) as {
    code: string
    data: { secret: string; enrolToken: string }
  }
  expect(offer.code).toBe('TOTP_ENROL')
  const code = new TOTP({ secret: Secret.fromBase32(offer.data.secret) }).generate()
  const enrolled = (await (
    await request.post('/api/backoffice/auth/enrol', {
      headers,
      data: { enrolToken: offer.data.enrolToken, code },
    })
  ).json()) as { success: boolean; message: string; data: { token: string } }
  expect(enrolled.success, enrolled.message).toBe(true)
  return enrolled.data.token
}

/** A console tab of that member (the token where the console keeps it, sessionStorage). */
async function consoleAs(browser: Browser, token: string, path: string) {
  const context = await browser.newContext()
  await context.addInitScript((t) => sessionStorage.setItem('galata.bo.token', t), token)
  const page = await context.newPage()
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return page
}

/** A player with a verified phone and `deposits` × 100 ₺ of cash. */
async function playerWithCash(
  request: APIRequestContext,
  tag: string,
  phonePrefix: string,
  deposits: number,
) {
  const player = await registerPlayer(request, { tag, phonePrefix })
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
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
  for (let i = 0; i < deposits; i++) await deposit(request, player)
  return player
}

async function withdraw(request: APIRequestContext, player: Player, amount: number) {
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  const methods = (await (await request.get('/api/payment/methods?type=2', { headers })).json()) as {
    data: { id: number; title: string }[]
  }
  const bank = methods.data.find((m) => /Havale/.test(m.title))!
  return (await (
    await request.post('/api/payment/withdraw', {
      headers,
      data: { id: bank.id, target: 'pay', detail: { amount, Iban: IBAN, name: 'Deniz Yılmaz' } },
    })
  ).json()) as { success: boolean; code?: string; message: string }
}

test('two finance members approve a withdrawal above the four-eyes threshold', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const player = await playerWithCash(request, 'boq', '90538', 3)
  await verifyIdentity(request, player)
  const asked = await withdraw(request, player, 200)
  expect(asked.success, asked.message).toBe(true)
  const { username } = player.data as { username: string }
  const [first, second] = [await staffToken(request, 'finance'), await staffToken(request, 'finance')]

  // The first member: the withdrawals of 199.99–200 ₺ waiting (the server filters), the player's row.
  const desk = await consoleAs(browser, first, '/bo/payments')
  await desk.getByLabel('Yön', { exact: true }).selectOption('2')
  const [min, max] = [desk.getByLabel('En az tutar (₺)'), desk.getByLabel('En çok tutar (₺)')]
  await min.fill('300')
  await max.fill('200')
  await desk.getByRole('button', { name: 'Filtrele' }).click()
  await expect(max).toHaveAccessibleDescription('En çok tutar, en az tutardan küçük olamaz.')
  await min.fill('199,99')
  await desk.getByRole('button', { name: 'Filtrele' }).click()
  await expect(max).not.toHaveAttribute('aria-invalid')
  await expect(desk.getByRole('columnheader', { name: 'Zaman' })).toHaveAttribute('aria-sort', 'ascending')
  const row = desk.locator('.bo-table tbody tr', { hasText: username })
  await expect(row).toContainText('Para çekme')
  await expect(desk.locator('.bo-table tbody tr', { hasText: /100,00|300,00/ })).toHaveCount(0)
  await expect(row.getByRole('link', { name: username })).toHaveAttribute('href', /\/bo\/players\/\d+$/)
  await row.focus()
  await desk.keyboard.press('Enter')
  const review = desk.getByTestId('payment-review')
  await expect(review.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(review).toContainText(IBAN)
  await expect(desk.getByTestId('player-payments')).toContainText('(bu talep)')

  // Frozen: the row says so, approve and reject are disabled and the server refuses them; then lifted.
  await review.getByLabel('Dondurma gerekçesi (yalnızca personel görür)').fill('Banka teyidi bekleniyor')
  await review.getByRole('button', { name: 'Dondur' }).click()
  await expect(review.getByTestId('payment-outcome')).toHaveText(
    'Ödeme donduruldu; oyuncu onu beklemede görür.',
  )
  await expect(row.getByTestId('payment-frozen')).toHaveText('Donduruldu')
  await expect(review.getByRole('button', { name: 'Onayla' })).toBeDisabled()
  await expect(review.getByRole('button', { name: 'Reddet' })).toBeDisabled()
  const paymentId = Number(await row.locator('td').first().textContent())
  const refused = await request.post(`/api/backoffice/payments/${paymentId}/confirm`, {
    headers: { authorization: `Bearer ${second}` },
    data: {},
  })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { code: string }).code).toBe('PAYMENT_FROZEN')
  await expectAccessible(desk, '/bo/payments filtered, a frozen review (tr)')
  await review.getByRole('button', { name: 'Dondurmayı kaldır' }).click()
  await expect(review.getByTestId('payment-outcome')).toHaveText(
    'Dondurma kaldırıldı; ödeme yeniden karar bekliyor.',
  )
  await expect(row.getByTestId('payment-frozen')).toHaveCount(0)

  // The first approval.
  await review.getByRole('button', { name: 'Onayla' }).click()
  await expect(review.getByTestId('payment-outcome')).toHaveText(
    'İlk onay kaydedildi; ikinci bir onaylayıcı bekleniyor.',
  )
  await expect(review.getByTestId('payment-waiting')).toContainText('ilk onayı siz verdiniz')
  await expect(row).toContainText('1/2')
  // The same member again: refused, and the console says why.
  await review.getByRole('button', { name: 'Onayla' }).click()
  await expect(review.getByTestId('payment-outcome')).toHaveText(
    'Bu ödemeyi zaten onayladınız; ikinci onayı başka bir yetkili vermelidir.',
  )
  await expect(review).toContainText('Beklemede')
  await desk.context().close()

  // A second finance member sees it waiting for them and completes it.
  const other = await consoleAs(browser, second, '/bo/payments')
  // Newest first from the header (the queue opens oldest first): the fresh request is on page one.
  const when = other.getByRole('columnheader', { name: 'Zaman' })
  await when.getByRole('button').click()
  await expect(when).toHaveAttribute('aria-sort', 'descending')
  const waiting = other.locator('.bo-table tbody tr', { hasText: username })
  await expect(waiting).toContainText('1/2')
  await waiting.dblclick()
  const second2 = other.getByTestId('payment-review')
  await expect(second2.getByTestId('payment-waiting')).toContainText(
    'İkinci onaylayıcı bekleniyor (ilk onay: personel #',
  )
  await second2.getByRole('button', { name: 'Onayla' }).click()
  await expect(second2.getByTestId('payment-outcome')).toHaveText('Ödeme onaylandı.')
  await expect(second2).toContainText('Onaylandı')
  await expect(other.locator('.bo-table tbody tr', { hasText: username })).toHaveCount(0)
  await other.context().close()
})

test('risk approves the documents in the console; then the withdrawal goes through', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000)
  const player = await playerWithCash(request, 'bok', '90535', 1)
  const { username } = player.data as { username: string }
  expect((await withdraw(request, player, 100)).code).toBe('KYC_REQUIRED')
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  for (const [kind, name, mimeType, buffer] of [
    ['identity', 'kimlik.jpg', 'image/jpeg', sampleJpeg],
    ['address', 'fatura.pdf', 'application/pdf', samplePdf],
  ] as const) {
    const res = await request.post('/api/customer/kyc/documents', {
      headers,
      multipart: { kind, file: { name, mimeType, buffer } },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }

  const desk = await consoleAs(browser, await staffToken(request, 'risk'), '/bo/kyc')
  const rows = desk.locator('.bo-table tbody tr', { hasText: username })
  await expect(rows).toHaveCount(2)

  // The identity document, shown from the authorised stream as a blob: URL.
  await rows
    .filter({ hasText: 'Kimlik' })
    .getByRole('button', { name: /İncele/ })
    .click()
  const review = desk.getByTestId('kyc-review')
  await expect(review.getByRole('heading', { level: 2 })).toBeFocused()
  await expect(review.locator('img')).toHaveAttribute('src', /^blob:/)
  await expectAccessible(desk, '/bo/kyc with a document (tr)')
  await review.getByRole('button', { name: 'Onayla' }).click()
  await expect(review.getByTestId('kyc-outcome')).toContainText('Belge onaylandı.')

  // The proof of address, a PDF in a frame, completes the verification.
  await rows
    .filter({ hasText: 'Adres belgesi' })
    .getByRole('button', { name: /İncele/ })
    .click()
  await expect(review.locator('iframe')).toHaveAttribute('src', /^blob:/)
  await review.getByRole('button', { name: 'Onayla' }).click()
  await expect(review.getByTestId('kyc-outcome')).toHaveText(
    'Belge onaylandı. Oyuncunun doğrulama durumu: doğrulandı.',
  )
  await expect(rows).toHaveCount(0)
  await desk.context().close()

  const asked = await withdraw(request, player, 100)
  expect(asked.success, asked.message).toBe(true)
})

const TRON = 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW'

async function withdrawUsdt(request: APIRequestContext, player: Player, amount: number) {
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  const methods = (await (await request.get('/api/payment/methods?type=2', { headers })).json()) as {
    data: { id: number; title: string }[]
  }
  const usdt = methods.data.find((m) => /USDT/.test(m.title))!
  const res = (await (
    await request.post('/api/payment/withdraw', {
      headers,
      data: { id: usdt.id, target: 'pay', detail: { amount, network: 'TRC20', wallet: TRON } },
    })
  ).json()) as { success: boolean; message: string }
  expect(res.success, res.message).toBe(true)
}

/*
 * docs/backoffice.md "Crypto payouts": the demo site's NOWPayments stand-in quotes 34.5 ₺/USDT, a
 * minimum of 8 USDT and a 1 USDT fee on TRC20, verifies a payout with its TOTP code and posts
 * processing, then finished five seconds later.
 */
test('a USDT withdrawal: the minimum refuses the approval; the payout is followed to its hash', async ({
  browser,
  request,
}) => {
  // Six deposits, two withdrawals, three consoles and the stand-in's payout: more than the others.
  test.setTimeout(240_000)
  const player = await playerWithCash(request, 'bop', '90536', 6)
  await verifyIdentity(request, player)
  const { username } = player.data as { username: string }
  const [first, second] = [await staffToken(request, 'finance'), await staffToken(request, 'finance')]

  // 250 ₺ is 7.246376 USDT: below the minimum, so Approve stays disabled and says why; rejected.
  await withdrawUsdt(request, player, 250)
  const desk = await consoleAs(browser, first, '/bo/payments')
  await desk.getByLabel('Yön', { exact: true }).selectOption('2')
  await desk.getByRole('button', { name: 'Filtrele' }).click()
  const small = desk.locator('.bo-table tbody tr', { hasText: username })
  await small.dblclick()
  const review = desk.getByTestId('payment-review')
  const crypto = review.getByTestId('crypto-payout')
  await expect(crypto.getByTestId('payout-quote')).toContainText('7.246376 USDT (TRC20)')
  await expect(crypto.getByTestId('payout-quote')).toContainText('8 USDT (TRC20)')
  await expect(crypto.getByTestId('payout-quote')).toContainText('1 USDT (TRC20)')
  const below = crypto.getByTestId('payout-below-minimum')
  await expect(below).toContainText('asgari ödeme tutarı olan 8 USDT’nin altında')
  const approve = review.getByRole('button', { name: 'Onayla' })
  await expect(approve).toBeDisabled()
  await expect(approve).toHaveAccessibleDescription(/asgari ödeme tutarı/)
  await expectAccessible(desk, '/bo/payments, a USDT withdrawal below the minimum (tr)')
  await review.getByLabel(/Ret gerekçesi/).fill('Asgari kripto tutarının altında')
  await review.getByRole('button', { name: 'Reddet' }).click()
  await expect(review.getByTestId('payment-outcome')).toHaveText('Ödeme reddedildi.')
  await review.getByRole('button', { name: 'Kapat' }).click()

  // 345 ₺ is 10 USDT: two approvals (above the four-eyes threshold), then the payout goes out.
  await withdrawUsdt(request, player, 345)
  // A changed filter asks the server again (the same one would answer from the cache).
  await desk.getByLabel('En az tutar (₺)').fill('345')
  await desk.getByRole('button', { name: 'Filtrele' }).click()
  const row = desk.locator('.bo-table tbody tr', { hasText: username })
  await expect(row).toHaveCount(1)
  await row.dblclick()
  await expect(review.getByTestId('payout-quote')).toContainText('10 USDT (TRC20)')
  await expect(review.getByTestId('payout-below-minimum')).toHaveCount(0)
  await review.getByRole('button', { name: 'Onayla' }).click()
  await expect(review.getByTestId('payment-outcome')).toContainText('İlk onay kaydedildi')
  await desk.context().close()

  const other = await consoleAs(browser, second, '/bo/payments')
  await other.getByLabel('Yön', { exact: true }).selectOption('2')
  await other.getByRole('button', { name: 'Filtrele' }).click()
  const waiting = other.locator('.bo-table tbody tr', { hasText: username })
  await waiting.dblclick()
  const review2 = other.getByTestId('payment-review')
  await review2.getByRole('button', { name: 'Onayla' }).click()
  await expect(review2.getByTestId('payment-outcome')).toHaveText(
    'Onay kaydedildi; kripto ödemesi işlemciye gönderildi. Sonucu aşağıda izleyebilirsiniz.',
  )
  const detail = review2.getByTestId('payout-detail')
  await expect(detail).toContainText(TRON)
  await expect(detail).toContainText('TRC20')
  await expect(detail).toContainText('10 USDT (TRC20)')
  // The queue's row says where the payout stands (refetched after the decision).
  await expect(waiting.getByTestId('payout-status')).toHaveText(
    /Doğrulandı, hazırlanıyor|İşleniyor|Gönderildi/,
  )
  // The stand-in's IPNs: processing after 2 s, finished after 5 s; the panel follows them.
  await expect(review2.getByTestId('payout-detail-status')).toHaveText('Gönderildi', { timeout: 20_000 })
  await expect(review2.getByTestId('payout-tx-hash')).toHaveText(/^[0-9a-f]{64}$/)
  await expect(review2).toContainText('Onaylandı')
  await expectAccessible(other, '/bo/payments, a USDT payout sent (tr)')
  await other.context().close()
})

// The phone in English (a11y.spec.ts: each layout once): both queues' lists, in the project's own page.
test('both queues pass axe in English on the phone', { tag: ['@mobile'] }, async ({ page, request }) => {
  const token = await staffToken(request, 'finance')
  await page.addInitScript((t) => {
    sessionStorage.setItem('galata.bo.token', t)
    localStorage.setItem('lang', 'en')
  }, token)
  await page.goto('/bo/payments')
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible()
  await expect(page.locator('.bo-table-bar [role=status]')).toContainText('rows in all')
  await expectAccessible(page, '/bo/payments (en)')
  await page.getByRole('navigation').getByRole('link', { name: 'Identity documents' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Identity documents' })).toBeVisible()
  await expect(page.locator('.bo-table tbody tr').first()).toBeVisible()
  await expectAccessible(page, '/bo/kyc (en)')
})
