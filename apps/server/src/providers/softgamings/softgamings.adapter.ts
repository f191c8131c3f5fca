import { createHash, createHmac, randomBytes } from 'node:crypto'
import { AppError } from '../../lib/app-error.js'
import type { LaunchInput, LaunchResult, ProviderAdapter } from '../provider.js'
import { signGameToken } from '../galata/galata.token.js'
import { loginOf, softgamingsWallet } from './softgamings.wallet.js'

/*
 * SoftGamings, the aggregator behind Fundist (docs/providers.md "SoftGamings"): launch asks Fundist's
 * API for the game's HTML (`User/AuthHTML`, hashed with our API key and password) for a player login
 * of ours and a game token of ours in `ExtParam`; the game's money then comes back as Fundist's
 * OneWallet callbacks (softgamings.wallet.ts), which carry that token back as `i_extparam`.
 */

export interface SoftgamingsConfig {
  /** Fundist's API base url, e.g. https://apitest.fundist.org. */
  apiUrl: string
  /** Our Fundist API key (in the path and the hash). */
  apiKey: string
  /** Our Fundist API password: only ever the last part of the hashed text, never sent. */
  apiPassword: string
  /** The address our API calls leave from, as registered with SoftGamings (part of the hash). */
  serverIp: string
  /** The OneWallet secret the callbacks and our answers are signed with. */
  hmacSecret: string
  /** The site's game-token secret (ORIGINALS_SECRET): this dialect's token key is derived from it. */
  originalsSecret: string
}

/**
 * Fundist keeps the launch's `ExtParam` for the whole game and cannot renew it, so the token lives
 * up to this long, and never past the session's end (as Hub88's, docs/providers.md).
 */
export const SOFTGAMINGS_TOKEN_TTL_MS = 12 * 60 * 60_000
/** How long a launch call may take before the launch answers UNAVAILABLE. */
const LAUNCH_TIMEOUT_MS = 10_000

/** The SoftGamings tokens' own key, so such a token never opens the studio's game API nor another provider's. */
export function softgamingsTokenSecret(originalsSecret: string): string {
  return createHmac('sha256', originalsSecret).update('softgamings-game-token').digest('hex')
}

/**
 * A player's Fundist password: Fundist keeps a player record per login and launches by login and
 * password, so it is derived (never stored) from our API password and the player id. Hex never
 * contains the login, as Fundist requires.
 */
export function softgamingsPassword(apiPassword: string, playerId: number): string {
  return createHmac('sha256', apiPassword).update(`softgamings-player:${playerId}`).digest('hex').slice(0, 24)
}

/** `Hash` of a `User/AuthHTML` call: md5 of its fields in Fundist's fixed order, joined by '/'. */
export function authHtmlHash(
  c: Pick<SoftgamingsConfig, 'apiKey' | 'apiPassword' | 'serverIp'>,
  f: { tid: string; login: string; password: string; system: string },
): string {
  const text = `User/AuthHTML/${c.serverIp}/${f.tid}/${c.apiKey}/${f.login}/${f.password}/${f.system}/${c.apiPassword}`
  return createHash('md5').update(text, 'utf8').digest('hex')
}

export function softgamingsAdapter(config: SoftgamingsConfig): ProviderAdapter {
  const tokenSecret = softgamingsTokenSecret(config.originalsSecret)
  const base = `${config.apiUrl.replace(/\/+$/, '')}/System/Api/${encodeURIComponent(config.apiKey)}`
  return {
    code: 'softgamings',
    isConfigured: true,
    wallet: softgamingsWallet({ hmacSecret: config.hmacSecret, tokenSecret }),
    async launch(input: LaunchInput): Promise<LaunchResult> {
      // Fundist launches a game by its merchant (`System`) and page code; a catalogue row without
      // its system cannot be launched.
      if (input.system === null || input.system === undefined) throw new AppError('GAME_NOT_FOUND')
      const token = signGameToken(
        tokenSecret,
        { playerId: input.playerId, gameCode: input.gameCode, sessionId: input.sessionId },
        input.now,
        input.sessionEndsAt,
        SOFTGAMINGS_TOKEN_TTL_MS,
      )
      const tid = randomBytes(16).toString('hex')
      const login = loginOf(input.playerId)
      const password = softgamingsPassword(config.apiPassword, input.playerId)
      const system = String(input.system)
      const query = new URLSearchParams({
        Login: login,
        Password: password,
        System: system,
        Page: input.gameCode,
        UserIP: input.clientIp ?? config.serverIp,
        Currency: 'TRY',
        Country: 'TR',
        Language: input.language,
        ExtParam: token,
        UserAutoCreate: '1',
        IsMobile: input.isMobile ? '1' : '0',
        TID: tid,
        Hash: authHtmlHash(config, { tid, login, password, system }),
      })
      let text: string | null = null
      try {
        const res = await fetch(`${base}/User/AuthHTML/?${query.toString()}`, {
          signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
        })
        if (res.ok) text = await res.text()
      } catch {
        text = null
      }
      // Fundist answers `{code},{payload}`: `1,<html>` is the game; any other code is a refusal.
      // Down, refusing or answering nonsense: the player may try again (never a 500).
      if (text === null || !text.startsWith('1,') || text.length <= 2) throw new AppError('UNAVAILABLE')
      return { kind: 'html', html: text.slice(2) }
    },
  }
}
