/**
 * bench/rtp (docs/casino.md): the empirical RTP of every Galata Original over many simulated rounds, each
 * from the real provably-fair stream (fair.ts, fixed server seed, nonce = round number), with its
 * 95 % and 99 % confidence intervals (mean ± z·s/√n) next to the declared RTP, and rounds per second
 * of each engine. Rounds: BENCH_SLOT_ROUNDS (default 10 000 000) per slot, BENCH_TABLE_ROUNDS
 * (default 1 000 000) per table game, the figures the casino work (docs/casino.md) asks for.
 * Dice: under 49.50 (×2); mines: 3 mines, cash out after 2 tiles; roulette: one straight-up bet;
 * blackjack: basic strategy, return per original stake; plinko: 12 rows at each risk; keno: 2, 5 and
 * 10 picks; limbo: targets 2× and 10×; hi-lo: the likelier side twice, then cash out; coin flip heads; scratch; tower medium, 3 floors
 * (docs/casino.md).
 * The crash game and the shared-round games too (docs/casino.md "every game"), through the same functions
 * the server settles with: Sky Aviator (cash out at 2× and 10×), live roulette, baccarat, dragon
 * tiger, Keno TV, the money wheel, Lucky 7 and virtual football (each from `TABLES[game].draw` over
 * `roundWords`, one or two spots each, BENCH_ROUND_GAMES rounds, default 200 000; virtual football
 * BENCH_VF_ROUNDS, default 50 000), and both bingo rooms (BENCH_BINGO_GAMES games, default 200, 40 or
 * 60 purchases each; the sample is what a game paid over its sales, exactly the 70 % pot share).
 * Heavy-tailed lines (a straight-up number, a tie, a 5-pick keno ticket, the wheel's multipliers, a
 * correct score, aviator at 10×) have wide intervals: the output says so; more rounds narrow them.
 */
import { fairFloatStream, fairFloats, payoutOf } from '../apps/server/src/modules/originals/fair.js'
import { diceMultiplierE4, diceRoll, diceWins } from '@galata/game-math/dice'
import { minePositions, minesMultiplierE4 } from '@galata/game-math/mines'
import { spin } from '@galata/game-math/roulette'
import { lazyShoe, playBasic } from '@galata/game-math/blackjack'
import {
  hiloCard,
  hiloMultiplierE4,
  hiloRank,
  hiloWinningRanks,
  hiloWins,
  type HiloGuess,
} from '@galata/game-math/hilo'
import { KENO_NUMBERS, kenoDraw, kenoHits, kenoMultiplierE4, kenoRtp } from '@galata/game-math/keno'
import { coinFlip, coinMultiplierE4 } from '@galata/game-math/coinflip'
import { scratchCard } from '@galata/game-math/scratch'
import { towerMultiplierE4, towerTrap } from '@galata/game-math/tower'
import {
  limboMultiplierE4,
  limboResult,
  limboWinningValues,
  limboWins,
  LIMBO_SPACE,
} from '@galata/game-math/limbo'
import { plinkoBin, plinkoMultiplierE4, plinkoPath, plinkoRtp, PLINKO_RISKS } from '@galata/game-math/plinko'
import { exactFigures, playRound } from '@galata/game-math/slots/engine'
import { SLOT_THEMES, slotTheme } from '@galata/game-math/slots/themes'
import {
  playSlotRound,
  SLOT_GAMES,
  slotCreditsPerBet,
  slotDef,
  slotExact,
  slotMechanic,
  type SlotGame,
} from '@galata/game-math/slots/games'

import {
  crashPointE2,
  settleAtCrash,
  AVIATOR_RTP_BP,
} from '../apps/server/src/modules/aviator/aviator.chain.js'
import { TABLES } from '../apps/server/src/modules/rounds/registry.js'
import type { TableDef } from '../apps/server/src/modules/rounds/table-def.js'
import { betWords, roundWords, sha256Hex } from '../apps/server/src/modules/rounds/rounds.fair.js'
import { BACCARAT_RTP } from '@galata/game-math/tables/baccarat'
import { DRAGON_TIGER_RTP } from '@galata/game-math/tables/dragon-tiger'
import { KENO_TV_RTP_BP } from '@galata/game-math/tables/keno-tv'
import { LUCKY7_RTP_BP } from '@galata/game-math/tables/lucky7'
import { WHEEL_RTP_BP } from '@galata/game-math/tables/money-wheel'
import {
  leagueOf,
  marketOf,
  matchDayFor,
  pickWeight,
  scoreWeights,
  VF_LEAGUE_CODES,
  VF_TOTAL,
} from '@galata/game-math/tables/virtual-football'

