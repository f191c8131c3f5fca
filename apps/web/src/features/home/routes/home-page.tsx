import { useEffect, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useBootstrap } from '../../../shared/bootstrap/bootstrap'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { BannerCarousel } from '../components/banner-carousel'
import { CategoryTiles } from '../components/category-tiles'
import { PromotionsTeaser } from '../components/promotions-teaser'
import { SportsTeaser } from '../components/sports-teaser'
import { TopWinners } from '../components/top-winners'
import { VideoBanner } from '../../../shared/ui/video-banner'
import { useHeroReady } from '../lib/hero-ready'
import { bannerPopupOf, openHomePopup } from '../lib/popup-rules'
import styles from './home-page.module.css'

/**
 * The popup waits until the page has painted its hero, so it never delays the first view and the
 * player sees where they landed before anything covers it.
 */
const POPUP_DELAY_MS = 1_200

/**
 * `sports`: the sportsbook's section (today's matches and the live ones), given by the app layer
 * because a feature never imports another (scripts/check-imports.mjs). Like the other sections
 * below the hero it is drawn once the hero has painted (docs/content-ui.md "LCP").
 */
export function HomePage({ sports }: { sports?: ReactNode } = {}) {
  const t = useT()
  const bootstrap = useBootstrap()
  const isHeroReady = useHeroReady()

  useEffect(() => {
    if (!bootstrap) return
    const popups = { popupImages: bannerPopupOf(bootstrap), firstPopup: bootstrap.firstPopup ?? null }
    const id = setTimeout(() => openHomePopup(popups), POPUP_DELAY_MS)
    return () => clearTimeout(id)
  }, [bootstrap])

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <BannerCarousel />
      {bootstrap && <CategoryTiles categories={bootstrap.casinoCategoryList ?? []} />}
      {isHeroReady && sports}
      <div className={`${styles.feature} ${styles.lazySection}`}>
        <VideoBanner video={bootstrap ? bootstrap.videoInfo : null} eyebrow={t('home.video.eyebrow')}>
          <p className={styles.videoText}>{t('home.video.text')}</p>
          <Link to={paths.casino.live} className={styles.cta}>
            {t('home.video.cta')}
          </Link>
        </VideoBanner>
        <TopWinners />
      </div>
      <div className={styles.lazySection}>
        <PromotionsTeaser />
      </div>
      <div className={styles.lazySection}>
        <SportsTeaser />
      </div>
      <section className={styles.rg} aria-labelledby="home-rg">
        <h2 id="home-rg" className={styles.rgTitle}>
          {t('rg.homeLink')}
        </h2>
        <p className={styles.rgText}>{t('rg.homeLinkText')}</p>
        <Link to={paths.dashboard.responsibleGaming} className={styles.rgLink}>
          {t('dashboard.responsibleGaming')}
        </Link>
      </section>
    </div>
  )
}
