import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import {
  PENDING_ACTION_KINDS,
  PENDING_ACTION_STATUSES,
  type PendingAction,
  type PendingActionKind,
  type PendingActionStatus,
} from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DataTable, type FilterDef } from '../table/data-table'
import { describeAction, reasonLabel, span } from './describe'
import { GrantRows } from '../campaigns/grant-rows'

/*
 * Pending actions (docs/backoffice.md "Four eyes screens"): the list of GET backoffice/actions by
 * status, kind and player, each in words with its age and time left; a checker (actions.decide)
 * opens one (Enter on the row, or its button) and approves or rejects it with an optional note. A
 * refusal (their own action: FOUR_EYES_SELF; a kind their role may not check) is the server's message.
 */

const FILTERS: FilterDef[] = [{ id: 'player', label: 'actions.player', type: 'number' }]

export default function ActionsRoute() {
  const { t, locale, dateTime, money } = useI18n()
  const can = useCan()
  const decide = can('actions.decide')
  const [status, setStatus] = useState<PendingActionStatus>('pending')
  const [kind, setKind] = useState<PendingActionKind | ''>('')
  const [open, setOpen] = useState<PendingAction | null>(null)
  const [rowsOf, setRowsOf] = useState<number | null>(null)
  const ids = { status: useId(), kind: useId() }

  const columns = useMemo<ColumnDef<PendingAction>[]>(() => {
    const now = Date.now()
    const cols: ColumnDef<PendingAction>[] = [
      { accessorKey: 'id', header: t('col.id') },
      { id: 'kind', accessorFn: (a) => t(`actionKind.${a.kind}`), header: t('col.kind') },
      {
        id: 'player',
        accessorFn: (a) => a.playerId,
        header: t('col.player'),
        cell: ({ row }) =>
          row.original.playerId === null ? (
            t('actions.manyPlayers')
          ) : (
            <Link to={`/bo/players/${row.original.playerId}`} tabIndex={-1}>
              #{row.original.playerId}
            </Link>
          ),
      },
      {
        id: 'what',
        accessorFn: (a) => describeAction(a, t, money),
        header: t('col.what'),
        // A grant list's rows (docs/backoffice.md "Grant lists"): shown below the table, for every status.
        cell: ({ row, getValue }) =>
          row.original.kind === 'bonus_grant_list' ? (
            <>
              {String(getValue())}{' '}
              <button
                type="button"
                className="bo-button bo-ghost"
                onClick={() => setRowsOf((id) => (id === row.original.id ? null : row.original.id))}
              >
                {t('grants.showRows', { id: row.original.id })}
              </button>
            </>
          ) : (
            String(getValue())
          ),
      },
      { id: 'reason', accessorFn: (a) => reasonLabel(a, locale), header: t('col.reason') },
      { accessorKey: 'note', header: t('col.note') },
      {
        id: 'maker',
        accessorFn: (a) => `#${a.maker.id} (${a.maker.role})`,
        header: t('col.maker'),
      },
      {
        id: 'age',
        accessorFn: (a) => span(now - Date.parse(a.createdAt), t),
        header: t('col.age'),
        meta: { csv: (a: PendingAction) => a.createdAt },
      },
      {
        id: 'left',
        accessorFn: (a) =>
          a.status !== 'pending'
            ? `${t(`actionStatus.${a.status}`)} ${dateTime(a.decidedAt ?? a.expiresAt)}`
            : Date.parse(a.expiresAt) <= now
              ? t('time.over')
              : span(Date.parse(a.expiresAt) - now, t),
        header: t('col.left'),
        meta: { csv: (a: PendingAction) => a.expiresAt },
      },
    ]
    if (decide && status === 'pending')
      cols.push({
        id: 'review',
        header: t('col.review'),
        cell: ({ row }) => (
          <button
            type="button"
            className="bo-button bo-ghost"
            aria-label={t('actions.reviewOf', { id: row.original.id })}
            onClick={() => setOpen(row.original)}
          >
            {t('actions.review')}
          </button>
        ),
      })
    return cols
  }, [t, locale, dateTime, money, decide, status])

  return (
    <section className="bo-page">
      <h1>{t('actions.title')}</h1>
      {decide ? null : <p className="bo-dim">{t('actions.readOnly')}</p>}
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.status}>{t('actions.status')}</label>
          <select
            id={ids.status}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as PendingActionStatus)
              setOpen(null)
            }}
          >
            {PENDING_ACTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`actionStatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.kind}>{t('actions.kind')}</label>
          <select
            id={ids.kind}
            value={kind}
            onChange={(e) => setKind(e.target.value as PendingActionKind | '')}
          >
            <option value="">{t('actions.anyKind')}</option>
            {PENDING_ACTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`actionKind.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable<PendingAction>
        name={`actions-${status}-${kind}`}
        caption={t('actions.title')}
        columns={columns}
        filters={FILTERS}
        fetchPage={({ skip, take, filters }) =>
          boCall('backoffice/actions', {
            query: {
              status,
              kind: kind || undefined,
              player: filters.player?.trim() ? Number(filters.player.trim()) : undefined,
              skip,
              take,
            },
          })
        }
        pageSizes={[50, 100]}
        maxTake={100}
        maxRows={1_000_000}
        rowId={(a) => String(a.id)}
        onOpen={decide && status === 'pending' ? setOpen : undefined}
        csvName="actions"
      />
      {open && decide ? <Decision key={open.id} action={open} onClose={() => setOpen(null)} /> : null}
      {rowsOf !== null && rowsOf !== open?.id ? <ListRows actionId={rowsOf} /> : null}
    </section>
  )
}

