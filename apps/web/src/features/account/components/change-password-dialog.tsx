import { useT } from '../../../shared/i18n/i18n'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { Dialog } from '../../../shared/ui/dialog'
import { ChangePasswordForm } from './change-password-form'
import styles from './account-dialog.module.css'

/** The change password dialog of spec §2: the dashboard's form; success closes the dialog. */
export function ChangePasswordDialog() {
  const t = useT()
  return (
    <Dialog title={t('dashboard.changePassword')} size="primary">
      <div className={styles.center}>
        <div>
          <p className={styles.lead}>{t('dashboard.changePasswordText')}</p>
          <ChangePasswordForm onDone={closeAllDialogs} />
        </div>
      </div>
    </Dialog>
  )
}
