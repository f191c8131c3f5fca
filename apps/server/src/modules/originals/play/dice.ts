import { AppError } from '../../../lib/app-error.js'
import { toMinor } from '../../wallet/index.js'
import { fairFloats, payoutOf } from '../fair.js'
import {
  diceMultiplierE4,
  diceRoll,
  diceWins,
  isValidDiceBet,
  type DiceDirection,
} from '@galata/game-math/dice'
import type { GameSession } from '../game-session.js'
import { type OriginalsDeps, placeBet, settle, answer } from '../rounds.js'

// Galata Dice: a single-step round, its outcome decided with the bet.

export async function playDice(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; target: number; direction: DiceDirection },
) {
  const bet = { target: Number(toMinor(input.target)), direction: input.direction }
  if (!isValidDiceBet(bet)) throw new AppError('VALIDATION_FAILED', { target: 'invalid_option' })
  const stake = toMinor(input.stake)
  const multiplierE4 = diceMultiplierE4(bet)
  const placed = await placeBet(deps, {
    playerId: claims.playerId,
    game: 'galata-dice',
    stake,
    params: { target: bet.target, direction: bet.direction },
    outcome: (seed) => {
      const [f] = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, 1)
      const roll = diceRoll(f!)
      const isWin = diceWins(bet, roll)
      return {
        payout: isWin ? payoutOf(stake, multiplierE4) : 0n,
        result: { roll, isWin, multiplier: Number(multiplierE4) / 10_000 },
      }
    },
  })
  const settled = await settle(deps, placed.round)
  return answer(deps, claims, settled.round, settled.balance, placed.seed)
}
