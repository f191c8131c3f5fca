import type { SportsEventDetail, SportsTicket, UiStringKey } from '@galata/contract'
import { Link } from 'react-router'
import { formatDateTime } from '../../../shared/dates'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { eventName } from '../lib/events'
import { periodLabel } from '../lib/live-feed'
import { useFormatOdds } from '../lib/odds-format'
import { systemType } from '../lib/slip-math'
import { BuilderNames } from './bet-slip'
import { CashoutPanel } from './cashout-panel'
import styles from './sportsbook.module.css'

const KIND: Record<SportsTicket['kind'], UiStringKey> = {
  single: 'betslip.single',
  combo: 'betslip.combo',
  system: 'betslip.system',
}

/** The event and outcome names of a leg, from the event the leg is on. */
/** A leg's names; a bet builder's also lists its selections. */
interface LegNames {
  market: string
  outcome: string
  selections?: string[]
}

function legNames(event: SportsEventDetail | undefined, outcomeId: number): LegNames | null {
  for (const m of event?.markets ?? []) {
    const o = m.outcomes.find((x) => x.id === outcomeId)
    if (o) return { market: m.name, outcome: o.name }
  }
  return null
}

/** A bet builder leg's names: "Maç Kombini" and each selection as "market: outcome". */
function builderNames(
  event: SportsEventDetail | undefined,
  outcomeIds: readonly number[],
  title: string,
): LegNames {
  const selections = outcomeIds.map((id) => {
    const n = legNames(event, id)
    return n ? `${n.market}: ${n.outcome}` : '…'
  })
  return { market: title, outcome: selections.join(' + '), selections }
}

/**
 * What the ticket's money line says, by its state (docs/sportsbook.md "Kuponlarım"): a ticket the
 * book did not take or voided gives its stake back ("İade edildi"), a cashed-out one what the
 * cash-outs paid, a settled one its payout, and only a ticket still running a potential payout.
 */
function moneyLine(tk: SportsTicket): { label: UiStringKey; amount: number } {
  // A freebet ticket pays only the winnings beyond its stake, and a void gives the freebet back
  // (docs/sportsbook.md "Sports promotions"): the server answers that amount as `freebetPays`.
  if (tk.freebet) {
    if (tk.status === 'void') return { label: 'mybets.freebetReturned', amount: tk.stake }
    return { label: tk.payout !== null ? 'mybets.payout' : 'betslip.payout', amount: tk.freebetPays ?? 0 }
  }
  if (tk.status === 'rejected') return { label: 'mybets.refunded', amount: tk.stake }
  if (tk.status === 'void') return { label: 'mybets.refunded', amount: tk.payout ?? tk.stake }
  if (tk.status === 'cashed_out') return { label: 'mybets.paidOnCashout', amount: tk.cashedOut }
  if (tk.payout !== null) return { label: 'mybets.payout', amount: tk.payout }
  return { label: 'betslip.payout', amount: tk.potentialPayout }
}

/**
 * One ticket of Kuponlarım: kind (a system with its type and number of combinations), status, each
 * leg with its event's score (kept live by the page's hub feed), the stake and the money line, why
 * the book refused or voided it, the dates, and the cash-out panel while it is open.
 */
export function TicketCard({
  ticket: tk,
  eventById,
}: {
  ticket: SportsTicket
  eventById: ReadonlyMap<number, SportsEventDetail>
}) {
  const t = useT()
  const showOdds = useFormatOdds()
  // A refused live bet was never played: its legs carry no result of their own, whatever the
  // matches later did.
  const neutralLegs = tk.status === 'rejected'
  const money = moneyLine(tk)
  const system = tk.kind === 'system' ? systemType(tk.legs, tk.systemSizes ?? []) : null
  return (
    <li className={styles.ticket} data-testid="ticket">
      <header className={styles.ticketHead}>
        <span className={styles.ticketKind}>{t(KIND[tk.kind])}</span>
        {system && (
          <span className={styles.ticketSystem} data-testid="ticket-system">
            {system.name} · {t('mybets.combinations', { count: system.bets })}
          </span>
        )}
        <span className={styles.ticketId}>{t('mybets.ticket', { id: tk.id })}</span>
        <span className={`${styles.ticketStatus} ${styles[`st_${tk.status}`]}`} data-testid="ticket-status">
          {t(`mybets.ticketStatus.${tk.status}`)}
        </span>
      </header>
      <ul className={styles.ticketLegs}>
        {tk.legs.map((leg) => {
          const event = eventById.get(leg.eventId)
          const names = leg.builder
            ? builderNames(event, leg.builder.outcomeIds, t('builder.title'))
            : legNames(event, leg.outcomeId)
          const result = neutralLegs ? 'void' : leg.result
          const score = event?.score ?? (event?.live ? { home: 0, away: 0 } : null)
          return (
            <li
              key={leg.builder ? `builder-${leg.eventId}` : leg.outcomeId}
              className={styles.ticketLeg}
              data-testid="ticket-leg"
            >
              <span className={styles.slipLegText}>
                {names?.selections ? (
                  <BuilderNames names={names.selections} />
                ) : (
                  <span className={styles.slipLegOutcome}>{names?.outcome ?? '…'}</span>
                )}
                <span className={styles.slipLegMarket}>{names?.market ?? ''}</span>
                {event && (
                  <Link to={paths.sportsEvent(event.id)} className={styles.slipLegEvent}>
                    {eventName(event)}
                    {score && (
                      <span data-testid="leg-score">
                        {' '}
                        ({event.live && <LivePeriod period={event.live.period} />}
                        {score.home} - {score.away})
                      </span>
                    )}
                  </Link>
                )}
              </span>
              <span className={styles.slipLegOdds}>{showOdds(leg.odds)}</span>
              <span className={`${styles.legResult} ${styles[`r_${result}`]}`} data-testid="leg-result">
                {t(`mybets.result.${result}`)}
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
          <dt data-testid="ticket-payout-label">{t(money.label)}</dt>
          <dd data-testid="ticket-payout">{formatMoney(money.amount)}</dd>
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
      {tk.freebet && (
        <p className={styles.ticketCashedOut} data-testid="ticket-freebet">
          {t('mybets.freebet')}
        </p>
      )}
      {tk.boost !== undefined && tk.boost > 0 && (
        <p className={styles.ticketCashedOut} data-testid="ticket-boost">
          {t('mybets.boost', { amount: formatMoney(tk.boost) })}
        </p>
      )}
      {tk.cashedOut > 0 && tk.status !== 'cashed_out' && (
        <p className={styles.ticketCashedOut} data-testid="ticket-cashed-out">
          {t('mybets.cashedOut', { amount: formatMoney(tk.cashedOut) })}
        </p>
      )}
      <p className={styles.ticketDates}>
        <span>{t('mybets.placedAt', { date: formatDateTime(tk.placedAt) })}</span>
        {tk.cashedOutAt ? (
          <span>{t('mybets.cashedOutAt', { date: formatDateTime(tk.cashedOutAt) })}</span>
        ) : (
          tk.settledAt && <span>{t('mybets.settledAt', { date: formatDateTime(tk.settledAt) })}</span>
        )}
      </p>
      <CashoutPanel ticket={tk} />
    </li>
  )
}

/** "Canlı · 2. Yarı " before a live match's score: the period moves with the hub's Score pushes. */
function LivePeriod({ period }: { period: string }) {
  const t = useT()
  const label = periodLabel(period)
  return <>{`${t('mybets.live')} · ${t(label.key, { n: label.n ?? '' })} `}</>
}
