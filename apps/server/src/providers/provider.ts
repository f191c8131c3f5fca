import type { IncomingHttpHeaders } from 'node:http'
import type { ErrorCode, FieldErrors, Locale } from '@galata/contract'
import type { ProviderCode } from '../db/schema/index.js'

/*
 * The provider adapter of PROVIDERS.md: the launch half, and the wallet half (verify, parse,
 * render) that translates a provider's signed HTTP callbacks into the wallet's canonical commands
 * (modules/provider-wallet applies them). The in-house studio's own pages reach the wallet directly
 * through the same canonical commands (modules/originals); its callback dialect exists too, for a
 * remote game server and for the PROVIDERS.md wallet tests.
 */

export interface LaunchInput {
  playerId: number
  /** The session the game is launched from: the game's token is bound to it (docs/security.md). */
  sessionId: string
  /** That session's end (epoch ms): a game token never outlives it. */
  sessionEndsAt: number
  gameCode: string
  language: Locale
  isMobile: boolean
  /** Where the provider sends the player back (the lobby on our origin). */
  lobbyUrl: string
  now: number
  /** The game's system id in the provider's catalogue, for dialects that launch by it (SoftGamings' `System`). */
  system?: number | null | undefined
  /** The player's address, for dialects whose launch call forwards it (SoftGamings' `UserIP`). */
  clientIp?: string | undefined
}

export type LaunchResult = { kind: 'url'; url: string } | { kind: 'html'; html: string }

export interface ProviderAdapter {
  code: ProviderCode
  /** False while the provider's credentials are missing: its games are not listed, its launch refuses. */
  isConfigured: boolean
  launch(input: LaunchInput): Promise<LaunchResult>
  /** The seamless-wallet callbacks, when this provider calls our wallet over HTTP. */
  wallet?: ProviderWallet
}

/**
 * What some dialects carry besides the token (docs/providers.md "Adapters"): the provider's name of
 * the player (Hub88's `user`, which identifies the player of a win or rollback that comes without a
 * live token) and the id of this HTTP call, echoed in the answer.
 */
interface CommandEcho {
  user?: string | undefined
  requestId?: string | undefined
  /**
   * The provider's own game-session id, for dialects whose calls after the first name that session
   * instead of our token (EGT's `SessionId`, docs/providers.md "EGT"). `bind`: this call brings our
   * token with it (EGT's Authenticate), and the wallet remembers which token the session stands for;
   * otherwise a command without a token plays with the token the session was bound to.
   */
  providerSession?: { id: string; bind: boolean } | undefined
}

/** A canonical wallet command (PROVIDERS.md), amounts in kuruş. */
export type WalletCommand = CommandEcho &
  (
    | { op: 'balance'; token: string }
    | {
        op: 'bet' | 'win'
        token: string
        txId: string
        refTxId?: string | undefined
        roundId: string
        amount: bigint
        currency: string
        gameCode: string
        kind?: 'regular' | 'promotion' | 'jackpot' | undefined
        /**
         * A bet only: the win that settles it in the same money transaction, both or neither (EGT's
         * WithdrawAndDeposit, docs/providers.md "EGT"). The answer is the balance after both.
         */
        settledBy?: { txId: string; amount: bigint; subKurus?: bigint | undefined } | undefined
        /** A win that names only its round (EveryMatrix): its bet is the round's latest bet of this player. */
        refByRound?: boolean | undefined
        /**
         * A bet only: a free round the provider funds (docs/providers.md "Free rounds"), with its
         * campaign or reward id when the dialect sends one. Nothing is taken from the player.
         */
        free?: { reference: string | null } | undefined
        /**
         * A win only: what it carried below the kuruş on top of `amount`, in 10^-18 kuruş
         * (modules/wallet/money.ts), booked to the rounding suspense account (docs/wallet.md).
         */
        subKurus?: bigint | undefined
      }
    | {
        op: 'rollback'
        token: string
        txId: string
        refTxId: string
        roundId: string
        gameCode?: string | undefined
        /** `refTxId` is a win to take back, not a bet (SoftGamings' debit naming a credit). */
        ofWin?: boolean | undefined
        /**
         * When `refTxId` is no transaction of ours, the round's only bet of this player if it is
         * open (EGT's ROUND_CANCEL, whose id is ambiguous: docs/providers.md "EGT", rollbacks).
         */
        refByRound?: boolean | undefined
      }
  )

