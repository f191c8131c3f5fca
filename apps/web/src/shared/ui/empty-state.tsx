import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon'
import styles from './empty-state.module.css'

/** A calm "nothing here yet" block: an icon, a title and what will appear in this place. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: IconName
  title: string
  children?: ReactNode
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.badge}>
        <Icon name={icon} size={30} />
      </span>
      <p className={styles.title}>{title}</p>
      {children && <div className={styles.text}>{children}</div>}
    </div>
  )
}
