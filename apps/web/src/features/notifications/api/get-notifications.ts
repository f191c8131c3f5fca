import { queryOptions, useQuery } from '@tanstack/react-query'
import { DEFAULTS, type Notification } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { notificationsQueryKey } from '../../../shared/notifications/unread'

/** `POST customer/notification` with skip 0, take 100 (spec §7, §9): newest first. */
export async function getNotifications(): Promise<Notification[]> {
  return (
    await call('customer/notification', {
      body: {
        skip: DEFAULTS.notificationSkip,
        take: DEFAULTS.notificationTake,
      },
    })
  ).data
}

/** The list lives under the key every badge reads (shared/notifications/unread.ts). */
export const notificationsQuery = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: getNotifications,
  // Live messages keep it current (spec §4); a refetch happens after login and on reconnect.
  staleTime: Infinity,
})

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQuery, enabled })
}
