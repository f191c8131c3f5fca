import { Link } from 'react-router'
import type { StaticContent } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import styles from './static-menu.module.css'

/**
 * The static-content side menu (spec §2): the pages of the current group, the open one highlighted.
 * Desktop: a sticky list. Mobile: a collapsible block that names the open page.
 */
export function StaticMenu({
  heading,
  items,
  currentId,
  isLoading,
}: {
  heading: string
  items: readonly StaticContent[]
  currentId: number | null
  isLoading: boolean
}) {
  const t = useT()
  const current = items.find((i) => i.id === currentId)
  const list = isLoading ? (
    <ul className={styles.list} aria-busy="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className={styles.skeleton} aria-hidden />
      ))}
    </ul>
  ) : (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={paths.page(item.id)}
            className={`${styles.link} ${item.id === currentId ? styles.active : ''}`}
            aria-current={item.id === currentId ? 'page' : undefined}
          >
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  )
  if (!isLoading && items.length === 0) return null
  return (
    <nav className={styles.menu} aria-label={heading}>
      <p className={styles.heading}>{heading}</p>
      <div className={styles.desktop}>{list}</div>
      {/* Keyed by page so that choosing a page folds the list away again. */}
      <details key={currentId ?? 'none'} className={styles.mobile}>
        <summary className={styles.summary}>
          <span className={styles.summaryLabel}>{t('cms.menu.pages')}</span>
          <span className={styles.summaryValue}>{current?.title ?? heading}</span>
        </summary>
        {list}
      </details>
    </nav>
  )
}
