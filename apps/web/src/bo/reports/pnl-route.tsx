import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { formatDate, PNL_PAGE } from '@galata/contract'
import { Link } from 'react-router'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { ExportButton, RangePicker, ReportHead, useReportRange, ReportState, ReportTable } from './report-kit'
import './reports.css'

/*
 * /bo/reports/pnl (docs/backoffice.md "Reports", "The other reports"): each player's stakes, wins
 * and profit over the range, the biggest winner first, a page at a time (the page in the address);
 * the CSV holds every player. A ranking is read, not looked at: no chart here.
 */

export default function PnlRoute() {
  const { t, locale, money } = useI18n()
  const [range, apply] = useReportRange()
  const [params, setParams] = useSearchParams()
  const skip = Math.max(0, Number(params.get('skip')) || 0)
  const take = PNL_PAGE.default
  const report = useQuery({
    queryKey: ['bo', 'reports', 'pnl', range, skip],
    queryFn: () =>
      boCall('backoffice/reports/pnl', { query: { ...range, skip: String(skip), take: String(take) } }),
    placeholderData: keepPreviousData,
  })
  const day = (d: string) => formatDate(d, locale, { time: false })
  const data = report.data
  const page = (next: number) => {
    const merged = new URLSearchParams(params)
    merged.set('skip', String(next))
    setParams(merged)
  }
  return (
    <section className="bo-page">
      <ReportHead title={t('reps.pnl.title')} intro={t('reps.pnl.intro')} formula={t('reps.pnl.formula')} />
      <RangePicker value={range} onApply={(r) => apply({ ...r, skip: '0' })} />
      <ReportState report={report} />
      {data ? (
        <>
          <h2>{t('reps.pnl.caption', { from: day(data.from), to: day(data.to), total: data.total })}</h2>
          <ExportButton
            path="backoffice/reports/pnl"
            query={range}
            fallbackName={`pnl-${range.from}-${range.to}.csv`}
          />
          <ReportTable
            caption={t('reps.pnl.caption', { from: day(data.from), to: day(data.to), total: data.total })}
          >
            <thead>
              <tr>
                <th scope="col">{t('reps.pnl.player')}</th>
                <th scope="col" className="bo-num">
                  {t('dash.stakes')}
                </th>
                <th scope="col" className="bo-num">
                  {t('dash.wins')}
                </th>
                <th scope="col" className="bo-num">
                  {t('reps.pnl.profit')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 ? (
                <tr>
                  <td colSpan={4}>{t('reps.empty')}</td>
                </tr>
              ) : null}
              {data.items.map((r) => (
                <tr key={r.playerId}>
                  <th scope="row">
                    <Link to={`/bo/players/${r.playerId}`}>{r.username}</Link>
                  </th>
                  <td className="bo-num">{money(r.stakes)}</td>
                  <td className="bo-num">{money(r.wins)}</td>
                  <td className="bo-num">{money(r.profit)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-testid="rep-total">
                <th scope="row">{t('reps.pnl.allPlayers')}</th>
                <td className="bo-num">{money(data.totals.stakes)}</td>
                <td className="bo-num">{money(data.totals.wins)}</td>
                <td className="bo-num">{money(data.totals.profit)}</td>
              </tr>
            </tfoot>
          </ReportTable>
          {data.total > 0 ? (
            <div className="bo-table-bar">
              <span aria-live="polite">
                {t('reps.pnl.page', {
                  from: skip + 1,
                  to: Math.min(skip + take, data.total),
                  total: data.total,
                })}
              </span>
              <span className="bo-filter-buttons">
                <button
                  type="button"
                  className="bo-button bo-ghost"
                  disabled={skip === 0}
                  onClick={() => page(Math.max(0, skip - take))}
                >
                  {t('reps.pnl.previous')}
                </button>
                <button
                  type="button"
                  className="bo-button bo-ghost"
                  disabled={skip + take >= data.total}
                  onClick={() => page(skip + take)}
                >
                  {t('reps.pnl.next')}
                </button>
              </span>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
