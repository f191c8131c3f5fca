import { sql } from 'drizzle-orm'
import { type Tx, type DbOrTx, queryRows } from '../../db/client.js'
import { preparedStatement } from '../../db/prepared.js'
import type { BonusStatus, WagerOp, WagerStatus } from '../../db/schema/index.js'
import { asBigint } from './money.js'
import { gateOf, gateSql, type PlayGate } from './protection-guard.js'

/*
 * The SQL of wagering and bonus progress (docs/wallet.md "Wagering"). Lock order everywhere:
 * provider_transactions rows, then the bonus row, then the player's accounts (ascending id), so a
 * bet, a win, a rollback, a claim and the expiry sweeper can never deadlock each other.
 */

const big = (v: unknown) => (v === null || v === undefined ? null : asBigint(v))

export interface WagerRow {
  id: number
  provider: string
  txId: string
  op: WagerOp
  playerId: number
  roundId: string
  refTxId: string | null
  gameCode: string | null
  amount: bigint
  cashAmount: bigint
  bonusAmount: bigint
  bonusId: number | null
  status: WagerStatus
  requestHash: string
  ledgerTransactionId: number | null
  cashAfter: bigint | null
  bonusAfter: bigint | null
  /** A bet settled by the sportsbook commands: what it pays now (absolute) and the settlement's version. */
  settledAmount: bigint | null
  settleVersion: number | null
}

type RawWager = Record<string, unknown>

function toWager(r: RawWager): WagerRow {
  return {
    id: Number(r.id),
    provider: r.provider as string,
    txId: r.tx_id as string,
    op: r.op as WagerOp,
    playerId: Number(r.player_id),
    roundId: r.round_id as string,
    refTxId: (r.ref_tx_id as string | null) ?? null,
    gameCode: (r.game_code as string | null) ?? null,
    amount: asBigint(r.amount),
    cashAmount: asBigint(r.cash_amount),
    bonusAmount: asBigint(r.bonus_amount),
    bonusId: r.bonus_id === null ? null : Number(r.bonus_id),
    status: r.status as WagerStatus,
    requestHash: r.request_hash as string,
    ledgerTransactionId: r.ledger_transaction_id === null ? null : Number(r.ledger_transaction_id),
    cashAfter: big(r.cash_after),
    bonusAfter: big(r.bonus_after),
    settledAmount: big(r.settled_amount),
    settleVersion:
      r.settle_version === null || r.settle_version === undefined ? null : Number(r.settle_version),
  }
}

/**
 * Step 1 of every command: claim (provider, txId). A racing copy waits on the unique index until
 * this transaction ends; null means the key already exists (the caller loads it and replays).
 */
export async function claimWager(
  db: DbOrTx,
  w: {
    provider: string
    txId: string
    op: WagerOp
    playerId: number
    roundId: string
    refTxId: string | null
    gameCode: string | null
    amount: bigint
    status: WagerStatus
    requestHash: string
    createdAt: Date
    /** A win settles when it is applied; bets settle later (settleRoundBets). */
    settledAt: Date | null
  },
): Promise<number | null> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`
      insert into provider_transactions
        (provider, tx_id, op, player_id, round_id, ref_tx_id, game_code, amount, status, request_hash, created_at,
         settled_at)
      values (${w.provider}, ${w.txId}, ${w.op}, ${w.playerId}, ${w.roundId}, ${w.refTxId}, ${w.gameCode},
              ${w.amount.toString()}::bigint, ${w.status}, ${w.requestHash}, ${w.createdAt.toISOString()}::timestamptz,
              ${w.settledAt?.toISOString() ?? null}::timestamptz)
      on conflict (provider, tx_id) do nothing
      returning id`,
  )
  return rows[0] ? Number(rows[0].id) : null
}

const claimBetStatement = preparedStatement<
  Record<string, unknown>,
  {
    provider: string
    txId: string
    player: number
    round: string
    game: string | null
    amount: string
    hash: string
    at: string
  }
