import { expect, type Page, type TestInfo } from '@playwright/test'

export const isMobile = (info: TestInfo) => info.project.name === 'mobile'

/**
 * Marks the home page's popups as seen before the app starts: the popup banner for this browser
 * session, and the first-visit popup by its content hash from the bootstrap record. A journey then
 * never finds a popup opening late (on a busy machine) over what it is about to click.
 */
export async function markPopupsSeen(page: Page) {
  const grouped = (await (await page.request.get('/api/cms/grouped')).json()) as {
    data: { firstPopup: { hash: string } | null }
  }
  await page.addInitScript((popupHash) => {
    try {
      if (popupHash) localStorage.setItem('firstPopupHash', popupHash)
      sessionStorage.setItem('popupBannerShown', '1')
    } catch {
      // storage unavailable
    }
  }, grouped.data.firstPopup?.hash ?? null)
}

/**
 * Opens a page as a new visitor and waits until the shell has its strings (the splash is gone and
 * the header is there). The home page's popups count as seen, since every journey but the popups'
 * own starts from a visitor who has seen them.
 */
export async function openSite(page: Page, path = '/', options: { keepPopups?: boolean } = {}) {
  if (!options.keepPopups) await markPopupsSeen(page)
  await page.goto(path)
  await expect(page.locator('header').first()).toBeVisible()
  await expect(page.locator('.app-splash')).toHaveCount(0)
  if (!options.keepPopups) await closeDialogs(page, { popupsFrom: path })
}

/**
 * Closes whatever dialog a first visit opened (the first-visit popup), if any. Only the home page
 * opens a popup by itself, 1.2 s after its bootstrap (`POPUP_DELAY_MS` in home-page.tsx), so only
 * there does this wait the full 1.5 s; on any other page (`popupsFrom`, the path just opened) it
 * waits at most that long for the page's requests to settle, which on a quiet machine comes well
 * before (docs/testing.md "CI's time budget": about 70 openings a run).
 */
export async function closeDialogs(page: Page, { popupsFrom = '/' }: { popupsFrom?: string } = {}) {
  if (new URL(popupsFrom, 'http://site').pathname === '/') await page.waitForTimeout(1500)
  else await page.waitForLoadState('networkidle', { timeout: 1500 }).catch(() => undefined)
  for (let i = 0; i < 3; i++) {
    const dialog = page.locator('dialog[open]')
    if ((await dialog.count()) === 0) return
    await page.keyboard.press('Escape')
    await page.waitForTimeout(200)
  }
}
