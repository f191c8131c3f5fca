/*
 * Galata Originals (docs/casino.md, PROVIDERS.md): what the routes, the app and the tests use, from the
 * modules it is built of — the rounds core (rounds.ts: games, seeds, views, the money around a
 * round), the player's session (session.ts), one file per game (play/), the recovery job
 * (recovery.ts) and verification (verify.ts).
 */

export {
  ORIGINAL_GAMES,
  isOriginalGame,
  placeBet as placeRoundBet,
  decide as decideRound,
  settle as settleRound,
  type OriginalsDeps,
  type OriginalGame,
  type RoundView,
  type Pending,
  type RoundOutcome,
} from './rounds.js'
export { authenticate, forgetUsedLaunches, gameState, openLaunch, rotateSeed } from './session.js'
export { playDice } from './play/dice.js'
export { playRoulette } from './play/roulette.js'
export { startMines, revealMine, cashOutMines } from './play/mines.js'
export { playSlot } from './play/slots.js'
export { playPlinko, playKeno, playLimbo, playCoinflip, playScratch } from './play/instant.js'
export { startHilo, hiloAction } from './play/hilo.js'
export { startTower, towerAction } from './play/tower.js'
export { cardLabel, startBlackjack, blackjackAction } from './play/blackjack.js'
export { ABANDONED_ROUND_MS, settleAbandonedRounds } from './recovery.js'
export { verifyRound } from './verify.js'
