import { useCallback, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { PhoneStep, TIMINGS, updatePhoneSchema, type UpdatePhoneRequest } from '@galata/contract'
import { ApiError } from '../api/http'
import { withChecks } from '../forms/extend-resolver'
import { isCompletePhone } from '../forms/mask'
import { useCountdown } from '../hooks/use-countdown'
import { useT } from '../i18n/i18n'
import { toast } from '../ui/toast'
import { nextCodeAt, resendWaitSeconds, useUpdatePhone } from './update-phone'

export type PhoneFormValues = UpdatePhoneRequest

const RESEND_SECONDS = TIMINGS.codeResendMs / 1000

/**
 * The phone form of spec §3 (step, phone, code) with its rules of §4: Send Code asks for an SMS and
 * starts the 60 s resend timer; Validate checks the code, and a failure clears the code and shows
 * the server's message; the code box is disabled while a code is being sent. The screen around it
 * (post-registration steps, dashboard pages) decides what each state looks like.
 */
export function usePhoneVerification({
  phone,
  onVerified,
  toastOnVerified = true,
}: {
  phone: string
  onVerified?: (phone: string) => void
  toastOnVerified?: boolean
}) {
  const t = useT()
  const mutation = useUpdatePhone()
  const countdown = useCountdown()
  const form = useForm<PhoneFormValues>({
    resolver: withChecks(zodResolver(updatePhoneSchema), (values) => ({
      phone: values.phone && !isCompletePhone(values.phone) ? t('phone.incomplete') : null,
    })),
    mode: 'onTouched',
    defaultValues: { step: PhoneStep.SendCode, phone, code: '' },
  })
  const { getValues, setValue, trigger, clearErrors } = form
  const { mutateAsync } = mutation
  const { start: startCountdown, stop: stopCountdown } = countdown
  // After a limit refusal: when the server will send the next code (its `retryAfter`), so the page
  // can say the time instead of "later".
  const [retryAt, setRetryAt] = useState<number | null>(null)

  /** Step 1; resolves true when a code is on its way and the code step should show. */
  const sendCode = useCallback(async (): Promise<boolean> => {
    if (!(await trigger('phone'))) return false
    const number = getValues('phone')
    try {
      const res = await mutateAsync({ step: PhoneStep.SendCode, phone: number })
      toast.success(res.message || t('phone.sendCode'))
      startCountdown(RESEND_SECONDS)
      setRetryAt(null)
      setValue('code', '')
      clearErrors('code')
      setValue('step', PhoneStep.CheckCode)
      return true
    } catch (error) {
      const wait = resendWaitSeconds(error)
      if (wait) startCountdown(wait)
      setRetryAt(nextCodeAt(error, Date.now()))
      toast.error(error instanceof ApiError && error.message ? error.message : t('common.error'))
      return false
    }
  }, [clearErrors, getValues, mutateAsync, setValue, startCountdown, t, trigger])

  /** The code step without a new SMS: the player types a code already received. */
  const enterCode = useCallback(() => {
    setValue('step', PhoneStep.CheckCode)
    setValue('code', '')
    clearErrors('code')
  }, [clearErrors, setValue])

  /** Back to step 1 (Change Phone Number): the code is cleared. */
  const backToPhone = useCallback(() => {
    setValue('step', PhoneStep.SendCode)
    setValue('code', '')
    clearErrors('code')
  }, [clearErrors, setValue])

  /** Step 2 as a submit handler. */
  const validate = form.handleSubmit(async (values) => {
    try {
      const res = await mutateAsync({
        step: PhoneStep.CheckCode,
        phone: values.phone,
        code: values.code,
      })
      if (toastOnVerified) toast.success(res.message || t('phone.success'))
      stopCountdown()
      onVerified?.(values.phone)
    } catch (error) {
      setValue('code', '', { shouldValidate: false })
      toast.error(error instanceof ApiError && error.message ? error.message : t('common.error'))
    }
  })

  const isSending = mutation.isPending && mutation.variables?.step === PhoneStep.SendCode
  const isValidating = mutation.isPending && mutation.variables?.step === PhoneStep.CheckCode
  return {
    form,
    sendCode,
    enterCode,
    backToPhone,
    validate,
    countdown,
    retryAt,
    isSending,
    isValidating,
  }
}
