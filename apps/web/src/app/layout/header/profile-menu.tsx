import { useCallback, useId, useRef, useState } from 'react'
import { DashboardMenu } from '../../../features/account/components/dashboard-menu'
import { initials } from '../../../features/account/dashboard-items'
import { useDismiss } from '../../../shared/hooks/use-dismiss'
import { useT } from '../../../shared/i18n/i18n'
import { useSession } from '../../../shared/session/session-store'
import { Icon } from '../../../shared/ui/icon'
import styles from './profile-menu.module.css'

/** The desktop profile block (avatar, user name, user code) and its 230 px dropdown (spec §2, §9). */
export function ProfileMenu() {
  const t = useT()
  const user = useSession((s) => s.user)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close, trigger)
  if (!user) return null
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t('layout.openAccount')}: ${user.username}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.avatar} aria-hidden>
          {initials(user.username)}
        </span>
        <span className={styles.who} aria-hidden>
          <span className={styles.name}>{user.username}</span>
          <span className={styles.code}>{t('layout.userCode', { code: user.usercode })}</span>
        </span>
        <Icon name="chevron-right" size={12} className={styles.chevron} />
      </button>
      {open && (
        <div className={styles.dropdown}>
          <DashboardMenu variant="dropdown" onChoose={close} id={menuId} />
        </div>
      )}
    </div>
  )
}
