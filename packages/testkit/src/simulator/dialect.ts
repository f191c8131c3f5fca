import type { IncomingHttpHeaders } from 'node:http'

/*
 * One provider's side of the seamless wallet, as the simulator plays it (docs/providers.md
 * "Simulator"): how it accepts the operator's launch call and how it moves a round's money through
 * the operator's wallet in that provider's dialect (signatures, units, retries, timeouts). The
 * server (server.ts) holds the games, sessions, pages and faults; a dialect only speaks. Adding a
 * provider is one more module implementing this, listed in dialects.ts.
 */

/** The faults a person or a test can ask for; each applies to the next round played. */
export const SIM_FAULTS = [
  'win-twice',
  'rollback-before-bet',
  'timeout-retry',
  'bad-signature',
  'unknown-round-win',
  // Hub88 only: the round settles, then a late rollback of its bet arrives (docs/providers.md "Faults").
  'rollback-after-win',
] as const
export type SimFault = (typeof SIM_FAULTS)[number]

export interface SimSession {
  id: string
  provider: string
  /** The operator's name of the player, as the launch sent it. */
  user: string
  token: string
  gameCode: string
  lang: 'tr' | 'en'
  /**
   * Where the page sends the player back; its origin is the only one the page posts messages to
   * when the site frames it (inside a provider's own HTML frame, that frame passes them on).
   */
  lobbyUrl: string
}

/** One wallet call as it went, for the round's report and the simulator's log. */
export interface SimCall {
  path: string
  transactionId: string
  /** The provider's status in the answer, or `timeout` / `network` / `http <n>`. */
  status: string
  /**
   * What the provider's daily round report (reports.ts, docs/providers.md "Reconciliation") needs of
   * a money call: its kind, its amount in kuruş (a rollback: the stake it returns), the bet a win or
   * rollback names, when it was answered (ISO), and whether the provider counts it as booked (its
   * success status). A call without `kind` is left out of the report.
   */
  kind?: 'bet' | 'win' | 'rollback'
  amount?: number
  refId?: string
  at?: string
  booked?: boolean
}

export interface SimRoundReport {
  /** settled: bet and win booked; refused: the bet was not taken; cancelled: the bet was rolled back. */
  state: 'settled' | 'refused' | 'cancelled'
  /** The provider's status that decided it (RS_OK, RS_ERROR_NOT_ENOUGH_MONEY, …). */
  status: string
  /** A refusal the page words for the player (its balance or one of its limits), whatever the dialect's status. */
  reason?: 'funds' | 'limit'
  /** The player's balance after the round as the operator last answered it, kuruş; null if never. */
  balance: number | null
  calls: SimCall[]
}

/** An accepted launch (the session's fields) or the provider's refusal. */
export type SimLaunch =
  { ok: true; session: Omit<SimSession, 'id'> } | { ok: false; status: number; body: unknown }

export interface SimDialect {
  provider: string
  /** The provider's name as its game page shows it ("Hub88 demo content"). */
  label: string
  /**
   * The codes of the demo games it offers (games.ts). Each provider has games of its own, so the
   * lobby never lists one game twice under two providers.
   */
  games: readonly string[]
  /** The provider's own id of the games' merchant, when its launch names one (SoftGamings' `System`). */
  system?: number
  /** The path of the provider's launch call on its operator API (a pattern when it carries a key). */
  launchPath: string | RegExp
  /** The launch call's method; POST unless said. */
  launchMethod?: 'GET' | 'POST'
  /** The launch answer's content type when it is not JSON (then launchReply and refusals are text). */
  launchContentType?: string
  /** Checks the operator's launch request; the session's fields, or the provider's refusal. */
  acceptLaunch(raw: Buffer, headers: IncomingHttpHeaders, url: URL): SimLaunch | Promise<SimLaunch>
  /**
   * The provider's answer to an accepted launch, carrying the game page's url. Absent: the launch is
   * a loader the player's browser opened (EveryMatrix), answered with a redirect to the game page.
   */
  launchReply?(gameUrl: string, session: SimSession): unknown
  /** The player's balance (kuruş) through the operator's wallet, or null when it refused. */
  balance(session: SimSession): Promise<number | null>
  /** Moves one round's money: the bet of `stake`, then the win of `win` (kuruş), with `fault` injected. */
  playRound(
    session: SimSession,
    round: { roundId: string; stake: number; win: number },
    fault: SimFault | null,
  ): Promise<SimRoundReport>
  /** Stops background retries (rollbacks owed) so the process can exit. */
  close(): void
}
