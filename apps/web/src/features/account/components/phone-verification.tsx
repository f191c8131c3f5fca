import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { PhonePageState } from '@galata/contract'
import { formatFullPhone, isCompletePhone } from '../../../shared/forms/mask'
import { formatDateTime } from '../../../shared/dates'
import { fieldError } from '../../../shared/i18n/field-error'
import { useT } from '../../../shared/i18n/i18n'
import { ResendCode } from '../../../shared/phone/resend-code'
import { usePhoneVerification } from '../../../shared/phone/use-phone-verification'
import { useSession } from '../../../shared/session/session-store'
import { Button } from '../../../shared/ui/button'
import { CodeInput } from '../../../shared/ui/code-input'
import { Icon } from '../../../shared/ui/icon'
import { PhoneInput } from '../../../shared/ui/phone-input'
import { profileQuery } from '../api/get-profile'
import styles from './phone-verification.module.css'

type PageState = (typeof PhonePageState)[keyof typeof PhonePageState]

/**
 * Phone verification (spec §2 screen, §3 page states, §4 transitions): not verified → Send Code →
 * code page; Update Number → update page (the only page where the number can be edited) → Send
 * Code → code page; Change Phone Number on the code page goes back to the number with the code
 * cleared. Success shows "Congratulations! …" with Close, then the verified page; the stored user
 * already has the new number and flag. Used by the dashboard page and the verification dialogs.
 */
