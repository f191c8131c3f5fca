import { useState } from 'react'
import { GameTransactionType, HISTORY_PAGE_SIZE, type GameHistoryItem } from '@galata/contract'
import { currentLocale, formatMoney, useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { TextField } from '../../../shared/ui/text-field'
import { useGameHistory } from '../api/get-game-history'
import styles from './game-history-page.module.css'

const dateFormat = new Intl.DateTimeFormat(currentLocale === 'tr' ? 'tr-TR' : 'en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** A date input's day as the start or the end of that day in the player's own time zone, as ISO. */
function dayBound(value: string, edge: 'start' | 'end'): string | undefined {
  if (!value) return undefined
  const d = new Date(`${value}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}

function Row({ item }: { item: GameHistoryItem }) {
  const t = useT()
  const isWin = item.type === GameTransactionType.Win
  return (
    <tr data-type={isWin ? 'win' : 'bet'}>
      <td data-label={t('history.col.date')}>{dateFormat.format(new Date(item.createdAt))}</td>
      <td data-label={t('history.col.game')}>
        <span className={styles.game}>{item.gameName}</span>
        <span className={styles.provider}>{item.providerName}</span>
      </td>
      <td data-label={t('history.col.type')}>
        <span className={`${styles.type} ${isWin ? styles.win : styles.bet}`}>
          {t(isWin ? 'history.type.win' : 'history.type.bet')}
        </span>
      </td>
      <td data-label={t('history.col.amount')} className={`${styles.num} ${isWin ? styles.win : ''}`}>
        {isWin ? '+' : '−'}
        {formatMoney(item.amount)}
      </td>
      <td data-label={t('history.col.balance')} className={styles.num}>
        {formatMoney(item.balanceAfter)}
      </td>
      <td data-label={t('history.col.round')} className={styles.round}>
        {item.roundId}
      </td>
    </tr>
  )
}

/** /dashboard/game-history (spec §2): bets and wins, newest first, by date range, 20 a page. */
export function GameHistoryPage() {
  const t = useT()
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [page, setPage] = useState(0)
  const query = {
    skip: page * HISTORY_PAGE_SIZE,
    take: HISTORY_PAGE_SIZE,
    from: dayBound(from, 'start'),
    to: dayBound(to, 'end'),
  }
  const { data, isPending, isError, isFetching, refetch } = useGameHistory(query)
  const total = data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE))

  return (
    <div className={styles.wrap}>
      <form className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <TextField
          type="date"
          label={t('history.from')}
          value={from}
          max={to || undefined}
          onChange={(e) => {
            setFrom(e.target.value)
            setPage(0)
          }}
        />
        <TextField
          type="date"
          label={t('history.to')}
          value={to}
          min={from || undefined}
          onChange={(e) => {
            setTo(e.target.value)
            setPage(0)
          }}
        />
        <Button
          variant="ghost"
          disabled={!from && !to}
          onClick={() => {
            setFrom('')
            setTo('')
            setPage(0)
          }}
        >
          {t('history.clear')}
        </Button>
      </form>

      {isPending ? (
        <Spinner size={48} />
      ) : isError ? (
        <EmptyState icon="history" title={t('history.error')}>
          <Button variant="subtle" onClick={() => void refetch()}>
            <Icon name="reload" size={16} />
            {t('history.retry')}
          </Button>
        </EmptyState>
      ) : data.items.length === 0 ? (
        <EmptyState icon="history" title={t('history.empty')} />
      ) : (
        <div className={styles.results} aria-busy={isFetching || undefined}>
          <p className={styles.count}>{t('history.count', { total })}</p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('history.col.date')}</th>
                <th scope="col">{t('history.col.game')}</th>
                <th scope="col">{t('history.col.type')}</th>
                <th scope="col" className={styles.num}>
                  {t('history.col.amount')}
                </th>
                <th scope="col" className={styles.num}>
                  {t('history.col.balance')}
                </th>
                <th scope="col">{t('history.col.round')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <Row key={item.id} item={item} />
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav className={styles.pager}>
              <Button variant="subtle" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
                {t('history.prev')}
              </Button>
              <span>{t('history.page', { page: page + 1, pages })}</span>
              <Button variant="subtle" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
                {t('history.next')}
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  )
}
