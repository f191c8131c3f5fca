import type { Notification } from '@galata/contract'

/** Spec §4: live messages join the list (newest first); a message seen twice is kept once. */
export function appendLive(list: Notification[] | undefined, n: Notification): Notification[] {
  const rest = (list ?? []).filter((item) => item.id !== n.id)
  return [n, ...rest]
}

export function markRead(list: Notification[] | undefined, id: number): Notification[] | undefined {
  return list?.map((n) => (n.id === id ? { ...n, isRead: true } : n))
}
