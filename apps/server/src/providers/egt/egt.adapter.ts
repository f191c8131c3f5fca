import { createHmac } from 'node:crypto'
import { AppError } from '../../lib/app-error.js'
import type { LaunchInput, LaunchResult, ProviderAdapter } from '../provider.js'
import { signGameToken } from '../galata/galata.token.js'
import { egtWallet } from './egt.wallet.js'
import { flatXml, parseFlatXml } from './egt.xml.js'

/*
 * EGT Interactive (docs/providers.md "EGT"): launch asks EGT's game server for a game url
 * (`POST {EGT_API_URL}/GetGameUrl`, XML, with our EGT credentials) for a DefenceCode of ours (a
 * game token); EGT then authenticates the game with that DefenceCode and sends the game's money
 * back as XML wallet calls (egt.wallet.ts).
 */

export interface EgtConfig {
  username: string
  password: string
  /** Ends with the currency: TRY. */
  portalCode: string
  /** EGT's game-server base url. */
  apiUrl: string
  /** The site's game-token secret (ORIGINALS_SECRET): this dialect's token key is derived from it. */
  originalsSecret: string
}

/**
 * EGT keeps the DefenceCode's session for the whole game and cannot renew it, so the token lives up
 * to this long, and never past the session's end (as Hub88's, docs/providers.md "EGT").
 */
export const EGT_TOKEN_TTL_MS = 12 * 60 * 60_000
/** How long a game-url call may take before the launch answers UNAVAILABLE. */
const LAUNCH_TIMEOUT_MS = 10_000

/** The EGT tokens' own key, so an EGT token never opens the studio's game API nor Hub88's. */
export function egtTokenSecret(originalsSecret: string): string {
  return createHmac('sha256', originalsSecret).update('egt-game-token').digest('hex')
}

export function egtAdapter(config: EgtConfig): ProviderAdapter {
  const tokenSecret = egtTokenSecret(config.originalsSecret)
  const gameUrlEndpoint = `${config.apiUrl.replace(/\/+$/, '')}/GetGameUrl`
  return {
    code: 'egt',
    isConfigured: true,
    wallet: egtWallet({
      username: config.username,
      password: config.password,
      portalCode: config.portalCode,
      tokenSecret,
    }),
    async launch(input: LaunchInput): Promise<LaunchResult> {
      const defenceCode = signGameToken(
        tokenSecret,
        { playerId: input.playerId, gameCode: input.gameCode, sessionId: input.sessionId },
        input.now,
        input.sessionEndsAt,
        EGT_TOKEN_TTL_MS,
      )
      const body = flatXml('GetGameUrlRequest', [
        ['UserName', config.username],
        ['Password', config.password],
        ['PortalCode', config.portalCode],
        ['PlayerId', String(input.playerId)],
        ['ScreenName', String(input.playerId)],
        ['DefenceCode', defenceCode],
        ['GameId', input.gameCode],
        ['Language', input.language],
        ['Client', input.isMobile ? 'mobile' : 'desktop'],
        ['CloseUrl', input.lobbyUrl],
      ])
      let url: string | undefined
      try {
        const res = await fetch(gameUrlEndpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/xml; charset=utf-8' },
          body,
          signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
        })
        const answer = res.ok ? parseFlatXml(await res.text()) : null
        if (answer?.fields.get('ErrorCode') === '1000') url = answer.fields.get('GameUrl')
      } catch {
        url = undefined
      }
      // EGT down, refusing or answering nonsense: the player may try again (never a 500).
      if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url)) throw new AppError('UNAVAILABLE')
      return { kind: 'url', url }
    },
  }
}
