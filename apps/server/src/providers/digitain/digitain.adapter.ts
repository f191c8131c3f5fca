import { createHmac } from 'node:crypto'
import { AppError } from '../../lib/app-error.js'
import type { LaunchInput, LaunchResult, ProviderAdapter } from '../provider.js'
import { signGameToken } from '../galata/galata.token.js'
import { digitainTimestamp, digitainWallet, signDigitain } from './digitain.wallet.js'

/*
 * Digitain RGS (docs/providers.md "Digitain"): launch asks Digitain for a game session
 * (`POST {DIGITAIN_API_URL}/creategamesession`, signed as every Digitain message is) for a game
 * token of ours; the game's money then comes back as Digitain's wallet callbacks (digitain.wallet.ts).
 * Digitain's launch call is not public: its shape here is our assumption, documented there.
 */

export interface DigitainConfig {
  operatorId: string
  /** The HMAC key Digitain and we share. */
  secretKey: string
  /** Digitain's API base url (the game-session call). */
  apiUrl: string
  /** The site's game-token secret (ORIGINALS_SECRET): this dialect's token key is derived from it. */
  originalsSecret: string
}

/** A game token lives this long and never past the session's end; `refreshtoken` answers the same token. */
export const DIGITAIN_TOKEN_TTL_MS = 12 * 60 * 60_000
const LAUNCH_TIMEOUT_MS = 10_000

/** The Digitain tokens' own key: a Digitain token opens no other provider's wallet, nor the studio's. */
export function digitainTokenSecret(originalsSecret: string): string {
  return createHmac('sha256', originalsSecret).update('digitain-game-token').digest('hex')
}

export function digitainAdapter(config: DigitainConfig): ProviderAdapter {
  const tokenSecret = digitainTokenSecret(config.originalsSecret)
  const endpoint = `${config.apiUrl.replace(/\/+$/, '')}/creategamesession`
  return {
    code: 'digitain',
    isConfigured: true,
    wallet: digitainWallet({ operatorId: config.operatorId, key: config.secretKey, tokenSecret }),
    async launch(input: LaunchInput): Promise<LaunchResult> {
      const token = signGameToken(
        tokenSecret,
        { playerId: input.playerId, gameCode: input.gameCode, sessionId: input.sessionId },
        input.now,
        input.sessionEndsAt,
        DIGITAIN_TOKEN_TTL_MS,
      )
      const timestamp = digitainTimestamp(Date.now())
      const body = JSON.stringify({
        operatorId: config.operatorId,
        timestamp,
        signature: signDigitain(config.secretKey, timestamp, config.operatorId),
        token,
        playerId: String(input.playerId),
        gameId: input.gameCode,
        currencyId: 'TRY',
        language: input.language,
        deviceType: input.isMobile ? 2 : 1,
        lobbyUrl: input.lobbyUrl,
      })
      let url: unknown
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
        })
        if (res.ok) {
          const answer = (await res.json()) as { errorCode?: unknown; url?: unknown }
          if (answer.errorCode === 1) url = answer.url
        }
      } catch {
        url = undefined
      }
      // Digitain down, refusing or answering nonsense: the player may try again (never a 500).
      if (typeof url !== 'string' || !/^https?:\/\//.test(url)) throw new AppError('UNAVAILABLE')
      return { kind: 'url', url }
    },
  }
}
