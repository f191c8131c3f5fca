import { useMutation } from '@tanstack/react-query'
import { PhoneStep, type UpdatePhoneRequest } from '@galata/contract'
import { ApiError, call } from '../api/http'
import { updateUser } from '../session/session-store'

/**
 * `POST customer/updatephone` (spec §7). Step 1 sends a code to the number; step 2 checks it, and on
 * success the stored user gets the number and the verified flag (spec §4). Shared because both the
 * post-registration flow (auth) and the dashboard page (account) verify a phone.
 */
export async function updatePhone(body: UpdatePhoneRequest) {
  const payload =
    body.step === PhoneStep.SendCode
      ? { step: body.step, phone: body.phone }
      : { step: body.step, phone: body.phone, code: body.code }
  const res = await call('customer/updatephone', { body: payload })
  if (body.step === PhoneStep.CheckCode) updateUser({ phone: body.phone, smsVerified: true })
  return res
}

export function useUpdatePhone() {
  return useMutation({ mutationFn: updatePhone })
}

/** The limits on codes per number, connection and site: their refusals carry `data.retryAfter` (seconds). */
const LIMIT_CODES = new Set(['SMS_NUMBER_LIMIT', 'SMS_ADDRESS_LIMIT', 'SMS_BUSY', 'CODE_LIMIT_REACHED'])

/** When the next code can be sent (epoch ms) after a limit refusal, or null for any other error. */
export function nextCodeAt(error: unknown, now: number): number | null {
  if (!(error instanceof ApiError) || !LIMIT_CODES.has(error.code ?? '')) return null
  const seconds = (error.data as { retryAfter?: unknown } | null)?.retryAfter
  return typeof seconds === 'number' && seconds > 0 ? now + seconds * 1000 : null
}

/** The seconds the server asks to wait before another code (RESEND_TOO_SOON, `data.secondsLeft`). */
export function resendWaitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'RESEND_TOO_SOON') return null
  const seconds = (error.data as { secondsLeft?: unknown } | null)?.secondsLeft
  return typeof seconds === 'number' && seconds > 0 ? seconds : null
}
