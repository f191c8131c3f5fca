import type { Locator } from '@playwright/test'

/**
 * The copy review (docs/content.md). The cookie notice shows on a visitor's first visit; every journey but
 * its own starts from a visitor who has answered it ("Accept all", so the journeys see the site as before:
 * popups seen, notices closed). playwright.config.ts gives every context this storage; a context a journey
 * opens itself passes it too. cookie-notice.spec.ts clears it to meet the notice.
 */
export const COOKIE_CONSENT_KEY = 'cookieConsent'

export function consentStorageState(origin: string) {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: COOKIE_CONSENT_KEY, value: 'all' }] }],
  }
}

/** Ticks the sign-up form's required declarations (18+, terms and privacy); marketing stays unticked. */
export async function tickSignUpDeclarations(dialog: Locator, locale: 'tr' | 'en' = 'tr') {
  const tr = locale === 'tr'
  await dialog.getByRole('checkbox', { name: tr ? /18 yaşından büyük/ : /18 or over/ }).check()
  await dialog
    .getByRole('checkbox', { name: tr ? /okudum ve kabul ediyorum/ : /have read and accept/ })
    .check()
}
