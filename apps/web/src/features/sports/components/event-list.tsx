import type { SportsEvent } from '@galata/contract'
import { Link } from 'react-router'
import { formatDateTime } from '../../../shared/dates'
import { currentLocale } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { groupEvents, selectionOf } from '../lib/events'
import { MoreMarkets } from './market-board'
import { OddsButton } from './odds-button'
import styles from './sportsbook.module.css'

/**
 * Events by day and competition, each with its main market's prices (1X2 for football) and "+N",
 * the way to its other markets.
 */
export function EventList({ events }: { events: readonly SportsEvent[] }) {
  return (
    <div className={styles.groups} data-testid="event-list">
      {groupEvents(events, currentLocale).map((group) => (
        <section key={group.key} className={styles.group} aria-label={`${group.competition}, ${group.day}`}>
          <h3 className={styles.groupTitle}>
            <span>{group.competition}</span>
            <span className={styles.groupDay}>{group.day}</span>
          </h3>
          <ul className={styles.events}>
            {group.events.map((e) => (
              <EventRow key={e.id} event={e} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

/**
 * One pre-match event: kick-off time, teams (to its page), the main market's prices into the slip
 * and "+N". `withCompetition` names the competition on the row (a list not grouped by it).
 */
export function EventRow({ event: e, withCompetition }: { event: SportsEvent; withCompetition?: boolean }) {
  return (
    <li className={styles.event} data-testid="event-row">
      <Link to={paths.sportsEvent(e.id)} className={styles.eventLink}>
        <span className={styles.eventTime}>{formatDateTime(e.startAt).split(' ').pop()}</span>
        <span className={styles.eventTeams}>
          {withCompetition && <span className={styles.eventRowCompetition}>{e.competition.name}</span>}
          <span>{e.home}</span>
          <span>{e.away}</span>
        </span>
      </Link>
      <div className={styles.eventOdds}>
        {e.mainMarket?.outcomes.map((o) => (
          <OddsButton
            key={o.id}
            label={o.name}
            selection={selectionOf(e, e.mainMarket!, o)}
            marketOutcomeIds={e.mainMarket!.outcomes.map((x) => x.id)}
            disabled={e.mainMarket!.status !== 'active'}
          />
        ))}
        <MoreMarkets event={e} />
      </div>
    </li>
  )
}
