import { useEffect, useId, useRef } from 'react'
import { useT } from '../../../shared/i18n/i18n'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { Icon } from '../../../shared/ui/icon'
import { NotificationPanel } from './notification-panel'
import styles from './notifications-sheet.module.css'

/**
 * The notification bottom sheet of spec §2 (the account menu's Notifications item, the bell below
 * 900 px): a sheet from the bottom edge on small screens, a 386 px card on larger ones (spec §9).
 * The native <dialog> gives the focus trap, Escape and the inert page behind it.
 */
export function NotificationsSheet() {
  const t = useT()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const el = ref.current
    if (el && !el.open) el.showModal()
    return () => {
      if (el?.open) el.close()
    }
  }, [])
  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        closeAllDialogs()
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) closeAllDialogs()
      }}
    >
      <div className={styles.body}>
        <span className={styles.grabber} aria-hidden />
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {t('layout.notifications')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={closeAllDialogs}
            aria-label={t('notifications.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </header>
        <NotificationPanel headingId={titleId} />
      </div>
    </dialog>
  )
}
