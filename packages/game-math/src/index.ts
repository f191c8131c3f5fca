/*
 * Galata Originals' pure game maths, one copy for the server (which pays by it) and the game
 * clients (which show it). No I/O, no clock, no randomness: the floats come from the caller.
 * Import a game by its subpath (`@galata/game-math/mines`); this index names them all.
 */
export * as aviator from './aviator.js'
export * as blackjack from './blackjack.js'
export * as dice from './dice.js'
export * as fair from './fair.js'
export * as mines from './mines.js'
export * as roulette from './roulette.js'
export * as shown from './shown.js'
export * as slotEngine from './slots/engine.js'
export * as slotThemes from './slots/themes.js'
/*
 * The sportsbook's pure engine (docs/sportsbook.md): world, schedule, simulators, prices, bet maths. Server
 * only (it uses node:crypto for the seed stream); import it as `@galata/game-math/sports/index`.
 */
export * as sports from './sports/index.js'
