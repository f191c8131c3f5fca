import { createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { z } from 'zod'
import { rules } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { parseWith } from '../../lib/validate.js'
import { toMajor, toMinor } from '../../modules/wallet/index.js'
import type { ProviderWallet, WalletCommand, WalletResult } from '../provider.js'
import { verifyGameToken } from './galata.token.js'

/*
 * The galata wallet dialect (PROVIDERS.md, docs/casino.md "Wallet callbacks"): how a game server of
 * the studio calls our seamless wallet over HTTP. `POST /api/providers/galata/{balance|bet|win|rollback}`
 * with a JSON body signed as `x-galata-signature: sha256=<hex HMAC-SHA256(key, raw body)>`, where
 * key = HMAC-SHA256(ORIGINALS_SECRET, "galata-wallet-callback") (its own key, so a signature can
 * never double as a game token). Amounts are lira with at most two decimals, as everywhere in the
 * site's JSON; the player is the one named by the game token the game was launched with.
 */

export const GALATA_SIGNATURE_HEADER = 'x-galata-signature'

/**
 * The studio's in-process games (modules/originals) use txIds such as `bet:{round}` and round ids
 * such as `17` under the same provider id. Callback ids live in their own namespace (`cb:{id}` in
 * the wallet), so a callback can never take, replay or settle an in-process round's slot; answers
 * show txIds unprefixed.
 */
const NAMESPACE = 'cb:'
const inWallet = (txId: string) => `${NAMESPACE}${txId}`

// 100 characters in the wallet, the namespace included.
const id = rules.requiredString().max(96, 'too_long')
const txId = id
const money = rules.amount(0).max(100_000_000, 'too_big')
const currency = z.literal('TRY', { error: 'invalid_option' })
const token = rules.requiredString().max(512, 'too_long')

const schemas = {
  balance: rules.strictBody({ token }),
  bet: rules.strictBody({ token, txId, roundId: id, gameCode: id, amount: money, currency }),
  win: rules.strictBody({
    token,
    txId,
    refTxId: id.optional(),
    roundId: id,
    gameCode: id,
    amount: money,
    currency,
    kind: z.enum(['regular', 'promotion', 'jackpot'], { error: 'invalid_option' }).optional(),
  }),
  rollback: rules.strictBody({ token, txId, refTxId: id, roundId: id, gameCode: id.optional() }),
}

/** Lira (two decimals at most, checked by the schema) → kuruş, exactly; the wallet's money.ts. */
const kurus = toMinor
const lira = toMajor

export function galataWalletKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('galata-wallet-callback').digest()
}

/** The header value for a body (what the studio's game server sends; tests sign with it too). */
export function signGalataCallback(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', galataWalletKey(secret)).update(rawBody).digest('hex')}`
}

export function galataWallet(secret: string): ProviderWallet {
  const key = galataWalletKey(secret)
  return {
    verify(rawBody: Buffer, headers: IncomingHttpHeaders): boolean {
      const header = headers[GALATA_SIGNATURE_HEADER]
      if (typeof header !== 'string' || !header.startsWith('sha256=')) return false
      const given = Buffer.from(header.slice('sha256='.length), 'hex')
      const expected = createHmac('sha256', key).update(rawBody).digest()
      return given.length === expected.length && timingSafeEqual(given, expected)
    },

    parse(rawBody: Buffer, _headers: IncomingHttpHeaders, action: string): WalletCommand {
      if (!Object.hasOwn(schemas, action)) throw new AppError('NOT_FOUND')
      let json: unknown
      try {
        json = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new AppError('MALFORMED_REQUEST')
      }
      switch (action as keyof typeof schemas) {
        case 'balance':
          return { op: 'balance', ...parseWith(schemas.balance, json) }
        case 'bet': {
          const b = parseWith(schemas.bet, json)
          return {
            op: 'bet',
            ...b,
            txId: inWallet(b.txId),
            roundId: inWallet(b.roundId),
            amount: kurus(b.amount),
          }
        }
        case 'win': {
          const b = parseWith(schemas.win, json)
          return {
            op: 'win',
            ...b,
            txId: inWallet(b.txId),
            roundId: inWallet(b.roundId),
            refTxId: b.refTxId === undefined ? undefined : inWallet(b.refTxId),
            amount: kurus(b.amount),
          }
        }
        case 'rollback': {
          const b = parseWith(schemas.rollback, json)
          return {
            op: 'rollback',
            ...b,
            txId: inWallet(b.txId),
            roundId: inWallet(b.roundId),
            refTxId: inWallet(b.refTxId),
          }
        }
      }
    },

    playerOf(token: string, gameCode: string | null, now: number, allowExpired: boolean) {
      const claims = verifyGameToken(secret, token, now, { allowExpired })
      if (!claims || (gameCode !== null && claims.gameCode !== gameCode)) return null
      return { playerId: claims.playerId, sessionId: claims.sessionId }
    },

    render(result: WalletResult) {
      return {
        success: true,
        message: '',
        data: {
          balance: lira(result.cash),
          bonusBalance: lira(result.bonus),
          currency: 'TRY',
          txId: result.txId?.startsWith(NAMESPACE) ? result.txId.slice(NAMESPACE.length) : result.txId,
          status: result.status,
          replayed: result.replayed,
        },
      }
    },
  }
}
