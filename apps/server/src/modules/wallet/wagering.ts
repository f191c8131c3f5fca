import { createHash } from 'node:crypto'
import type { Db, Tx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { BONUS_MAX_STAKE } from '@galata/contract'
import { countSettledStakes, forfeitBonus, type BonusRow } from './bonus-progress.js'
import { newEffects, type MoneyDeps, type MoneyTx } from './effects.js'
import { asBigint, SUB_KURUS_PER_KURUS, toMajor, toMinor, wholeKurusOf } from './money.js'
import { lockAccounts } from './locks.js'
import { checkBet, refuseStake } from './protection-guard.js'
import * as q from './wagering.queries.js'
import type { PreparedValue } from '../../db/prepared.js'
import { postBet, postBetAlong, type BetAlongStatement, type FreshBetRow } from './wallet.queries.js'
import { post, requestHashOf, systemAccounts, type PostingEntry } from './wallet.service.js'
import { uniqueViolation } from '../../lib/pg-errors.js'

/*
 * The seamless wallet's canonical commands (PROVIDERS.md): bet, win, rollback, and the
 * sportsbook's settle / resettle / unsettle (sportsbook.ts). Every provider adapter, the in-house
 * studio included, translates its dialect into these. Each runs in the caller's money transaction
 * (`moneyTransaction`, effects.ts): the caller writes its own rows in the same transaction and
 * skips them when the answer is `replayed`. Each is idempotent by (provider, txId); the locks it
 * takes and the balance guard of `post` keep every balance ≥ 0 whatever else runs. docs/wallet.md
 * "Wagering" explains the funding order and where a win's bonus share goes, "The money path" how a
 * product uses them.
 */

export type WageringDeps = MoneyDeps

interface CommandBase {
  /** The adapter's id (`galata`, `hub88`, …): txIds are unique per provider only. */
  provider: string
  txId: string
  /** Resolved by the adapter from its session token; the wallet trusts it. */
  playerId: number
  roundId: string
  gameCode?: string | null
}

export interface BetCommand extends CommandBase {
  /** Kuruş, > 0. */
  amount: bigint
  currency: string
  /**
   * A free round the provider funds (Hub88's `is_free`, docs/providers.md "Free rounds"): nothing
   * is taken from the player; `amount` is its nominal stake, kept in the fingerprint only.
   * `reference` is the provider's campaign or reward id, when it sends one.
   */
  free?: { reference: string | null } | undefined
}

export interface WinCommand extends CommandBase {
  /** Kuruş, ≥ 0 (a losing round may close with a zero win). */
  amount: bigint
  currency: string
  /** The bet it pays; omitted → the round's latest bet. */
  refTxId?: string | null
  /** Promotion and jackpot wins need no bet and are paid in cash. */
  kind?: 'regular' | 'promotion' | 'jackpot'
  /**
   * What the provider credited below the kuruş on top of `amount`, in 10^-18 kuruş (money.ts):
   * booked to the rounding suspense account, never to the player (docs/wallet.md "Rounding suspense").
   */
  subKurus?: bigint | undefined
}

export interface RollbackCommand extends CommandBase {
  /** The bet to refund. */
  refTxId: string
}

export interface WagerAnswer {
  txId: string
  /** Cash and bonus balances (kuruş) right after the command; a replay answers the stored ones. */
  cash: bigint
  bonus: bigint
  /** True when this is the stored answer of an earlier identical command. */
  replayed: boolean
  /** What happened: a rollback may be a no-op or a tombstone and still answer OK. */
  status: 'open' | 'applied' | 'rolled_back' | 'noop' | 'tombstone'
  /** The ledger transaction that moved money (null when none moved). */
  ledgerTransactionId: number | null
  /** bet: paid from cash and from bonus; win/rollback: credited to cash and to bonus. */
  cashAmount: bigint
  bonusAmount: bigint
}

/** Largest stake or win a command may carry: 100 million lira. */
export const MAX_WAGER_AMOUNT = 10_000_000_000n
/** Largest stake of one bet while a bonus is active (kuruş; the contract holds the figure). */
export const MAX_STAKE_WITH_BONUS = toMinor(BONUS_MAX_STAKE)
const MAX_ID_LENGTH = 100

export function validate(c: CommandBase & { amount?: bigint; currency?: string }, minAmount: bigint): void {
  const bad = (field: string, code: 'required' | 'invalid' | 'out_of_range') => {
    throw new AppError('VALIDATION_FAILED', { [field]: code })
  }
  if (!Number.isSafeInteger(c.playerId) || c.playerId <= 0) bad('playerId', 'invalid')
  for (const [field, value] of [
    ['provider', c.provider],
    ['txId', c.txId],
    ['roundId', c.roundId],
  ] as const)
    if (typeof value !== 'string' || value.length === 0 || value.length > MAX_ID_LENGTH) bad(field, 'invalid')
  if (c.amount !== undefined) {
    if (typeof c.amount !== 'bigint') bad('amount', 'invalid')
    if (c.amount < minAmount || c.amount > MAX_WAGER_AMOUNT) bad('amount', 'out_of_range')
  }
  if (c.currency !== undefined && c.currency !== 'TRY') bad('currency', 'invalid')
}

export function fingerprint(parts: readonly (string | number | bigint | null | undefined)[]): string {
  return createHash('sha256')
    .update(JSON.stringify(parts.map((p) => (p === undefined || p === null ? null : String(p)))))
    .digest('hex')
}

/**
 * The stored answer of an earlier identical command. The game is compared with the stored row's
 * rather than hashed (PROVIDERS.md: the same id for another game is the provider's duplicate), so
 * fingerprints stored before the game counted still match their replays.
 */
export function replayOf(
  row: q.WagerRow,
  requestHash: string,
  playerId: number,
  gameCode?: string | null,
): WagerAnswer {
  if (row.requestHash !== requestHash || row.playerId !== playerId) throw new AppError('CONFLICT')
  if (gameCode !== undefined && row.gameCode !== (gameCode ?? null)) throw new AppError('CONFLICT')
  return {
    txId: row.txId,
    cash: row.cashAfter ?? 0n,
    bonus: row.bonusAfter ?? 0n,
    replayed: true,
    // A bet's row moves on (settled, rolled back) but its answer was `open`; a refund is stored as applied.
    status:
      row.op === 'bet'
        ? 'open'
        : row.op === 'rollback' && row.status === 'applied'
          ? 'rolled_back'
          : (row.status as WagerAnswer['status']),
    ledgerTransactionId: row.ledgerTransactionId,
    cashAmount: row.cashAmount,
    bonusAmount: row.bonusAmount,
  }
}

/**
 * A bet: debits cash first, then bonus (docs/wallet.md: the player's own money is used before the
 * bonus, so a bet never spends bonus money that cash could cover). Never below zero: both accounts
 * are locked before the split is computed. While a bonus is active the stake is capped
 * (BONUS_MAX_STAKE) and the bet remembers the bonus; its stake counts toward it once its round
 * settles (settleWin), never now.
 */
export async function placeBet(m: MoneyTx, cmd: BetCommand): Promise<WagerAnswer>
export async function placeBet<V extends Record<string, PreparedValue>>(
  m: MoneyTx,
  cmd: BetCommand,
  along: BetAlong<V>,
): Promise<WagerAnswer & { along?: unknown }>
export async function placeBet<V extends Record<string, PreparedValue>>(
  m: MoneyTx,
  cmd: BetCommand,
  along?: BetAlong<V>,
): Promise<WagerAnswer & { along?: unknown }> {
  validate(cmd, 1n)
  if (cmd.free) return placeFreeBet(m, cmd, cmd.free, along)
  const requestHash = fingerprint(['bet', cmd.playerId, cmd.amount, cmd.roundId, cmd.currency])
  const { tx } = m
  const now = new Date(m.clock.now())
  // The claim, the gate (the player's role and protection flags; docs/security.md, docs/player-protection.md)
  // and, for a new claim, the live bonus and the accounts locked in the wallet's order (bonus first): one
  // statement. The gate is checked before the claim's answer: operators cannot play, replay or
  // not, and the error rolls the claimed row back, so a refused stake leaves nothing behind.
  const claim = await q.claimBet(tx, { ...base(cmd), amount: cmd.amount, requestHash, createdAt: now })
  const { id, gate } = claim
  if (gate && gate.role !== 'player') throw new AppError('OPERATOR_CANNOT_PLAY')
  if (id === null) return betClaimedBefore(tx, cmd, requestHash)
  // A new stake (a replay above still answers): refused while timed out, self-excluded or blocked.
  if (gate) refuseStake(gate, now.getTime())

  // A bonus past its expiry is forfeited first, as `lockLiveBonus` does, and the accounts read
  // again after that posting moved them.
  let bonus: BonusRow | null = claim.bonus
  let acc = claim.accounts
  if (bonus && bonus.expiresAt.getTime() <= now.getTime()) {
    await forfeitBonus(m, bonus, now)
    bonus = null
    acc = null
  }
  if (!acc) acc = await lockAccounts(tx, cmd.playerId)
  rememberAccountIds(m.db, cmd.playerId, acc)
  // Session time, loss and wager limits (docs/player-protection.md): summed inside the lock on the player's
  // accounts, so two parallel bets cannot together pass a limit. Skipped without limits.
  if (gate) await checkBet(tx, gate, { id, playerId: cmd.playerId, amount: cmd.amount }, now.getTime())
  // The cap holds while the bonus is in play: money in the bonus account or a bet it paid for
  // still open. A bonus lost to the last kuruş no longer limits cash play. Thrown before anything
  // moved, like INSUFFICIENT_FUNDS: the claimed txId rolls back too.
  if (
    bonus &&
    cmd.amount > MAX_STAKE_WITH_BONUS &&
    (acc.bonus > 0n || (await q.hasOpenBonusBets(tx, bonus.id)))
  )
    throw new AppError('BONUS_MAX_STAKE', undefined, { max: toMajor(MAX_STAKE_WITH_BONUS) })
  const fromCash = acc.cash < cmd.amount ? acc.cash : cmd.amount
  const fromBonus = cmd.amount - fromCash
  if (fromBonus > acc.bonus)
    // Thrown before anything moved: the transaction rolls back, the claimed txId included.
    throw new AppError('INSUFFICIENT_FUNDS', undefined, {
      balance: toMajor(acc.cash),
      bonusBalance: toMajor(acc.bonus),
    })

  const sys = await systemAccounts(m)
  const entries: PostingEntry[] = [{ accountId: sys.provider_clearing, amount: cmd.amount }]
  if (fromCash > 0n) entries.push({ accountId: acc.cashId, amount: -fromCash })
  if (fromBonus > 0n) entries.push({ accountId: acc.bonusId, amount: -fromBonus })
  const posting = {
    idempotencyKey: `${cmd.provider}:${cmd.txId}`,
    kind: 'bet' as const,
    reference: `round:${cmd.roundId}`,
    entries,
    metadata: { provider: cmd.provider, gameCode: cmd.gameCode ?? null },
  }
  const answer = {
    status: 'open' as const,
    cashAmount: fromCash,
    bonusAmount: fromBonus,
    bonusId: bonus?.id ?? null,
    after: { cash: acc.cash - fromCash, bonus: acc.bonus - fromBonus },
  }

  // Paid from one account (nearly every bet): the posting and the stored answer in one statement
  // (`post`'s one-statement path plus `finish`), with the product's own writes when it brought
  // them (`along`). Both accounts are locked and the split fits them, so the guard cannot refuse;
  // an existing ledger key (never for a fresh claim) replays through `post` as before.
  let alongDone: { along: unknown } | null = null
  if (entries.length === 2) {
    const moved = entries[1]!
    const values = {
      ...posting,
      requestHash: requestHashOf(posting),
      accountId: moved.accountId,
      delta: moved.amount,
      wagerId: id,
      cashAmount: fromCash,
      bonusAmount: fromBonus,
      bonusId: answer.bonusId,
      cashAfter: answer.after.cash,
      bonusAfter: answer.after.bonus,
    }
    let done: Awaited<ReturnType<typeof postBet>>
    if (along) {
      const withAlong = await postBetAlong(tx, values, along)
      alongDone = { along: withAlong.along }
      done = withAlong
    } else done = await postBet(tx, values)
    if (done.transactionId !== null) {
      if (done.balance === null || done.playerId === null)
        throw new AppError('INSUFFICIENT_FUNDS', undefined, {
          balance: toMajor(acc.cash),
          bonusBalance: toMajor(acc.bonus),
        })
      m.fx.balances.add(done.playerId)
      m.fx.postings.push(posting.kind)
      return {
        txId: cmd.txId,
        cash: answer.after.cash,
        bonus: answer.after.bonus,
        replayed: false,
        status: 'open',
        ledgerTransactionId: done.transactionId,
        cashAmount: fromCash,
        bonusAmount: fromBonus,
        ...alongDone,
      }
    }
  }
  const posted = await post(m, posting)
  const finished = await finish(tx, id, cmd, { ...answer, ledgerTransactionId: posted.transactionId })
  if (along && !alongDone) {
    const [row] = await along.statement.alone.executeIn(tx, along.values)
    alongDone = { along: row?.along ?? null }
  }
  return { ...finished, ...alongDone }
}

/** A bet whose (provider, txId) is taken: its tombstone refuses it, else the stored answer replays. */
async function betClaimedBefore(tx: Tx, cmd: BetCommand, requestHash: string): Promise<WagerAnswer> {
  const row = (await q.findWager(tx, cmd.provider, cmd.txId))!
  // A tombstone: its rollback came first, so this bet is refused and moves nothing (PROVIDERS.md).
  if (row.op === 'bet' && row.status === 'cancelled') throw new AppError('BET_ROLLED_BACK')
  return replayOf(row, requestHash, cmd.playerId, cmd.gameCode)
}

/**
 * A free round (docs/providers.md "Free rounds"): the provider funds the stake, so nothing is
 * posted and the row keeps amount 0 — no loss or wager limit, cashback or bonus wagering counts a
 * stake the player never paid, and a rollback refunds nothing. Its win pays the round like any win,
 * all to cash (the bet took no bonus money). The player's gate still holds: a blocked, timed-out or
 * self-excluded player plays no round, free or not.
 */
async function placeFreeBet<V extends Record<string, PreparedValue>>(
  m: MoneyTx,
  cmd: BetCommand,
  free: { reference: string | null },
  along?: BetAlong<V>,
): Promise<WagerAnswer & { along?: unknown }> {
  const requestHash = fingerprint([
    'bet',
    cmd.playerId,
    cmd.amount,
    cmd.roundId,
    cmd.currency,
    'free',
    free.reference,
  ])
  const now = new Date(m.clock.now())
  const claim = await q.claimBet(m.tx, { ...base(cmd), amount: 0n, requestHash, createdAt: now })
  if (claim.gate && claim.gate.role !== 'player') throw new AppError('OPERATOR_CANNOT_PLAY')
  if (claim.id === null) return betClaimedBefore(m.tx, cmd, requestHash)
  if (claim.gate) refuseStake(claim.gate, now.getTime())
  const finished = await finish(m.tx, claim.id, cmd, {
    status: 'open',
    cashAmount: 0n,
    bonusAmount: 0n,
    bonusId: null,
    ledgerTransactionId: null,
    after: claim.accounts ?? (await lockAccounts(m.tx, cmd.playerId)),
  })
  // A sportsbook freebet's ticket rides with its free bet (docs/sportsbook.md "Sports promotions").
  if (!along) return finished
  const [row] = await along.statement.alone.executeIn(m.tx, along.values)
  return { ...finished, along: row?.along ?? null }
}

/**
 * A product's own bet whose txId it has just minted (the sportsbook's ticket id, fresh from its
 * sequence: no other request can know it). The plain case — a player with no time-out, exclusion,
 * session or stake limits, no active bonus, enough cash — is one statement (`freshBetSql`): the
 * locks, the posting, the wager row with its answer and the product's writes. Anything else, or a
 * player whose account ids this process has not met yet, runs `placeBet` in the same transaction,
 * unchanged. The answers are the same; `replayed` is never true on the fast path (the id is new).
 */
export async function placeFreshBet<V extends Record<string, PreparedValue>>(
  m: MoneyTx,
  cmd: BetCommand,
  along: BetAlong<V>,
): Promise<WagerAnswer & { along?: unknown }> {
  validate(cmd, 1n)
  const ids = accountIdsOf.get(m.db)?.get(cmd.playerId)
  if (!ids) return placeBet(m, cmd, along)
  const [row] = await along.statement.fresh.executeIn(m.tx, await freshValues(m, cmd, along, ids.cashId))
  const answer = freshAnswer(cmd, row)
  if (!answer) return placeBet(m, cmd, along)
  m.fx.balances.add(cmd.playerId)
  return answer
}

/**
 * `placeFreshBet`'s one statement on its own, as its own transaction (no begin, no commit: one
 * round trip), for a product whose `guard` re-checks under its locks what it read before. Answers
 * null when it wrote nothing: the plain case did not apply, the guard failed, the player's account
 * ids are not known yet, or the product's writes hit a unique key (a concurrent twin) — the
 * statement then failed whole. The caller then runs its money transaction as usual. The balance
 * event is published here, after the statement committed.
 */
export async function placeFreshBetAlone<V extends Record<string, PreparedValue>>(
  deps: MoneyDeps,
  cmd: BetCommand,
  along: BetAlong<V>,
): Promise<(WagerAnswer & { along?: unknown }) | null> {
  validate(cmd, 1n)
  const ids = accountIdsOf.get(deps.db)?.get(cmd.playerId)
  if (!ids) return null
  let row: FreshBetRow | undefined
  try {
    ;[row] = await along.statement.fresh.execute(deps.db, await freshValues(deps, cmd, along, ids.cashId))
  } catch (e) {
    if (uniqueViolation(e) !== null) return null
    throw e
  }
  const answer = freshAnswer(cmd, row)
  if (answer) deps.events.emit('wallet.balance_changed', { playerId: cmd.playerId })
  return answer
}

async function freshValues<V extends Record<string, PreparedValue>>(
  m: MoneyTx | MoneyDeps,
  cmd: BetCommand,
  along: BetAlong<V>,
  cashId: number,
) {
  // Known per database after the first read (wallet.service.ts); outside a transaction the read,
  // when there is one, runs on the database itself.
  const sys = await systemAccounts('tx' in m ? m : { tx: m.db as unknown as Tx, db: m.db, fx: newEffects() })
  const posting = {
    kind: 'bet' as const,
    reference: `round:${cmd.roundId}`,
    entries: [
      { accountId: sys.provider_clearing, amount: cmd.amount },
      { accountId: cashId, amount: -cmd.amount },
    ],
  }
  return {
    ...along.values,
    provider: cmd.provider,
    txId: cmd.txId,
    player: cmd.playerId,
    round: cmd.roundId,
    game: cmd.gameCode ?? null,
    amount: cmd.amount.toString(),
    hash: fingerprint(['bet', cmd.playerId, cmd.amount, cmd.roundId, cmd.currency]),
    at: new Date(m.clock.now()).toISOString(),
    cash: cashId,
    clearing: sys.provider_clearing,
    key: `${cmd.provider}:${cmd.txId}`,
    ledgerHash: requestHashOf(posting),
    reference: posting.reference,
    metadata: JSON.stringify({ provider: cmd.provider, gameCode: cmd.gameCode ?? null }),
  }
}

function freshAnswer(
  cmd: BetCommand,
  row: FreshBetRow | undefined,
): (WagerAnswer & { along?: unknown }) | null {
  if (!row || row.wager_id === null || row.ledger_id === null) return null
  return {
    txId: cmd.txId,
    cash: asBigint(row.cash_after),
    bonus: asBigint(row.bonus_after),
    replayed: false,
    status: 'open',
    ledgerTransactionId: Number(row.ledger_id),
    cashAmount: cmd.amount,
    bonusAmount: 0n,
    along: row.along,
  }
}

/**
 * The player's cash and bonus account ids per database, as `placeBet` met them: they never change
 * (like the system accounts), and `placeFreshBet` needs the cash account's id up front. Bounded: a
 * full map starts over, and a player not in it only takes the general path once.
 */
const accountIdsOf = new WeakMap<Db, Map<number, { cashId: number; bonusId: number }>>()
const ACCOUNT_IDS_KEPT = 100_000

function rememberAccountIds(db: Db, playerId: number, acc: { cashId: number; bonusId: number }): void {
  let ids = accountIdsOf.get(db)
  if (!ids || ids.size >= ACCOUNT_IDS_KEPT) accountIdsOf.set(db, (ids = new Map()))
  ids.set(playerId, { cashId: acc.cashId, bonusId: acc.bonusId })
}

/**
 * A product's writes that ride with a bet's posting (`betAlong`, wallet.queries.ts): `placeBet`
 * runs them in its posting statement, or alone right after the posting on the general path, and
 * answers their `output` as `along`. Never on a replay: the caller's rows of a replayed bet exist.
 * The wallet calls nothing back: a product's own checks that need locks (the sportsbook's liability
 * limit) take them and run before it calls the wallet.
 */
export interface BetAlong<V extends Record<string, PreparedValue>> {
  statement: BetAlongStatement<V>
  values: V
}

/**
 * A win: pays the bet's round. Its bonus share (the part the bet paid from bonus, pro rata, rounded
 * down) follows that bonus: back to the bonus account while it is active, to cash once it
 * converted, to the house once it was forfeited. A win also settles its round: its open bets can
 * no longer be rolled back, and their stakes count toward their bonus now. A zero win (a lost
 * round) does the same, so every product must close a lost round with one.
 */
export async function settleWin(m: MoneyTx, cmd: WinCommand): Promise<WagerAnswer> {
  validate(cmd, 0n)
  const isPromotion = cmd.kind === 'promotion' || cmd.kind === 'jackpot'
  const refTxId = cmd.refTxId ?? null
  const requestHash = fingerprint([
    'win',
    cmd.playerId,
    cmd.amount,
    cmd.roundId,
    refTxId,
    cmd.kind ?? 'regular',
    // Only a credit that carried a remainder hashes it: older fingerprints stay valid.
    ...(cmd.subKurus ? [cmd.subKurus] : []),
  ])
  if (cmd.subKurus !== undefined && (cmd.subKurus < 0n || cmd.subKurus >= SUB_KURUS_PER_KURUS))
    throw new AppError('VALIDATION_FAILED', { amount: 'invalid' })
  const { tx } = m
  const now = new Date(m.clock.now())
  const id = await q.claimWager(tx, {
    ...base(cmd),
    op: 'win',
    refTxId,
    amount: cmd.amount,
    status: 'applied',
    requestHash,
    createdAt: now,
    settledAt: now,
  })
  if (id === null) {
    const row = (await q.findWager(tx, cmd.provider, cmd.txId))!
    // Its reversal came first (reverseWin's tombstone): the credit is refused and moves nothing.
    if (row.op === 'win' && row.status === 'cancelled') throw new AppError('BET_ROLLED_BACK')
    return replayOf(row, requestHash, cmd.playerId, cmd.gameCode)
  }

  let bet: q.WagerRow | null = null
  if (refTxId !== null) bet = await q.lockWager(tx, cmd.provider, refTxId)
  else if (!isPromotion) bet = await q.lockLatestRoundBet(tx, cmd)
  if (bet && (bet.op !== 'bet' || bet.playerId !== cmd.playerId)) bet = null
  if (!bet && !isPromotion) throw new AppError('REF_NOT_FOUND')
  if (bet && (bet.status === 'rolled_back' || bet.status === 'cancelled'))
    throw new AppError('BET_ROLLED_BACK')
  // The round's result is known: its open bets settle and their stakes count toward their bonus
  // (which may convert it; the win's bonus share below then follows it into cash).
  if (bet) {
    const settled = await q.settleRoundBets(tx, {
      provider: cmd.provider,
      playerId: cmd.playerId,
      roundId: bet.roundId,
      at: now,
    })
    await countSettledStakes(m, settled, now)
  }

  const bonusShare = bet && bet.amount > 0n ? (cmd.amount * bet.bonusAmount) / bet.amount : 0n
  const credit = await creditBack(m, {
    playerId: cmd.playerId,
    cash: cmd.amount - bonusShare,
    bonus: bonusShare,
    bonusId: bet?.bonusId ?? null,
    now,
  })
  const ledgerTransactionId =
    cmd.amount > 0n
      ? (
          await post(m, {
            idempotencyKey: `${cmd.provider}:${cmd.txId}`,
            kind: 'win',
            reference: `round:${cmd.roundId}`,
            entries: [
              { accountId: (await systemAccounts(m)).provider_clearing, amount: -cmd.amount },
              ...credit.entries,
            ],
            metadata: { provider: cmd.provider, refTxId, kind: cmd.kind ?? 'regular' },
          })
        ).transactionId
      : null
  if (cmd.subKurus) await bookRemainder(m, cmd, cmd.subKurus)
  return finish(tx, id, cmd, {
    status: 'applied',
    cashAmount: credit.cash,
    bonusAmount: credit.bonus,
    ledgerTransactionId,
    after: { cash: credit.before.cash + credit.cash, bonus: credit.before.bonus + credit.bonus },
  })
}

/**
 * A credit's remainder below the kuruş (docs/wallet.md "Rounding suspense"): added to the player's
 * carry for this provider; each whole kuruş the carry reaches moves provider_clearing →
 * rounding_suspense in its own posting (kind `rounding`, key `rounding:{provider}:{txId}`), so the
 * ledger shows every whole kuruş providers paid and no player received, and the carry the rest.
 * The carry row is the player's own and is taken after the player's accounts (the wallet's lock
 * order), so it never makes two players wait on each other.
 */
async function bookRemainder(m: MoneyTx, cmd: WinCommand, subKurus: bigint): Promise<void> {
  const carried = await q.addRoundingCarry(m.tx, cmd.provider, cmd.playerId, subKurus)
  const { kurus, rest } = wholeKurusOf(carried)
  await q.setRoundingCarry(m.tx, cmd.provider, cmd.playerId, rest)
  if (kurus === 0n) return
  const sys = await systemAccounts(m)
  await post(m, {
    idempotencyKey: `rounding:${cmd.provider}:${cmd.txId}`,
    kind: 'rounding',
    reference: `round:${cmd.roundId}`,
    entries: [
      { accountId: sys.provider_clearing, amount: -kurus },
      { accountId: sys.rounding_suspense, amount: kurus },
    ],
    metadata: { provider: cmd.provider, playerId: cmd.playerId, txId: cmd.txId },
  })
}

/**
 * A rollback refunds its bet exactly once, for its exact amount and to where it came from (the
 * bonus share by the same rule as a win's). Unknown bet → a tombstone that refuses the bet if it
 * arrives later; a bet already rolled back or whose round has a win → a no-op OK.
 */
export async function rollbackBet(m: MoneyTx, cmd: RollbackCommand): Promise<WagerAnswer> {
  const { tx } = m
  const now = new Date(m.clock.now())
  const claimed = await claimReversal(tx, cmd, 'bet', now)
  if ('replay' in claimed) return claimed.replay
  const { id, tombstone, target: bet } = claimed
  if (
    tombstone !== null ||
    !bet ||
    bet.op !== 'bet' ||
    bet.playerId !== cmd.playerId ||
    bet.status !== 'open' ||
    // A sportsbook bet reopened by unsettle counted toward its bonus already: it is settled
    // again (a void is a settlement returning the stake), never refunded (sportsbook.ts).
    bet.settleVersion !== null
  )
    return nothingToReverse(tx, id, cmd, tombstone)

  // Only an open bet is refunded, and an open bet never counted toward its bonus (stakes count
  // when their round settles), so there is no wagering to take back.
  const bonus: BonusRow | null = bet.bonusId !== null ? await q.lockBonus(tx, bet.bonusId) : null
  const credit = await creditBack(m, {
    playerId: cmd.playerId,
    cash: bet.cashAmount,
    bonus: bet.bonusAmount,
    bonusId: bet.bonusId,
    now,
    lockedBonus: bonus,
  })
  const sys = await systemAccounts(m)
  // A free round's bet (amount 0, docs/providers.md "Free rounds") took nothing: nothing to post.
  const posted =
    bet.amount > 0n
      ? await post(m, {
          idempotencyKey: `${cmd.provider}:${cmd.txId}`,
          kind: 'rollback',
          reference: `round:${bet.roundId}`,
          entries: [{ accountId: sys.provider_clearing, amount: -bet.amount }, ...credit.entries],
          metadata: { provider: cmd.provider, refTxId: cmd.refTxId },
        })
      : null
  await q.setWagerStatus(tx, bet.id, 'rolled_back')
  return finish(tx, id, cmd, {
    status: 'rolled_back',
    amount: bet.amount,
    cashAmount: credit.cash,
    bonusAmount: credit.bonus,
    ledgerTransactionId: posted?.transactionId ?? null,
    after: { cash: credit.before.cash + credit.cash, bonus: credit.before.bonus + credit.bonus },
  })
}

/**
 * A win taken back (SoftGamings' debit naming a credit, docs/providers.md "SoftGamings"): what it
 * paid the player is taken back from cash first, then bonus, and its share that went to the house
 * (a forfeited bonus's) comes back from the house, so provider_clearing gets the whole win back.
 * Never below zero: a player who no longer holds it is refused INSUFFICIENT_FUNDS and nothing moves
 * (docs/wallet.md, as a resettlement's take-back). Unknown win → a tombstone that refuses the
 * credit if it arrives later; a win already taken back → a no-op OK. The round stays settled: its
 * stakes counted when the win settled them, and a reversed payment does not undo the round.
 */
export async function reverseWin(m: MoneyTx, cmd: RollbackCommand): Promise<WagerAnswer> {
  const { tx } = m
  const claimed = await claimReversal(tx, cmd, 'win', new Date(m.clock.now()))
  if ('replay' in claimed) return claimed.replay
  const { id, tombstone, target: win } = claimed
  if (
    tombstone !== null ||
    !win ||
    win.op !== 'win' ||
    win.playerId !== cmd.playerId ||
    win.status !== 'applied'
  )
    return nothingToReverse(tx, id, cmd, tombstone)
  const paid = win.cashAmount + win.bonusAmount
  const moved = await takeBack(m, cmd, paid, 'win', win.amount - paid)
  await q.setWagerStatus(tx, win.id, 'rolled_back')
  return finish(tx, id, cmd, { status: 'rolled_back', amount: win.amount, ...moved })
}

/**
 * Step 1 of a rollback or a win's reversal: claim its own (provider, txId) — taken already: the
 * stored answer — then occupy the reversed transaction's (provider, txId) with a tombstone, so a
 * bet or credit racing it waits on the unique index and then finds the tombstone: it can never slip
 * in after the reversal decided "unknown". `tombstone` is null when that transaction exists; it
 * is then `target`, locked (a win and a rollback on one bet serialize there).
 */
async function claimReversal(
  tx: Tx,
  cmd: RollbackCommand,
  reverses: 'bet' | 'win',
  now: Date,
): Promise<{ replay: WagerAnswer } | { id: number; tombstone: number | null; target: q.WagerRow | null }> {
  validate(cmd, 0n)
  const op = reverses === 'bet' ? 'rollback' : 'reverse_win'
  const requestHash = fingerprint([op, cmd.playerId, cmd.refTxId, cmd.roundId])
  if (typeof cmd.refTxId !== 'string' || cmd.refTxId.length === 0 || cmd.refTxId.length > MAX_ID_LENGTH)
    throw new AppError('VALIDATION_FAILED', { refTxId: 'invalid' })
  const id = await q.claimWager(tx, {
    ...base(cmd),
    op: 'rollback',
    refTxId: cmd.refTxId,
    amount: 0n,
    status: 'applied',
    requestHash,
    createdAt: now,
    settledAt: null,
  })
  if (id === null) {
    const row = (await q.findWager(tx, cmd.provider, cmd.txId))!
    return { replay: replayOf(row, requestHash, cmd.playerId, cmd.gameCode) }
  }
  const tombstone = await q.claimWager(tx, {
    ...base(cmd),
    txId: cmd.refTxId,
    op: reverses,
    refTxId: null,
    amount: 0n,
    status: 'cancelled',
    requestHash: 'tombstone',
    createdAt: now,
    settledAt: null,
  })
  const target = tombstone === null ? await q.lockWager(tx, cmd.provider, cmd.refTxId) : null
  return { id, tombstone, target }
}

/** A reversal that moves nothing: its target was unknown (now a tombstone) or has nothing to reverse. */
async function nothingToReverse(
  tx: Tx,
  id: number,
  cmd: RollbackCommand,
  tombstone: number | null,
): Promise<WagerAnswer> {
  return finish(tx, id, cmd, {
    status: tombstone !== null ? 'tombstone' : 'noop',
    cashAmount: 0n,
    bonusAmount: 0n,
    ledgerTransactionId: null,
    after: await lockAccounts(tx, cmd.playerId),
  })
}

/** What a take-back moved, and the balances after it. */
export interface Moved {
  cashAmount: bigint
  bonusAmount: bigint
  ledgerTransactionId: number | null
  after: { cash: bigint; bonus: bigint }
}

/**
 * Money back from the player to provider_clearing (a resettlement paying less, a win reversed):
 * from cash first, then bonus, never below zero — a player who no longer holds `amount` is refused
 * INSUFFICIENT_FUNDS before anything moved. `fromHouse` comes back from the house too (a reversed
 * win's share that went there).
 */
export async function takeBack(
  m: MoneyTx,
  cmd: { provider: string; txId: string; roundId: string; playerId: number; refTxId?: string | null },
  amount: bigint,
  kind: 'settle' | 'unsettle' | 'win',
  fromHouse = 0n,
): Promise<Moved> {
  const acc = await lockAccounts(m.tx, cmd.playerId)
  if (amount === 0n && fromHouse === 0n)
    return { cashAmount: 0n, bonusAmount: 0n, ledgerTransactionId: null, after: acc }
  const fromCash = acc.cash < amount ? acc.cash : amount
  const fromBonus = amount - fromCash
  if (fromBonus > acc.bonus)
    throw new AppError('INSUFFICIENT_FUNDS', undefined, {
      balance: toMajor(acc.cash),
      bonusBalance: toMajor(acc.bonus),
    })
  const sys = await systemAccounts(m)
  const entries: PostingEntry[] = [{ accountId: sys.provider_clearing, amount: amount + fromHouse }]
  if (fromCash > 0n) entries.push({ accountId: acc.cashId, amount: -fromCash })
  if (fromBonus > 0n) entries.push({ accountId: acc.bonusId, amount: -fromBonus })
  if (fromHouse > 0n) entries.push({ accountId: sys.house, amount: -fromHouse })
  const posted = await post(m, {
    idempotencyKey: `${cmd.provider}:${cmd.txId}`,
    kind,
    reference: `round:${cmd.roundId}`,
    entries,
    metadata: { provider: cmd.provider, refTxId: cmd.refTxId ?? null },
  })
  return {
    cashAmount: fromCash,
    bonusAmount: fromBonus,
    ledgerTransactionId: posted.transactionId,
    after: { cash: acc.cash - fromCash, bonus: acc.bonus - fromBonus },
  }
}

export function base(cmd: CommandBase) {
  return {
    provider: cmd.provider,
    txId: cmd.txId,
    playerId: cmd.playerId,
    roundId: cmd.roundId,
    gameCode: cmd.gameCode ?? null,
  }
}

/**
 * Where money coming back to the player goes (a win, a refund). The bonus share follows the bonus
 * that paid for the bet: active → bonus account; converted → cash; forfeited or expired → house,
 * since that money was already taken back. Answers the credit legs (without the clearing leg).
 */
export async function creditBack(
  m: MoneyTx,
  c: {
    playerId: number
    cash: bigint
    bonus: bigint
    bonusId: number | null
    now: Date
    lockedBonus?: BonusRow | null
  },
): Promise<{ entries: PostingEntry[]; cash: bigint; bonus: bigint; before: q.LockedAccounts }> {
  const { tx } = m
  let cash = c.cash
  let bonus = c.bonus
  let toHouse = 0n
  if (bonus > 0n) {
    let row = c.lockedBonus ?? (c.bonusId !== null ? await q.lockBonus(tx, c.bonusId) : null)
    if (row && row.status === 'active' && row.expiresAt.getTime() <= c.now.getTime()) {
      await forfeitBonus(m, row, c.now)
      row = { ...row, status: 'forfeited' }
    }
    if (!row || row.status === 'converted') {
      cash += bonus
      bonus = 0n
    } else if (row.status !== 'active') {
      toHouse = bonus
      bonus = 0n
    }
  }
  // Locked after the bonus row (the wallet's lock order); their balances make the answer.
  const acc = await lockAccounts(tx, c.playerId)
  const entries: PostingEntry[] = []
  if (cash > 0n) entries.push({ accountId: acc.cashId, amount: cash })
  if (bonus > 0n) entries.push({ accountId: acc.bonusId, amount: bonus })
  if (toHouse > 0n) entries.push({ accountId: (await systemAccounts(m)).house, amount: toHouse })
  return { entries, cash, bonus, before: acc }
}

/** Stores the command's answer on its row; `after` are the balances once its posting moved them. */
export async function finish(
  tx: Tx,
  id: number,
  cmd: CommandBase,
  w: {
    status: 'open' | 'applied' | 'rolled_back' | 'noop' | 'tombstone'
    amount?: bigint
    cashAmount: bigint
    bonusAmount: bigint
    bonusId?: number | null
    ledgerTransactionId: number | null
    after: { cash: bigint; bonus: bigint }
  },
): Promise<WagerAnswer> {
  const acc = w.after
  const stored = w.status === 'rolled_back' ? 'applied' : w.status
  await q.finishWager(tx, id, { ...w, status: stored, cashAfter: acc.cash, bonusAfter: acc.bonus })
  const answer: WagerAnswer = {
    txId: cmd.txId,
    cash: acc.cash,
    bonus: acc.bonus,
    replayed: false,
    status: w.status,
    ledgerTransactionId: w.ledgerTransactionId,
    cashAmount: w.cashAmount,
    bonusAmount: w.bonusAmount,
  }
  return answer
}

/** The player's net cash loss of the rounds settled in [from, to) (weekly cashback). */
export async function netCashLoss(db: Db | Tx, playerId: number, from: Date, to: Date): Promise<bigint> {
  return q.selectNetCashLoss(db, { playerId, from, to })
}
