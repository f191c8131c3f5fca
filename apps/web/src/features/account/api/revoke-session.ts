import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RevokeSessionRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { sessionsQuery } from './get-sessions'

/** `POST customer/sessions/revoke`: ends one of the player's other sessions at once. */
export function revokeSession(body: RevokeSessionRequest) {
  return call('customer/sessions/revoke', { body: body })
}

export function useRevokeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  })
}