export function PhoneVerification({ onClose }: { onClose?: () => void }) {
  const t = useT()
  const queryClient = useQueryClient()
  const user = useSession((s) => s.user)
  const storedPhone = user?.phone ?? ''
  const isVerified = user?.smsVerified === true
  const restingPage: PageState = isVerified
    ? PhonePageState.VerifiedPage
    : storedPhone
      ? PhonePageState.NotVerifiedPage
      : PhonePageState.UpdatePage
  const [page, setPage] = useState<PageState>(restingPage)
  const [succeeded, setSucceeded] = useState(false)

  const { form, sendCode, enterCode, backToPhone, validate, countdown, retryAt, isSending, isValidating } =
    usePhoneVerification({
      phone: storedPhone,
      toastOnVerified: false,
      onVerified: () => {
        setSucceeded(true)
        setPage(PhonePageState.VerifiedPage)
        void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey })
      },
    })
  const {
    control,
    watch,
    setValue,
    clearErrors,
    formState: { errors, isSubmitted },
  } = form
  const phone = watch('phone')
  const code = watch('code') ?? ''
  // An empty code box left for another control (Change Phone Number) is not a mistake yet.
  const codeError = code.length > 0 || isSubmitted ? fieldError(errors.code) : null

  const send = async () => {
    if (await sendCode()) setPage(PhonePageState.VerificationCodePage)
  }

  // A code already received stays good: the player may type it without asking for another SMS.
  const haveCode = () => {
    enterCode()
    setPage(PhonePageState.VerificationCodePage)
  }

  const cancelUpdate = () => {
    setValue('phone', storedPhone)
    clearErrors('phone')
    setPage(restingPage)
  }

  if (succeeded) {
    return (
      <div className={styles.success} role="status">
        <span className={styles.successMark} aria-hidden>
          <Icon name="check" size={40} />
        </span>
        <p className={styles.successText}>{t('phone.success')}</p>
        <p className={styles.successPhone}>{formatFullPhone(storedPhone)}</p>
        <Button
          variant="gold"
          size="lg"
          className={styles.successButton}
          onClick={() => {
            setSucceeded(false)
            onClose?.()
          }}
        >
          {t('common.close')}
        </Button>
      </div>
    )
  }

  const editable = page === PhonePageState.UpdatePage
  const onCodePage = page === PhonePageState.VerificationCodePage
  const text =
    page === PhonePageState.VerifiedPage
      ? t('phone.verifiedText')
      : page === PhonePageState.UpdatePage
        ? t('phone.updateText')
        : page === PhonePageState.VerificationCodePage
          ? t('phone.codeSentTo', { phone: formatFullPhone(phone) })
          : t('phone.notVerifiedText')

  return (
    <div className={styles.card}>
      <div className={styles.top}>
        <span className={styles.icon} aria-hidden>
          <Icon name="phone" size={24} />
        </span>
        <p className={styles.text}>{text}</p>
      </div>

      <form
        className={styles.form}
        noValidate
        onSubmit={(e) => {
          if (onCodePage) {
            void validate(e)
            return
          }
          e.preventDefault()
          void send()
        }}
      >
        <div className={styles.phoneRow}>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                label={t('phone.label')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                readOnly={!editable}
                autoFocus={editable}
                className={styles.phoneField}
                error={fieldError(errors.phone)}
              />
            )}
          />
          {!editable && (
            <span
              className={`${styles.status} ${isVerified && phone === storedPhone ? styles.verified : styles.notVerified}`}
            >
              <Icon name={isVerified && phone === storedPhone ? 'check' : 'phone'} size={14} />
              {isVerified && phone === storedPhone ? t('dashboard.verified') : t('dashboard.notVerified')}
            </span>
          )}
        </div>

        {onCodePage && (
          <>
            <Controller
              control={control}
              name="code"
              render={({ field }) => (
                <CodeInput
                  label={t('phone.code')}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  disabled={isSending}
                  autoFocus
                  error={codeError}
                />
              )}
            />
            <div className={styles.actions}>
              <Button
                type="submit"
                variant="gold"
                size="lg"
                loading={isValidating}
                disabled={code.length !== 6 || isSending}
              >
                {isValidating ? t('phone.validating') : t('phone.validate')}
              </Button>
              <button
                type="button"
                className={styles.link}
                // Keeps the focus in the code box, so its blur does not move this link mid-click.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  backToPhone()
                  setPage(PhonePageState.UpdatePage)
                }}
              >
                {t('phone.change')}
              </button>
            </div>
            <ResendCode
              secondsLeft={countdown.secondsLeft}
              busy={isSending}
              onResend={() => void sendCode()}
            />
          </>
        )}

        {page === PhonePageState.NotVerifiedPage && (
          <div className={styles.actions}>
            <Button type="submit" variant="gold" size="lg" loading={isSending} disabled={countdown.running}>
              {isSending ? t('phone.sending') : t('phone.sendCode')}
            </Button>
            <Button variant="outline" size="lg" onClick={haveCode}>
              {t('phone.haveCode')}
            </Button>
            <Button variant="ghost" size="lg" onClick={() => setPage(PhonePageState.UpdatePage)}>
              {t('phone.update')}
            </Button>
          </div>
        )}

        {retryAt !== null && (
          <p className={styles.limitNote} role="alert" data-testid="phone-next-code">
            {t('phone.nextCodeAt', { time: formatDateTime(retryAt) })}
          </p>
        )}

        {page === PhonePageState.UpdatePage && (
          <div className={styles.actions}>
            <Button
              type="submit"
              variant="gold"
              size="lg"
              loading={isSending}
              disabled={countdown.running || !isCompletePhone(phone)}
            >
              {isSending ? t('phone.sending') : t('phone.sendCode')}
            </Button>
            {storedPhone && (
              <Button variant="ghost" size="lg" onClick={cancelUpdate}>
                {t('common.cancel')}
              </Button>
            )}
          </div>
        )}

        {page === PhonePageState.VerifiedPage && (
          <div className={styles.actions}>
            <Button variant="outline" size="lg" onClick={() => setPage(PhonePageState.UpdatePage)}>
              {t('phone.update')}
            </Button>
          </div>
        )}

        {!onCodePage && countdown.running && (
          <ResendCode secondsLeft={countdown.secondsLeft} onResend={() => void send()} />
        )}
      </form>
    </div>
  )
}
