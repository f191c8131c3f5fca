import { Link, useMatches } from 'react-router'
import { isDesktopNow } from '../../shared/hooks/use-media-query'
import { useT } from '../../shared/i18n/i18n'
import { buildCrumbs, useExtraCrumbs, type RouteCrumb } from '../../shared/navigation/crumbs'
import { paths } from '../../shared/paths'
import { setProfilePanel } from '../../shared/store/ui-store'
import styles from './breadcrumbs.module.css'

/**
 * Breadcrumbs from route data (spec §2): each matched level's crumb, then the page's own, separated
 * by a slash, the last one current. On mobile a dashboard crumb opens the profile side panel, which
 * is where the account pages are chosen there. Hidden on the home page, where it would be alone.
 */
export function Breadcrumbs() {
  const t = useT()
  const matches = useMatches()
  const extra = useExtraCrumbs()
  const crumbs = buildCrumbs(
    matches.map((m) => (m.handle as { crumb?: RouteCrumb } | undefined)?.crumb),
    t,
    extra,
  )
  if (crumbs.length < 2) return null
  return (
    <nav className={styles.nav} aria-label={t('layout.breadcrumbs')}>
      <ol className={styles.list}>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1
          return (
            <li key={`${crumb.url}-${i}`} className={styles.item}>
              {i > 0 && (
                <span className={styles.separator} aria-hidden>
                  /
                </span>
              )}
              <Link
                to={crumb.url}
                className={`${styles.link} ${last ? styles.current : ''}`}
                aria-current={last ? 'page' : undefined}
                onClick={(e) => {
                  if (!isDesktopNow() && crumb.url.startsWith(paths.dashboard.root)) {
                    e.preventDefault()
                    setProfilePanel(true)
                  }
                }}
              >
                {crumb.label}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