/** What the wallet answered a command (a refusal is an AppError, rendered by the site's error handler). */
export interface WalletResult {
  /** Kuruş after the command (a replay: the stored ones). */
  cash: bigint
  bonus: bigint
  txId: string | null
  status: 'balance' | 'open' | 'applied' | 'rolled_back' | 'noop' | 'tombstone'
  replayed: boolean
  /** The ledger posting that moved the money (null when none moved), for dialects that echo our id. */
  ledgerTransactionId?: number | null | undefined
}

export interface ProviderWallet {
  /** The signature, checked on the exact bytes received (never on re-serialised JSON). */
  verify(rawBody: Buffer, headers: IncomingHttpHeaders): boolean
  /** Provider dialect → canonical; `action` is the path's last segment. Bad input: AppError VALIDATION_FAILED. */
  parse(rawBody: Buffer, headers: IncomingHttpHeaders, action: string): WalletCommand
  /**
   * The player and session a command's token names, or null. Wins and rollbacks are accepted after
   * the token expired (`allowExpired`); balance and bet are not, and need the session still able to
   * play (checked by the caller, docs/security.md).
   */
  playerOf(
    token: string,
    gameCode: string | null,
    now: number,
    allowExpired: boolean,
    /** The command's `user`, for dialects that name the player besides the token. */
    user?: string,
  ): { playerId: number; sessionId: string } | null
  /** Canonical answer → the provider's HTTP reply body (status 200). */
  render(result: WalletResult, command: WalletCommand): unknown
  /**
   * A refusal in the provider's dialect (docs/providers.md "Adapters"): the body of an HTTP 200
   * answer, or null to leave it to the site's error handler (the galata dialect has no renderError
   * at all). `command` is null when the request was refused before it parsed (signature, syntax);
   * `balances` (kuruş) when the player is known.
   */
  renderError?(refusal: WalletRefusal, context: RefusalContext): unknown
  /**
   * Who a signed request that did not parse names (its token and `user`, read leniently), so a
   * refusal of bad types can still carry the player's balance; with renderError only.
   */
  namedIn?(rawBody: Buffer): {
    token: string
    user?: string | undefined
    providerSession?: { id: string; bind: boolean } | undefined
  } | null
  /**
   * A signed request the dialect answers itself, without a wallet command (SoftGamings' `ping` and
   * `roundinfo`, docs/providers.md "SoftGamings"): its body, or undefined to go on to `parse`.
   */
  answerDirectly?(rawBody: Buffer, action: string): unknown
  /**
   * Headers to send with an answer's exact bytes, for dialects that sign their answers; a promise, so
   * a costly signature (Hub88's RSA) runs off the event loop.
   */
  signReply?(body: Buffer): Promise<Record<string, string>>
  /**
   * For a dialect that does not answer JSON (EGT's XML): render and renderError return the body as a
   * string, sent as is with this content type.
   */
  replyContentType?: string
  /**
   * Dialects whose one call carries several commands (docs/providers.md "Batches": Digitain's
   * `items`, its atomic `betwin`): the batch, or null for an action that is one command (`parse`).
   */
  parseBatch?(rawBody: Buffer, headers: IncomingHttpHeaders, action: string): WalletBatch | null
  /** The batch's outcomes, one per item in order → the dialect's reply body (status 200). */
  renderBatch?(outcomes: BatchOutcome[], batch: WalletBatch): unknown
}

/**
 * Several commands in one call (docs/providers.md "Batches"). Each item's commands apply in one
 * database transaction (a bet and its win together, or neither); `allOrNone` puts every item in one.
 * `echo` is what the dialect echoes back per item.
 */
export interface WalletBatch {
  allOrNone: boolean
  items: { commands: WalletCommand[]; echo?: unknown }[]
}

/** One item's outcome: the last command's result, or the refusal (with the player's balances when known). */
export type BatchOutcome =
  | { ok: true; result: WalletResult }
  | {
      ok: false
      refusal: WalletRefusal
      command: WalletCommand
      balances: { cash: bigint; bonus: bigint } | null
    }

export interface WalletRefusal {
  code: ErrorCode
  errors?: FieldErrors | undefined
  data?: unknown
}

export interface RefusalContext {
  raw: Buffer
  command: WalletCommand | null
  balances: { cash: bigint; bonus: bigint } | null
}
