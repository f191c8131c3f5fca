import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

/** The WCAG 2 A and AA rules (2.0, 2.1, 2.2) axe-core knows; best practices are not part of the bar. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Rows a list repeats with only their data changed (docs/testing.md "Accessibility: one axe pass per
 * page state"): axe checks the first few of each list and leaves the rest out. The phone's /spor
 * holds a hundred match rows, and axe over all of them took five times as long as over three.
 */
const REPEATED_ROWS = ['[data-testid="event-row"]', '[data-testid="live-event"]']
const ROWS_CHECKED_PER_LIST = 3
const REPEAT_MARK = 'data-axe-repeat'

/**
 * Runs axe-core over the page as it stands (open dialogs and same-origin game frames included)
 * and fails with one readable line per violated rule and node, so a report names what to fix.
 */
export async function expectAccessible(page: Page, what: string, options: { include?: string } = {}) {
  expect.soft(await axeViolations(page, options), `axe-core WCAG 2 A/AA violations on ${what}`).toEqual([])
}

/**
 * One line per WCAG 2 A/AA violation and node on the page as it stands, frames included.
 *
 * axe runs in the page and reaches the game frames through its own frame messaging (docs/testing.md
 * "Accessibility: one axe pass per page state"). @axe-core/playwright's default finishes every run
 * in a new blank page, which cost two to three times the check itself in software rendering, and
 * both its modes give a frame one second to load axe and axe half a second to answer before the
 * frame is left out without a word; on a loaded machine a game's frame could go unchecked. Here axe
 * is loaded into every frame first, however long that takes, and asked not to ping (`pingWaitTime`
 * 0), so every frame is checked or the check fails.
 */
export async function axeViolations(page: Page, { include }: { include?: string } = {}): Promise<string[]> {
  // A popover that does not block the page (a header dropdown) is checked on its own: the page
  // under it has its own check, and axe would count the parts the popover covers as too small. A
  // game's play window or dialog is checked on its own once the page around it has been checked
  // (docs/testing.md "Accessibility: one axe pass per page state"); its frame goes with it.
  const repeats = await page.evaluate(
    ([selectors, keep, mark]) => {
      let marked = 0
      for (const selector of selectors) {
        const perList = new Map<Element | null, number>()
        for (const row of document.querySelectorAll(selector)) {
          const seen = perList.get(row.parentElement) ?? 0
          perList.set(row.parentElement, seen + 1)
          if (seen >= keep) {
            row.setAttribute(mark, '')
            marked++
          }
        }
      }
      return marked
    },
    [REPEATED_ROWS, ROWS_CHECKED_PER_LIST, REPEAT_MARK] as const,
  )
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue
    const loaded = await frame.evaluate(() => 'axe' in window)
    if (!loaded) await frame.evaluate(AXE_SOURCE)
    // A provider's game page is on its own origin (docs/providers.md "Simulator"); axe talks only to
    // same-origin frames unless told, and would wait for that frame's answer for ever.
    await frame.evaluate(() =>
      (Reflect.get(window, 'axe') as { configure: (o: unknown) => void }).configure({
        allowedOrigins: ['<unsafe_all_origins>'],
      }),
    )
  }
  const options: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    resultTypes: ['violations'],
    pingWaitTime: 0,
  }
  const { violations } = await page.evaluate(
    ([scope, leftOut, o]) => {
      const axe = Reflect.get(window, 'axe') as { run: (c: unknown, o: RunOptions) => Promise<AxeResults> }
      const context = { include: scope ? [scope] : document, ...(leftOut ? { exclude: [leftOut] } : {}) }
      return axe.run(context, o)
    },
    [include ?? null, repeats > 0 ? `[${REPEAT_MARK}]` : null, options] as const,
  )
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? v.help}`,
    ),
  )
}
