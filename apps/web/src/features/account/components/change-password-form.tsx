import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { changePasswordSchema, LIMITS, type ChangePasswordRequest } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { fieldError } from '../../../shared/i18n/field-error'
import { useT } from '../../../shared/i18n/i18n'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { TextField } from '../../../shared/ui/text-field'
import { toast } from '../../../shared/ui/toast'
import { useChangePassword } from '../api/change-password'
import styles from './change-password-form.module.css'

const L = LIMITS.changePassword
const EMPTY: ChangePasswordRequest = { oldPassword: '', password: '', confirmPassword: '' }

/**
 * Change password (spec §2): Old Password (at least 5: one chosen under the earlier rule), Password
 * and Confirm Password (at least 8, NIST SP 800-63B; equal) and Change with its loading state. The server's message is a success or an
 * error toast (spec §8); success empties the form.
 */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const t = useT()
  const mutation = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitted },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await mutation.mutateAsync(values)
      toast.success(res.message || t('account.changePassword.submit'))
      reset(EMPTY)
      onDone?.()
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      for (const [field, code] of Object.entries(apiError?.errors ?? {})) {
        if (field in EMPTY) setError(field as keyof ChangePasswordRequest, { message: code })
      }
      toast.error(apiError?.message || t('common.error'))
    }
  })

  const limits = { min: L.passwordMin, max: L.passwordMax }
  const busy = mutation.isPending
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <TextField
        label={t('account.changePassword.old')}
        icon="lock"
        type="password"
        revealable
        autoComplete="current-password"
        maxLength={L.passwordMax}
        error={fieldError(errors.oldPassword, { min: L.oldPasswordMin, max: L.passwordMax })}
        {...register('oldPassword')}
      />
      <TextField
        label={t('account.changePassword.new')}
        icon="lock"
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={L.passwordMax}
        hint={t('auth.register.passwordHint')}
        error={fieldError(errors.password, limits)}
        {...register('password', {
          onChange: () => {
            if (isSubmitted || getFieldState('confirmPassword').isTouched) void trigger('confirmPassword')
          },
        })}
      />
      <TextField
        label={t('account.changePassword.confirm')}
        icon="lock"
        type="password"
        revealable
        autoComplete="new-password"
        maxLength={L.passwordMax}
        error={fieldError(errors.confirmPassword, limits)}
        {...register('confirmPassword')}
      />
      <p className={styles.note}>
        <Icon name="lock" size={14} />
        {t('account.changePassword.note')}
      </p>
      <Button
        type="submit"
        variant="gold"
        size="lg"
        loading={busy}
        disabled={!isValid}
        className={styles.submit}
      >
        {busy ? t('account.changePassword.submitting') : t('account.changePassword.submit')}
      </Button>
    </form>
  )
}
