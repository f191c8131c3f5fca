import { notificationSchema, type Notification } from '@galata/contract'

/** A live `Notification` message (JSON text) as a notification, or null when it is not one. */
export function parseLiveNotification(message: string): Notification | null {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(message))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Spec §4: live messages join the list (newest first); a message seen twice is kept once. */
export function appendLive(list: Notification[] | undefined, n: Notification): Notification[] {
  const rest = (list ?? []).filter((item) => item.id !== n.id)
  return [n, ...rest]
}

export function markRead(list: Notification[] | undefined, id: number): Notification[] | undefined {
  return list?.map((n) => (n.id === id ? { ...n, isRead: true } : n))
}
