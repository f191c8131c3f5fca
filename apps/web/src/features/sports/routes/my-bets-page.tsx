import type { SportsEventDetail } from '@galata/contract'
import { useQueries } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { dayBound } from '../../../shared/dates'
import { useT } from '../../../shared/i18n/i18n'
import { QueryState } from '../../../shared/ui/query-state'
import { Select } from '../../../shared/ui/select'
import { useMyBets } from '../api/bets'
import { sportsEventQuery } from '../api/get-sports'
import { useLiveEventFeeds } from '../api/live'
import { TicketCard } from '../components/ticket-card'
import styles from '../components/sportsbook.module.css'

type Status = 'all' | 'open' | 'settled'

/**
 * Kuponlarım (/dashboard/my-bets): the player's sports tickets, open or settled, between two days;
 * each with its legs, their odds and results, the stake and the (potential) payout. The scores of
 * the matches in play move with the hub's pushes (docs/realtime.md "Public topics").
 */
export function MyBetsPage() {
  const t = useT()
  const fromId = useId()
  const toId = useId()
  const [status, setStatus] = useState<Status>('all')
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const query = useMyBets({
    status,
    from: dayBound(from, 'start') ? from : undefined,
    to: dayBound(to, 'end') ? to : undefined,
  })
  const tickets = query.data?.items ?? []
  const eventIds = [...new Set(tickets.flatMap((tk) => tk.legs.map((l) => l.eventId)))]
  const events = useQueries({
    queries: eventIds.map((id) => ({ ...sportsEventQuery(id), refetchInterval: false as const })),
  })
  const eventById = new Map<number, SportsEventDetail>()
  events.forEach((q) => q.data && eventById.set(q.data.id, q.data))
  useLiveEventFeeds([...eventById.values()].filter((e) => e.status === 'live').map((e) => e.id))

  return (
    <div className={styles.myBets}>
      <div className={styles.filters}>
        <Select
          label={t('mybets.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
        >
          <option value="all">{t('mybets.filter.all')}</option>
          <option value="open">{t('mybets.filter.open')}</option>
          <option value="settled">{t('mybets.filter.settled')}</option>
        </Select>
        <div className={styles.dateField}>
          <label htmlFor={fromId}>{t('mybets.from')}</label>
          <input id={fromId} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className={styles.dateField}>
          <label htmlFor={toId}>{t('mybets.to')}</label>
          <input id={toId} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </div>
      <QueryState
        query={query}
        icon="sports"
        errorTitle={t('mybets.loadError')}
        retryLabel={t('sportsbook.retry')}
        emptyTitle={t('mybets.empty')}
        isEmpty={() => tickets.length === 0}
      >
        {() => (
          <ul className={styles.tickets}>
            {tickets.map((tk) => (
              <TicketCard key={tk.id} ticket={tk} eventById={eventById} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}
