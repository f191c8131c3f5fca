import type { SportsEvent, SportsEventDetail, SportsMarket, SportsTracker } from '@galata/contract'
import { useState } from 'react'
import { Link } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { Icon } from '../../../shared/ui/icon'
import { selectionOf } from '../lib/events'
import { clockText, periodLabel } from '../lib/live-feed'
import { tickedMinute, useSecondTick } from '../lib/ticker'
import { MoreMarkets } from './market-board'
import { OddsButton } from './odds-button'
import styles from './sportsbook.module.css'

/** The UKGC RTS 15 notice every in-play page carries, in the player's language. */
export function LiveNotice() {
  const t = useT()
  return (
    <p className={styles.liveNotice} role="note" data-testid="live-notice">
      <Icon name="live-sports" size={16} />
      {t('live.delayNotice')}
    </p>
  )
}

/**
 * "2. Yarı 67'" / "3. Çeyrek 7'" / "2. Set": the period in words and the clock where it has one.
 * A running clock ticks in the browser from the last reading at the server's `clockRate` (one
 * shared second for the page, lib/ticker.ts); a new reading (a push, a refetch) takes over.
 */
export function LiveClock({ event }: { event: Pick<SportsEvent, 'sport' | 'live'> }) {
  const t = useT()
  const live = event.live
  const reading = live ? `${live.period}|${live.clock}|${live.added}` : ''
  // When this reading arrived: reset during render when it changes (no effect, no loop).
  const [since, setSince] = useState(() => ({ reading, at: Date.now() }))
  if (since.reading !== reading) setSince({ reading, at: Date.now() })
  if (!live) return null
  const period = periodLabel(live.period)
  const clock = clockText(event.sport, live)
  if (!clock || !(live.clockRate && live.clockRate > 0))
    return (
      <ClockView label={t(period.key, period.n !== undefined ? { n: period.n } : undefined)} clock={clock} />
    )
  return (
    <TickingClock
      label={t(period.key, period.n !== undefined ? { n: period.n } : undefined)}
      sport={event.sport}
      live={live}
      since={since.at}
    />
  )
}

function TickingClock({
  label,
  sport,
  live,
  since,
}: {
  label: string
  sport: SportsEvent['sport']
  live: NonNullable<SportsEvent['live']>
  since: number
}) {
  const now = useSecondTick()
  const minute = tickedMinute(live.clock, live.clockRate ?? 0, now - since)
  // Football's half stops at 45' / 90' on the board (stoppage time comes with the next reading).
  const cap = sport === 'football' ? (live.period === '2H' ? 90 : 45) : Number.POSITIVE_INFINITY
  return (
    <ClockView
      label={label}
      clock={clockText(sport, { ...live, clock: Math.min(minute, Math.max(cap, live.clock)) })}
    />
  )
}

function ClockView({ label, clock }: { label: string; clock: string | null }) {
  return (
    <span className={styles.liveClock} data-testid="live-clock">
      <span className={styles.livePulse} aria-hidden />
      {label}
      {clock && <span className={styles.liveMinute}>{clock}</span>}
    </span>
  )
}

/** One price of an in-play market: locked (with the lock and its words) while suspended. */
export function LiveOdds({
  event,
  market,
  outcome,
}: {
  event: Pick<SportsEvent, 'id' | 'home' | 'away'>
  market: SportsMarket
  outcome: SportsMarket['outcomes'][number]
}) {
  return (
    <OddsButton
      label={outcome.name}
      selection={selectionOf(event, market, outcome)}
      marketOutcomeIds={market.outcomes.map((x) => x.id)}
      disabled={market.status !== 'active'}
      locked={market.status === 'suspended'}
    />
  )
}

/** A market's lock and its words, for screen readers and for the eye. */
export function MarketLock({ market }: { market: SportsMarket }) {
  const t = useT()
  if (market.status !== 'suspended') return null
  return (
    <p className={styles.suspended} data-testid="market-locked">
      <Icon name="lock" size={14} />
      <span>{t('live.locked', { market: market.name })}</span>
    </p>
  )
}

/** A row of /livespor: teams and score linking to the event, the clock, the main market. */
export function LiveEventRow({ event: e }: { event: SportsEvent }) {
  const t = useT()
  const main = e.mainMarket
  return (
    <li className={`${styles.event} ${styles.liveEvent}`} data-testid="live-event">
      <Link to={paths.sportsEvent(e.id)} className={styles.eventLink}>
        <LiveClock event={e} />
        <span className={styles.eventTeams}>
          <span>{e.home}</span>
          <span>{e.away}</span>
        </span>
        <span className="visually-hidden">{t('sportsbook.score')}</span>
        <span className={styles.liveScore}>
          <span>{e.score?.home ?? 0}</span>
          <span>{e.score?.away ?? 0}</span>
        </span>
      </Link>
      <div className={styles.eventOdds}>
        {main?.outcomes.map((o) => (
          <LiveOdds key={o.id} event={e} market={main} outcome={o} />
        ))}
        {main?.status === 'suspended' && (
          <span className="visually-hidden">{t('live.locked', { market: main.name })}</span>
        )}
        <MoreMarkets event={e} />
      </div>
    </li>
  )
}

