import { DashboardMenu } from '../../features/account/components/dashboard-menu'
import { useT } from '../../shared/i18n/i18n'
import { useSession } from '../../shared/session/session-store'
import { closeDrawers, setProfilePanel, useUi } from '../../shared/store/ui-store'
import { Drawer } from '../../shared/ui/drawer'
import { Icon } from '../../shared/ui/icon'
import styles from './profile-panel.module.css'

const close = () => setProfilePanel(false)

/** The mobile profile side panel (spec §2): the dashboard menu in a right drawer. */
export function ProfilePanel() {
  const t = useT()
  const open = useUi((s) => s.profilePanelOpen)
  const hasLogin = useSession((s) => s.hasLogin)
  if (!hasLogin) return null
  return (
    <Drawer open={open} onClose={close} side="right" label={t('dashboard.menuLabel')}>
      <div className={styles.panel} id="profile-panel">
        <div className={styles.head}>
          <h2 className={styles.title}>{t('nav.dashboard')}</h2>
          <button type="button" className={styles.close} onClick={close} aria-label={t('common.close')}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <DashboardMenu variant="panel" onChoose={closeDrawers} />
      </div>
    </Drawer>
  )
}
