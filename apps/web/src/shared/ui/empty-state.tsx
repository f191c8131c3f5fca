import type { ReactNode } from 'react'
import { Icon, type IconName } from './icon'
import styles from './empty-state.module.css'

/**
 * A calm "nothing here yet" block: an icon, a title and what will appear in this place. A page
 * that is only this block (the route error page) gives its title as the page's heading.
 */
export function EmptyState({
  icon,
  title,
  titleAs: Title = 'p',
  children,
}: {
  icon: IconName
  title: string
  titleAs?: 'p' | 'h1'
  children?: ReactNode
}) {
  return (
    <div className={styles.empty}>
      <span className={styles.badge}>
        <Icon name={icon} size={30} />
      </span>
      <Title className={styles.title}>{title}</Title>
      {children && <div className={styles.text}>{children}</div>}
    </div>
  )
}
