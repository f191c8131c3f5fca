import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectAccessible } from './support/a11y'
import { E2E_ADMIN, operatorToken, shareAdmin, sharedAdmin, withAdminLock } from './support/operator'
import { registerPlayer } from './support/players'

/*
 * The back-office console (docs/backoffice.md "The console (/bo)"): staff sign in with TOTP, enrol
 * at their first sign-in and see their recovery codes once; support finds a player from the search
 * box and applies a time-out; every console page passes axe, in Turkish on the desktop and in
 * English on the phone.
 */

const TOKEN_KEY = 'galata.bo.token'
const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate()

async function createStaff(request: APIRequestContext, roles: string[]) {
  const member = {
    username: `bo${roles[0]}${randomInt(1e6, 1e7)}`.slice(0, 20),
    password: 'console-password-1453',
    roles,
  }
  const res = await request.post('/api/backoffice/staff', {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
    data: member,
  })
  expect(res.ok(), await res.text()).toBe(true)
  return member
}

async function submitCredentials(page: Page, who: { username: string; password: string }) {
  await page.locator('input[name=username]').fill(who.username)
  await page.locator('input[name=password]').fill(who.password)
  await page.locator('input[name=password]').press('Enter')
}

/** The enrolment step: the key from the page, the app's code, then the recovery codes once. */
async function enrol(page: Page, check?: string) {
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim()
  await expect(page.locator('svg[role=img]')).toBeVisible()
  if (check) await expectAccessible(page, `${check}: enrolment`)
  await page.locator('input[name=code]').fill(totp(secret))
  await page.locator('input[name=code]').press('Enter')
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10)
  if (check) await expectAccessible(page, `${check}: recovery codes`)
  const go = page.locator('.bo-login-card .bo-actions button')
  await expect(go).toBeDisabled()
  await page.getByRole('checkbox').check()
  await go.click()
  await expect(page).toHaveURL(/\/bo$/)
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)
  expect(token).toBeTruthy()
  return { secret, token: token! }
}

test('the admin enrols at the console; support finds a player by phone and times them out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const player = await registerPlayer(request, { tag: 'bo', phonePrefix: '90536' })

  // The administrator of ADMIN_USERNAME: told to enrol at the first sign-in of the run (another
  // journey's API sign-in may have enrolled them already: then the code step).
  await withAdminLock(async () => {
    const known = sharedAdmin()
    await page.goto('/bo')
    await expect(page).toHaveURL(/\/bo\/login$/)
    await submitCredentials(page, E2E_ADMIN)
    if (!known) {
      await expect(page.getByRole('heading', { name: 'İki adımlı doğrulamayı kurun' })).toBeVisible()
      shareAdmin(await enrol(page))
      return
    }
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.locator('input[name=code]').fill(totp(known.secret))
      await page.locator('input[name=code]').press('Enter')
      if (
        await page.waitForURL(/\/bo$/, { timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      )
        break
      // This step's code signed in already (a code signs in once): the next step's is new.
      await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 200)
    }
    const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY)
    shareAdmin({ ...known, token: token! })
  })
  const nav = page.getByRole('navigation', { name: 'Ana menü' })
  await expect(nav.getByRole('link', { name: 'Denetim kaydı' })).toBeVisible()
  await expect(page.getByText(`Oturum: ${E2E_ADMIN.username}`)).toBeVisible()

  // A support agent, created by the administrator, enrols at their first sign-in.
  const agent = await createStaff(request, ['support'])
  const context = await browser.newContext()
  const desk = await context.newPage()
  await desk.goto('/bo/login')
  await submitCredentials(desk, agent)
  const { token } = await enrol(desk)
  const deskNav = desk.getByRole('navigation', { name: 'Ana menü' })
  await expect(deskNav.getByRole('link', { name: 'Oyuncular' })).toBeVisible()
  await expect(deskNav.getByRole('link', { name: 'Denetim kaydı' })).toHaveCount(0)

  // Two keystrokes around the number: `/` to the search box, Enter opens the one match.
  await desk.keyboard.press('/')
  const box = desk.locator('#bo-player-search')
  await expect(box).toBeFocused()
  await desk.keyboard.type(`0${player.phone.slice(2, 5)} ${player.phone.slice(5)}`)
  await desk.keyboard.press('Enter')
  const { username } = player.data as { username: string }
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(username)
  await expect(desk).toHaveURL(/\/bo\/players\/\d+$/)

  // A time-out on the player's request, from the player page.
  await desk.getByLabel('Süre').selectOption('24h')
  await desk
    .locator('form', { hasText: 'Mola uygula' })
    .locator('textarea')
    .fill('Oyuncu telefonda mola istedi.')
  await desk.getByRole('button', { name: 'Molayı uygula' }).click()
  await expect(desk.getByText('Mola uygulandı.')).toBeVisible()
  await expect(desk.getByTestId('rg-state')).toContainText('Mola')
  const id = /\/bo\/players\/(\d+)$/.exec(desk.url())![1]
  const rg = await request.get(`/api/backoffice/players/${id}/rg`, {
    headers: { authorization: `Bearer ${await operatorToken(request)}` },
  })
  const state = (await rg.json()) as { data: { state: { timeout: { period: string } | null } } }
  expect(state.data.state.timeout?.period).toBe('24h')

  // The session ends on the server (here: signed out elsewhere): the next call lands on the sign-in.
  await request.post('/api/backoffice/auth/logout', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  })
  await desk.reload()
  await expect(desk).toHaveURL(/\/bo\/login$/)
  await expect(desk.getByText('Oturumunuz sona erdi. Lütfen yeniden giriş yapın.')).toBeVisible()
  await context.close()
})

