import { useId } from 'react'
import { Link } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import { boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'

/** Rows of the player's history beside a request; the player page has the rest. */
const HISTORY_ROWS = 10

/**
 * The player's payments beside the request under review (docs/backoffice.md "Payment and document
 * queues"): their last deposits and withdrawals, newest first, from backoffice/players/:id/payments
 * (players.view; the read is audited like the queue). The request itself is marked.
 */
export function PlayerPayments({ playerId, current }: { playerId: number; current: number }) {
  const { t, dateTime, money } = useI18n()
  const can = useCan()
  const title = useId()
  const history = useQuery({
    queryKey: ['bo', 'payments', 'player', playerId],
    queryFn: () =>
      boCall('backoffice/players/:id/payments', {
        params: { id: playerId },
        query: { skip: 0, take: HISTORY_ROWS },
      }),
    enabled: can('players.view'),
  })
  if (!can('players.view')) return null
  const items = history.data?.items ?? []
  return (
    <section className="bo-panel" aria-labelledby={title} data-testid="player-payments">
      <h2 id={title}>{t('pay.history')}</h2>
      {history.isError ? (
        <p className="bo-error" role="alert">
          {history.error.message}
        </p>
      ) : null}
      <div className="bo-scroll" role="region" aria-labelledby={title} tabIndex={0}>
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('col.id')}</th>
              <th scope="col">{t('col.at')}</th>
              <th scope="col">{t('col.direction')}</th>
              <th scope="col">{t('col.amount')}</th>
              <th scope="col">{t('col.status')}</th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={5}>{history.isFetching ? t('table.loading') : t('table.empty')}</td>
              </tr>
            ) : (
              items.map((p) => (
                <tr key={p.id} className={p.id === current ? 'bo-row-selected' : undefined}>
                  <td>{p.id === current ? t('pay.thisRequest', { id: p.id }) : p.id}</td>
                  <td>{dateTime(p.createdAt)}</td>
                  <td>{t(`direction.${p.type}`)}</td>
                  <td className="bo-num-cell">{money(p.amount)}</td>
                  <td>
                    {t(`txstatus.${p.status}`)}
                    {p.frozenAt && p.status === 2 ? ` · ${t('pay.frozenBadge')}` : ''}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {history.data && history.data.total > items.length ? (
        <p className="bo-hint">
          <Link to={`/bo/players/${playerId}`}>{t('pay.historyMore', { n: history.data.total })}</Link>
        </p>
      ) : null}
    </section>
  )
}
