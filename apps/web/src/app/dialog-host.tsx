import { Component, Suspense, type ReactNode } from 'react'
import { useT } from '../shared/i18n/i18n'
import { closeAllDialogs, useUi } from '../shared/store/ui-store'
import { toast } from '../shared/ui/toast'
import { dialogComponent } from './dialogs'
import styles from './dialog-host.module.css'

/** A dialog whose code could not be loaded (offline, or a new release replaced the chunk). */
class DialogErrorBoundary extends Component<{ children: ReactNode; message: string }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch() {
    toast.error(this.props.message)
    closeAllDialogs()
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

function DialogLoading() {
  const t = useT()
  return (
    <div className={styles.loading} role="status">
      <span className={styles.ring} aria-hidden />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  )
}

/**
 * The one dialog system (spec §2): the open dialog of the UI store, by name. Opening one replaces
 * any other, so at most one is ever mounted; each loads its own code on first use.
 */
export function DialogHost() {
  const t = useT()
  const dialog = useUi((s) => s.dialog)
  if (!dialog) return null
  const Dialog = dialogComponent(dialog.name)
  if (!Dialog) return null
  return (
    <DialogErrorBoundary key={dialog.name} message={t('common.error')}>
      <Suspense fallback={<DialogLoading />}>
        <Dialog data={dialog.data} />
      </Suspense>
    </DialogErrorBoundary>
  )
}
