import { useMutation } from '@tanstack/react-query'
import type { CheckResetCodeRequest } from '@galata/contract'
import { http } from '../../../shared/api/http'

/** `POST auth/checkresetcode` (spec §7): recovery step 2, the e-mailed code checked. */
export function checkResetCode(body: CheckResetCodeRequest) {
  return http.post<null>('auth/checkresetcode', body)
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode })
}
