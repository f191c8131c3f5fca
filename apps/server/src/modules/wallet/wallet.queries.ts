import { is, Placeholder, sql, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { pgArray } from '../../db/array-literal.js'
import { type Tx, type DbOrTx, queryRows } from '../../db/client.js'
import { preparedStatement, type PreparedStatement, type PreparedValue } from '../../db/prepared.js'
import type { AccountKind, LedgerTransactionKind, SystemAccountKind } from '../../db/schema/index.js'
import { asBigint } from './money.js'
import { plainBetSql } from './protection-guard.js'

/*
 * Every SQL statement of the ledger, in the order a posting runs them (STYLE.md: the SQL that
 * matters is visible and reviewed in one file). Amounts travel as decimal strings cast to bigint,
 * so neither driver ever sees a JS number for money. docs/wallet.md explains the order.
 */

// ---------------------------------------------------------------------------------------------
// Accounts

/** Creates the player's cash, bonus and pending-withdrawal accounts once; a second call does nothing. */
export async function insertPlayerAccounts(db: DbOrTx, playerId: number): Promise<void> {
  await db.execute(sql`
    insert into accounts (kind, player_id, currency)
    values ('player_cash', ${playerId}, 'TRY'),
           ('player_bonus', ${playerId}, 'TRY'),
           ('pending_withdrawal', ${playerId}, 'TRY')
    on conflict (kind, player_id, currency) where player_id is not null do nothing`)
}

/**
 * The player's cash balance in minor units as a scalar subquery, for a hot read of another module
 * to carry in its own statement (login: bench/auth) while the wallet keeps the one definition of
 * where a balance lives. Null when the player has no accounts yet.
 */
export function cashBalanceSql(playerId: ReturnType<typeof sql>): ReturnType<typeof sql> {
  return sql`(select balance from accounts where player_id = ${playerId} and kind = 'player_cash' and currency = 'TRY')`
}

export async function selectPlayerAccounts(
  db: DbOrTx,
  playerId: number,
): Promise<{ id: number; kind: AccountKind; balance: bigint }[]> {
  const rows = await queryRows<{ id: string | number; kind: AccountKind; balance: unknown }>(
    db,
    sql`select id, kind, balance from accounts where player_id = ${playerId} and currency = 'TRY'`,
  )
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, balance: asBigint(r.balance) }))
}

