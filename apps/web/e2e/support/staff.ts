import { randomInt } from 'node:crypto'
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { E2E_ADMIN, operatorToken } from './operator'

/**
 * Staff members for the console's journeys (docs/backoffice.md "Staff accounts"): made by the run's
 * administrator and enrolled over the API (the sign-in and enrolment in the browser are
 * backoffice.spec.ts's), then a console tab of their own with the token where the console keeps it.
 */

const PASSWORD = 'console-password-1453'
type Answer = { success: boolean; code?: string; message: string; data: Record<string, string> }

/**
 * A new member with `roles`, enrolled: their staff token. `adminToken` is the administrator's on
 * another server than the run's own (a fast world's: its own database, its own enrolment).
 */
export async function staffToken(
  request: APIRequestContext,
  roles: string[],
  adminToken?: string,
): Promise<string> {
  const username = `bp${roles[0]!.slice(0, 3)}${randomInt(1e6, 1e7)}`
  const headers = { 'x-fingerprint': `e2e-${username}` }
  const made = await request.post('/api/backoffice/staff', {
    headers: { authorization: `Bearer ${adminToken ?? (await operatorToken(request))}` },
    data: { username, password: PASSWORD, roles },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const offer = (await (
    await request.post('/api/backoffice/auth/login', { headers, data: { username, password: PASSWORD } })
  ).json()) as Answer
  expect(offer.code, offer.message).toBe('TOTP_ENROL')
  const code = new TOTP({ secret: Secret.fromBase32(offer.data.secret!) }).generate()
  const enrolled = (await (
    await request.post('/api/backoffice/auth/enrol', {
      headers,
      data: { enrolToken: offer.data.enrolToken, code },
    })
  ).json()) as Answer
  expect(enrolled.success, enrolled.message).toBe(true)
  return enrolled.data.token!
}

/**
 * A console tab of that member, not yet opened anywhere: the token goes where the console keeps it
 * (sessionStorage) on every load, unless the tab has since signed in as someone else.
 */
export async function consoleTab(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext()
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('galata.bo.token')) sessionStorage.setItem('galata.bo.token', t)
  }, token)
  return context.newPage()
}

/** A console tab of that member, opened at `path`. */
export async function consoleAs(browser: Browser, token: string, path: string): Promise<Page> {
  const page = await consoleTab(browser, token)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return page
}

/** The device fingerprint `fastWorldAdminToken` enrols with, for the calls made with its token. */
export const FAST_WORLD_ADMIN_FINGERPRINT = 'e2e-fast-world-admin'

/**
 * The administrator's token on a fast-world server (support/fast-world.ts), enrolled there over the
 * API. Never `operatorToken`: that one shares the run's enrolment on the main server with every
 * worker, and a fast world's secret written there would lock the others out.
 */
export async function fastWorldAdminToken(request: APIRequestContext): Promise<string> {
  const headers = { 'x-fingerprint': FAST_WORLD_ADMIN_FINGERPRINT }
  const offer = (await (
    await request.post('/api/backoffice/auth/login', { headers, data: E2E_ADMIN })
  ).json()) as Answer
  expect(offer.code, offer.message).toBe('TOTP_ENROL')
  const code = new TOTP({ secret: Secret.fromBase32(offer.data.secret!) }).generate()
  const enrolled = (await (
    await request.post('/api/backoffice/auth/enrol', {
      headers,
      data: { enrolToken: offer.data.enrolToken, code },
    })
  ).json()) as Answer
  expect(enrolled.success, enrolled.message).toBe(true)
  return enrolled.data.token!
}
