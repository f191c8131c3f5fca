import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import { parseWith } from '../../lib/validate.js'
import type {
  ProviderWallet,
  RefusalContext,
  WalletCommand,
  WalletRefusal,
  WalletResult,
} from '../provider.js'
import { providerUnits } from '../../modules/wallet/index.js'
import { verifyGameToken } from '../galata/galata.token.js'

/*
 * The Hub88 seamless-wallet dialect (docs/providers.md "Hub88"): Hub88 calls
 * `POST /api/providers/hub88/{user/info|user/balance|transaction/bet|transaction/win|transaction/rollback}`
 * with a JSON body signed `X-Hub88-Signature: base64(RSA-SHA256(raw body))` with Hub88's private
 * key; we verify with Hub88's public key and sign every answer the same way with ours. Every
 * business outcome is HTTP 200 `{user, status, request_uuid, currency, balance}`, refusals
 * included. Amounts are int64 with 100,000 units per lira: 1 kuruş = 1,000 units.
 */

export const HUB88_SIGNATURE_HEADER = 'x-hub88-signature'
/** Units per kuruş (100,000 per lira, docs/providers.md "Hub88"). */
export const HUB88_UNITS_PER_KURUS = 1_000n

export type Hub88Status =
  | 'RS_OK'
  | 'RS_ERROR_UNKNOWN'
  | 'RS_ERROR_INVALID_TOKEN'
  | 'RS_ERROR_INVALID_GAME'
  | 'RS_ERROR_WRONG_CURRENCY'
  | 'RS_ERROR_NOT_ENOUGH_MONEY'
  | 'RS_ERROR_USER_DISABLED'
  | 'RS_ERROR_INVALID_SIGNATURE'
  | 'RS_ERROR_TOKEN_EXPIRED'
  | 'RS_ERROR_WRONG_SYNTAX'
  | 'RS_ERROR_WRONG_TYPES'
  | 'RS_ERROR_DUPLICATE_TRANSACTION'
  | 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'
  | 'RS_ERROR_TRANSACTION_ROLLED_BACK'
  | 'RS_ERROR_LIMIT_REACHED'

/**
 * The wallet's refusals in Hub88's words (docs/providers.md "Hub88", status mapping). Codes not
 * listed (an unknown action's NOT_FOUND, 5xx) stay with the site's error handler: Hub88 treats those
 * as a failed call and rolls the bet back.
 */
const STATUS_OF: Partial<Record<WalletRefusal['code'], Hub88Status>> = {
  SIGNATURE_INVALID: 'RS_ERROR_INVALID_SIGNATURE',
  MALFORMED_REQUEST: 'RS_ERROR_WRONG_SYNTAX',
  VALIDATION_FAILED: 'RS_ERROR_WRONG_TYPES',
  GAME_NOT_FOUND: 'RS_ERROR_INVALID_GAME',
  INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  CONFLICT: 'RS_ERROR_DUPLICATE_TRANSACTION',
  REF_NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  BET_ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
  SELF_EXCLUDED: 'RS_ERROR_USER_DISABLED',
  TIMED_OUT: 'RS_ERROR_USER_DISABLED',
  BETS_BLOCKED: 'RS_ERROR_USER_DISABLED',
  OPERATOR_CANNOT_PLAY: 'RS_ERROR_USER_DISABLED',
  LOSS_LIMIT: 'RS_ERROR_LIMIT_REACHED',
  WAGER_LIMIT: 'RS_ERROR_LIMIT_REACHED',
  SESSION_LIMIT: 'RS_ERROR_LIMIT_REACHED',
  BONUS_MAX_STAKE: 'RS_ERROR_LIMIT_REACHED',
}

// Ids as the wallet stores them (100 characters at most); Hub88 sends UUIDs.
const id = z.string().min(1).max(100)
const token = z.string().min(1).max(512)
/** int64 units; past 2^53 JSON numbers lose digits, and no stake comes near that (10^11 lira). */
const units = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)
// Unknown fields are dropped, not refused (zod's default): Hub88 adds optional fields over time.
const common = { user: id, request_uuid: id }
const schemas = {
  'user/info': z.object({ ...common, token }),
  'user/balance': z.object({ ...common, token, game_code: id.optional() }),
  'transaction/bet': z.object({
    ...common,
    token,
    transaction_uuid: id,
    round: id,
    game_code: id,
    currency: z.string(),
    amount: units,
    // A free round of a Hub88 freebet reward (docs/providers.md "Free rounds").
    is_free: z.boolean().nullish(),
    reward_uuid: id.nullish(),
  }),
  'transaction/win': z.object({
    ...common,
    token: token.optional(),
    transaction_uuid: id,
    reference_transaction_uuid: id,
    round: id,
    game_code: id,
    currency: z.string(),
    amount: units,
  }),
  'transaction/rollback': z.object({
    ...common,
    token: token.optional(),
    transaction_uuid: id,
    reference_transaction_uuid: id,
    round: id,
    game_code: id.optional(),
  }),
}

