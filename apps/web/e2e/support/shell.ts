import { expect, type Page, type TestInfo } from '@playwright/test'

export const isMobile = (info: TestInfo) => info.project.name === 'mobile'

/**
 * Opens a page as a new visitor and waits until the shell has its strings (the splash is gone and
 * the header is there). Popups that the home page opens on a first visit are closed, since every
 * journey but the popup's own starts from a visitor who has seen them.
 */
export async function openSite(page: Page, path = '/', options: { keepPopups?: boolean } = {}) {
  if (!options.keepPopups) {
    await page.addInitScript(() => {
      try {
        sessionStorage.setItem('popupBannerShown', '1')
      } catch {
        // storage unavailable
      }
    })
  }
  await page.goto(path)
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('.app-splash')).toHaveCount(0)
  if (!options.keepPopups) await closeDialogs(page)
}

/** Closes whatever dialog a first visit opened (the first-visit popup), if any. */
export async function closeDialogs(page: Page) {
  await page.waitForTimeout(1500)
  for (let i = 0; i < 3; i++) {
    const dialog = page.locator('dialog[open]')
    if ((await dialog.count()) === 0) return
    await page.keyboard.press('Escape')
    await page.waitForTimeout(200)
  }
}
