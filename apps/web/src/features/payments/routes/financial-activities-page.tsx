import { useState } from 'react'
import {
  HISTORY_PAGE_SIZE,
  PaymentDirection,
  TransactionType,
  type FinancialItem,
  type UiStringKey,
} from '@galata/contract'
import { dayBound, formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { ApiError } from '../../../shared/api/http'
import { paymentRedirectUrl } from '@galata/contract'
import { openDialog } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { toast } from '../../../shared/ui/toast'
import { Icon } from '../../../shared/ui/icon'
import { Pager } from '../../../shared/ui/pager'
import { QueryState } from '../../../shared/ui/query-state'
import { Select } from '../../../shared/ui/select'
import { TextField } from '../../../shared/ui/text-field'
import { useFinancialActivities } from '../api/get-financial-activities'
import { useCancelDeposit, useContinueDeposit } from '../api/pending-deposit'
import type { CryptoDepositDialogData } from '../components/crypto-deposit-dialog'
import { statusView } from '../lib/status'
import styles from './financial-activities-page.module.css'

const TYPES: { value: TransactionType; label: UiStringKey }[] = [
  { value: TransactionType.All, label: 'payments.type.all' },
  { value: TransactionType.Deposit, label: 'payments.type.deposit' },
  { value: TransactionType.Withdraw, label: 'payments.type.withdraw' },
]

function StatusBadge({ item }: { item: FinancialItem }) {
  const t = useT()
  const view = statusView(item.status, item.expired === true)
  return <span className={`${styles.badge} ${styles[view.tone]}`}>{t(view.label)}</span>
}

/**
 * A pending deposit's end and the player's two ways out of it (docs/wallet.md "Pending deposits"):
 * continue to the payment page (a crypto deposit: open its waiting dialog again, docs/payments.md),
 * or cancel so it no longer counts towards the limits.
 */
function PendingActions({ item }: { item: FinancialItem }) {
  const t = useT()
  const cancel = useCancelDeposit()
  const resume = useContinueDeposit()
  if (!item.canCancel && !item.canContinue && !item.canWatch) return null
  const amount = formatMoney(item.amount)
  const failed = (error: unknown) =>
    toast.error(error instanceof ApiError && error.message ? error.message : t('common.error'))
  const onCancel = async () => {
    try {
      const res = await cancel.mutateAsync(item.id)
      toast.success(res.message || t('payments.done'))
    } catch (error) {
      failed(error)
    }
  }
  const onContinue = async () => {
    try {
      const url = paymentRedirectUrl(await resume.mutateAsync(item.id))
      if (url) window.open(url, '_blank', 'noopener')
    } catch (error) {
      failed(error)
    }
  }
  return (
    <div className={styles.pending} data-testid="pending-actions">
      {item.expiresAt && (
        <span className={styles.until}>
          {t('payments.pending.until', { time: formatDateTime(item.expiresAt) })}
        </span>
      )}
      <span className={styles.pendingButtons}>
        {item.canContinue && (
          <Button
            size="sm"
            variant="gold"
            loading={resume.isPending}
            aria-label={t('payments.pending.continueLabel', { amount })}
            onClick={() => void onContinue()}
          >
            {t('payments.pending.continue')}
          </Button>
        )}
        {item.canWatch && (
          <Button
            size="sm"
            variant="gold"
            aria-label={t('payments.pending.showLabel', { amount })}
            onClick={() =>
              openDialog('cryptoDeposit', {
                paymentId: item.id,
                method: item.method,
              } satisfies CryptoDepositDialogData)
            }
          >
            {t('payments.pending.show')}
          </Button>
        )}
        {item.canCancel && (
          <Button
            size="sm"
            variant="outline"
            loading={cancel.isPending}
            aria-label={t('payments.pending.cancelLabel', { amount })}
            onClick={() => void onCancel()}
          >
            {t('payments.pending.cancel')}
          </Button>
        )}
      </span>
    </div>
  )
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
  const query = useFinancialActivities({
    transactionType: type,
    skip: page * HISTORY_PAGE_SIZE,
    take: HISTORY_PAGE_SIZE,
    from: dayBound(from, 'start'),
    to: dayBound(to, 'end'),
  })
  const items = query.data?.items ?? []
  const total = query.data?.total ?? 0
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

      <QueryState
        query={query}
        icon="wallet"
        errorTitle={t('payments.historyError')}
        retryLabel={t('payments.retry')}
        emptyTitle={t('payments.historyEmpty')}
        isEmpty={() => items.length === 0}
      >
        {() => (
          <div className={styles.results} aria-busy={query.isFetching || undefined}>
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
                {items.map((item) => (
                  <tr key={item.id} data-testid="financial-row">
                    <td>{formatDateTime(item.createdAt)}</td>
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
                      <PendingActions item={item} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className={styles.cards}>
              {items.map((item) => (
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
                    {formatDateTime(item.createdAt)}
                  </time>
                  {item.note && <p className={styles.note}>{item.note}</p>}
                  <PendingActions item={item} />
                </li>
              ))}
            </ul>
            <Pager page={page} pages={pages} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </div>
  )
}