for (const lang of ['tr', 'en'] as const) {
  // Each page state once per layout: Turkish on the desktop, English on the phone (a11y.spec.ts).
  test(
    `every console page passes axe (${lang})`,
    { tag: lang === 'tr' ? [] : ['@mobile'] },
    async ({ page, request }) => {
      test.setTimeout(180_000)
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
      const player = await registerPlayer(request, { tag: 'boa', phonePrefix: '90537' })
      const member = await createStaff(request, ['admin'])

      await page.goto('/bo/login')
      await expect(page.locator('input[name=username]')).toBeFocused()
      await expectAccessible(page, `/bo/login (${lang})`)
      await submitCredentials(page, member)
      const { secret } = await enrol(page, `/bo/login (${lang})`)

      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `/bo (${lang})`)

      const { username } = player.data as { username: string }
      await page.goto(`/bo/players?q=${username}`)
      const first = page.locator('.bo-table tbody tr').first()
      await expect(first).toContainText(username)
      await expectAccessible(page, `/bo/players (${lang})`)
      // The list by keyboard: the first row takes the focus, Enter opens it.
      await first.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/bo\/players\/\d+$/)
      await expect(page.getByTestId('player-status')).toBeVisible()
      await expect(page.getByTestId('rg-state')).not.toHaveText(/…/)
      await expectAccessible(page, `/bo/players/:id (${lang})`)

      await page.goto('/bo/audit')
      await expect(page.locator('.bo-table tbody tr').first()).toBeVisible()
      await page.locator('.bo-page > .bo-actions button').click()
      await expect(page.getByTestId('audit-verify')).toHaveClass(/bo-ok/)
      await expectAccessible(page, `/bo/audit (${lang})`)

      await page.goto('/bo/no-such-screen')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page, `/bo/no-such-screen (${lang})`)

      // Signed out, then back with the code step.
      await page.locator('.bo-top button.bo-ghost').click()
      await expect(page).toHaveURL(/\/bo\/login$/)
      await submitCredentials(page, member)
      await expect(page.locator('input[name=code]')).toBeFocused()
      await expectAccessible(page, `/bo/login code step (${lang})`)
      expect(secret).toBeTruthy()
    },
  )
}
