import { useBootstrap } from '../bootstrap/bootstrap'
import styles from './demo-ribbon.module.css'

/**
 * True on a demo site (the server's SITE_MODE=demo, sent in the bootstrap record): its payment
 * gateway credits play money without taking any payment, and the player must be told (docs/security.md).
 */
export function useIsDemoSite(): boolean {
  const bootstrap = useBootstrap()
  return bootstrap ? bootstrap.siteMode === 'demo' : false
}

/**
 * The "no real money" ribbon: a slim strip across the header, or a card on the payment pages.
 * Dark text on gold (contrast about 11:1, WCAG AA and AAA); nothing at all on a live site.
 */
export function DemoRibbon({
  label,
  detail,
  variant = 'strip',
}: {
  label: string
  /** Read by screen readers with the label; shown as a tooltip on the strip. */
  detail?: string
  variant?: 'strip' | 'card'
}) {
  const isDemo = useIsDemoSite()
  if (!isDemo) return null
  return (
    <p
      className={variant === 'strip' ? styles.strip : styles.card}
      role="note"
      data-testid="demo-ribbon"
      title={variant === 'strip' ? detail : undefined}
    >
      <span className={styles.badge} aria-hidden>
        DEMO
      </span>
      <span className={styles.label}>{label}</span>
      {detail && variant === 'strip' && <span className="visually-hidden">{detail}</span>}
    </p>
  )
}
