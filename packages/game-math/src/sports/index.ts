/*
 * The sportsbook engine (docs/sportsbook.md): a fictional world on a seeded clock, its
 * simulators, prices read off the models, and the bet maths that settles tickets in kuruş.
 */
export * from './seed-stream.js'
export * from './clock.js'
export * from './world-data.js'
export * from './world.js'
export * from './schedule.js'
export * from './margin.js'
export * from './market.js'
export * from './bet-math.js'
export * from './dixon-coles.js'
export * from './football-prices.js'
export * from './bet-builder.js'
export * from './football-sim.js'
export * as basketball from './basketball.js'
export * as tennis from './tennis.js'
export * as volleyball from './volleyball.js'
export * as hockey from './hockey.js'
export * as esports from './esports.js'
export * from './fixture-book.js'
export * from './live.js'
