import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Notification } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { notificationsQuery } from './get-notifications'
import { markRead } from '../lib/list'

/** `POST customer/readnotification` with the one id opened (spec §7: a list although one is sent). */
export function readNotification(id: number) {
  return call('customer/readnotification', { body: { id: [id] } })
}

/**
 * Spec §4: the item becomes read once the call succeeds, then local state updates; a failure is
 * ignored silently (spec §8) and the item stays unread.
 */
export function useReadNotification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (_data, id) =>
      queryClient.setQueryData<Notification[]>(notificationsQuery.queryKey, (list) => markRead(list, id)),
  })
}
