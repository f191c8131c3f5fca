import { describe, expect, it } from 'vitest'
import {
  builderModel,
  jointProbability,
  priceBuilder,
  settleBuilder,
  type BuilderModel,
  type BuilderSelection,
} from './bet-builder.js'
import { RESULTS, threeWay } from './dixon-coles.js'
import {
  CORRECT_SCORE_MAX,
  EH_LINES,
  GOAL_BANDS,
  OU_LINES,
  footballGrids,
  settleFootballOutcome,
  type FootballGrids,
  type FootballResult,
} from './football-prices.js'
import { BUILDER_MARGIN } from './margin.js'
import { SeedStream } from './seed-stream.js'

/*
 * The builder's prices against the score model (docs/sportsbook.md "Bet builder"). The reference is
 * computed apart from the builder's own code: each selection's outcome is settled by the settlement
 * code (settleFootballOutcome) on every score, and the probabilities of the scores where all of
 * them win are summed — on the full-time grid when every selection is a full-time one, on the
 * fitted half-time × second-half table otherwise.
 */

const MATCHES = [
  { home: 1.45, away: 1.1 },
  { home: 2.3, away: 0.7 },
  { home: 0.85, away: 1.95 },
]

const result = (s: BuilderSelection): BuilderSelection => s
const SELECTIONS: BuilderSelection[] = [
  ...RESULTS.map((o) => result({ market: '1x2', outcome: o })),
  ...['1X', '12', 'X2'].map((o) => ({ market: 'dc', outcome: o })),
  ...OU_LINES.flatMap((line) => ['over', 'under'].map((o) => ({ market: 'ou', line, outcome: o }))),
  ...['yes', 'no'].map((o) => ({ market: 'btts', outcome: o })),
  ...EH_LINES.flatMap((line) => RESULTS.map((o) => ({ market: 'eh', line, outcome: o }))),
  ...GOAL_BANDS.map((b) => ({ market: 'tg', outcome: b.key })),
  ...Array.from({ length: (CORRECT_SCORE_MAX + 1) ** 2 }, (_, i) => ({
    market: 'cs',
    outcome: `${Math.floor(i / (CORRECT_SCORE_MAX + 1))}-${i % (CORRECT_SCORE_MAX + 1)}`,
  })),
  ...RESULTS.map((o) => ({ market: 'ht', outcome: o })),
  ...RESULTS.flatMap((h) => RESULTS.map((f) => ({ market: 'htft', outcome: `${h}/${f}` }))),
]
const halfTime = (s: BuilderSelection) => s.market === 'ht' || s.market === 'htft'

const wins = (s: BuilderSelection, r: FootballResult) =>
  settleFootballOutcome(
    { key: s.market, outcomeKeys: [s.outcome], ...(s.line === undefined ? {} : { line: s.line }) },
    s.outcome,
    r,
  ).result === 'won'

/**
 * The reference: Σ P(score) over the scores on which the settlement code says every selection wins,
 * with each selection settled once per score (a mask) so thousands of combinations stay quick.
 */
function referenceFor(grids: FootballGrids, model: BuilderModel) {
  const ftScores = grids.ft.flatMap((row, x) =>
    row.map((p, y) => ({ p, r: { home: x, away: y, htHome: 0, htAway: 0 } })),
  )
  const cells = model.cells.map((c) => ({
    p: c.p,
    r: { home: c.x1 + c.x2, away: c.y1 + c.y2, htHome: c.x1, htAway: c.y1 },
  }))
  const masks = new Map<BuilderSelection, { ft: boolean[]; cells: boolean[] }>()
  const mask = (s: BuilderSelection) => {
    let m = masks.get(s)
    if (!m) {
      m = { ft: ftScores.map(({ r }) => wins(s, r)), cells: cells.map(({ r }) => wins(s, r)) }
      masks.set(s, m)
    }
    return m
  }
  return (selections: BuilderSelection[]): number => {
    const ms = selections.map(mask)
    const [scores, pick] = selections.some(halfTime)
      ? ([cells, (m: (typeof ms)[number]) => m.cells] as const)
      : ([ftScores, (m: (typeof ms)[number]) => m.ft] as const)
    let p = 0
    scores.forEach((score, i) => {
      if (ms.every((m) => pick(m)[i])) p += score.p
    })
    return p
  }
}

