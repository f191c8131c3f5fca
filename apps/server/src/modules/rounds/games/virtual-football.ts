import * as vf from '@galata/game-math/tables/virtual-football'
import type { VirtualFootballRoundOutcome } from '@galata/contract'
import type { RevealStep, TableDef } from '../table-def.js'

/** Reveal fractions of a virtual match day: 90 minutes over the first 90 % of the reveal, then full time. */
const VF_PLAY = 0.9

/**
 * A virtual football league (docs/virtual-sports.md): a match day of vf.VF_MATCHES concurrent matches
 * per round. About 80 s a round (research §1.7): 45 s of bets, the match day in 30 s, 5 s on the
 * final scores. The reveal pushes, for every match, kick-off, each goal and each other moment at its
 * compressed minute, half time and full time; the page plays them on its pitch and commentary.
 */
function virtualLeague(code: vf.VfLeagueCode): TableDef<VirtualFootballRoundOutcome> {
  const league = vf.leagueOf(code)
  return {
    code,
    timings: { betting: 45_000, reveal: 30_000, result: 5_000 },
    spotStake: (spot, chip, roundId) => (vf.spotPrice(league, roundId, spot) === undefined ? null : chip),
    draw: (words, roundId) => vf.drawMatchDay(words, league, roundId),
    spotReturn: (spot, chip, outcome) => vf.spotReturn(spot, chip, outcome),
    revealSteps: (day, reveal) => {
      const at = (minute: number) => Math.floor(((reveal * VF_PLAY) / 90) * minute)
      const steps: RevealStep[] = [{ atMs: 0, step: { step: 'kickoff' } }]
      day.matches.forEach((m, match) => {
        const score = [0, 0]
        for (const g of m.goals) {
          score[g.side === 'home' ? 0 : 1]! += 1
          steps.push({
            atMs: at(g.minute),
            step: { step: 'goal', match, side: g.side, minute: g.minute, score: [...score] },
          })
        }
        for (const e of m.events)
          steps.push({
            atMs: at(e.minute),
            step: { step: 'moment', match, kind: e.kind, side: e.side, minute: e.minute },
          })
      })
      steps.push({ atMs: at(45), step: { step: 'half', scores: day.matches.map(halfScore) } })
      steps.push({ atMs: at(90), step: { step: 'full', scores: day.matches.map((m) => m.score) } })
      // A stable sort: at one instant half and full time come after the goals and moments.
      return steps.sort((a, b) => a.atMs - b.atMs)
    },
    resultAt: (reveal) => Math.floor(reveal * VF_PLAY),
    fixture: (roundId) => ({
      league: code,
      matches: vf.matchDayFor(league, roundId).map((f) => ({
        home: { ...f.home },
        away: { ...f.away },
        lambda: f.lambda,
        mu: f.mu,
        prices: f.prices,
      })),
    }),
    // Each market declares its own (docs/virtual-sports.md); the lowest stated here for the table.
    declaredRtp: 0.9,
  }
}

export const virtualFootball = virtualLeague('galata-virtual-football')
export const virtualContinental = virtualLeague('galata-virtual-continental')

function halfScore(m: vf.VfMatch): [number, number] {
  const first = m.goals.filter((g) => g.minute <= 45)
  return [first.filter((g) => g.side === 'home').length, first.filter((g) => g.side === 'away').length]
}
