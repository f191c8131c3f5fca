import { expect, test } from '@playwright/test'
import { expectAccessible } from './support/a11y'
import { deposit, registerPlayer } from './support/players'
import { consoleAs, staffToken } from './support/staff'

/*
 * The providers' reconciliation screen (docs/providers.md "Reconciliation"): the journey server runs
 * the aggregator simulator, so a player's Hub88 rounds are in its report. One round is played
 * normally and one that the simulator books without ever calling the site (the `unseen-round`
 * fault); a finance member reconciles today on /bo/casino/reconciliation, sees those two lines as
 * missing on our side, and explains one with a note. axe over the screen, the differences and the
 * explain form. In Turkish on the desktop.
 */

test('a finance member reconciles Hub88 and explains a difference', async ({ browser, request }) => {
  test.setTimeout(120_000)
  const player = await registerPlayer(request, { tag: 'rec', phonePrefix: '90538' })
  await deposit(request, player)
  const launched = await request.post('/api/casino/hub88launchurl', {
    headers: { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint },
    data: {
      platform: 1,
      gameCode: 'sim-lucky-wheel',
      language: 'tr',
      lobbyUrl: new URL('/casino/slot', test.info().project.use.baseURL).href,
    },
  })
  const pageUrl = ((await launched.json()) as { success: boolean; data: string }).data
  expect(pageUrl).toMatch(/\/play\//)
  const simulator = new URL(pageUrl).origin
  const play = async () => {
    const res = await request.post(`${pageUrl}/round`, { data: { stake: 100, choice: 'high' } })
    expect(res.ok()).toBe(true)
  }
  await play()
  expect((await request.post(`${simulator}/faults`, { data: { fault: 'unseen-round' } })).ok()).toBe(true)
  await play()
  const calls = (
    (await (await request.get(`${simulator}/rounds`)).json()) as { calls: { transactionId: string }[] }[]
  )
    .at(-1)!
    .calls.map((c) => c.transactionId)

  const token = await staffToken(request, ['finance'])
  const page = await consoleAs(browser, token, '/bo/casino/reconciliation')
  await expect(page.getByRole('heading', { level: 1, name: 'Sağlayıcı mutabakatı' })).toBeVisible()
  await expectAccessible(page, 'the reconciliation screen')

  const today = new Date().toISOString().slice(0, 10)
  await page.getByLabel('Sağlayıcı').first().selectOption('hub88')
  await page.getByLabel('Gün (UTC)').fill(today)
  await page.getByRole('button', { name: 'Şimdi karşılaştır' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: `hub88 için ${today} karşılaştırıldı` }),
  ).toBeVisible({
    timeout: 30_000,
  })
  const differences = page.getByRole('region', { name: `hub88, ${today}: farklar` })
  for (const id of calls) {
    const row = differences.getByRole('row').filter({ hasText: id })
    await expect(row).toContainText('Bizde yok')
    await expect(row.getByRole('button', { name: /numaralı farkı açıkla$/ })).toBeVisible()
  }
  await expectAccessible(page, 'the reconciliation screen with a run’s differences')

  const [betId] = calls
  const betRow = differences.getByRole('row').filter({ hasText: betId! })
  await betRow.getByRole('button', { name: /numaralı farkı açıkla$/ }).click()
  await expect(page.getByLabel('Ne oldu, ne yapıldı')).toBeFocused()
  await expectAccessible(page, 'the explain form')
  await page
    .getByLabel('Ne oldu, ne yapıldı')
    .fill('Sağlayıcı turu bize hiç göndermedi; destek kaydı açıldı.')
  await page.getByRole('button', { name: 'Açıklandı olarak kaydet' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'numaralı fark açıklandı' })).toBeVisible()
  await expect(betRow).toContainText('Sağlayıcı turu bize hiç göndermedi')
})
