import { useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { formatDate, formatPercent, type MarginRow } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'
import { dictionary } from '../i18n/dictionary'
import { ExportButton, RangePicker, ReportHead, useReportRange, ReportState, ReportTable } from './report-kit'
import { TimeChart } from './time-chart'
import './reports.css'

/*
 * /bo/reports/margin (docs/backoffice.md "Reports", "The other reports"): the sportsbook's stakes,
 * payouts and margin by sport and market type; stakes and payouts by day as lines; the table and the
 * server's CSV.
 */

export default function MarginRoute() {
  const { t, locale, money } = useI18n()
  const [range, apply] = useReportRange()
  const report = useQuery({
    queryKey: ['bo', 'reports', 'margin', range],
    queryFn: () => boCall('backoffice/reports/margin', { query: range }),
    placeholderData: keepPreviousData,
  })
  const day = (d: string) => formatDate(d, locale, { time: false })
  const percent = (m: number | null) => (m === null ? '—' : formatPercent(m, locale))
  const word = (key: string, raw: string) => (key in dictionary ? t(key as MessageKey) : raw)
  const sport = (r: MarginRow) =>
    r.sport === 'mixed' || r.sport === 'unknown'
      ? word(`reps.margin.${r.sport}`, r.sport)
      : word(`sport.${r.sport}`, r.sport)
  const market = (r: MarginRow) =>
    ['combo', 'system', 'unknown'].includes(r.marketType)
      ? word(`reps.margin.${r.marketType}`, r.marketType)
      : r.marketType
  const data = report.data
  const chart = useMemo(
    () =>
      data
        ? {
            days: data.series.map((s) => s.day),
            series: [
              { label: t('dash.stakes'), colour: '#4dd0e1', values: data.series.map((s) => s.stakes) },
              {
                label: t('reps.margin.payouts'),
                colour: '#ff7a86',
                values: data.series.map((s) => s.payouts),
              },
            ],
          }
        : null,
    [data, t],
  )
  return (
    <section className="bo-page">
      <ReportHead
        title={t('reps.margin.title')}
        intro={t('reps.margin.intro')}
        formula={t('reps.margin.formula')}
      />
      <RangePicker value={range} onApply={apply} />
      <ReportState report={report} />
      {data && chart ? (
        <>
          <h2>{t('reps.margin.caption', { from: day(data.from), to: day(data.to) })}</h2>
          <TimeChart
            days={chart.days}
            series={chart.series}
            kind="lines"
            title={t('reps.margin.chartTitle')}
            description={t('reps.margin.chartDesc', {
              from: day(data.from),
              to: day(data.to),
              stakes: money(data.totals.stakes),
              payouts: money(data.totals.payouts),
              margin: percent(data.totals.margin),
            })}
            legend={t('rep.legend')}
            testId="rep-chart"
          />
          <ExportButton
            path="backoffice/reports/margin"
            query={range}
            fallbackName={`margin-${range.from}-${range.to}.csv`}
          />
          <ReportTable caption={t('reps.margin.caption', { from: day(data.from), to: day(data.to) })}>
            <thead>
              <tr>
                <th scope="col">{t('reps.margin.sport')}</th>
                <th scope="col">{t('reps.margin.market')}</th>
                <th scope="col" className="bo-num">
                  {t('reps.margin.tickets')}
                </th>
                <th scope="col" className="bo-num">
                  {t('dash.stakes')}
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.margin.payouts')}
                </th>
                <th scope="col" className="bo-num">
                  GGR
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.margin.margin')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.length === 0 ? (
                <tr>
                  <td colSpan={7}>{t('reps.empty')}</td>
                </tr>
              ) : null}
              {data.rows.map((r) => (
                <tr key={`${r.sport}|${r.marketType}`}>
                  <th scope="row">{sport(r)}</th>
                  <td>{market(r)}</td>
                  <td className="bo-num">{r.tickets}</td>
                  <td className="bo-num">{money(r.stakes)}</td>
                  <td className="bo-num">{money(r.payouts)}</td>
                  <td className="bo-num">{money(r.ggr)}</td>
                  <td className="bo-num">{percent(r.margin)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="rep-total">
                <th scope="row" colSpan={3}>
                  {t('rep.total')}
                </th>
                <td className="bo-num">{money(data.totals.stakes)}</td>
                <td className="bo-num">{money(data.totals.payouts)}</td>
                <td className="bo-num">{money(data.totals.ggr)}</td>
                <td className="bo-num">{percent(data.totals.margin)}</td>
              </tr>
            </tfoot>
          </ReportTable>
        </>
      ) : null}
    </section>
  )
}
