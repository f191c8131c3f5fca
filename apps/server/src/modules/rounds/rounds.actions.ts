import type { RoundActionAnswer, RoundActionInput, RoundDecision } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { getBalances, moneyTransaction, toMajor } from '../wallet/index.js'
import { renewGameToken, type GameSession } from '../originals/index.js'
import type { DecisionPhase, TableDef } from './table-def.js'
import {
  actionsThrough,
  addedStakeOf,
  byStep,
  decisionStepAt,
  type DecisionStep,
} from './rounds.decisions.js'
import { takeStake, type BetMoney } from './rounds.money.js'
import * as q from './rounds.queries.js'
import { gameId, requireTable, timingsOf, txIds, type TablesDeps } from './rounds.service.js'

/*
 * A player's decisions on a table with a decision phase (docs/shared-rounds.md "Decisions"):
 * `POST /api/rounds/{game}/action` with the game token. An action is accepted by the server's clock
 * in its own step's window only (else DECISION_CLOSED), once per (bet, step) — the same action again
 * is a replay, another one CONFLICT — and only when the table's rules allow it after the bet's
 * earlier actions (else ACTION_NOT_ALLOWED). An action that adds stake (double, play) takes it
 * through the wallet's bet command in the transaction that stores the action, so it cannot overdraw
 * (INSUFFICIENT_FUNDS rolls both back) and is taken once.
 */

function phaseOf(def: TableDef): DecisionPhase {
  if (!def.decisions) throw new AppError('ACTION_NOT_ALLOWED')
  return def.decisions
}

function stepNow(deps: TablesDeps, def: TableDef, round: q.RoundRow): DecisionStep | null {
  const t = timingsOf(deps, def)
  if (round.status !== 'revealing' || !round.outcome) return null
  return decisionStepAt(round.closesAt.getTime(), t.window, def.decisions?.steps ?? 0, deps.clock.now())
}

const closed = (step: DecisionStep | null) =>
  new AppError('DECISION_CLOSED', undefined, { step: step?.step ?? null })

/** One bet's decision state now: its actions so far, what it may do in this step, its own view. */
function decisionOf(
  def: TableDef,
  round: q.RoundRow,
  bet: q.BetRow,
  rows: readonly q.ActionRow[],
  step: DecisionStep | null,
): RoundDecision {
  const phase = phaseOf(def)
  const outcome = round.outcome
  const stored = byStep(rows)
  // Steps before the current one are over (their timeouts taken); after the phase, every step.
  const done = step ? step.step - 1 : outcome ? phase.steps : 0
  const before = outcome ? actionsThrough(phase, bet, outcome, stored, done) : []
  const allowedNow = step && outcome ? phase.allowed(bet, outcome, before, step.step) : []
  const pending = step && allowedNow.length > 0 ? stored.get(step.step) : undefined
  return {
    betId: bet.id,
    roundId: bet.roundId,
    clientBetId: bet.clientBetId,
    step: step?.step ?? null,
    stepEndsAt: step?.endsAt ?? null,
    actions: pending === undefined ? before : [...before, pending],
    allowed: pending === undefined ? [...allowedNow] : [],
    stake: toMajor(bet.stake + addedStakeOf(rows)),
    // The view shows what the finished steps dealt: a card a step's hit draws is public at the next.
    view: outcome ? phase.view(bet, outcome, before) : {},
  }
}

async function findPlayerBet(
  deps: TablesDeps,
  claims: GameSession,
  round: q.RoundRow,
  input: Pick<RoundActionInput, 'betId' | 'clientBetId'>,
): Promise<q.BetRow> {
  const bet =
    input.betId !== undefined
      ? await q.findBetById(deps.db, input.betId)
      : input.clientBetId !== undefined
        ? await q.findBet(deps.db, round.id, claims.playerId, input.clientBetId)
        : null
  if (!bet || bet.roundId !== round.id || bet.playerId !== claims.playerId) throw new AppError('NOT_FOUND')
  return bet
}

