import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { Icon } from '../../../shared/ui/icon'
import { useWalletBalance } from '../api/get-wallet-balance'
import styles from './balance-summary.module.css'

/** Cash and bonus balance side by side; on the withdraw page, why only cash can leave. */
export function BalanceSummary({ isWithdraw = false }: { isWithdraw?: boolean }) {
  const t = useT()
  const { data } = useWalletBalance()
  const show = (n: number | undefined) => (n === undefined ? '—' : formatMoney(n))
  return (
    <div className={styles.wrap}>
      <div className={styles.cards}>
        <div className={`${styles.card} ${styles.cash}`}>
          <span className={styles.label}>
            {isWithdraw ? t('payments.withdrawableLabel') : t('payments.cashBalance')}
          </span>
          <span className={styles.amount} data-testid="cash-balance">
            {show(data?.balance)}
          </span>
        </div>
        <div className={styles.card}>
          <span className={styles.label}>
            <Icon name="gift" size={14} />
            {t('payments.bonusBalance')}
          </span>
          <span className={styles.amount} data-testid="bonus-balance">
            {show(data?.bonusBalance)}
          </span>
        </div>
      </div>
      {isWithdraw && (
        <p className={styles.note}>
          <Icon name="lock" size={14} />
          {t('payments.bonusNotWithdrawable')}
        </p>
      )}
    </div>
  )
}