function* pairs<T>(xs: T[]): Generator<[T, T]> {
  for (let i = 0; i < xs.length; i++) for (let j = i + 1; j < xs.length; j++) yield [xs[i]!, xs[j]!]
}
function* triples<T>(xs: T[]): Generator<[T, T, T]> {
  for (let i = 0; i < xs.length; i++)
    for (let j = i + 1; j < xs.length; j++)
      for (let k = j + 1; k < xs.length; k++) yield [xs[i]!, xs[j]!, xs[k]!]
}

describe('the builder’s joint model', () => {
  it('has the full-time grid and the first-half grid as its marginals', () => {
    for (const xg of MATCHES) {
      const grids = footballGrids(xg)
      const model = builderModel(grids)
      const ft = grids.ft.map((row) => row.map(() => 0))
      const ht = grids.firstHalf.map((row) => row.map(() => 0))
      for (const c of model.cells) {
        ft[c.x1 + c.x2]![c.y1 + c.y2]! += c.p
        ht[c.x1]![c.y1]! += c.p
      }
      ft.forEach((row, x) =>
        row.forEach((v, y) => expect(Math.abs(v - grids.ft[x]![y]!)).toBeLessThan(1e-12)),
      )
      ht.forEach((row, x) =>
        row.forEach((v, y) => expect(Math.abs(v - grids.firstHalf[x]![y]!)).toBeLessThan(1e-12)),
      )
      // One selection alone is its single market's fair probability.
      const htProbs = threeWay(grids.firstHalf)
      for (const r of RESULTS) {
        expect(jointProbability(model, [{ market: 'ht', outcome: r }])).toBeCloseTo(htProbs[r], 12)
        expect(jointProbability(model, [{ market: '1x2', outcome: r }])).toBeCloseTo(
          threeWay(grids.ft)[r],
          12,
        )
      }
    }
  })

  it('prices every pair, and every triple of one line per market, on sample matches at the model’s joint probability (1e-9)', () => {
    const oneLine = SELECTIONS.filter(
      (s) =>
        s.market !== 'cs' && (s.market !== 'ou' || s.line === 2.5) && (s.market !== 'eh' || s.line === -1),
    )
    let checked = 0
    for (const [m, xg] of MATCHES.entries()) {
      const grids = footballGrids(xg)
      const model = builderModel(grids)
      const reference = referenceFor(grids, model)
      // Every pair on each match; the triples on the first (they are the slow part).
      for (const combo of [...pairs(SELECTIONS), ...(m === 0 ? triples(oneLine) : [])]) {
        expect(Math.abs(jointProbability(model, combo) - reference(combo))).toBeLessThan(1e-9)
        checked++
      }
    }
    expect(checked).toBeGreaterThan(3 * 2000 + 3000)
  })
})