const SLOT_ROUNDS = Number(process.env.BENCH_SLOT_ROUNDS ?? 10_000_000)
const TABLE_ROUNDS = Number(process.env.BENCH_TABLE_ROUNDS ?? 1_000_000)
const SEED = 'a1'.repeat(32)

/** BENCH_ONLY=galata-plinko (a name prefix) runs only the matching lines. */
const ONLY = process.env.BENCH_ONLY ?? ''

function run(name: string, declared: number, rounds: number, round: (nonce: number) => number, note = '') {
  if (!name.startsWith(ONLY)) return true
  const started = performance.now()
  let sum = 0
  let sumSq = 0
  for (let i = 0; i < rounds; i++) {
    const x = round(i)
    sum += x
    sumSq += x * x
  }
  const seconds = (performance.now() - started) / 1000
  const mean = sum / rounds
  const se = Math.sqrt(Math.max(0, sumSq / rounds - mean * mean) / rounds)
  const pct = (v: number) => (v * 100).toFixed(3)
  // (1e-9: a line with no variance, such as a bingo room's pot share, sums to it up to rounding)
  const in99 = Math.abs(mean - declared) <= 2.576 * se + 1e-9
  console.log(
    `${name.padEnd(18)} n=${rounds.toLocaleString('en')}  RTP ${pct(mean)}%  95% CI [${pct(mean - 1.96 * se)}, ${pct(mean + 1.96 * se)}]  99% CI [${pct(mean - 2.576 * se)}, ${pct(mean + 2.576 * se)}]  declared ${pct(declared)}% ${in99 ? 'inside 99% CI' : 'OUTSIDE 99% CI'}  ${Math.round(rounds / seconds).toLocaleString('en')} rounds/s${note ? `  (${note})` : ''}`,
  )
  return in99
}

let ok = true
const dice = { target: 4950, direction: 'under' as const }
const diceM = diceMultiplierE4(dice)
ok =
  run('galata-dice', 0.495 * (Number(diceM) / 10_000), TABLE_ROUNDS, (n) => {
    const [f] = fairFloats(SEED, 'bench-dice', n, 1)
    return diceWins(dice, diceRoll(f!)) ? Number(payoutOf(10_000n, diceM)) / 10_000 : 0
  }) && ok
const minesM = minesMultiplierE4(3, 2)
ok =
  run('galata-mines', ((22 * 21) / (25 * 24)) * (Number(minesM) / 10_000), TABLE_ROUNDS, (n) => {
    const mines = minePositions(fairFloats(SEED, 'bench-mines', n, 24), 3)
    return !mines.includes(0) && !mines.includes(1) ? Number(minesM) / 10_000 : 0
  }) && ok
ok =
  run('galata-roulette', 36 / 37, TABLE_ROUNDS, (n) => {
    const [f] = fairFloats(SEED, 'bench-roulette', n, 1)
    return spin(f!) === 17 ? 36 : 0
  }) && ok
ok =
  run('galata-blackjack', 0.995, TABLE_ROUNDS, (n) => {
    const { settlement } = playBasic(lazyShoe(fairFloatStream(SEED, 'bench-bj', n)))
    // Return per original stake: what came back minus the extra stakes (double, split).
    return settlement.returnHalves / 2 - (settlement.units - 1)
  }) && ok
