import { useId } from 'react'
import { useIsDesktop } from '../../../shared/hooks/use-media-query'
import { CountBadge } from '../../../shared/ui/count-badge'
import { Icon } from '../../../shared/ui/icon'
import { slipStore, useSlip } from '../lib/slip-store'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { useQuickBet } from '../api/share'
import { BetSlip } from './bet-slip'
import { useCouponLink } from './coupon-code'
import share from './share.module.css'
import styles from './sportsbook.module.css'

/**
 * Where the slip sits: the right column on desktop; on phones a bar with a count badge above the
 * bottom navigation that opens the slip as a bottom sheet.
 */
export function SlipPanel() {
  const t = useT()
  const isDesktop = useIsDesktop()
  const headingId = useId()
  const count = useSlip((s) => s.selections.length)
  const open = useSlip((s) => s.open)
  const quick = useQuickBet()
  // A shared coupon's link (`?kupon=CODE`, docs/sportsbook.md "Coupon codes") fills the slip on any
  // page that has one.
  useCouponLink()
  if (isDesktop)
    return (
      <aside className={styles.slipColumn} aria-labelledby={headingId}>
        <BetSlip headingId={headingId} />
      </aside>
    )
  return (
    <>
      <button
        type="button"
        className={styles.sheetBar}
        aria-expanded={open}
        onClick={() => slipStore.set({ open: !open })}
        data-testid="slip-toggle"
      >
        <Icon name="sports" size={18} />
        <span>{open ? t('betslip.close') : t('betslip.open')}</span>
        {quick && (
          <span className={share.quickIcon} data-testid="quick-bet-bar">
            ⚡ {t('quickbet.title')} {formatMoney(quick.stake)}
          </span>
        )}
        <span className="visually-hidden">({count})</span>
        <CountBadge count={count} className={styles.sheetBadge} />
      </button>
      {open && (
        <section className={styles.sheet} aria-labelledby={headingId}>
          <BetSlip headingId={headingId} />
        </section>
      )}
    </>
  )
}
