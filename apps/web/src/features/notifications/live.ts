import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { HubCommand, type Notification } from '@galata/contract'
import { onHubCommand } from '../../shared/realtime/hub'
import { useSession } from '../../shared/session/session-store'
import { useNotifications, notificationsQuery } from './api/get-notifications'
import { appendLive } from './lib/list'

/**
 * Spec §4: after login the list is fetched; live `Notification` messages are appended (the unread
 * count follows, since every badge reads the same cache). After a reconnect the list is fetched
 * again: messages sent while the socket was down are not replayed by the hub.
 */
export function useLiveNotifications() {
  const hasLogin = useSession((s) => s.hasLogin)
  const queryClient = useQueryClient()
  useNotifications(hasLogin)
  useEffect(() => {
    if (!hasLogin) return
    // The parser (zod) loads once per login; messages are handled in arrival order either way.
    const parser = import('./lib/parse-live')
    const offMessage = onHubCommand(HubCommand.Notification, (message) => {
      void parser.then(({ parseLiveNotification }) => {
        const n = parseLiveNotification(message)
        if (n)
          queryClient.setQueryData<Notification[]>(notificationsQuery.queryKey, (list) => appendLive(list, n))
      })
    })
    const offReconnect = onHubCommand(HubCommand.Reconnected, () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQuery.queryKey })
    })
    return () => {
      offMessage()
      offReconnect()
    }
  }, [hasLogin, queryClient])
}
