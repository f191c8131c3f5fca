import {
  builderModel,
  checkBuilder,
  footballGrids,
  fixtureModel,
  priceBuilder,
  priceFixture,
  scheduleFixtures,
  MINUTE_MS,
  type BuilderModel,
  type BuilderSelection,
  type World,
} from '@galata/game-math/sports/index'

/*
 * Bet builder pricing per second (docs/sportsbook.md "Bet builder pricing"), on one core: what
 * POST sports/builder/price computes once the event's model is fitted (the route keeps 256), for
 * random two- and three-selection builders of a day's football fixtures. The baseline in the same
 * run: whole pre-match books priced per second (`priceFixture`, every market of one match), the
 * work a materialised event costs. Also the fits per second (a model's first price). Target
 * ≥ 5,000 builder prices a second.
 */

const CANDIDATES: BuilderSelection[] = [
  ...['1', 'X', '2'].map((o) => ({ market: '1x2', outcome: o })),
  ...['over', 'under'].flatMap((o) => [1.5, 2.5, 3.5].map((line) => ({ market: 'ou', line, outcome: o }))),
  ...['yes', 'no'].map((o) => ({ market: 'btts', outcome: o })),
  ...['1', 'X', '2'].map((o) => ({ market: 'ht', outcome: o })),
  ...['0-1', '2-3', '4-5'].map((o) => ({ market: 'tg', outcome: o })),
  ...['1-0', '2-1', '1-1'].map((o) => ({ market: 'cs', outcome: o })),
]

function forSeconds(seconds: number, work: (i: number) => void): { n: number; perSecond: number } {
  const end = performance.now() + seconds * 1000
  const start = performance.now()
  let n = 0
  while (performance.now() < end) for (let k = 0; k < 50; k++) work(n++)
  return { n, perSecond: n / ((performance.now() - start) / 1000) }
}

export function benchBuilderPricing(world: World, now: number, seconds: number): void {
  const fixtures = scheduleFixtures(world, now, now + 24 * 60 * MINUTE_MS)
    .filter((f) => f.sport === 'football')
    .slice(0, 30)
    .map((f) => fixtureModel(world, f))
  const xgs = fixtures.flatMap((m) => (m.sport === 'football' ? [m.xg] : []))
  const fitted: BuilderModel[] = xgs.map((xg) => builderModel(footballGrids(xg)))
  // The combinations drawn in advance (a fixed pseudo-random walk: only their spread matters here).
  const combos: BuilderSelection[][] = []
  for (let i = 0; combos.length < 997; i++) {
    const size = 2 + (i % 2)
    const combo = Array.from(
      { length: size },
      (_, j) => CANDIDATES[(i * 7 + j * 13 + i * j) % CANDIDATES.length]!,
    )
    if (checkBuilder(combo).ok) combos.push(combo)
  }
  let priced = 0
  const builder = forSeconds(seconds, (i) => {
    if (priceBuilder(fitted[i % fitted.length]!, combos[i % combos.length]!).ok) priced++
  })
  const books = forSeconds(seconds, (i) => void priceFixture(fixtures[i % fixtures.length]!))
  const fits = forSeconds(seconds, (i) => void builderModel(footballGrids(xgs[i % xgs.length]!)))
  console.log(
    `sportsbook: builder prices ${builder.perSecond.toFixed(0)}/s on one core (${priced} of ${builder.n} priced, ` +
      `the rest refused as impossible or out of range; target ≥ 5,000/s); model fits ${fits.perSecond.toFixed(0)}/s; ` +
      `whole pre-match books ${books.perSecond.toFixed(0)}/s (the baseline): ${(builder.perSecond / books.perSecond).toFixed(2)}× a book`,
  )
}
