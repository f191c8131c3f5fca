import {
  WHEEL_NUMBERS,
  WHEEL_RTP_BP,
  WHEEL_SEGMENTS,
  wheelNumberOf,
  type WheelNumber,
} from '@galata/game-math/tables/money-wheel'
import { startGame } from '../sdk'
import { createDrawShow, type DrawShowData, type Result, type TvStringKey } from '../sdk/draw-show'

// Galata Money Wheel (docs/tv-games.md): one wheel for everybody on fixed slots. The page turns the
// wheel to the segments the server pushes (up to three spins); the server alone draws and pays.

const game = startGame<TvStringKey, DrawShowData>()
const { S, t, h, num, fmt, data } = game
const show = createDrawShow(game)
const SVG = 'http://www.w3.org/2000/svg'
const N = WHEEL_SEGMENTS.length
const STEP = 360 / N

const COLOURS: Record<WheelNumber, string> = {
  1: '#f2c14e',
  2: '#4aa3df',
  // Lighter than the classic #9b59b6, on which the result badges' dark text had 3.9:1 (axe wants
  // 4.5:1); this one has 5.9:1.
  5: '#b57fd0',
  10: '#2ecc71',
  20: '#e67e22',
  40: '#e74c3c',
}

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>) {
  const el = document.createElementNS(SVG, tag)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v))
  return el
}

// The wheel: segment i centred at i·STEP clockwise from the pointer at rest.
const wheelSvg = svg('svg', {
  viewBox: '-130 -140 260 270',
  class: 'mw-svg',
  role: 'img',
  'aria-label': data.title,
})
const rotor = svg('g', { class: 'mw-rotor' })
const polar = (deg: number, r: number) => {
  const a = ((deg - 90) * Math.PI) / 180
  return [r * Math.cos(a), r * Math.sin(a)] as const
}
rotor.append(svg('circle', { r: 124, fill: '#c9a34a' }))
WHEEL_SEGMENTS.forEach((s, i) => {
  const a0 = i * STEP - STEP / 2
  const a1 = a0 + STEP
  const [x0, y0] = polar(a0, 118)
  const [x1, y1] = polar(a1, 118)
  const [x2, y2] = polar(a1, 38)
  const [x3, y3] = polar(a0, 38)
  const fill = 'n' in s ? COLOURS[s.n] : '#f4f4f4'
  rotor.append(
    svg('path', {
      d: `M${x3} ${y3}L${x0} ${y0}A118 118 0 0 1 ${x1} ${y1}L${x2} ${y2}A38 38 0 0 0 ${x3} ${y3}Z`,
      fill,
      stroke: '#2a1a08',
      'stroke-width': 0.8,
    }),
  )
  const [tx, ty] = polar(i * STEP, 100)
  const label = svg('text', {
    x: tx,
    y: ty,
    'text-anchor': 'middle',
    'dominant-baseline': 'central',
    'font-size': 9,
    'font-weight': 700,
    fill: '#1a1200',
    transform: `rotate(${i * STEP} ${tx} ${ty})`,
  })
  label.textContent = 'n' in s ? String(s.n) : `${s.x}×`
  rotor.append(label)
})
rotor.append(svg('circle', { r: 38, fill: '#2a1a08', stroke: '#c9a34a', 'stroke-width': 3 }))
wheelSvg.append(rotor, svg('path', { d: 'M0 -118L-9 -136H9Z', fill: '#f4f4f4', stroke: '#2a1a08' }))

let angle = 0
function turnTo(segment: number, ms: number, turns: number) {
  // Segment i sits under the pointer when the rotor is at −i·STEP (mod 360).
  const target = -segment * STEP
  const base = angle - turns * 360
  angle = base - ((((base - target) % 360) + 360) % 360)
  rotor.style.transition = `transform ${Math.max(0, ms)}ms cubic-bezier(0.15, 0.6, 0.25, 1)`
  rotor.style.transform = `rotate(${angle}deg)`
}

