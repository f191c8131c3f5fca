import { Link } from 'react-router'
import { formatDateTime } from '../../../shared/dates'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { EmptyState } from '../../../shared/ui/empty-state'
import { QueryState } from '../../../shared/ui/query-state'
import { SportIcon, type SportIconName } from '../../../shared/ui/sport-icon'
import { useLiveEvents, useNextKickOff } from '../api/live'
import { LiveEventRow, LiveNotice } from '../components/live-parts'
import { OddsFormatSelect } from '../components/odds-format-select'
import { SlipPanel } from '../components/slip-panel'
import { eventName } from '../lib/events'
import { groupLive, type LiveGroup } from '../lib/live-feed'
import { BETTING_RULES_PATH, MODE_TABS } from '../lib/modes'
import styles from '../components/sportsbook.module.css'

const GROUPS: Record<LiveGroup, { label: Parameters<ReturnType<typeof useT>>[0]; icon: SportIconName }> = {
  football: { label: 'sports.sport.football', icon: 'football' },
  basketball: { label: 'sports.sport.basketball', icon: 'basketball' },
  tennis: { label: 'sports.sport.tennis', icon: 'tennis' },
  volleyball: { label: 'sports.sport.volleyball', icon: 'volleyball' },
  hockey: { label: 'sports.sport.iceHockey', icon: 'hockey' },
  esports: { label: 'sports.sport.esports', icon: 'esports' },
}

/**
 * /livespor (docs/sportsbook.md): every event in play by sport with its score, clock and main market, kept
 * current by the hub's public topics (visitors too), the delay notice (UKGC RTS 15) and the slip.
 * Nothing in play: says so, with the next kick-off from the list.
 */
export function LivePage() {
  const t = useT()
  const live = useLiveEvents()
  const items = live.data?.items ?? []
  const next = useNextKickOff(live.isSuccess && items.length === 0)
  return (
    <div className={styles.book}>
      <nav className={styles.modes} aria-label={t('sports.tabs.label')}>
        {MODE_TABS.map((tab) => (
          <Link
            key={tab.mode}
            to={tab.to}
            className={`${styles.mode} ${tab.mode === 'live' ? styles.modeActive : ''}`}
            aria-current={tab.mode === 'live' ? 'page' : undefined}
          >
            {t(tab.label)}
          </Link>
        ))}
      </nav>
      <div className={styles.layout}>
        <section className={`${styles.centre} ${styles.liveCentre}`} aria-labelledby="live-title">
          <header className={styles.centreHead}>
            <h1 id="live-title" className={styles.centreTitle}>
              <span className={styles.livePulse} aria-hidden />
              {t('live.title')}
            </h1>
            {items.length > 0 && (
              <span className={styles.liveCount}>{t('live.inPlay', { count: items.length })}</span>
            )}
            <OddsFormatSelect />
            <Link to={BETTING_RULES_PATH} className={styles.rulesLink}>
              {t('sportsbook.rules')}
            </Link>
          </header>
          <LiveNotice />
          <QueryState
            query={live}
            icon="live-sports"
            errorTitle={t('sportsbook.loadError')}
            retryLabel={t('sportsbook.retry')}
            emptyTitle={t('live.empty.title')}
            isEmpty={() => false}
          >
            {() =>
              items.length === 0 ? (
                <EmptyState icon="live-sports" title={t('live.empty.title')}>
                  {next.data ? (
                    <p data-testid="next-kickoff">
                      {t('live.empty.next', {
                        date: formatDateTime(next.data.startAt),
                        event: eventName(next.data),
                      })}
                    </p>
                  ) : next.isSuccess ? (
                    <p>{t('live.empty.none')}</p>
                  ) : null}
                  <Link to={paths.sports}>{t('live.empty.link')}</Link>
                </EmptyState>
              ) : (
                <div className={styles.groups}>
                  {groupLive(items).map(({ group, events }) => (
                    <section key={group} className={styles.group} aria-labelledby={`live-${group}`}>
                      <h2 id={`live-${group}`} className={styles.liveGroupTitle}>
                        <SportIcon name={GROUPS[group].icon} className={styles.treeIcon} />
                        <span>{t(GROUPS[group].label)}</span>
                        <span className={styles.treeCount}>{events.length}</span>
                      </h2>
                      <ul className={styles.events}>
                        {events.map((e) => (
                          <LiveEventRow key={e.id} event={e} />
                        ))}
                      </ul>
                    </section>
                  ))}
                </div>
              )
            }
          </QueryState>
        </section>
        <SlipPanel />
      </div>
    </div>
  )
}
