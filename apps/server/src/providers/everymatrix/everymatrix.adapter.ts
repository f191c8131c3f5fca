import { createHmac } from 'node:crypto'
import type { LaunchInput, LaunchResult, ProviderAdapter } from '../provider.js'
import { signGameToken } from '../galata/galata.token.js'
import { everyMatrixWallet } from './everymatrix.wallet.js'

/*
 * EveryMatrix CasinoEngine (docs/providers.md "EveryMatrix"): launch builds the CasinoEngine loader
 * url for a game token of ours, as the reference does (`{launch url}/Loader/Start/{operator id}/
 * {game}?_sid=…`); no call to EveryMatrix is made at launch. The game's money comes back as
 * EveryMatrix's `ApiRequest` callbacks (everymatrix.wallet.ts).
 */

export interface EveryMatrixConfig {
  operatorId: string
  login: string
  password: string
  /** CasinoEngine's game-launch base url. */
  launchUrl: string
  /** The site's game-token secret (ORIGINALS_SECRET): this dialect's token key is derived from it. */
  originalsSecret: string
}

/** The session id EveryMatrix keeps for the whole game: it lives this long, never past the session. */
export const EVERYMATRIX_TOKEN_TTL_MS = 12 * 60 * 60_000

/** The EveryMatrix tokens' own key: an EveryMatrix token opens no other wallet. */
export function everyMatrixTokenSecret(originalsSecret: string): string {
  return createHmac('sha256', originalsSecret).update('everymatrix-game-token').digest('hex')
}

export function everyMatrixAdapter(config: EveryMatrixConfig): ProviderAdapter {
  const tokenSecret = everyMatrixTokenSecret(config.originalsSecret)
  const base = config.launchUrl.replace(/\/+$/, '')
  return {
    code: 'everymatrix',
    isConfigured: true,
    wallet: everyMatrixWallet({ login: config.login, password: config.password, tokenSecret }),
    launch(input: LaunchInput): Promise<LaunchResult> {
      const token = signGameToken(
        tokenSecret,
        { playerId: input.playerId, gameCode: input.gameCode, sessionId: input.sessionId },
        input.now,
        input.sessionEndsAt,
        EVERYMATRIX_TOKEN_TTL_MS,
      )
      const query = new URLSearchParams({
        _sid: token,
        language: input.language,
        funMode: 'false',
        casinolobbyurl: input.lobbyUrl,
      })
      const url = `${base}/Loader/Start/${encodeURIComponent(config.operatorId)}/${encodeURIComponent(input.gameCode)}?${query}`
      return Promise.resolve({ kind: 'url', url })
    },
  }
}
