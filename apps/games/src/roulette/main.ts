import { RED, WHEEL_SIZE } from '@galata/game-math/roulette'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'

// Galata European Roulette: the whole betting board, a wheel that spins to the server's number.

type RouletteRound = RoundView<{ bets: unknown }, { number: number }>
type RouletteAnswer = PlayAnswer<RouletteRound>
type RouletteState = GameState<RouletteRound>
interface Bet {
  numbers: number[]
  amount: number
}

const { S, t, h, call, fmt, num, sounds, toast, layout, notifyBalance } = startGame()
// Wheel order of a single-zero wheel, clockwise from 0.
const WHEEL = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
]
const colour = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black')
const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i)

const ui = layout((round) => {
  const r = round as RouletteRound
  const n = r.result ? r.result.number : '–'
  return h('span', { class: 'pill ' + (r.result ? colour(r.result.number) : '') }, String(n))
})

const CHIPS = [1, 5, 10, 50, 100]
let chip = 1
let busy = false
/** key → { numbers, amount }; `history` makes Undo possible. */
const bets = new Map<string, Bet>()
const history: [string, number][] = []

// ---- wheel
const wheelSvgNs = 'http://www.w3.org/2000/svg'
const svg = document.createElementNS(wheelSvgNs, 'svg')
svg.setAttribute('viewBox', '-100 -100 200 200')
svg.setAttribute('class', 'wheel')
const rotor = document.createElementNS(wheelSvgNs, 'g')
WHEEL.forEach((n, i) => {
  const a0 = ((i - 0.5) * 2 * Math.PI) / WHEEL_SIZE - Math.PI / 2
  const a1 = ((i + 0.5) * 2 * Math.PI) / WHEEL_SIZE - Math.PI / 2
  const p = document.createElementNS(wheelSvgNs, 'path')
  const R = 95
  const r0 = 62
  p.setAttribute(
    'd',
    `M ${r0 * Math.cos(a0)} ${r0 * Math.sin(a0)} L ${R * Math.cos(a0)} ${R * Math.sin(a0)} A ${R} ${R} 0 0 1 ${R * Math.cos(a1)} ${R * Math.sin(a1)} L ${r0 * Math.cos(a1)} ${r0 * Math.sin(a1)} Z`,
  )
  p.setAttribute('class', 'seg-' + colour(n))
  rotor.append(p)
  const am = (i * 2 * Math.PI) / WHEEL_SIZE - Math.PI / 2
  const tx = document.createElementNS(wheelSvgNs, 'text')
  tx.setAttribute('x', String(82 * Math.cos(am)))
  tx.setAttribute('y', String(82 * Math.sin(am)))
  tx.setAttribute('transform', `rotate(${(i * 360) / WHEEL_SIZE} ${82 * Math.cos(am)} ${82 * Math.sin(am)})`)
  tx.textContent = String(n)
  rotor.append(tx)
})
const hub = document.createElementNS(wheelSvgNs, 'circle')
hub.setAttribute('r', '58')
hub.setAttribute('class', 'hub')
rotor.append(hub)
svg.append(rotor)
const ball = document.createElementNS(wheelSvgNs, 'circle')
ball.setAttribute('r', '5')
ball.setAttribute('cx', '0')
ball.setAttribute('cy', '-70')
ball.setAttribute('class', 'ball')
svg.append(ball)
const pointer = document.createElementNS(wheelSvgNs, 'path')
pointer.setAttribute('d', 'M -6 -100 L 6 -100 L 0 -88 Z')
pointer.setAttribute('class', 'pointer')
svg.append(pointer)
let angle = 0
const resultOut = h('div', { class: 'roulette-result', 'data-testid': 'roulette-result' }, '–')
const message = h('p', { class: 'message', 'aria-live': 'polite' }, S.placeBets)

// ---- board
const board = h('div', { class: 'board', 'data-testid': 'board' })
const spots: { key: string; el: HTMLElement }[] = []
/** An inside or outside bet as a button, with its chip stack painted inside. */
function spot(numbers: number[], label: string, cls?: string, style?: string) {
  const key = [...numbers].sort((a, b) => a - b).join('-')
  const el = h(
    'button',
    {
      type: 'button',
      class: 'spot ' + (cls || ''),
      style,
      'data-bet': key,
      'aria-label': label + '',
      onclick: () => place(key, numbers),
    },
    label,
  )
  spots.push({ key, el })
  return el
}
/**
 * A split, street, corner or six line on the lines between numbers: a pointer shortcut only. Its
 * target is smaller than WCAG's 24 px and it sits inside a number's button, so it is not a control
 * of its own (hidden from assistive technology, never focused); the inside-bet picker under the
 * board offers every one of these bets to the keyboard and to screen readers.
 */