export async function insertSystemAccounts(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into accounts (kind, player_id, currency)
    values ('house', null, 'TRY'), ('payment_clearing', null, 'TRY'), ('provider_clearing', null, 'TRY'),
           ('rounding_suspense', null, 'TRY')
    on conflict (kind, currency) where player_id is null do nothing`)
}

export async function selectSystemAccounts(
  db: DbOrTx,
): Promise<{ id: number; kind: SystemAccountKind; balance: bigint }[]> {
  const rows = await queryRows<{ id: string | number; kind: SystemAccountKind; balance: unknown }>(
    db,
    sql`select id, kind, balance from accounts where player_id is null and currency = 'TRY'`,
  )
  return rows.map((r) => ({ id: Number(r.id), kind: r.kind, balance: asBigint(r.balance) }))
}

// ---------------------------------------------------------------------------------------------
// Posting, step 1: claim the idempotency key (and learn which accounts are the player's)

export interface StoredTransaction {
  id: number
  kind: LedgerTransactionKind
  requestHash: string
}

export interface Claim {
  /** The new transaction's id, or null when the key already exists (the caller replays or refuses). */
  transactionId: number | null
  /** Of the posting's accounts: those that must never go negative, to be locked and updated. */
  playerSideIds: number[]
  /** Of the posting's accounts: house and clearing accounts, whose balance is the sum of their entries. */
  systemIds: number[]
}

/**
 * Inserts the transaction row before anything else. A concurrent posting with the same key waits
 * here on the unique index until the first commits (then this answers null and the caller loads
 * the winner) or rolls back (then this one proceeds): two copies of one key can never both post.
 *
 * The same statement sorts the posting's account ids into player-side and system ones: one round
 * trip fewer on every bet, and the kind of an account never changes, so reading it here (without a
 * lock) is as good as reading it later. An id in neither list does not exist.
 */
export async function claimTransaction(
  db: DbOrTx,
  t: {
    idempotencyKey: string
    kind: LedgerTransactionKind
    requestHash: string
    reference: string | null
    metadata: Record<string, unknown> | null
    accountIds: readonly number[]
  },
): Promise<Claim> {
  const rows = await queryRows<{
    id: string | number | null
    player_side_ids: (string | number)[] | string | null
    system_ids: (string | number)[] | string | null
  }>(
    db,
    sql`
      with claimed as (
        insert into ledger_transactions (idempotency_key, kind, request_hash, reference, metadata)
        values (${t.idempotencyKey}, ${t.kind}, ${t.requestHash}, ${t.reference},
                ${t.metadata === null ? null : JSON.stringify(t.metadata)}::jsonb)
        on conflict (idempotency_key) do nothing
        returning id
      )
      select (select id from claimed) as id,
             array_agg(a.id order by a.id) filter (where a.player_id is not null)::text as player_side_ids,
             array_agg(a.id order by a.id) filter (where a.player_id is null)::text as system_ids
      from accounts a
      where a.id = any(${pgArray(t.accountIds)}::bigint[])`,
  )
  const row = rows[0]!
  return {
    transactionId: row.id === null ? null : Number(row.id),
    playerSideIds: parseIntArray(row.player_side_ids),
    systemIds: parseIntArray(row.system_ids),
  }
}

/** `{1,2}` (sent as text so both drivers answer the same shape) → [1, 2]. */
function parseIntArray(value: (string | number)[] | string | null): number[] {
  if (value === null) return []
  if (Array.isArray(value)) return value.map(Number)
  const inner = value.replace(/^\{|\}$/g, '')
  return inner === '' ? [] : inner.split(',').map(Number)
}

export async function findTransactionByKey(
  db: DbOrTx,
  idempotencyKey: string,
): Promise<StoredTransaction | null> {
  const rows = await queryRows<{ id: string | number; kind: LedgerTransactionKind; request_hash: string }>(
    db,
    sql`select id, kind, request_hash from ledger_transactions where idempotency_key = ${idempotencyKey}`,
  )
  const row = rows[0]
  return row ? { id: Number(row.id), kind: row.kind, requestHash: row.request_hash } : null
}

// ---------------------------------------------------------------------------------------------
// Posting, step 2: move a player-side account (one statement each, in id order)

/**
 * Adds `delta` to one player-side account unless that would take it below zero, and answers the
 * new balance, or null when refused. The UPDATE takes the row lock itself; the caller issues these
 * in ascending id order, the one global order that makes two postings unable to deadlock. Under
 * READ COMMITTED a concurrent posting on the same account makes this wait, then re-evaluates the
 * guard against the committed balance, so no interleaving can overdraw (the CHECK constraint is the
 * last line of defence behind the guard).
 *
 * House and clearing accounts are never updated: every bet of every player would otherwise queue
 * on one row whose lock is held until the commit's fsync (docs/wallet.md, hot accounts).
 */
export async function addToPlayerSideAccount(
  db: DbOrTx,
  id: number,
  delta: bigint,
): Promise<{ balance: bigint; playerId: number } | null> {
  const rows = await queryRows<{ balance: unknown; player_id: string | number }>(
    db,
    sql`
      update accounts
      set balance = balance + ${delta.toString()}::bigint
      where id = ${id} and player_id is not null and balance + ${delta.toString()}::bigint >= 0
      returning balance, player_id`,
  )
  return rows[0] ? { balance: asBigint(rows[0].balance), playerId: Number(rows[0].player_id) } : null
}

/**
 * A whole posting that moves one player-side account, in one statement (one round trip instead of
 * three; bench/wallet): claim the key, move the account under the same guard as
 * `addToPlayerSideAccount`, insert the legs. Each step runs only when the one before it did: a
 * claimed key with no balance back means the guard refused (or the account is not player-side), and
 * the caller's error then rolls the claim back with the transaction; no id back means the key
 * exists (replay). The caller passes every other account as a known system account, met once.
 * Prepared: on PostgreSQL it is parsed and planned once per connection (db/prepared.ts).
 */
const postSingleCtes = sql`
    claimed as (
      insert into ledger_transactions (idempotency_key, kind, request_hash, reference, metadata)
      values (${sql.placeholder('key')}, ${sql.placeholder('kind')}, ${sql.placeholder('hash')},
              ${sql.placeholder('reference')}, ${sql.placeholder('metadata')}::jsonb)
      on conflict (idempotency_key) do nothing
      returning id
    ), moved as (
      update accounts
      set balance = balance + ${sql.placeholder('delta')}::bigint
      where id = ${sql.placeholder('account')}::bigint and player_id is not null
        and balance + ${sql.placeholder('delta')}::bigint >= 0
        and exists (select 1 from claimed)
      returning id, balance, player_id
    ), legs as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select c.id, e.account_id, e.amount, case when e.account_id = m.id then m.balance end
      from claimed c, moved m,
           unnest(${sql.placeholder('accounts')}::bigint[], ${sql.placeholder('amounts')}::bigint[])
             with ordinality as e(account_id, amount, n)
      order by e.n
    )`

type PostSingleRow = { id: string | number | null; balance: unknown; player_id: string | number | null }
type PostSingleValues = {
  key: string
  kind: string
  hash: string
  reference: string | null
  metadata: string | null
  account: number
  delta: string
  accounts: string
  amounts: string
}

const postSingleStatement = preparedStatement<PostSingleRow, PostSingleValues>(
  'wallet_post_single',
  sql`
    with ${postSingleCtes}
    select (select id from claimed) as id, (select balance from moved) as balance,
           (select player_id from moved) as player_id`,
)

/**
 * A bet's posting and its answer stored on its wager row, in one statement (a sportsbook or casino
 * bet paid from one account: cash only or bonus only): `postSingle`'s three steps, then
 * `finishWager`'s update, which runs only when the account moved. The balances after are known
 * before the statement (the accounts are locked and the split computed), only the ledger
 * transaction's id is not, and the same statement has it.
 */
const postBetStatement = preparedStatement<PostSingleRow, PostBetValues>(
  'wallet_post_bet',
  sql`${postBetSql(sql``, sql`null`)}`,
)

interface SinglePosting {
  idempotencyKey: string
  kind: LedgerTransactionKind
  requestHash: string
  reference: string | null
  metadata: Record<string, unknown> | null
  accountId: number
  delta: bigint
  entries: readonly { accountId: number; amount: bigint }[]
}

function singleValues(t: SinglePosting): PostSingleValues {
  return {
    key: t.idempotencyKey,
    kind: t.kind,
    hash: t.requestHash,
    reference: t.reference,
    metadata: t.metadata === null ? null : JSON.stringify(t.metadata),
    account: t.accountId,
    delta: t.delta.toString(),
    accounts: pgArray(t.entries.map((e) => e.accountId)),
    amounts: pgArray(t.entries.map((e) => e.amount)),
  }
}

function singleAnswer(row: PostSingleRow | undefined) {
  return {
    transactionId: row!.id === null ? null : Number(row!.id),
    balance: row!.balance === null ? null : asBigint(row!.balance),
    playerId: row!.player_id === null ? null : Number(row!.player_id),
  }
}

/** `postSingle` plus the bet's `finishWager` (wagering.ts decides when it applies). */
export async function postBet(
  tx: Tx,
  t: SinglePosting & {
    wagerId: number
    cashAmount: bigint
    bonusAmount: bigint
    bonusId: number | null
    cashAfter: bigint
    bonusAfter: bigint
  },
): Promise<{ transactionId: number | null; balance: bigint | null; playerId: number | null }> {
  const [row] = await postBetStatement.executeIn(tx, postBetValues(t))
  return singleAnswer(row)
}

function postBetValues(t: Parameters<typeof postBet>[1]): PostBetValues {
  return {
    ...singleValues(t),
    wager: t.wagerId,
    cashAmount: t.cashAmount.toString(),
    bonusAmount: t.bonusAmount.toString(),
    bonusId: t.bonusId,
    cashAfter: t.cashAfter.toString(),
    bonusAfter: t.bonusAfter.toString(),
  }
}

/**
 * A product's own writes carried by a bet's posting statement (the sportsbook's ticket, legs and
 * liability: one round trip fewer per bet). `ctes` are further CTEs of the same WITH (named apart
 * from the wallet's: claimed, moved, legs, finished) and `output` one SQL expression answered as
 * `along`. Two prepared statements: the posting with the product's CTEs, and the product's CTEs
 * alone for the postings that take the general path (a stake split over cash and bonus). The
 * product's CTEs run whatever the posting does; a refused posting throws, and the error rolls them
 * back with the transaction. Their placeholders must not reuse the posting's names.
 */
export interface BetAlongStatement<V extends Record<string, PreparedValue>> {
  withPosting: PreparedStatement<PostSingleRow & { along: unknown }, PostBetValues & V>
  alone: PreparedStatement<{ along: unknown }, V>
  fresh: PreparedStatement<FreshBetRow, FreshBetValues & V>
}

type PostBetValues = PostSingleValues & {
  wager: number
  cashAmount: string
  bonusAmount: string
  bonusId: number | null
  cashAfter: string
  bonusAfter: string
}

const POSTING_PLACEHOLDERS = new Set([
  ...placeholdersOf(postBetSql(sql``, sql`null`)),
  ...placeholdersOf(freshBetSql(null, sql`null`)),
])

/**
 * A whole bet in one statement, for a product's fresh bet (`placeFreshBet`, wagering.ts): the
 * player's gate read and held to the plain case (a player, no time-out, no exclusion on record, no
 * session or stake limits) and no active bonus; then the cash and bonus accounts locked in id
 * order; the stake taken from cash under the guard (enough cash only: a split over bonus money is
 * the general path's); the ledger transaction, its two legs (provider clearing, then cash) and the
 * wager row with its stored answer; then the product's CTEs, which write only once `bet_ok` has a
 * row. With a `guard` (CTEs placed first that define `bet_guard`), nothing moves unless it has a
 * row. Any condition unmet → nothing written (the caller then runs `placeBet`, which refuses or
 * splits as it always did). The wager row is inserted after the accounts are locked, not before as
 * `claimBet` does: safe only for a txId nobody else can know yet (the caller's fresh id), which is
 * why this path is not offered to provider adapters.
 */
export type FreshBetValues = {
  provider: string
  txId: string
  player: number
  round: string
  game: string | null
  amount: string
  hash: string
  at: string
  cash: number
  clearing: number
  key: string
  ledgerHash: string
  reference: string
  metadata: string
}

export type FreshBetRow = {
  wager_id: string | number | null
  ledger_id: string | number | null
  cash_after: unknown
  bonus_after: unknown
  along: unknown
}

function freshBetSql(ctes: SQL | null, output: SQL, guard: SQL | null = null): SQL {
  const player = sql`${sql.placeholder('player')}::bigint`
  const amount = sql`${sql.placeholder('amount')}::bigint`
  return sql`
    with ${guard ? sql`${guard}, ` : sql``}plain as materialized (
      select 1 from players p left join rg_settings s on s.player_id = p.id
       where p.id = ${player}${guard ? sql` and exists (select 1 from bet_guard)` : sql``}
         and ${plainBetSql(sql`${sql.placeholder('at')}::timestamptz`)}
         and not exists (select 1 from bonuses b where b.player_id = ${player} and b.status = 'active')
    ), locked as materialized (
      select id, kind, balance from accounts
       where player_id = ${player} and currency = 'TRY' and kind in ('player_cash', 'player_bonus')
         and exists (select 1 from plain)
       order by id
         for update
    ), moved as (
      update accounts set balance = balance - ${amount}
       where id = ${sql.placeholder('cash')}::bigint and player_id = ${player} and kind = 'player_cash'
         and balance >= ${amount} and (select count(*) from locked) = 2
      returning id, balance
    ), claimed as (
      insert into ledger_transactions (idempotency_key, kind, request_hash, reference, metadata)
      select ${sql.placeholder('key')}, 'bet', ${sql.placeholder('ledgerHash')}, ${sql.placeholder('reference')},
             ${sql.placeholder('metadata')}::jsonb
       where exists (select 1 from moved)
      returning id
    ), legs as (
      insert into ledger_entries (transaction_id, account_id, amount, balance_after)
      select c.id, x.account_id, x.amount, x.balance_after
        from claimed c, moved m,
             lateral (values (1, ${sql.placeholder('clearing')}::bigint, ${amount}, null::bigint),
                             (2, m.id, -${amount}, m.balance)) as x(n, account_id, amount, balance_after)
       order by x.n
    ), wager as (
      insert into provider_transactions
        (provider, tx_id, op, player_id, round_id, ref_tx_id, game_code, amount, status, request_hash, created_at,
         settled_at, cash_amount, bonus_amount, bonus_id, ledger_transaction_id, cash_after, bonus_after)
      select ${sql.placeholder('provider')}, ${sql.placeholder('txId')}, 'bet', ${player}, ${sql.placeholder('round')},
             null, ${sql.placeholder('game')}, ${amount}, 'open', ${sql.placeholder('hash')},
             ${sql.placeholder('at')}::timestamptz, null, ${amount}, 0, null, c.id, m.balance,
             (select balance from locked where kind = 'player_bonus')
        from claimed c, moved m
      returning id
    ), bet_ok as (select 1 from wager)${ctes ? sql`, ${ctes}` : sql``}
    select (select id from wager) as wager_id, (select id from claimed) as ledger_id,
           (select balance from moved) as cash_after, (select balance from locked where kind = 'player_bonus') as bonus_after,
           ${output} as along`
}

function postBetSql(ctes: SQL, output: SQL): SQL {
  return sql`
    with ${postSingleCtes}, finished as (
      update provider_transactions
      set status = 'open',
          cash_amount = ${sql.placeholder('cashAmount')}::bigint,
          bonus_amount = ${sql.placeholder('bonusAmount')}::bigint,
          bonus_id = ${sql.placeholder('bonusId')}::bigint,
          ledger_transaction_id = (select id from claimed),
          cash_after = ${sql.placeholder('cashAfter')}::bigint,
          bonus_after = ${sql.placeholder('bonusAfter')}::bigint
      where id = ${sql.placeholder('wager')}::bigint and exists (select 1 from moved)
    )${ctes}
    select (select id from claimed) as id, (select balance from moved) as balance,
           (select player_id from moved) as player_id, ${output} as along`
}

function placeholdersOf(query: SQL): string[] {
  return new PgDialect()
    .sqlToQuery(query)
    .params.filter((p) => is(p, Placeholder))
    .map((p) => (p as Placeholder).name as string)
}

export function betAlong<V extends Record<string, PreparedValue>>(
  name: string,
  ctes: SQL,
  output: SQL,
  /**
   * For the one-statement bet (`freshBetSql`): CTEs placed first that must define `bet_guard`;
   * the stake moves only when it has a row (the product's own conditions, with its locks).
   */
  guard: SQL | null = null,
): BetAlongStatement<V> {
  const clash = [...placeholdersOf(ctes), ...(guard ? placeholdersOf(guard) : [])].filter((n) =>
    POSTING_PLACEHOLDERS.has(n),
  )
  if (clash.length > 0) throw new Error(`${name}: placeholders ${clash.join(', ')} are the posting's`)
  return {
    withPosting: preparedStatement(`${name}_post`, postBetSql(sql`, bet_ok as (select 1), ${ctes}`, output)),
    alone: preparedStatement(
      `${name}_alone`,
      sql`with bet_ok as (select 1), ${ctes} select ${output} as along`,
    ),
    fresh: preparedStatement(`${name}_fresh`, freshBetSql(ctes, output, guard)),
  }
}