/** A stake in units → kuruş: exact or refused (RS_ERROR_WRONG_TYPES). */
function stakeOf(amount: number): bigint {
  const { kurus, subKurus } = providerUnits(BigInt(amount), HUB88_UNITS_PER_KURUS)
  if (subKurus !== 0n) throw new AppError('VALIDATION_FAILED', { amount: 'invalid' })
  return kurus
}

/**
 * A credit in units → kuruş, never refused (docs/providers.md "Hub88", units): the floor is
 * credited, the remainder under 1,000 units goes to the rounding suspense account (docs/wallet.md).
 */
function creditOf(amount: number): { amount: bigint; subKurus: bigint } {
  const { kurus, subKurus } = providerUnits(BigInt(amount), HUB88_UNITS_PER_KURUS)
  return { amount: kurus, subKurus }
}

function currencyOf(currency: string): string {
  if (currency !== 'TRY') throw new AppError('VALIDATION_FAILED', { currency: 'invalid_option' })
  return currency
}

/** `user`, `token` and `request_uuid` of a body that did not parse as a command, to echo them all the same. */
function echoOf(raw: Buffer): { user: string; token: string; requestId: string } {
  try {
    const json: unknown = JSON.parse(raw.toString('utf8'))
    const o = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {}
    const text = (v: unknown) => (typeof v === 'string' && v.length <= 512 ? v : '')
    return { user: text(o.user), token: text(o.token), requestId: text(o.request_uuid) }
  } catch {
    return { user: '', token: '', requestId: '' }
  }
}

/** Player ids as Hub88's `user` (what launch sends). */
const USER = /^[1-9][0-9]{0,15}$/

export interface Hub88WalletKeys {
  /** Hub88's public key (PEM): checks their requests. */
  hub88PublicKey: string | KeyObject
  /** Our private key (PEM): signs our answers and our operator-API calls. */
  privateKey: string | KeyObject
  /** The key of this dialect's game tokens (the galata token scheme, its own key). */
  tokenSecret: string
}

/**
 * base64(RSA-SHA256(body)) with our key (docs/providers.md "Hub88", signatures). Through `sign`'s
 * callback form: the RSA private-key operation (about 1 ms) runs on libuv's threadpool, off the event
 * loop that every other callback waits on (docs/providers.md "Benchmark").
 */
export function signHub88(privateKey: KeyObject, body: Buffer | string): Promise<string> {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body
  return new Promise((resolve, reject) => {
    sign('RSA-SHA256', bytes, privateKey, (err, signature) =>
      err ? reject(err) : resolve(signature.toString('base64')),
    )
  })
}

