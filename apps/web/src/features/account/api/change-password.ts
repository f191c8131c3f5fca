import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangePasswordRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { sessionsQuery } from './get-sessions'

/**
 * `POST customer/changepassword` (spec §7). The server ends every other session and keeps this one,
 * so the session history is out of date afterwards.
 */
export function changePassword(body: ChangePasswordRequest) {
  return call('customer/changepassword', { body: body })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  })
}
