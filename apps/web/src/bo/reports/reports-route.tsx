import { useId, useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  GGR_GROUPINGS,
  formatDate,
  ggrQuerySchema,
  issueCode,
  validationMessage,
  type GgrGrouping,
  type GgrReport,
  type GgrRow,
} from '@galata/contract'
import { boCall, boDownload } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { GgrChart } from './ggr-chart'
import { PRESETS, presetRange, todayAt } from './period'
import './reports.css'

/*
 * /bo/reports (docs/backoffice.md "Reports"): the GGR report over a range of Istanbul days, by day,
 * product or game; a chart of GGR by day stacked by product, the table with its totals, and the
 * server's CSV of the same rows. The range lives in the address, so a report can be linked.
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
  const [draft, setDraft] = useState<Range>(applied)
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<'from' | 'to', string>>>({})
  const [exporting, setExporting] = useState(false)
  const [exportError, setExportError] = useState<string | null>(null)
  const ids = { from: useId(), to: useId(), by: useId(), fromErr: useId(), toErr: useId(), presets: useId() }

  const report = useQuery({
    queryKey: ['bo', 'reports', 'ggr', applied],
    queryFn: () => boCall('backoffice/reports/ggr', { query: applied }),
    placeholderData: keepPreviousData,
  })

  function apply(next: Range) {
    // The contract's schema, as the server parses it: the same refusals, in the console's language.
    const parsed = ggrQuerySchema.safeParse(next)
    if (!parsed.success) {
      const errors: Partial<Record<'from' | 'to', string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'from' ? 'from' : 'to'
        errors[field] ??= validationMessage(issueCode(issue), locale)
      }
      setFieldErrors(errors)
      return
    }
    setFieldErrors({})
    setParams({ from: next.from, to: next.to, by: next.by })
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    apply(draft)
  }

  async function exportCsv() {
    setExporting(true)
    setExportError(null)
    try {
      const { blob, name } = await boDownload('backoffice/reports/ggr', { ...applied, format: 'csv' })
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = name ?? `ggr-${applied.by}-${applied.from}-${applied.to}.csv`
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1_000)
    } catch (err) {
      setExportError(err instanceof Error ? err.message : t('app.error'))
    } finally {
      setExporting(false)
    }
  }

  const day = (d: string) => formatDate(d, locale, { time: false })

  return (
    <section className="bo-page">
      <h1>{t('rep.title')}</h1>
      <p className="bo-dim">{t('rep.intro')}</p>
      <p data-testid="rep-formula">{t('rep.formula')}</p>
      <form className="bo-filters" onSubmit={submit} noValidate>
        <div className="bo-field">
          <label htmlFor={ids.from}>{t('rep.from')}</label>
          <input
            id={ids.from}
            type="date"
            name="from"
            value={draft.from}
            aria-invalid={fieldErrors.from ? true : undefined}
            aria-describedby={fieldErrors.from ? ids.fromErr : undefined}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          {fieldErrors.from ? (
            <span id={ids.fromErr} className="bo-error">
              {fieldErrors.from}
            </span>
          ) : null}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.to}>{t('rep.to')}</label>
          <input
            id={ids.to}
            type="date"
            name="to"
            value={draft.to}
            aria-invalid={fieldErrors.to ? true : undefined}
            aria-describedby={fieldErrors.to ? ids.toErr : undefined}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          {fieldErrors.to ? (
            <span id={ids.toErr} className="bo-error">
              {fieldErrors.to}
            </span>
          ) : null}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.by}>{t('rep.by')}</label>
          <select
            id={ids.by}
            name="by"
            value={draft.by}
            onChange={(e) => setDraft({ ...draft, by: e.target.value as GgrGrouping })}
          >
            {GGR_GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {t(`rep.by.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-filter-buttons">
          <button type="submit" className="bo-button">
            {t('rep.show')}
          </button>
        </div>
      </form>
      <div className="bo-filter-buttons" role="group" aria-labelledby={ids.presets}>
        <span id={ids.presets} className="bo-dim">
          {t('rep.presets')}:
        </span>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="bo-button bo-ghost"
            onClick={() => {
              const next = { ...draft, ...presetRange(preset, Date.now()) }
              setDraft(next)
              apply(next)
            }}
          >
            {t(`rep.preset.${preset}`)}
          </button>
        ))}
      </div>

      {report.isError ? (
        <p className="bo-error" role="alert">
          {report.error.message}
        </p>
      ) : null}
      {report.isPending ? <p className="bo-dim">{t('app.loading')}</p> : null}
      {report.data ? (
        <>
          <h2>{t('rep.caption', { from: day(report.data.from), to: day(report.data.to) })}</h2>
          <GgrChart report={report.data} />
          <div className="bo-table-bar">
            <span />
            <button
              type="button"
              className="bo-button bo-ghost"
              onClick={() => void exportCsv()}
              disabled={exporting}
            >
              {exporting ? t('rep.exporting') : t('rep.export')}
            </button>
          </div>
          {exportError ? (
            <p className="bo-error" role="alert">
              {exportError}
            </p>
          ) : null}
          <ReportTable report={report.data} />
        </>
      ) : null}
    </section>
  )
}

function ReportTable({ report }: { report: GgrReport }) {
  const { t, money, locale } = useI18n()
  const caption = useId()
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
    <div className="bo-scroll" role="region" aria-labelledby={caption} tabIndex={0}>
      <table className="bo-table bo-rep-table" data-testid="rep-table">
        <caption id={caption}>
          {t('rep.caption', {
            from: formatDate(report.from, locale, { time: false }),
            to: formatDate(report.to, locale, { time: false }),
          })}
          {report.by === 'day' ? null : <span className="bo-dim"> · {t('rep.noBonus')}</span>}
        </caption>
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
      </table>
    </div>
  )
}
