import type { ReactNode } from 'react'
import { Icon } from '../../../shared/ui/icon'
import { Logo } from '../../../shared/ui/logo'
import styles from './auth-layout.module.css'

/**
 * The two halves of every account dialog (login, sign-up, recovery): artwork with a promise on the
 * left (desktop only) and the form on the right. `scroll` keeps the artwork still while a long form
 * scrolls beside it.
 */
export function AuthLayout({
  title,
  text,
  points = [],
  badge,
  scroll,
  wide,
  children,
}: {
  title: string
  text: string
  points?: string[]
  /** A highlighted line under the points (the trial bonus offer). */
  badge?: string | null
  scroll?: boolean
  /** A narrower artwork column, for a form of two columns (sign-up). */
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={`${styles.layout} ${scroll ? styles.scroll : ''} ${wide ? styles.wide : ''}`}>
      <aside className={styles.art} aria-hidden>
        <div className={styles.glow} />
        <div className={styles.artContent}>
          <Logo variant="mark" className={styles.mark} />
          <p className={styles.promoTitle}>{title}</p>
          <p className={styles.promoText}>{text}</p>
          {points.length > 0 && (
            <ul className={styles.points}>
              {points.map((point) => (
                <li key={point}>
                  <span className={styles.check}>
                    <Icon name="check" size={14} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          )}
          {badge && (
            <p className={styles.badge}>
              <Icon name="gift" size={18} />
              {badge}
            </p>
          )}
        </div>
        <div className={styles.chips}>
          <span className={`${styles.chip} ${styles.chipGold}`} />
          <span className={`${styles.chip} ${styles.chipViolet}`} />
          <span className={`${styles.chip} ${styles.chipSmall}`} />
        </div>
      </aside>
      <div className={styles.formSide}>
        <Logo className={styles.mobileLogo} />
        {children}
      </div>
    </div>
  )
}
