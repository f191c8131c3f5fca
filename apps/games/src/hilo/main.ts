import type { OriginalsPlay } from '@galata/contract'
import { HILO_MAX_CARDS, HILO_RTP_E4, hiloRank, hiloSuit, type HiloGuess } from '@galata/game-math/hilo'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { rulesPanel, type InstantStringKey } from '../instant/common'
import type { PageData } from '../sdk/page'
import { hiloShown } from './shown'

// Galata Hi-Lo: guess higher or lower card after card, cash out when you like; the server deals.

type Moves = (HiloGuess | 'skip')[]
type HiloState = { cards: number[]; moves: Moves; multiplier: number }
type HiloRound = RoundView<Record<string, never>, HiloState | { refunded: true; cards: number[] }>

const g = startGame<InstantStringKey, PageData<InstantStringKey>>()
const { S, t, h, call, fmt, mult, pct, sounds, toast, layout, stakeControl, notifyBalance } = g
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const SUITS = ['♠', '♥', '♦', '♣']
const label = (c: number) => RANKS[hiloRank(c) - 1]! + SUITS[hiloSuit(c)]!
const ui = layout((round) => {
  const r = round as HiloRound
  const cards = (r.result?.cards ?? []) as number[]
  return cards.length ? cards.slice(0, 6).map(label).join(' ') + (cards.length > 6 ? ' …' : '') : '–'
})

let round: HiloRound | null = null
let busy = false

function cardEl(c: number, big = false) {
  const suit = hiloSuit(c)
  return h(
    'div',
    {
      class: 'card' + (suit === 1 || suit === 2 ? ' red' : '') + (big ? ' hilo-big' : ''),
      'aria-hidden': 'true',
    },
    h('span', { class: 'corner' }, RANKS[hiloRank(c) - 1], h('br'), SUITS[suit]),
    h('span', { class: 'pip' }, SUITS[suit]),
  )
}

const current = h('div', { class: 'hilo-current', 'data-testid': 'hilo-card' })
const currentText = h('p', { class: 'sr-only', 'aria-live': 'polite' })
const trail = h('div', { class: 'hilo-trail', 'aria-label': S.cardsSoFar, role: 'list' })
const multiplierOut = h('strong', { 'data-testid': 'hilo-multiplier' })
const message = h('p', { class: 'message', 'aria-live': 'polite', 'data-testid': 'hilo-message' })
const stake = stakeControl(1)
const startBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: start },
  S.start,
)
const higherBtn = h('button', {
  type: 'button',
  class: 'btn',
  'data-testid': 'hilo-higher',
  onclick: () => act('higher'),
})
const lowerBtn = h('button', {
  type: 'button',
  class: 'btn',
  'data-testid': 'hilo-lower',
  onclick: () => act('lower'),
})
const skipBtn = h(
  'button',
  { type: 'button', class: 'btn ghost', 'data-testid': 'hilo-skip', onclick: () => act('skip') },
  S.skipCard,
)
const cashBtn = h(
  'button',
  { type: 'button', class: 'btn gold big', 'data-testid': 'cashout', onclick: () => act('cashout') },
  S.cashOut,
)
const rules = rulesPanel(g, S.hiloRules, S.hiloFair, Number(HILO_RTP_E4))

ui.stage.append(
  h(
    'div',
    { class: 'hilo-stage' },
    current,
    currentText,
    h('div', { class: 'hilo-guess' }, higherBtn, lowerBtn),
    trail,
    message,
  ),
)
ui.controls.append(
  stake.el,
  h('dl', { class: 'stats' }, h('div', {}, h('dt', {}, S.multiplier), h('dd', {}, multiplierOut))),
  startBtn,
  skipBtn,
  cashBtn,
  rules.el,
)
rules.table.replaceChildren(
  h(
    'table',
    { class: 'paytable' },
    h('thead', {}, h('tr', {}, h('th', {}, S.card), h('th', {}, S.higherOnly), h('th', {}, S.lowerOnly))),
    h(
      'tbody',
      {},
      RANKS.map((r, i) => {
        const s = hiloShown([i], [], 1)
        return h(
          'tr',
          {},
          h('td', {}, r),
          h('td', {}, `${mult(Number(s.higher.multiplierE4) / 10_000)} (${pct(s.higher.chance)})`),
          h('td', {}, `${mult(Number(s.lower.multiplierE4) / 10_000)} (${pct(s.lower.chance)})`),
        )
      }),
    ),
  ),
)

