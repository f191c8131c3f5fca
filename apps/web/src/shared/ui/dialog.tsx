import { useEffect, useId, useRef, type ReactNode } from 'react'
import { closeAllDialogs } from '../store/ui-store'
import { useT } from '../i18n/i18n'
import { releaseToastContainer, setToastContainer } from './toast'
import styles from './dialog.module.css'

export interface DialogProps {
  title: ReactNode
  children: ReactNode
  /** `primary` is 699 px high and clamp(110px,90vw,990px) wide; `narrow` is the callback width (spec §2). */
  size?: 'primary' | 'narrow' | 'auto'
  /** Dynamic deposit and withdraw dialogs are not dismissable by the usual close (spec §2). */
  dismissable?: boolean
  onClose?: () => void
  footer?: ReactNode
  className?: string
}

/**
 * One modal of the one dialog system: the native <dialog> in the top layer gives the focus trap,
 * Escape and inert background for free; full screen on mobile, fixed sizes on desktop.
 */
export function Dialog({
  title,
  children,
  size = 'primary',
  dismissable = true,
  onClose,
  footer,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const t = useT()
  const close = onClose ?? closeAllDialogs

  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (!el.open) el.showModal()
    // Messages shown while the dialog is open go inside it (see setToastContainer).
    setToastContainer(el)
    return () => {
      releaseToastContainer(el)
      if (el.open) el.close()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[size]} ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault()
        if (dismissable) close()
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (dismissable && e.target === e.currentTarget) close()
      }}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissable && (
            <button type="button" className={styles.close} onClick={close} aria-label={t('common.close')}>
              <span aria-hidden>×</span>
            </button>
          )}
        </header>
        <div className={styles.body}>{children}</div>
        {footer && <footer className={styles.footer}>{footer}</footer>}
      </div>
    </dialog>
  )
}
