import type { SportsEventDetail } from '@galata/contract'
import { useEffect, useState } from 'react'
import { Link, useLocation, useParams } from 'react-router'
import { formatDateTime } from '../../../shared/dates'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { setPageSection } from '../../../shared/store/ui-store'
import { EmptyState } from '../../../shared/ui/empty-state'
import { Icon } from '../../../shared/ui/icon'
import { Spinner } from '../../../shared/ui/spinner'
import { useSportsEvent } from '../api/get-sports'
import { useLiveEventFeed } from '../api/live'
import { BuilderPanel } from '../components/builder-panel'
import { LiveNotice, LiveOdds, MarketLock, MatchTracker, Scoreboard } from '../components/live-parts'
import { OddsButton } from '../components/odds-button'
import { OddsFormatSelect } from '../components/odds-format-select'
import { SlipPanel } from '../components/slip-panel'
import { MarketBoard, VerifiableMatch } from '../components/market-board'
import { EventTabs } from '../components/match-stats'
import { isEsport, selectionOf } from '../lib/events'
import styles from '../components/sportsbook.module.css'

const STATUS_LABEL = {
  live: 'sportsbook.status.live',
  finished: 'sportsbook.status.finished',
  settled: 'sportsbook.status.settled',
  void: 'sportsbook.status.void',
} as const

/**
 * One event (/spor/mac/{id}): the header (teams, score, kick-off, and "Doğrulanabilir maç" opening
 * the seed hash published before it and, once played, the seed and the link to verify it), then
 * every market in tabs, grouped by family with Turkish names, in a grid over the page's width.
 */
export function SportsEventPage() {
  const t = useT()
  const id = Number(useParams().id)
  const query = useSportsEvent(id)
  const event = query.data
  useLiveEventFeed(event)
  // A match's section follows the match: live betting while it is played, e-sports for an e-sport,
  // sports otherwise; the menus light that one entry (docs/web.md "Menus").
  const { pathname } = useLocation()
  const sectionUrl = !event
    ? null
    : event.status === 'live'
      ? paths.liveSports
      : isEsport(event.sport)
        ? paths.esports
        : paths.sports
  useEffect(() => {
    setPageSection(sectionUrl ? { pathname, url: sectionUrl } : null)
    return () => setPageSection(null)
  }, [pathname, sectionUrl])
  if (query.isPending && Number.isInteger(id)) return <Spinner size={48} />
  if (!event)
    return (
      <EmptyState icon="sports" title={t('sportsbook.eventLoadError')}>
        <Link to={paths.sports}>{t('sportsbook.back')}</Link>
      </EmptyState>
    )
  if (event.status === 'live') return <LiveEventPage event={event} />
  const open = event.status === 'scheduled'
  return <PreMatchEventPage event={event} open={open} />
}

/** Views of a football match not yet started: every market, or the bet builder (Maç Kombini). */
const VIEWS = [
  { id: 'all', label: 'builder.allMarkets' },
  { id: 'builder', label: 'builder.title' },
] as const

/**
 * A match before kick-off or after its whistle. A football match not yet started also offers the
 * bet builder (docs/sportsbook.md "Bet builder on the web"), a view beside "Tüm Bahisler".
 */