export async function takeAction(
  deps: TablesDeps,
  claims: GameSession,
  game: string,
  input: RoundActionInput,
): Promise<RoundActionAnswer> {
  const def = requireTable(game)
  const phase = phaseOf(def)
  const round = await q.findRound(deps.db, input.roundId)
  if (!round || round.gameCode !== game) throw new AppError('ROUND_NOT_ACTIVE')
  const bet = await findPlayerBet(deps, claims, round, input)
  const answer = async (replayed: boolean): Promise<RoundActionAnswer> => {
    const rows = await q.betActions(deps.db, bet.id)
    const b = await getBalances(deps.db, claims.playerId)
    return {
      token: renewGameToken(deps, claims),
      balance: toMajor(b.cash + b.bonus),
      replayed,
      decision: decisionOf(def, round, bet, rows, stepNow(deps, def, round)),
    }
  }
  // The same action for the same step again is a replay, whenever it comes.
  const earlier = (await q.betActions(deps.db, bet.id)).find((a) => a.step === input.step)
  if (earlier) {
    if (earlier.action !== input.action) throw new AppError('CONFLICT')
    return answer(true)
  }
  const step = stepNow(deps, def, round)
  if (!step || step.step !== input.step || bet.status !== 'open') throw closed(step)
  const outcome = round.outcome!
  const before = actionsThrough(
    phase,
    bet,
    outcome,
    byStep(await q.betActions(deps.db, bet.id)),
    step.step - 1,
  )
  if (!phase.allowed(bet, outcome, before, step.step).includes(input.action))
    throw new AppError('ACTION_NOT_ALLOWED')
  const added = phase.addedStake(bet, input.action)
  const ids = txIds(round.id, claims.playerId, bet.clientBetId)
  // An added stake is a bet of its own in the same wallet round: its txId names the step.
  const who: BetMoney = {
    playerId: claims.playerId,
    gameCode: game,
    gameId: added > 0n ? await gameId(deps.db, game) : 0,
    ids: { ...ids, bet: `${ids.bet}:a${step.step}` },
  }
  const replayed = await moneyTransaction(deps, async (m) => {
    // The bet row locked: its settlement waits for this action, or came first (then it is closed).
    const locked = await q.lockBet(m.tx, bet.id)
    const at = deps.clock.now()
    const still = stepNow(deps, def, round)
    if (!locked || locked.status !== 'open' || !still || still.step !== step.step) throw closed(still)
    if (added > 0n) {
      const a = await takeStake(m, who, added)
      if (a.replayed) return true
    }
    const row = await q.insertAction(m.tx, {
      betId: bet.id,
      roundId: round.id,
      step: step.step,
      action: input.action,
      addedStake: added,
      clientActionId: input.clientActionId ?? null,
      createdAt: new Date(at),
    })
    // Another request stored this step's action between our read and now: nothing of ours stays.
    if (!row) throw new AppError('CONFLICT')
    return false
  })
  return answer(replayed)
}

/** The player's bets in the round being decided now (the page's state after a reload). */
export async function myDecisions(
  deps: TablesDeps,
  claims: GameSession,
  game: string,
): Promise<RoundDecision[]> {
  const def = requireTable(game)
  if (!def.decisions) return []
  const t = timingsOf(deps, def)
  const now = deps.clock.now()
  const rounds = (await q.unfinishedRounds(deps.db, game)).filter(
    (r) => r.status === 'revealing' && now < r.closesAt.getTime() + t.decide + t.reveal,
  )
  const out: RoundDecision[] = []
  for (const round of rounds)
    for (const bet of await q.playerRoundBets(deps.db, round.id, claims.playerId))
      out.push(decisionOf(def, round, bet, await q.betActions(deps.db, bet.id), stepNow(deps, def, round)))
  return out
}
