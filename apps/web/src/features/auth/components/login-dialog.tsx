import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { LIMITS, loginSchema, type LoginRequest } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { fieldError } from '../../../shared/i18n/field-error'
import { useT } from '../../../shared/i18n/i18n'
import { closeAllDialogs, openDialog } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import { Dialog } from '../../../shared/ui/dialog'
import { Icon } from '../../../shared/ui/icon'
import { TextField } from '../../../shared/ui/text-field'
import { toast } from '../../../shared/ui/toast'
import { useLogin } from '../api/login'
import { AuthLayout } from './auth-layout'
import styles from './login-dialog.module.css'

/**
 * The login screen of spec §2: user name, password, submit, Recovery Password and "Not a Member?
 * Sign Up Now!". The contract's schema validates it (1–50 and 3–100 characters, spec §5), each
 * field's first error shows after blur or submit, and submit stays disabled while the form is
 * invalid or a request runs. Success stores the session, says the server's message and closes every
 * dialog (spec §4); a failure shows the server's message (spec §8).
 */
export function LoginDialog() {
  const t = useT()
  const loginMutation = useLogin()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    defaultValues: { username: '', password: '', remember: false },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await loginMutation.mutateAsync(values)
      toast.success(res.message || t('auth.login.success'))
      closeAllDialogs()
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      for (const [field, code] of Object.entries(apiError?.errors ?? {})) {
        if (field === 'username' || field === 'password') setError(field, { message: code })
      }
      toast.error(apiError?.message || t('common.error'))
    }
  })

  const busy = loginMutation.isPending
  return (
    <Dialog title={t('auth.login.title')} size="primary">
      <AuthLayout
        title={t('auth.login.promoTitle')}
        text={t('auth.login.promoText')}
        points={[t('auth.login.promoPoint1'), t('auth.login.promoPoint2'), t('auth.login.promoPoint3')]}
      >
        <div className={styles.intro}>
          <p className={styles.heading}>{t('auth.login.heading')}</p>
          <p className={styles.text}>{t('auth.login.intro')}</p>
        </div>
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label={t('auth.login.username')}
            icon="user"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={LIMITS.login.usernameMax}
            error={fieldError(errors.username, {
              min: LIMITS.login.usernameMin,
              max: LIMITS.login.usernameMax,
            })}
            {...register('username')}
          />
          <TextField
            label={t('auth.login.password')}
            icon="lock"
            type="password"
            revealable
            autoComplete="current-password"
            maxLength={LIMITS.login.passwordMax}
            error={fieldError(errors.password, {
              min: LIMITS.login.passwordMin,
              max: LIMITS.login.passwordMax,
            })}
            {...register('password')}
          />
          {/* docs/accounts.md "Remembered sessions": 30 days, the password again for money changes. */}
          <Checkbox aria-describedby="login-remember-hint" {...register('remember')}>
            {t('auth.login.remember')}
          </Checkbox>
          <p id="login-remember-hint" className={styles.hint}>
            {t('auth.login.rememberHint')}
          </p>
          <div className={styles.row}>
            <button type="button" className={styles.link} onClick={() => openDialog('recovery')}>
              {t('auth.login.recovery')}
            </button>
          </div>
          <Button type="submit" variant="gold" size="lg" block loading={busy} disabled={!isValid}>
            {busy ? t('auth.login.submitting') : t('auth.login.submit')}
          </Button>
        </form>
        <p className={styles.signUp}>
          {t('auth.login.notMember')}{' '}
          <button type="button" className={styles.link} onClick={() => openDialog('register')}>
            {t('auth.login.signUpNow')}
          </button>
        </p>
        <p className={styles.secure}>
          <Icon name="lock" size={14} />
          {t('auth.login.secure')}
        </p>
      </AuthLayout>
    </Dialog>
  )
}
