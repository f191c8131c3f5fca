import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm'
import {
  calendarPeriod,
  lossOf,
  refusingLimit,
  remainingOf,
  rollingResetsAt,
  rollingWindowStart,
  tightest,
  TransactionStatus,
  type LimitUse,
  type RgLimitKind,
  type RgPeriod,
} from '@galata/contract'
import { type Tx, type DbOrTx, queryRows } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { asBigint, toMajor } from './money.js'

/*
 * Player protection at the doors that move money (docs/player-protection.md). The wallet
 * is the bottom module and every product's stake passes its bet command, so the checks live here:
 * `placeBet` reads the gate with the player's row (one join, the same query the operator check
 * already ran) and, only when the player has a loss, wager or session limit, sums the windows
 * inside the lock on the player's accounts, so two parallel bets cannot together pass a limit.
 * Deposits (payments), game launches and bonus claims call the same functions through the index.
 * The arithmetic itself is pure and lives in the contract (protection-math.ts).
 */

const ts = (ms: number) => new Date(ms).toISOString()
const ms = (v: unknown): number | null =>
  v === null || v === undefined ? null : new Date(v as string).getTime()

/** The idle end of a login session: the same 30 minutes as auth's SESSION_POLICY.idleMs (a test compares). */
export const SESSION_IDLE_MS = 30 * 60_000

/** What the wallet needs to know about a player before money moves. */
export interface PlayGate {
  role: string
  timeoutUntil: number | null
  /** The exclusion is in force while started and not lifted (`liftsAt` in the future or null). */
  exclusionStartedAt: number | null
  exclusionUntil: number | null
  exclusionLiftsAt: number | null
  stakeLimits: boolean
  sessionLimits: boolean
  depositLimits: boolean
  /** The back office's granular blocks (docs/backoffice.md "The player page"). */
  betsBlocked: boolean
  depositsBlocked: boolean
  withdrawalsBlocked: boolean
}

/**
 * The gate's columns for one player: a primary-key read with a join, as SQL so the bet's claim
 * (wagering.queries.ts) carries it in the same statement. `playerId` is a parameter or placeholder.
 */
export function gateSql(playerId: SQLWrapper | Placeholder | number): SQL {
  return sql`select p.role, s.timeout_until, s.exclusion_started_at, s.exclusion_until, s.exclusion_lifts_at,
               coalesce(s.stake_limits, false) as stake_limits, coalesce(s.session_limits, false) as session_limits,
               coalesce(s.deposit_limits, false) as deposit_limits,
               p.blocked_bets, p.blocked_deposits, p.blocked_withdrawals
          from players p left join rg_settings s on s.player_id = p.id
         where p.id = ${playerId}`
}

/** A row of `gateSql` as the gate; null when there was no player (no role). */
export function gateOf(row: Record<string, unknown> | undefined): PlayGate | null {
  if (!row || row.role === null || row.role === undefined) return null
  return {
    role: row.role as string,
    timeoutUntil: ms(row.timeout_until),
    exclusionStartedAt: ms(row.exclusion_started_at),
    exclusionUntil: ms(row.exclusion_until),
    exclusionLiftsAt: ms(row.exclusion_lifts_at),
    stakeLimits: row.stake_limits === true,
    sessionLimits: row.session_limits === true,
    depositLimits: row.deposit_limits === true,
    betsBlocked: row.blocked_bets === true,
    depositsBlocked: row.blocked_deposits === true,
    withdrawalsBlocked: row.blocked_withdrawals === true,
  }
}

/** The player's role and protection flags: one primary-key read with a join. Null for no player. */
export async function readGate(db: DbOrTx, playerId: number): Promise<PlayGate | null> {
  const [row] = await queryRows<Record<string, unknown>>(db, gateSql(playerId))
  return gateOf(row)
}

export function isExcluded(gate: PlayGate, now: number): boolean {
  return gate.exclusionStartedAt !== null && (gate.exclusionLiftsAt === null || gate.exclusionLiftsAt > now)
}

export function isTimedOut(gate: PlayGate, now: number): boolean {
  return gate.timeoutUntil !== null && gate.timeoutUntil > now
}