export function hub88Wallet(keys: Hub88WalletKeys): ProviderWallet {
  const publicKey =
    typeof keys.hub88PublicKey === 'string' ? createPublicKey(keys.hub88PublicKey) : keys.hub88PublicKey
  const privateKey = typeof keys.privateKey === 'string' ? createPrivateKey(keys.privateKey) : keys.privateKey
  const { tokenSecret } = keys

  const balanceUnits = (b: { cash: bigint; bonus: bigint }) =>
    // What a bet can spend: cash, then bonus (docs/wallet.md), as one Hub88 balance.
    Number((b.cash + b.bonus) * HUB88_UNITS_PER_KURUS)

  return {
    verify(rawBody: Buffer, headers: IncomingHttpHeaders): boolean {
      const header = headers[HUB88_SIGNATURE_HEADER]
      if (typeof header !== 'string' || header.length === 0 || header.length > 2048) return false
      try {
        return verify('RSA-SHA256', rawBody, publicKey, Buffer.from(header, 'base64'))
      } catch {
        return false
      }
    },

    parse(rawBody: Buffer, _headers: IncomingHttpHeaders, action: string): WalletCommand {
      if (!Object.hasOwn(schemas, action)) throw new AppError('NOT_FOUND')
      let json: unknown
      try {
        json = JSON.parse(rawBody.toString('utf8'))
      } catch {
        throw new AppError('MALFORMED_REQUEST')
      }
      const echo = (b: { user: string; request_uuid: string }) => ({
        user: b.user,
        requestId: b.request_uuid,
      })
      switch (action as keyof typeof schemas) {
        case 'user/info': {
          const b = parseWith(schemas['user/info'], json)
          return { op: 'balance', token: b.token, ...echo(b) }
        }
        case 'user/balance': {
          const b = parseWith(schemas['user/balance'], json)
          return { op: 'balance', token: b.token, ...echo(b) }
        }
        case 'transaction/bet': {
          const b = parseWith(schemas['transaction/bet'], json)
          return {
            op: 'bet',
            ...echo(b),
            token: b.token,
            txId: b.transaction_uuid,
            roundId: b.round,
            gameCode: b.game_code,
            currency: currencyOf(b.currency),
            amount: stakeOf(b.amount),
            free: b.is_free ? { reference: b.reward_uuid ?? null } : undefined,
          }
        }
        case 'transaction/win': {
          const b = parseWith(schemas['transaction/win'], json)
          return {
            op: 'win',
            ...echo(b),
            token: b.token ?? '',
            txId: b.transaction_uuid,
            refTxId: b.reference_transaction_uuid,
            roundId: b.round,
            gameCode: b.game_code,
            currency: currencyOf(b.currency),
            ...creditOf(b.amount),
            kind: 'regular',
          }
        }
        case 'transaction/rollback': {
          const b = parseWith(schemas['transaction/rollback'], json)
          return {
            op: 'rollback',
            ...echo(b),
            token: b.token ?? '',
            txId: b.transaction_uuid,
            refTxId: b.reference_transaction_uuid,
            roundId: b.round,
            gameCode: b.game_code,
          }
        }
      }
    },

    playerOf(token: string, gameCode: string | null, now: number, allowExpired: boolean, user?: string) {
      const claims = verifyGameToken(tokenSecret, token, now, { allowExpired })
      if (claims && String(claims.playerId) === user && (gameCode === null || claims.gameCode === gameCode))
        return { playerId: claims.playerId, sessionId: claims.sessionId }
      // A win or rollback is owed with or without a live token (docs/providers.md "Hub88"): Hub88's
      // signature vouches for the `user` it names, and the wallet checks the bet belongs to them.
      if (allowExpired && user !== undefined && USER.test(user))
        return { playerId: Number(user), sessionId: '' }
      return null
    },

    render(result: WalletResult, command: WalletCommand) {
      return {
        user: command.user ?? '',
        status: 'RS_OK' satisfies Hub88Status,
        request_uuid: command.requestId ?? '',
        currency: 'TRY',
        balance: balanceUnits(result),
      }
    },

    renderError(refusal: WalletRefusal, { raw, command, balances }: RefusalContext) {
      let status = STATUS_OF[refusal.code]
      if (refusal.code === 'VALIDATION_FAILED' && refusal.errors?.currency) status = 'RS_ERROR_WRONG_CURRENCY'
      if (refusal.code === 'GAME_SESSION_EXPIRED' && command) {
        // A genuine token for this player and game that no longer plays: expired, or its session ended.
        const claims = verifyGameToken(tokenSecret, command.token, 0, { allowExpired: true })
        const gameCode = command.op === 'balance' ? null : (command.gameCode ?? null)
        const ours =
          claims !== null &&
          String(claims.playerId) === command.user &&
          (gameCode === null || claims.gameCode === gameCode)
        status = ours ? 'RS_ERROR_TOKEN_EXPIRED' : 'RS_ERROR_INVALID_TOKEN'
      }
      if (status === undefined) return null
      const echo = command ? { user: command.user ?? '', requestId: command.requestId ?? '' } : echoOf(raw)
      return {
        user: echo.user,
        status,
        request_uuid: echo.requestId,
        currency: 'TRY',
        balance: balances ? balanceUnits(balances) : 0,
      }
    },

    namedIn(rawBody: Buffer) {
      const { user, token } = echoOf(rawBody)
      return user || token ? { user, token } : null
    },

    async signReply(body: Buffer) {
      return { [HUB88_SIGNATURE_HEADER]: await signHub88(privateKey, body) }
    },
  }
}