/** The checker's panel: the action in words, a note, Approve and Reject; the answer below. */
function Decision({ action, onClose }: { action: PendingAction; onClose: () => void }) {
  const { t, locale, money } = useI18n()
  const queryClient = useQueryClient()
  const [note, setNote] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const ids = { title: useId(), note: useId() }
  // Opened from a row: the panel's heading takes the focus, Tab reaches the note and the buttons.
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const mutation = useMutation({
    mutationFn: (verdict: 'approve' | 'reject') => {
      const init = { params: { id: action.id }, body: note.trim() ? { note: note.trim() } : {} }
      return verdict === 'approve'
        ? boCall('backoffice/actions/:id/approve', init)
        : boCall('backoffice/actions/:id/reject', init)
    },
    onSuccess: (result) => {
      setMessage({
        ok: true,
        text: t(result.status === 'approved' ? 'actions.approved' : 'actions.rejected', { id: result.id }),
      })
      void queryClient.invalidateQueries({ queryKey: ['bo'] })
    },
    onError: (error) =>
      setMessage({ ok: false, text: error instanceof BoApiError ? error.message : String(error) }),
  })
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const verdict = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value')
    mutation.mutate(verdict === 'reject' ? 'reject' : 'approve')
  }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title} data-testid="decision">
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('actions.decideTitle', { id: action.id, kind: t(`actionKind.${action.kind}`) })}
      </h2>
      <p>
        {describeAction(action, t, money)} · {reasonLabel(action, locale)} · {action.note}
      </p>
      <label htmlFor={ids.note}>{t('actions.decisionNote')}</label>
      <textarea
        id={ids.note}
        value={note}
        maxLength={500}
        rows={2}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="bo-actions">
        <button
          type="submit"
          name="verdict"
          value="approve"
          className="bo-button"
          disabled={mutation.isPending}
        >
          {t('actions.approve')}
        </button>
        <button
          type="submit"
          name="verdict"
          value="reject"
          className="bo-button bo-ghost"
          disabled={mutation.isPending}
        >
          {t('actions.reject')}
        </button>
        <button type="button" className="bo-button bo-ghost" onClick={onClose}>
          {t('actions.close')}
        </button>
      </div>
      <p
        role="status"
        className={message ? (message.ok ? 'bo-ok' : 'bo-error') : 'bo-sr'}
        data-testid="decision-outcome"
      >
        {message?.text ?? ''}
      </p>
      {action.kind === 'bonus_grant_list' ? <ListRows actionId={action.id} /> : null}
    </form>
  )
}

/** A grant list's rows with each one's outcome (GET backoffice/bonus-grants/lists/:id). */
function ListRows({ actionId }: { actionId: number }) {
  const { t } = useI18n()
  const list = useQuery({
    queryKey: ['bo', 'grant-list', actionId],
    queryFn: () => boCall('backoffice/bonus-grants/lists/:id', { params: { id: actionId } }),
  })
  if (list.error instanceof BoApiError)
    return (
      <p className="bo-error" role="alert">
        {list.error.message}
      </p>
    )
  if (!list.data) return null
  return (
    <div className="bo-panel">
      {list.data.paid + list.data.failed > 0 ? (
        <p data-testid="grant-list-result">
          {t('grants.result', { paid: list.data.paid, failed: list.data.failed })}
        </p>
      ) : null}
      <GrantRows list={list.data} caption={t('grants.rowsCaption', { file: `#${actionId}` })} />
    </div>
  )
}
