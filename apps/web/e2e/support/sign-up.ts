import { expect, type Locator, type Page } from '@playwright/test'
import { tickSignUpDeclarations } from './consent'
import { openSite } from './shell'

/** A sign-up through the form (docs/accounts.md): who signs up. */
export interface SignUpPlayer {
  username: string
  email: string
  /** Digits with the 90 prefix, as the API takes it. */
  phone: string
  password: string
}

/** The sign-up dialog, opened from the header on a page without the home page's pop-ups. */
export async function openSignUp(page: Page): Promise<Locator> {
  await openSite(page, '/promotions')
  await page.getByRole('button', { name: 'Üye Ol', exact: true }).first().click()
  const dialog = page.locator('dialog[open]')
  await expect(dialog.getByRole('heading', { name: 'Üye Ol' })).toBeVisible()
  return dialog
}

/** Fills every field of the sign-up form, the declarations left as they are. */
export async function fillSignUpFields(dialog: Locator, player: SignUpPlayer) {
  const field = (label: string) => dialog.getByLabel(label, { exact: true })
  await field('Ad').fill('Ayşe Nur')
  await field('Soyad').fill('Çelik')
  await field('Kullanıcı Adı').fill(player.username)
  await field('E-posta').fill(player.email)
  // The mask shows ten digits after a fixed +90.
  await field('Telefon Numarası').fill(player.phone.slice(2))
  await expect(field('Telefon Numarası')).toHaveValue(
    `(${player.phone.slice(2, 5)}) ${player.phone.slice(5, 8)} ${player.phone.slice(8, 10)} ${player.phone.slice(10)}`,
  )
  await field('Gün').fill('7')
  await field('Ay').fill('03')
  await field('Yıl').fill('1990')
  await field('Şifre').fill(player.password)
  await field('Şifre Tekrar').fill(player.password)
}

/** Fills the sign-up form and ticks its declarations; `trial` ticks the trial bonus (spec §4). */
export async function fillSignUpForm(dialog: Locator, player: SignUpPlayer, options: { trial: boolean }) {
  await fillSignUpFields(dialog, player)
  if (options.trial) await dialog.getByText(/deneme bonusu istiyorum/).click()
  await tickSignUpDeclarations(dialog)
}
