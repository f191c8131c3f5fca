import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.js'
import { providerAmount, toMajorText } from '../../modules/wallet/index.js'
import { parseWith } from '../../lib/validate.js'
import type {
  ProviderWallet,
  RefusalContext,
  WalletCommand,
  WalletRefusal,
  WalletResult,
} from '../provider.js'
import { verifyGameToken } from '../galata/galata.token.js'

/*
 * The SoftGamings (Fundist OneWallet) seamless-wallet dialect (docs/providers.md "SoftGamings"):
 * Fundist posts every callback to one url, `POST /api/providers/softgamings/onewallet`, as JSON
 * whose `type` is ping, balance, debit, credit or roundinfo. A rollback is no type of its own: it is
 * a debit or credit carrying `i_rollback`, the `tid` it reverses. Every request and every answer
 * carries `hmac` = HMAC-SHA256(key = SHA-256(secret) as raw bytes, message = the values of all other
 * fields, sorted by key, concatenated). Amounts and balances are decimal strings in lira ("12.50").
 * Answers are HTTP 200: `{status: "OK", balance, tid, hmac}`, or `{error, balance, hmac}` for a refusal.
 */

/** The one callback path's last segment (Fundist is given `{site}/api/providers/softgamings/onewallet`). */
export const SOFTGAMINGS_ACTION = 'onewallet'

/** Our players' Fundist logins: `galata_{playerId}` (Fundist keeps a player record per login). */
export const loginOf = (playerId: number) => `galata_${playerId}`
const LOGIN = /^galata_([1-9][0-9]{0,15})$/
const playerIdOf = (login: string | undefined): number | null => {
  const m = login === undefined ? null : LOGIN.exec(login)
  return m ? Number(m[1]) : null
}

// -----------------------------------------------------------------------------------------------
// The hmac (docs/providers.md "SoftGamings", signatures)

/**
 * One field's contribution to the signed text, as Fundist's PHP builds it: strings as they are,
 * numbers in their shortest form, true as "1" and false or null as nothing. Nested objects are not
 * signed, except roundinfo's `actions`, whose items each contribute their values by sorted key.
 */
function signedText(key: string, value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (value === true) return '1'
  if (key === 'actions' && Array.isArray(value))
    return value
      .map((item) =>
        typeof item === 'object' && item !== null && !Array.isArray(item)
          ? Object.keys(item)
              .sort()
              .map((k) => signedText(k, (item as Record<string, unknown>)[k]))
              .join('')
          : '',
      )
      .join('')
  return ''
}

/** The hmac of a message (every field but `hmac`), lowercase hex. */
export function softgamingsHmac(secret: string, message: Record<string, unknown>): string {
  const text = Object.keys(message)
    .filter((k) => k !== 'hmac')
    .sort()
    .map((k) => signedText(k, message[k]))
    .join('')
  const key = createHash('sha256').update(secret, 'utf8').digest()
  return createHmac('sha256', key).update(text, 'utf8').digest('hex')
}

/** A body of ours with its hmac (every answer, refusals included, is signed). */
function signed(secret: string, body: Record<string, string>): Record<string, string> {
  return { ...body, hmac: softgamingsHmac(secret, body) }
}

