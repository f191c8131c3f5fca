import { useMutation } from '@tanstack/react-query'
import type { SendResetPasswordRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `POST auth/sendresetpassword` (spec §7): recovery step 1, a code e-mailed to the account. */
export function sendResetPassword(body: SendResetPasswordRequest) {
  return call('auth/sendresetpassword', { body: body })
}

export function useSendResetPassword() {
  return useMutation({ mutationFn: sendResetPassword })
}
