import { createHmac } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import { parseWith } from '../../lib/validate.js'
import type {
  BatchOutcome,
  ProviderWallet,
  RefusalContext,
  WalletBatch,
  WalletCommand,
  WalletRefusal,
  WalletResult,
} from '../provider.js'
import { verifyGameToken } from '../galata/galata.token.js'
import { creditKurus, liraNumber, numbersAsText, sameText, stakeKurus } from '../decimal-json.js'

/*
 * The Digitain RGS seamless-wallet dialect (docs/providers.md "Digitain"): Digitain calls
 * `POST /api/providers/digitain/{authenticate|getbalance|refreshtoken|bet|win|betwin|refund|amend}`
 * with a JSON body carrying `operatorId`, `timestamp` and `signature` = hex HMAC-SHA256(key,
 * timestamp + operatorId). The signature covers no body bytes, so the timestamp must be fresh.
 * Money calls carry `items` (several transactions per call, `allOrNone`); every answer is HTTP 200
 * `{timestamp, signature, errorCode, …}` signed the same way, refusals included. Amounts are decimal
 * lira, read from their exact text.
 */

/** Digitain's error codes (the reference implementation's, docs/providers.md "Digitain"). */
export const DIGITAIN_CODES = {
  ok: 1,
  sessionNotFound: 2,
  sessionExpired: 3,
  wrongPlayerId: 4,
  /** Unverified name (PlayerIsBlocked), the code the reference leaves between 4 and 6. */
  playerBlocked: 5,
  lowBalance: 6,
  transactionNotFound: 7,
  transactionExists: 8,
  gameNotFound: 11,
  wrongSignature: 12,
  alreadyRefunded: 14,
  wrongOperatorId: 15,
  wrongCurrency: 16,
  parameterMissing: 17,
  wrongOperationType: 19,
} as const

const STATUS_OF: Partial<Record<WalletRefusal['code'], number>> = {
  SIGNATURE_INVALID: DIGITAIN_CODES.wrongSignature,
  MALFORMED_REQUEST: DIGITAIN_CODES.parameterMissing,
  VALIDATION_FAILED: DIGITAIN_CODES.parameterMissing,
  GAME_NOT_FOUND: DIGITAIN_CODES.gameNotFound,
  INSUFFICIENT_FUNDS: DIGITAIN_CODES.lowBalance,
  CONFLICT: DIGITAIN_CODES.transactionExists,
  REF_NOT_FOUND: DIGITAIN_CODES.transactionNotFound,
  BET_ROLLED_BACK: DIGITAIN_CODES.alreadyRefunded,
  SELF_EXCLUDED: DIGITAIN_CODES.playerBlocked,
  TIMED_OUT: DIGITAIN_CODES.playerBlocked,
  BETS_BLOCKED: DIGITAIN_CODES.playerBlocked,
  OPERATOR_CANNOT_PLAY: DIGITAIN_CODES.playerBlocked,
  LOSS_LIMIT: DIGITAIN_CODES.playerBlocked,
  WAGER_LIMIT: DIGITAIN_CODES.playerBlocked,
  SESSION_LIMIT: DIGITAIN_CODES.playerBlocked,
  BONUS_MAX_STAKE: DIGITAIN_CODES.playerBlocked,
}

/** How far a request's timestamp may be from our clock (the signature covers nothing else). */
export const DIGITAIN_TIMESTAMP_SKEW_MS = 5 * 60_000
/** Items in one call at most. */
const MAX_ITEMS = 50

/** Timestamps as Digitain's reference writes them: `yyyyMMddHHmmss` (UTC), further digits ignored. */
export function digitainTimestamp(now: number): string {
  return new Date(now).toISOString().replace(/[-:T]/g, '').slice(0, 14)
}
function timestampMs(text: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})\d{0,6}$/.exec(text)
  if (!m) return null
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)
  return Number.isNaN(ms) ? null : ms
}

export function signDigitain(key: string, timestamp: string, operatorId: string): string {
  return createHmac('sha256', key).update(`${timestamp}${operatorId}`).digest('hex')
}

const id = z.string().min(1).max(100)
const token = z.string().min(1).max(512)
/** Ids may come as JSON numbers: read as their text (numbersAsText). */
const text = z.string().max(100)
const signed = { operatorId: text, timestamp: text, signature: text }
const bool = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])