>(
  'wallet_claim_bet',
  sql`
    with claimed as (
      insert into provider_transactions
        (provider, tx_id, op, player_id, round_id, ref_tx_id, game_code, amount, status, request_hash, created_at,
         settled_at)
      values (${sql.placeholder('provider')}, ${sql.placeholder('txId')}, 'bet', ${sql.placeholder('player')}::bigint,
              ${sql.placeholder('round')}, null, ${sql.placeholder('game')}, ${sql.placeholder('amount')}::bigint, 'open',
              ${sql.placeholder('hash')}, ${sql.placeholder('at')}::timestamptz, null)
      on conflict (provider, tx_id) do nothing
      returning id
    ), b as materialized (
      select id, status, amount, wagering_required, wagered, expires_at from bonuses
      where player_id = ${sql.placeholder('player')}::bigint and status = 'active'
        and exists (select 1 from claimed)
      for update
    ), a as materialized (
      select id, kind, balance from accounts
      where player_id = ${sql.placeholder('player')}::bigint and currency = 'TRY'
        and kind in ('player_cash', 'player_bonus')
        and exists (select 1 from claimed) and (select count(*) from b) >= 0
      order by id
      for update
    )
    select (select id from claimed) as claimed_id, g.*,
           (select json_build_object('id', b.id, 'status', b.status, 'amount', b.amount::text,
                                     'wagering_required', b.wagering_required::text, 'wagered', b.wagered::text,
                                     'expires_at', b.expires_at)
              from b) as live_bonus,
           (select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'balance', a.balance::text)) from a)
             as locked_accounts
    from (select 1) as one left join (${gateSql(sql`${sql.placeholder('player')}::bigint`)}) as g on true`,
)

/**
 * A bet's first statement (prepared): `claimWager` for an open bet, the player's role and
 * protection flags (`readGate`), and, only when the claim is new, the bet's locks — the player's
 * active bonus (`lockActiveBonus`), then cash and bonus (`lockCashAndBonus`). The lock order is the
 * wallet's (the claimed row, then the bonus, then the accounts), and the statement itself enforces
 * it: the bonus lock's filter needs the claim's result, and the accounts' filter needs the bonus
 * CTE (materialized, its rows locked as it is read) before any account row is read, so neither
 * lock can be taken before the one it follows. A replay (no claim) takes no lock. The caller checks
 * the gate before it looks at the claim, so a refused player is refused whatever the claim found;
 * its error rolls the claim back with the transaction. `accounts` is null before they exist.
 */
export async function claimBet(
  db: Tx,
  w: {
    provider: string
    txId: string
    playerId: number
    roundId: string
    gameCode: string | null
    amount: bigint
    requestHash: string
    createdAt: Date
  },
): Promise<{
  id: number | null
  gate: PlayGate | null
  bonus: BonusRow | null
  accounts: LockedAccounts | null
}> {
  const [row] = await claimBetStatement.executeIn(db, {
    provider: w.provider,
    txId: w.txId,
    player: w.playerId,
    round: w.roundId,
    game: w.gameCode,
    amount: w.amount.toString(),
    hash: w.requestHash,
    at: w.createdAt.toISOString(),
  })
  const json = <T>(v: unknown): T | null =>
    v === null || v === undefined ? null : ((typeof v === 'string' ? JSON.parse(v) : v) as T)
  const b = json<Record<string, unknown>>(row?.live_bonus)
  const accounts =
    json<Array<{ id: number | string; kind: string; balance: string }>>(row?.locked_accounts) ?? []
  const cash = accounts.find((r) => r.kind === 'player_cash')
  const bonus = accounts.find((r) => r.kind === 'player_bonus')
  return {
    id: row?.claimed_id === null || row?.claimed_id === undefined ? null : Number(row.claimed_id),
    gate: gateOf(row),
    bonus: b ? toBonus({ ...b, player_id: w.playerId }) : null,
    accounts:
      cash && bonus
        ? {
            cashId: Number(cash.id),
            bonusId: Number(bonus.id),
            cash: asBigint(cash.balance),
            bonus: asBigint(bonus.balance),
          }
        : null,
  }
}

export async function findWager(db: DbOrTx, provider: string, txId: string): Promise<WagerRow | null> {
  const rows = await queryRows<RawWager>(
    db,
    sql`select * from provider_transactions where provider = ${provider} and tx_id = ${txId}`,
  )
  return rows[0] ? toWager(rows[0]) : null
}

/** Locks a bet (win and rollback on one bet serialize here: exactly one of them takes effect). */
export async function lockWager(db: DbOrTx, provider: string, txId: string): Promise<WagerRow | null> {
  const rows = await queryRows<RawWager>(
    db,
    sql`select * from provider_transactions where provider = ${provider} and tx_id = ${txId} for update`,
  )
  return rows[0] ? toWager(rows[0]) : null
}

