import { createHash } from 'node:crypto'
import type { Db, Tx, DbOrTx } from '../../db/client.js'
import {
  systemAccountKinds,
  type LedgerTransactionKind,
  type SystemAccountKind,
} from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import type { MoneyTx } from './effects.js'
import { toMajor } from './money.js'
import * as q from './wallet.queries.js'

/*
 * The wallet: the only writer of balances (ARCHITECTURE.md). Other modules call `post` inside their
 * own database transaction, passing its handle, so a payment's row and its money commit together
 * or not at all. docs/wallet.md describes the accounts, the order of a posting and idempotency.
 */

/** What a posting needs of a money transaction (effects.ts): the transaction and its events. */
export type Ledger = Pick<MoneyTx, 'tx' | 'db' | 'fx'>

export interface PostingEntry {
  accountId: number
  /** Kuruş, signed: positive raises the account's balance. Never zero. */
  amount: bigint
}

export interface Posting {
  /** Unique per movement for ever (`deposit:{paymentId}`); a repeat replays, it never posts twice. */
  idempotencyKey: string
  kind: LedgerTransactionKind
  entries: readonly PostingEntry[]
  /** Fingerprint of the request; defaults to one of kind, entries and reference. */
  requestHash?: string
  reference?: string | null
  metadata?: Record<string, unknown> | null
}

export interface PostingResult {
  transactionId: number
  entries: q.EntryRow[]
}

/** A posting answer, and whether it was the stored answer of an earlier posting with the same key. */
export interface PostOutcome extends PostingResult {
  replayed: boolean
}

/** A bug in the caller (unbalanced legs, unknown account): never a player's fault, so not an AppError. */
export class LedgerError extends Error {}

export function requestHashOf(p: Pick<Posting, 'kind' | 'entries' | 'reference'>): string {
  const canonical = JSON.stringify({
    kind: p.kind,
    entries: p.entries.map((e) => [e.accountId, e.amount.toString()]),
    reference: p.reference ?? null,
  })
  return createHash('sha256').update(canonical).digest('hex')
}

/**
 * Posts one movement, exactly once per idempotency key, inside the caller's money transaction
 * (effects.ts), and records the balance event of every player it moved (published after the
 * commit). Steps (docs/wallet.md):
 * 1. insert the transaction row (on a duplicate key: same fingerprint → replay the stored answer,
 *    another → CONFLICT);
 * 2. move each player-side account with one guarded `UPDATE … RETURNING`, in id order (the update
 *    takes the row lock); one that would go below zero → INSUFFICIENT_FUNDS with the true balance
 *    (the thrown error rolls the caller's whole transaction back, the transaction row included);
 * 3. insert all legs. System accounts (house, clearing) are neither locked nor updated: their
 *    balance is the sum of their entries (`getSystemBalance`), so bets of different players never
 *    queue on one shared row.
 * A posting that moves one player-side account (every bet, most wins, deposits) runs all three
 * steps as one statement (`q.postSingle`); others take one statement per step.
 */
