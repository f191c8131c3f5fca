import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { sessionsQuery } from './get-sessions'

/** `POST customer/sessions/revoke-others`: ends every session but this one (body `{}`). */
export function revokeOtherSessions() {
  return call('customer/sessions/revoke-others', { body: {} })
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  })
}
