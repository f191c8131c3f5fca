import { AppError } from '../../../lib/app-error.js'
import { toMajor, toMinor } from '../../wallet/index.js'
import { fairFloats } from '../fair.js'
import { isLegalRouletteBet, rouletteReturn, spin, type RouletteBet } from '@galata/game-math/roulette'
import type { GameSession } from '../game-session.js'
import { STAKE_MAX, STAKE_MIN } from '../originals.schemas.js'
import { type OriginalsDeps, placeBet, settle, answer } from '../rounds.js'

// Galata Roulette: a single-step round, its outcome decided with the bet.

export async function playRoulette(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { bets: { numbers: number[]; amount: number }[] },
) {
  const bets: RouletteBet[] = input.bets.map((b) => ({ numbers: b.numbers, amount: toMinor(b.amount) }))
  if (bets.some((b) => !isLegalRouletteBet(b.numbers)))
    throw new AppError('VALIDATION_FAILED', { bets: 'invalid_option' })
  if (bets.some((b) => b.amount < STAKE_MIN))
    throw new AppError('BET_OUT_OF_RANGE', undefined, { min: toMajor(STAKE_MIN), max: toMajor(STAKE_MAX) })
  const stake = bets.reduce((s, b) => s + b.amount, 0n)
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-roulette',
    stake,
    params: { bets: bets.map((b) => ({ numbers: b.numbers, amount: toMajor(b.amount) })) },
    outcome: (seed) => {
      const [f] = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, 1)
      const number = spin(f!)
      return { payout: rouletteReturn(bets, number), result: { number } }
    },
  })
  const settled = await settle(deps, placed.round)
  return answer(deps, claims, settled.round, settled.balance, placed.seed)
}
