import { useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { formatDate } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import {
  duration,
  ExportButton,
  RangePicker,
  ReportHead,
  useReportRange,
  ReportState,
  ReportTable,
} from './report-kit'
import { TimeChart } from './time-chart'
import './reports.css'

/*
 * /bo/reports/payments (docs/backoffice.md "Reports", "The other reports"): deposits and withdrawals
 * asked for in the range by method and status, with the time to approve; a chart of the confirmed
 * amounts by day; the table; the server's CSV.
 */

export default function PaymentsReportRoute() {
  const { t, locale, money } = useI18n()
  const [range, apply] = useReportRange()
  const report = useQuery({
    queryKey: ['bo', 'reports', 'payments', range],
    queryFn: () => boCall('backoffice/reports/payments', { query: range }),
    placeholderData: keepPreviousData,
  })
  const day = (d: string) => formatDate(d, locale, { time: false })
  const data = report.data
  const chart = useMemo(
    () =>
      data
        ? {
            days: data.series.map((s) => s.day),
            series: [
              {
                label: t('reps.payments.deposits'),
                colour: '#3ddc97',
                values: data.series.map((s) => s.deposits),
              },
              {
                label: t('reps.payments.withdrawals'),
                colour: '#ff7a86',
                values: data.series.map((s) => s.withdrawals),
              },
            ],
          }
        : null,
    [data, t],
  )

  return (
    <section className="bo-page">
      <ReportHead
        title={t('reps.payments.title')}
        intro={t('reps.payments.intro')}
        formula={t('reps.payments.formula')}
      />
      <RangePicker value={range} onApply={apply} />
      <ReportState report={report} />
      {data && chart ? (
        <>
          <h2>{t('reps.payments.caption', { from: day(data.from), to: day(data.to) })}</h2>
          <TimeChart
            days={chart.days}
            series={chart.series}
            kind="lines"
            title={t('reps.payments.chartTitle')}
            description={t('reps.payments.chartDesc', {
              from: day(data.from),
              to: day(data.to),
              deposits: money(data.totals.deposits),
              withdrawals: money(data.totals.withdrawals),
            })}
            legend={t('rep.legend')}
            testId="rep-chart"
          />
          <ExportButton
            path="backoffice/reports/payments"
            query={range}
            fallbackName={`payments-${range.from}-${range.to}.csv`}
          />
          <ReportTable caption={t('reps.payments.caption', { from: day(data.from), to: day(data.to) })}>
            <thead>
              <tr>
                <th scope="col">{t('reps.payments.direction')}</th>
                <th scope="col">{t('reps.payments.method')}</th>
                <th scope="col">{t('reps.payments.status')}</th>
                <th scope="col" className="bo-num">
                  {t('reps.payments.count')}
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.payments.amount')}
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.payments.median')}
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.payments.p90')}
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
                <tr key={`${r.direction}|${r.method}|${r.status}`}>
                  <th scope="row">{t(`reps.payments.${r.direction}`)}</th>
                  <td>{r.methodName[locale]}</td>
                  <td>{t(`reps.status.${r.status}`)}</td>
                  <td className="bo-num">{r.count}</td>
                  <td className="bo-num">{money(r.amount)}</td>
                  <td className="bo-num">{duration(r.medianSeconds, t)}</td>
                  <td className="bo-num">{duration(r.p90Seconds, t)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('reps.payments.deposits')} ({t('reps.status.confirmed')})
                </th>
                <td className="bo-num" data-testid="rep-total-deposits">
                  {money(data.totals.deposits)}
                </td>
                <td colSpan={2} />
              </tr>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('reps.payments.withdrawals')} ({t('reps.status.confirmed')})
                </th>
                <td className="bo-num">{money(data.totals.withdrawals)}</td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </ReportTable>
        </>
      ) : null}
    </section>
  )
}
