import { expect, type Page, type Request, type TestInfo } from '@playwright/test'

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

/**
 * Goes to a path the way the site's own links do: the router's history changes and the new page
 * renders in the document already open, with no new load of the shell, its scripts and its
 * bootstrap (docs/testing.md "Accessibility: one axe pass per page state"). Then waits, as
 * Playwright's `networkidle` does for a load, until no request to the site has been open for half
 * a second, so the page's data (and its route's code) have arrived.
 */
export async function goInApp(page: Page, path: string) {
  await untilNetworkQuiet(page, () =>
    page.evaluate((to) => {
      // The router (react-router's browser router) follows the history on popstate.
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path),
  )
  await expect(page.locator('.app-splash')).toHaveCount(0)
}

/**
 * Runs `action`, then waits until none of the site's requests it started (or any after) has been
 * open for `quietMs`; `page.waitForLoadState('networkidle')` only waits for that after a document
 * loads. Only the site's own origin counts: a third party's widget keeps its own connections (the
 * live chat's frame, pointed at chat.spec.ts's stand-ins while that journey runs beside this one,
 * held three calls open for 30 s in a CI run), and the page under test does not wait for them.
 */
export async function untilNetworkQuiet(page: Page, action: () => Promise<unknown>, quietMs = 500) {
  const site = new URL(page.url()).origin
  const open = new Set<Request>()
  let lastChange = Date.now()
  const started = (r: Request) => {
    if (new URL(r.url()).origin !== site) return
    open.add(r)
    lastChange = Date.now()
  }
  const ended = (r: Request) => {
    if (!open.delete(r)) return
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await action()
    const deadline = Date.now() + 30_000
    while (open.size > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`requests still open after 30 s: ${[...open].map((r) => r.url()).join(', ')}`)
      await page.waitForTimeout(100)
    }
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}
