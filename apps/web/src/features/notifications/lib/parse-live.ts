import { notificationSchema, type Notification } from '@galata/contract'

/**
 * A live `Notification` message (JSON text) as a notification, or null when it is not one.
 * Its own module because it needs zod: `live.ts` loads it once a player is logged in, so the
 * shell's bundle (every visitor's first download) carries no zod (docs/web.md, bench/web).
 */
export function parseLiveNotification(message: string): Notification | null {
  try {
    const parsed = notificationSchema.safeParse(JSON.parse(message))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
