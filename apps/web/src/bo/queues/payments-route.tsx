import { useId, useMemo, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { backofficePaymentsQuerySchema, localizedFieldErrors, type BackofficePayment } from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { DataTable, type Filters } from '../table/data-table'
import { ageOf } from './age'
import { payoutStatusText } from './crypto-payout'
import { OLDEST_FIRST, queryOf, sortOf } from './payment-query'
import { PaymentReview } from './payment-review'
import { PlayerPayments } from './player-payments'

/*
 * Deposit and withdrawal requests (docs/backoffice.md "Payment and document queues"): the server
 * filters (direction, status, method, amount range, age, frozen), sorts (oldest first unless a
 * header says otherwise) and pages, so the CSV export holds what the filter shows. A row opens its
 * review with the player's payment history beside it; approve and reject call
 * backoffice/payments/:id/confirm and …/reject, freeze and unfreeze hold the request. Above
 * PAYMENT_FOUR_EYES_TRY the first approval leaves the payment pending for a different approver
 * (docs/backoffice.md "Four eyes"); the queue shows it from `firstApprovedBy`.
 */

const STATUSES = ['2', '1', '4', '5', '6'] as const
export default function PaymentsRoute() {
  const { t, dateTime, money, locale } = useI18n()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Filters>({ status: '2', type: '' })
  const [applied, setApplied] = useState<Filters>(draft)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [selected, setSelected] = useState<BackofficePayment | null>(null)
  const ids = {
    status: useId(),
    type: useId(),
    method: useId(),
    min: useId(),
    max: useId(),
    age: useId(),
    frozen: useId(),
  }
  const methods = useQuery({
    queryKey: ['bo', 'payment-methods', locale],
    queryFn: () => boCall('backoffice/payments/methods'),
    staleTime: 5 * 60_000,
  })

  // The contract's own schema checks the form first, so the browser says what the server would.
  const apply = (e: FormEvent) => {
    e.preventDefault()
    const parsed = backofficePaymentsQuerySchema.safeParse(queryOf(draft))
    if (!parsed.success) {
      setErrors(localizedFieldErrors(parsed.error, locale))
      return
    }
    setErrors({})
    setApplied(draft)
  }
  const columns = useMemo<ColumnDef<BackofficePayment>[]>(
    () => [
      { accessorKey: 'id', header: t('col.id'), enableSorting: false },
      {
        id: 'direction',
        accessorFn: (r) => t(`direction.${r.type}`),
        header: t('col.direction'),
        enableSorting: false,
      },
      {
        id: 'player',
        accessorFn: (r) => r.username,
        header: t('col.player'),
        enableSorting: false,
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
        sortDescFirst: false,
        cell: ({ row }) => <span className="bo-num-cell">{money(row.original.amount)}</span>,
      },
      { accessorKey: 'method', header: t('col.method'), enableSorting: false },
      {
        id: 'status',
        accessorFn: (r) =>
          r.frozenAt ? `${t(`txstatus.${r.status}`)} · ${t('pay.frozenBadge')}` : t(`txstatus.${r.status}`),
        header: t('col.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <>
            {t(`txstatus.${row.original.status}`)}
            {row.original.frozenAt ? (
              <>
                {' '}
                <span className="bo-badge bo-badge-frozen" data-testid="payment-frozen">
                  {t('pay.frozenBadge')}
                </span>
              </>
            ) : null}
          </>
        ),
      },
      {
        // docs/backoffice.md "Crypto payouts": where a USDT withdrawal's payout stands.
        id: 'payout',
        accessorFn: (r) => (r.payout ? payoutStatusText(t, r.payout) : ''),
        header: t('col.cryptoPayout'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.payout ? (
            <span data-testid="payout-status">{payoutStatusText(t, row.original.payout)}</span>
          ) : (
            ''
          ),
      },
      {
        id: 'approvals',
        accessorFn: (r) => (r.firstApprovedBy === null ? '' : t('pay.one')),
        header: t('col.approvals'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.firstApprovedBy === null ? (
            ''
          ) : (
            <span className="bo-badge" title={t('pay.waiting', { id: row.original.firstApprovedBy })}>
              {t('pay.one')}
            </span>
          ),
      },
      {
        accessorKey: 'createdAt',
        header: t('col.at'),
        sortDescFirst: false,
        cell: ({ row }) => dateTime(row.original.createdAt),
      },
      { id: 'age', accessorFn: (r) => ageOf(t, r.createdAt), header: t('col.age'), enableSorting: false },
    ],
    [t, dateTime, money, navigate],
  )

  const set = (key: string) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }))
  const field = (key: string, id: string) =>
    errors[key] ? { id, 'aria-invalid': true, 'aria-describedby': `${id}-e` } : { id }
  const errorOf = (key: string, id: string) =>
    errors[key] ? (
      <span id={`${id}-e`} className="bo-error">
        {errors[key]}
      </span>
    ) : null
  return (
    <section className="bo-page">
      <h1>{t('pay.title')}</h1>
      <form className="bo-filters" onSubmit={apply} aria-label={t('table.filters')} noValidate>
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
          <label htmlFor={ids.frozen}>{t('filter.frozen')}</label>
          <select id={ids.frozen} value={draft.frozen ?? ''} onChange={set('frozen')}>
            <option value="">{t('filter.all')}</option>
            <option value="1">{t('filter.frozenOnly')}</option>
            <option value="0">{t('filter.notFrozen')}</option>
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.method}>{t('col.method')}</label>
          <select {...field('method', ids.method)} value={draft.method ?? ''} onChange={set('method')}>
            <option value="">{t('filter.all')}</option>
            {(methods.data ?? []).map((m) => (
              <option key={m.code} value={m.code}>
                {m.title}
              </option>
            ))}
          </select>
          {errorOf('method', ids.method)}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.min}>{t('filter.minAmount')}</label>
          <input
            {...field('min', ids.min)}
            inputMode="decimal"
            value={draft.min ?? ''}
            onChange={set('min')}
          />
          {errorOf('min', ids.min)}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.max}>{t('filter.maxAmount')}</label>
          <input
            {...field('max', ids.max)}
            inputMode="decimal"
            value={draft.max ?? ''}
            onChange={set('max')}
          />
          {errorOf('max', ids.max)}
        </div>
        <div className="bo-field">
          <label htmlFor={ids.age}>{t('filter.olderThan')}</label>
          <input
            {...field('olderThan', ids.age)}
            inputMode="numeric"
            value={draft.olderThan ?? ''}
            onChange={set('olderThan')}
          />
          {errorOf('olderThan', ids.age)}
        </div>
        <div className="bo-filter-buttons">
          <button type="submit" className="bo-button">
            {t('table.filter')}
          </button>
        </div>
      </form>
      <DataTable<BackofficePayment>
        name="payments"
        caption={t('pay.caption')}
        columns={columns}
        initialFilters={applied}
        sortable
        initialSorting={OLDEST_FIRST}
        fetchPage={({ skip, take, filters, sorting }) =>
          boCall('backoffice/payments', {
            query: { ...queryOf(filters), sort: sortOf(sorting), skip, take },
          })
        }
        pageSizes={[50, 100]}
        maxTake={100}
        maxRows={10_000}
        rowId={(r) => String(r.id)}
        onOpen={setSelected}
        csvName="payments"
      />
      {selected ? (
        <div className="bo-review-split">
          <PaymentReview key={selected.id} payment={selected} onClose={() => setSelected(null)} />
          <PlayerPayments playerId={selected.playerId} current={selected.id} />
        </div>
      ) : (
        <p className="bo-hint">{t('pay.select')}</p>
      )}
    </section>
  )
}
