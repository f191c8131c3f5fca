import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { NotificationPanel } from '../../../features/notifications/components/notification-panel'
import { useDismiss } from '../../../shared/hooks/use-dismiss'
import { useMediaQuery } from '../../../shared/hooks/use-media-query'
import { useT } from '../../../shared/i18n/i18n'
import { useUnreadCount } from '../../../shared/notifications/unread'
import { openDialog } from '../../../shared/store/ui-store'
import { CountBadge } from '../../../shared/ui/count-badge'
import { Icon } from '../../../shared/ui/icon'
import styles from './notification-bell.module.css'

/** Spec §9: the notification panel's mobile breakpoint; below it the bell opens the bottom sheet. */
const SHEET_QUERY = '(max-width: 899.98px)'

/** Counts up each time the unread count changes after the first render: the shake's key (spec §4). */
function useChangeTick(value: number): number {
  const [state, setState] = useState({ value, tick: 0 })
  if (state.value !== value) setState({ value, tick: state.tick + 1 })
  return state.value !== value ? state.tick + 1 : state.tick
}

/**
 * The bell with the unread badge (spec §2, §4): the count up to 8, 9+ from 9, and a shake whenever
 * it changes. Opens the 386 px popover (§9) on wide screens and the bottom sheet below 900 px.
 */
export function NotificationBell() {
  const t = useT()
  const unread = useUnreadCount()
  const tick = useChangeTick(unread)
  const asSheet = useMediaQuery(SHEET_QUERY)
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const popoverId = useId()
  const titleId = useId()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(root, open, close, trigger)
  useEffect(() => {
    if (asSheet) setOpen(false)
  }, [asSheet])
  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={`${styles.bell} ${unread > 0 ? styles.ringing : ''}`}
        aria-expanded={asSheet ? undefined : open}
        aria-controls={asSheet ? undefined : popoverId}
        aria-label={
          unread > 0 ? t('layout.notificationsCount', { count: unread }) : t('layout.notifications')
        }
        data-testid="notification-bell"
        onClick={() => (asSheet ? openDialog('notifications') : setOpen((v) => !v))}
      >
        <Icon name="bell" size={20} key={tick} className={tick > 0 ? styles.shake : undefined} />
        <CountBadge count={unread} className={styles.badge} />
      </button>
      {open && (
        <section id={popoverId} className={styles.popover} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {t('layout.notifications')}
          </h2>
          <NotificationPanel headingId={titleId} />
        </section>
      )}
    </div>
  )
}
