import { expect, type Page, type TestInfo } from '@playwright/test'
import { isMobile } from './shell'

/**
 * On a phone the bet slip is a bottom sheet behind the bar's toggle (docs/sportsbook.md): opens it
 * unless it is open. Reads the toggle's `aria-expanded`, not the sheet's visibility: a page still
 * mounting shows neither yet, and a click then would close the sheet the last page opened (the home
 * page's slip link opens it on the way to /spor). On the desktop the slip is a column: nothing to do.
 */
export async function openSlipSheet(page: Page, info: TestInfo): Promise<void> {
  if (!isMobile(info)) return
  const toggle = page.getByTestId('slip-toggle')
  await expect(toggle).toBeVisible()
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}