// The instant games (docs/casino.md): the declared figure is each table's exact RTP (packages/game-math).
const ratio = (r: { num: bigint; den: bigint }) => Number((r.num * 10n ** 12n) / r.den) / 1e12
for (const risk of PLINKO_RISKS) {
  const rows = 12
  ok =
    run(`galata-plinko ${risk[0]}${rows}`, ratio(plinkoRtp(rows, risk)), TABLE_ROUNDS, (n) => {
      const bin = plinkoBin(plinkoPath(fairFloats(SEED, 'bench-plinko', n, rows), rows))
      return Number(plinkoMultiplierE4(rows, risk, bin)) / 10_000
    }) && ok
}
for (const picks of [2, 5, 10]) {
  const chosen = Array.from({ length: picks }, (_, i) => i * 4 + 1)
  ok =
    run(`galata-keno ${picks}`, ratio(kenoRtp(picks)), TABLE_ROUNDS, (n) => {
      const drawn = kenoDraw(fairFloats(SEED, 'bench-keno', n, KENO_NUMBERS - 1))
      return Number(kenoMultiplierE4(picks, kenoHits(chosen, drawn))) / 10_000
    }) && ok
}
for (const target of [200, 1000]) {
  const declared = ratio({ num: BigInt(target) * limboWinningValues(target), den: 100n * LIMBO_SPACE })
  ok =
    run(`galata-limbo ${target / 100}x`, declared, TABLE_ROUNDS, (n) => {
      const [f] = fairFloats(SEED, 'bench-limbo', n, 1)
      return limboWins(target, limboResult(f!)) ? Number(limboMultiplierE4(target)) / 10_000 : 0
    }) && ok
}
{
  // Hi-lo: guess the likelier side, cash out after two correct guesses; its exact RTP by enumeration.
  const likelier = (rank: number): HiloGuess =>
    hiloWinningRanks(rank, 'higher') >= hiloWinningRanks(rank, 'lower') ? 'higher' : 'lower'
  let exact = 0
  for (let r1 = 1; r1 <= 13; r1++)
    for (let r2 = 1; r2 <= 13; r2++) {
      const g1 = likelier(r1)
      if (!hiloWins(r1, g1, r2)) continue
      const g2 = likelier(r2)
      const w = [hiloWinningRanks(r1, g1), hiloWinningRanks(r2, g2)]
      exact += (w[1]! / 13 / 169) * (Number(hiloMultiplierE4(w)) / 10_000)
    }
  ok =
    run('galata-hilo 2 guesses', exact, TABLE_ROUNDS, (n) => {
      const stream = fairFloatStream(SEED, 'bench-hilo', n)
      const winning: number[] = []
      for (let i = 0; i < 2; i++) {
        const rank = hiloRank(hiloCard(stream(i)))
        const guess = likelier(rank)
        if (!hiloWins(rank, guess, hiloRank(hiloCard(stream(i + 1))))) return 0
        winning.push(hiloWinningRanks(rank, guess))
      }
      return Number(hiloMultiplierE4(winning)) / 10_000
    }) && ok
}
ok =
  run('galata-coinflip', 0.98, TABLE_ROUNDS, (n) => {
    const [f] = fairFloats(SEED, 'bench-coinflip', n, 1)
    return Number(coinMultiplierE4('heads', coinFlip(f!))) / 10_000
  }) && ok
ok =
  run('galata-scratch', 0.97, TABLE_ROUNDS, (n) => {
    return Number(scratchCard(fairFloatStream(SEED, 'bench-scratch', n)).multiplierE4) / 10_000
  }) && ok
{
  // Tower (medium, always door 0): cash out after three floors; exact RTP = (2/3)³ · multiplier₃.
  const e4 = towerMultiplierE4('medium', 3)
  ok =
    run('galata-tower medium 3', (8 / 27) * (Number(e4) / 10_000), TABLE_ROUNDS, (n) => {
      const [a, b, c] = fairFloats(SEED, 'bench-tower', n, 3)
      return [a!, b!, c!].some((f) => towerTrap(f, 'medium') === 0) ? 0 : Number(e4) / 10_000
    }) && ok
}
// Sky Aviator: the crash point from the round's hash (a chain of SHA-256, here one hash per round);
// P(crash ≥ m) = 0.97/m, so a cash-out at any target returns 97 %.
for (const target of [200, 1000]) {
  ok =
    run(
      `galata-aviator ${target / 100}x`,
      AVIATOR_RTP_BP / 10_000,
      TABLE_ROUNDS,
      (n) => Number(settleAtCrash(100n, target, crashPointE2(sha256Hex(`bench-aviator:${n}`)))) / 100,
      target >= 1000 ? 'heavy-tailed: 1 round in 10 pays' : '',
    ) && ok
}

