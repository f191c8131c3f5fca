import type { OriginalsVerify } from '@galata/contract'
import { fairFloatStream, fairFloats, hashServerSeed } from './fair.js'
import { diceRoll } from '@galata/game-math/dice'
import { MINES_TILES, minePositions } from '@galata/game-math/mines'
import { spin } from '@galata/game-math/roulette'
import { isSlotGame, playSlotRound, slotCreditsPerBet } from '@galata/game-math/slots/games'
import type { OriginalGame } from './rounds.js'
import { cardLabel, shoeOf } from './play/blackjack.js'
import { verifyInstant } from './play/instant.js'
import { hiloCardsOf } from './play/hilo.js'
import { towerTrapsOf } from './play/tower.js'

/** Recomputes a round from revealed seeds: anyone may call it, nothing secret is involved. */
export function verifyRound(input: {
  game: OriginalGame
  serverSeed: string
  clientSeed: string
  nonce: number
  mines?: number | undefined
}) {
  const serverSeedHash = hashServerSeed(input.serverSeed)
  if (isSlotGame(input.game)) {
    const round = playSlotRound(input.game, fairFloatStream(input.serverSeed, input.clientSeed, input.nonce))
    return {
      serverSeedHash,
      ...round.verify,
      credits: round.credits,
      multiplier: round.credits / slotCreditsPerBet(input.game),
    }
  }
  switch (input.game) {
    case 'galata-tower': {
      const traps = (d: 'easy' | 'medium' | 'hard') =>
        towerTrapsOf(input.serverSeed, input.clientSeed, input.nonce, d)
      return { serverSeedHash, traps: { easy: traps('easy'), medium: traps('medium'), hard: traps('hard') } }
    }
    case 'galata-hilo':
      return { serverSeedHash, cards: hiloCardsOf(input.serverSeed, input.clientSeed, input.nonce) }
    case 'galata-plinko':
    case 'galata-keno':
    case 'galata-limbo':
    case 'galata-coinflip':
    case 'galata-scratch':
      return { serverSeedHash, ...verifyInstant(input.game, input.serverSeed, input.clientSeed, input.nonce) }
    case 'galata-blackjack': {
      const shoe = shoeOf(input.serverSeed, input.clientSeed, input.nonce)
      return { serverSeedHash, shoe: Array.from({ length: 24 }, (_, i) => cardLabel(shoe(i))) }
    }
    case 'galata-dice': {
      const [f] = fairFloats(input.serverSeed, input.clientSeed, input.nonce, 1)
      return { serverSeedHash, roll: diceRoll(f!) / 100 }
    }
    case 'galata-roulette': {
      const [f] = fairFloats(input.serverSeed, input.clientSeed, input.nonce, 1)
      return { serverSeedHash, number: spin(f!) }
    }
    case 'galata-mines': {
      const mines = input.mines ?? 3
      return {
        serverSeedHash,
        mines: minePositions(
          fairFloats(input.serverSeed, input.clientSeed, input.nonce, MINES_TILES - 1),
          mines,
        ),
      }
    }
  }
}

// The answers are the contract's (checked again on every answer in tests, lib/route.ts).
verifyRound satisfies (input: Parameters<typeof verifyRound>[0]) => OriginalsVerify
