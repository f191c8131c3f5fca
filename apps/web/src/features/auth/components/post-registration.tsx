import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { Controller } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { TIMINGS, TRIAL_BONUS_RULES } from '@galata/contract'
import { ApiError } from '../../../shared/api/http'
import { chatStore, openChat } from '../../../shared/chat/chatwoot'
import { formatFullPhone, isCompletePhone } from '../../../shared/forms/mask'
import { fieldError } from '../../../shared/i18n/field-error'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { ResendCode } from '../../../shared/phone/resend-code'
import { usePhoneVerification } from '../../../shared/phone/use-phone-verification'
import { useSession } from '../../../shared/session/session-store'
import { closeAllDialogs, openDialog } from '../../../shared/store/ui-store'
import { Button } from '../../../shared/ui/button'
import { CodeInput } from '../../../shared/ui/code-input'
import { fireConfetti } from '../../../shared/ui/confetti'
import { Icon } from '../../../shared/ui/icon'
import { PhoneInput } from '../../../shared/ui/phone-input'
import { toast } from '../../../shared/ui/toast'
import { useClaimTrialBonus } from '../api/claim-trial-bonus'
import { formatBonusAmount } from '../lib/format'
import styles from './post-registration.module.css'

/**
 * Secondary links beside the code box keep the focus where it is when pressed, so the box's
 * blur does not shift the layout under the pointer between press and release.
 */
const keepFocus = (e: MouseEvent) => e.preventDefault()

export type PostRegistrationStep = 'phone' | 'code' | 'celebration'

/**
 * After sign-up (spec §2, §4): with the trial bonus ticked, phone step 1 (the number from the form,
 * locked) sends its code at once, step 2 takes the six digits, then the celebration offers the
 * bonus. Without it the celebration shows at once with Deposit and Live Chat. Skip Verification
 * closes the dialog; the account is already logged in.
 */
export function PostRegistration({
  trialAmount,
  step,
  onStep,
}: {
  trialAmount: number
  step: PostRegistrationStep
  onStep: (step: PostRegistrationStep) => void
}) {
  if (step === 'celebration') return <Celebration trialAmount={trialAmount} />
  return <PhoneSteps step={step} onStep={onStep} />
}

function PhoneSteps({
  step,
  onStep,
}: {
  step: 'phone' | 'code'
  onStep: (step: PostRegistrationStep) => void
}) {
  const t = useT()
  const storedPhone = useSession((s) => s.user?.phone ?? '')
  const [locked, setLocked] = useState(true)
  const { form, sendCode, backToPhone, validate, countdown, isSending, isValidating } = usePhoneVerification({
    phone: storedPhone,
    onVerified: () => onStep('celebration'),
  })
  const {
    control,
    watch,
    formState: { errors, isSubmitted },
  } = form
  const phone = watch('phone')
  const code = watch('code') ?? ''
  // An empty code box left for another control (Change Phone Number) is not a mistake yet.
  const codeError = code.length > 0 || isSubmitted ? fieldError(errors.code) : null

  const send = async () => {
    if (await sendCode()) onStep('code')
  }

  // Spec §4: with the trial bonus ticked, step 1 is sent as soon as the flow starts.
  const sentOnEntry = useRef(false)
  useEffect(() => {
    if (sentOnEntry.current) return
    sentOnEntry.current = true
    void sendCode().then((ok) => ok && onStep('code'))
  }, [sendCode, onStep])

  const skip = (
    <button type="button" className={styles.skip} onMouseDown={keepFocus} onClick={closeAllDialogs}>
      {t('auth.verify.skip')}
    </button>
  )

  if (step === 'phone') {
    return (
      <div className={styles.step}>
        <StepHeader icon="phone" heading={t('auth.verify.heading')} text={t('auth.verify.intro')} />
        <form
          className={styles.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void send()
          }}
        >
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
                readOnly={locked}
                error={fieldError(errors.phone)}
              />
            )}
          />
          <Button
            type="submit"
            variant="gold"
            size="lg"
            block
            loading={isSending}
            disabled={countdown.running || !isCompletePhone(phone)}
          >
            {isSending ? t('phone.sending') : t('phone.validate')}
          </Button>
          {countdown.running && (
            <ResendCode secondsLeft={countdown.secondsLeft} onResend={() => void send()} />
          )}
        </form>
        {skip}
      </div>
    )
  }

  return (
    <div className={styles.step}>
      <StepHeader
        icon="lock"
        heading={t('auth.verify.codeHeading')}
        text={t('phone.codeSentTo', { phone: formatFullPhone(phone) })}
      />
      <form className={styles.form} noValidate onSubmit={(e) => void validate(e)}>
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
        <Button
          type="submit"
          variant="gold"
          size="lg"
          block
          loading={isValidating}
          disabled={code.length !== 6 || isSending}
        >
          {isValidating ? t('phone.validating') : t('phone.validate')}
        </Button>
        <ResendCode secondsLeft={countdown.secondsLeft} busy={isSending} onResend={() => void sendCode()} />
      </form>
      <div className={styles.links}>
        <button
          type="button"
          className={styles.link}
          onMouseDown={keepFocus}
          onClick={() => {
            // Spec §2: back to step 1 with the number editable again; the code is cleared.
            backToPhone()
            setLocked(false)
            onStep('phone')
          }}
        >
          {t('phone.change')}
        </button>
        {skip}
      </div>
    </div>
  )
}