/** The round's latest bet, for a win that names no bet (some dialects send only the round). */
export async function lockLatestRoundBet(
  db: DbOrTx,
  w: { provider: string; playerId: number; roundId: string },
): Promise<WagerRow | null> {
  const rows = await queryRows<RawWager>(
    db,
    sql`
      select * from provider_transactions
      where provider = ${w.provider} and player_id = ${w.playerId} and round_id = ${w.roundId} and op = 'bet'
      order by id desc limit 1
      for update`,
  )
  return rows[0] ? toWager(rows[0]) : null
}

export async function finishWager(
  db: DbOrTx,
  id: number,
  w: {
    status: WagerStatus
    amount?: bigint
    cashAmount: bigint
    bonusAmount: bigint
    bonusId?: number | null
    ledgerTransactionId: number | null
    cashAfter: bigint
    bonusAfter: bigint
  },
): Promise<void> {
  await db.execute(sql`
    update provider_transactions
    set status = ${w.status},
        amount = coalesce(${w.amount === undefined ? null : w.amount.toString()}::bigint, amount),
        cash_amount = ${w.cashAmount.toString()}::bigint,
        bonus_amount = ${w.bonusAmount.toString()}::bigint,
        bonus_id = ${w.bonusId ?? null},
        ledger_transaction_id = ${w.ledgerTransactionId},
        cash_after = ${w.cashAfter.toString()}::bigint,
        bonus_after = ${w.bonusAfter.toString()}::bigint
    where id = ${id}`)
}

/** A bet's sportsbook settlement: status, what it pays now, the version, when (null: reopened). */
export async function setBetSettlement(
  db: DbOrTx,
  id: number,
  w: { status: WagerStatus; settledAmount: bigint; settleVersion: number; settledAt: Date | null },
): Promise<void> {
  await db.execute(sql`
    update provider_transactions
    set status = ${w.status}, settled_amount = ${w.settledAmount.toString()}::bigint,
        settle_version = ${w.settleVersion}, settled_at = ${w.settledAt?.toISOString() ?? null}::timestamptz
    where id = ${id}`)
}

export async function setWagerStatus(db: DbOrTx, id: number, status: WagerStatus): Promise<void> {
  await db.execute(sql`update provider_transactions set status = ${status} where id = ${id}`)
}

export interface SettledBet {
  amount: bigint
  bonusId: number | null
  gameCode: string | null
}

/**
 * A win closes its round for rollbacks: every open bet of the round becomes settled at `at`. Answers
 * the bets it settled now (each exactly once: the row lock makes `status = 'open'` a one-way door),
 * whose stakes then count toward their bonus.
 */
export async function settleRoundBets(
  db: DbOrTx,
  w: { provider: string; playerId: number; roundId: string; at: Date },
): Promise<SettledBet[]> {
  const rows = await queryRows<{ amount: unknown; bonus_id: unknown; game_code: string | null }>(
    db,
    sql`
      update provider_transactions set status = 'settled', settled_at = ${w.at.toISOString()}::timestamptz
      where provider = ${w.provider} and player_id = ${w.playerId} and round_id = ${w.roundId}
        and op = 'bet' and status = 'open'
      returning amount, bonus_id, game_code`,
  )
  return rows.map((r) => ({
    amount: asBigint(r.amount),
    bonusId: r.bonus_id === null ? null : Number(r.bonus_id),
    gameCode: r.game_code,
  }))
}

