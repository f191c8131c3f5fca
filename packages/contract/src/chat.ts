import { z } from 'zod'

// Live chat (docs/live-chat.md): Chatwoot's website widget, opened for logged-in players only.

/** The site options that override the CHATWOOT_* variables (docs/live-chat.md "Settings"). */
export const CHAT_OPTION_KEYS = {
  baseUrl: 'chatwoot_base_url',
  websiteToken: 'chatwoot_website_token',
  fallbackUrl: 'chatwoot_fallback_url',
} as const

/** A Chatwoot inbox's website token: letters, digits, `_` and `-` (Chatwoot makes 24 characters). */
export const CHATWOOT_TOKEN = /^[A-Za-z0-9_-]{8,64}$/

/**
 * GET customer/chat: where the widget comes from and who the player is to it. `identifierHash` is
 * HMAC-SHA256(inbox HMAC key, identifier) in hex, Chatwoot's identity validation; the key itself
 * never leaves the server. `data: null` when no chat is configured (Support opens the callback form).
 */
export const chatSettingsSchema = z
  .strictObject({
    provider: z.literal('chatwoot'),
    /** The Chatwoot installation's origin (and path, when it lives under one), no trailing slash. */
    baseUrl: z.string(),
    websiteToken: z.string(),
    /** A second address of the same installation, tried when the first has not loaded in 5 s. */
    fallbackUrl: z.string().nullable(),
    identifier: z.string(),
    identifierHash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .nullable()
export type ChatSettings = NonNullable<z.infer<typeof chatSettingsSchema>>

/**
 * A Chatwoot address as the widget and the CSP use it: origin and path, no query, no trailing slash
 * (`https://chat.example/` → `https://chat.example`), whether it came from a variable or a site option.
 */
export function chatwootBase(url: string): string {
  const { origin, pathname } = new URL(url)
  return `${origin}${pathname.replace(/\/+$/, '')}`
}
