import { useT } from '../i18n/i18n'
import { restrictionText } from './format'
import { useRg } from './rg-api'
import styles from './deposit-limit-prompt.module.css'

/** Where a time-out or self-exclusion closes a door (deposits): the explanation, until when. */
export function RestrictedNotice() {
  const t = useT()
  const { data } = useRg()
  const text = restrictionText(t, data)
  if (!text) return null
  return (
    <div className={styles.prompt} role="status" data-testid="rg-restricted-notice">
      <p className={styles.title}>{t('rg.restricted.title')}</p>
      <p className={styles.text}>{text}</p>
    </div>
  )
}
