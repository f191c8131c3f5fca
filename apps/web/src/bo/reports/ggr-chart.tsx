import { useMemo } from 'react'
import { formatDate, REPORT_PRODUCTS, type GgrReport, type ReportProduct } from '@galata/contract'
import { useI18n } from '../i18n/i18n'
import { productSeries, stackTops } from './chart-data'
import { TimeChart } from './time-chart'

/*
 * The GGR report's chart (docs/backoffice.md "Reports", "Charts"): GGR by day, each day's bar stacked
 * by product (gains up from zero, losses down), drawn with uPlot (time-chart.tsx). The chart is one
 * image with a name and a description in words; the table under it carries the figures.
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

export function GgrChart({ report }: { report: GgrReport }) {
  const { t, money, locale } = useI18n()
  const day = (d: string) => formatDate(d, locale, { time: false })
  const { days, series } = useMemo(() => {
    const { days, values } = productSeries(report)
    const tops = stackTops(values)
    return {
      days,
      series: REPORT_PRODUCTS.map((p, i) => ({
        label: t(`rep.product.${p}`),
        colour: PRODUCT_COLOURS[p],
        values: tops[i]!,
      })),
    }
  }, [report, t])
  return (
    <TimeChart
      days={days}
      series={series}
      kind="stacked"
      title={t('rep.chartTitle')}
      description={t('rep.chartDesc', {
        from: day(report.from),
        to: day(report.to),
        total: money(report.totals.ggr),
      })}
      legend={t('rep.legend')}
      testId="rep-chart"
    />
  )
}
