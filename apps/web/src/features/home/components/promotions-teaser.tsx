import { Link } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { usePromotions } from '../api/get-promotions'
import { useHeroReady } from '../lib/hero-ready'
import styles from './promotions-teaser.module.css'

const MAX_TEASERS = 4

/** A row of current promotions; each opens its detail dialog on the promotions page (?slug=…). */
export function PromotionsTeaser() {
  const t = useT()
  // Below the fold: asked for once the hero has painted.
  const isHeroReady = useHeroReady()
  const { data, isPending } = usePromotions(isHeroReady)
  const promotions = (data ?? []).slice(0, MAX_TEASERS)
  if (!isPending && promotions.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="home-promotions-title">
      <div className={styles.head}>
        <h2 id="home-promotions-title" className={styles.heading}>
          {t('home.promotions.title')}
        </h2>
        <Link to={paths.promotions} className={styles.more}>
          {t('home.seeAll')}
        </Link>
      </div>
      <ul className={styles.row} aria-busy={isPending}>
        {isPending
          ? [0, 1, 2, 3].map((i) => <li key={i} className={styles.skeleton} aria-hidden />)
          : promotions.map((p) => (
              <li key={p.id}>
                <Link to={`${paths.promotions}?slug=${encodeURIComponent(p.slug)}`} className={styles.card}>
                  <img
                    className={styles.image}
                    src={p.image}
                    alt=""
                    width={640}
                    height={360}
                    loading="lazy"
                    decoding="async"
                  />
                  <span className={styles.body}>
                    <span className={styles.title}>{p.title}</span>
                    <span className={styles.cta}>{t('home.promotions.details')}</span>
                  </span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  )
}
