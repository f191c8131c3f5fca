import type { SportsTicket } from '@galata/contract'
import { useEffect, useState } from 'react'
import { useT } from '../../../shared/i18n/i18n'
import { useTicketDecision } from '../api/bets'
import { secondsLeft } from '../lib/live-feed'
import styles from './sportsbook.module.css'

/**
 * A live bet on the slip (docs/sportsbook.md): `pending` with the sport's delay counting down, then accepted
 * or rejected with the reason in the player's language (the stake is back on the balance then).
 * The countdown runs from the server's own delay (acceptAt − placedAt), so a skewed device clock
 * does not shorten or stretch it.
 */
export function PendingBet({ ticket, endsAt }: { ticket: SportsTicket; endsAt: string }) {
  const t = useT()
  const decision = useTicketDecision(ticket)
  const current = decision.data
  const delayMs = ticket.acceptAt ? Date.parse(ticket.acceptAt) - Date.parse(ticket.placedAt) : 0
  const [now, setNow] = useState(() => Date.now())
  const pending = current.status === 'pending'
  useEffect(() => {
    if (!pending) return
    const timer = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(timer)
  }, [pending])

  if (current.status === 'rejected')
    return (
      <div className={styles.slipError} role="alert" data-testid="live-bet" data-status="rejected">
        <p>{t('betslip.rejected')}</p>
        {current.rejectReason && <p>{t(`mybets.rejectReason.${current.rejectReason}`)}</p>}
      </div>
    )
  if (!pending)
    return (
      <div className={styles.slipOk} role="status" data-testid="live-bet" data-status={current.status}>
        <p>{t('betslip.accepted', { id: current.id })}</p>
      </div>
    )
  const left = secondsLeft(endsAt, now)
  const share = delayMs > 0 ? Math.min(100, (100 * left * 1000) / delayMs) : 0
  return (
    <div className={styles.slipPending} role="status" data-testid="live-bet" data-status="pending">
      {/* The seconds tick for the eye; a screen reader hears the state once, then the outcome. */}
      <p aria-hidden>{left > 0 ? t('betslip.pending', { seconds: left }) : t('betslip.pendingChecking')}</p>
      <p className="visually-hidden">{t('mybets.ticketStatus.pending')}</p>
      <span className={styles.pendingBar} aria-hidden>
        <span style={{ width: `${share}%` }} />
      </span>
    </div>
  )
}
