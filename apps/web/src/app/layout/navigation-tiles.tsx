import { Link, useLocation } from 'react-router'
import { useT } from '../../shared/i18n/i18n'
import { closeDrawers, useUi } from '../../shared/store/ui-store'
import { Icon } from '../../shared/ui/icon'
import { isMenuItemActive, navigationTiles } from '../menus/menus'
import { useMenuAction } from '../menus/use-menu-action'
import styles from './navigation-tiles.module.css'

/**
 * The left navigation tiles of spec §2 (icon, translated title, url). Choosing any tile closes the
 * mobile profile panel and the side menu. `rail` is the slim desktop sidebar, `grid` the drawer.
 */
export function NavigationTiles({ layout }: { layout: 'rail' | 'grid' }) {
  const t = useT()
  const { pathname } = useLocation()
  const casinoArea = useUi((s) => s.casinoArea)
  const section = useUi((s) => s.pageSection)
  const run = useMenuAction()
  return (
    <ul className={`${styles.tiles} ${styles[layout]}`}>
      {navigationTiles.map((item) => {
        const active = isMenuItemActive(item, pathname, casinoArea, section)
        const body = (
          <>
            <span className={styles.iconWrap}>
              <Icon name={item.icon} size={layout === 'rail' ? 22 : 24} />
            </span>
            <span className={styles.title}>{t(item.title)}</span>
          </>
        )
        return (
          <li key={item.id}>
            {item.url ? (
              <Link
                to={item.url}
                className={`${styles.tile} ${active ? styles.active : ''}`}
                aria-current={active ? 'page' : undefined}
                onClick={closeDrawers}
              >
                {body}
              </Link>
            ) : (
              <button
                type="button"
                className={`${styles.tile} ${item.action === 'callYouBack' ? styles.highlight : ''}`}
                onClick={() => item.action && void run(item.action)}
              >
                {body}
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