function PreMatchEventPage({ event, open }: { event: SportsEventDetail; open: boolean }) {
  const t = useT()
  const builderOffered = open && event.sport === 'football'
  const [view, setView] = useState<(typeof VIEWS)[number]['id']>('all')
  const showBuilder = builderOffered && view === 'builder'
  const markets = showBuilder ? (
    <BuilderPanel event={event} />
  ) : (
    <MarketBoard
      event={event}
      markets={event.markets}
      level={2}
      renderMarket={(m) => (
        <>
          <div className={styles.marketOutcomes}>
            {m.outcomes.map((o) => (
              <OddsButton
                key={o.id}
                label={o.name}
                selection={selectionOf(event, m, o)}
                marketOutcomeIds={m.outcomes.map((x) => x.id)}
                disabled={!open || m.status !== 'active'}
              />
            ))}
          </div>
          {m.status === 'suspended' && <p className={styles.suspended}>{t('sportsbook.suspended')}</p>}
        </>
      )}
    />
  )
  return (
    <div className={styles.book}>
      <div className={styles.layout}>
        <section className={styles.eventPage} aria-labelledby="event-title">
          {/* One row: in the page's column the select's flex basis (200px) would be its height. */}
          <div className={styles.eventToolbar}>
            <Link to={isEsport(event.sport) ? paths.esports : paths.sports} className={styles.back}>
              <Icon name="chevron-left" size={16} />
              {t('sportsbook.back')}
            </Link>
            <OddsFormatSelect />
          </div>
          <header className={styles.eventHero}>
            <p className={styles.eventCompetition}>{event.competition.name}</p>
            <h1 id="event-title" className={styles.eventTitle}>
              <span>{event.home}</span>
              <span
                className={styles.eventScore}
                aria-label={event.score ? t('sportsbook.score') : undefined}
              >
                {event.score ? `${event.score.home} - ${event.score.away}` : '-'}
              </span>
              <span>{event.away}</span>
            </h1>
            <p className={styles.eventMeta}>
              {t('sportsbook.kickOff', { date: formatDateTime(event.startAt) })}
              {event.status !== 'scheduled' && (
                <span className={styles.statusBadge}>{t(STATUS_LABEL[event.status])}</span>
              )}
            </p>
            <VerifiableMatch event={event} />
          </header>

          {builderOffered && (
            <div className={styles.viewSwitch} role="radiogroup" aria-label={t('builder.views')}>
              {VIEWS.map((v) => (
                <button
                  key={v.id}
                  type="button"
                  role="radio"
                  aria-checked={view === v.id}
                  className={`${styles.slipTab} ${view === v.id ? styles.slipTabActive : ''}`}
                  onClick={() => setView(v.id)}
                  data-testid={`view-${v.id}`}
                >
                  {t(v.label)}
                </button>
              ))}
            </div>
          )}

          {/* Before kick-off the statistics sit beside the markets (docs/sportsbook.md "Match statistics"). */}
          {open ? <EventTabs event={event} markets={markets} /> : markets}
        </section>
        <SlipPanel />
      </div>
    </div>
  )
}

/**
 * An event in play (docs/sportsbook.md): the scoreboard, the delay notice (UKGC RTS 15), the match tracker
 * and every in-play market, prices moving as the hub pushes them (useLiveEventFeed), a suspended
 * market locked with its words. Markets the state has decided (phase `closed`) are not listed.
 */
function LiveEventPage({ event }: { event: SportsEventDetail }) {
  const t = useT()
  const markets = event.markets.filter(
    (m) => m.phase === 'live' && (m.status === 'active' || m.status === 'suspended'),
  )
  return (
    <div className={styles.book}>
      <div className={styles.layout}>
        <section className={styles.eventPage} aria-labelledby="event-title">
          <div className={styles.eventToolbar}>
            <Link to={paths.liveSports} className={styles.back}>
              <Icon name="chevron-left" size={16} />
              {t('live.title')}
            </Link>
            <OddsFormatSelect />
          </div>
          <Scoreboard event={event} />
          <LiveNotice />
          {event.tracker && <MatchTracker event={event} tracker={event.tracker} />}
          <VerifiableMatch event={event} />
          <h2 className="visually-hidden">{t('live.allMarkets')}</h2>
          <MarketBoard
            event={event}
            markets={markets}
            level={3}
            renderMarket={(m) => (
              <div data-testid="live-market">
                <div className={styles.marketOutcomes}>
                  {m.outcomes.map((o) => (
                    <LiveOdds key={o.id} event={event} market={m} outcome={o} />
                  ))}
                </div>
                <MarketLock market={m} />
              </div>
            )}
          />
        </section>
        <SlipPanel />
      </div>
    </div>
  )
}
