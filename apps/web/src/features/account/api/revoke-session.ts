import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RevokeSessionRequest } from '@galata/contract'
import { http } from '../../../shared/api/http'
import { sessionsQuery } from './get-sessions'

/** `POST customer/sessions/revoke`: ends one of the player's other sessions at once. */
export function revokeSession(body: RevokeSessionRequest) {
  return http.post<null>('customer/sessions/revoke', body)
}

export function useRevokeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  })
}