/** SELF_EXCLUDED or TIMED_OUT when either is in force (the exclusion first: it is the stronger). */
export function refuseBlocked(gate: PlayGate, now: number): void {
  if (isExcluded(gate, now))
    throw new AppError('SELF_EXCLUDED', undefined, {
      until:
        gate.exclusionLiftsAt !== null
          ? ts(gate.exclusionLiftsAt)
          : gate.exclusionUntil === null
            ? null
            : ts(gate.exclusionUntil),
    })
  if (isTimedOut(gate, now)) throw new AppError('TIMED_OUT', undefined, { until: ts(gate.timeoutUntil!) })
}

/**
 * A new stake: refused while timed out or excluded (`refuseBlocked`), then while the back office
 * blocks the player's bets (docs/backoffice.md "The player page"). Every bet of every product
 * passes here: `placeBet` directly, the one-statement bets through `isPlainBet`'s twin in SQL.
 */
export function refuseStake(gate: PlayGate, now: number): void {
  refuseBlocked(gate, now)
  if (gate.betsBlocked) throw new AppError('BETS_BLOCKED')
}

/**
 * A bet that needs no protection check past the gate (docs/player-protection.md): a player (not
 * staff), no time-out in force, no exclusion on record (a lifted one too: the general path decides
 * it), no session, loss or wager limit. Written twice side by side — here for `placeBet`'s gate,
 * `plainBetSql` for the wallet's one-statement bet, which moves the stake only when it holds — and
 * protection-guard.test.ts runs every limit kind through both, and through `checkBet`, so a new
 * kind that refuses bets but is missing here fails there.
 */
export function isPlainBet(gate: PlayGate | null, now: number): boolean {
  return (
    gate !== null &&
    gate.role === 'player' &&
    !gate.betsBlocked &&
    !isTimedOut(gate, now) &&
    gate.exclusionStartedAt === null &&
    !gate.stakeLimits &&
    !gate.sessionLimits
  )
}

/** `isPlainBet` as a condition on `players p left join rg_settings s` at `now` (a timestamptz). */
export function plainBetSql(now: SQLWrapper | SQL): SQL {
  return sql`p.role = 'player'
         and not p.blocked_bets
         and (s.timeout_until is null or s.timeout_until <= ${now})
         and s.exclusion_started_at is null
         and not coalesce(s.stake_limits, false) and not coalesce(s.session_limits, false)`
}

// ---------------------------------------------------------------------------------------------
// Limits in force

export interface LimitRow {
  kind: RgLimitKind
  period: RgPeriod
  amount: bigint
}

async function limitsOf(db: DbOrTx, playerId: number, kinds: readonly RgLimitKind[]): Promise<LimitRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select kind, period, amount from rg_limits
         where player_id = ${playerId} and kind in (${sql.join(
           kinds.map((k) => sql`${k}`),
           sql`, `,
         )})`,
  )
  return rows.map((r) => ({
    kind: r.kind as RgLimitKind,
    period: r.period as RgPeriod,
    amount: asBigint(r.amount),
  }))
}

// ---------------------------------------------------------------------------------------------
// Sums of the windows

interface StakeSums {
  stakes: bigint
  wins: bigint
  /** The oldest counted stake (wager) and the oldest counted row (loss), epoch ms. */
  oldestStake: number | null
  oldestAny: number | null
}

/**
 * Stakes and wins of one rolling window: bets still standing (open or settled; a rolled-back bet
 * never counts), wins applied, and what sportsbook settlements pay on their bets.
 */
async function stakeSums(
  db: DbOrTx,
  playerId: number,
  from: number,
  exceptId: number | null,
): Promise<StakeSums> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select
          coalesce(sum(amount) filter (where op = 'bet' and status in ('open', 'settled')), 0) as stakes,
          coalesce(sum(amount) filter (where op = 'win' and status = 'applied'), 0)
            + coalesce(sum(settled_amount) filter (where op = 'bet' and status in ('open', 'settled')), 0) as wins,
          min(created_at) filter (where op = 'bet' and status in ('open', 'settled')) as oldest_stake,
          min(created_at) filter (where (op = 'bet' and status in ('open', 'settled')) or (op = 'win' and status = 'applied')) as oldest_any
        from provider_transactions
        where player_id = ${playerId} and created_at > ${ts(from)}::timestamptz and op in ('bet', 'win')
          and id <> ${exceptId ?? 0}`,
  )
  return {
    stakes: asBigint(row?.stakes ?? 0),
    wins: asBigint(row?.wins ?? 0),
    oldestStake: ms(row?.oldest_stake),
    oldestAny: ms(row?.oldest_any),
  }
}