/** The JSON object of a body, or null. */
function objectOf(raw: Buffer): Record<string, unknown> | null {
  try {
    const json: unknown = JSON.parse(raw.toString('utf8'))
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

// -----------------------------------------------------------------------------------------------
// Amounts: decimal strings in lira, parsed as text into kuruş (never through a float)

function decimalParts(amount: string): { kurus: bigint; subKurus: bigint } {
  // A plain decimal: no sign, no exponent, at most 15 integer digits (far past any stake, within int64).
  const parts = providerAmount(amount)
  if (!parts) throw new AppError('VALIDATION_FAILED', { amount: 'invalid' })
  return parts
}

/** A stake → kuruş: exact or refused (a stake that is not a whole number of kuruş is no stake). */
export function stakeOf(amount: string): bigint {
  const { kurus, subKurus } = decimalParts(amount)
  if (subKurus !== 0n) throw new AppError('VALIDATION_FAILED', { amount: 'invalid' })
  return kurus
}

/**
 * A credit → kuruş, never refused for its precision (docs/providers.md "SoftGamings", units): the
 * floor is credited, the remainder goes to the rounding suspense account (docs/wallet.md).
 */
export function creditOf(amount: string): { amount: bigint; subKurus: bigint } {
  const { kurus, subKurus } = decimalParts(amount)
  return { amount: kurus, subKurus }
}

/** Kuruş → Fundist's balance string, two decimals. */
export const liraText = toMajorText

// -----------------------------------------------------------------------------------------------
// Requests

// Ids as the wallet stores them (100 characters at most); Fundist's are alphanumeric, 32 at most.
// Fundist sends them as strings; a whole number is read as its digits.
const id = z.union([z.string().min(1).max(100), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
const idText = id.transform(String)
const token = z.string().max(512)
// Amounts are strings: a JSON number would have passed through a float already.
const amount = z.string().max(40)
// Unknown fields are dropped, not refused (zod's default): Fundist adds optional ones
// (round_start, round_ended, game_extra, action_details, i_actionid, subtype…).
const balanceSchema = z.object({
  userid: z.string().min(1).max(100),
  currency: z.string(),
  i_extparam: token.optional(),
})
const moneySchema = balanceSchema.extend({
  tid: idText,
  amount,
  i_gameid: idText,
  i_gamedesc: z.string().max(100).optional(),
  i_rollback: z.union([idText, z.literal(''), z.null()]).optional(),
  subtype: z.string().max(40).optional(),
  // "FREEROUNDS_{campaign}" on a free round's debit (docs/providers.md "Free rounds").
  // Any JSON (an object in some games): only a string with the prefix marks a free round.
  game_extra: z.unknown().optional(),
  jackpot_win: z.union([z.number(), z.string(), z.boolean()]).optional(),
})

function currencyOf(currency: string): string {
  if (currency !== 'TRY') throw new AppError('VALIDATION_FAILED', { currency: 'invalid_option' })
  return currency
}

/** The `game_extra` prefix of a free round's debit (Fundist's free-round campaigns). */
const FREE_ROUNDS = 'FREEROUNDS_'

/** Fundist's refusal texts (docs/providers.md "SoftGamings", refusal mapping). */
export const SOFTGAMINGS_ERRORS = {
  hmac: 'Wrong hmac',
  syntax: 'Malformed request',
  type: 'Wrong type',
  params: 'Invalid parameters',
  amount: 'Invalid amount',
  currency: 'Currency mismatch',
  user: 'Unknown user',
  session: 'Invalid session',
  expired: 'Session expired',
  game: 'Unknown game',
  funds: 'Insufficient funds',
  mismatch: 'Transaction parameter mismatch',
  noDebit: 'No debit for this round',
  rolledBack: 'Transaction rolled back',
  blocked: 'User blocked',
  limit: 'Limit reached',
} as const

const ERROR_OF: Partial<Record<WalletRefusal['code'], string>> = {
  SIGNATURE_INVALID: SOFTGAMINGS_ERRORS.hmac,
  MALFORMED_REQUEST: SOFTGAMINGS_ERRORS.syntax,
  GAME_NOT_FOUND: SOFTGAMINGS_ERRORS.game,
  INSUFFICIENT_FUNDS: SOFTGAMINGS_ERRORS.funds,
  CONFLICT: SOFTGAMINGS_ERRORS.mismatch,
  REF_NOT_FOUND: SOFTGAMINGS_ERRORS.noDebit,
  BET_ROLLED_BACK: SOFTGAMINGS_ERRORS.rolledBack,
  SELF_EXCLUDED: SOFTGAMINGS_ERRORS.blocked,
  TIMED_OUT: SOFTGAMINGS_ERRORS.blocked,
  BETS_BLOCKED: SOFTGAMINGS_ERRORS.blocked,
  OPERATOR_CANNOT_PLAY: SOFTGAMINGS_ERRORS.blocked,
  LOSS_LIMIT: SOFTGAMINGS_ERRORS.limit,
  WAGER_LIMIT: SOFTGAMINGS_ERRORS.limit,
  SESSION_LIMIT: SOFTGAMINGS_ERRORS.limit,
  BONUS_MAX_STAKE: SOFTGAMINGS_ERRORS.limit,
}

function validationError(refusal: WalletRefusal): string {
  const fields = refusal.errors ?? {}
  if (fields.type) return SOFTGAMINGS_ERRORS.type
  if (fields.currency) return SOFTGAMINGS_ERRORS.currency
  if (fields.amount) return SOFTGAMINGS_ERRORS.amount
  return SOFTGAMINGS_ERRORS.params
}

export interface SoftgamingsWalletKeys {
  /** The OneWallet secret both sides sign with (SOFTGAMINGS_HMAC_SECRET). */
  hmacSecret: string
  /** The key of this dialect's game tokens (the galata token scheme, its own key). */
  tokenSecret: string
}

export function softgamingsWallet(keys: SoftgamingsWalletKeys): ProviderWallet {
  const { hmacSecret, tokenSecret } = keys
  // What a bet can spend: cash, then bonus (docs/wallet.md), as one Fundist balance.
  const balanceOf = (b: { cash: bigint; bonus: bigint }) => liraText(b.cash + b.bonus)

  /**
   * The game a command plays: the one its token (`i_extparam`, set at launch) was signed for. Fundist's
   * `i_gamedesc` ("{System}:{GameType}") names it in Fundist's words, which need not be our game
   * code; without a genuine token (a late win or rollback) it stands in, for the history line only.
   */
  const gameOf = (extparam: string | undefined, gamedesc: string | undefined): string => {
    const claims = extparam ? verifyGameToken(tokenSecret, extparam, 0, { allowExpired: true }) : null
    if (claims) return claims.gameCode
    const sep = gamedesc?.indexOf(':') ?? -1
    return gamedesc && sep >= 0 ? gamedesc.slice(sep + 1) : (gamedesc ?? '')
  }

  return {
    verify(rawBody: Buffer): boolean {
      const body = objectOf(rawBody)
      const hmac = body?.hmac
      if (!body || typeof hmac !== 'string' || !/^[0-9a-fA-F]{64}$/.test(hmac)) return false
      const expected = Buffer.from(softgamingsHmac(hmacSecret, body), 'hex')
      return timingSafeEqual(expected, Buffer.from(hmac, 'hex'))
    },

    answerDirectly(rawBody: Buffer, action: string) {
      if (action !== SOFTGAMINGS_ACTION) return undefined
      const type = objectOf(rawBody)?.type
      // A ping checks the line and the secret; roundinfo reports a finished round's actions, which
      // the wallet has already booked one by one: both are acknowledged, nothing is written.
      if (type === 'ping' || type === 'roundinfo') return signed(hmacSecret, { status: 'OK' })
      return undefined
    },

    parse(rawBody: Buffer, _headers: IncomingHttpHeaders, action: string): WalletCommand {
      if (action !== SOFTGAMINGS_ACTION) throw new AppError('NOT_FOUND')
      const json = objectOf(rawBody)
      if (!json) throw new AppError('MALFORMED_REQUEST')
      const type = json.type
      if (type === 'balance') {
        const b = parseWith(balanceSchema, json)
        currencyOf(b.currency)
        return { op: 'balance', token: b.i_extparam ?? '', user: b.userid }
      }
      if (type !== 'debit' && type !== 'credit')
        throw new AppError('VALIDATION_FAILED', { type: 'invalid_option' })
      const b = parseWith(moneySchema, json)
      const common = {
        user: b.userid,
        requestId: b.tid,
        token: b.i_extparam ?? '',
        txId: b.tid,
        roundId: b.i_gameid,
        gameCode: gameOf(b.i_extparam, b.i_gamedesc),
      }
      const currency = currencyOf(b.currency)
      // A rollback is a debit or credit naming the transaction it reverses: branch on it before
      // the type, or a refund would be booked as a new bet or win (docs/providers.md "SoftGamings").
      if (b.i_rollback !== undefined && b.i_rollback !== null && b.i_rollback !== '') {
        // Its amount is Fundist's copy of the reversed one, not read: the wallet reverses the
        // transaction's own. A debit reverses a credit (a win taken back), a credit a debit.
        return { op: 'rollback', ...common, refTxId: b.i_rollback, ofWin: type === 'debit' }
      }
      if (type === 'debit') {
        const extra = b.game_extra
        const free =
          typeof extra === 'string' && extra.startsWith(FREE_ROUNDS) && extra.length <= 100
            ? { reference: extra }
            : undefined
        return { op: 'bet', ...common, currency, amount: stakeOf(b.amount), free }
      }
      const jackpot = b.jackpot_win === 1 || b.jackpot_win === '1' || b.jackpot_win === true
      return {
        op: 'win',
        ...common,
        currency,
        ...creditOf(b.amount),
        // A credit pays the round's bet (`i_gameid`), not a named debit; promotions and jackpots
        // need no bet.
        kind: jackpot ? 'jackpot' : b.subtype === 'promotion' ? 'promotion' : 'regular',
      }
    },

    playerOf(token: string, gameCode: string | null, now: number, allowExpired: boolean, user?: string) {
      const claims = verifyGameToken(tokenSecret, token, now, { allowExpired })
      if (claims && loginOf(claims.playerId) === user && (gameCode === null || claims.gameCode === gameCode))
        return { playerId: claims.playerId, sessionId: claims.sessionId }
      // A win or rollback is owed with or without a live token: Fundist's hmac vouches for the
      // `userid` it names, and the wallet checks the round's bet is that player's.
      const playerId = playerIdOf(user)
      if (allowExpired && playerId !== null) return { playerId, sessionId: '' }
      return null
    },

    render(result: WalletResult, command: WalletCommand) {
      const balance = balanceOf(result)
      if (command.op === 'balance') return signed(hmacSecret, { status: 'OK', balance })
      return signed(hmacSecret, { status: 'OK', tid: command.txId, balance })
    },

    renderError(refusal: WalletRefusal, { command, balances }: RefusalContext) {
      let error = ERROR_OF[refusal.code]
      if (refusal.code === 'VALIDATION_FAILED') error = validationError(refusal)
      if (refusal.code === 'GAME_SESSION_EXPIRED') {
        // A genuine token of this player (and game) that no longer plays: expired, or its session ended.
        const claims = command ? verifyGameToken(tokenSecret, command.token, 0, { allowExpired: true }) : null
        const gameCode = command && command.op !== 'balance' ? (command.gameCode ?? null) : null
        const ours =
          claims !== null &&
          loginOf(claims.playerId) === command?.user &&
          (gameCode === null || claims.gameCode === gameCode)
        error = ours
          ? SOFTGAMINGS_ERRORS.expired
          : playerIdOf(command?.user) === null
            ? SOFTGAMINGS_ERRORS.user
            : SOFTGAMINGS_ERRORS.session
      }
      if (error === undefined) return null
      return signed(hmacSecret, balances ? { error, balance: balanceOf(balances) } : { error })
    },

    namedIn(rawBody: Buffer) {
      const body = objectOf(rawBody)
      const text = (v: unknown) => (typeof v === 'string' && v.length <= 512 ? v : '')
      const user = text(body?.userid)
      const token = text(body?.i_extparam)
      return user || token ? { user, token } : null
    },
  }
}
