import { useMemo } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { formatDate } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { ExportButton, RangePicker, ReportHead, useReportRange, ReportState, ReportTable } from './report-kit'
import { stackTops, TimeChart } from './time-chart'
import './reports.css'

/*
 * /bo/reports/liabilities (docs/backoffice.md "Reports", "The other reports"): what the operator owed
 * players at the end of each day, stacked by part (cash, bonus, pending withdrawals, open sports
 * stakes); the table and the server's CSV.
 */

const PARTS = [
  { key: 'cash', label: 'reps.liab.cash', colour: '#f2c14e' },
  { key: 'bonus', label: 'reps.liab.bonus', colour: '#c58cff' },
  { key: 'pendingWithdrawals', label: 'reps.liab.pending', colour: '#ff7a86' },
  { key: 'openStakes', label: 'reps.liab.open', colour: '#4dd0e1' },
] as const

export default function LiabilitiesRoute() {
  const { t, locale, money, dateTime } = useI18n()
  const [range, apply] = useReportRange()
  const report = useQuery({
    queryKey: ['bo', 'reports', 'liabilities', range],
    queryFn: () => boCall('backoffice/reports/liabilities', { query: range }),
    placeholderData: keepPreviousData,
  })
  const day = (d: string) => formatDate(d, locale, { time: false })
  const data = report.data
  const chart = useMemo(() => {
    if (!data) return null
    const tops = stackTops(PARTS.map((p) => data.rows.map((r) => r[p.key])))
    return {
      days: data.rows.map((r) => r.day),
      series: PARTS.map((p, i) => ({ label: t(p.label), colour: p.colour, values: tops[i]! })),
    }
  }, [data, t])
  const last = data?.rows[data.rows.length - 1]
  return (
    <section className="bo-page">
      <ReportHead
        title={t('reps.liab.title')}
        intro={t('reps.liab.intro')}
        formula={t('reps.liab.formula')}
      />
      <RangePicker value={range} onApply={apply} />
      <ReportState report={report} />
      {data && chart && last ? (
        <>
          <h2>{t('reps.liab.caption', { from: day(data.from), to: day(data.to) })}</h2>
          <TimeChart
            days={chart.days}
            series={chart.series}
            kind="stacked"
            title={t('reps.liab.chartTitle')}
            description={t('reps.liab.chartDesc', { at: dateTime(last.at), total: money(last.total) })}
            legend={t('rep.legend')}
            testId="rep-chart"
          />
          <ExportButton
            path="backoffice/reports/liabilities"
            query={range}
            fallbackName={`liabilities-${range.from}-${range.to}.csv`}
          />
          <ReportTable caption={t('reps.liab.caption', { from: day(data.from), to: day(data.to) })}>
            <thead>
              <tr>
                <th scope="col">{t('rep.col.day')}</th>
                <th scope="col">{t('reps.liab.at')}</th>
                {PARTS.map((p) => (
                  <th key={p.key} scope="col" className="bo-num">
                    {t(p.label)}
                  </th>
                ))}
                <th scope="col" className="bo-num">
                  {t('reps.liab.tickets')}
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.liab.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r) => (
                <tr key={r.day}>
                  <th scope="row">{day(r.day)}</th>
                  <td>{dateTime(r.at)}</td>
                  {PARTS.map((p) => (
                    <td key={p.key} className="bo-num">
                      {money(r[p.key])}
                    </td>
                  ))}
                  <td className="bo-num">{r.openTickets}</td>
                  <td className="bo-num">{money(r.total)}</td>
                </tr>
              ))}
            </tbody>
          </ReportTable>
        </>
      ) : null}
    </section>
  )
}
