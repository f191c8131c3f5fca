import { Link } from 'react-router'
import { formatMoney, useT } from '../i18n/i18n'
import { paths } from '../paths'
import { Icon } from '../ui/icon'
import { useSession } from './session-store'
import styles from './balance-figures.module.css'

/**
 * The player's balance as every place shows it (docs/web.md "Balance"): the cash and, beside it,
 * the bonus balance as a link to Bonuslarım, where the active bonus's wagering progress is, one
 * tap away. The header (desktop bar and phone), the account menu, the dashboard and the game
 * window all use this one component, so the figures read the same everywhere; a game's own
 * balance (cash + bonus, what it may stake) is the sum of the two.
 *
 * `layout`: `row` side by side (the header, the game window), `stack` the bonus under the cash (the
 * phone header), `wide` label and figure on each line (the account menu, the dashboard).
 */
export function BalanceFigures({
  layout = 'row',
  onNavigate,
}: {
  layout?: 'row' | 'stack' | 'wide'
  /** Called when the bonus link is followed (a menu or the game dialog closes itself). */
  onNavigate?: () => void
}) {
  const t = useT()
  const cash = useSession((s) => s.balance)
  const bonus = useSession((s) => s.bonusBalance)
  const bonusText = formatMoney(bonus)
  return (
    <span className={`${styles.figures} ${styles[layout]}`} data-testid="balance-figures">
      <span className={styles.figure}>
        <span className={styles.label}>{t('layout.cash')}</span>
        <span className={styles.value} data-testid="balance-cash">
          {formatMoney(cash)}
        </span>
      </span>
      <Link
        to={paths.dashboard.bonuses}
        className={`${styles.figure} ${styles.bonus}`}
        aria-label={t('layout.bonusLink', { amount: bonusText })}
        data-testid="balance-bonus"
        onClick={() => onNavigate?.()}
      >
        <span className={styles.label}>
          <Icon name="gift" size={12} />
          {t('layout.bonus')}
        </span>
        <span className={styles.value}>{bonusText}</span>
      </Link>
    </span>
  )
}