/**
 * Gross deposits of one rolling window: confirmed and still pending ones (so many open ones cannot
 * pile up), but not a pending one past its end: an abandoned gateway deposit stops counting when it
 * expires (docs/wallet.md "Pending deposits"), and a cancelled one never counts.
 */
async function depositSums(
  db: DbOrTx,
  playerId: number,
  from: number,
  now: number,
): Promise<{ total: bigint; oldest: number | null }> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(amount), 0) as total, min(created_at) as oldest from payments
         where player_id = ${playerId} and type = 1 and created_at > ${ts(from)}::timestamptz
           and status in (${TransactionStatus.Confirmed}, ${TransactionStatus.Pending}, ${TransactionStatus.Merged}, ${TransactionStatus.Created})
           and not (status = ${TransactionStatus.Pending} and expires_at is not null and expires_at <= ${ts(now)}::timestamptz)`,
  )
  return { total: asBigint(row?.total ?? 0), oldest: ms(row?.oldest) }
}

/**
 * Seconds logged in between `from` and `now`: every login session clipped to the range. A live
 * session counts up to now; a session left idle counts until its last activity plus the idle
 * allowance (when it ended), a revoked one until its revocation.
 */
export async function secondsPlayed(
  db: DbOrTx,
  playerId: number,
  from: number,
  now: number,
): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select coalesce(sum(greatest(0, extract(epoch from (
              least(${ts(now)}::timestamptz, expires_at,
                    coalesce(revoked_at, last_seen_at + ${`${SESSION_IDLE_MS / 1000} seconds`}::interval))
              - greatest(created_at, ${ts(from)}::timestamptz))))), 0) as seconds
          from sessions
         where player_id = ${playerId} and created_at < ${ts(now)}::timestamptz
           and coalesce(revoked_at, expires_at) > ${ts(from)}::timestamptz`,
  )
  return Math.floor(Number(row?.seconds ?? 0))
}

/** One limit with its use in its window: money in kuruş, session in seconds (its limit in seconds too). */
export interface LimitUsage extends LimitUse {
  kind: RgLimitKind
  /** The limit as set (kuruş, or minutes for session). */
  amount: bigint
}

/** The use of each of `limits` at `now`. */
export async function usageOf(
  db: DbOrTx,
  playerId: number,
  limits: readonly LimitRow[],
  now: number,
  /** The bet being placed: its row is already claimed, and it is the amount asked about. */
  exceptId: number | null = null,
): Promise<LimitUsage[]> {
  const out: LimitUsage[] = []
  const stakeCache = new Map<RgPeriod, StakeSums>()
  const depositCache = new Map<RgPeriod, { total: bigint; oldest: number | null }>()
  for (const l of limits) {
    if (l.kind === 'session') {
      const p = calendarPeriod(l.period, now)
      const seconds = await secondsPlayed(db, playerId, p.start, now)
      out.push({ ...l, limit: l.amount * 60n, used: BigInt(seconds), resetsAt: p.end })
    } else if (l.kind === 'deposit') {
      let d = depositCache.get(l.period)
      if (!d)
        depositCache.set(
          l.period,
          (d = await depositSums(db, playerId, rollingWindowStart(l.period, now), now)),
        )
      out.push({ ...l, limit: l.amount, used: d.total, resetsAt: rollingResetsAt(l.period, d.oldest) })
    } else {
      let s = stakeCache.get(l.period)
      if (!s)
        stakeCache.set(
          l.period,
          (s = await stakeSums(db, playerId, rollingWindowStart(l.period, now), exceptId)),
        )
      const used = l.kind === 'wager' ? s.stakes : lossOf(s.stakes, s.wins)
      const oldest = l.kind === 'wager' ? s.oldestStake : s.oldestAny
      out.push({ ...l, limit: l.amount, used, resetsAt: rollingResetsAt(l.period, oldest) })
    }
  }
  return out
}

/** The player's limits in force with their use, for the protection page. */
export async function limitUsages(db: DbOrTx, playerId: number, now: number): Promise<LimitUsage[]> {
  return usageOf(db, playerId, await limitsOf(db, playerId, ['deposit', 'loss', 'wager', 'session']), now)
}

function moneyRefusal(code: 'DEPOSIT_LIMIT' | 'LOSS_LIMIT' | 'WAGER_LIMIT', use: LimitUsage): AppError {
  return new AppError(code, undefined, {
    kind: use.kind,
    period: use.period,
    limit: toMajor(use.limit),
    remaining: toMajor(remainingOf(use)),
    resetsAt: use.resetsAt === null ? null : ts(use.resetsAt),
  })
}