// The shared-round games: the round's words from a fixed seed and close value, the table's own draw
// and spot return (kuruş, stake included) for a 1 ₺ chip.
const ROUND_GAMES = Number(process.env.BENCH_ROUND_GAMES ?? 200_000)
const ROUND_SEED = sha256Hex('galata bench/rtp rounds')
const CHIP = 100n
function roundLine(code: keyof typeof TABLES, spot: string, declared: number, note = '') {
  const def: TableDef = TABLES[code]
  return run(
    `${code} ${spot}`,
    declared,
    ROUND_GAMES,
    (n) => {
      const outcome = def.draw(roundWords(ROUND_SEED, code, n + 1, 'bench'), n + 1)
      return Number(def.spotReturn(spot, CHIP, outcome)) / Number(def.spotStake(spot, CHIP, n + 1)!)
    },
    note,
  )
}
ok = roundLine('galata-live-roulette', 'red', 36 / 37) && ok
ok = roundLine('galata-live-roulette', 'n:17', 36 / 37, 'heavy-tailed: pays 36× once in 37') && ok
ok = roundLine('galata-live-baccarat', 'banker', BACCARAT_RTP.banker) && ok
ok = roundLine('galata-live-baccarat', 'player', BACCARAT_RTP.player) && ok
ok = roundLine('galata-live-baccarat', 'tie', BACCARAT_RTP.tie, 'heavy-tailed: 9:1 about once in 10') && ok
ok = roundLine('galata-dragon-tiger', 'dragon', DRAGON_TIGER_RTP.dragon) && ok
ok = roundLine('galata-dragon-tiger', 'tie', DRAGON_TIGER_RTP.tie, 'heavy-tailed') && ok
ok =
  roundLine(
    'galata-keno-tv',
    'k:3-17-45-62-80',
    KENO_TV_RTP_BP[5]! / 10_000,
    'heavy-tailed: 5 of 5 pays the top',
  ) && ok
ok = roundLine('galata-money-wheel', 'w:1', WHEEL_RTP_BP[1] / 10_000) && ok
ok = roundLine('galata-money-wheel', 'w:10', WHEEL_RTP_BP[10] / 10_000, 'heavy-tailed: multipliers') && ok
ok = roundLine('galata-lucky-7', 'sum:over', LUCKY7_RTP_BP / 10_000) && ok
ok = roundLine('galata-lucky-7', 'first:yellow', LUCKY7_RTP_BP / 10_000) && ok
// Virtual football, both leagues: each match has its own prices (floor of the market's target over
// the exact probability), so the declared figure is the mean over the same matches of p × price. A
// round is a match day of several matches; the sample bets on the first match's pick.
const VF_ROUNDS = Number(process.env.BENCH_VF_ROUNDS ?? 50_000)
for (const code of VF_LEAGUE_CODES) {
  const league = leagueOf(code)
  for (const pick of ['1x2:1', 'ou:over', 'btts:yes', 'cs:1-1']) {
    const spot = `1:${pick}`
    if (!`${code} ${spot}`.startsWith(ONLY)) continue
    let expected = 0
    let offered = 0
    for (let n = 0; n < VF_ROUNDS; n++) {
      const f = matchDayFor(league, n + 1)[0]!
      const price = f.prices[pick]
      if (price === undefined) continue
      offered += 1
      const weights = scoreWeights(league, f.home, f.away)
      expected += (Number(pickWeight(weights, pick)) / Number(VF_TOTAL)) * (price / 100)
    }
    // A spot a match does not offer is not bet on: those rounds count as a return of 1 (no bet).
    const declared = (expected + (VF_ROUNDS - offered)) / VF_ROUNDS
    const table = TABLES[code]
    ok =
      run(
        `${code} ${spot}`,
        declared,
        VF_ROUNDS,
        (n) => {
          const stake = table.spotStake(spot, CHIP, n + 1)
          if (stake === null) return 1
          const outcome = table.draw(roundWords(ROUND_SEED, code, n + 1, 'bench'), n + 1)
          return Number(table.spotReturn(spot, CHIP, outcome)) / Number(stake)
        },
        `${marketOf(pick)} market at most its target (prices are floored); offered in ${offered} of ${VF_ROUNDS} matches${pick.startsWith('cs') ? '; heavy-tailed' : ''}`,
      ) && ok
  }
}