export async function post(m: Ledger, posting: Posting): Promise<PostOutcome> {
  const { entries } = posting
  if (entries.length < 2) throw new LedgerError('a posting needs at least two entries')
  let sum = 0n
  for (const e of entries) {
    if (e.amount === 0n) throw new LedgerError('an entry of zero')
    if (!Number.isSafeInteger(e.accountId) || e.accountId <= 0) throw new LedgerError('bad account id')
    sum += e.amount
  }
  if (sum !== 0n) throw new LedgerError(`entries sum to ${sum}, not zero`)

  const deltas = new Map<number, bigint>()
  for (const e of entries) deltas.set(e.accountId, (deltas.get(e.accountId) ?? 0n) + e.amount)
  const requestHash = posting.requestHash ?? requestHashOf(posting)
  const head = {
    idempotencyKey: posting.idempotencyKey,
    kind: posting.kind,
    requestHash,
    reference: posting.reference ?? null,
    metadata: posting.metadata ?? null,
  }

  // The one-statement path: every account but one is a known system account, each met once.
  const system = new Set(Object.values(await systemAccounts(m)))
  const others = [...deltas.keys()].filter((id) => !system.has(id))
  if (others.length === 1 && deltas.size === entries.length) {
    const accountId = others[0]!
    const done = await q.postSingle(m.tx, { ...head, accountId, delta: deltas.get(accountId)!, entries })
    if (done.transactionId === null) return replay(m.tx, posting.idempotencyKey, requestHash)
    if (done.balance === null || done.playerId === null) await refuse(m.tx, accountId)
    m.fx.balances.add(done.playerId!)
    m.fx.postings.push(posting.kind)
    const rows = entries.map((e) => ({
      accountId: e.accountId,
      amount: e.amount,
      balanceAfter: e.accountId === accountId ? done.balance : null,
    }))
    return { transactionId: done.transactionId, entries: rows, replayed: false }
  }

  const claim = await q.claimTransaction(m.tx, { ...head, accountIds: [...deltas.keys()] })
  if (claim.transactionId === null) return replay(m.tx, posting.idempotencyKey, requestHash)
  if (claim.playerSideIds.length + claim.systemIds.length !== deltas.size)
    throw new LedgerError('unknown account in posting')

  // playerSideIds come sorted by id: the global lock order.
  const balances = new Map<number, bigint>()
  for (const id of claim.playerSideIds) {
    const moved = await q.addToPlayerSideAccount(m.tx, id, deltas.get(id)!)
    if (moved === null) return refuse(m.tx, id)
    balances.set(id, moved.balance)
    m.fx.balances.add(moved.playerId)
  }

  // balance_after of each player-side leg: the balance before this posting plus the legs so far.
  const running = new Map<number, bigint>()
  for (const [id, after] of balances) running.set(id, after - deltas.get(id)!)
  const rows: q.EntryRow[] = entries.map((e) => {
    const before = running.get(e.accountId)
    if (before === undefined) return { accountId: e.accountId, amount: e.amount, balanceAfter: null }
    running.set(e.accountId, before + e.amount)
    return { accountId: e.accountId, amount: e.amount, balanceAfter: before + e.amount }
  })
  await q.insertEntries(m.tx, claim.transactionId, rows)
  m.fx.postings.push(posting.kind)
  return { transactionId: claim.transactionId, entries: rows, replayed: false }
}

/** A player-side account refused its leg: INSUFFICIENT_FUNDS with its committed balance; no such account is a bug. */
async function refuse(tx: Tx, accountId: number): Promise<never> {
  const account = await q.selectAccountBalance(tx, accountId)
  if (!account || SYSTEM_KINDS.has(account.kind)) throw new LedgerError('unknown account in posting')
  throw new AppError('INSUFFICIENT_FUNDS', undefined, {
    balance: toMajor(account.balance),
    account: account.kind,
  })
}

async function replay(tx: Tx, idempotencyKey: string, requestHash: string): Promise<PostOutcome> {
  const stored = await q.findTransactionByKey(tx, idempotencyKey)
  // The row that made the insert do nothing was committed before this statement's snapshot.
  if (!stored) throw new LedgerError(`idempotency key ${idempotencyKey} neither inserted nor found`)
  if (stored.requestHash !== requestHash) throw new AppError('CONFLICT')
  return { transactionId: stored.id, entries: await q.selectEntries(tx, stored.id), replayed: true }
}

// ---------------------------------------------------------------------------------------------
// Accounts

export interface PlayerAccounts {
  cash: number
  bonus: number
  pending: number
}

/** The player's three account ids, created on first use (registration need not know the wallet). */
export async function ensurePlayerAccounts(db: DbOrTx, playerId: number): Promise<PlayerAccounts> {
  let rows = await q.selectPlayerAccounts(db, playerId)
  if (rows.length < 3) {
    await q.insertPlayerAccounts(db, playerId)
    rows = await q.selectPlayerAccounts(db, playerId)
  }
  const id = (kind: string) => {
    const row = rows.find((r) => r.kind === kind)
    if (!row) throw new LedgerError(`player ${playerId} has no ${kind} account`)
    return row.id
  }
  return { cash: id('player_cash'), bonus: id('player_bonus'), pending: id('pending_withdrawal') }
}