const insideBets: { key: string; numbers: number[]; kind: InsideKind; label: string }[] = []
type InsideKind = 'splitBet' | 'streetBet' | 'cornerBet' | 'sixLineBet'
function hotSpot(numbers: number[], label: string, kind: InsideKind, cls: string) {
  const key = [...numbers].sort((a, b) => a - b).join('-')
  const el = h('span', {
    class: 'spot hot ' + cls,
    'data-bet': key,
    'aria-hidden': 'true',
    onclick: (e: Event) => {
      // The number's own button is the parent: its click would place a straight bet too.
      e.stopPropagation()
      place(key, numbers)
    },
  })
  spots.push({ key, el })
  insideBets.push({ key, numbers, kind, label })
  return el
}
board.append(spot([0], '0', 'zero green', 'grid-column:1;grid-row:1 / span 3'))
for (let c = 0; c < 12; c++) {
  for (let r = 0; r < 3; r++) {
    const n = 3 * c + (3 - r)
    const cell = spot([n], String(n), 'num ' + colour(n), `grid-column:${c + 2};grid-row:${r + 1}`)
    const hot: HTMLElement[] = []
    if (c < 11) hot.push(hotSpot([n, n + 3], n + '/' + (n + 3), 'splitBet', 'split-v'))
    if (r > 0) hot.push(hotSpot([n, n + 1], n + '/' + (n + 1), 'splitBet', 'split-h'))
    if (r > 0 && c < 11)
      hot.push(
        hotSpot(
          [n, n + 1, n + 3, n + 4],
          n + '/' + (n + 1) + '/' + (n + 3) + '/' + (n + 4),
          'cornerBet',
          'corner',
        ),
      )
    if (r === 2)
      hot.push(hotSpot(range(3 * c + 1, 3 * c + 3), 3 * c + 1 + '-' + (3 * c + 3), 'streetBet', 'street'))
    if (r === 2 && c < 11)
      hot.push(hotSpot(range(3 * c + 1, 3 * c + 6), 3 * c + 1 + '-' + (3 * c + 6), 'sixLineBet', 'line'))
    cell.append(...hot)
    board.append(cell)
  }
}
for (let r = 0; r < 3; r++) {
  const rest = 3 - r
  board.append(
    spot(
      range(1, 36).filter((n) => n % 3 === rest % 3),
      S.column,
      'out col',
      `grid-column:14;grid-row:${r + 1}`,
    ),
  )
}
;(
  [
    [range(1, 12), S.dozen1],
    [range(13, 24), S.dozen2],
    [range(25, 36), S.dozen3],
  ] as const
).forEach(([ns, label], i) =>
  board.append(spot(ns, label, 'out', `grid-column:${2 + i * 4} / span 4;grid-row:4`)),
)
;(
  [
    [range(1, 18), S.low],
    [range(2, 36).filter((n) => n % 2 === 0), S.even],
    [range(1, 36).filter((n) => RED.has(n)), S.red, 'red'],
    [range(1, 36).filter((n) => !RED.has(n)), S.black, 'black'],
    [range(1, 35).filter((n) => n % 2 === 1), S.odd],
    [range(19, 36), S.high],
  ] as [number[], string, string?][]
).forEach(([ns, label, cls], i) =>
  board.append(spot(ns, label, 'out ' + (cls || ''), `grid-column:${2 + i * 2} / span 2;grid-row:5`)),
)

// ---- the inside-bet picker: every split, street, corner and six line, grouped by kind
const insideSelect = h(
  'select',
  { id: 'inside-bet', 'data-testid': 'inside-bet' },
  (['splitBet', 'streetBet', 'cornerBet', 'sixLineBet'] as const).map((kind) =>
    h(
      'optgroup',
      { label: S[kind] },
      insideBets
        .filter((b) => b.kind === kind)
        .map((b) => h('option', { value: b.key }, `${S[kind]} ${b.label}`)),
    ),
  ),
)
const insidePlace = h(
  'button',
  {
    type: 'button',
    class: 'btn ghost',
    onclick: () => {
      const bet = insideBets.find((b) => b.key === insideSelect.value)
      if (bet) place(bet.key, bet.numbers)
    },
  },
  S.placeInside,
)
const insidePicker = h(
  'div',
  { class: 'inside-bet' },
  h('label', { for: 'inside-bet' }, S.insideBet, insideSelect),
  insidePlace,
)