const betItem = z.object({
  txId: id,
  betAmount: z.string(),
  token,
  playerId: id,
  roundId: id,
  gameId: id,
  currencyId: z.string(),
  operationType: text.optional(),
  info: z.unknown().optional(),
  metadata: z.unknown().optional(),
})
const winItem = z.object({
  txId: id,
  betTxId: id.optional(),
  winAmount: z.string(),
  token: token.optional(),
  playerId: id,
  roundId: id,
  gameId: id,
  currencyId: z.string(),
  operationType: text.optional(),
  info: z.unknown().optional(),
  metadata: z.unknown().optional(),
})
const betWinItem = z.object({
  txId: id,
  betAmount: z.string(),
  winAmount: z.string(),
  token,
  playerId: id,
  roundId: id,
  gameId: id,
  currencyId: z.string(),
  betInfo: z.unknown().optional(),
  winInfo: z.unknown().optional(),
  metadata: z.unknown().optional(),
})
const refundItem = z.object({
  txId: id,
  originalTxId: id,
  token: token.optional(),
  playerId: id,
  roundId: id.optional(),
  gameId: id.optional(),
  currencyId: z.string().optional(),
  info: z.unknown().optional(),
  metadata: z.unknown().optional(),
})
const items = <T extends z.ZodType>(item: T) =>
  z.object({ ...signed, allOrNone: bool.optional(), items: z.array(item).min(1).max(MAX_ITEMS) })
const schemas = {
  authenticate: z.object({ ...signed, token }),
  getbalance: z.object({ ...signed, token, playerId: id.optional(), currencyId: z.string().optional() }),
  refreshtoken: z.object({ ...signed, token, changeToken: bool.optional() }),
  bet: items(betItem),
  win: items(winItem),
  betwin: items(betWinItem),
  refund: items(refundItem),
}
const BATCHES = new Set(['bet', 'win', 'betwin', 'refund', 'amend'])

/** Digitain's win operation types that need no bet (docs/providers.md "Digitain"). */
const WIN_KIND: Record<string, 'jackpot' | 'promotion'> = {
  '26': 'jackpot', // Jackpot Win
  '28': 'promotion', // Free Bet Win
  '29': 'promotion', // Free Spin Win
  '31': 'promotion', // Gift Win
  '35': 'promotion', // Win Tournament
}

function currencyOf(currency: string | undefined): string {
  if (currency !== 'TRY') throw new AppError('VALIDATION_FAILED', { currencyId: 'invalid_option' })
  return currency
}

function jsonOf(raw: Buffer): unknown {
  try {
    return JSON.parse(numbersAsText(raw.toString('utf8')))
  } catch {
    throw new AppError('MALFORMED_REQUEST')
  }
}