/** `postBet` with a product's writes in the same statement (`betAlong`). */
export async function postBetAlong<V extends Record<string, PreparedValue>>(
  tx: Tx,
  t: Parameters<typeof postBet>[1],
  along: { statement: BetAlongStatement<V>; values: V },
): Promise<{
  transactionId: number | null
  balance: bigint | null
  playerId: number | null
  along: unknown
}> {
  const [row] = await along.statement.withPosting.executeIn(tx, {
    ...along.values,
    ...postBetValues(t),
  })
  return { ...singleAnswer(row), along: row!.along }
}

export async function postSingle(
  tx: Tx,
  t: SinglePosting,
): Promise<{ transactionId: number | null; balance: bigint | null; playerId: number | null }> {
  const [row] = await postSingleStatement.executeIn(tx, singleValues(t))
  return singleAnswer(row)
}

/** Why a posting was refused: the account's committed balance (only read on that slow path). */
export async function selectAccountBalance(
  db: DbOrTx,
  id: number,
): Promise<{ kind: AccountKind; balance: bigint } | null> {
  const rows = await queryRows<{ kind: AccountKind; balance: unknown }>(
    db,
    sql`select kind, balance from accounts where id = ${id}`,
  )
  return rows[0] ? { kind: rows[0].kind, balance: asBigint(rows[0].balance) } : null
}

