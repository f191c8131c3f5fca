import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { AppError } from '../../lib/app-error.js'
import { providerMinorAmount } from '../../modules/wallet/index.js'
import type {
  ProviderWallet,
  RefusalContext,
  WalletCommand,
  WalletRefusal,
  WalletResult,
} from '../provider.js'
import { verifyGameToken } from '../galata/galata.token.js'
import { flatXml, parseFlatXml, type FlatXml } from './egt.xml.js'

/*
 * The EGT Interactive seamless-wallet dialect (docs/providers.md "EGT"): EGT calls
 * `POST /api/providers/egt/{Authenticate|GetPlayerBalance|Withdraw|Deposit|WithdrawAndDeposit}` with a
 * flat XML body carrying `UserName` and `Password` (ours to EGT, compared in constant time). Amounts
 * are minor units (kuruş for TRY); `PortalCode` names the portal and ends with its currency. Every
 * answer is HTTP 200 XML `<{Action}Response>` with `ErrorCode`, `ErrorMessage` and `Balance`,
 * refusals included.
 */

export const EGT_ACTIONS = [
  'Authenticate',
  'GetPlayerBalance',
  'Withdraw',
  'Deposit',
  'WithdrawAndDeposit',
] as const
export type EgtAction = (typeof EGT_ACTIONS)[number]

/** EGT's status codes (docs/providers.md "EGT", status mapping). */
export const EGT_STATUS = {
  OK: 1000,
  DUPLICATE: 1100,
  INTERNAL_SERVER_ERROR: 3000,
  INSUFFICIENT_FUNDS: 3100,
  EXPIRED: 3100,
  BET_LIMIT_REACHED: 3300,
  LOSS_LIMIT_REACHED: 3400,
  SESSION_TIME_LIMIT_REACHED: 3500,
} as const

/** The wallet's refusals in EGT's words; codes not listed stay with the site's error handler. */
const STATUS_OF: Partial<Record<WalletRefusal['code'], readonly [number, string]>> = {
  SIGNATURE_INVALID: [EGT_STATUS.INTERNAL_SERVER_ERROR, 'Authentication failed'],
  MALFORMED_REQUEST: [EGT_STATUS.INTERNAL_SERVER_ERROR, 'Malformed request'],
  VALIDATION_FAILED: [EGT_STATUS.INTERNAL_SERVER_ERROR, 'Invalid input'],
  GAME_SESSION_EXPIRED: [EGT_STATUS.EXPIRED, 'Expired'],
  GAME_NOT_FOUND: [EGT_STATUS.INTERNAL_SERVER_ERROR, 'Unknown game'],
  INSUFFICIENT_FUNDS: [EGT_STATUS.INSUFFICIENT_FUNDS, 'Insufficient funds'],
  CONFLICT: [EGT_STATUS.DUPLICATE, 'Transaction duplicate'],
  REF_NOT_FOUND: [EGT_STATUS.INTERNAL_SERVER_ERROR, 'Bet was not placed'],
  BET_ROLLED_BACK: [EGT_STATUS.INTERNAL_SERVER_ERROR, 'Transaction cancelled'],
  OPERATOR_CANNOT_PLAY: [EGT_STATUS.INTERNAL_SERVER_ERROR, 'Player cannot play'],
  WAGER_LIMIT: [EGT_STATUS.BET_LIMIT_REACHED, 'Bet limit reached'],
  BONUS_MAX_STAKE: [EGT_STATUS.BET_LIMIT_REACHED, 'Bet limit reached'],
  BETS_BLOCKED: [EGT_STATUS.BET_LIMIT_REACHED, 'Bet limit reached'],
  LOSS_LIMIT: [EGT_STATUS.LOSS_LIMIT_REACHED, 'Loss limit reached'],
  SESSION_LIMIT: [EGT_STATUS.SESSION_TIME_LIMIT_REACHED, 'Session time limit reached'],
  TIMED_OUT: [EGT_STATUS.SESSION_TIME_LIMIT_REACHED, 'Session time limit reached'],
  SELF_EXCLUDED: [EGT_STATUS.SESSION_TIME_LIMIT_REACHED, 'Session time limit reached'],
}

/** Player ids as EGT's `PlayerId` (what launch sends). */
const PLAYER_ID = /^[1-9][0-9]{0,15}$/
/**
 * EGT's transfer ids, game numbers and game ids. No `/`: the wallet keys of the rows EGT's calls
 * imply (`{TransferId}/win`, `{TransferId}/cancel`) can then never meet a real TransferId.
 */
