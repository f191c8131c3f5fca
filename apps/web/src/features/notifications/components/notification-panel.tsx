import { useRef, useState } from 'react'
import { notificationIcon, type Notification } from '@galata/contract'
import { currentLocale, useT } from '../../../shared/i18n/i18n'
import { Icon, type IconName } from '../../../shared/ui/icon'
import { useNotifications } from '../api/get-notifications'
import { useReadNotification } from '../api/read-notification'
import { formatNotificationTime } from '../lib/format'
import styles from './notification-panel.module.css'

const ICONS: Record<ReturnType<typeof notificationIcon>, IconName> = {
  giftbox: 'giftbox',
  'arrow-up': 'arrow-up',
  'down-arrow': 'arrow-down',
  system: 'system',
}

const KIND = {
  giftbox: 'notifications.kind.bonus',
  'arrow-up': 'notifications.kind.deposit',
  'down-arrow': 'notifications.kind.withdraw',
  system: 'notifications.kind.system',
} as const

function TypeIcon({ type }: { type: number }) {
  const t = useT()
  const kind = notificationIcon(type)
  return (
    <span className={`${styles.typeIcon} ${styles[kind.replace('-', '')] ?? ''}`}>
      <Icon name={ICONS[kind]} size={18} />
      <span className="visually-hidden">{t(KIND[kind])}</span>
    </span>
  )
}

/**
 * The notifications panel of spec §2: the list, and a tap slides to the detail with a back arrow.
 * Opening an unread item marks it read once (spec §4); the popover and the bottom sheet share it.
 */
export function NotificationPanel({ headingId }: { headingId?: string }) {
  const t = useT()
  const { data, isError } = useNotifications()
  const read = useReadNotification()
  const asked = useRef(new Set<number>())
  const [openId, setOpenId] = useState<number | null>(null)
  const detail = openId === null ? null : (data?.find((n) => n.id === openId) ?? null)

  const open = (n: Notification) => {
    setOpenId(n.id)
    if (!n.isRead && !asked.current.has(n.id)) {
      asked.current.add(n.id)
      read.mutate(n.id)
    }
  }

  const list = data ?? []
  return (
    <div className={`${styles.slider} ${detail ? styles.showDetail : ''}`}>
      <div className={styles.pane} inert={detail !== null} aria-hidden={detail !== null}>
        {list.length === 0 ? (
          <div className={styles.empty}>
            <span className={styles.emptyIcon}>
              <Icon name="bell" size={26} />
            </span>
            <p>{isError ? t('notifications.loadFailed') : t('layout.notificationsEmpty')}</p>
          </div>
        ) : (
          <ul className={styles.list} aria-labelledby={headingId}>
            {list.map((n) => (
              <li key={n.id}>
                <button
                  type="button"
                  className={`${styles.item} ${n.isRead ? '' : styles.unread}`}
                  onClick={() => open(n)}
                  data-testid="notification-item"
                >
                  <TypeIcon type={n.type} />
                  <span className={styles.text}>
                    <span className={styles.itemTitle}>{n.title}</span>
                    <time className={styles.time} dateTime={`${n.timeStamp}Z`}>
                      {formatNotificationTime(n.timeStamp, currentLocale)}
                    </time>
                  </span>
                  {!n.isRead && (
                    <span className={styles.unreadDot}>
                      <span className="visually-hidden">{t('notifications.unread')}</span>
                    </span>
                  )}
                  <Icon name="chevron-right" size={12} className={styles.chevron} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.pane} inert={detail === null} aria-hidden={detail === null}>
        {detail && (
          <article className={styles.detail} aria-live="polite">
            <button
              type="button"
              className={styles.back}
              onClick={() => setOpenId(null)}
              aria-label={t('notifications.back')}
            >
              <Icon name="chevron-left" size={16} />
            </button>
            <header className={styles.detailHead}>
              <TypeIcon type={detail.type} />
              <div>
                <h3 className={styles.detailTitle}>{detail.title}</h3>
                <time className={styles.time} dateTime={`${detail.timeStamp}Z`}>
                  {formatNotificationTime(detail.timeStamp, currentLocale)}
                </time>
              </div>
            </header>
            <p className={styles.note}>{detail.note}</p>
          </article>
        )}
      </div>
    </div>
  )
}
