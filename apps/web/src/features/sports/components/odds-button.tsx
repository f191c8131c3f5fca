import { useEffect, useRef, useState } from 'react'
import { Icon } from '../../../shared/ui/icon'
import { useFormatOdds } from '../lib/odds-format'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { useQuickBet } from '../api/share'
import { isPicked, toggleSelection, useSlip, type SlipSelection } from '../lib/slip-store'
import { useQuickBetTap, useQuickBusy } from './quick-bet'
import share from './share.module.css'
import styles from './sportsbook.module.css'

/**
 * One price: a toggle that puts the outcome on the slip. When a refetch moves the price it flashes
 * green (up) or red (down) for a moment, with the direction also said in words for screen readers.
 */
export function OddsButton({
  selection,
  marketOutcomeIds,
  disabled,
  locked,
  label,
}: {
  selection: SlipSelection
  marketOutcomeIds: readonly number[]
  disabled?: boolean
  /** A suspended in-play market: the price stays visible behind a lock (docs/sportsbook.md). */
  locked?: boolean
  /** The short name shown on the button (1 / X / 2, Üst…); the full one is in the accessible name. */
  label: string
}) {
  const t = useT()
  const picked = useSlip((s) => isPicked(s.selections, selection.outcomeId))
  const move = useOddsMove(selection.odds)
  const odds = useFormatOdds()(selection.odds)
  // Quick bet (docs/sportsbook.md "Quick bet"): a tap places a single at once, so the button says so
  // in its name and its look, and is no longer a toggle.
  const quickBet = useQuickBet()
  const quickTap = useQuickBetTap()
  const busy = useQuickBusy(selection.outcomeId)
  const quick = quickBet && quickTap && !locked ? { ...quickBet, tap: quickTap } : null
  const name =
    t('sportsbook.oddsLabel', {
      event: selection.event,
      market: selection.market,
      outcome: selection.outcome,
      odds,
    }) + (locked ? ` (${t('sportsbook.suspended')})` : '')
  return (
    <button
      type="button"
      className={`${styles.odds} ${locked ? styles.oddsLocked : ''} ${picked ? styles.oddsPicked : ''} ${move ? styles[move] : ''} ${quick ? share.quickOdds : ''}`}
      aria-pressed={quick ? undefined : picked}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      aria-label={quick ? t('quickbet.oddsLabel', { stake: formatMoney(quick.stake), label: name }) : name}
      onClick={() => (quick ? quick.tap(selection) : toggleSelection(selection, marketOutcomeIds))}
      data-testid="odds"
    >
      <span className={styles.oddsName}>{label}</span>
      <span className={styles.oddsValue}>
        {locked && <Icon name="lock" size={12} className={styles.oddsLock} />}
        {odds}
      </span>
      {move && (
        <span className="visually-hidden">{t(move === 'up' ? 'betslip.oddsUp' : 'betslip.oddsDown')}</span>
      )}
    </button>
  )
}

/** 'up' or 'down' for a couple of seconds after the value changes. */
export function useOddsMove(value: number): 'up' | 'down' | null {
  const previous = useRef(value)
  const [move, setMove] = useState<'up' | 'down' | null>(null)
  useEffect(() => {
    if (value === previous.current) return
    const direction = value > previous.current ? 'up' : 'down'
    previous.current = value
    setMove(direction)
    const timer = setTimeout(() => setMove(null), 2500)
    return () => clearTimeout(timer)
  }, [value])
  return move
}
