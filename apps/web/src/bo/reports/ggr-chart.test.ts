import { describe, expect, it } from 'vitest'
import { stacks } from './chart-data'

// docs/backoffice.md "Reports": the chart stacks each day's products, gains up from zero, losses down.
describe('the GGR chart’s stacks', () => {
  it('stacks positives up and negatives down, in product order, skipping zeros', () => {
    const got = stacks([
      { day: '2026-11-28', product: 'slots', ggr: 10 },
      { day: '2026-11-28', product: 'originals', ggr: -4 },
      { day: '2026-11-28', product: 'live', ggr: 5 },
      { day: '2026-11-28', product: 'tv', ggr: -1 },
      { day: '2026-11-29', product: 'slots', ggr: 0 },
    ])
    expect(got).toEqual([
      {
        day: '2026-11-28',
        parts: [
          { product: 'slots', y0: 0, y1: 10 },
          { product: 'originals', y0: 0, y1: -4 },
          { product: 'live', y0: 10, y1: 15 },
          { product: 'tv', y0: -4, y1: -5 },
        ],
      },
      { day: '2026-11-29', parts: [] },
    ])
  })
})
