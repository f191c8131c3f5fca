import { badgeText } from '@galata/contract'
import styles from './count-badge.module.css'

/**
 * The unread badge: the count up to 8, "9+" from 9, nothing at 0. It pops when the count changes
 * (spec §4: the icon reacts to a new count). Decorative: the control carries the count in words.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  const label = badgeText(count)
  if (!label) return null
  return (
    <span key={label} aria-hidden className={`${styles.badge} ${className ?? ''}`}>
      {label}
    </span>
  )
}
