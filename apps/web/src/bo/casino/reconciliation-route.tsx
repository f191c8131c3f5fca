import { useId, useMemo, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import {
  RECON_DIFFERENCE_STATUSES,
  RECON_PROVIDERS,
  type ReconDifference,
  type ReconDifferenceStatus,
  type ReconProvider,
  type ReconRun,
} from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { NoteCell, NoteForm } from '../forms/note-review'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DataTable, type BoColumnMeta } from '../table/data-table'

/*
 * The providers' reconciliation (docs/providers.md "Reconciliation"): the runs, newest first, each
 * with its lines on both sides and its open differences; a run's differences with both sides in
 * words; finance, risk and admin explain a difference with a note and reconcile a day now.
 */

type I18n = ReturnType<typeof useI18n>

/** One side of a difference in words: "bet 1,00 ₺ · 29.11.2026 10:00", "1,20 ₺" (rounding), or "none". */
function side(
  { t, money, dateTime }: I18n,
  type: ReconDifference['theirType'],
  amount: number | null,
  at: string | null,
): string {
  // A rounding-suspense alert has an amount of ours and no transaction type.
  if (!type && amount === null) return t('recon.absent')
  return [
    type ? t(`recon.type.${type}`) : null,
    amount === null ? null : money(amount),
    at ? dateTime(at) : null,
  ]
    .filter(Boolean)
    .join(' · ')
}

const todayUtc = () => new Date().toISOString().slice(0, 10)
const yesterdayUtc = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)

export default function ReconciliationRoute() {
  const i18n = useI18n()
  const { t, dateTime } = i18n
  const can = useCan()
  const mayManage = can('recon.manage')
  const [provider, setProvider] = useState<ReconProvider | ''>('')
  const [run, setRun] = useState<ReconRun | null>(null)
  const ids = { provider: useId() }

  const columns = useMemo<ColumnDef<ReconRun>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      { accessorKey: 'provider', header: t('recon.provider') },
      { accessorKey: 'day', header: t('recon.day') },
      {
        id: 'status',
        accessorFn: (r) =>
          r.error ? `${t(`recon.status.${r.status}`)}: ${r.error}` : t(`recon.status.${r.status}`),
        header: t('recon.status'),
      },
      {
        id: 'trigger',
        accessorFn: (r) =>
          r.trigger === 'job' ? t('recon.trigger.job') : t('recon.trigger.staff', { id: r.staffId ?? '—' }),
        header: t('recon.trigger'),
      },
      {
        id: 'lines',
        accessorFn: (r) => `${r.theirLines} / ${r.ourLines}`,
        header: t('recon.lines'),
      },
      {
        id: 'differences',
        accessorFn: (r) => `${r.differences} (${r.openDifferences})`,
        header: t('recon.differences'),
        meta: { csv: (r) => r.differences } satisfies BoColumnMeta<ReconRun>,
        cell: ({ row }) =>
          row.original.status === 'done' ? (
            <button type="button" className="bo-button bo-ghost" onClick={() => setRun(row.original)}>
              {`${row.original.differences} (${row.original.openDifferences})`}
              <span className="bo-sr"> — {t('recon.show', { id: row.original.id })}</span>
            </button>
          ) : (
            '—'
          ),
      },
      {
        id: 'finishedAt',
        accessorFn: (r) => r.finishedAt,
        header: t('recon.finishedAt'),
        cell: ({ row }) => dateTime(row.original.finishedAt),
      },
    ],
    [t, dateTime],
  )

  return (
    <section className="bo-page">
      <h1>{t('recon.title')}</h1>
      <p className="bo-dim">{t('recon.intro')}</p>
      {mayManage ? <RunNowForm onRan={setRun} /> : null}
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.provider}>{t('recon.provider')}</label>
          <select
            id={ids.provider}
            value={provider}
            onChange={(e) => setProvider(e.target.value as ReconProvider | '')}
          >
            <option value="">{t('recon.provider.all')}</option>
            {RECON_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable<ReconRun>
        name="recon-runs"
        caption={t('recon.runs')}
        columns={columns}
        initialFilters={{ provider }}
        fetchPage={({ skip, take, filters }) =>
          boCall('backoffice/reconciliation/runs', {
            query: { skip, take, provider: (filters.provider as ReconProvider | undefined) || undefined },
          })
        }
        pageSizes={[50, 100]}
        maxTake={100}
        rowId={(r) => String(r.id)}
        csvName="reconciliation-runs"
      />
      {run ? <Differences run={run} mayManage={mayManage} /> : null}
    </section>
  )
}

function RunNowForm({ onRan }: { onRan: (run: ReconRun) => void }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const [provider, setProvider] = useState<ReconProvider>('hub88')
  const [day, setDay] = useState(yesterdayUtc)
  const [done, setDone] = useState<string | null>(null)
  const ids = { title: useId(), provider: useId(), day: useId() }
  const start = useMutation({
    mutationFn: () => boCall('backoffice/reconciliation/runs create', { body: { provider, day } }),
    onSuccess: (run) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', 'recon-runs'] })
      setDone(
        run.status === 'done'
          ? t('recon.ran', { provider: run.provider, day: run.day, n: run.differences })
          : t('recon.ranFailed', { provider: run.provider, day: run.day, error: run.error ?? '' }),
      )
      if (run.status === 'done') onRan(run)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setDone(null)
    start.mutate()
  }
  const error = start.error instanceof BoApiError ? start.error : null
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('recon.runNowTitle')}</h2>
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.provider}>{t('recon.provider')}</label>
          <select
            id={ids.provider}
            value={provider}
            onChange={(e) => setProvider(e.target.value as ReconProvider)}
          >
            {RECON_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.day}>{t('recon.day')}</label>
          <input
            id={ids.day}
            type="date"
            value={day}
            max={todayUtc()}
            required
            aria-invalid={error?.errors?.day ? true : undefined}
            onChange={(e) => setDay(e.target.value)}
          />
        </div>
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={start.isPending || !day}>
          {t('recon.runNow')}
        </button>
      </div>
      {done ? (
        <p className="bo-ok" role="status">
          {done}
        </p>
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {error.errors?.day ?? error.message}
        </p>
      ) : null}
    </form>
  )
}

