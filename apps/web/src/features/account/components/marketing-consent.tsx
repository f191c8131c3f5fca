import { useEffect, useId, useState } from 'react'
import { ApiError } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import { toast } from '../../../shared/ui/toast'
import { useConsents, useSetMarketingConsent } from '../api/consents'
import { formatDay } from '../lib/format'
import styles from './account-details.module.css'

/**
 * The marketing consent in the account (docs/content.md): the same words as the sign-up box, changed here
 * at any time. Service messages (account, payments, security) do not depend on it, and the hint says so.
 */
export function MarketingConsent() {
  const t = useT()
  const hintId = useId()
  const { data, isPending } = useConsents()
  const save = useSetMarketingConsent()
  const [checked, setChecked] = useState(false)
  useEffect(() => {
    if (data) setChecked(data.marketingConsent)
  }, [data])
  const changed = data !== undefined && checked !== data.marketingConsent

  const onSubmit = async () => {
    try {
      const res = await save.mutateAsync(checked)
      toast.success(res.message || t('legal.account.save'))
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('common.error'))
    }
  }

  return (
    <section
      className={styles.security}
      aria-labelledby={`${hintId}-title`}
      aria-busy={isPending || undefined}
    >
      <h2 id={`${hintId}-title`} className={styles.securityTitle}>
        {t('legal.account.heading')}
      </h2>
      <form
        className={styles.consentForm}
        onSubmit={(e) => {
          e.preventDefault()
          void onSubmit()
        }}
      >
        <Checkbox
          name="marketingConsent"
          checked={checked}
          disabled={isPending}
          onChange={(e) => setChecked(e.target.checked)}
          aria-describedby={hintId}
        >
          {t('legal.account.marketing')}
        </Checkbox>
        <p id={hintId} className={styles.consentHint}>
          {t('legal.account.marketingHint')}
        </p>
        <div>
          <Button type="submit" variant="subtle" size="md" disabled={!changed} loading={save.isPending}>
            {t('legal.account.save')}
          </Button>
        </div>
      </form>
      {data?.ageConfirmedAt && (
        <p className={styles.consentHint}>
          {t('legal.account.declared', { date: formatDay(data.ageConfirmedAt) })}
        </p>
      )}
    </section>
  )
}
