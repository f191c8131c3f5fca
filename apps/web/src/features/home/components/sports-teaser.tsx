import { Link } from 'react-router'
import type { UiStringKey } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { SportIcon, type SportIconName } from '../../../shared/ui/sport-icon'
import styles from './sports-teaser.module.css'

const SPORTS: { key: UiStringKey; icon: SportIconName }[] = [
  { key: 'home.sports.football', icon: 'football' },
  { key: 'home.sports.basketball', icon: 'basketball' },
  { key: 'home.sports.tennis', icon: 'tennis' },
  { key: 'home.sports.volleyball', icon: 'volleyball' },
]

/** A pointer to the sportsbook: pre-match, live and e-sports, without invented odds. */
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
            <Link to={paths.sports} className={styles.sport}>
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
