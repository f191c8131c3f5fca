import { formatCountdown } from '../hooks/use-countdown'
import { useT } from '../i18n/i18n'
import styles from './resend-code.module.css'

/**
 * The resend line under a code box (spec §4): "Resend code in 0:59" while the 60 s run, then
 * "Didn't get a code? Click to resend", which sends a new code and starts the timer again.
 */
export function ResendCode({
  secondsLeft,
  busy,
  onResend,
}: {
  secondsLeft: number
  busy?: boolean
  onResend: () => void
}) {
  const t = useT()
  return (
    <p className={styles.line}>
      {secondsLeft > 0 ? (
        <span className={styles.waiting}>
          <svg className={styles.clock} viewBox="0 0 16 16" width="14" height="14" aria-hidden fill="none">
            <circle cx="8" cy="8" r="6.5" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5V8l2.5 1.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          {t('phone.resendIn', { time: formatCountdown(secondsLeft) })}
        </span>
      ) : (
        <button type="button" className={styles.resend} onClick={onResend} disabled={busy}>
          {t('phone.resend')}
        </button>
      )}
    </p>
  )
}
