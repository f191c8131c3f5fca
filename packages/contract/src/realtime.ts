import { z } from 'zod'
import { NotificationType } from './enums.js'
import { notificationTypeSchema } from './enum-schemas.js'
import { PLAYER_TAGS } from './backoffice.js'
import * as rules from './rules.js'
import { strictBody, typeError } from './rules.js'

/**
 * What the hub's `NotifyMessage(command, message)` delivers (spec §3, §7). `command` is one of
 * `HubCommand` (enums.ts); `message` is text, or JSON for structured commands (a `Notification`
 * carries a notification of customer.ts, `Balance` a `{balance}`).
 */
export const hubMessageSchema = z.object({
  command: z.string(),
  message: z.string(),
})
export type HubMessage = z.infer<typeof hubMessageSchema>

// ---------------------------------------------------------------------------------------------
// Back office: POST /api/backoffice/notifications (an operator's message to one player or everyone)

const localizedText = (max: number) =>
  strictBody({ tr: rules.meaningfulText(1, max), en: rules.meaningfulText(1, max) })

/**
 * `to` is a player id, `"all"`, or a segment (docs/backoffice.md "Segment broadcasts"):
 * `"depositors_30d"` or `{ tag }`; title and note are given in both languages, because each player
 * reads them in their own (docs/realtime.md). `type` defaults to System.
 */
export const notificationBroadcastSchema = strictBody({
  to: z.union(
    [
      z.literal('all'),
      z.literal('depositors_30d'),
      rules.id(),
      strictBody({ tag: z.enum(PLAYER_TAGS, { error: typeError('invalid_option') }) }),
    ],
    { error: 'invalid_type' },
  ),
  type: notificationTypeSchema.default(NotificationType.System),
  title: localizedText(120),
  note: localizedText(1000),
})
export type NotificationBroadcast = z.output<typeof notificationBroadcastSchema>