// ---------------------------------------------------------------------------------------------
// Posting, step 3: record the legs

export interface EntryRow {
  accountId: number
  amount: bigint
  /**
   * The player-side account's balance right after this leg; null on a system account's leg, whose
   * balance is not maintained row by row (its balance is the sum of its entries).
   */
  balanceAfter: bigint | null
}

/** All legs in one multi-row statement (one round trip however many legs), in posting order. */
export async function insertEntries(
  db: DbOrTx,
  transactionId: number,
  entries: readonly EntryRow[],
): Promise<void> {
  // Nulls cannot travel in the integer-array literal, so the system legs' balance_after is 'NULL'.
  const after = `{${entries.map((e) => (e.balanceAfter === null ? 'NULL' : e.balanceAfter.toString())).join(',')}}`
  await db.execute(sql`
    insert into ledger_entries (transaction_id, account_id, amount, balance_after)
    select ${transactionId}, e.account_id, e.amount, e.balance_after
    from unnest(
      ${pgArray(entries.map((e) => e.accountId))}::bigint[],
      ${pgArray(entries.map((e) => e.amount))}::bigint[],
      ${after}::bigint[]
    ) with ordinality as e(account_id, amount, balance_after, n)
    order by e.n`)
}

/** The legs of a stored transaction, in the order they were posted (a replay answers these). */
export async function selectEntries(db: DbOrTx, transactionId: number): Promise<EntryRow[]> {
  const rows = await queryRows<{ account_id: string | number; amount: unknown; balance_after: unknown }>(
    db,
    sql`select account_id, amount, balance_after from ledger_entries where transaction_id = ${transactionId} order by id`,
  )
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    amount: asBigint(r.amount),
    balanceAfter: r.balance_after === null ? null : asBigint(r.balance_after),
  }))
}