describe('pricing a builder', () => {
  const grids = footballGrids(MATCHES[0]!)
  const model = builderModel(grids)

  it('prices correlated selections above their product, at the stated margin, floored', () => {
    const homeWin: BuilderSelection = { market: '1x2', outcome: '1' }
    const over: BuilderSelection = { market: 'ou', line: 2.5, outcome: 'over' }
    const price = priceBuilder(model, [homeWin, over])
    if (!price.ok) throw new Error(price.refusal)
    const product = jointProbability(model, [homeWin]) * jointProbability(model, [over])
    // A home win comes with goals: the joint is likelier than independent selections would be.
    expect(price.prob).toBeGreaterThan(product)
    const exact = 1 / (price.prob * (1 + BUILDER_MARGIN))
    expect(price.odds).toBeLessThanOrEqual(exact)
    expect(exact - price.odds).toBeLessThan(0.01)
    expect(Math.round(price.odds * 100)).toBe(price.odds * 100)
  })

  it('refuses what cannot happen together, one market twice and unsupported markets', () => {
    expect(
      priceBuilder(model, [
        { market: 'cs', outcome: '2-0' },
        { market: 'btts', outcome: 'yes' },
      ]),
    ).toEqual({ ok: false, refusal: 'incompatible' })
    expect(
      priceBuilder(model, [
        { market: 'ht', outcome: '1' },
        { market: 'htft', outcome: 'X/2' },
      ]),
    ).toEqual({ ok: false, refusal: 'incompatible' })
    expect(
      priceBuilder(model, [
        { market: 'ou', line: 2.5, outcome: 'over' },
        { market: 'ou', line: 2.5, outcome: 'under' },
      ]),
    ).toEqual({ ok: false, refusal: 'same_market', index: 1 })
    expect(
      priceBuilder(model, [
        { market: '1x2', outcome: '1' },
        { market: 'ah', line: -0.5, outcome: 'home' },
      ]),
    ).toEqual({ ok: false, refusal: 'unsupported', index: 1 })
    // Two lines of one market are two markets: exactly three goals.
    const three = priceBuilder(model, [
      { market: 'ou', line: 2.5, outcome: 'over' },
      { market: 'ou', line: 3.5, outcome: 'under' },
    ])
    expect(three.ok).toBe(true)
    // Near-certain: past the 1.01 floor.
    expect(
      priceBuilder(model, [
        { market: 'ou', line: 4.5, outcome: 'under' },
        { market: 'tg', outcome: '6+' },
      ]),
    ).toEqual({ ok: false, refusal: 'incompatible' })
  })

  it('settles a leg won only when every selection wins', () => {
    const legs: BuilderSelection[] = [
      { market: '1x2', outcome: '1' },
      { market: 'btts', outcome: 'yes' },
      { market: 'ht', outcome: 'X' },
    ]
    expect(settleBuilder(legs, { home: 2, away: 1, htHome: 1, htAway: 1 })).toEqual({ result: 'won' })
    expect(settleBuilder(legs, { home: 2, away: 1, htHome: 1, htAway: 0 })).toEqual({ result: 'lost' })
    expect(settleBuilder(legs, { home: 2, away: 0, htHome: 0, htAway: 0 })).toEqual({ result: 'lost' })
  })
})

describe('a Monte Carlo check', () => {
  it('10⁶ matches drawn from the model agree with the builder within their 99 % interval', () => {
    const grids = footballGrids(MATCHES[1]!)
    const model = builderModel(grids)
    const cdf: number[] = []
    let acc = 0
    for (const c of model.cells) cdf.push((acc += c.p))
    const combos: BuilderSelection[][] = [
      [
        { market: '1x2', outcome: '1' },
        { market: 'ou', line: 2.5, outcome: 'over' },
      ],
      [
        { market: 'btts', outcome: 'yes' },
        { market: 'ht', outcome: '1' },
        { market: 'tg', outcome: '2-3' },
      ],
      [
        { market: 'htft', outcome: 'X/1' },
        { market: 'eh', line: -1, outcome: 'X' },
      ],
      [
        { market: 'dc', outcome: 'X2' },
        { market: 'ou', line: 1.5, outcome: 'under' },
      ],
    ]
    // Draws counted per cell, then each cell settled once per combination: the same counts as
    // settling every drawn match.
    const drawn = model.cells.map(() => 0)
    const n = 1_000_000
    const u = new SeedStream('b'.repeat(64))
    for (let i = 0; i < n; i++) {
      const target = u.next() * acc
      let lo = 0
      let hi = cdf.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (cdf[mid]! <= target) lo = mid + 1
        else hi = mid
      }
      drawn[lo]!++
    }
    const hits = combos.map((combo) =>
      model.cells.reduce((sum, c, i) => {
        const r = { home: c.x1 + c.x2, away: c.y1 + c.y2, htHome: c.x1, htAway: c.y1 }
        return settleBuilder(combo, r).result === 'won' ? sum + drawn[i]! : sum
      }, 0),
    )
    combos.forEach((combo, k) => {
      const p = jointProbability(model, combo)
      const halfWidth = 2.576 * Math.sqrt((p * (1 - p)) / n)
      expect(Math.abs(hits[k]! / n - p), JSON.stringify(combo)).toBeLessThan(halfWidth)
    })
  })
})
