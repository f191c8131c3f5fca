import { toMinor } from '../../wallet/index.js'
import { fairFloatStream } from '../fair.js'
import { playSlotRound, slotRoundPayout, type SlotGame } from '@galata/game-math/slots/games'
import type { GameSession } from '../game-session.js'
import { type OriginalsDeps, playAtOnce, answer } from '../rounds.js'

// Galata slots, every mechanic: the paid spin and everything it leads to (free spins, tumbles,
// respins) are one single-step round, settled at once.

export async function playSlot(
  deps: OriginalsDeps,
  claims: GameSession,
  game: SlotGame,
  input: { stake: number },
) {
  const stake = toMinor(input.stake)
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game,
    stake,
    params: {},
    outcome: (seed) => {
      const round = playSlotRound(game, fairFloatStream(seed.serverSeed, seed.clientSeed, seed.nonce))
      return { payout: slotRoundPayout(game, stake, round.credits), result: round.result }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}
