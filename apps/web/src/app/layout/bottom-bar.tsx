import { Link, useLocation } from 'react-router'
import { useT } from '../../shared/i18n/i18n'
import { setProfilePanel, useUi } from '../../shared/store/ui-store'
import { Icon } from '../../shared/ui/icon'
import { bottomBarItems, isMenuItemActive } from '../menus/menus'
import { useMenuAction } from '../menus/use-menu-action'
import styles from './bottom-bar.module.css'

const closeProfile = () => setProfilePanel(false)

/**
 * The mobile bottom bar of spec §2 (60 px, fixed, above the iPhone home indicator). Deposit is a
 * protected route, so a visitor gets the login form from the guard; Support opens the live chat.
 * Tapping an item closes the mobile profile panel.
 */
export function BottomBar() {
  const t = useT()
  const { pathname } = useLocation()
  const casinoArea = useUi((s) => s.casinoArea)
  const section = useUi((s) => s.pageSection)
  const run = useMenuAction()
  return (
    <nav className={styles.bar} aria-label={t('layout.bottomBar')}>
      <ul className={styles.list}>
        {bottomBarItems.map((item) => {
          const active = isMenuItemActive(item, pathname, casinoArea, section)
          const body = (
            <>
              <span className={styles.icon}>
                <Icon name={item.icon} size={22} />
              </span>
              <span className={styles.label}>{t(item.title)}</span>
            </>
          )
          return (
            <li key={item.id} className={item.id === 'support' ? styles.center : undefined}>
              {item.url ? (
                <Link
                  to={item.url}
                  className={`${styles.item} ${active ? styles.active : ''}`}
                  aria-current={active ? 'page' : undefined}
                  onClick={closeProfile}
                >
                  {body}
                </Link>
              ) : (
                <button
                  type="button"
                  className={styles.item}
                  onClick={() => item.action && void run(item.action)}
                >
                  {body}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