/**
 * A system account's balance: the sum of its entries, computed on read because it is never
 * maintained in `accounts.balance` (always 0 there). Reads the (account_id, id) index; fine for
 * back-office reports and the checker, not meant for a per-bet hot path.
 */
export async function selectEntriesSum(db: DbOrTx, accountId: number): Promise<bigint> {
  const rows = await queryRows<{ total: string | null }>(
    db,
    sql`select sum(amount)::text as total from ledger_entries where account_id = ${accountId}`,
  )
  return asBigint(rows[0]?.total ?? '0')
}

// ---------------------------------------------------------------------------------------------
// The checker (npm run ledger:check)

/**
 * Accounts whose stored balance is wrong: a player-side account's must equal the sum of its entries;
 * a system account's must stay 0, because its balance is the sum of its entries and is never stored.
 */
export async function selectDriftedAccounts(db: DbOrTx) {
  return queryRows<{
    id: string | number
    kind: string
    is_system: boolean
    balance: string
    entries: string
  }>(
    db,
    sql`
      select a.id, a.kind, a.player_id is null as is_system,
             a.balance::text as balance, coalesce(s.total, 0)::text as entries
      from accounts a
      left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
        on s.account_id = a.id
      where case when a.player_id is null then a.balance <> 0
                 else a.balance <> coalesce(s.total, 0) end
      order by a.id
      limit 100`,
  )
}

