import { WHEEL_ORDER, neighbours, pocketColour, spotStake } from '@galata/game-math/tables/roulette'
import { startGame } from '../sdk'
import { runTable, type Outcome, type TableBaseKey, type TableData } from '../sdk/table'
import { hostFigure, wheelArt } from './art'

// Galata Live Roulette: one shared round for every player (docs/shared-rounds.md). An animated host and
// wheel render the result the server fixed at the close; the server alone decides and pays. The
// table shell (API, clock, chips, bets, results, hub) is the SDK's `runTable` (sdk/table.ts).

// Roulette's strings are the shared table strings (the contract's `tableStrings`).
const game = startGame<TableBaseKey, TableData<TableBaseKey>>()
const { data, S, t, h, num } = game
const INSIDE = ['straight', 'split', 'street', 'corner', 'line'] as const
type Inside = (typeof INSIDE)[number]

const pocketOf = (o: Outcome | null | undefined) => (typeof o?.pocket === 'number' ? o.pocket : null)

function pocketBadge(pocket: number) {
  return h('span', { class: `lr-ball ${pocketColour(pocket)}` }, String(pocket))
}

runTable(game, (control) => {
  let inside: Inside = 'straight'
  let wheelAngle = 0
  let ballAngle = 0
  let spunFor = 0
  let landedFor = 0
  const art = wheelArt()
  const host = hostFigure()

  const insideButtons = INSIDE.map((kind) =>
    h(
      'button',
      {
        class: 'seg',
        type: 'button',
        'aria-pressed': String(kind === inside),
        onclick: () => {
          inside = kind
          insideButtons.forEach((b, i) => {
            b.classList.toggle('on', INSIDE[i] === inside)
            b.setAttribute('aria-pressed', String(INSIDE[i] === inside))
          })
        },
      },
      { straight: '1', split: '2', street: '3', corner: '4', line: '6' }[kind],
    ),
  )
  insideButtons[0]!.classList.add('on')

  /** The spot a click on number `n` makes with the chosen inside bet. */
  function insideSpot(n: number): string {
    if (n === 0)
      return { straight: 'n:0', split: 'n:0-1', street: 'n:0-1-2', corner: 'n:0-1-2-3', line: 'n:0-1-2-3' }[
        inside
      ]
    const col = (n - 1) % 3 // 0 bottom row … 2 top row on the board
    const row = Math.floor((n - 1) / 3) // 0 … 11
    const first = row * 3 + 1
    switch (inside) {
      case 'straight':
        return `n:${n}`
      case 'split':
        return col < 2 ? `n:${n}-${n + 1}` : `n:${n - 1}-${n}`
      case 'street':
        return `n:${first}-${first + 1}-${first + 2}`
      case 'corner': {
        const c = col < 2 ? n : n - 1
        const base = row < 11 ? c : c - 3
        return `n:${base}-${base + 1}-${base + 3}-${base + 4}`
      }
      case 'line': {
        const start = row < 11 ? first : first - 3
        return `n:${[0, 1, 2, 3, 4, 5].map((d) => start + d).join('-')}`
      }
    }
  }

  const numberCell = (n: number) =>
    h(
      'button',
      {
        class: `lr-num ${pocketColour(n)}`,
        type: 'button',
        'data-testid': `num-${n}`,
        'aria-label': String(n),
        onclick: () => control.add(insideSpot(n)),
      },
      String(n),
    )

  const outside = (spot: string, label: string) =>
    h(
      'button',
      { class: 'lr-out', type: 'button', 'data-testid': `spot-${spot}`, onclick: () => control.add(spot) },
      label,
    )

  const board = h(
    'div',
    { class: 'lr-board', role: 'group', 'aria-label': S.stake },
    h('div', { class: 'lr-zero' }, numberCell(0)),
    h(
      'div',
      { class: 'lr-grid' },
      [2, 1, 0].map((col) => Array.from({ length: 12 }, (_, row) => numberCell(row * 3 + col + 1))),
    ),
    h(
      'div',
      { class: 'lr-cols' },
      [3, 2, 1].map((c) => outside(`column${c}`, t('column', { n: c }))),
    ),
    h(
      'div',
      { class: 'lr-dozens' },
      [1, 2, 3].map((d) => outside(`dozen${d}`, t('dozen', { n: d }))),
    ),
    h(
      'div',
      { class: 'lr-evens' },
      outside('low', S.low),
      outside('even', S.even),
      outside('red', S.red),
      outside('black', S.black),
      outside('odd', S.odd),
      outside('high', S.high),
    ),
  )

  const racetrack = h(
    'div',
    { class: 'lr-track', role: 'group', 'aria-label': S.racetrack },
    WHEEL_ORDER.map((n) =>
      h(
        'button',
        {
          class: `lr-track-n ${pocketColour(n)}`,
          type: 'button',
          title: neighbours(n).join(' · '),
          'aria-label': `${S.racetrack}: ${neighbours(n).join(', ')}`,
          onclick: () => control.add(`nb:${n}`),
        },
        String(n),
      ),
    ),
  )

  function spin(roundId: number) {
    spunFor = roundId
    host.svg.classList.add('throwing')
    setTimeout(() => host.svg.classList.remove('throwing'), 1200)
    const ms = data.timings.reveal * 0.4
    wheelAngle += 720
    ballAngle -= 1080
    art.turn(wheelAngle, ballAngle, ms, 'linear')
    control.showResult(null)
  }

  function land(roundId: number, pocket: number, ms: number) {
    if (landedFor === roundId) return
    landedFor = roundId
    spunFor = roundId
    const index = WHEEL_ORDER.indexOf(pocket as (typeof WHEEL_ORDER)[number])
    const step = 360 / 37
    // The pocket's sector ends under the pointer at the top: wheel at −index·step (mod 360).
    const target = -index * step
    const base = wheelAngle + 540
    wheelAngle = base + ((((target - base) % 360) + 360) % 360)
    ballAngle = Math.ceil(ballAngle / 360) * 360 - 720
    art.turn(wheelAngle, ballAngle, ms, 'cubic-bezier(0.15, 0.6, 0.25, 1)')
    setTimeout(() => control.showResult({ pocket }), ms)
  }

  return {
    scene: h('div', { class: 'lr-scene' }, host.svg, art.svg),
    board: h(
      'div',
      {},
      h('div', { class: 'segmented', role: 'group', 'aria-label': S.stake }, insideButtons),
      board,
      h('h2', { class: 'lr-h' }, S.racetrack),
      racetrack,
    ),
    help: [
      h('p', {}, S.rulesIntro),
      h(
        'ul',
        {},
        [
          S.payoutStraight,
          S.payoutSplit,
          S.payoutStreet,
          S.payoutCorner,
          S.payoutLine,
          S.payoutDozen,
          S.payoutEven,
          S.payoutNeighbours,
        ].map((line) => h('li', {}, line)),
      ),
      h('p', {}, t('rulesRtp', { rtp: num(data.rtp, 2) })),
    ],
    badge: (o) => {
      const pocket = pocketOf(o)
      return pocket === null ? h('span', {}, '–') : pocketBadge(pocket)
    },
    resultLine: (o) => {
      const pocket = pocketOf(o)
      return [t('resultPocket', { n: '' }), pocket === null ? '' : pocketBadge(pocket)]
    },
    autoResult: false,
    stakeOf: (spot, amount) => (Number(spotStake(spot, BigInt(Math.round(amount * 100)))) || 0) / 100,
    onFrame(phase) {
      const current = control.current()
      host.svg.classList.toggle('talking', phase === 'open')
      if (current?.roundId && phase !== 'open' && phase !== 'scheduled' && spunFor !== current.roundId)
        spin(current.roundId)
    },
    onStep(roundId, e) {
      const current = control.current()
      if (e.step === 'spin' && spunFor !== roundId) spin(roundId)
      if (e.step === 'ball' && typeof e.pocket === 'number' && current) {
        current.result = { pocket: e.pocket }
        const left = (current.revealEndsAt ?? control.serverNow()) - control.serverNow()
        land(roundId, e.pocket, Math.max(600, left * 0.9))
      }
    },
    onRound(current) {
      const pocket = pocketOf(current.result)
      if (pocket !== null && landedFor !== current.roundId && current.roundId)
        land(current.roundId, pocket, 600)
    },
  }
})
