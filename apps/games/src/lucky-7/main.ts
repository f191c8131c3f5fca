import {
  LUCKY7_BALLS,
  LUCKY7_DRAWN,
  ballColour,
  marketOf,
  oddsHundredths,
} from '@galata/game-math/tables/lucky7'
import { startGame } from '../sdk'
import { createDrawShow, type DrawShowData, type Result, type TvStringKey } from '../sdk/draw-show'

// Galata Lucky 7 (docs/tv-games.md): 7 of 42 balls (1–21 yellow, 22–42 black) on fixed slots, every
// market priced 95 % ÷ its exact probability. The page shows the balls the server pushes.

const game = startGame<TvStringKey, DrawShowData>()
const { S, t, h, num, fmt } = game
const show = createDrawShow(game)

const FIXED = [
  'first:yellow',
  'first:black',
  'sum:over',
  'sum:under',
  'parity:odd',
  'parity:even',
  'colour:yellow',
  'colour:black',
] as const
type Fixed = (typeof FIXED)[number]

const odds = (spot: string) => num(oddsHundredths(spot)! / 100, 2)

function label(spot: string): string {
  if ((FIXED as readonly string[]).includes(spot)) return S[`l7_${spot as Fixed}`]
  const [kind, n] = spot.split(':')
  return kind === 'in' ? t('l7In', { n: n! }) : t('l7FirstN', { n: n! })
}

function ball(n: number, cls = '') {
  return h('span', { class: `l7-ball ${ballColour(n)} ${cls}` }, String(n))
}

// The stage: a drum and the 7 places of the draw.
const places = Array.from({ length: LUCKY7_DRAWN }, () => h('li', { class: 'l7-place' }))
const sumEl = h('p', { class: 'l7-sum', 'aria-live': 'polite', 'data-testid': 'sum' })
const drum = h(
  'div',
  { class: 'l7-drum', 'aria-hidden': 'true' },
  Array.from({ length: 12 }, (_, i) => ball([3, 28, 11, 40, 17, 33, 6, 24, 38, 9, 30, 21][i]!, `d${i}`)),
)
const stage = h(
  'div',
  { class: 'l7-stage' },
  drum,
  h('ol', { class: 'l7-rail', 'aria-label': S.lastResults, 'data-testid': 'drawn' }, places),
  sumEl,
)
const drawn: number[] = []

function renderDrawn() {
  places.forEach((p, i) => {
    const b = drawn[i]
    p.replaceChildren(b === undefined ? '' : ball(b, 'in'))
  })
  const got = drawn.filter((b) => b !== undefined)
  sumEl.textContent = got.length ? t('l7Sum', { sum: got.reduce((a, b) => a + b, 0) }) : ''
  drum.classList.toggle('mixing', show.phase() === 'revealing' && got.length < LUCKY7_DRAWN)
}

// Bets: the fixed markets and the number markets (in the draw / first ball).
const pending = new Map<string, number>()
const amountEls = new Map<string, HTMLElement>()
function marketButton(spot: string, text: string, cls: string) {
  const amountEl = h('span', { class: 'l7-amount' })
  amountEls.set(spot, amountEl)
  return h(
    'button',
    {
      class: `l7-mkt ${cls}`,
      type: 'button',
      'data-testid': `spot-${spot}`,
      onclick: () => {
        pending.set(spot, Math.round(((pending.get(spot) ?? 0) + show.chip()) * 100) / 100)
        show.sounds.click()
        renderPending()
      },
    },
    h('span', {}, text),
    h('small', {}, t('l7Odds', { odds: odds(spot) })),
    amountEl,
  )
}
let mode: 'in' | 'firstn' = 'in'
const numberGrid = h('div', { class: 'l7-grid', role: 'group', 'aria-label': S.l7Numbers })
function renderNumbers() {
  for (const [spot] of amountEls)
    if (spot.startsWith('in:') || spot.startsWith('firstn:')) amountEls.delete(spot)
  numberGrid.replaceChildren(
    ...Array.from({ length: LUCKY7_BALLS }, (_, i) => {
      const spot = `${mode}:${i + 1}`
      const b = marketButton(spot, String(i + 1), `num ${ballColour(i + 1)}`)
      b.setAttribute('aria-label', `${label(spot)} · ${t('l7Odds', { odds: odds(spot) })}`)
      return b
    }),
  )
  renderPending()
}
const modeButtons = (['in', 'firstn'] as const).map((m) =>
  h(
    'button',
    {
      class: `seg${m === mode ? ' on' : ''}`,
      type: 'button',
      'aria-pressed': String(m === mode),
      onclick: () => {
        mode = m
        modeButtons.forEach((b, i) => {
          const on = (['in', 'firstn'] as const)[i] === mode
          b.classList.toggle('on', on)
          b.setAttribute('aria-pressed', String(on))
        })
        renderNumbers()
      },
    },
    m === 'in' ? S.l7ModeIn : S.l7ModeFirst,
  ),
)

function renderPending() {
  for (const [spot, el] of amountEls) {
    const a = pending.get(spot)
    el.textContent = a ? fmt(a) : ''
  }
  show.changed()
}

const ballsOf = (r: Result) => (Array.isArray(r.balls) ? (r.balls as number[]) : [])

show.mount({
  stage,
  betPanel: h(
    'div',
    { class: 'l7-bets' },
    h('h2', { class: 'tv-h' }, S.l7Markets),
    h(
      'div',
      { class: 'l7-fixed', role: 'group', 'aria-label': S.l7Markets },
      FIXED.map((spot) => marketButton(spot, label(spot), spot.split(':')[1]!)),
    ),
    h('h2', { class: 'tv-h' }, S.l7Numbers),
    h('div', { class: 'segmented', role: 'group', 'aria-label': S.l7Numbers }, modeButtons),
    numberGrid,
  ),
  help: [
    h('p', {}, S.l7Rules),
    h(
      'ul',
      {},
      [...FIXED, 'in:7', 'firstn:7'].map((spot) =>
        h('li', {}, `${label(spot)} — ${t('l7Odds', { odds: odds(spot) })}`),
      ),
    ),
  ],
  collect: () => [...pending].map(([spot, amount]) => ({ spot, amount })),
  clear: () => {
    pending.clear()
    renderPending()
  },
  resultBadge: (r) =>
    h(
      'span',
      { class: 'l7-res' },
      ballsOf(r).map((b) => ball(b, 'small')),
    ),
  spotLabel: (spot) => (marketOf(spot) ? label(spot) : spot),
  onRound: (_id, result) => {
    drawn.splice(0, drawn.length, ...(result ? ballsOf(result) : []))
    renderDrawn()
  },
  onStep: (e) => {
    if (e.step !== 'ball' || typeof e.ball !== 'number' || typeof e.index !== 'number') return
    drawn[e.index] = e.ball
    show.sounds.click()
    renderDrawn()
  },
})
renderNumbers()
setInterval(renderDrawn, 1000)
