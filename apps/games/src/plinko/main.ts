import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  PLINKO_RTP_BP,
  type PlinkoRisk,
} from '@galata/game-math/plinko'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { rulesPanel, type InstantStringKey } from '../instant/common'
import type { PageData } from '../sdk/page'
import { plinkoBoxesShown } from './shown'

// Galata Plinko: a ball falls through 8–16 rows of pegs into a box; the server decides the path.

type PlinkoRound = RoundView<
  { rows: number; risk: PlinkoRisk },
  { path: number[]; bin: number; multiplier: number }
>

const g = startGame<InstantStringKey, PageData<InstantStringKey>>()
const { data, S, t, h, call, fmt, mult, sounds, toast, layout, stakeControl, notifyBalance } = g
const ui = layout((round) => {
  const r = round as PlinkoRound
  const m = r.result ? mult(r.result.multiplier) : '–'
  return `${r.params.rows} · ${S[`risk_${r.params.risk}`]} · ${m}`
})

const SVG = 'http://www.w3.org/2000/svg'
const W = 400
let rows = 12
let risk: PlinkoRisk = 'medium'
let busy = false

const svg = document.createElementNS(SVG, 'svg')
svg.setAttribute('viewBox', `0 0 ${W} ${W}`)
svg.setAttribute('class', 'plinko-board')
svg.setAttribute('role', 'img')
svg.setAttribute('data-testid', 'plinko-board')
const boxes = h('div', { class: 'plinko-boxes', 'data-testid': 'plinko-boxes' })
const message = h('p', { class: 'message', 'aria-live': 'polite', 'data-testid': 'plinko-message' })
const stake = stakeControl(1)
const rowsSelect = h(
  'select',
  { class: 'input', 'aria-label': S.rows, 'data-testid': 'plinko-rows' },
  Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => {
    const n = PLINKO_MIN_ROWS + i
    return h('option', { value: String(n), selected: n === rows }, String(n))
  }),
)
const riskBtns = PLINKO_RISKS.map((r) =>
  h(
    'button',
    {
      type: 'button',
      class: 'seg' + (r === risk ? ' on' : ''),
      'aria-pressed': String(r === risk),
      'data-risk': r,
      onclick: () => setRisk(r),
    },
    S[`risk_${r}`],
  ),
)
const dropBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: drop },
  S.drop,
)
const rules = rulesPanel(g, S.plinkoRules, S.plinkoFair, PLINKO_RTP_BP)

ui.stage.append(h('div', { class: 'plinko-stage' }, svg, boxes, message))
ui.controls.append(
  stake.el,
  h('label', { class: 'field' }, h('span', {}, S.rows), rowsSelect),
  h(
    'div',
    { class: 'field' },
    h('span', {}, S.risk),
    h('div', { class: 'segmented', role: 'group' }, riskBtns),
  ),
  dropBtn,
  rules.el,
)

/** Where the ball is above row i after `rights` rights (it sits on a peg), and the box centres. */
const spacing = () => W / (rows + 2)
const xAt = (i: number, rights: number) => W / 2 + (rights - i / 2) * spacing()
const yAt = (i: number) => 24 + i * ((W - 48) / rows)

let ball: SVGCircleElement | null = null
function drawBoard() {
  svg.replaceChildren()
  const s = spacing()
  const r = Math.max(2.5, s * 0.12)
  for (let i = 0; i < rows; i++)
    for (let j = 0; j < i + 3; j++) {
      const peg = document.createElementNS(SVG, 'circle')
      peg.setAttribute('cx', String(W / 2 + (j - 1 - i / 2) * s))
      peg.setAttribute('cy', String(yAt(i)))
      peg.setAttribute('r', String(r))
      peg.setAttribute('class', 'peg')
      svg.append(peg)
    }
  ball = document.createElementNS(SVG, 'circle')
  ball.setAttribute('r', String(Math.max(5, s * 0.28)))
  ball.setAttribute('class', 'ball')
  ball.setAttribute('cx', String(W / 2))
  ball.setAttribute('cy', '4')
  ball.style.opacity = '0'
  svg.append(ball)
  svg.setAttribute('aria-label', `${S.rows}: ${rows} · ${S.risk}: ${S[`risk_${risk}`]}`)
}

