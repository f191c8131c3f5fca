import { useMutation } from '@tanstack/react-query'
import type { ChangePasswordWithCodeRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `POST auth/changepasswordwithcode` (spec §7): recovery step 3, the new password set. */
export function changePasswordWithCode(body: ChangePasswordWithCodeRequest) {
  return call('auth/changepasswordwithcode', { body: body })
}

export function useChangePasswordWithCode() {
  return useMutation({ mutationFn: changePasswordWithCode })
}
