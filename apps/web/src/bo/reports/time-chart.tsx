import { useEffect, useId, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { formatDate } from '@galata/contract'
import { useI18n } from '../i18n/i18n'

export { stackTops } from './chart-data'

/*
 * The reports' charts (docs/backoffice.md "Reports", "Charts"): uPlot, a small, well-kept canvas
 * charting library, imported here only, so it is in the reports' chunk of the console and never in
 * the player's bundle. A chart is a day axis and one or more series, drawn as bars (`stacked`:
 * each series' values are already the tops of their stack, see `stackTops`) or as lines. The canvas
 * is one image with a name and a description in words; the table under it holds every figure.
 */

export interface ChartSeries {
  label: string
  colour: string
  values: (number | null)[]
}

/** Reads a colour of the console's theme (canvas cannot take a CSS variable). */
function themeColour(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
}

export function TimeChart({
  days,
  series,
  kind,
  title,
  description,
  testId,
  legend,
  format = 'money',
}: {
  days: readonly string[]
  series: readonly ChartSeries[]
  kind: 'bars' | 'stacked' | 'lines'
  title: string
  description: string
  testId?: string
  /** The legend's heading; the legend lists the series in words with their colours. */
  legend: string
  /** The value axis: lira, or a plain count. */
  format?: 'money' | 'count'
}) {
  const { money, locale } = useI18n()
  const ids = { title: useId(), desc: useId() }
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const el = box.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const dim = themeColour('--text-dim', '#9aa4b2')
    const grid = themeColour('--border', '#2a3240')
    const label = (i: number) => {
      const d = days[i]
      return d === undefined ? '' : formatDate(d, locale, { time: false })
    }
    const bars = uPlot.paths.bars!({ size: [0.7, 48], gap: 1 })
    const drawn = kind === 'lines' ? series : [...series].reverse()
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: 240,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } },
      axes: [
        {
          stroke: dim,
          grid: { show: false },
          ticks: { stroke: grid },
          values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? label(s) : '')),
        },
        {
          stroke: dim,
          size: 88,
          grid: { stroke: grid, width: 1 },
          ticks: { stroke: grid },
          values: (_u, splits) =>
            splits.map((v) => (format === 'money' ? money(v) : Number.isInteger(v) ? String(v) : '')),
        },
      ],
      series: [
        {},
        ...drawn.map((s) => ({
          label: s.label,
          stroke: s.colour,
          fill: kind === 'lines' ? undefined : s.colour,
          width: kind === 'lines' ? 2 : 0,
          points: { show: kind === 'lines' && days.length <= 31 },
          ...(kind === 'lines' ? {} : { paths: bars }),
        })),
      ],
    }
    const data: uPlot.AlignedData = [days.map((_, i) => i), ...drawn.map((s) => s.values)]
    const plot = new uPlot(opts, data, el)
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(200, el.clientWidth), height: 240 }),
    )
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [days, series, kind, locale, money, format])

  return (
    <figure className="bo-chart">
      <div
        ref={box}
        role="img"
        aria-labelledby={ids.title}
        aria-describedby={ids.desc}
        data-testid={testId}
        className="bo-chart-canvas"
      />
      <figcaption>
        <span id={ids.title} className="bo-chart-title">
          {title}
        </span>
        <span id={ids.desc} className="bo-sr">
          {description}
        </span>
        <span className="bo-dim">{legend}:</span>
        <ul className="bo-legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className="bo-swatch" style={{ background: s.colour }} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
