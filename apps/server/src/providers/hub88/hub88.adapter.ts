import { createHmac, createPrivateKey } from 'node:crypto'
import { AppError } from '../../lib/app-error.js'
import type { LaunchInput, LaunchResult, ProviderAdapter } from '../provider.js'
import { signGameToken } from '../galata/galata.token.js'
import { HUB88_SIGNATURE_HEADER, hub88Wallet, signHub88 } from './hub88.wallet.js'

/*
 * Hub88, the aggregator (docs/providers.md "Hub88"): launch asks Hub88's operator API for a game
 * url (`POST {HUB88_API_URL}/operator/generic/v2/game/url`, signed with our private key) for a game
 * token of ours; the game's money then comes back as Hub88's signed wallet callbacks (hub88.wallet.ts).
 */

export interface Hub88Config {
  operatorId: number
  /** Hub88's public key (PEM). */
  hub88PublicKey: string
  /** Our private key (PEM). */
  privateKey: string
  /** Hub88's operator API base url, e.g. https://api.server1.ih.testenv.io. */
  apiUrl: string
  /** The site's game-token secret (ORIGINALS_SECRET): this dialect's token key is derived from it. */
  originalsSecret: string
}

/**
 * Hub88 keeps the launch's token for the whole game and cannot renew it as the studio's pages do,
 * so it lives up to this long, and never past the session's end (docs/providers.md "Hub88").
 */
export const HUB88_TOKEN_TTL_MS = 12 * 60 * 60_000
/** How long a game-url call may take before the launch answers UNAVAILABLE. */
const LAUNCH_TIMEOUT_MS = 10_000

/** The Hub88 tokens' own key, so a Hub88 token never opens the studio's game API nor the reverse. */
export function hub88TokenSecret(originalsSecret: string): string {
  return createHmac('sha256', originalsSecret).update('hub88-game-token').digest('hex')
}

export function hub88Adapter(config: Hub88Config): ProviderAdapter {
  const tokenSecret = hub88TokenSecret(config.originalsSecret)
  const privateKey = createPrivateKey(config.privateKey)
  const gameUrlEndpoint = `${config.apiUrl.replace(/\/+$/, '')}/operator/generic/v2/game/url`
  return {
    code: 'hub88',
    isConfigured: true,
    wallet: hub88Wallet({ hub88PublicKey: config.hub88PublicKey, privateKey, tokenSecret }),
    async launch(input: LaunchInput): Promise<LaunchResult> {
      const token = signGameToken(
        tokenSecret,
        { playerId: input.playerId, gameCode: input.gameCode, sessionId: input.sessionId },
        input.now,
        input.sessionEndsAt,
        HUB88_TOKEN_TTL_MS,
      )
      const body = JSON.stringify({
        user: String(input.playerId),
        token,
        sub_partner_id: null,
        platform: input.isMobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        operator_id: config.operatorId,
        meta: {},
        lobby_url: input.lobbyUrl,
        lang: input.language,
        game_code: input.gameCode,
        currency: 'TRY',
        country: 'TR',
      })
      let url: unknown
      try {
        const res = await fetch(gameUrlEndpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [HUB88_SIGNATURE_HEADER]: await signHub88(privateKey, body),
          },
          body,
          signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
        })
        if (res.ok) url = ((await res.json()) as { url?: unknown }).url
      } catch {
        url = undefined
      }
      // Hub88 down, refusing or answering nonsense: the player may try again (never a 500).
      if (typeof url !== 'string' || !/^https:\/\/|^http:\/\//.test(url)) throw new AppError('UNAVAILABLE')
      return { kind: 'url', url }
    },
  }
}
