import {
  KENO_TV_MAX_PICKS,
  KENO_TV_NUMBERS,
  KENO_TV_PAYTABLE,
  KENO_TV_RTP_BP,
  kenoPicks,
  kenoSpot,
} from '@galata/game-math/tables/keno-tv'
import { startGame } from '../sdk'
import { createDrawShow, type DrawShowData, type Result, type TvStringKey } from '../sdk/draw-show'

// Galata Keno TV (docs/tv-games.md): 20 of 80 drawn for everybody on fixed slots; a ticket picks 1–10.
// The page draws the balls the server pushes, one a step; the server alone draws and pays.

const game = startGame<TvStringKey, DrawShowData>()
const { S, t, h, num, mult } = game
const show = createDrawShow(game)

const picks = new Set<number>()
const drawn: number[] = []

// The stage: the ball being drawn and the 20 slots of the draw.
const bigBall = h('div', { class: 'kt-big', 'aria-hidden': 'true' })
const slots = Array.from({ length: 20 }, () => h('li', { class: 'kt-slot' }))
const drawnList = h('ol', { class: 'kt-drawn', 'aria-label': S.lastResults, 'data-testid': 'drawn' }, slots)
const stage = h('div', { class: 'kt-stage' }, h('div', { class: 'kt-machine' }, bigBall), drawnList)

// The ticket: the 80 numbers, lit as they are drawn.
const hintEl = h('p', { class: 'kt-hint', 'data-testid': 'picked' })
const cells = Array.from({ length: KENO_TV_NUMBERS }, (_, i) =>
  h(
    'button',
    {
      class: 'kt-n',
      type: 'button',
      'aria-pressed': 'false',
      'aria-label': t('kenoNumber', { n: i + 1 }),
      'data-testid': `keno-n-${i + 1}`,
      onclick: () => toggle(i + 1),
    },
    String(i + 1),
  ),
)
const paytableEl = h('table', { class: 'kt-pay' })

function toggle(n: number) {
  if (picks.has(n)) picks.delete(n)
  else if (picks.size < KENO_TV_MAX_PICKS) picks.add(n)
  else return
  show.sounds.click()
  renderTicket()
}

function quickPick() {
  picks.clear()
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  for (const b of bytes) {
    if (picks.size === 5) break
    // 80 divides 240: bytes ≥ 240 are skipped, so every number is equally likely.
    if (b < 240) picks.add((b % 80) + 1)
  }
  renderTicket()
}

function renderTicket() {
  cells.forEach((c, i) => {
    const on = picks.has(i + 1)
    c.classList.toggle('picked', on)
    c.setAttribute('aria-pressed', String(on))
  })
  hintEl.textContent = picks.size ? t('kenoPicked', { n: picks.size }) : S.kenoPickHint
  renderPaytable(picks.size || 1)
  show.changed()
}

function renderPaytable(n: number) {
  const row = KENO_TV_PAYTABLE[n]!
  paytableEl.replaceChildren(
    h('caption', {}, t('kenoPaytable', { n })),
    h('tr', {}, h('th', { scope: 'col' }, S.kenoHitsCol), h('th', { scope: 'col' }, S.kenoPayCol)),
    ...row.flatMap((pay, hits) =>
      pay > 0 ? [h('tr', {}, h('td', {}, String(hits)), h('td', {}, mult(pay / 100)))] : [],
    ),
  )
}

function renderDrawn() {
  const set = new Set(drawn)
  cells.forEach((c, i) => c.classList.toggle('drawn', set.has(i + 1)))
  slots.forEach((s, i) => {
    const ball = drawn[i]
    s.textContent = ball ? String(ball) : ''
    s.classList.toggle('on', ball !== undefined)
    s.classList.toggle('hit', ball !== undefined && picks.has(ball))
  })
  const last = drawn[drawn.length - 1]
  bigBall.textContent = last ? String(last) : ''
  bigBall.classList.toggle('on', last !== undefined)
}

const ballsOf = (r: Result) => (Array.isArray(r.balls) ? (r.balls as number[]) : [])

const betPanel = h(
  'div',
  { class: 'kt-ticket' },
  h(
    'div',
    { class: 'row' },
    hintEl,
    h('button', { class: 'btn small', type: 'button', onclick: quickPick }, S.kenoQuickPick),
    h(
      'button',
      { class: 'btn small ghost', type: 'button', onclick: () => (picks.clear(), renderTicket()) },
      S.kenoClearPicks,
    ),
  ),
  h('div', { class: 'kt-grid', role: 'group', 'aria-label': S.kenoPickHint }, cells),
  paytableEl,
)

const rtpTable = h(
  'ul',
  { class: 'kt-rtps' },
  Array.from({ length: KENO_TV_MAX_PICKS }, (_, i) =>
    h('li', {}, t('kenoRtp', { n: i + 1, rtp: num(KENO_TV_RTP_BP[i + 1]! / 100, 2) })),
  ),
)
const fullPaytable = h(
  'table',
  { class: 'kt-pay wide' },
  h(
    'tr',
    {},
    h('th', { scope: 'col' }, S.kenoHitsCol),
    Array.from({ length: KENO_TV_MAX_PICKS }, (_, i) => h('th', { scope: 'col' }, String(i + 1))),
  ),
  Array.from({ length: KENO_TV_MAX_PICKS + 1 }, (_, hits) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, String(hits)),
      Array.from({ length: KENO_TV_MAX_PICKS }, (_, i) => {
        const pay = KENO_TV_PAYTABLE[i + 1]![hits] ?? 0
        return h('td', {}, pay > 0 ? mult(pay / 100) : '–')
      }),
    ),
  ),
)

show.mount({
  stage,
  betPanel,
  help: [
    h('p', {}, S.kenoRules),
    h('div', { class: 'kt-scroll', tabindex: '0', role: 'region', 'aria-label': S.kenoPayCol }, fullPaytable),
    rtpTable,
  ],
  collect: () => (picks.size ? [{ spot: kenoSpot([...picks]), amount: show.chip() }] : []),
  clear: () => {
    picks.clear()
    renderTicket()
  },
  resultBadge: (r) =>
    h(
      'span',
      { class: 'kt-res' },
      ballsOf(r)
        .slice()
        .sort((a, b) => a - b)
        .join(' '),
    ),
  spotLabel: (spot) => {
    const p = kenoPicks(spot)
    return p ? p.join('-') : spot
  },
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
renderTicket()
