import { Link } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useLiveEvents } from '../api/live'
import { slipStore, useSlip } from '../lib/slip-store'
import { useFeatured } from '../api/featured'
import { FeaturedBlocks, TodaysMatches } from './featured'
import { LiveEventRow } from './live-parts'
import styles from './sportsbook.module.css'

/** How many matches each home section shows (the lists are a click away). */
const SHOWN = 6

/**
 * The sportsbook on the home page (docs/sportsbook.md "Web"): today's featured matches with their
 * main prices and the matches in play now (scores and clocks live over the hub), each price a click
 * onto the slip, and the way to the slip once it holds something.
 */
export function HomeSports() {
  const t = useT()
  // Günün Maçları from the featured answer: the operator's picks, else the day's matches with the
  // most stake (docs/sportsbook.md "Featured, boosts and ready coupons").
  const today = useFeatured()
  const live = useLiveEvents()
  const inPlay = (live.data?.items ?? []).slice(0, SHOWN)
  const count = useSlip((s) => s.selections.length)
  const matches = today.data?.matches ?? []
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
          <TodaysMatches matches={matches} />
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
      <FeaturedBlocks prefix="home" />
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
