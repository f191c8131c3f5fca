import { expect, test } from '@playwright/test'
import { axeViolations } from './support/a11y'

/**
 * The journeys' axe helper itself (docs/testing.md "Accessibility: one axe pass per page state"):
 * axe runs in the page (legacy mode) and leaves out a list's repeated rows, so this shows it still
 * fails a violation in the page, one inside a same-origin frame (where the games are), and one in
 * the first rows of a list, and leaves out only the rows past them.
 */
test('the axe helper finds violations in the page, in a frame and in a list', async ({ page }) => {
  // One page and one axe pass; the machine's load decides the time, as in the accessibility file.
  test.setTimeout(180_000)
  await page.goto('/no-such-page')
  await expect(page.locator('main')).toBeVisible()
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    const list = document.createElement('ul')
    for (let i = 0; i < 6; i++) {
      const row = document.createElement('li')
      row.dataset.testid = 'event-row'
      // A button with no name: axe's button-name rule, once per row it checks.
      row.innerHTML = `<button type="button" id="row-${i}"></button>`
      list.append(row)
    }
    main.append(list)
    const frame = document.createElement('iframe')
    frame.title = 'frame under test'
    frame.srcdoc =
      '<!doctype html><html lang="en"><title>t</title><button type="button" id="in-frame"></button></html>'
    main.append(frame)
  })
  await expect(page.frameLocator('iframe[title="frame under test"]').locator('#in-frame')).toBeAttached()
  const lines = (await axeViolations(page)).filter((l) => l.startsWith('button-name'))
  expect(lines.some((l) => l.includes('#in-frame'))).toBe(true)
  // The first three rows of the list are checked, the rest left out.
  expect(lines.filter((l) => l.includes('#row-')).map((l) => l.match(/#row-\d/)![0])).toEqual([
    '#row-0',
    '#row-1',
    '#row-2',
  ])
})
