import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { StaffEnrolChallenge } from '@galata/contract'
import { boCall, BoApiError, readToken, storeToken } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { LanguageSwitch } from '../shell/language-switch'
import type { LoginNotice } from './notice'
import { QrCode } from './qr-code'

/*
 * Staff sign-in (docs/backoffice.md "Sign-in", "Two-factor"): user name and password, then the
 * TOTP code; at the first sign-in the enrolment instead (QR code and key, the app's first code),
 * then the recovery codes, shown once, before the console opens.
 */

type Step =
  | { kind: 'credentials' }
  | { kind: 'code' }
  | { kind: 'enrol'; challenge: StaffEnrolChallenge }
  | { kind: 'recovery'; token: string; codes: string[] }

export default function LoginRoute() {
  const { t } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const notice = (location.state as LoginNotice | null)?.notice
  const [step, setStep] = useState<Step>({ kind: 'credentials' })
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const ids = { user: useId(), pass: useId(), code: useId(), hint: useId(), err: useId() }

  // Already signed in in this tab: straight to the console.
  useEffect(() => {
    if (readToken()) void navigate('/bo', { replace: true })
  }, [navigate])
  // The enrolment's and the recovery codes' heading takes the focus, so a screen reader hears where
  // the sign-in is; the code step's field has it (autoFocus), ready for the six digits.
  useEffect(() => {
    if (step.kind === 'enrol' || step.kind === 'recovery') heading.current?.focus()
  }, [step.kind])

  const enter = (token: string) => {
    storeToken(token)
    void navigate('/bo', { replace: true })
  }

  async function run(work: () => Promise<void>) {
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (e) {
      if (!(e instanceof BoApiError)) throw e
      if (e.code === 'TOTP_REQUIRED') {
        setCode('')
        setStep({ kind: 'code' })
      } else if (e.code === 'TOTP_ENROL') {
        setCode('')
        setStep({ kind: 'enrol', challenge: e.data as StaffEnrolChallenge })
      } else setError(e.message)
    } finally {
      setBusy(false)
    }
  }

  const signIn = (e: FormEvent) => {
    e.preventDefault()
    void run(async () => {
      const session = await boCall('backoffice/auth/login', {
        body: { username, password, ...(step.kind === 'code' ? { code: code.trim() } : {}) },
      })
      setPassword('')
      enter(session.token)
    })
  }

  const enrol = (e: FormEvent) => {
    e.preventDefault()
    if (step.kind !== 'enrol') return
    void run(async () => {
      const result = await boCall('backoffice/auth/enrol', {
        body: { enrolToken: step.challenge.enrolToken, code: code.trim() },
      })
      setPassword('')
      setStep({ kind: 'recovery', token: result.token, codes: result.recoveryCodes })
    })
  }

  const errorLine = error ? (
    <p className="bo-error" role="alert" id={ids.err}>
      {error}
    </p>
  ) : null

  return (
    <div className="bo-login">
      <header className="bo-login-head">
        <span className="bo-brand">{t('app.title')}</span>
        <LanguageSwitch />
      </header>
      <main id="main" className="bo-card bo-login-card">
        {step.kind === 'credentials' || step.kind === 'code' ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              {t('login.title')}
            </h1>
            {notice && step.kind === 'credentials' ? (
              <p className="bo-notice" role="status">
                {t(notice === 'ended' ? 'login.ended' : 'login.signedOut')}
              </p>
            ) : null}
            <form onSubmit={signIn} className="bo-form" noValidate>
              {step.kind === 'credentials' ? (
                <>
                  <label htmlFor={ids.user}>{t('login.username')}</label>
                  <input
                    key="username"
                    id={ids.user}
                    name="username"
                    autoComplete="username"
                    autoFocus
                    required
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                    aria-describedby={error ? ids.err : undefined}
                  />
                  <label htmlFor={ids.pass}>{t('login.password')}</label>
                  <input
                    id={ids.pass}
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    value={password}
                    onChange={(e) => setPassword(e.target.value)}
                  />
                </>
              ) : (
                <>
                  <label htmlFor={ids.code}>{t('login.code')}</label>
                  <input
                    key="code"
                    id={ids.code}
                    name="code"
                    autoComplete="one-time-code"
                    inputMode="text"
                    autoFocus
                    required
                    maxLength={32}
                    value={code}
                    onChange={(e) => setCode(e.target.value)}
                    aria-describedby={`${ids.hint}${error ? ` ${ids.err}` : ''}`}
                  />
                  <p id={ids.hint} className="bo-hint">
                    {t('login.codeHint')}
                  </p>
                </>
              )}
              {errorLine}
              <div className="bo-actions">
                {step.kind === 'code' ? (
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    onClick={() => setStep({ kind: 'credentials' })}
                  >
                    {t('login.back')}
                  </button>
                ) : null}
                <button type="submit" className="bo-button" disabled={busy}>
                  {busy ? t('login.working') : step.kind === 'code' ? t('login.verify') : t('login.submit')}
                </button>
              </div>
            </form>
          </>
        ) : step.kind === 'enrol' ? (
          <>
            <h1 ref={heading} tabIndex={-1}>
              {t('enrol.title')}
            </h1>
            <p>{t('enrol.intro')}</p>
            <div className="bo-enrol">
              <QrCode text={step.challenge.otpauthUrl} label={t('enrol.qr')} />
              <div>
                <p className="bo-label">{t('enrol.secret')}</p>
                <code className="bo-secret" data-testid="totp-secret">
                  {step.challenge.secret}
                </code>
              </div>
            </div>
            <form onSubmit={enrol} className="bo-form" noValidate>
              <label htmlFor={ids.code}>{t('enrol.code')}</label>
              <input
                id={ids.code}
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="\d{6}"
                maxLength={6}
                required
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-describedby={error ? ids.err : undefined}
              />
              {errorLine}
              <div className="bo-actions">
                <button type="submit" className="bo-button" disabled={busy}>
                  {busy ? t('login.working') : t('enrol.submit')}
                </button>
              </div>
            </form>
          </>
        ) : (
          <>
            <h1 ref={heading} tabIndex={-1}>
              {t('recovery.title')}
            </h1>
            <p>{t('recovery.intro')}</p>
            <ol className="bo-codes" data-testid="recovery-codes">
              {step.codes.map((c) => (
                <li key={c}>
                  <code>{c}</code>
                </li>
              ))}
            </ol>
            <label className="bo-check">
              <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
              {t('recovery.saved')}
            </label>
            <div className="bo-actions">
              <button type="button" className="bo-button" disabled={!saved} onClick={() => enter(step.token)}>
                {t('recovery.continue')}
              </button>
            </div>
          </>
        )}
      </main>
    </div>
  )
}
