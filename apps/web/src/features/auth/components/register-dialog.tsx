import { useState } from 'react'
import { useT } from '../../../shared/i18n/i18n'
import { useBootstrap } from '../../../shared/bootstrap/bootstrap'
import { Dialog } from '../../../shared/ui/dialog'
import { formatBonusAmount } from '../lib/format'
import { AuthLayout } from './auth-layout'
import { PostRegistration, type PostRegistrationStep } from './post-registration'
import { RegisterForm } from './register-form'

type Phase = { kind: 'form' } | { kind: 'after'; trialAmount: number; step: PostRegistrationStep }

/**
 * Sign Up (spec §2): the form, then in the same dialog the post-registration flow of spec §2/§4
 * (phone, code, celebration). The player is logged in as soon as the form succeeds, so closing the
 * dialog at any later point leaves a working account.
 */
export function RegisterDialog() {
  const t = useT()
  const bootstrap = useBootstrap()
  const offered = bootstrap ? Math.max(0, bootstrap.trialBonusAmount) : 0
  const [phase, setPhase] = useState<Phase>({ kind: 'form' })

  const title =
    phase.kind === 'form'
      ? t('auth.register.title')
      : phase.step === 'celebration'
        ? t('auth.celebrate.title')
        : t('auth.verify.title')

  return (
    <Dialog title={title} size="primary">
      <AuthLayout
        wide
        scroll={phase.kind === 'form'}
        title={t('auth.art.registerTitle')}
        text={t('auth.art.registerText')}
        points={[t('auth.login.promoPoint1'), t('auth.login.promoPoint2'), t('auth.login.promoPoint3')]}
        badge={offered > 0 ? t('auth.art.trialBonus', { amount: formatBonusAmount(offered) }) : null}
      >
        {phase.kind === 'form' ? (
          <RegisterForm
            trialAmount={offered}
            onRegistered={(ticked) =>
              // Spec §4: ticked → phone step 1; not ticked → the trial amount is 0, celebration at once.
              setPhase({
                kind: 'after',
                trialAmount: ticked ? offered : 0,
                step: ticked ? 'phone' : 'celebration',
              })
            }
          />
        ) : (
          <PostRegistration
            trialAmount={phase.trialAmount}
            step={phase.step}
            onStep={(step) => setPhase({ ...phase, step })}
          />
        )}
      </AuthLayout>
    </Dialog>
  )
}
