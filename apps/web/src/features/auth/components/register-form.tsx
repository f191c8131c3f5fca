import { useId, useMemo, useState, type ReactNode } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { LIMITS } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { fieldError } from '../../../shared/i18n/field-error'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { readReferral } from '../../../shared/referral'
import { openDialog } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { Checkbox } from '../../../shared/ui/checkbox'
import { DateOfBirth } from '../../../shared/ui/date-of-birth'
import { Icon } from '../../../shared/ui/icon'
import { PhoneInput } from '../../../shared/ui/phone-input'
import { TextField } from '../../../shared/ui/text-field'
import { toast } from '../../../shared/ui/toast'
import { useDefaultCountryId } from '../api/get-register-form'
import { useRegister } from '../api/register'
import { formatBonusAmount } from '../lib/format'
import {
  EMPTY_REGISTER_FORM,
  registerResolver,
  type RegisterBody,
  type RegisterContext,
  type RegisterFormValues,
} from '../lib/register-form'
import styles from './register-dialog.module.css'
import { RegisterRefusal, standingRefusal } from './register-refusal'

const R = LIMITS.register

/** A link to a CMS page opened beside the form, so what the player typed stays. */
function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  const t = useT()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  )
}

/** A translated sentence with `{name}` places filled by elements (links), in the sentence's order. */
function withLinks(template: string, parts: Record<string, ReactNode>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((piece, i) => {
    const name = /^\{(\w+)\}$/.exec(piece)?.[1]
    return name && name in parts ? <span key={i}>{parts[name]}</span> : piece
  })
}

/**
 * The sign-up form (spec §2, §3, §5). Every rule is the contract's register schema, run on the very
 * payload the form sends (18+ included); the form adds the full phone mask and the general terms.
 * Each field's first error shows after blur or submit; submit stays disabled while anything is
 * wrong. Success logs the player in (spec §4) and hands over to the post-registration flow.
 */
