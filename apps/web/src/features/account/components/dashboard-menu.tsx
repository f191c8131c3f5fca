import { Link, NavLink } from 'react-router'
import { useT } from '../../../shared/i18n/i18n'
import { useUnreadCount } from '../../../shared/notifications/unread'
import { paths } from '../../../shared/paths'
import { BalanceFigures } from '../../../shared/session/balance-figures'
import { logout } from '../../../shared/session/logout'
import { useSession } from '../../../shared/session/session-store'
import { openDialog } from '../../../shared/store/ui-store'
import { CountBadge } from '../../../shared/ui/count-badge'
import { Icon } from '../../../shared/ui/icon'
import { dashboardItems, initials, type DashboardItem } from '../dashboard-items'
import styles from './dashboard-menu.module.css'

export type DashboardMenuVariant = 'dropdown' | 'panel' | 'page'

/**
 * The dashboard menu of spec §2, in three places: the header's profile dropdown (name and balance,
 * no Notifications entry), the mobile profile side panel (adds the user code) and the dashboard page.
 * `onChoose` runs after any entry is chosen, so the dropdown or panel around it closes.
 */
export function DashboardMenu({
  variant,
  onChoose,
  id,
}: {
  variant: DashboardMenuVariant
  onChoose?: () => void
  id?: string
}) {
  const t = useT()
  const user = useSession((s) => s.user)
  const unread = useUnreadCount()
  const items =
    variant === 'dropdown' ? dashboardItems.filter((i) => i.id !== 'notifications') : dashboardItems

  const choose = (item: DashboardItem) => {
    onChoose?.()
    if (item.action === 'notifications') openDialog('notifications')
    else if (item.action === 'logout') void logout()
  }

  return (
    <div className={`${styles.menu} ${styles[variant]}`} id={id}>
      <div className={styles.summary}>
        {variant !== 'dropdown' && (
          <span className={styles.avatar} aria-hidden>
            {initials(user?.username)}
          </span>
        )}
        <div className={styles.who}>
          {variant === 'dropdown' ? (
            <Link to={paths.dashboard.root} className={styles.username} onClick={() => onChoose?.()}>
              {user?.username}
            </Link>
          ) : (
            <span className={styles.username}>{user?.username}</span>
          )}
          {variant === 'panel' && user?.usercode && (
            <span className={styles.code}>{t('layout.userCode', { code: user.usercode })}</span>
          )}
        </div>
        <div className={styles.balance}>
          <BalanceFigures layout="wide" onNavigate={onChoose} />
        </div>
      </div>

      {variant !== 'dropdown' && (
        <div className={styles.toggle}>
          <NavLink
            to={paths.dashboard.deposit}
            className={({ isActive }) => `${styles.toggleLink} ${isActive ? styles.toggleActive : ''}`}
            onClick={() => onChoose?.()}
          >
            <Icon name="deposit" size={18} />
            {t('dashboard.deposit')}
          </NavLink>
          <NavLink
            to={paths.dashboard.withdraw}
            className={({ isActive }) => `${styles.toggleLink} ${isActive ? styles.toggleActive : ''}`}
            onClick={() => onChoose?.()}
          >
            <Icon name="arrow-down" size={18} />
            {t('dashboard.withdraw')}
          </NavLink>
        </div>
      )}

      <nav aria-label={t('dashboard.menuLabel')}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              {item.url ? (
                <NavLink
                  to={item.url}
                  className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}
                  onClick={() => choose(item)}
                >
                  <Icon name={item.icon} size={18} className={styles.itemIcon} />
                  <span className={styles.itemTitle}>{t(item.title)}</span>
                  {variant !== 'dropdown' && (
                    <Icon name="chevron-right" size={14} className={styles.chevron} />
                  )}
                </NavLink>
              ) : (
                <button
                  type="button"
                  className={`${styles.item} ${item.action === 'logout' ? styles.logout : ''}`}
                  onClick={() => choose(item)}
                  aria-label={
                    item.action === 'notifications' && unread > 0
                      ? `${t(item.title)}, ${t('dashboard.unreadCount', { count: unread })}`
                      : undefined
                  }
                >
                  <Icon name={item.icon} size={18} className={styles.itemIcon} />
                  <span className={styles.itemTitle}>{t(item.title)}</span>
                  {item.action === 'notifications' && <CountBadge count={unread} />}
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
