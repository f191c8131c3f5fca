import { useEffect, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import {
  changePasswordWithCodeSchema,
  checkResetCodeSchema,
  LIMITS,
  sendResetPasswordSchema,
  TIMINGS,
  type ChangePasswordWithCodeRequest,
  type CheckResetCodeRequest,
  type SendResetPasswordRequest,
} from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { fieldError } from '../../../shared/i18n/field-error'
import { useT } from '../../../shared/i18n/i18n'
import { openDialog } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Dialog } from '../../../shared/ui/dialog'
import { Icon } from '../../../shared/ui/icon'
import { TextField } from '../../../shared/ui/text-field'
import { toast } from '../../../shared/ui/toast'
import { useChangePasswordWithCode } from '../api/change-password-with-code'
import { useCheckResetCode } from '../api/check-reset-code'
import { useSendResetPassword } from '../api/send-reset-password'
import { AuthLayout } from './auth-layout'
import styles from './recovery-dialog.module.css'

type Step = 1 | 2 | 3 | 4
const FORM_STEPS = 3
const L = LIMITS.recovery

/** Recovery calls that fail keep the step and show the server's message (spec §4, §8). */
function showFailure(error: unknown, fallback: string) {
  toast.error(error instanceof ApiError && error.message ? error.message : fallback)
}

/**
 * Recovery (spec §2): one step at a time — user name; the e-mailed reset code; the new password
 * twice; then the success message with a check mark, and the login form 1 s later (spec §4, §9).
 * Continue shows a spinner while its request runs; a failure leaves the player on the same step.
 */
export function RecoveryDialog() {
  const t = useT()
  const [step, setStep] = useState<Step>(1)
  const [username, setUsername] = useState('')
  const [code, setCode] = useState('')

  useEffect(() => {
    if (step !== 4) return
    const timer = setTimeout(() => openDialog('login'), TIMINGS.loginAfterPasswordResetMs)
    return () => clearTimeout(timer)
  }, [step])

  return (
    <Dialog title={t('auth.recovery.title')} size="primary">
      <AuthLayout
        title={t('auth.art.recoveryTitle')}
        text={t('auth.art.recoveryText')}
        points={[t('auth.login.promoPoint2'), t('auth.login.secure')]}
      >
        {step < 4 && (
          <div className={styles.progress}>
            <span className={styles.progressText}>
              {t('auth.recovery.progress', { step, total: FORM_STEPS })}
            </span>
            <ol className={styles.dots} aria-hidden>
              {[1, 2, 3].map((n) => (
                <li key={n} className={n <= step ? styles.dotOn : styles.dot} />
              ))}
            </ol>
          </div>
        )}
        {step === 1 && (
          <UsernameStep
            onDone={(name) => {
              setUsername(name)
              setStep(2)
            }}
          />
        )}
        {step === 2 && (
          <CodeStep
            username={username}
            onDone={(value) => {
              setCode(value)
              setStep(3)
            }}
          />
        )}
        {step === 3 && <PasswordStep username={username} code={code} onDone={() => setStep(4)} />}
        {step === 4 && (
          <div className={styles.done} role="status">
            <span className={styles.doneMark} aria-hidden>
              <Icon name="check" size={40} />
            </span>
            <p className={styles.doneText}>{t('auth.recovery.done')}</p>
          </div>
        )}
        <p className={styles.footer}>
          {t('auth.login.notMember')}{' '}
          <button type="button" className={styles.link} onClick={() => openDialog('register')}>
            {t('auth.login.signUpNow')}
          </button>
        </p>
      </AuthLayout>
    </Dialog>
  )
}

function StepIntro({ heading, text }: { heading: string; text: string }) {
  return (
    <div className={styles.intro}>
      <p className={styles.heading}>{heading}</p>
      <p className={styles.text}>{text}</p>
    </div>
  )
}

function UsernameStep({ onDone }: { onDone: (username: string) => void }) {
  const t = useT()
  const mutation = useSendResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<SendResetPasswordRequest>({
    resolver: zodResolver(sendResetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { username: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values)
      onDone(values.username)
    } catch (error) {
      showFailure(error, t('common.error'))
    }
  })
  return (
    <>
      <StepIntro heading={t('auth.recovery.usernameHeading')} text={t('auth.recovery.usernameIntro')} />
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('auth.recovery.username')}
          icon="user"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          maxLength={L.usernameMax}
          error={fieldError(errors.username, { min: L.usernameMin, max: L.usernameMax })}
          {...register('username')}
        />
        <ContinueButton busy={mutation.isPending} disabled={!isValid} />
      </form>
    </>
  )
}

function CodeStep({ username, onDone }: { username: string; onDone: (code: string) => void }) {
  const t = useT()
  const mutation = useCheckResetCode()
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<CheckResetCodeRequest>({
    resolver: zodResolver(checkResetCodeSchema),
    mode: 'onTouched',
    defaultValues: { username, code: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ username, code: values.code.trim() })
      onDone(values.code.trim())
    } catch (error) {
      showFailure(error, t('common.error'))
    }
  })
  return (
    <>
      <StepIntro heading={t('auth.recovery.codeHeading')} text={t('auth.recovery.codeSent')} />
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('auth.recovery.code')}
          icon="lock"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          autoFocus
          maxLength={L.codeMax}
          className={styles.code}
          error={fieldError(errors.code, { min: L.codeMin, max: L.codeMax })}
          {...register('code')}
        />
        <ContinueButton busy={mutation.isPending} disabled={!isValid} />
      </form>
    </>
  )
}

function PasswordStep({ username, code, onDone }: { username: string; code: string; onDone: () => void }) {
  const t = useT()
  const mutation = useChangePasswordWithCode()
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitted },
  } = useForm<ChangePasswordWithCodeRequest>({
    resolver: zodResolver(changePasswordWithCodeSchema),
    mode: 'onTouched',
    defaultValues: { username, code, password: '', password2: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values)
      onDone()
    } catch (error) {
      showFailure(error, t('common.error'))
    }
  })
  const limits = { min: L.passwordMin, max: L.passwordMax }
  return (
    <>
      <StepIntro heading={t('auth.recovery.newPasswordHeading')} text={t('auth.recovery.newPasswordIntro')} />
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField
          label={t('auth.recovery.password')}
          icon="lock"
          type="password"
          revealable
          autoComplete="new-password"
          autoFocus
          maxLength={L.passwordMax}
          hint={t('auth.register.passwordHint')}
          error={fieldError(errors.password, limits)}
          {...register('password', {
            onChange: () => {
              if (isSubmitted || getFieldState('password2').isTouched) void trigger('password2')
            },
          })}
        />
        <TextField
          label={t('auth.recovery.password2')}
          icon="lock"
          type="password"
          revealable
          autoComplete="new-password"
          maxLength={L.passwordMax}
          error={fieldError(errors.password2, limits)}
          {...register('password2')}
        />
        <ContinueButton busy={mutation.isPending} disabled={!isValid} />
      </form>
    </>
  )
}

function ContinueButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  const t = useT()
  return (
    <Button type="submit" variant="gold" size="lg" block loading={busy} disabled={disabled}>
      {busy ? t('auth.recovery.sending') : t('auth.recovery.continue')}
    </Button>
  )
}
