import { useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { formatDate } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { ExportButton, RangePicker, ReportHead, useReportRange, ReportState, ReportTable } from './report-kit'
import { TimeChart } from './time-chart'
import './reports.css'

/*
 * /bo/reports/first-deposits (docs/backoffice.md "Reports", "The other reports"): first-time
 * depositors per day, a bar per day, the table and the server's CSV.
 */

export default function FirstDepositsRoute() {
  const { t, locale, money } = useI18n()
  const [range, apply] = useReportRange()
  const report = useQuery({
    queryKey: ['bo', 'reports', 'first-deposits', range],
    queryFn: () => boCall('backoffice/reports/first-deposits', { query: range }),
    placeholderData: keepPreviousData,
  })
  const day = (d: string) => formatDate(d, locale, { time: false })
  const data = report.data
  const chart = useMemo(
    () =>
      data
        ? {
            days: data.rows.map((r) => r.day),
            series: [
              {
                label: t('reps.ftd.count'),
                colour: '#5fa8ff',
                values: data.rows.map((r) => r.count || null),
              },
            ],
          }
        : null,
    [data, t],
  )
  return (
    <section className="bo-page">
      <ReportHead title={t('reps.ftd.title')} intro={t('reps.ftd.intro')} formula={t('reps.ftd.formula')} />
      <RangePicker value={range} onApply={apply} />
      <ReportState report={report} />
      {data && chart ? (
        <>
          <h2>{t('reps.ftd.caption', { from: day(data.from), to: day(data.to) })}</h2>
          <TimeChart
            days={chart.days}
            series={chart.series}
            kind="bars"
            title={t('reps.ftd.chartTitle')}
            description={t('reps.ftd.chartDesc', {
              from: day(data.from),
              to: day(data.to),
              count: data.totals.count,
              amount: money(data.totals.amount),
            })}
            legend={t('rep.legend')}
            testId="rep-chart"
            format="count"
          />
          <ExportButton
            path="backoffice/reports/first-deposits"
            query={range}
            fallbackName={`first-deposits-${range.from}-${range.to}.csv`}
          />
          <ReportTable caption={t('reps.ftd.caption', { from: day(data.from), to: day(data.to) })}>
            <thead>
              <tr>
                <th scope="col">{t('rep.col.day')}</th>
                <th scope="col" className="bo-num">
                  {t('reps.ftd.count')}
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.payments.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.day}>
                  <th scope="row">{day(r.day)}</th>
                  <td className="bo-num">{r.count}</td>
                  <td className="bo-num">{money(r.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="rep-total">
                <th scope="row">{t('rep.total')}</th>
                <td className="bo-num">{data.totals.count}</td>
                <td className="bo-num">{money(data.totals.amount)}</td>
              </tr>
            </tfoot>
          </ReportTable>
        </>
      ) : null}
    </section>
  )
}
