import { useId, useState } from 'react'
import { ApiError } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { useCloseAccount } from '../../../shared/protection/rg-api'
import { endSession } from '../../../shared/session/session-store'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import { scrollToSection } from './scroll'
import styles from './protection.module.css'

type Step = 'start' | 'question' | 'offer' | 'confirm'

/**
 * Account closure, its own flow (MGA: closure is not self-exclusion): it first asks whether the
 * reason is gambling-related; if so it offers self-exclusion instead of a plain closure.
 */
export function ClosureSection() {
  const t = useT()
  const close = useCloseAccount()
  const [step, setStep] = useState<Step>('start')
  const [ack, setAck] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const q = useId()

  const submit = async () => {
    setError(null)
    try {
      const res = await close.mutateAsync({ gamblingRelated: false })
      endSession(res.data.outcome === 'self_excluded' ? 'exclusion' : 'closed')
    } catch (e) {
      setError(
        e instanceof ApiError && e.status !== 404 && e.message ? e.message : t('rg.closure.unavailable'),
      )
    }
  }

  return (
    <section id="close-account" className={styles.section} aria-labelledby="rg-closure">
      <h2 id="rg-closure" className={styles.sectionTitle}>
        {t('rg.closure.title')}
      </h2>
      <p className={styles.intro}>{t('rg.closure.intro')}</p>
      {step === 'start' && (
        <div className={styles.actions}>
          <Button variant="subtle" onClick={() => setStep('question')}>
            {t('rg.closure.start')}
          </Button>
        </div>
      )}
      {step === 'question' && (
        <div className={styles.warn} role="group" aria-labelledby={q}>
          <p id={q}>{t('rg.closure.question')}</p>
          <div className={styles.actions}>
            <Button variant="subtle" onClick={() => setStep('offer')}>
              {t('rg.closure.yes')}
            </Button>
            <Button variant="subtle" onClick={() => setStep('confirm')}>
              {t('rg.closure.no')}
            </Button>
            <Button variant="ghost" onClick={() => setStep('start')}>
              {t('rg.cancel')}
            </Button>
          </div>
        </div>
      )}
      {step === 'offer' && (
        <div className={styles.warn} role="status">
          <p>{t('rg.closure.offer')}</p>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                setStep('start')
                scrollToSection('self-exclusion')
              }}
            >
              {t('rg.closure.goExclusion')}
            </Button>
            <Button variant="ghost" onClick={() => setStep('start')}>
              {t('rg.cancel')}
            </Button>
          </div>
        </div>
      )}
      {step === 'confirm' && (
        <div className={styles.warn}>
          <Checkbox checked={ack} onChange={(e) => setAck(e.target.checked)}>
            {t('rg.closure.ack')}
          </Checkbox>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button variant="violet" disabled={!ack} loading={close.isPending} onClick={() => void submit()}>
              {t('rg.closure.submit')}
            </Button>
            <Button variant="ghost" onClick={() => setStep('start')} disabled={close.isPending}>
              {t('rg.cancel')}
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}
