import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import type { BackofficePayment } from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan, useStaff } from '../shell/session'
import { DataTable, type Filters } from '../table/data-table'
import { ageOf, minutesSince } from './age'
import { DecisionControls } from './decision'

/*
 * Deposit and withdrawal requests (docs/backoffice.md "Payment and document queues"): the server
 * filters by status and direction and pages; amount, method and age filter the page it sent. A row
 * opens its review; approve and reject call backoffice/payments/:id/confirm and …/reject. Above
 * PAYMENT_FOUR_EYES_TRY the first approval leaves the payment pending for a different approver
 * (docs/backoffice.md "Four eyes"); the queue shows it from `firstApprovedBy`.
 */

const STATUSES = ['2', '1', '4', '5', '6'] as const

export default function PaymentsRoute() {
  const { t, dateTime, money } = useI18n()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Filters>({ status: '2', type: '' })
  const [applied, setApplied] = useState<Filters>(draft)
  const [selected, setSelected] = useState<BackofficePayment | null>(null)
  const ids = { status: useId(), type: useId(), min: useId(), method: useId(), age: useId(), note: useId() }

  const apply = (e: FormEvent) => {
    e.preventDefault()
    setApplied(draft)
  }
  const columns = useMemo<ColumnDef<BackofficePayment>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id') },
      { id: 'direction', accessorFn: (r) => t(`direction.${r.type}`), header: t('col.direction') },
      {
        id: 'player',
        accessorFn: (r) => r.username,
        header: t('col.player'),
        cell: ({ row }) => (
          <a
            href={`/bo/players/${row.original.playerId}`}
            tabIndex={-1}
            onClick={(e) => {
              e.preventDefault()
              void navigate(`/bo/players/${row.original.playerId}`)
            }}
          >
            {row.original.username}
          </a>
        ),
      },
      {
        accessorKey: 'amount',
        header: t('col.amount'),
        cell: ({ row }) => <span className="bo-num-cell">{money(row.original.amount)}</span>,
      },
      { accessorKey: 'method', header: t('col.method') },
      { id: 'status', accessorFn: (r) => t(`txstatus.${r.status}`), header: t('col.status') },
      {
        id: 'approvals',
        accessorFn: (r) => (r.firstApprovedBy === null ? '' : t('pay.one')),
        header: t('col.approvals'),
        cell: ({ row }) =>
          row.original.firstApprovedBy === null ? (
            ''
          ) : (
            <span className="bo-badge" title={t('pay.waiting', { id: row.original.firstApprovedBy })}>
              {t('pay.one')}
            </span>
          ),
      },
      { accessorKey: 'createdAt', header: t('col.at'), cell: ({ row }) => dateTime(row.original.createdAt) },
      { id: 'age', accessorFn: (r) => ageOf(t, r.createdAt), header: t('col.age') },
    ],
    [t, dateTime, money, navigate],
  )

  const set = (key: string) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }))
  return (
    <section className="bo-page">
      <h1>{t('pay.title')}</h1>
      <form className="bo-filters" onSubmit={apply} aria-label={t('table.filters')}>
        <div className="bo-field">
          <label htmlFor={ids.type}>{t('col.direction')}</label>
          <select id={ids.type} value={draft.type} onChange={set('type')}>
            <option value="">{t('filter.all')}</option>
            <option value="1">{t('direction.1')}</option>
            <option value="2">{t('direction.2')}</option>
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.status}>{t('col.status')}</label>
          <select id={ids.status} value={draft.status} onChange={set('status')}>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`txstatus.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.min}>{t('filter.minAmount')}</label>
          <input
            id={ids.min}
            inputMode="decimal"
            value={draft.min ?? ''}
            onChange={set('min')}
            aria-describedby={ids.note}
          />
        </div>
        <div className="bo-field">
          <label htmlFor={ids.method}>{t('filter.methodText')}</label>
          <input
            id={ids.method}
            value={draft.method ?? ''}
            onChange={set('method')}
            aria-describedby={ids.note}
          />
        </div>
        <div className="bo-field">
          <label htmlFor={ids.age}>{t('filter.olderThan')}</label>
          <input
            id={ids.age}
            inputMode="numeric"
            value={draft.age ?? ''}
            onChange={set('age')}
            aria-describedby={ids.note}
          />
        </div>
        <div className="bo-filter-buttons">
          <button type="submit" className="bo-button">
            {t('table.filter')}
          </button>
        </div>
        <p id={ids.note} className="bo-hint bo-filters-note">
          {t('filter.pageOnly')}
        </p>
      </form>
      <DataTable<BackofficePayment>
        name="payments"
        caption={t('pay.caption')}
        columns={columns}
        initialFilters={applied}
        fetchPage={async ({ skip, take, filters }) => {
          const page = await boCall('backoffice/payments', {
            query: {
              status: (filters.status || '2') as (typeof STATUSES)[number],
              type: (filters.type || undefined) as '1' | '2' | undefined,
              skip,
              take,
            },
          })
          const min = Number((filters.min ?? '').replace(',', '.'))
          const method = (filters.method ?? '').trim().toLocaleLowerCase()
          const age = Number(filters.age ?? '')
          const items = page.items.filter(
            (p) =>
              (!min || p.amount >= min) &&
              (!method || p.method.toLocaleLowerCase().includes(method)) &&
              (!age || minutesSince(p.createdAt) >= age),
          )
          return { items, total: page.total }
        }}
        pageSizes={[50, 100]}
        maxTake={100}
        maxRows={10_000}
        rowId={(r) => String(r.id)}
        onOpen={setSelected}
        csvName="payments"
      />
      {selected ? (
        <PaymentReview key={selected.id} payment={selected} onClose={() => setSelected(null)} />
      ) : (
        <p className="bo-hint">{t('pay.select')}</p>
      )}
    </section>
  )
}

function PaymentReview({ payment, onClose }: { payment: BackofficePayment; onClose: () => void }) {
  const { t, dateTime, money } = useI18n()
  const can = useCan()
  const me = useStaff()
  const queryClient = useQueryClient()
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = { title: useId() }
  const [current, setCurrent] = useState(payment)
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  useEffect(() => heading.current?.focus(), [])

  const decide = useMutation({
    mutationFn: (action: 'confirm' | 'reject') =>
      boCall(action === 'confirm' ? 'backoffice/payments/:id/confirm' : 'backoffice/payments/:id/reject', {
        params: { id: current.id },
        body: action === 'reject' ? { note: reason.trim() } : {},
      }),
    onSuccess: (result, action) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', 'payments'] })
      if (result.awaitingSecondApproval) {
        setCurrent((c) => ({ ...c, firstApprovedBy: me.id }))
        setMessage({ ok: true, text: t('pay.firstDone') })
      } else {
        setCurrent((c) => ({ ...c, status: result.status }))
        setMessage({ ok: true, text: t(action === 'confirm' ? 'pay.confirmed' : 'pay.rejected') })
      }
    },
    onError: (error) => {
      if (error instanceof BoApiError) setMessage({ ok: false, text: error.message })
      else throw error
    },
  })
  const pending = current.status === 2
  const waiting = current.firstApprovedBy !== null && pending
  return (
    <section className="bo-panel bo-review" aria-labelledby={ids.title} data-testid="payment-review">
      <h2 id={ids.title} ref={heading} tabIndex={-1}>
        {t('pay.review', { id: current.id })} · {t(`direction.${current.type}`)} · {money(current.amount)}
      </h2>
      {waiting ? (
        <p className="bo-notice" data-testid="payment-waiting">
          {current.firstApprovedBy === me.id
            ? t('pay.waitingYou')
            : t('pay.waiting', { id: current.firstApprovedBy ?? '' })}
        </p>
      ) : null}
      <dl className="bo-dl">
        <div>
          <dt>{t('col.player')}</dt>
          <dd>
            <Link to={`/bo/players/${current.playerId}`}>
              {current.username} (#{current.playerId})
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('col.status')}</dt>
          <dd>{t(`txstatus.${current.status}`)}</dd>
        </div>
        <div>
          <dt>{t('col.method')}</dt>
          <dd>{current.method}</dd>
        </div>
        <div>
          <dt>{t('col.at')}</dt>
          <dd>
            {dateTime(current.createdAt)} ({ageOf(t, current.createdAt)})
          </dd>
        </div>
        {Object.entries(current.detail).map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{String(value)}</dd>
          </div>
        ))}
        {current.providerReference ? (
          <div>
            <dt>{t('pay.reference')}</dt>
            <dd>{current.providerReference}</dd>
          </div>
        ) : null}
        {current.note ? (
          <div>
            <dt>{t('pay.note')}</dt>
            <dd>{current.note}</dd>
          </div>
        ) : null}
      </dl>
      <DecisionControls
        open={pending && can('payments.decide')}
        busy={decide.isPending}
        labels={{ approve: t('pay.approve'), reject: t('pay.reject'), reason: t('pay.rejectReason') }}
        reasonMax={200}
        reason={reason}
        onReason={setReason}
        onApprove={() => decide.mutate('confirm')}
        onReject={() => decide.mutate('reject')}
        onClose={onClose}
        message={message}
        outcomeTestId="payment-outcome"
      />
    </section>
  )
}
