import { REPORT_PRODUCTS, type GgrReport, type ReportProduct } from '@galata/contract'

/*
 * The charts' data (docs/backoffice.md "Reports", "Charts"), pure so that tests run without a canvas:
 * uPlot itself is imported by time-chart.tsx only.
 */

interface Stack {
  day: string
  parts: { product: ReportProduct; y0: number; y1: number }[]
}

/** Each day's products stacked: positives from zero up, negatives from zero down, in product order. */
export function stacks(series: GgrReport['series']): Stack[] {
  const days = new Map<string, Stack>()
  const up = new Map<string, number>()
  const down = new Map<string, number>()
  for (const s of series) {
    const stack = days.get(s.day) ?? { day: s.day, parts: [] }
    days.set(s.day, stack)
    if (s.ggr === 0) continue
    const base = s.ggr > 0 ? (up.get(s.day) ?? 0) : (down.get(s.day) ?? 0)
    const top = base + s.ggr
    ;(s.ggr > 0 ? up : down).set(s.day, top)
    stack.parts.push({ product: s.product, y0: base, y1: top })
  }
  return [...days.values()]
}

/** The report's series as the chart's: one per product, each day's value the top of its stack part. */
export function productSeries(report: GgrReport): { days: string[]; values: number[][] } {
  const days = [...new Set(report.series.map((s) => s.day))]
  const at = new Map(report.series.map((s) => [`${s.day}\t${s.product}`, s.ggr]))
  const values = REPORT_PRODUCTS.map((p) => days.map((d) => at.get(`${d}\t${p}`) ?? 0))
  return { days, values }
}

/**
 * Stacked bars as uPlot draws them: each series' value on a day is the top of its part of the stack
 * (positives from zero up, negatives from zero down, in series order), and the series are drawn
 * last first, so every earlier (shorter) bar is painted over the later ones. Zero parts are null.
 */
export function stackTops(values: readonly (readonly number[])[]): (number | null)[][] {
  const days = values[0]?.length ?? 0
  const up = new Array<number>(days).fill(0)
  const down = new Array<number>(days).fill(0)
  return values.map((series) =>
    series.map((v, i) => {
      if (v === 0) return null
      if (v > 0) return (up[i] = up[i]! + v)
      return (down[i] = down[i]! + v)
    }),
  )
}
