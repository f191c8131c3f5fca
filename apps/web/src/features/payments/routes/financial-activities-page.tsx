import { useState } from 'react'
import {
  HISTORY_PAGE_SIZE,
  PaymentDirection,
  TransactionType,
  type FinancialItem,
  type UiStringKey,
} from '@galata/contract'
import { currentLocale, formatMoney, useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Icon } from '../../../shared/ui/icon'
import { Select } from '../../../shared/ui/select'
import { Spinner } from '../../../shared/ui/spinner'
import { TextField } from '../../../shared/ui/text-field'
import { useFinancialActivities } from '../api/get-financial-activities'
import { dayBound, statusView } from '../lib/status'
import styles from './financial-activities-page.module.css'

const TYPES: { value: TransactionType; label: UiStringKey }[] = [
  { value: TransactionType.All, label: 'payments.type.all' },
  { value: TransactionType.Deposit, label: 'payments.type.deposit' },
  { value: TransactionType.Withdraw, label: 'payments.type.withdraw' },
]

const dateFormat = new Intl.DateTimeFormat(currentLocale === 'tr' ? 'tr-TR' : 'en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

function StatusBadge({ item }: { item: FinancialItem }) {
  const t = useT()
  const view = statusView(item.status)
  return <span className={`${styles.badge} ${styles[view.tone]}`}>{t(view.label)}</span>
}

function TypeCell({ item }: { item: FinancialItem }) {
  const t = useT()
  const isDeposit = item.transactionType === PaymentDirection.Deposit
  return (
    <span className={`${styles.type} ${isDeposit ? styles.in : styles.out}`}>
      <Icon name={isDeposit ? 'arrow-down' : 'arrow-up'} size={14} />
      {t(isDeposit ? 'payments.type.deposit' : 'payments.type.withdraw')}
    </span>
  )
}

function amountText(item: FinancialItem): string {
  const sign = item.transactionType === PaymentDirection.Deposit ? '+' : '−'
  return `${sign}${formatMoney(item.amount)}`
}

/**
 * /dashboard/financial-activities (spec §2, §7): deposits and withdrawals with a type filter, a date
 * range and pages of 20; a table on wide screens, cards on phones.
 */
export function FinancialActivitiesPage() {
  const t = useT()
  const [type, setType] = useState<TransactionType>(TransactionType.All)
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(0)
  const query = {
    transactionType: type,
    skip: page * HISTORY_PAGE_SIZE,
    take: HISTORY_PAGE_SIZE,
    from: dayBound(from, 'start'),
    to: dayBound(to, 'end'),
  }
  const { data, isPending, isError, isFetching, refetch } = useFinancialActivities(query)
  const total = data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))
  const filter = (apply: () => void) => {
    apply()
    setPage(0)
  }

  return (
    <div className={styles.wrap}>
      <form
        className={styles.filters}
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('payments.filterType')}
      >
        <Select
          label={t('payments.filterType')}
          value={String(type)}
          onChange={(e) => filter(() => setType(Number(e.target.value) as TransactionType))}
        >
          {TYPES.map((o) => (
            <option key={o.value} value={o.value}>
              {t(o.label)}
            </option>
          ))}
        </Select>
        <TextField
          type="date"
          label={t('payments.filterFrom')}
          value={from}
          max={to || undefined}
          onChange={(e) => filter(() => setFrom(e.target.value))}
        />
        <TextField
          type="date"
          label={t('payments.filterTo')}
          value={to}
          min={from || undefined}
          onChange={(e) => filter(() => setTo(e.target.value))}
        />
        <Button
          variant="ghost"
          className={styles.clear}
          disabled={type === TransactionType.All && !from && !to}
          onClick={() =>
            filter(() => {
              setType(TransactionType.All)
              setFrom('')
              setTo('')
            })
          }
        >
          {t('payments.filterClear')}
        </Button>
      </form>

      {isPending ? (
        <Spinner size={48} />
      ) : isError ? (
        <EmptyState icon="wallet" title={t('payments.historyError')}>
          <Button variant="subtle" onClick={() => void refetch()}>
            <Icon name="reload" size={16} />
            {t('payments.retry')}
          </Button>
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState icon="wallet" title={t('payments.historyEmpty')} />
      ) : (
        <div className={styles.results} aria-busy={isFetching || undefined}>
          <p className={styles.count}>{t('payments.historyCount', { total })}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('payments.col.date')}</th>
                <th scope="col">{t('payments.col.type')}</th>
                <th scope="col">{t('payments.col.method')}</th>
                <th scope="col" className={styles.num}>
                  {t('payments.col.amount')}
                </th>
                <th scope="col">{t('payments.col.status')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id} data-testid="financial-row">
                  <td>{dateFormat.format(new Date(item.createdAt))}</td>
                  <td>
                    <TypeCell item={item} />
                  </td>
                  <td className={styles.method}>
                    {item.method}
                    {item.note && <span className={styles.note}>{item.note}</span>}
                  </td>
                  <td className={`${styles.num} ${styles.amount}`}>{amountText(item)}</td>
                  <td>
                    <StatusBadge item={item} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={styles.cards}>
            {data.items.map((item) => (
              <li key={item.id} className={styles.card} data-testid="financial-card">
                <div className={styles.cardTop}>
                  <TypeCell item={item} />
                  <StatusBadge item={item} />
                </div>
                <div className={styles.cardMain}>
                  <span className={styles.method}>{item.method}</span>
                  <span className={styles.amount}>{amountText(item)}</span>
                </div>
                <time className={styles.date} dateTime={item.createdAt}>
                  {dateFormat.format(new Date(item.createdAt))}
                </time>
                {item.note && <p className={styles.note}>{item.note}</p>}
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('payments.pageOf', { page: page + 1, pages })}>
              <Button
                variant="subtle"
                size="sm"
                iconOnly
                aria-label={t('payments.prev')}
                disabled={page === 0}
                onClick={() => setPage((p) => p - 1)}
              >
                <Icon name="chevron-left" size={16} />
              </Button>
              <span className={styles.pageText}>{t('payments.pageOf', { page: page + 1, pages })}</span>
              <Button
                variant="subtle"
                size="sm"
                iconOnly
                aria-label={t('payments.next')}
                disabled={page + 1 >= pages}
                onClick={() => setPage((p) => p + 1)}
              >
                <Icon name="chevron-right" size={16} />
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  )
}