function paintBoxes(landed: number | null = null) {
  const shown = plinkoBoxesShown(rows, risk, stake.value(), data.locale)
  const n = shown.length
  boxes.style.setProperty('--boxes', String(n))
  boxes.style.setProperty('--pad', `${(spacing() / W) * 100}%`)
  boxes.replaceChildren(
    ...shown.map((b, k) => {
      const c = (n - 1) / 2
      const heat = Math.round((4 * Math.abs(k - c)) / c)
      return h(
        'span',
        { class: `box heat-${heat}` + (landed === k ? ' landed' : ''), 'data-box': String(k) },
        b.multiplier,
      )
    }),
  )
  rules.table.replaceChildren(
    h(
      'table',
      { class: 'paytable' },
      h('thead', {}, h('tr', {}, h('th', {}, S.box), h('th', {}, S.multiplier), h('th', {}, S.chance))),
      h(
        'tbody',
        {},
        shown.map((b, k) =>
          h('tr', {}, h('td', {}, String(k)), h('td', {}, b.multiplier), h('td', {}, b.chance)),
        ),
      ),
    ),
  )
}

function setRisk(r: PlinkoRisk) {
  risk = r
  riskBtns.forEach((b) => {
    const on = b.dataset.risk === r
    b.classList.toggle('on', on)
    b.setAttribute('aria-pressed', String(on))
  })
  sounds.click()
  drawBoard()
  paintBoxes()
}
rowsSelect.addEventListener('change', () => {
  rows = Number(rowsSelect.value)
  drawBoard()
  paintBoxes()
})
stake.input.addEventListener('input', () => paintBoxes())

/** The ball's fall along the server's path: a short hop per row (cosmetic, the clock drives it). */
function animate(path: number[]): Promise<void> {
  const points: [number, number][] = [[W / 2, 4]]
  let rights = 0
  for (let i = 0; i < path.length; i++) {
    points.push([xAt(i, rights), yAt(i) - spacing() * 0.35])
    rights += path[i]!
  }
  points.push([xAt(path.length, rights), W - 6])
  const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
  const perStep = reduced ? 0 : 110
  return new Promise((done) => {
    if (!ball) return done()
    const b = ball
    b.style.opacity = '1'
    const started = performance.now()
    let step = -1
    const frame = (now: number) => {
      const at = perStep ? (now - started) / perStep : points.length
      const i = Math.min(points.length - 2, Math.floor(at))
      const f = Math.min(1, at - i)
      const [x0, y0] = points[i]!
      const [x1, y1] = points[i + 1]!
      // A hop: up a little, then down onto the next peg.
      const y = y0 + (y1 - y0) * f * f - Math.sin(Math.PI * f) * spacing() * 0.25
      b.setAttribute('cx', String(x0 + (x1 - x0) * f))
      b.setAttribute('cy', String(y))
      if (i !== step) {
        step = i
        if (i > 0) sounds.tick()
      }
      if (at >= points.length - 1) return done()
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

async function drop() {
  if (busy) return
  busy = true
  dropBtn.disabled = true
  rowsSelect.disabled = true
  message.textContent = ''
  sounds.click()
  try {
    const r = (await call('originals/galata-plinko/drop', {
      body: {
        stake: stake.value(),
        rows,
        risk,
      },
    })) as PlayAnswer<PlinkoRound>
    const res = r.round.result!
    await animate(res.path)
    paintBoxes(res.bin)
    const won = (r.round.payout ?? 0) > 0
    message.textContent =
      t('landedIn', { m: mult(res.multiplier) }) +
      (won ? ' · ' + t('youWon', { amount: fmt(r.round.payout ?? 0) }) : '')
    if (res.multiplier >= 1) sounds.win()
    else sounds.lose()
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    ui.pushRound(r.round)
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    dropBtn.disabled = false
    rowsSelect.disabled = false
  }
}

drawBoard()
paintBoxes()
;(call('originals/:game/state', { params: { game: 'galata-plinko' } }) as Promise<GameState<PlinkoRound>>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))