function fieldsOf(raw: Buffer): Record<string, unknown> {
  try {
    const json: unknown = JSON.parse(numbersAsText(raw.toString('utf8')))
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

/** Player ids as Digitain's `playerId` (what authenticate answers). */
const USER = /^[1-9][0-9]{0,15}$/

export interface DigitainWalletKeys {
  operatorId: string
  /** The shared HMAC key. */
  key: string
  /** The key of this dialect's game tokens (the galata token scheme, its own key). */
  tokenSecret: string
  /** Wall-clock time for the timestamp window and our answers' timestamps. */
  now?: () => number
}

export function digitainWallet(keys: DigitainWalletKeys): ProviderWallet {
  const { operatorId, key, tokenSecret } = keys
  const now = keys.now ?? Date.now
  const stamp = () => {
    const timestamp = digitainTimestamp(now())
    return { timestamp, signature: signDigitain(key, timestamp, operatorId) }
  }
  const balanceOf = (b: { cash: bigint; bonus: bigint }) => liraNumber(b.cash + b.bonus)

  /** A refusal's code; a session refusal tells an expired genuine token from a foreign one. */
  const codeOf = (
    refusal: WalletRefusal,
    command: WalletCommand | null,
    raw: Buffer | null,
  ): number | null => {
    if (refusal.code === 'SIGNATURE_INVALID' && raw) {
      const sent = fieldsOf(raw).operatorId
      return typeof sent === 'string' && sent !== operatorId
        ? DIGITAIN_CODES.wrongOperatorId
        : DIGITAIN_CODES.wrongSignature
    }
    if (refusal.code === 'VALIDATION_FAILED' && refusal.errors?.currencyId)
      return DIGITAIN_CODES.wrongCurrency
    if (refusal.code === 'NOT_FOUND' && command === null) return null
    if (refusal.code === 'GAME_SESSION_EXPIRED') {
      if (!command) return DIGITAIN_CODES.sessionNotFound
      const claims = verifyGameToken(tokenSecret, command.token, 0, { allowExpired: true })
      if (claims === null) return DIGITAIN_CODES.sessionNotFound
      if (command.user !== undefined && String(claims.playerId) !== command.user)
        return DIGITAIN_CODES.wrongPlayerId
      const gameCode = command.op === 'balance' ? null : (command.gameCode ?? null)
      if (gameCode !== null && claims.gameCode !== gameCode) return DIGITAIN_CODES.sessionNotFound
      return DIGITAIN_CODES.sessionExpired
    }
    if (refusal.code === 'ACTION_NOT_ALLOWED') return DIGITAIN_CODES.wrongOperationType
    return STATUS_OF[refusal.code] ?? null
  }

  const parseItems = (action: string, json: unknown): WalletBatch => {
    switch (action) {
      case 'bet': {
        const b = parseWith(schemas.bet, json)
        return {
          allOrNone: b.allOrNone ?? false,
          items: b.items.map((i) => ({
            echo: { info: i.info, metadata: i.metadata },
            commands: [
              {
                op: 'bet',
                user: i.playerId,
                token: i.token,
                txId: i.txId,
                roundId: i.roundId,
                gameCode: i.gameId,
                currency: currencyOf(i.currencyId),
                amount: stakeKurus(i.betAmount, 'betAmount'),
              },
            ],
          })),
        }
      }
      case 'win': {
        const b = parseWith(schemas.win, json)
        return {
          allOrNone: b.allOrNone ?? false,
          items: b.items.map((i) => {
            const kind = (i.operationType && WIN_KIND[i.operationType]) || 'regular'
            // A regular win names its bet; Digitain may name only the round, which we do not look up.
            if (kind === 'regular' && !i.betTxId)
              throw new AppError('VALIDATION_FAILED', { betTxId: 'required' })
            return {
              echo: { info: i.info, metadata: i.metadata },
              commands: [
                {
                  op: 'win',
                  user: i.playerId,
                  token: i.token ?? '',
                  txId: i.txId,
                  refTxId: kind === 'regular' ? i.betTxId : undefined,
                  roundId: i.roundId,
                  gameCode: i.gameId,
                  currency: currencyOf(i.currencyId),
                  ...creditKurus(i.winAmount, 'winAmount'),
                  kind,
                },
              ],
            }
          }),
        }
      }
      case 'betwin': {
        const b = parseWith(schemas.betwin, json)
        return {
          allOrNone: b.allOrNone ?? false,
          items: b.items.map((i) => {
            const common = { user: i.playerId, roundId: i.roundId, gameCode: i.gameId }
            const currency = currencyOf(i.currencyId)
            return {
              echo: { betInfo: i.betInfo, winInfo: i.winInfo, metadata: i.metadata },
              // One Digitain transaction, two postings: the win's id is derived from the bet's.
              commands: [
                {
                  op: 'bet',
                  ...common,
                  token: i.token,
                  txId: i.txId,
                  currency,
                  amount: stakeKurus(i.betAmount, 'betAmount'),
                },
                {
                  op: 'win',
                  ...common,
                  token: i.token,
                  txId: `${i.txId}:win`,
                  refTxId: i.txId,
                  currency,
                  ...creditKurus(i.winAmount, 'winAmount'),
                  kind: 'regular',
                },
              ],
            }
          }),
        }
      }
      case 'refund': {
        const b = parseWith(schemas.refund, json)
        return {
          allOrNone: b.allOrNone ?? false,
          items: b.items.map((i) => {
            if (i.currencyId !== undefined) currencyOf(i.currencyId)
            return {
              echo: { info: i.info, metadata: i.metadata },
              commands: [
                {
                  op: 'rollback',
                  user: i.playerId,
                  token: i.token ?? '',
                  txId: i.txId,
                  refTxId: i.originalTxId,
                  roundId: i.roundId ?? i.originalTxId,
                  gameCode: i.gameId,
                },
              ],
            }
          }),
        }
      }
      default:
        // `amend` changes a settled win after the fact: no canonical command books that honestly.
        throw new AppError('ACTION_NOT_ALLOWED')
    }
  }

  return {
    verify(rawBody: Buffer): boolean {
      const f = fieldsOf(rawBody)
      const { timestamp, signature } = f
      if (typeof timestamp !== 'string' || typeof signature !== 'string') return false
      if (typeof f.operatorId !== 'string' || !sameText(f.operatorId, operatorId)) return false
      if (!sameText(signature.toLowerCase(), signDigitain(key, timestamp, operatorId))) return false
      const at = timestampMs(timestamp)
      return at !== null && Math.abs(now() - at) <= DIGITAIN_TIMESTAMP_SKEW_MS
    },

    parseBatch(rawBody: Buffer, _headers: IncomingHttpHeaders, action: string): WalletBatch | null {
      if (!BATCHES.has(action)) return null
      return parseItems(action, jsonOf(rawBody))
    },

    parse(rawBody: Buffer, _headers: IncomingHttpHeaders, action: string): WalletCommand {
      const json = jsonOf(rawBody)
      switch (action) {
        case 'authenticate': {
          const b = parseWith(schemas.authenticate, json)
          return { op: 'balance', token: b.token, requestId: 'authenticate' }
        }
        case 'getbalance': {
          const b = parseWith(schemas.getbalance, json)
          if (b.currencyId !== undefined) currencyOf(b.currencyId)
          return { op: 'balance', token: b.token, user: b.playerId, requestId: 'getbalance' }
        }
        case 'refreshtoken': {
          const b = parseWith(schemas.refreshtoken, json)
          return { op: 'balance', token: b.token, requestId: 'refreshtoken' }
        }
        default:
          throw new AppError('NOT_FOUND')
      }
    },

    playerOf(token: string, gameCode: string | null, at: number, allowExpired: boolean, user?: string) {
      const claims = verifyGameToken(tokenSecret, token, at, { allowExpired })
      if (
        claims &&
        (user === undefined || String(claims.playerId) === user) &&
        (gameCode === null || claims.gameCode === gameCode)
      )
        return { playerId: claims.playerId, sessionId: claims.sessionId }
      // Wins and refunds are owed whatever the token (docs/providers.md "Digitain"): the call names
      // the player, and the wallet checks the referenced bet is theirs.
      if (allowExpired && user !== undefined && USER.test(user))
        return { playerId: Number(user), sessionId: '' }
      return null
    },

    render(result: WalletResult, command: WalletCommand) {
      const base = { ...stamp(), errorCode: DIGITAIN_CODES.ok }
      if (command.requestId === 'authenticate') {
        const claims = verifyGameToken(tokenSecret, command.token, 0, { allowExpired: true })
        const playerId = claims ? String(claims.playerId) : ''
        return {
          ...base,
          playerId,
          userName: playerId,
          currencyId: 'TRY',
          balance: balanceOf(result),
          isReal: true,
        }
      }
      if (command.requestId === 'refreshtoken') return { ...base, token: command.token }
      return { ...base, balance: balanceOf(result) }
    },

    renderError(refusal: WalletRefusal, { raw, command, balances }: RefusalContext) {
      const errorCode = codeOf(refusal, command, raw)
      if (errorCode === null) return null
      const batch = command === null && Array.isArray(fieldsOf(raw).items)
      return {
        ...stamp(),
        errorCode,
        ...(balances && !batch ? { balance: balanceOf(balances) } : {}),
        ...(batch ? { items: [] } : {}),
      }
    },

    namedIn(rawBody: Buffer) {
      const f = fieldsOf(rawBody)
      const first = Array.isArray(f.items) ? (f.items[0] as Record<string, unknown> | undefined) : f
      const tok = typeof first?.token === 'string' ? first.token : ''
      const user = typeof first?.playerId === 'string' ? first.playerId : undefined
      return tok || user ? { token: tok, user } : null
    },

    renderBatch(outcomes: BatchOutcome[], batch: WalletBatch) {
      const rendered = outcomes.map((o, n) => {
        const echo = (batch.items[n]?.echo ?? {}) as Record<string, unknown>
        const echoed = Object.fromEntries(Object.entries(echo).filter(([, v]) => v !== undefined))
        if (o.ok)
          return {
            ...echoed,
            externalTxId: o.result.txId ?? '',
            balance: balanceOf(o.result),
            errorCode: DIGITAIN_CODES.ok,
          }
        return {
          ...echoed,
          errorCode: codeOf(o.refusal, o.command, null) ?? DIGITAIN_CODES.parameterMissing,
          ...(o.balances ? { balance: balanceOf(o.balances) } : {}),
        }
      })
      // allOrNone: one refusal refused every item; the call answers it too.
      const first = rendered.find((r) => r.errorCode !== DIGITAIN_CODES.ok)
      const errorCode = batch.allOrNone && first ? first.errorCode : DIGITAIN_CODES.ok
      return { ...stamp(), errorCode, items: rendered }
    },
  }
}
