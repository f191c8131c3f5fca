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
import { verifyGameToken } from '../galata/galata.token.js'
import { creditKurus, liraNumber, numbersAsText, sameText, stakeKurus } from '../decimal-json.js'

/*
 * The EveryMatrix CasinoEngine seamless-wallet dialect (docs/providers.md "EveryMatrix"): one
 * endpoint, `POST /api/providers/everymatrix/ApiRequest`, a JSON `Request` of GetAccount,
 * GetBalance, WalletDebit or WalletCredit with `TransactionType` wager, result or rollback, and
 * EveryMatrix's `LoginName`/`Password` in the body (compared in constant time). Every answer is
 * HTTP 200 `{ApiVersion, Request, ReturnCode, SessionId, Message, …}`; amounts are decimal lira.
 */

/** EveryMatrix's return codes (the reference implementation's, docs/providers.md "EveryMatrix"). */
export const EVERYMATRIX_CODES = {
  success: 0,
  unknown: 101,
  blocked: 102,
  notFound: 103,
  insufficientFunds: 104,
  ipNotAllowed: 105,
  currency: 106,
  duplicate: 107,
  transactionNotFound: 108,
  lossLimit: 109,
  stakeLimit: 110,
  sessionLimit: 111,
} as const

const STATUS_OF: Partial<Record<WalletRefusal['code'], number>> = {
  SIGNATURE_INVALID: EVERYMATRIX_CODES.unknown,
  MALFORMED_REQUEST: EVERYMATRIX_CODES.unknown,
  VALIDATION_FAILED: EVERYMATRIX_CODES.unknown,
  ACTION_NOT_ALLOWED: EVERYMATRIX_CODES.unknown,
  GAME_SESSION_EXPIRED: EVERYMATRIX_CODES.notFound,
  GAME_NOT_FOUND: EVERYMATRIX_CODES.notFound,
  INSUFFICIENT_FUNDS: EVERYMATRIX_CODES.insufficientFunds,
  CONFLICT: EVERYMATRIX_CODES.duplicate,
  REF_NOT_FOUND: EVERYMATRIX_CODES.transactionNotFound,
  SELF_EXCLUDED: EVERYMATRIX_CODES.blocked,
  TIMED_OUT: EVERYMATRIX_CODES.blocked,
  BETS_BLOCKED: EVERYMATRIX_CODES.blocked,
  OPERATOR_CANNOT_PLAY: EVERYMATRIX_CODES.blocked,
  LOSS_LIMIT: EVERYMATRIX_CODES.lossLimit,
  WAGER_LIMIT: EVERYMATRIX_CODES.stakeLimit,
  BONUS_MAX_STAKE: EVERYMATRIX_CODES.stakeLimit,
  SESSION_LIMIT: EVERYMATRIX_CODES.sessionLimit,
}

const MESSAGE: Record<number, string> = {
  0: 'Success',
  101: 'Unknown error',
  102: 'Player blocked',
  103: 'Not found',
  104: 'Insufficient funds',
  106: 'Currency not supported',
  107: 'Duplicate transaction',
  108: 'Transaction not found',
  109: 'Loss limit reached',
  110: 'Stake limit reached',
  111: 'Session limit reached',
}

const id = z.string().min(1).max(100)
const text = z.string().max(512)
const base = {
  Request: z.enum(['GetAccount', 'GetBalance', 'WalletDebit', 'WalletCredit']),
  LoginName: text,
  Password: text,
  SessionId: z.string().max(512).optional(),
  ExternalUserId: z.string().max(100).optional(),
  AdditionalData: z.object({ PlayerCurrency: z.string().max(10).optional() }).optional(),
}
const envelope = z.object(base)
const wallet = z.object({
  ...base,
  SessionId: z.string().max(512),
  TransactionType: z.string().transform((v) => v.toLowerCase()),
  Amount: z.string(),
  TransactionId: id,
  RoundId: id,
  EMGameId: id.optional(),
  GPGameId: id.optional(),
  RollbackTransactionId: id.optional(),
  Currency: z.string().max(10).optional(),
})

/** Player ids as EveryMatrix's `ExternalUserId` (what GetAccount answers). */
const USER = /^[1-9][0-9]{0,15}$/

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

export interface EveryMatrixWalletKeys {
  login: string
  password: string
  /** The key of this dialect's game tokens (the galata token scheme, its own key). */
  tokenSecret: string
}

