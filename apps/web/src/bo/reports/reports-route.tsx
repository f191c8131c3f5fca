import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { GGR_GROUPINGS, formatDate, type GgrGrouping, type GgrReport, type GgrRow } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { GgrChart } from './ggr-chart'
import { todayAt } from './period'
import { ExportButton, RangePicker, ReportHead, ReportState, ReportTable } from './report-kit'
import './reports.css'

/*
 * /bo/reports (docs/backoffice.md "Reports"): the GGR report over a range of Istanbul days, by day,
 * product or game; a chart of GGR by day stacked by product, the table with its totals, and the
 * server's CSV of the same rows. The range lives in the address, so a report can be linked; the
 * range picker, the links between reports and the download are shared with the others (report-kit).
 */

interface Range {
  from: string
  to: string
  by: GgrGrouping
}

function rangeOf(params: URLSearchParams): Range {
  const today = todayAt(Date.now())
  const by = params.get('by')
  return {
    from: params.get('from') ?? today,
    to: params.get('to') ?? today,
    by: (GGR_GROUPINGS as readonly string[]).includes(by ?? '') ? (by as GgrGrouping) : 'day',
  }
}

export default function ReportsRoute() {
  const { t, locale } = useI18n()
  const [params, setParams] = useSearchParams()
  const applied = rangeOf(params)
  const [by, setBy] = useState<GgrGrouping>(applied.by)
  const ids = { by: useId() }

  const report = useQuery({
    queryKey: ['bo', 'reports', 'ggr', applied],
    queryFn: () => boCall('backoffice/reports/ggr', { query: applied }),
    placeholderData: keepPreviousData,
  })

  const day = (d: string) => formatDate(d, locale, { time: false })

  return (
    <section className="bo-page">
      <ReportHead title={t('rep.title')} intro={t('rep.intro')} formula={t('rep.formula')} />
      <RangePicker value={applied} onApply={(range) => setParams({ from: range.from, to: range.to, by })}>
        <div className="bo-field">
          <label htmlFor={ids.by}>{t('rep.by')}</label>
          <select id={ids.by} name="by" value={by} onChange={(e) => setBy(e.target.value as GgrGrouping)}>
            {GGR_GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {t(`rep.by.${g}`)}
              </option>
            ))}
          </select>
        </div>
      </RangePicker>

      <ReportState report={report} />
      {report.data ? (
        <>
          <h2>{t('rep.caption', { from: day(report.data.from), to: day(report.data.to) })}</h2>
          <GgrChart report={report.data} />
          <ExportButton
            path="backoffice/reports/ggr"
            query={{ from: applied.from, to: applied.to, by: applied.by }}
            fallbackName={`ggr-${applied.by}-${applied.from}-${applied.to}.csv`}
          />
          <GgrTable report={report.data} />
        </>
      ) : null}
    </section>
  )
}

function GgrTable({ report }: { report: GgrReport }) {
  const { t, money, locale } = useI18n()
  const keys: ('day' | 'product' | 'game')[] =
    report.by === 'day' ? ['day'] : report.by === 'product' ? ['product'] : ['product', 'game']
  const key = (row: GgrRow, k: 'day' | 'product' | 'game') =>
    k === 'day'
      ? formatDate(row.day ?? '', locale, { time: false })
      : k === 'product'
        ? row.product
          ? t(`rep.product.${row.product}`)
          : ''
        : row.game || t('rep.unknownGame')
  const maybe = (n: number | null) => (n === null ? '—' : money(n))
  return (
    <ReportTable
      caption={
        <>
          {t('rep.caption', {
            from: formatDate(report.from, locale, { time: false }),
            to: formatDate(report.to, locale, { time: false }),
          })}
          {report.by === 'day' ? null : <span className="bo-dim"> · {t('rep.noBonus')}</span>}
        </>
      }
    >
      <thead>
        <tr>
          {keys.map((k) => (
            <th key={k} scope="col">
              {t(`rep.col.${k}`)}
            </th>
          ))}
          <th scope="col" className="bo-num">
            {t('dash.stakes')}
          </th>
          <th scope="col" className="bo-num">
            {t('dash.wins')}
          </th>
          <th scope="col" className="bo-num">
            GGR
          </th>
          <th scope="col" className="bo-num">
            {t('dash.bonusCost')}
          </th>
          <th scope="col" className="bo-num">
            NGR
          </th>
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row) => (
          <tr key={`${row.day ?? ''}|${row.product ?? ''}|${row.game ?? ''}`}>
            {keys.map((k, i) =>
              i === 0 ? (
                <th key={k} scope="row">
                  {key(row, k)}
                </th>
              ) : (
                <td key={k}>{key(row, k)}</td>
              ),
            )}
            <td className="bo-num">{money(row.stakes)}</td>
            <td className="bo-num">{money(row.wins)}</td>
            <td className="bo-num">{money(row.ggr)}</td>
            <td className="bo-num">{maybe(row.bonusCost)}</td>
            <td className="bo-num">{maybe(row.ngr)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="rep-total">
          <th scope="row" colSpan={keys.length}>
            {t('rep.total')}
          </th>
          <td className="bo-num">{money(report.totals.stakes)}</td>
          <td className="bo-num">{money(report.totals.wins)}</td>
          <td className="bo-num" data-testid="rep-total-ggr">
            {money(report.totals.ggr)}
          </td>
          <td className="bo-num">{money(report.totals.bonusCost)}</td>
          <td className="bo-num">{money(report.totals.ngr)}</td>
        </tr>
      </tfoot>
    </ReportTable>
  )
}