const total = h('strong', { 'data-testid': 'total-bet' }, fmt(0))
const chipButtons = CHIPS.map((v) =>
  h(
    'button',
    {
      type: 'button',
      class: 'chip' + (v === chip ? ' on' : ''),
      'aria-pressed': String(v === chip),
      onclick: () => selectChip(v),
    },
    String(v),
  ),
)
const spinBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: spin },
  S.spin,
)
const undoBtn = h('button', { type: 'button', class: 'btn ghost', onclick: undo }, S.undo)
const clearBtn = h('button', { type: 'button', class: 'btn ghost', onclick: clearBets }, S.clear)

ui.stage.append(
  h(
    'div',
    { class: 'roulette-stage' },
    h('div', { class: 'wheel-wrap' }, svg, resultOut),
    message,
    h('div', { class: 'board-scroll' }, board),
    insidePicker,
  ),
)
ui.controls.append(
  h('div', { class: 'field' }, h('span', {}, S.chip), h('div', { class: 'chips' }, chipButtons)),
  h('dl', { class: 'stats' }, h('div', {}, h('dt', {}, S.totalBet), h('dd', {}, total))),
  h('div', { class: 'row' }, undoBtn, clearBtn),
  spinBtn,
)

function selectChip(v: number) {
  chip = v
  chipButtons.forEach((b, i) => {
    b.classList.toggle('on', CHIPS[i] === v)
    b.setAttribute('aria-pressed', String(CHIPS[i] === v))
  })
  sounds.click()
}
function paintBets() {
  let sum = 0
  for (const { key, el } of spots) {
    const bet = bets.get(key)
    el.querySelector(':scope > .stack')?.remove()
    if (bet) {
      sum += bet.amount
      el.append(h('span', { class: 'stack' }, num(bet.amount, 0)))
    }
  }
  total.textContent = fmt(sum)
}
function place(key: string, numbers: number[]) {
  if (busy) return
  const bet = bets.get(key) || { numbers, amount: 0 }
  bet.amount = Math.round((bet.amount + chip) * 100) / 100
  bets.set(key, bet)
  history.push([key, chip])
  sounds.click()
  paintBets()
}
function undo() {
  const last = history.pop()
  if (!last) return
  const bet = bets.get(last[0])
  if (bet) {
    bet.amount = Math.round((bet.amount - last[1]) * 100) / 100
    if (bet.amount <= 0) bets.delete(last[0])
  }
  paintBets()
}
function clearBets() {
  bets.clear()
  history.length = 0
  paintBets()
}

async function spin() {
  if (busy || bets.size === 0) {
    if (bets.size === 0) toast(S.placeBets)
    return
  }
  busy = true
  spinBtn.disabled = true
  message.textContent = ''
  try {
    const r = (await call('originals/galata-roulette/bet', {
      body: { bets: [...bets.values()] },
    })) as RouletteAnswer
    const n = r.round.result!.number
    // Land the number under the pointer after a few full turns.
    const index = WHEEL.indexOf(n)
    const targetAngle = -(index * 360) / WHEEL_SIZE
    angle = angle - (angle % 360) + 360 * 5 + targetAngle
    rotor.style.transform = `rotate(${angle}deg)`
    for (let i = 0; i < 18; i++) setTimeout(sounds.tick, i * i * 9)
    await new Promise((res) => setTimeout(res, 3200))
    resultOut.textContent = String(n)
    resultOut.className = 'roulette-result ' + colour(n)
    spots.forEach(({ key, el }) =>
      el.classList.toggle('winner', key.split('-').map(Number).includes(n) && bets.has(key)),
    )
    if ((r.round.payout ?? 0) > 0) {
      message.textContent = t('youWon', { amount: fmt(r.round.payout ?? 0) })
      sounds.win()
    } else {
      message.textContent = S.youLost
      sounds.lose()
    }
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    ui.pushRound(r.round)
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    spinBtn.disabled = false
  }
}

;(call('originals/:game/state', { params: { game: 'galata-roulette' } }) as Promise<RouletteState>)
  .then((s) => {
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))