export function everyMatrixWallet(keys: EveryMatrixWalletKeys): ProviderWallet {
  const { login, password, tokenSecret } = keys
  const answer = (request: string, sessionId: string, code: number) => ({
    ApiVersion: '1.0',
    Request: request,
    ReturnCode: code,
    SessionId: sessionId,
    Message: MESSAGE[code] ?? 'Error',
  })
  const money = (b: { cash: bigint; bonus: bigint }) => ({
    Balance: liraNumber(b.cash + b.bonus),
    RealMoney: liraNumber(b.cash),
    BonusMoney: liraNumber(b.bonus),
    Currency: 'TRY',
  })
  const currencyOf = (c: string | undefined) => {
    if (c !== undefined && c !== 'TRY')
      throw new AppError('VALIDATION_FAILED', { Currency: 'invalid_option' })
  }

  return {
    verify(rawBody: Buffer): boolean {
      const f = fieldsOf(rawBody)
      return (
        typeof f.LoginName === 'string' &&
        typeof f.Password === 'string' &&
        // Both compared, always: the time taken says nothing about which one was wrong.
        [sameText(f.LoginName, login), sameText(f.Password, password)].every(Boolean)
      )
    },

    parse(rawBody: Buffer, _headers: IncomingHttpHeaders, action: string): WalletCommand {
      if (action !== 'ApiRequest') throw new AppError('NOT_FOUND')
      let json: unknown
      try {
        json = JSON.parse(numbersAsText(rawBody.toString('utf8')))
      } catch {
        throw new AppError('MALFORMED_REQUEST')
      }
      const e = parseWith(envelope, json)
      currencyOf(e.AdditionalData?.PlayerCurrency)
      if (e.Request === 'GetAccount' || e.Request === 'GetBalance')
        return {
          op: 'balance',
          token: e.SessionId ?? '',
          user: e.ExternalUserId,
          requestId: e.Request,
        }
      const b = parseWith(wallet, json)
      currencyOf(b.Currency)
      const common = {
        user: b.ExternalUserId,
        requestId: b.Request,
        token: b.SessionId,
        txId: b.TransactionId,
        roundId: b.RoundId,
        gameCode: b.EMGameId ?? b.GPGameId ?? '',
      }
      const kind = `${b.Request}:${b.TransactionType}`
      if (kind === 'WalletDebit:wager')
        return { op: 'bet', ...common, currency: 'TRY', amount: stakeKurus(b.Amount, 'Amount') }
      if (kind === 'WalletCredit:result')
        return {
          op: 'win',
          ...common,
          currency: 'TRY',
          ...creditKurus(b.Amount, 'Amount'),
          kind: 'regular',
          refByRound: true,
        }
      if (kind === 'WalletCredit:rollback') {
        // The bet being refunded; the reference falls back to the round's only bet, we need its id.
        if (!b.RollbackTransactionId)
          throw new AppError('VALIDATION_FAILED', { RollbackTransactionId: 'required' })
        return { op: 'rollback', ...common, refTxId: b.RollbackTransactionId }
      }
      // WalletDebit:rollback reverses a win: only bets are rolled back (PROVIDERS.md).
      throw new AppError('ACTION_NOT_ALLOWED')
    },

    playerOf(token: string, gameCode: string | null, at: number, allowExpired: boolean, user?: string) {
      const claims = verifyGameToken(tokenSecret, token, at, { allowExpired })
      if (
        claims &&
        (user === undefined || String(claims.playerId) === user) &&
        (gameCode === null || gameCode === '' || claims.gameCode === gameCode)
      )
        return { playerId: claims.playerId, sessionId: claims.sessionId }
      // Wins and rollbacks are owed whatever the session (docs/providers.md "EveryMatrix").
      if (allowExpired) {
        const named = user ?? (claims ? String(claims.playerId) : undefined)
        if (named !== undefined && USER.test(named)) return { playerId: Number(named), sessionId: '' }
      }
      return null
    },

    render(result: WalletResult, command: WalletCommand) {
      const request = command.requestId ?? ''
      const head = answer(request, command.token, EVERYMATRIX_CODES.success)
      if (request === 'GetAccount') {
        const claims = verifyGameToken(tokenSecret, command.token, 0, { allowExpired: true })
        const userId = claims ? String(claims.playerId) : (command.user ?? '')
        return {
          ...head,
          ExternalUserId: userId,
          UserName: userId,
          Alias: userId,
          Country: 'TUR',
          ...money(result),
        }
      }
      if (command.op === 'balance') return { ...head, ...money(result) }
      return { ...head, ...money(result), AccountTransactionId: result.txId ?? '' }
    },

    renderError(refusal: WalletRefusal, { raw, command, balances }: RefusalContext) {
      let code = STATUS_OF[refusal.code]
      if (
        refusal.code === 'VALIDATION_FAILED' &&
        (refusal.errors?.Currency || refusal.errors?.['AdditionalData.PlayerCurrency'])
      )
        code = EVERYMATRIX_CODES.currency
      // A tombstoned bet id is taken (107); a win of a rolled-back bet finds no bet to pay (108).
      if (refusal.code === 'BET_ROLLED_BACK')
        code = command?.op === 'bet' ? EVERYMATRIX_CODES.duplicate : EVERYMATRIX_CODES.transactionNotFound
      if (code === undefined) return null
      const f = fieldsOf(raw)
      const request = command?.requestId ?? (typeof f.Request === 'string' ? f.Request : '')
      const sessionId = command?.token ?? (typeof f.SessionId === 'string' ? f.SessionId : '')
      return { ...answer(request, sessionId, code), ...(balances ? money(balances) : {}) }
    },

    namedIn(rawBody: Buffer) {
      const f = fieldsOf(rawBody)
      const token = typeof f.SessionId === 'string' ? f.SessionId : ''
      const user = typeof f.ExternalUserId === 'string' ? f.ExternalUserId : undefined
      return token || user ? { token, user } : null
    },
  }
}
