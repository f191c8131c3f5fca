import { useT } from '../../../shared/i18n/i18n'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { Dialog } from '../../../shared/ui/dialog'
import { PhoneVerification } from './phone-verification'
import styles from './account-dialog.module.css'

/**
 * The phone and SMS verification dialogs of spec §2 (for flows that need a verified phone before
 * going on, such as a withdrawal): the dashboard's phone verification in a dialog; Close on the
 * success view closes it.
 */
export function PhoneVerificationDialog() {
  const t = useT()
  return (
    <Dialog title={t('dashboard.phoneVerification')} size="primary">
      <div className={styles.center}>
        <PhoneVerification onClose={closeAllDialogs} />
      </div>
    </Dialog>
  )
}
