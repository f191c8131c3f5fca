import { useMutation } from '@tanstack/react-query'
import type { CheckResetCodeRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `POST auth/checkresetcode` (spec §7): recovery step 2, the e-mailed code checked. */
export function checkResetCode(body: CheckResetCodeRequest) {
  return call('auth/checkresetcode', { body: body })
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode })
}
