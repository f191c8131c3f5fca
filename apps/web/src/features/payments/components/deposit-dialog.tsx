import { PaymentDirection } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { DepositLimitPrompt, ResponsibleGamingLink } from '../../../shared/protection/deposit-limit-prompt'
import { RestrictedNotice } from '../../../shared/protection/restricted-notice'
import { openDialog } from '../../../shared/store/ui-store'
import { Dialog } from '../../../shared/ui/dialog'
import type { DynamicPaymentData } from './dynamic-payment-dialog'
import { MethodList } from './method-list'
import styles from './payment-dialogs.module.css'

export interface DepositDialogData {
  title?: string
}

/** The deposit modal (spec §2): its title from the opening data, the deposit methods to choose from. */
export function DepositDialog({ data }: { data?: unknown }) {
  const t = useT()
  const title = (data as DepositDialogData | undefined)?.title || t('payments.depositTitle')
  return (
    <Dialog title={title} size="primary">
      <div className={styles.body}>
        <RestrictedNotice />
        <DepositLimitPrompt />
        <p className={styles.lead}>{t('payments.chooseMethod')}</p>
        <MethodList
          type={PaymentDirection.Deposit}
          onChoose={(method) =>
            openDialog('dynamicPayment', {
              id: method.id,
              type: PaymentDirection.Deposit,
              title: method.title,
              back: { name: 'deposit', data: { title } },
            } satisfies DynamicPaymentData)
          }
        />
        <ResponsibleGamingLink />
      </div>
    </Dialog>
  )
}
