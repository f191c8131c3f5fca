import { skipToken, useQuery } from '@tanstack/react-query'

/** What the header and menus need of a notification (spec §3); the notifications feature owns the rest. */
export interface NotificationSummary {
  id: number
  isRead: boolean
}

/**
 * The notifications list lives in the query cache under this key: the notifications feature fetches
 * it after login and appends live messages with setQueryData (STYLE.md), and every badge reads it.
 */
export const notificationsQueryKey = ['notifications'] as const

/** Unread notifications; 0 until the notifications feature puts a list in the cache. */
export function useUnreadCount(): number {
  const { data } = useQuery({
    queryKey: notificationsQueryKey,
    queryFn: skipToken,
    select: (list: NotificationSummary[]) => list.filter((n) => !n.isRead).length,
  })
  return data ?? 0
}