export function RegisterForm({
  trialAmount,
  onRegistered,
}: {
  trialAmount: number
  onRegistered: (trialTicked: boolean) => void
}) {
  const t = useT()
  const countryId = useDefaultCountryId()
  const registerMutation = useRegister()
  const context = useMemo<RegisterContext>(
    () => ({
      countryId,
      refId: readReferral(),
      trialOffered: trialAmount > 0,
      messages: { phoneIncomplete: t('phone.incomplete') },
    }),
    [countryId, trialAmount, t],
  )
  const {
    register,
    control,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    formState: { errors, isValid, isSubmitted },
  } = useForm<RegisterFormValues, RegisterContext, RegisterBody>({
    resolver: registerResolver,
    context,
    mode: 'onTouched',
    defaultValues: EMPTY_REGISTER_FORM,
  })

  /** A field that depends on another (the confirmation, the year) is re-checked once it was shown. */
  const recheck = (name: 'password2' | 'birthDateYear') => {
    if (isSubmitted || getFieldState(name).isTouched) void trigger(name)
  }

  const [refusal, setRefusal] = useState<string | null>(null)

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null)
    try {
      const res = await registerMutation.mutateAsync(body)
      toast.success(res.message || t('auth.register.success'))
      onRegistered(body.trialBonus === 1)
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      const standing = standingRefusal(error)
      if (standing) {
        setRefusal(standing)
        return
      }
      for (const [field, code] of Object.entries(apiError?.errors ?? {})) {
        if (field === 'birthDate') setError('birthDateYear', { message: code }, { shouldFocus: true })
        else if (field in EMPTY_REGISTER_FORM)
          setError(field as keyof RegisterFormValues, { message: code }, { shouldFocus: true })
      }
      toast.error(apiError?.message || t('common.error'))
    }
  })

  const busy = registerMutation.isPending
  const marketingHintId = useId()
  const birthError =
    fieldError(errors.birthDateDay) ?? fieldError(errors.birthDateMonth) ?? fieldError(errors.birthDateYear)

  return (
    <>
      <div className={styles.intro}>
        <p className={styles.heading}>{t('auth.register.heading')}</p>
        <p className={styles.text}>{t('auth.register.intro')}</p>
      </div>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.grid}>
          <TextField
            label={t('auth.register.name')}
            autoComplete="given-name"
            maxLength={R.nameMax}
            error={fieldError(errors.name, { min: R.nameMin, max: R.nameMax })}
            {...register('name')}
          />
          <TextField
            label={t('auth.register.surname')}
            autoComplete="family-name"
            maxLength={R.nameMax}
            error={fieldError(errors.surname, { min: R.nameMin, max: R.nameMax })}
            {...register('surname')}
          />
          <TextField
            label={t('auth.register.username')}
            icon="user"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={R.usernameMax}
            hint={t('auth.register.usernameHint')}
            error={fieldError(errors.username, { min: R.usernameMin, max: R.usernameMax })}
            {...register('username')}
          />
          <TextField
            label={t('auth.register.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={R.emailMax}
            error={fieldError(errors.email, { min: R.emailMin, max: R.emailMax })}
            {...register('email')}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneInput
                label={t('auth.register.phone')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldError(errors.phone, { min: LIMITS.phone.min, max: LIMITS.phone.max })}
              />
            )}
          />
          <DateOfBirth
            label={t('auth.register.birthDate')}
            labels={{
              day: t('auth.register.day'),
              month: t('auth.register.month'),
              year: t('auth.register.year'),
            }}
            day={register('birthDateDay')}
            month={register('birthDateMonth')}
            year={register('birthDateYear')}
            error={birthError}
            onPartChange={(part) => {
              if (part !== 'birthDateYear') recheck('birthDateYear')
            }}
          />
          <TextField
            label={t('auth.register.password')}
            icon="lock"
            type="password"
            revealable
            autoComplete="new-password"
            maxLength={R.passwordMax}
            hint={t('auth.register.passwordHint')}
            error={fieldError(errors.password, { min: R.passwordMin, max: R.passwordMax })}
            {...register('password', { onChange: () => recheck('password2') })}
          />
          <TextField
            label={t('auth.register.password2')}
            icon="lock"
            type="password"
            revealable
            autoComplete="new-password"
            maxLength={R.passwordMax}
            error={fieldError(errors.password2, { min: R.passwordMin, max: R.passwordMax })}
            {...register('password2')}
          />
        </div>

        <div className={styles.checks}>
          {trialAmount > 0 && (
            <Checkbox {...register('trialBonus')}>
              <span className={styles.trial}>
                <Icon name="gift" size={16} />
                {t('auth.register.trialBonus', { amount: formatBonusAmount(trialAmount) })}
              </span>
            </Checkbox>
          )}
          <Checkbox error={fieldError(errors.ageConfirmed)} {...register('ageConfirmed')}>
            {t('legal.signup.adult')}
          </Checkbox>
          <Checkbox error={fieldError(errors.termsAccepted)} {...register('termsAccepted')}>
            {withLinks(t('legal.signup.terms'), {
              terms: <NewTabLink href={paths.generalTerms}>{t('legal.signup.termsLink')}</NewTabLink>,
              privacy: <NewTabLink href={paths.privacyPolicy}>{t('legal.signup.privacyLink')}</NewTabLink>,
            })}
          </Checkbox>
          <Checkbox {...register('marketingConsent')} aria-describedby={marketingHintId}>
            {t('legal.signup.marketing')}
          </Checkbox>
          <p id={marketingHintId} className={styles.consentHint}>
            {t('legal.signup.marketingHint')}
          </p>
          <p className={styles.consentHint}>
            {withLinks(t('legal.signup.kvkk'), {
              notice: <NewTabLink href={paths.privacyPolicy}>{t('legal.signup.kvkkLink')}</NewTabLink>,
            })}
          </p>
        </div>

        {refusal && <RegisterRefusal message={refusal} />}
        <Button type="submit" variant="gold" size="lg" block loading={busy} disabled={!isValid}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
        <p className={styles.adults}>
          <Icon name="eighteen-plus" size={18} />
          {t('auth.register.adultsOnly')}
        </p>
      </form>
      <p className={styles.switch}>
        {t('auth.register.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => openDialog('login')}>
          {t('auth.register.loginNow')}
        </button>
      </p>
    </>
  )
}