function StepHeader({ icon, heading, text }: { icon: 'phone' | 'lock'; heading: string; text: string }) {
  return (
    <div className={styles.header}>
      <span className={styles.badge} aria-hidden>
        <Icon name={icon} size={26} />
      </span>
      <p className={styles.heading}>{heading}</p>
      <p className={styles.text}>{text}</p>
    </div>
  )
}

/**
 * Congratulations (spec §2): with a trial bonus to claim, Yes claims it (confetti, then the dialog
 * closes after 1 s); a failed claim is not the player's problem (spec §8), so its message is shown
 * quietly and the dialog can still be closed. Without one: confetti at once, Deposit and Live Chat.
 */
function Celebration({ trialAmount }: { trialAmount: number }) {
  const t = useT()
  const navigate = useNavigate()
  const claim = useClaimTrialBonus()
  const [claimNote, setClaimNote] = useState<string | null>(null)
  const hasTrial = trialAmount > 0

  const fired = useRef(false)
  useEffect(() => {
    if (hasTrial || fired.current) return
    fired.current = true
    fireConfetti()
  }, [hasTrial])

  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current)
    },
    [],
  )

  const onYes = async () => {
    setClaimNote(null)
    try {
      const res = await claim.mutateAsync()
      fireConfetti()
      toast.success(res.message || t('auth.celebrate.bonusAdded'))
      closeTimer.current = setTimeout(closeAllDialogs, TIMINGS.trialDialogCloseMs)
    } catch (error) {
      setClaimNote(error instanceof ApiError && error.message ? error.message : t('common.error'))
    }
  }

  return (
    <div className={`${styles.step} ${styles.celebration}`}>
      <div className={styles.trophy} aria-hidden>
        <span className={styles.ring} />
        <Icon name={hasTrial ? 'gift' : 'check'} size={44} />
      </div>
      <p className={styles.congrats} role="status">
        {t('auth.celebrate.heading')}
      </p>
      <p className={styles.text}>
        {hasTrial
          ? t('auth.celebrate.trialText', {
              amount: formatBonusAmount(trialAmount),
              days: TRIAL_BONUS_RULES.claimDays,
            })
          : t('auth.celebrate.readyText')}
      </p>
      {hasTrial ? (
        <div className={styles.actions}>
          <Button
            variant="gold"
            size="lg"
            block
            loading={claim.isPending}
            disabled={claim.isSuccess}
            onClick={() => void onYes()}
          >
            {t('common.yes')}
          </Button>
          <Button variant="ghost" size="md" block onClick={closeAllDialogs}>
            {claimNote ? t('common.close') : t('auth.celebrate.later')}
          </Button>
          {claimNote && <p className={styles.note}>{claimNote}</p>}
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="gold"
            size="lg"
            block
            onClick={() => {
              void navigate(paths.dashboard.deposit)
              closeAllDialogs()
            }}
          >
            <Icon name="deposit" size={18} />
            {t('auth.celebrate.deposit')}
          </Button>
          <ContactButton />
        </div>
      )}
    </div>
  )
}

/**
 * The celebration's second button (spec §2 "Live Chat"): the live chat when the player has one
 * (docs/live-chat.md: logged in, "Accept all", a chat configured), as Support does, else the
 * callback form. Its name says which it opens, so it never promises a chat that is not there.
 */
function ContactButton() {
  const t = useT()
  const { state } = chatStore.useStore()
  const chat = state === 'ready' || state === 'loading'
  const contact = () => {
    // The celebration is a modal dialog: it closes so the widget beside the page can take focus.
    if (openChat()) closeAllDialogs()
    else openDialog('callback')
  }
  return (
    <Button variant="subtle" size="lg" block onClick={contact} data-testid="celebrate-contact">
      <Icon name="support" size={18} />
      {chat ? t('layout.liveChat') : t('auth.celebrate.liveChat')}
    </Button>
  )
}