/** The live event's scoreboard: teams, score, period and clock, and each sport's detail. */
export function Scoreboard({ event }: { event: SportsEventDetail }) {
  const t = useT()
  const detail = event.live?.detail
  return (
    <section className={styles.scoreboard} aria-label={t('live.scoreboard')} data-testid="scoreboard">
      <p className={styles.eventCompetition}>{event.competition.name}</p>
      <h1 id="event-title" className={styles.eventTitle}>
        <span>{event.home}</span>
        <span className="visually-hidden">{t('sportsbook.score')}</span>
        <span className={styles.eventScore} data-testid="live-score">
          {`${event.score?.home ?? 0} - ${event.score?.away ?? 0}`}
        </span>
        <span>{event.away}</span>
      </h1>
      <p className={styles.eventMeta}>
        <LiveClock event={event} />
      </p>
      {detail && (
        <dl className={styles.scoreDetail}>
          {detail.games && (
            <div>
              <dt>{t('live.games')}</dt>
              <dd>{detail.games.join(' - ')}</dd>
            </div>
          )}
          {detail.points && (
            <div>
              <dt>{t('live.points')}</dt>
              <dd>{detail.points.join(' - ')}</dd>
            </div>
          )}
          {detail.map && (
            <div>
              <dt>{t('live.mapScore')}</dt>
              <dd>{detail.map.join(' - ')}</dd>
            </div>
          )}
          {detail.periods && (
            <div>
              <dt>{t(event.sport === 'hockey' ? 'live.periods' : 'live.sets')}</dt>
              <dd data-testid="score-periods">{detail.periods.map((p) => p.join('-')).join(' · ')}</dd>
            </div>
          )}
        </dl>
      )}
      {event.live?.betStop && (
        <p className={styles.betStop} role="status">
          <Icon name="lock" size={14} />
          {t('live.betStop')}
        </p>
      )}
    </section>
  )
}

const minuteOf = (e: SportsTracker['events'][number]) =>
  e.added > 0 ? `${e.clock}+${e.added}'` : `${e.clock}'`

/** The match tracker: the counts side by side and the key moments, latest first. */
export function MatchTracker({ event, tracker }: { event: SportsEventDetail; tracker: SportsTracker }) {
  const t = useT()
  const moments = [...tracker.events].reverse()
  return (
    <section className={styles.tracker} aria-labelledby="tracker-title" data-testid="match-tracker">
      <h2 id="tracker-title" className={styles.marketTitle}>
        {t('live.tracker.title')}
      </h2>
      <table className={styles.trackerStats}>
        <caption className="visually-hidden">{t('live.stats')}</caption>
        <thead>
          <tr>
            <th scope="col">{event.home}</th>
            <th scope="col">
              <span className="visually-hidden">{t('live.stats')}</span>
            </th>
            <th scope="col">{event.away}</th>
          </tr>
        </thead>
        <tbody>
          {tracker.stats.map((s) => (
            <tr key={s.key}>
              <td>{s.home}</td>
              <th scope="row">
                {t(`live.stat.${s.key}`)}
                <span className={styles.statBar} aria-hidden>
                  <span
                    style={{ width: `${s.home + s.away > 0 ? (100 * s.home) / (s.home + s.away) : 50}%` }}
                  />
                </span>
              </th>
              <td>{s.away}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3 className={styles.marketName}>{t('live.tracker.timeline')}</h3>
      {moments.length === 0 ? (
        <p className={styles.slipHint}>{t('live.tracker.empty')}</p>
      ) : (
        // A long timeline scrolls: focusable, so a keyboard can scroll it (axe scrollable-region-focusable).
        <ol className={styles.timeline} tabIndex={0} aria-label={t('live.tracker.timeline')}>
          {moments.map((m, i) => (
            <li key={`${m.kind}-${m.clock}-${m.added}-${i}`} className={styles[`tl_${m.side}`]}>
              <span className={styles.timelineMinute}>{minuteOf(m)}</span>
              <span className={`${styles.timelineMark} ${styles[`tl_${m.kind}`] ?? ''}`} aria-hidden />
              <span>
                {t(`live.tracker.${m.kind}`)}
                {' · '}
                {m.side === 'home' ? event.home : event.away}
                {m.player ? ` (${m.player})` : ''}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
