import { Link, useLocation } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { closeDrawers, useUi } from '../../../shared/store/ui-store'
import { Icon } from '../../../shared/ui/icon'
import { isMenuItemActive, mainMenu } from '../../menus/menus'
import { useMenuAction } from '../../menus/use-menu-action'
import styles from './main-menu.module.css'

/**
 * The main menu of spec §2 under the header bar: a row on desktop, a strip that scrolls sideways on
 * mobile. The current page is marked with aria-current; the call-me entry is a button.
 */
export function MainMenu() {
  const t = useT()
  const { pathname } = useLocation()
  const casinoArea = useUi((s) => s.casinoArea)
  const section = useUi((s) => s.pageSection)
  const run = useMenuAction()
  return (
    <nav className={styles.nav} aria-label={t('layout.mainMenu')}>
      <ul className={styles.list}>
        {mainMenu.map((item) => {
          const active = isMenuItemActive(item, pathname, casinoArea, section)
          const content = (
            <>
              <Icon name={item.icon} size={18} className={styles.icon} />
              <span>{t(item.title)}</span>
            </>
          )
          return (
            <li key={item.id}>
              {item.url ? (
                <Link
                  to={item.url}
                  className={`${styles.item} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeDrawers}
                >
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={`${styles.item} ${styles.action}`}
                  onClick={() => item.action && void run(item.action)}
                >
                  {content}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
