import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The WCAG 2 A and AA rules (2.0, 2.1, 2.2) axe-core knows; best practices are not part of the bar. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe-core over the page as it stands (open dialogs and same-origin game frames included)
 * and fails with one readable line per violated rule and node, so a report names what to fix.
 */
export async function expectAccessible(page: Page, what: string, { include }: { include?: string } = {}) {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS)
  // A popover that does not block the page (a header dropdown) is checked on its own: the page
  // under it has its own check, and axe would count the parts the popover covers as too small. A
  // game's play window or dialog is checked on its own once the page around it has been checked
  // (docs/testing.md "Accessibility: one axe pass per page state"); its frame goes with it.
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const lines = violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? v.help}`,
    ),
  )
  expect.soft(lines, `axe-core WCAG 2 A/AA violations on ${what}`).toEqual([])
}
