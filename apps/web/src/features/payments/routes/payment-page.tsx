import { PaymentDirection, type PaymentMethod } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { DepositLimitPrompt, ResponsibleGamingLink } from '../../../shared/protection/deposit-limit-prompt'
import { RestrictedNotice } from '../../../shared/protection/restricted-notice'
import { openDialog } from '../../../shared/store/ui-store'
import { DemoRibbon } from '../../../shared/ui/demo-ribbon'
import { BalanceSummary } from '../components/balance-summary'
import type { DynamicPaymentData } from '../components/dynamic-payment-dialog'
import { MethodList } from '../components/method-list'
import styles from './payment-page.module.css'

function PaymentMethodsPage({ type }: { type: PaymentDirection }) {
  const t = useT()
  const isWithdraw = type === PaymentDirection.Withdraw
  const choose = (method: PaymentMethod) =>
    openDialog('dynamicPayment', { id: method.id, type, title: method.title } satisfies DynamicPaymentData)
  return (
    <div className={styles.page}>
      <DemoRibbon variant="card" label={t('payments.demoNotice')} />
      <BalanceSummary isWithdraw={isWithdraw} />
      {!isWithdraw && <RestrictedNotice />}
      {!isWithdraw && <DepositLimitPrompt />}
      <section className={styles.section} aria-labelledby={`methods-${type}`}>
        <h2 id={`methods-${type}`} className={styles.heading}>
          {t('payments.chooseMethod')}
        </h2>
        <MethodList type={type} onChoose={choose} />
      </section>
      {!isWithdraw && <ResponsibleGamingLink />}
    </div>
  )
}

/** /dashboard/deposit (spec §2): the balance and the deposit methods, each opening its dialog. */
export function DepositPage() {
  return <PaymentMethodsPage type={PaymentDirection.Deposit} />
}

/** /dashboard/withdraw: the withdrawable cash, the note on bonus money, the withdrawal methods. */
export function WithdrawPage() {
  return <PaymentMethodsPage type={PaymentDirection.Withdraw} />
}
