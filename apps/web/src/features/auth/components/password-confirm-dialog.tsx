import { useState, type FormEvent } from 'react'
import { LIMITS } from '@galata/contract'
import { ApiError, call } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { settlePasswordPrompt } from '../../../shared/session/password-confirm'
import { Button } from '../../../shared/ui/button'
import { Dialog } from '../../../shared/ui/dialog'
import { TextField } from '../../../shared/ui/text-field'
import styles from './login-dialog.module.css'

/**
 * The password again for a remembered session (docs/accounts.md "Remembered sessions"): a small
 * modal over whatever is open (the withdraw form stays under it). Right, the waiting call is sent
 * again; wrong, the server's message shows under the field; Cancel or Escape gives up the call.
 */
export function PasswordConfirmDialog() {
  const t = useT()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const valid = password.length >= LIMITS.login.passwordMin

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!valid || busy) return
    setBusy(true)
    try {
      await call('customer/confirmpassword', { body: { password } })
      settlePasswordPrompt(true)
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('common.error'))
      setBusy(false)
    }
  }

  return (
    <Dialog title={t('auth.confirm.title')} size="narrow" onClose={() => settlePasswordPrompt(false)}>
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
        <p className={styles.text}>{t('auth.confirm.text')}</p>
        <TextField
          label={t('auth.login.password')}
          icon="lock"
          type="password"
          revealable
          autoComplete="current-password"
          autoFocus
          maxLength={LIMITS.login.passwordMax}
          value={password}
          error={error}
          onChange={(e) => {
            setPassword(e.target.value)
            setError(null)
          }}
        />
        <Button type="submit" variant="gold" size="lg" block loading={busy} disabled={!valid}>
          {t('auth.confirm.submit')}
        </Button>
        <Button type="button" variant="outline" block onClick={() => settlePasswordPrompt(false)}>
          {t('auth.confirm.cancel')}
        </Button>
      </form>
    </Dialog>
  )
}
