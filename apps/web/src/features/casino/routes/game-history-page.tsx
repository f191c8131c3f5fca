import { useState } from 'react'
import { GameTransactionType, HISTORY_PAGE_SIZE, playerRoundId, type GameHistoryItem } from '@galata/contract'
import { dayBound, formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Pager } from '../../../shared/ui/pager'
import { QueryState } from '../../../shared/ui/query-state'
import { TextField } from '../../../shared/ui/text-field'
import { useGameHistory } from '../api/get-game-history'
import styles from './game-history-page.module.css'

function Row({ item }: { item: GameHistoryItem }) {
  const t = useT()
  const isWin = item.type === GameTransactionType.Win
  return (
    <tr data-type={isWin ? 'win' : 'bet'}>
      <td data-label={t('history.col.date')}>{formatDateTime(item.createdAt, { seconds: true })}</td>
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
        {playerRoundId(item.roundId)}
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
  const query = useGameHistory({
    skip: page * HISTORY_PAGE_SIZE,
    take: HISTORY_PAGE_SIZE,
    from: dayBound(from, 'start'),
    to: dayBound(to, 'end'),
  })
  const total = query.data?.total ?? 0
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

      <QueryState
        query={query}
        icon="history"
        errorTitle={t('history.error')}
        retryLabel={t('history.retry')}
        emptyTitle={t('history.empty')}
        isEmpty={() => query.data?.items.length === 0}
      >
        {() => (
          <div className={styles.results} aria-busy={query.isFetching || undefined}>
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
                {query.data?.items.map((item) => (
                  <Row key={item.id} item={item} />
                ))}
              </tbody>
            </table>
            <Pager page={page} pages={pages} onPage={setPage} />
          </div>
        )}
      </QueryState>
    </div>
  )
}
