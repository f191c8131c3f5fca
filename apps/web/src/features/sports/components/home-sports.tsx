import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { SportsEvent } from '@galata/contract'
import { Link } from 'react-router'
import { call } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useLiveEvents } from '../api/live'
import { slipStore, useSlip } from '../lib/slip-store'
import { EventRow } from './event-list'
import { LiveEventRow } from './live-parts'
import styles from './sportsbook.module.css'

/** How many matches each home section shows (the lists are a click away). */
const SHOWN = 6

/**
 * Günün Maçları: the next matches open for betting, the first of each competition so the section
 * shows the book's range (football leagues, basketball, tennis, e-sports) rather than one round.
 */
export function featuredOf(events: readonly SportsEvent[], n = SHOWN): SportsEvent[] {
  const seen = new Set<number>()
  const out: SportsEvent[] = []
  for (const e of events) {
    if (seen.has(e.competition.id) || !e.mainMarket) continue
    seen.add(e.competition.id)
    out.push(e)
    if (out.length === n) break
  }
  return out
}

function useTodaysMatches() {
  return useQuery({
    queryKey: ['sports', 'home', 'today'] as const,
    queryFn: async () =>
      featuredOf((await call('sports/events', { body: { live: false, skip: 0, take: 50 } })).data.items),
    refetchInterval: 30_000,
    placeholderData: keepPreviousData,
  })
}

/**
 * The sportsbook on the home page (docs/sportsbook.md "Web"): today's featured matches with their
 * main prices and the matches in play now (scores and clocks live over the hub), each price a click
 * onto the slip, and the way to the slip once it holds something.
 */
export function HomeSports() {
  const t = useT()
  const today = useTodaysMatches()
  const live = useLiveEvents()
  const inPlay = (live.data?.items ?? []).slice(0, SHOWN)
  const count = useSlip((s) => s.selections.length)
  const matches = today.data ?? []
  return (
    <div className={styles.homeSports}>
      <section className={styles.homeCard} aria-labelledby="home-today">
        <header className={styles.homeHead}>
          <h2 id="home-today" className={styles.homeTitle}>
            {t('home.sports.today')}
          </h2>
          <Link to={paths.sports} className={styles.homeAll}>
            {t('home.sports.todayAll')}
          </Link>
        </header>
        {today.isSuccess && matches.length === 0 ? (
          <p className={styles.slipHint}>{t('home.sports.todayEmpty')}</p>
        ) : (
          <ul className={styles.events} data-testid="home-today">
            {matches.map((e) => (
              <EventRow key={e.id} event={e} withCompetition />
            ))}
          </ul>
        )}
      </section>
      {inPlay.length > 0 && (
        <section className={styles.homeCard} aria-labelledby="home-live">
          <header className={styles.homeHead}>
            <h2 id="home-live" className={styles.homeTitle}>
              <span className={styles.livePulse} aria-hidden />
              {t('home.sports.liveNow')}
            </h2>
            <Link to={paths.liveSports} className={styles.homeAll}>
              {t('home.sports.liveAll')}
            </Link>
          </header>
          <ul className={styles.events} data-testid="home-live">
            {inPlay.map((e) => (
              <LiveEventRow key={e.id} event={e} />
            ))}
          </ul>
        </section>
      )}
      {count > 0 && (
        <Link
          to={paths.sports}
          className={styles.homeSlip}
          // On phones the slip is a sheet: open it where the link leads.
          onClick={() => slipStore.set({ open: true })}
          data-testid="home-slip"
        >
          {t('home.sports.slip', { count })}
        </Link>
      )}
    </div>
  )
}
