import { useId } from 'react'
import { formatDate, REPORT_PRODUCTS, type GgrReport, type ReportProduct } from '@galata/contract'
import { useI18n } from '../i18n/i18n'

/*
 * The report's chart (docs/backoffice.md "Reports"): GGR by day, stacked by product, drawn as SVG
 * here rather than with a charting library (a few bars need no 50 kB of code, and the console's
 * bundle stays small). Positive GGR stacks up from zero, negative down. The SVG is one image with a
 * title and a description in words; the table under it carries the figures themselves.
 */

/** One colour per product, told apart on the console's dark surface (legend beside the chart). */
export const PRODUCT_COLOURS: Record<ReportProduct, string> = {
  slots: '#f2c14e',
  originals: '#3ddc97',
  live: '#5fa8ff',
  tv: '#ff7a86',
  bingo: '#c58cff',
  virtual: '#9ccc65',
  'sports-prematch': '#4dd0e1',
  'sports-live': '#e0e0e0',
}

const W = 720
const H = 240
const LEFT = 88
const RIGHT = 8
const TOP = 8
const BOTTOM = 24

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

export function GgrChart({ report }: { report: GgrReport }) {
  const { t, money, locale } = useI18n()
  const ids = { title: useId(), desc: useId() }
  const data = stacks(report.series)
  const values = data.flatMap((d) => d.parts.flatMap((p) => [p.y0, p.y1]))
  const max = Math.max(0, ...values)
  const min = Math.min(0, ...values)
  const span = max - min || 1
  const y = (v: number) => TOP + ((max - v) / span) * (H - TOP - BOTTOM)
  const band = (W - LEFT - RIGHT) / Math.max(1, data.length)
  // A few days' bars stay bars (at most 48 units wide), a year's become thin lines.
  const bar = Math.min(48, Math.max(1, band * 0.7))
  const day = (d: string) => formatDate(d, locale, { time: false })
  const labelled =
    data.length <= 2 ? data : [data[0]!, data[Math.floor(data.length / 2)]!, data[data.length - 1]!]
  const ticks = max === min ? [0] : [...new Set([max, (max + min) / 2, min, 0])]

  return (
    <figure className="bo-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={ids.title}
        aria-describedby={ids.desc}
        data-testid="rep-chart"
      >
        <title id={ids.title}>{t('rep.chartTitle')}</title>
        <desc id={ids.desc}>
          {t('rep.chartDesc', {
            from: day(report.from),
            to: day(report.to),
            total: money(report.totals.ggr),
          })}
        </desc>
        {ticks.map((v) => (
          <g key={v}>
            <line
              x1={LEFT}
              x2={W - RIGHT}
              y1={y(v)}
              y2={y(v)}
              className={v === 0 ? 'bo-chart-zero' : 'bo-chart-grid'}
            />
            <text x={LEFT - 6} y={y(v)} textAnchor="end" dominantBaseline="middle" className="bo-chart-label">
              {money(Math.round(v * 100) / 100)}
            </text>
          </g>
        ))}
        {data.map((d, i) => (
          <g key={d.day}>
            {d.parts.map((p) => (
              <rect
                key={p.product}
                x={LEFT + i * band + (band - bar) / 2}
                width={bar}
                y={Math.min(y(p.y0), y(p.y1))}
                height={Math.max(0.5, Math.abs(y(p.y0) - y(p.y1)))}
                fill={PRODUCT_COLOURS[p.product]}
              />
            ))}
          </g>
        ))}
        {labelled.map((d) => (
          <text
            key={d.day}
            x={LEFT + data.indexOf(d) * band + band / 2}
            y={H - 6}
            textAnchor="middle"
            className="bo-chart-label"
          >
            {day(d.day)}
          </text>
        ))}
      </svg>
      <figcaption>
        <span className="bo-dim">{t('rep.legend')}:</span>
        <ul className="bo-legend">
          {REPORT_PRODUCTS.map((p) => (
            <li key={p}>
              <span className="bo-swatch" style={{ background: PRODUCT_COLOURS[p] }} aria-hidden="true" />
              {t(`rep.product.${p}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
