import { useEffect, useState, type CSSProperties } from 'react'
import { TOP_BANNER } from '@galata/contract'
import { useLocation } from 'react-router'
import { useBootstrap } from '../../shared/bootstrap/bootstrap'
import { useT } from '../../shared/i18n/i18n'
import { paths } from '../../shared/paths'
import { markTopNotifyRead, useUi } from '../../shared/store/ui-store'
import { Icon } from '../../shared/ui/icon'
import styles from './top-banner.module.css'

/**
 * The domain-change banner (spec §2, §4, §9): 30 px, on the home page, announcing the move from the
 * current domain to the next until dismissed. The text scrolls over 20 s; screen readers get the
 * same sentence once, unmoving. Dismissing stores topNotifyRead=yes and collapses it; being on any
 * other route marks it read (spec §2).
 */
export function TopBanner() {
  const t = useT()
  const { pathname } = useLocation()
  const bootstrap = useBootstrap()
  const read = useUi((s) => s.topNotifyRead)
  const [collapsing, setCollapsing] = useState(false)
  const domains = bootstrap ? bootstrap.domainStatus : null
  const onHome = pathname === paths.home
  const visible = onHome && !!domains?.next && (!read || collapsing)

  useEffect(() => {
    // Spec §2: on any route other than / the banner is marked read, however the visitor got there.
    if (!onHome) markTopNotifyRead()
  }, [onHome])

  useEffect(() => {
    if (!collapsing) return
    const timer = setTimeout(() => setCollapsing(false), TOP_BANNER.collapseMs)
    return () => clearTimeout(timer)
  }, [collapsing])

  if (!visible || !domains?.next) return null
  const text = t('layout.domainNotice', { current: domains.current, next: domains.next })
  const dismiss = () => {
    markTopNotifyRead()
    setCollapsing(true)
  }
  return (
    <div
      className={`${styles.banner} ${collapsing ? styles.collapsing : ''}`}
      style={
        {
          '--banner-h': `${TOP_BANNER.heightPx}px`,
          '--marquee-ms': `${TOP_BANNER.scrollMs}ms`,
          '--collapse-ms': `${TOP_BANNER.collapseMs}ms`,
        } as CSSProperties
      }
      role="region"
      aria-label={t('layout.announcement')}
    >
      <Icon name="globe" size={15} className={styles.icon} />
      <div className={styles.viewport}>
        <p className="visually-hidden">{text}</p>
        <p className={styles.marquee} aria-hidden>
          <span>{text}</span>
          <span>{text}</span>
        </p>
      </div>
      <button type="button" className={styles.close} onClick={dismiss} aria-label={t('layout.dismissNotice')}>
        <Icon name="close" size={14} />
      </button>
    </div>
  )
}