/** Transactions whose legs do not sum to zero, or that have no legs at all. */
export async function selectUnbalancedTransactions(db: DbOrTx) {
  return queryRows<{
    id: string | number
    idempotency_key: string
    total: string | null
    legs: string | number
  }>(
    db,
    sql`
      select t.id, t.idempotency_key, sum(e.amount)::text as total, count(e.id) as legs
      from ledger_transactions t
      left join ledger_entries e on e.transaction_id = t.id
      group by t.id
      having count(e.id) < 2 or sum(e.amount) <> 0
      order by t.id
      limit 100`,
  )
}

export async function selectNegativePlayerAccounts(db: DbOrTx) {
  return queryRows<{ id: string | number; kind: string; balance: string }>(
    db,
    sql`select id, kind, balance::text as balance from accounts where player_id is not null and balance < 0 limit 100`,
  )
}

export async function selectLedgerTotals(db: DbOrTx) {
  const rows = await queryRows<{
    accounts: string | number
    transactions: string | number
    entries: string | number
    total: string | null
  }>(
    db,
    sql`
      select (select count(*) from accounts) as accounts,
             (select count(*) from ledger_transactions) as transactions,
             (select count(*) from ledger_entries) as entries,
             -- Money is conserved: what players hold plus every system account's entries is zero.
             ((select coalesce(sum(balance), 0) from accounts where player_id is not null)
              + (select coalesce(sum(e.amount), 0)
                 from ledger_entries e join accounts a on a.id = e.account_id
                 where a.player_id is null))::text as total`,
  )
  const r = rows[0]!
  return {
    accounts: Number(r.accounts),
    transactions: Number(r.transactions),
    entries: Number(r.entries),
    total: asBigint(r.total ?? '0'),
  }
}