export type SystemAccounts = Record<SystemAccountKind, number>

const SYSTEM_KINDS = new Set<string>(systemAccountKinds)

/**
 * Known system account ids per database. They are created once and never change, so a posting
 * need not ask for them: the one-statement posting relies on knowing them in advance.
 */
const systemIdsOf = new WeakMap<Db, SystemAccounts>()

/**
 * House, payment-clearing and provider-clearing account ids (created once, at boot or first use).
 * Given a money transaction, answered from memory after the first read on its database.
 */
export async function systemAccounts(db: DbOrTx | Ledger): Promise<SystemAccounts> {
  if ('fx' in db) {
    const known = systemIdsOf.get(db.db)
    if (known) return known
    const read = await readSystemAccounts(db.tx)
    // Only ids found committed are remembered: ones inserted now could still roll back.
    if (!read.inserted) systemIdsOf.set(db.db, read.ids)
    return read.ids
  }
  return (await readSystemAccounts(db)).ids
}

async function readSystemAccounts(db: DbOrTx): Promise<{ ids: SystemAccounts; inserted: boolean }> {
  let rows = await q.selectSystemAccounts(db)
  const inserted = rows.length < systemAccountKinds.length
  if (inserted) {
    await q.insertSystemAccounts(db)
    rows = await q.selectSystemAccounts(db)
  }
  const ids = {} as SystemAccounts
  for (const r of rows) ids[r.kind] = r.id
  return { ids, inserted }
}

/**
 * A system account's balance in kuruş (house, payment or provider clearing): the sum of its entries,
 * since postings never update its row (docs/wallet.md, hot accounts). Negative is normal here:
 * payment_clearing is minus what players have deposited and not withdrawn.
 */
export async function getSystemBalance(db: DbOrTx, accountId: number): Promise<bigint> {
  return q.selectEntriesSum(db, accountId)
}

export interface Balances {
  cash: bigint
  bonus: bigint
  /** Reserved by withdrawals an operator has not decided yet. */
  pending: bigint
}

/** The player's balances in kuruş (zero when the accounts do not exist yet). */
export async function getBalances(db: DbOrTx, playerId: number): Promise<Balances> {
  const rows = await q.selectPlayerAccounts(db, playerId)
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0n
  return { cash: of('player_cash'), bonus: of('player_bonus'), pending: of('pending_withdrawal') }
}

// ---------------------------------------------------------------------------------------------
// The checker

export interface LedgerReport {
  ok: boolean
  accounts: number
  transactions: number
  entries: number
  problems: string[]
}

/**
 * Proves the ledger's invariants (SECURITY.md, money): every transaction has legs that sum to zero;
 * every player-side account's balance equals the sum of its entries and is not negative; system
 * accounts keep no stored balance (their column stays 0: their balance is the sum of their
 * entries); and so player balances plus system entries sum to zero.
 */
export async function checkLedger(db: DbOrTx): Promise<LedgerReport> {
  const problems: string[] = []
  for (const a of await q.selectDriftedAccounts(db))
    problems.push(
      a.is_system
        ? `system account ${a.id} (${a.kind}): stored balance ${a.balance}, must stay 0 (its entries sum to ${a.entries})`
        : `account ${a.id} (${a.kind}): balance ${a.balance} but entries sum to ${a.entries}`,
    )
  for (const t of await q.selectUnbalancedTransactions(db))
    problems.push(`transaction ${t.id} (${t.idempotency_key}): ${t.legs} legs summing to ${t.total ?? 0}`)
  for (const a of await q.selectNegativePlayerAccounts(db))
    problems.push(`account ${a.id} (${a.kind}): negative balance ${a.balance}`)
  const totals = await q.selectLedgerTotals(db)
  if (totals.total !== 0n)
    problems.push(`player balances plus system entries sum to ${totals.total}, not zero`)
  return {
    ok: problems.length === 0,
    accounts: totals.accounts,
    transactions: totals.transactions,
    entries: totals.entries,
    problems,
  }
}
