import { AppError } from '../../../lib/app-error.js'
import { toMinor } from '../../wallet/index.js'
import { fairFloatStream, fairFloats, payoutOf } from '../fair.js'
import { coinFlip, coinMultiplierE4, isCoinSide } from '@galata/game-math/coinflip'
import { scratchCard } from '@galata/game-math/scratch'
import { KENO_NUMBERS, isValidKenoPick, kenoDraw, kenoHits, kenoMultiplierE4 } from '@galata/game-math/keno'
import { isValidLimboTarget, limboMultiplierE4, limboResult, limboWins } from '@galata/game-math/limbo'
import {
  PLINKO_MAX_ROWS,
  isValidPlinkoBet,
  plinkoBin,
  plinkoMultiplierE4,
  plinkoPath,
  type PlinkoRisk,
} from '@galata/game-math/plinko'
import type { GameSession } from '../game-session.js'
import { type OriginalsDeps, answer, playAtOnce } from '../rounds.js'

/*
 * The later instant games (docs/casino.md; plinko, keno, limbo, coin flip, scratch): single-step rounds
 * settled at once, like a slot spin (`playAtOnce`: bet, nonce, outcome, win, round and history lines in one
 * money transaction), so no decided-but-unpaid state exists between the steps. Each outcome is a pure
 * function of the round's fair floats (verify.ts recomputes it from the revealed seeds); the
 * multipliers and payouts are the game-math package's, the same the pages show.
 */

const multiplierOf = (e4: bigint) => Number(e4) / 10_000

export async function playPlinko(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; rows: number; risk: PlinkoRisk },
) {
  if (!isValidPlinkoBet(input.rows, input.risk))
    throw new AppError('VALIDATION_FAILED', { rows: 'invalid_option' })
  const stake = toMinor(input.stake)
  const { rows, risk } = input
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game: 'galata-plinko',
    stake,
    params: { rows, risk },
    outcome: (seed) => {
      const path = plinkoPath(fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, rows), rows)
      const bin = plinkoBin(path)
      const e4 = plinkoMultiplierE4(rows, risk, bin)
      return { payout: payoutOf(stake, e4), result: { path, bin, multiplier: multiplierOf(e4) } }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}

export async function playKeno(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; picks: number[] },
) {
  // The schema bounds each number and the count; distinctness is the game's rule.
  if (!isValidKenoPick(input.picks)) throw new AppError('VALIDATION_FAILED', { picks: 'invalid_option' })
  const stake = toMinor(input.stake)
  const picks = [...input.picks].sort((a, b) => a - b)
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game: 'galata-keno',
    stake,
    params: { picks },
    outcome: (seed) => {
      const drawn = kenoDraw(fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, KENO_NUMBERS - 1))
      const hits = kenoHits(picks, drawn)
      const e4 = kenoMultiplierE4(picks.length, hits)
      return { payout: payoutOf(stake, e4), result: { drawn, hits, multiplier: multiplierOf(e4) } }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}

export async function playLimbo(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; target: number },
) {
  const target = Number(toMinor(input.target))
  if (!isValidLimboTarget(target)) throw new AppError('VALIDATION_FAILED', { target: 'invalid_option' })
  const stake = toMinor(input.stake)
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game: 'galata-limbo',
    stake,
    params: { target },
    outcome: (seed) => {
      const [f] = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, 1)
      const result = limboResult(f!)
      const isWin = limboWins(target, result)
      const e4 = limboMultiplierE4(target)
      return {
        payout: isWin ? payoutOf(stake, e4) : 0n,
        // The result in hundredths; a JSON number is exact for every value it can take (< 2⁵³).
        result: { result: Number(result), isWin, multiplier: isWin ? multiplierOf(e4) : 0 },
      }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}

export async function playCoinflip(
  deps: OriginalsDeps,
  claims: GameSession,
  input: { stake: number; side: string },
) {
  const { side } = input
  if (!isCoinSide(side)) throw new AppError('VALIDATION_FAILED', { side: 'invalid_option' })
  const stake = toMinor(input.stake)
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game: 'galata-coinflip',
    stake,
    params: { side },
    outcome: (seed) => {
      const [f] = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, 1)
      const coin = coinFlip(f!)
      const e4 = coinMultiplierE4(side, coin)
      return { payout: payoutOf(stake, e4), result: { coin, isWin: e4 > 0n, multiplier: multiplierOf(e4) } }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}

export async function playScratch(deps: OriginalsDeps, claims: GameSession, input: { stake: number }) {
  const stake = toMinor(input.stake)
  const played = await playAtOnce(deps, {
    playerId: claims.playerId,
    game: 'galata-scratch',
    stake,
    params: {},
    outcome: (seed) => {
      const card = scratchCard(fairFloatStream(seed.serverSeed, seed.clientSeed, seed.nonce))
      return {
        payout: payoutOf(stake, card.multiplierE4),
        result: { cells: card.cells, prize: card.prize, multiplier: multiplierOf(card.multiplierE4) },
      }
    },
  })
  return answer(deps, claims, played.round, played.balance, played.seed)
}

/** What verify.ts answers for these games: the outcome from the revealed seeds. */
export function verifyInstant(
  game: 'galata-plinko' | 'galata-keno' | 'galata-limbo' | 'galata-coinflip' | 'galata-scratch',
  serverSeed: string,
  clientSeed: string,
  nonce: number,
) {
  switch (game) {
    case 'galata-plinko':
      return { path: plinkoPath(fairFloats(serverSeed, clientSeed, nonce, PLINKO_MAX_ROWS), PLINKO_MAX_ROWS) }
    case 'galata-keno':
      return { drawn: kenoDraw(fairFloats(serverSeed, clientSeed, nonce, KENO_NUMBERS - 1)) }
    case 'galata-limbo': {
      const [f] = fairFloats(serverSeed, clientSeed, nonce, 1)
      return { result: Number(limboResult(f!)) / 100 }
    }
    case 'galata-coinflip': {
      const [f] = fairFloats(serverSeed, clientSeed, nonce, 1)
      return { coin: coinFlip(f!) }
    }
    case 'galata-scratch': {
      const card = scratchCard(fairFloatStream(serverSeed, clientSeed, nonce))
      return { cells: card.cells, multiplier: multiplierOf(card.multiplierE4) }
    }
  }
}
