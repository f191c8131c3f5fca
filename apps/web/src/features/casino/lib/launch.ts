import type { Game } from '@galata/contract'

/** What the play page needs to launch a game; encoded as base64 JSON in /casino/play/{game}. */
export interface LaunchGame {
  gameCode: string
  mainProviderId: number
  name: string
  providerName?: string
  system?: number | null
  productId?: number | null
  [key: string]: unknown
}

/** The fields that travel in the play url: enough to launch and to title the window, no more. */
export function toLaunchGame(game: Game): LaunchGame {
  return {
    gameCode: game.gameCode,
    mainProviderId: game.mainProviderId,
    name: game.name,
    title: game.name,
    providerName: game.providerName,
    system: game.system ?? null,
    productId: game.productId ?? null,
  }
}

/** The url parameter comes from the address bar: trust nothing that is not the right shape. */
export function parseLaunchGame(value: unknown): LaunchGame | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const gameCode = typeof v.gameCode === 'string' ? v.gameCode.trim() : ''
  const providerId = Number(v.mainProviderId)
  if (!gameCode || gameCode.length > 100 || !Number.isInteger(providerId) || providerId <= 0) return null
  const title = typeof v.name === 'string' ? v.name : typeof v.title === 'string' ? v.title : gameCode
  return {
    gameCode,
    mainProviderId: providerId,
    name: title.slice(0, 200),
    providerName: typeof v.providerName === 'string' ? v.providerName : undefined,
    system: typeof v.system === 'number' ? v.system : null,
    productId: typeof v.productId === 'number' ? v.productId : null,
  }
}

export type LaunchTarget = { kind: 'url'; url: string; origin: string } | { kind: 'html'; html: string }

/**
 * A launch answer is a URL to frame, or (one provider) an HTML fragment with a script (spec §7).
 * Only http(s) and same-site paths are framed; anything else is refused.
 */
export function toLaunchTarget(data: unknown, base: string): LaunchTarget | null {
  const raw =
    typeof data === 'string'
      ? data
      : data && typeof data === 'object'
        ? String((data as { url?: unknown; html?: unknown }).url ?? (data as { html?: unknown }).html ?? '')
        : ''
  const text = raw.trim()
  if (!text) return null
  if (text.startsWith('<')) return { kind: 'html', html: text }
  try {
    const url = new URL(text, base)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return { kind: 'url', url: url.href, origin: url.origin }
  } catch {
    return null
  }
}

/**
 * The play window's postMessage commands (spec §4): 'exit' closes, 'reload' reloads; 'balance'
 * (Galata Originals) says a round moved money, so the header's balance is fetched again.
 */
export function readGameCommand(data: unknown): 'exit' | 'reload' | 'balance' | null {
  const value =
    typeof data === 'string'
      ? data
      : data && typeof data === 'object'
        ? ((data as { type?: unknown; command?: unknown }).type ?? (data as { command?: unknown }).command)
        : null
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase()
  return v === 'exit' || v === 'reload' || v === 'balance' ? v : null
}
