import { Link } from 'react-router'
import type { SportKey, UiStringKey } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { SportIcon, type SportIconName } from '../../../shared/ui/sport-icon'
import styles from './sports-teaser.module.css'

/**
 * A tile per sport the book plays (the contract's SPORT_KEYS), each opening its own list; the
 * e-sports (CS2, LoL) share one tile to /esports. Typed over every sport key, so a sport added to
 * the book needs its tile here and no tile offers a sport the book does not have.
 */
const TILES: Record<SportKey, { key: UiStringKey; icon: SportIconName; to: string } | null> = {
  football: { key: 'sports.sport.football', icon: 'football', to: paths.sportsOf('football') },
  basketball: { key: 'sports.sport.basketball', icon: 'basketball', to: paths.sportsOf('basketball') },
  tennis: { key: 'sports.sport.tennis', icon: 'tennis', to: paths.sportsOf('tennis') },
  volleyball: { key: 'sports.sport.volleyball', icon: 'volleyball', to: paths.sportsOf('volleyball') },
  hockey: { key: 'sports.sport.iceHockey', icon: 'hockey', to: paths.sportsOf('hockey') },
  cs2: null,
  lol: null,
}
const SPORTS = Object.values(TILES).filter((x) => x !== null)

/** A pointer to the sportsbook: pre-match, live and each sport it plays, without invented odds. */
export function SportsTeaser() {
  const t = useT()
  return (
    <section className={styles.card} aria-labelledby="home-sports-title">
      <div className={styles.text}>
        <span className={styles.kicker}>{t('home.sports.kicker')}</span>
        <h2 id="home-sports-title" className={styles.title}>
          {t('home.sports.title')}
        </h2>
        <p className={styles.lead}>{t('home.sports.text')}</p>
        <div className={styles.actions}>
          <Link to={paths.sports} className={styles.primary}>
            {t('home.sports.cta')}
          </Link>
          <Link to={paths.liveSports} className={styles.secondary}>
            {t('home.sports.live')}
          </Link>
        </div>
      </div>
      <ul className={styles.sports} aria-label={t('home.sports.popular')}>
        {SPORTS.map((s) => (
          <li key={s.key}>
            <Link to={s.to} className={styles.sport}>
              <SportIcon name={s.icon} className={styles.icon} />
              {t(s.key)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.esports} className={styles.sport}>
            <SportIcon name="esports" className={styles.icon} />
            {t('nav.esports')}
          </Link>
        </li>
      </ul>
    </section>
  )
}