/** Open bets that were partly paid with this bonus (its money is still in play). */
export async function hasOpenBonusBets(db: DbOrTx, bonusId: number): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from provider_transactions
        where bonus_id = ${bonusId} and op = 'bet' and status = 'open' and bonus_amount > 0 limit 1`,
  )
  return rows.length > 0
}

/**
 * The player's net cash result of the rounds settled in [from, to): cash staked on settled bets
 * minus cash won, each at its settlement time. Open, rolled-back and cancelled bets have no
 * `settled_at`, so they never count. A positive number is a loss (weekly cashback,
 * docs/bonuses.md). Reads one range of the partial index provider_transactions_settled_idx.
 */
export async function selectNetCashLoss(
  db: DbOrTx,
  w: { playerId: number; from: Date; to: Date },
): Promise<bigint> {
  const rows = await queryRows<{ total: string | null }>(
    db,
    sql`
      select (coalesce(sum(cash_amount) filter (where op = 'bet' and status = 'settled'), 0)
            - coalesce(sum(cash_amount) filter (where op = 'win' and status = 'applied'), 0))::text as total
      from provider_transactions
      where player_id = ${w.playerId} and settled_at is not null
        and settled_at >= ${w.from.toISOString()}::timestamptz and settled_at < ${w.to.toISOString()}::timestamptz`,
  )
  return asBigint(rows[0]?.total ?? '0')
}

// ---------------------------------------------------------------------------------------------
// The player's cash and bonus accounts, locked

export interface LockedAccounts {
  cashId: number
  bonusId: number
  cash: bigint
  bonus: bigint
}

/** Locks cash and bonus in id order (the ledger's global order) and answers their balances; null before they exist. */
export async function lockCashAndBonus(db: DbOrTx, playerId: number): Promise<LockedAccounts | null> {
  const rows = await queryRows<{ id: string | number; kind: string; balance: unknown }>(
    db,
    sql`
      select id, kind, balance from accounts
      where player_id = ${playerId} and currency = 'TRY' and kind in ('player_cash', 'player_bonus')
      order by id
      for update`,
  )
  const cash = rows.find((r) => r.kind === 'player_cash')
  const bonus = rows.find((r) => r.kind === 'player_bonus')
  if (!cash || !bonus) return null
  return {
    cashId: Number(cash.id),
    bonusId: Number(bonus.id),
    cash: asBigint(cash.balance),
    bonus: asBigint(bonus.balance),
  }
}

// ---------------------------------------------------------------------------------------------
// Bonus rows (the bonuses module owns grants; wagering moves progress and closes them)

export interface BonusRow {
  id: number
  playerId: number
  status: BonusStatus
  amount: bigint
  wageringRequired: bigint
  wagered: bigint
  expiresAt: Date
}

function toBonus(r: Record<string, unknown>): BonusRow {
  return {
    id: Number(r.id),
    playerId: Number(r.player_id),
    status: r.status as BonusStatus,
    amount: asBigint(r.amount),
    wageringRequired: asBigint(r.wagering_required),
    wagered: asBigint(r.wagered),
    expiresAt: new Date(r.expires_at as string | Date),
  }
}

/** The player's one active bonus (a partial unique index allows no second), locked. */
export async function lockActiveBonus(db: DbOrTx, playerId: number): Promise<BonusRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from bonuses where player_id = ${playerId} and status = 'active' for update`,
  )
  return rows[0] ? toBonus(rows[0]) : null
}

export async function lockBonus(db: DbOrTx, id: number): Promise<BonusRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from bonuses where id = ${id} for update`,
  )
  return rows[0] ? toBonus(rows[0]) : null
}

/** Skips rows another instance or request holds: the sweeper never queues behind a bet. */
export async function lockExpiredBonus(db: DbOrTx, id: number, now: Date): Promise<BonusRow | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select * from bonuses where id = ${id} and status = 'active' and expires_at <= ${now.toISOString()}::timestamptz
        for update skip locked`,
  )
  return rows[0] ? toBonus(rows[0]) : null
}

export async function selectExpiredBonusIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select id from bonuses where status = 'active' and expires_at <= ${now.toISOString()}::timestamptz
        order by expires_at limit ${limit}`,
  )
  return rows.map((r) => Number(r.id))
}

export async function setBonusWagered(db: DbOrTx, id: number, wagered: bigint): Promise<void> {
  await db.execute(sql`update bonuses set wagered = ${wagered.toString()}::bigint where id = ${id}`)
}

export async function closeBonus(db: DbOrTx, id: number, status: BonusStatus, at: Date): Promise<void> {
  await db.execute(
    sql`update bonuses set status = ${status}, closed_at = ${at.toISOString()}::timestamptz where id = ${id}`,
  )
}

// ---------------------------------------------------------------------------------------------
// Rounding suspense (docs/wallet.md "Rounding suspense"): a player's carry of remainders below the kuruş

/** The player's carry for this provider (10^-18 kuruş), locked (created at 0), plus `subKurus`. */
export async function addRoundingCarry(
  db: DbOrTx,
  provider: string,
  playerId: number,
  subKurus: bigint,
): Promise<bigint> {
  const rows = await queryRows<{ carry: unknown }>(
    db,
    sql`
      insert into provider_rounding_carry (provider, player_id, carry)
      values (${provider}, ${playerId}, 0)
      on conflict (provider, player_id) do update set carry = provider_rounding_carry.carry
      returning carry`,
  )
  return asBigint(rows[0]?.carry) + subKurus
}

/** The carry after its whole kuruş moved to the suspense account (always below one kuruş). */
export async function setRoundingCarry(db: DbOrTx, provider: string, playerId: number, carry: bigint) {
  await db.execute(sql`
    update provider_rounding_carry set carry = ${carry.toString()}::bigint
    where provider = ${provider} and player_id = ${playerId}`)
}
