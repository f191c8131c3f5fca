import { toMinor } from '../../wallet/index.js'
import { fairFloatStream } from '../fair.js'
import { LINE_COUNT, playRound, slotPayout, type SpinResult } from '../games/slots/engine.js'
import { slotTheme, type SlotGame } from '../games/slots/themes.js'
import type { GameSession } from '../game-session.js'
import { type OriginalsDeps, playAtOnce, answer } from '../rounds.js'

// Galata slots: the paid spin and every free spin it leads to are one single-step round, settled at once.

function spinView(s: SpinResult) {
  return { stops: s.stops, grid: s.grid, lines: s.lines, scatters: s.scatters, credits: s.credits }
}

export async function playSlot(
  deps: OriginalsDeps,
  claims: GameSession,
  game: SlotGame,
  input: { stake: number },
) {
  const stake = toMinor(input.stake)
  const theme = slotTheme(game)
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game,
    stake,
    params: {},
    outcome: (seed) => {
      const round = playRound(theme, fairFloatStream(seed.serverSeed, seed.clientSeed, seed.nonce))
      return {
        payout: slotPayout(stake, round.credits),
        result: {
          base: spinView(round.base),
          free: round.free.map(spinView),
          freeMultiplier: theme.freeSpins.multiplier,
          credits: round.credits,
          multiplier: round.credits / LINE_COUNT,
        },
      }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}