function Differences({ run, mayManage }: { run: ReconRun; mayManage: boolean }) {
  const i18n = useI18n()
  const { t, dateTime } = i18n
  const [status, setStatus] = useState<ReconDifferenceStatus | ''>('')
  const [explaining, setExplaining] = useState<ReconDifference | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const ids = { title: useId(), status: useId() }

  const columns = useMemo<ColumnDef<ReconDifference>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      { id: 'kind', accessorFn: (d) => t(`recon.kind.${d.kind}`), header: t('recon.kind') },
      {
        id: 'tx',
        accessorFn: (d) => `${d.txId} / ${d.roundId ?? ''}`,
        header: t('recon.tx'),
        cell: ({ row }) => (
          <span>
            <code>{row.original.txId}</code>
            <br />
            <span className="bo-dim">{row.original.roundId ?? '—'}</span>
          </span>
        ),
      },
      {
        id: 'player',
        accessorFn: (d) => d.playerId ?? '',
        header: t('recon.player'),
        cell: ({ row }) =>
          row.original.playerId === null ? (
            '—'
          ) : (
            <Link to={`/bo/players/${row.original.playerId}`}>#{row.original.playerId}</Link>
          ),
      },
      {
        id: 'theirs',
        accessorFn: (d) => side(i18n, d.theirType, d.theirAmount, d.theirAt),
        header: t('recon.theirs'),
      },
      {
        id: 'ours',
        accessorFn: (d) => side(i18n, d.ourType, d.ourAmount, d.ourAt),
        header: t('recon.ours'),
      },
      {
        id: 'explanation',
        accessorFn: (d) => (d.status === 'explained' ? `#${d.explainedBy ?? ''}: ${d.note ?? ''}` : ''),
        header: t('recon.explanation'),
        cell: ({ row }) => {
          const d = row.original
          return (
            <NoteCell
              closedBy={
                d.status === 'explained'
                  ? t('recon.explainedBy', { who: d.explainedBy ?? '—', at: dateTime(d.explainedAt) })
                  : null
              }
              note={d.note}
              action={mayManage ? t('recon.explain', { id: d.id }) : null}
              onAction={() => {
                setDone(null)
                setExplaining(d)
              }}
              openLabel={t('recon.awaiting')}
            />
          )
        },
      },
    ],
    [t, dateTime, i18n, mayManage],
  )

  return (
    <section className="bo-panel" aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('recon.differencesOf', { provider: run.provider, day: run.day })}</h2>
      {run.differences === 0 ? <p className="bo-dim">{t('recon.none')}</p> : null}
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.status}>{t('recon.diffStatus')}</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => setStatus(e.target.value as ReconDifferenceStatus | '')}
          >
            <option value="">{t('recon.diffStatus.all')}</option>
            {RECON_DIFFERENCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`recon.diffStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {done ? (
        <p className="bo-ok" role="status">
          {done}
        </p>
      ) : null}
      {explaining ? (
        <ExplainForm
          difference={explaining}
          onClose={(message) => {
            setExplaining(null)
            if (message) setDone(message)
          }}
        />
      ) : null}
      <DataTable<ReconDifference>
        name="recon-differences"
        caption={t('recon.differencesOf', { provider: run.provider, day: run.day })}
        columns={columns}
        initialFilters={{ run: String(run.id), status }}
        fetchPage={({ skip, take, filters }) =>
          boCall('backoffice/reconciliation/runs/:id/differences', {
            params: { id: Number(filters.run) },
            query: { skip, take, status: (filters.status as ReconDifferenceStatus | undefined) || undefined },
          })
        }
        pageSizes={[100]}
        maxTake={100}
        rowId={(d) => String(d.id)}
        csvName={`reconciliation-${run.provider}-${run.day}`}
      />
    </section>
  )
}

function ExplainForm({
  difference,
  onClose,
}: {
  difference: ReconDifference
  onClose: (message: string | null) => void
}) {
  const i18n = useI18n()
  const { t } = i18n
  return (
    <NoteForm
      title={t('recon.explain', { id: difference.id })}
      level={3}
      summary={
        <>
          {t(`recon.kind.${difference.kind}`)} · <code>{difference.txId}</code> · {t('recon.theirs')}:{' '}
          {side(i18n, difference.theirType, difference.theirAmount, difference.theirAt)} · {t('recon.ours')}:{' '}
          {side(i18n, difference.ourType, difference.ourAmount, difference.ourAt)}
        </>
      }
      labels={{ note: t('recon.note'), submit: t('recon.submit'), cancel: t('recon.cancel') }}
      send={(note) =>
        boCall('backoffice/reconciliation/differences/:id/explain', {
          params: { id: difference.id },
          body: { note },
        })
      }
      reload={[
        ['bo', 'recon-differences'],
        ['bo', 'recon-runs'],
      ]}
      done={t('recon.explained', { id: difference.id })}
      onClose={onClose}
    />
  )
}
