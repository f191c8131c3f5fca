import { createHmac } from 'node:crypto'
import { CHAT_OPTION_KEYS, CHATWOOT_TOKEN, chatwootBase, type ChatSettings } from '@galata/contract'
import type { Config } from '../../config.js'
import type { Db } from '../../db/client.js'
import { cached } from '../../lib/content-cache.js'
import { listActiveSiteOptions } from '../cms/index.js'

/** Chatwoot's public settings as the site uses them now: site options over the CHATWOOT_* variables. */
export interface ChatwootWidget {
  baseUrl: string
  websiteToken: string
  fallbackUrl: string | null
}

export type ChatConfig = Pick<
  Config,
  'CHATWOOT_BASE_URL' | 'CHATWOOT_WEBSITE_TOKEN' | 'CHATWOOT_FALLBACK_URL' | 'CHATWOOT_HMAC_TOKEN'
>

/** A site option's value when it is on and fits; anything else leaves the variable in charge. */
function urlOption(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return /^https?:\/\//i.test(value) ? chatwootBase(value) : undefined
  } catch {
    return undefined
  }
}

/**
 * docs/live-chat.md "Settings": each of the three public settings comes from its site option when
 * that is on, else from its variable. The HMAC key is the variable's alone: without it there is no
 * chat, because an unvalidated widget lets anyone open a conversation as anyone. Cached with the
 * content (lib/content-cache.ts), so a console edit reaches every instance within a second.
 */
export function chatwootWidget(db: Db, config: ChatConfig): Promise<ChatwootWidget | null> {
  return cached(db, 'chatwoot-widget', async () => {
    if (!config.CHATWOOT_HMAC_TOKEN) return null
    const options = new Map((await listActiveSiteOptions(db)).map((o) => [o.key, o.value.trim()]))
    const baseUrl = urlOption(options.get(CHAT_OPTION_KEYS.baseUrl)) ?? config.CHATWOOT_BASE_URL
    const tokenOption = options.get(CHAT_OPTION_KEYS.websiteToken)
    const websiteToken =
      tokenOption && CHATWOOT_TOKEN.test(tokenOption) ? tokenOption : config.CHATWOOT_WEBSITE_TOKEN
    const fallbackUrl = urlOption(options.get(CHAT_OPTION_KEYS.fallbackUrl)) ?? config.CHATWOOT_FALLBACK_URL
    if (!baseUrl || !websiteToken) return null
    return { baseUrl, websiteToken, fallbackUrl: fallbackUrl && fallbackUrl !== baseUrl ? fallbackUrl : null }
  })
}

/** The origins the page loads the widget from: the CSP's script-src and frame-src add them. */
export async function chatOrigins(db: Db, config: ChatConfig): Promise<string[]> {
  const widget = await chatwootWidget(db, config)
  if (!widget) return []
  const origins = [new URL(widget.baseUrl).origin]
  if (widget.fallbackUrl) origins.push(new URL(widget.fallbackUrl).origin)
  return [...new Set(origins)]
}

/** The player as Chatwoot knows them: stable, and no name, e-mail or document number in it. */
export function chatIdentifier(playerId: number): string {
  return `p_${playerId}`
}

/** Chatwoot's identity validation: HMAC-SHA256 of the identifier under the inbox's key, in hex. */
export function identifierHash(key: string, identifier: string): string {
  return createHmac('sha256', key).update(identifier).digest('hex')
}

/** GET customer/chat: the widget's settings and the player's signed identity, or null. */
export async function chatSettings(
  db: Db,
  config: ChatConfig,
  playerId: number,
): Promise<ChatSettings | null> {
  const widget = await chatwootWidget(db, config)
  if (!widget || !config.CHATWOOT_HMAC_TOKEN) return null
  const identifier = chatIdentifier(playerId)
  return {
    provider: 'chatwoot',
    ...widget,
    identifier,
    identifierHash: identifierHash(config.CHATWOOT_HMAC_TOKEN, identifier),
  }
}