const ID = /^[A-Za-z0-9_.:-]{1,90}$/
const SESSION = /^[A-Za-z0-9_.:-]{1,100}$/
const MINOR = /^[0-9]{1,15}$/

const invalid = (field: string, code: 'required' | 'invalid' | 'invalid_option' = 'invalid') =>
  new AppError('VALIDATION_FAILED', { [field]: code })

/** A stake in minor units → kuruş: a whole number or refused. Zero is the wallet's to refuse. */
function stakeOf(amount: string): bigint {
  if (!MINOR.test(amount)) throw invalid('amount')
  return BigInt(amount)
}

/**
 * A credit → kuruş, never refused for a fraction (docs/providers.md "EGT", units): the floor is
 * credited, the fraction (at most 10 decimals of a kuruş) goes to the rounding suspense account.
 */
function creditOf(amount: string): { amount: bigint; subKurus: bigint } {
  const parts = /^[0-9]{1,15}(?:\.[0-9]{1,10})?$/.test(amount) ? providerMinorAmount(amount) : null
  if (!parts) throw invalid('amount')
  return { amount: parts.kurus, subKurus: parts.subKurus }
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest()
/** Equal strings, in a time that says nothing about where they differ (both sides hashed first). */
const sameSecret = (given: string | undefined, expected: Buffer) =>
  given !== undefined && timingSafeEqual(digest(given), expected)

export interface EgtWalletConfig {
  username: string
  password: string
  portalCode: string
  /** The key of this dialect's game tokens (the galata token scheme, its own key). */
  tokenSecret: string
}

/** The answer's root for a command (EGT answers `<{Action}Response>`). */
function rootOf(command: WalletCommand): string {
  switch (command.op) {
    case 'balance':
      return command.providerSession?.bind ? 'AuthenticateResponse' : 'GetPlayerBalanceResponse'
    case 'bet':
      return command.settledBy ? 'WithdrawAndDepositResponse' : 'WithdrawResponse'
    case 'win':
    case 'rollback':
      return 'DepositResponse'
  }
}

export function egtWallet(config: EgtWalletConfig): ProviderWallet {
  const username = digest(config.username)
  const password = digest(config.password)
  const { tokenSecret } = config
  const balanceOf = (b: { cash: bigint; bonus: bigint }) =>
    // What a bet can spend: cash, then bonus (docs/wallet.md), as one EGT balance in kuruş.
    b.cash + b.bonus

  const read = (doc: FlatXml) => {
    const get = (name: string) => doc.fields.get(name)
    const need = (name: string, pattern: RegExp) => {
      const v = get(name)
      if (v === undefined || v === '') throw invalid(name, 'required')
      if (!pattern.test(v)) throw invalid(name)
      return v
    }
    return { get, need }
  }

  return {
    replyContentType: 'application/xml; charset=utf-8',

    verify(rawBody: Buffer): boolean {
      const doc = parseFlatXml(rawBody)
      if (!doc) return false
      // Both compared whatever the first gave: the answer's time does not tell which one was wrong.
      const user = sameSecret(doc.fields.get('UserName'), username)
      const pass = sameSecret(doc.fields.get('Password'), password)
      return user && pass
    },

    parse(rawBody: Buffer, _headers: IncomingHttpHeaders, action: string): WalletCommand {
      if (!(EGT_ACTIONS as readonly string[]).includes(action)) throw new AppError('NOT_FOUND')
      const doc = parseFlatXml(rawBody)
      if (!doc) throw new AppError('MALFORMED_REQUEST')
      const { get, need } = read(doc)
      const user = need('PlayerId', PLAYER_ID)
      const sessionId = need('SessionId', SESSION)
      // The portal is ours, and its last three letters are the currency (docs/providers.md "EGT").
      const portal = need('PortalCode', /^.{1,64}$/)
      if (portal !== config.portalCode) throw invalid('currency', 'invalid_option')
      const currency = get('Currency')
      if (currency !== undefined && currency !== portal.slice(-3)) throw invalid('currency', 'invalid_option')
      const echo = { user, providerSession: { id: sessionId, bind: false } }

      switch (action as EgtAction) {
        case 'Authenticate':
          return {
            op: 'balance',
            token: need('DefenceCode', /^.{1,512}$/),
            ...echo,
            providerSession: { id: sessionId, bind: true },
          }
        case 'GetPlayerBalance':
          return { op: 'balance', token: '', ...echo }
        case 'Withdraw':
        case 'WithdrawAndDeposit': {
          const reason = need('Reason', /^[A-Z_]{1,32}$/)
          if (reason !== 'ROUND_BEGIN' && reason !== 'ROUND_END') throw invalid('Reason', 'invalid_option')
          const txId = need('TransferId', ID)
          return {
            op: 'bet',
            token: '',
            ...echo,
            txId,
            roundId: need('GameNumber', ID),
            gameCode: need('GameId', ID),
            currency: portal.slice(-3),
            amount: stakeOf(need('Amount', /^.{1,40}$/)),
            settledBy:
              action === 'WithdrawAndDeposit'
                ? { txId: `${txId}/win`, ...creditOf(need('WinAmount', /^.{1,40}$/)) }
                : undefined,
          }
        }
        case 'Deposit': {
          const reason = need('Reason', /^[A-Z_]{1,32}$/)
          const transferId = need('TransferId', ID)
          const roundId = need('GameNumber', ID)
          const gameCode = need('GameId', ID)
          if (reason === 'ROUND_CANCEL')
            // The cancel names the Withdraw it cancels by that Withdraw's TransferId
            // (docs/providers.md "EGT", rollbacks); the refund is the bet's own amount.
            return {
              op: 'rollback',
              token: '',
              ...echo,
              txId: `${transferId}/cancel`,
              refTxId: transferId,
              roundId,
              gameCode,
              refByRound: true,
            }
          if (reason !== 'ROUND_END' && reason !== 'JACKPOT_END') throw invalid('Reason', 'invalid_option')
          return {
            op: 'win',
            token: '',
            ...echo,
            txId: transferId,
            // No bet id in EGT's Deposit: the wallet pays the round's (GameNumber's) latest bet.
            roundId,
            gameCode,
            currency: portal.slice(-3),
            ...creditOf(need('Amount', /^.{1,40}$/)),
            kind: reason === 'JACKPOT_END' ? 'jackpot' : 'regular',
          }
        }
      }
    },

    playerOf(token: string, gameCode: string | null, now: number, allowExpired: boolean, user?: string) {
      const claims = verifyGameToken(tokenSecret, token, now, { allowExpired })
      if (claims && String(claims.playerId) === user && (gameCode === null || claims.gameCode === gameCode))
        return { playerId: claims.playerId, sessionId: claims.sessionId }
      // A win or rollback is owed with or without a live session (docs/providers.md "EGT"): EGT's
      // credentials vouch for the PlayerId, and the wallet checks the bet belongs to that player.
      if (allowExpired && user !== undefined && PLAYER_ID.test(user))
        return { playerId: Number(user), sessionId: '' }
      return null
    },

    render(result: WalletResult, command: WalletCommand) {
      const fields: [string, string | bigint][] = [
        ['ErrorCode', String(EGT_STATUS.OK)],
        ['ErrorMessage', 'OK'],
        ['Balance', balanceOf(result)],
      ]
      if (command.op !== 'balance' && result.ledgerTransactionId != null)
        fields.push(['CasinoTransferId', String(result.ledgerTransactionId)])
      return flatXml(rootOf(command), fields)
    },

    renderError(refusal: WalletRefusal, { raw, command, balances }: RefusalContext) {
      const status = STATUS_OF[refusal.code]
      if (status === undefined) return null
      const code = status[0]
      let message = status[1]
      if (refusal.code === 'VALIDATION_FAILED' && refusal.errors?.currency) message = 'Currency mismatch'
      const requestRoot = parseFlatXml(raw)?.root
      const root = command
        ? rootOf(command)
        : requestRoot && /^[A-Za-z]{1,40}Request$/.test(requestRoot)
          ? requestRoot.replace(/Request$/, 'Response')
          : 'ErrorResponse'
      const fields: [string, string | bigint][] = [
        ['ErrorCode', String(code)],
        ['ErrorMessage', message],
      ]
      if (balances) fields.push(['Balance', balanceOf(balances)])
      return flatXml(root, fields)
    },

    namedIn(rawBody: Buffer) {
      const doc = parseFlatXml(rawBody)
      const user = doc?.fields.get('PlayerId')
      if (!doc || !user || !PLAYER_ID.test(user)) return null
      const token = doc.fields.get('DefenceCode') ?? ''
      const session = doc.fields.get('SessionId')
      return {
        token,
        user,
        providerSession: session && SESSION.test(session) ? { id: session, bind: token !== '' } : undefined,
      }
    },
  }
}
