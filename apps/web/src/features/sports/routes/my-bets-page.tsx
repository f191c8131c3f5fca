import type { SportsEventDetail, SportsTicket, UiStringKey } from '@galata/contract'
import { useQueries } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { dayBound, formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { QueryState } from '../../../shared/ui/query-state'
import { Select } from '../../../shared/ui/select'
import { useMyBets } from '../api/bets'
import { CashoutPanel } from '../components/cashout-panel'
import { sportsEventQuery } from '../api/get-sports'
import { eventName } from '../lib/events'
import { useFormatOdds } from '../lib/odds-format'
import styles from '../components/sportsbook.module.css'

type Status = 'all' | 'open' | 'settled'

const KIND: Record<SportsTicket['kind'], UiStringKey> = {
  single: 'betslip.single',
  combo: 'betslip.combo',
  system: 'betslip.system',
}

/** The event and outcome names of a leg, from the event the leg is on. */
function legNames(event: SportsEventDetail | undefined, outcomeId: number) {
  for (const m of event?.markets ?? []) {
    const o = m.outcomes.find((x) => x.id === outcomeId)
    if (o) return { market: m.name, outcome: o.name }
  }
  return null
}

/**
 * Kuponlarım (/dashboard/my-bets): the player's sports tickets, open or settled, between two days;
 * each with its legs, their odds and results, the stake and the (potential) payout.
 */
export function MyBetsPage() {
  const t = useT()
  const fromId = useId()
  const toId = useId()
  const showOdds = useFormatOdds()
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
              <li key={tk.id} className={styles.ticket} data-testid="ticket">
                <header className={styles.ticketHead}>
                  <span className={styles.ticketKind}>{t(KIND[tk.kind])}</span>
                  <span className={styles.ticketId}>{t('mybets.ticket', { id: tk.id })}</span>
                  <span
                    className={`${styles.ticketStatus} ${styles[`st_${tk.status}`]}`}
                    data-testid="ticket-status"
                  >
                    {t(`mybets.ticketStatus.${tk.status}`)}
                  </span>
                </header>
                <ul className={styles.ticketLegs}>
                  {tk.legs.map((leg) => {
                    const event = eventById.get(leg.eventId)
                    const names = legNames(event, leg.outcomeId)
                    return (
                      <li key={leg.outcomeId} className={styles.ticketLeg}>
                        <span className={styles.slipLegText}>
                          <span className={styles.slipLegOutcome}>{names?.outcome ?? '…'}</span>
                          <span className={styles.slipLegMarket}>{names?.market ?? ''}</span>
                          {event && (
                            <Link to={paths.sportsEvent(event.id)} className={styles.slipLegEvent}>
                              {eventName(event)}
                              {event.score && ` (${event.score.home} - ${event.score.away})`}
                            </Link>
                          )}
                        </span>
                        <span className={styles.slipLegOdds}>{showOdds(leg.odds)}</span>
                        <span className={`${styles.legResult} ${styles[`r_${leg.result}`]}`}>
                          {t(`mybets.result.${leg.result}`)}
                        </span>
                      </li>
                    )
                  })}
                </ul>
                <dl className={styles.slipSums}>
                  <div>
                    <dt>{t('betslip.stake')}</dt>
                    <dd>{formatMoney(tk.stake)}</dd>
                  </div>
                  <div className={styles.slipPayout}>
                    <dt>{tk.payout === null ? t('betslip.payout') : t('mybets.payout')}</dt>
                    <dd data-testid="ticket-payout">
                      {formatMoney(tk.payout ?? (tk.status === 'cashed_out' ? 0 : tk.potentialPayout))}
                    </dd>
                  </div>
                </dl>
                {tk.rejectReason && (
                  <p className={styles.ticketReason} data-testid="ticket-reason">
                    {t(
                      tk.status === 'void' && tk.rejectReason === 'self_excluded'
                        ? 'mybets.voidReason.self_excluded'
                        : `mybets.rejectReason.${tk.rejectReason}`,
                    )}
                  </p>
                )}
                {tk.cashedOut > 0 && (
                  <p className={styles.ticketCashedOut} data-testid="ticket-cashed-out">
                    {t('mybets.cashedOut', { amount: formatMoney(tk.cashedOut) })}
                  </p>
                )}
                <p className={styles.ticketDates}>
                  <span>{t('mybets.placedAt', { date: formatDateTime(tk.placedAt) })}</span>
                  {tk.cashedOutAt ? (
                    <span>{t('mybets.cashedOutAt', { date: formatDateTime(tk.cashedOutAt) })}</span>
                  ) : (
                    tk.settledAt && (
                      <span>{t('mybets.settledAt', { date: formatDateTime(tk.settledAt) })}</span>
                    )
                  )}
                </p>
                <CashoutPanel ticket={tk} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  )
}