const spinEl = h('p', { class: 'mw-spin', 'aria-live': 'polite', 'data-testid': 'wheel-result' })
const stage = h('div', { class: 'mw-stage' }, wheelSvg, spinEl)

// Bets: one button per number, the chip added each press.
const pending = new Map<string, number>()
const amountEls = new Map<string, HTMLElement>()
const betButtons = WHEEL_NUMBERS.map((n) => {
  const spot = `w:${n}`
  const amountEl = h('span', { class: 'mw-amount' })
  amountEls.set(spot, amountEl)
  return h(
    'button',
    {
      class: 'mw-bet',
      type: 'button',
      style: `--seg:${COLOURS[n]}`,
      'data-testid': `spot-${spot}`,
      'aria-label': t('wheelBetOn', { n }),
      onclick: () => {
        pending.set(spot, Math.round(((pending.get(spot) ?? 0) + show.chip()) * 100) / 100)
        show.sounds.click()
        renderPending()
      },
    },
    h('strong', {}, String(n)),
    h('small', {}, t('wheelPays', { n, rtp: num(WHEEL_RTP_BP[n] / 100, 2) })),
    amountEl,
  )
})

function renderPending() {
  for (const [spot, el] of amountEls) {
    const a = pending.get(spot)
    el.textContent = a ? fmt(a) : ''
  }
  show.changed()
}

const resultOf = (r: Result) => ({
  number: typeof r.number === 'number' ? r.number : 0,
  multiplier: typeof r.multiplier === 'number' ? r.multiplier : 1,
  spins: Array.isArray(r.spins) ? (r.spins as number[]) : [],
})

function badge(r: Result) {
  const o = resultOf(r)
  const colour = COLOURS[o.number as WheelNumber] ?? '#888'
  return h(
    'span',
    { class: 'mw-badge', style: `--seg:${colour}` },
    String(o.number),
    o.multiplier > 1 ? h('small', {}, ` ×${o.multiplier}`) : '',
  )
}

let multiplier = 1
show.mount({
  stage,
  betPanel: h('div', { class: 'mw-bets', role: 'group', 'aria-label': S.stake }, betButtons),
  help: [
    h('p', {}, S.wheelRules),
    h(
      'ul',
      {},
      WHEEL_NUMBERS.map((n) =>
        h('li', {}, `${n} — `, t('wheelPays', { n, rtp: num(WHEEL_RTP_BP[n] / 100, 2) })),
      ),
    ),
  ],
  collect: () => [...pending].map(([spot, amount]) => ({ spot, amount })),
  clear: () => {
    pending.clear()
    renderPending()
  },
  resultBadge: badge,
  spotLabel: (spot) => {
    const n = wheelNumberOf(spot)
    return n === null ? spot : t('wheelBetOn', { n })
  },
  onRound: (_id, result) => {
    multiplier = 1
    if (result) {
      const o = resultOf(result)
      turnTo(o.spins[o.spins.length - 1] ?? 0, 600, 1)
      spinEl.textContent = t('wheelStopped', { n: o.number })
      if (o.multiplier > 1) spinEl.append(' · ', t('wheelMultiplier', { x: o.multiplier }))
    } else spinEl.textContent = ''
  },
  onStep: (e) => {
    if (e.step !== 'spin' || typeof e.segment !== 'number') return
    const seg = WHEEL_SEGMENTS[e.segment]
    if (!seg) return
    const ms = data.timings.reveal * 0.25
    turnTo(e.segment, ms, 3)
    spinEl.textContent = ''
    setTimeout(() => {
      if ('x' in seg) {
        multiplier *= seg.x
        spinEl.textContent = t('wheelRespin', { x: seg.x })
      } else {
        spinEl.textContent = t('wheelStopped', { n: seg.n })
        if (multiplier > 1) spinEl.append(' · ', t('wheelMultiplier', { x: multiplier }))
      }
    }, ms)
  },
})
renderPending()