/** SESSION_LIMIT when the tightest session-time limit is used up. */
export async function checkSessionTime(db: DbOrTx, playerId: number, now: number): Promise<void> {
  const uses = await usageOf(db, playerId, await limitsOf(db, playerId, ['session']), now)
  const spent = uses.filter((u) => u.used >= u.limit)
  const worst = tightest(spent) as LimitUsage | null
  if (worst)
    throw new AppError('SESSION_LIMIT', undefined, {
      period: worst.period,
      limit: Number(worst.amount),
      resetsAt: ts(Math.max(...spent.map((u) => u.resetsAt!))),
    })
}

/**
 * LOSS_LIMIT or WAGER_LIMIT when `amount` more staked would pass a limit of any period (the loss
 * counted as if the stake were lost). Runs inside the bet's lock on the player's accounts.
 */
export async function checkStakeLimits(
  tx: Tx,
  playerId: number,
  amount: bigint,
  now: number,
  betId: number | null,
): Promise<void> {
  const uses = await usageOf(tx, playerId, await limitsOf(tx, playerId, ['wager', 'loss']), now, betId)
  const wager = refusingLimit(
    uses.filter((u) => u.kind === 'wager'),
    amount,
  ) as LimitUsage | null
  if (wager) throw moneyRefusal('WAGER_LIMIT', wager)
  const loss = refusingLimit(
    uses.filter((u) => u.kind === 'loss'),
    amount,
  ) as LimitUsage | null
  if (loss) throw moneyRefusal('LOSS_LIMIT', loss)
}

/**
 * Every check of a bet, called by `placeBet` before the stake moves (inside the accounts' lock):
 * a time-out or exclusion, then session time and the loss and wager limits when the player has
 * any. Players with no protection settings pay for the join only.
 */
export async function checkBet(
  tx: Tx,
  gate: PlayGate,
  bet: { id: number; playerId: number; amount: bigint },
  now: number,
): Promise<void> {
  const { playerId, amount } = bet
  // Nothing to check: what the one-statement bet holds to (`plainBetSql`).
  if (isPlainBet(gate, now)) return
  refuseStake(gate, now)
  if (gate.sessionLimits) await checkSessionTime(tx, playerId, now)
  if (gate.stakeLimits) await checkStakeLimits(tx, playerId, amount, now, bet.id)
}

/**
 * Game launches and bonus claims (no money moves yet): refused while timed out, self-excluded or
 * at a session-time limit.
 */
export async function refusePlay(db: DbOrTx, playerId: number, now: number): Promise<void> {
  const gate = await readGate(db, playerId)
  if (!gate) return
  // A launch or bonus claim of a player whose bets are blocked would only end at the first stake.
  refuseStake(gate, now)
  if (gate.sessionLimits) await checkSessionTime(db, playerId, now)
}

/**
 * A deposit of `amount` kuruş: refused while timed out or excluded, and beyond what the deposit
 * limits leave (gross: confirmed and pending deposits of the window). Call it in the transaction
 * that records the payment, after locking the player (payments does), so two deposits cannot both
 * pass.
 */
export async function checkDeposit(db: DbOrTx, playerId: number, amount: bigint, now: number): Promise<void> {
  const gate = await readGate(db, playerId)
  if (!gate) return
  refuseBlocked(gate, now)
  if (gate.depositsBlocked) throw new AppError('DEPOSITS_BLOCKED')
  if (!gate.depositLimits) return
  // Serialises this player's deposit checks until the caller's transaction ends.
  await queryRows(db, sql`select 1 from rg_settings where player_id = ${playerId} for update`)
  const uses = await usageOf(db, playerId, await limitsOf(db, playerId, ['deposit']), now)
  const over = refusingLimit(uses, amount) as LimitUsage | null
  if (over) throw moneyRefusal('DEPOSIT_LIMIT', over)
}

/**
 * A withdrawal request: refused while the back office blocks the player's withdrawals
 * (docs/backoffice.md "The player page"). Call it in the transaction that reserves the money.
 */
export async function checkWithdrawal(db: DbOrTx, playerId: number): Promise<void> {
  const gate = await readGate(db, playerId)
  if (gate?.withdrawalsBlocked) throw new AppError('WITHDRAWALS_BLOCKED')
}
