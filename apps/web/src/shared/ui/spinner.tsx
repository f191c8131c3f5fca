import { useT } from '../i18n/i18n'
import styles from './spinner.module.css'

/** The 100 px spinner with "Loading..." (spec §2, §9). */
export function Spinner({ size = 100, label }: { size?: number; label?: string }) {
  const t = useT()
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.ring} style={{ width: size, height: size }} aria-hidden />
      <span className={styles.text}>{label ?? t('common.loading')}</span>
    </div>
  )
}
