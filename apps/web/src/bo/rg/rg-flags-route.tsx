import { useId, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { ColumnDef } from '@tanstack/react-table'
import {
  RG_FLAG_RULES,
  RG_FLAG_STATUSES,
  type RgFlag,
  type RgFlagRule,
  type RgFlagStatus,
} from '@galata/contract'
import { boCall } from '../api/client'
import { NoteCell, NoteForm } from '../forms/note-review'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DataTable, type BoColumnMeta } from '../table/data-table'

/*
 * The responsible-gaming flags queue (docs/backoffice.md "Responsible-gaming flags" and "The console
 * (/bo)"): open flags newest first, filtered by status and rule, each with what the rule saw in
 * words and a link to the player; risk and admin review one with a note (rg.flags.review).
 */

type I18n = ReturnType<typeof useI18n>

/** What the rule saw (`details`), in words; unknown shapes fall back to the raw JSON. */
export function flagDetails(flag: RgFlag, { t, money, dateTime }: I18n): string {
  const d = flag.details
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0))
  const str = (v: unknown) => (typeof v === 'string' ? v : null)
  switch (flag.rule) {
    case 'limit_hits':
      return t('rg.detail.limit_hits', {
        hits: num(d.hits),
        codes: Array.isArray(d.codes) ? d.codes.map((c) => t(limitLabel(String(c)))).join(', ') : '—',
        last: dateTime(str(d.last)),
      })
    case 'long_session':
      return t('rg.detail.long_session', {
        hours: Math.floor(num(d.minutes) / 60),
        minutes: num(d.minutes) % 60,
        started: dateTime(str(d.startedAt)),
      })
    case 'deposit_surge':
      return t('rg.detail.deposit_surge', {
        recent: money(num(d.last7Days)),
        weekly: money(num(d.previous28DaysWeekly)),
      })
    case 'reversed_withdrawal':
      return t('rg.detail.reversed_withdrawal', {
        id: num(d.paymentId),
        amount: money(num(d.amount)),
        at: dateTime(str(d.at)),
      })
    default:
      return JSON.stringify(d)
  }
}

function limitLabel(code: string) {
  switch (code) {
    case 'DEPOSIT_LIMIT':
      return 'rg.limit.deposit' as const
    case 'LOSS_LIMIT':
      return 'rg.limit.loss' as const
    case 'WAGER_LIMIT':
      return 'rg.limit.wager' as const
    default:
      return 'rg.limit.session' as const
  }
}

export default function RgFlagsRoute() {
  const i18n = useI18n()
  const { t, dateTime } = i18n
  const can = useCan()
  const mayReview = can('rg.flags.review')
  const [status, setStatus] = useState<RgFlagStatus>('open')
  const [rule, setRule] = useState<RgFlagRule | ''>('')
  const [reviewing, setReviewing] = useState<RgFlag | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const ids = { status: useId(), rule: useId() }

  const columns = useMemo<ColumnDef<RgFlag>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      {
        accessorKey: 'raisedAt',
        header: t('rg.raisedAt'),
        cell: ({ row }) => dateTime(row.original.raisedAt),
      },
      {
        id: 'player',
        accessorFn: (r) => `${r.username} (${r.playerId})`,
        header: t('rg.player'),
        cell: ({ row }) => (
          <Link to={`/bo/players/${row.original.playerId}`}>
            {row.original.username} <span className="bo-dim">#{row.original.playerId}</span>
          </Link>
        ),
      },
      {
        id: 'rule',
        accessorFn: (r) => t(`rg.rule.${r.rule}`),
        header: t('rg.rule'),
      },
      {
        id: 'details',
        accessorFn: (r) => flagDetails(r, i18n),
        header: t('rg.details'),
        meta: { csv: (r) => JSON.stringify(r.details) } satisfies BoColumnMeta<RgFlag>,
      },
      {
        id: 'review',
        accessorFn: (r) =>
          r.status === 'reviewed' ? `${dateTime(r.reviewedAt)} #${r.reviewedBy ?? ''}: ${r.note ?? ''}` : '',
        header: t('rg.review'),
        cell: ({ row }) => {
          const flag = row.original
          return (
            <NoteCell
              closedBy={
                flag.status === 'reviewed'
                  ? t('rg.reviewedBy', { who: flag.reviewedBy ?? '—', at: dateTime(flag.reviewedAt) })
                  : null
              }
              note={flag.note}
              action={mayReview ? t('rg.reviewFlag', { id: flag.id }) : null}
              onAction={() => {
                setDone(null)
                setReviewing(flag)
              }}
              openLabel={t('rg.open')}
            />
          )
        },
      },
    ],
    [t, dateTime, i18n, mayReview],
  )

  return (
    <section className="bo-page">
      <h1>{t('rg.title')}</h1>
      <p className="bo-dim">{t('rg.intro')}</p>
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.status}>{t('rg.status')}</label>
          <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value as RgFlagStatus)}>
            {RG_FLAG_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`rg.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.rule}>{t('rg.rule')}</label>
          <select id={ids.rule} value={rule} onChange={(e) => setRule(e.target.value as RgFlagRule | '')}>
            <option value="">{t('rg.rule.all')}</option>
            {RG_FLAG_RULES.map((r) => (
              <option key={r} value={r}>
                {t(`rg.rule.${r}`)}
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
      {reviewing ? (
        <ReviewForm
          flag={reviewing}
          onClose={(message) => {
            setReviewing(null)
            if (message) setDone(message)
          }}
        />
      ) : null}
      <DataTable<RgFlag>
        name="rg-flags"
        caption={t('rg.title')}
        columns={columns}
        initialFilters={{ status, rule }}
        fetchPage={({ skip, take, filters }) =>
          boCall('backoffice/rg/flags', {
            query: {
              skip,
              take,
              status: (filters.status as RgFlagStatus | undefined) ?? 'open',
              rule: (filters.rule as RgFlagRule | undefined) || undefined,
            },
          })
        }
        pageSizes={[50, 100]}
        maxTake={100}
        rowId={(r) => String(r.id)}
        csvName="rg-flags"
      />
    </section>
  )
}

function ReviewForm({ flag, onClose }: { flag: RgFlag; onClose: (message: string | null) => void }) {
  const i18n = useI18n()
  const { t } = i18n
  return (
    <NoteForm
      title={t('rg.reviewFlag', { id: flag.id })}
      level={2}
      className="bo-flag-review"
      summary={
        <>
          {flag.username} #{flag.playerId} · {t(`rg.rule.${flag.rule}`)} · {flagDetails(flag, i18n)}
        </>
      }
      labels={{ note: t('rg.note'), submit: t('rg.submit'), cancel: t('rg.cancel') }}
      send={(note) => boCall('backoffice/rg/flags/:id/review', { params: { id: flag.id }, body: { note } })}
      reload={[['bo', 'rg-flags']]}
      done={t('rg.reviewed', { id: flag.id })}
      onClose={onClose}
    />
  )
}
