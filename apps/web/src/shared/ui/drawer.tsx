import { useEffect, useRef, type ReactNode } from 'react'
import styles from './drawer.module.css'

/**
 * A side drawer with a dismissible mask and Escape (spec §4), 150 ms transition (spec §9).
 * Focus moves into the drawer when it opens and back to where it was when it closes.
 */
export function Drawer({
  open,
  onClose,
  side = 'left',
  label,
  children,
}: {
  open: boolean
  onClose: () => void
  side?: 'left' | 'right'
  label: string
  children: ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    panel.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      previous?.focus?.()
    }
  }, [open, onClose])
  return (
    <div className={`${styles.root} ${open ? styles.open : ''}`} aria-hidden={!open} inert={!open}>
      <div className={styles.mask} onClick={onClose} />
      <div
        ref={panel}
        className={`${styles.panel} ${styles[side]}`}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  )
}
