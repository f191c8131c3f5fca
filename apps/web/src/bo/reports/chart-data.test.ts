import { describe, expect, it } from 'vitest'
import { productSeries, stackTops } from './chart-data'
import { duration } from './report-kit'

// docs/backoffice.md "Reports", "Charts": uPlot draws stacked bars from each part's top, last first.
describe('the charts’ stacks', () => {
  it('answers each part’s top: positives up from zero, negatives down, zeros left out', () => {
    expect(
      stackTops([
        [10, 0, 3],
        [-4, 2, 0],
        [5, -1, 1],
      ]),
    ).toEqual([
      [10, null, 3],
      [-4, 2, null],
      [15, -1, 4],
    ])
  })

  it('turns the GGR report’s series into one row per product, every day', () => {
    const { days, values } = productSeries({
      series: [
        { day: '2026-11-28', product: 'slots', ggr: 10 },
        { day: '2026-11-28', product: 'originals', ggr: -4 },
        { day: '2026-11-29', product: 'slots', ggr: 1.5 },
      ],
    } as Parameters<typeof productSeries>[0])
    expect(days).toEqual(['2026-11-28', '2026-11-29'])
    expect(values[0]).toEqual([10, 1.5])
    expect(values[1]).toEqual([-4, 0])
    expect(values).toHaveLength(8)
  })
})

describe('time to approve in words', () => {
  const t = (key: string, v?: Record<string, number>) => `${key}:${JSON.stringify(v)}`
  it('picks the unit by size', () => {
    expect(duration(null, t)).toBe('—')
    expect(duration(45, t)).toBe('reps.duration.s:{"s":45}')
    expect(duration(200, t)).toBe('reps.duration.m:{"m":3,"s":20}')
    expect(duration(7_500, t)).toBe('reps.duration.h:{"h":2,"m":5}')
    expect(duration(100_800, t)).toBe('reps.duration.d:{"d":1,"h":4}')
  })
})
