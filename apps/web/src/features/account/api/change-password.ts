import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangePasswordRequest } from '@galata/contract'
import { http } from '../../../shared/api/http'
import { sessionsQuery } from './get-sessions'

/**
 * `POST customer/changepassword` (spec §7). The server ends every other session and keeps this one,
 * so the session history is out of date afterwards.
 */
export function changePassword(body: ChangePasswordRequest) {
  return http.post<null>('customer/changepassword', body)
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  })
}