const stateOf = (r: HiloRound | null) => (r && 'moves' in (r.state as object) ? (r.state as HiloState) : null)

function paint() {
  const open = round !== null && round.status === 'open'
  const st = open ? stateOf(round) : null
  const cards = st?.cards ?? (round?.result?.cards as number[] | undefined) ?? []
  const last = cards[cards.length - 1]
  current.replaceChildren(last === undefined ? h('div', { class: 'card back hilo-big' }) : cardEl(last, true))
  currentText.textContent = last === undefined ? '' : t('currentCard', { card: label(last) })
  trail.replaceChildren(
    ...cards.slice(0, -1).map((c, i) => {
      const move = (st?.moves ?? (round?.result as HiloState | undefined)?.moves ?? [])[i]
      return h(
        'div',
        { class: 'hilo-step', role: 'listitem' },
        cardEl(c),
        h('span', { class: 'dim' }, move === 'higher' ? '▲' : move === 'lower' ? '▼' : '↷'),
      )
    }),
  )
  if (st) {
    const s = hiloShown(st.cards, st.moves, round!.stake)
    higherBtn.textContent = `${s.rank === 1 ? S.higherOnly : S.higherOrSame} · ${mult(Number(s.higher.multiplierE4) / 10_000)} · ${pct(s.higher.chance)}`
    lowerBtn.textContent = `${s.rank === 13 ? S.lowerOnly : S.lowerOrSame} · ${mult(Number(s.lower.multiplierE4) / 10_000)} · ${pct(s.lower.chance)}`
    multiplierOut.textContent = mult(Number(s.multiplierE4) / 10_000)
    cashBtn.textContent = s.correct > 0 ? S.cashOut + ' ' + fmt(s.cashOut) : S.cashOut
    cashBtn.disabled = busy || s.correct === 0
    skipBtn.disabled = busy || st.cards.length >= HILO_MAX_CARDS
  } else {
    higherBtn.textContent = S.higherOrSame
    lowerBtn.textContent = S.lowerOrSame
    multiplierOut.textContent = round?.multiplier != null ? mult(round.multiplier) : mult(1)
    cashBtn.textContent = S.cashOut
    cashBtn.disabled = true
    skipBtn.disabled = true
  }
  higherBtn.disabled = lowerBtn.disabled = busy || !st
  startBtn.disabled = busy || open
  stake.input.disabled = open
}

/** One move: the play answer shown, its refusal toasted. */
async function move(answer: Promise<OriginalsPlay>) {
  busy = true
  paint()
  try {
    const r = (await answer) as PlayAnswer<HiloRound>
    round = r.round
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    if (round.status !== 'open') {
      ui.pushRound(round)
      const won = (round.payout ?? 0) > 0
      message.textContent = won ? t('youWon', { amount: fmt(round.payout ?? 0) }) : S.wrongGuess
      if (won) sounds.win()
      else sounds.lose()
    } else {
      message.textContent = ''
      sounds.tick()
    }
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    paint()
  }
}

function start() {
  sounds.click()
  return move(call('originals/galata-hilo/start', { body: { stake: stake.value() } }))
}
function act(action: HiloGuess | 'skip' | 'cashout') {
  if (!round || round.status !== 'open' || busy) return
  sounds.click()
  return move(call('originals/galata-hilo/action', { body: { roundId: round.roundId, action } }))
}

// Keyboard: ↑ higher, ↓ lower, → skip, Enter on the focused button as usual.
document.addEventListener('keydown', (e) => {
  if ((e.target as HTMLElement).tagName === 'INPUT') return
  if (e.key === 'ArrowUp') void act('higher')
  else if (e.key === 'ArrowDown') void act('lower')
  else if (e.key === 'ArrowRight') void act('skip')
  else return
  e.preventDefault()
})

paint()
;(call('originals/:game/state', { params: { game: 'galata-hilo' } }) as Promise<GameState<HiloRound>>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
    if (s.openRound) {
      round = s.openRound
      message.textContent = S.resume
    }
    paint()
  })
  .catch((e: Error) => toast(e.message, 'error'))