// Bingo: 40 purchases a game in the 90-ball room (one strip of six each), 60 in the 75 (one card), enough sales for the pot to
// be its 70 % share rather than the guarantee, no jackpot pool (the jackpot is funded by its own
// slice on top). The sample: everything a game paid over its sales.
const BINGO_GAMES = Number(process.env.BENCH_BINGO_GAMES ?? 200)
for (const code of ['galata-bingo-90', 'galata-bingo-75'] as const) {
  const def: TableDef = TABLES[code]
  const price = code === 'galata-bingo-90' ? 300n : 100n
  const purchases = code === 'galata-bingo-90' ? 40 : 60
  const spot = code === 'galata-bingo-90' ? 'strip' : 'card'
  // Each purchase a player of its own: the guarantee's minimum players is reached, its cap never bites.
  const bets = Array.from({ length: purchases }, (_, i) => ({
    id: i + 1,
    playerId: i + 1,
    stake: price,
    spots: [{ spot, amount: String(price) }],
  }))
  ok =
    run(
      `${code} ${purchases}×1`,
      0.7,
      BINGO_GAMES,
      (n) => {
        const game = n + 1
        const outcome = def.drawRound!(roundWords(ROUND_SEED, code, game, 'bench'), {
          roundId: game,
          bets,
          betWords: (betId) => betWords(ROUND_SEED, code, game, betId),
          pool: 0n,
        }) as unknown as { payouts: Record<string, string> }
        const paid = Object.values(outcome.payouts).reduce((sum, v) => sum + Number(v), 0)
        return paid / (purchases * Number(price))
      },
      `the room's return per game: the pot, 70 % of sales, paid in full every game; one purchase's share is heavy-tailed (1 in ${purchases} wins a stage)`,
    ) && ok
}

const FIRST_SLOTS = ['galata-bazaar', 'galata-bosphorus', 'galata-anatolia'] as const
// BENCH_SLOTS=code,code… limits the slots run (the CI step runs a few rounds of each).
const onlySlots = process.env.BENCH_SLOTS?.split(',')
for (const game of FIRST_SLOTS) {
  if (onlySlots && !onlySlots.includes(game)) continue
  if (!game.startsWith(ONLY)) continue
  const theme = slotTheme(game)
  const exact = exactFigures(theme)
  console.log(
    `${game.padEnd(18)} exact RTP ${(exact.rtp * 100).toFixed(4)}% (lines ${(exact.lines * 100).toFixed(2)}%, scatter ${(exact.scatter * 100).toFixed(2)}%, feature every ${Math.round(1 / exact.trigger)} spins, ${exact.freeSpinsPerFeature.toFixed(2)} free spins per feature); declared ${SLOT_THEMES[game].rtpBp / 100}%`,
  )
  ok =
    run(
      game,
      exact.rtp,
      SLOT_ROUNDS,
      (n) => playRound(theme, fairFloatStream(SEED, `bench-${game}`, n)).credits / 20,
    ) && ok
}
// docs/casino.md: every other slot, whatever its mechanic (games.ts), against its exact RTP.
for (const game of SLOT_GAMES.filter((g) => !(FIRST_SLOTS as readonly string[]).includes(g)) as SlotGame[]) {
  if (onlySlots && !onlySlots.includes(game)) continue
  if (!game.startsWith(ONLY)) continue
  const exact = slotExact(game)
  const figures = Object.entries(exact.figures)
    .filter(([k]) => k !== 'rtp')
    .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(4)}`)
    .join(', ')
  console.log(
    `${game.padEnd(18)} ${slotMechanic(game)}: exact RTP ${(exact.rtp * 100).toFixed(4)}% (${figures}); declared ${slotDef(game).rtpBp / 100}%`,
  )
  const per = slotCreditsPerBet(game)
  ok =
    run(
      game,
      exact.rtp,
      SLOT_ROUNDS,
      (n) => playSlotRound(game, fairFloatStream(SEED, `bench-${game}`, n)).credits / per,
    ) && ok
}
if (!ok) {
  console.error('an empirical RTP is outside its 99% confidence interval')
  process.exitCode = 1
}
