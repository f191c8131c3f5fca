import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { NavLink, useSearchParams } from 'react-router'
import { issueCode, reportRangeQuerySchema, validationMessage } from '@galata/contract'
import { boDownload } from '../api/client'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'
import { PRESETS, presetRange, todayAt } from './period'

/*
 * What every report screen shares (docs/backoffice.md "Reports", "The console"): the links between
 * the reports, the date range picker (from, to and the quick ranges, checked with the contract's
 * schema before anything is asked), the range in the address so a report can be linked, and the
 * CSV download of the server's file.
 */

type BackofficePath = Parameters<typeof boDownload>[0]

export const REPORT_LINKS: { to: string; label: MessageKey; end?: boolean }[] = [
  { to: '/bo/reports', label: 'reps.nav.ggr', end: true },
  { to: '/bo/reports/payments', label: 'reps.nav.payments' },
  { to: '/bo/reports/first-deposits', label: 'reps.nav.firstDeposits' },
  { to: '/bo/reports/pnl', label: 'reps.nav.pnl' },
  { to: '/bo/reports/liabilities', label: 'reps.nav.liabilities' },
  { to: '/bo/reports/margin', label: 'reps.nav.margin' },
]

export function ReportsNav() {
  const { t } = useI18n()
  const [params] = useSearchParams()
  // The range travels with the member from one report to the next.
  const keep = new URLSearchParams()
  for (const k of ['from', 'to']) {
    const v = params.get(k)
    if (v) keep.set(k, v)
  }
  const search = keep.size ? `?${keep.toString()}` : ''
  return (
    <nav aria-label={t('reps.nav')} className="bo-rep-nav">
      <ul>
        {REPORT_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={`${l.to}${search}`} end={l.end}>
              {t(l.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}

// A type, not an interface: it passes as the query's Record<string, string>.
export type DayRange = { from: string; to: string }

/** The range in the address, today by default. */
export function useReportRange(): [DayRange, (next: DayRange & Record<string, string>) => void] {
  const [params, setParams] = useSearchParams()
  const today = todayAt(Date.now())
  const range = { from: params.get('from') ?? today, to: params.get('to') ?? today }
  const apply = (next: DayRange & Record<string, string>) => {
    const merged = new URLSearchParams(params)
    for (const [k, v] of Object.entries(next)) merged.set(k, v)
    setParams(merged)
  }
  return [range, apply]
}

/**
 * From and to, the quick ranges, and whatever else the report filters on (`children`, inside the
 * same form). `onApply` gets a range the contract accepts; a refused one shows under its field.
 */
export function RangePicker({
  value,
  onApply,
  children,
}: {
  value: DayRange
  onApply: (range: DayRange) => void
  children?: ReactNode
}) {
  const { t, locale } = useI18n()
  // Only from and to: a report's other filters (GGR's grouping) are its own fields.
  const [draft, setDraft] = useState<DayRange>({ from: value.from, to: value.to })
  const [errors, setErrors] = useState<Partial<Record<'from' | 'to', string>>>({})
  const ids = {
    from: useId(),
    to: useId(),
    fromErr: useId(),
    toErr: useId(),
    presets: useId(),
    group: useId(),
  }

  function apply(next: DayRange) {
    const parsed = reportRangeQuerySchema.safeParse({ from: next.from, to: next.to })
    if (!parsed.success) {
      const found: Partial<Record<'from' | 'to', string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'from' ? 'from' : 'to'
        found[field] ??= validationMessage(issueCode(issue), locale)
      }
      setErrors(found)
      return
    }
    setErrors({})
    onApply(next)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    apply(draft)
  }
  const field = (name: 'from' | 'to', label: string, errId: string, id: string) => (
    <div className="bo-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name={name}
        value={draft[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errId : undefined}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
      {errors[name] ? (
        <span id={errId} className="bo-error">
          {errors[name]}
        </span>
      ) : null}
    </div>
  )

  return (
    <div role="group" aria-labelledby={ids.group} className="bo-range">
      <span id={ids.group} className="bo-sr">
        {t('reps.range')}
      </span>
      <form className="bo-filters" onSubmit={submit} noValidate>
        {field('from', t('rep.from'), ids.fromErr, ids.from)}
        {field('to', t('rep.to'), ids.toErr, ids.to)}
        {children}
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
              const next = presetRange(preset, Date.now())
              setDraft(next)
              apply(next)
            }}
          >
            {t(`rep.preset.${preset}`)}
          </button>
        ))}
      </div>
    </div>
  )
}

/** "Export CSV": the server's file of the report with the staff token, named by the server. */
export function ExportButton({
  path,
  query,
  fallbackName,
}: {
  path: BackofficePath
  query: Record<string, string>
  fallbackName: string
}) {
  const { t } = useI18n()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function run() {
    setBusy(true)
    setError(null)
    try {
      const { blob, name } = await boDownload(path, { ...query, format: 'csv' })
      const url = URL.createObjectURL(blob)
      const a = document.createElement('a')
      a.href = url
      a.download = name ?? fallbackName
      document.body.append(a)
      a.click()
      a.remove()
      setTimeout(() => URL.revokeObjectURL(url), 1_000)
    } catch (err) {
      setError(err instanceof Error ? err.message : t('app.error'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <div className="bo-table-bar">
        <span />
        <button type="button" className="bo-button bo-ghost" onClick={() => void run()} disabled={busy}>
          {busy ? t('rep.exporting') : t('rep.export')}
        </button>
      </div>
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A duration in seconds in words short enough for a table cell: 45 s, 3 min 20 s, 2 h 5 min, 1 d 4 h. */
export function duration(seconds: number | null, t: (key: MessageKey, v?: Record<string, number>) => string) {
  if (seconds === null) return '—'
  const s = Math.round(seconds)
  if (s < 60) return t('reps.duration.s', { s })
  if (s < 3600) return t('reps.duration.m', { m: Math.floor(s / 60), s: s % 60 })
  if (s < 86_400) return t('reps.duration.h', { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) })
  return t('reps.duration.d', { d: Math.floor(s / 86_400), h: Math.floor((s % 86_400) / 3600) })
}

/** The heading, the words and the links every report starts with. */
export function ReportHead({ title, intro, formula }: { title: string; intro: string; formula: string }) {
  return (
    <>
      <h1>{title}</h1>
      <ReportsNav />
      <p className="bo-dim">{intro}</p>
      <p data-testid="rep-formula">{formula}</p>
    </>
  )
}

/** The report's refusal, or that it is on its way. */
export function ReportState({
  report,
}: {
  report: { isError: boolean; isPending: boolean; error: Error | null }
}) {
  const { t } = useI18n()
  return (
    <>
      {report.isError && report.error ? (
        <p className="bo-error" role="alert">
          {report.error.message}
        </p>
      ) : null}
      {report.isPending ? <p className="bo-dim">{t('app.loading')}</p> : null}
    </>
  )
}

/** A report's table in its scrolling region, named by its caption (the chart's text alternative). */
export function ReportTable({ caption, children }: { caption: ReactNode; children: ReactNode }) {
  const captionId = useId()
  return (
    <div className="bo-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="bo-table bo-rep-table" data-testid="rep-table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  )
}
