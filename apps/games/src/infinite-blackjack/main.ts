import {
  type blackjackStrings,
  type RoundDecision,
  type InfiniteBlackjackRoundOutcome,
} from '@galata/contract'
import type { IbjOutcome } from '@galata/game-math/tables/infinite-blackjack'
import { startGame } from '../sdk'
import { runTable, type Outcome, type Phase, type TableBaseKey, type TableData } from '../sdk/table'
import { cardName, cardSvg, dealerFigure } from '../sdk/table-art'

// Galata Infinite Blackjack: one dealer hand and the same first cards for every player, each player's
// own hit/stand/double on the table's timer (docs/shared-rounds.md "Decisions"). The server fixed the
// shoe at the close and alone decides what a decision deals and pays; the page shows it.

/** The table's own strings (the contract's `blackjackStrings`). */
type BlackjackStringKey = keyof typeof blackjackStrings

type Key = TableBaseKey | BlackjackStringKey

const game = startGame<Key, TableData<Key>>()
const { data, S, t, h, pct } = game
const rtp = (key: string) => pct((data.spotRtps[key] ?? 0) * 100)
// The contract's outcome of this game (docs/rounds.md "Outcomes"), the shape the engine's maths reads.
const asHand = (o: Outcome): IbjOutcome => o as InfiniteBlackjackRoundOutcome
const ACTIONS = ['hit', 'stand', 'double'] as const
type Action = (typeof ACTIONS)[number]

/** A hand's best total (an ace counts 11 when that does not bust it) and whether it is soft. */
function totalOf(cards: readonly number[]): { total: number; soft: boolean } {
  let hard = 0
  let aces = 0
  for (const c of cards) {
    const v = Math.min((c % 13) + 1, 10)
    hard += v
    if (v === 1) aces += 1
  }
  const soft = aces > 0 && hard + 10 <= 21
  return { total: soft ? hard + 10 : hard, soft }
}
const isBj = (cards: readonly number[]) => cards.length === 2 && totalOf(cards).total === 21

function dealerLine(cards: readonly number[]): string {
  if (isBj(cards)) return S.dealerBlackjack
  const { total } = totalOf(cards)
  return total > 21 ? S.dealerBust : t('dealerTotal', { n: total })
}

runTable(game, (control) => {
  const dealer = dealerFigure()
  const dealerCards = h('div', { class: 'lt-cards', role: 'group', 'data-testid': 'dealer-cards' })
  const dealerTotal = h('span', { class: 'lt-total', 'data-testid': 'dealer-total' })
  const myCards = h('div', { class: 'lt-cards', role: 'group', 'data-testid': 'my-cards' })
  const myTotal = h('span', { class: 'lt-total', 'data-testid': 'my-total' })
  const handTitle = h('h2', {}, S.sharedHand)
  const myBox = h('div', { class: 'lt-hand player' }, handTitle, myCards, myTotal)

  const stepEl = h('p', { class: 'bj-step', 'data-testid': 'decision-step' })
  const leftEl = h('p', { class: 'bj-left', 'data-testid': 'decision-left' })
  const takenEl = h('p', { class: 'bj-taken', role: 'status', 'aria-live': 'polite' })
  const buttons = Object.fromEntries(
    ACTIONS.map((a) => [
      a,
      h(
        'button',
        {
          class: `btn ${a === 'stand' ? 'ghost' : 'primary'} bj-action`,
          type: 'button',
          disabled: true,
          'data-testid': `action-${a}`,
          onclick: () => void decide(a),
        },
        S[a],
      ),
    ]),
  ) as Record<Action, HTMLButtonElement>
  const bar = h(
    'section',
    { class: 'bj-decide', 'aria-label': S.phase_deciding, 'data-testid': 'decision-bar', hidden: true },
    stepEl,
    h('div', { class: 'row' }, buttons.hit, buttons.stand, buttons.double),
    leftEl,
    h('p', { class: 'bj-hint' }, S.decisionHint),
    takenEl,
  )

  let roundOnScreen = 0
  let shared: number[] = []
  let dealt: number[] = []
  let dealerHand: number[] = []
  let mine: RoundDecision | null = null
  let busy = false

  function putCards(el: HTMLElement, cards: readonly number[], freshFrom: number) {
    el.replaceChildren(...cards.map((c, i) => cardSvg(c, i >= freshFrom)))
    if (cards.length) el.setAttribute('aria-label', cards.map(cardName).join(', '))
    else el.removeAttribute('aria-label')
  }
  function handLine(cards: readonly number[]): string {
    if (cards.length === 0) return ''
    if (isBj(cards)) return S.blackjack
    const { total, soft } = totalOf(cards)
    if (total > 21) return `${t('handTotal', { n: total })} · ${S.bust}`
    if (cards.length >= 6) return `${t('handTotal', { n: total })} · ${S.charlie}`
    return t(soft ? 'softTotal' : 'handTotal', { n: total })
  }
  /** The player's cards: the shared two and, for each hit or double, the step's common card. */
  function myHand(): number[] {
    if (!mine) return shared
    const draws = mine.actions.filter((a) => a === 'hit' || a === 'double').length
    const known = mine.view.cards as number[] | undefined
    const fromSteps = [...shared, ...dealt].slice(0, shared.length + draws)
    return known && known.length >= fromSteps.length ? known : fromSteps
  }
  function renderHands(fresh = false) {
    const cards = myHand()
    const before = Number(myCards.dataset.count ?? 0)
    putCards(myCards, cards, fresh ? before : cards.length)
    myCards.dataset.count = String(cards.length)
    myTotal.textContent = handLine(cards)
    handTitle.textContent = mine ? S.yourHand : S.sharedHand
    putCards(dealerCards, dealerHand, fresh ? dealerCards.childElementCount : dealerHand.length)
    dealerTotal.textContent = dealerHand.length > 1 ? dealerLine(dealerHand) : ''
  }
  function renderBar(phase: Phase) {
    const deciding = phase === 'deciding'
    bar.hidden = !deciding
    if (!deciding) return
    const step = mine?.step ?? null
    stepEl.textContent = step ? t('decisionStep', { step, steps: 4 }) : ''
    const allowed = new Set(mine?.allowed ?? [])
    for (const a of ACTIONS) buttons[a].disabled = busy || !allowed.has(a)
    const last = mine?.actions[mine.actions.length - 1]
    takenEl.textContent = !mine ? S.noDecision : last ? t('decisionTaken', { action: S[last as Action] }) : ''
    const cur = control.current()
    const w = data.timings.window ?? 0
    if (cur?.closesAt && w) {
      const now = control.serverNow()
      const end = cur.closesAt + (Math.floor((now - cur.closesAt) / w) + 1) * w
      leftEl.textContent = t('decisionLeft', { s: Math.max(0, Math.ceil((end - now) / 1000)) })
    }
  }
  async function decide(action: Action) {
    if (!mine || busy) return
    busy = true
    renderBar('deciding')
    const answer = await control.act(mine, action)
    busy = false
    if (answer) mine = answer
    renderHands()
    renderBar('deciding')
  }
  function clear() {
    shared = []
    dealt = []
    dealerHand = []
    mine = null
    myCards.dataset.count = '0'
    myBox.classList.remove('won')
    renderHands()
  }
  const badge = (o: Outcome) => {
    const d = asHand(o).dealer
    const { total } = totalOf(d)
    const label = isBj(d) ? 'BJ' : total > 21 ? '✕' : String(total)
    return h('span', { class: `lt-badge ${total > 21 ? 'player' : 'banker'}`, title: dealerLine(d) }, label)
  }
  function showOutcome(o: IbjOutcome) {
    shared = [...o.player]
    dealt = [...o.hits]
    dealerHand = [...o.dealer]
    renderHands()
  }
  clear()

  return {
    scene: h(
      'div',
      { class: 'lt-scene' },
      dealer.svg,
      h(
        'div',
        { class: 'lt-felt bj' },
        h('div', { class: 'lt-hand banker' }, h('h2', {}, S.dealer), dealerCards, dealerTotal),
        myBox,
      ),
      bar,
    ),
    board: h(
      'div',
      { class: 'lt-board dt', role: 'group', 'aria-label': S.stake },
      control.spot('main', h('span', { class: 'lt-name' }, S.main, h('small', {}, '1:1 · BJ 3:2')), {
        class: 'lt-main banker',
      }),
      control.spot('pair', h('span', { class: 'lt-name' }, S.pair, h('small', {}, '12:1')), {
        class: 'lt-main tie',
      }),
    ),
    help: [
      h('p', {}, S.rulesIntro),
      h('p', {}, S.rulesActions),
      h(
        'ul',
        {},
        h('li', {}, t('payoutMain', { rtp: rtp('main') })),
        h('li', {}, t('payoutPair', { rtp: rtp('pair') })),
      ),
      h('p', {}, S.rulesRtpNote),
    ],
    badge,
    resultLine: (o) => [dealerLine(asHand(o).dealer), ' ', badge(o)],
    onDecisionStep(roundId, e) {
      if (roundOnScreen !== roundId) {
        clear()
        roundOnScreen = roundId
      }
      const player = e.player as number[] | undefined
      const up = e.up as number | undefined
      if (player && shared.length === 0) dealer.deal()
      if (player) shared = [...player]
      if (typeof up === 'number' && dealerHand.length === 0) dealerHand = [up]
      if (Array.isArray(e.dealt)) dealt = e.dealt as number[]
      renderHands(true)
    },
    onDecisions(decisions) {
      const cur = control.current()
      mine = decisions.find((d) => d.roundId === cur?.roundId) ?? null
      if (mine && shared.length === 0) shared = ((mine.view.cards as number[]) ?? []).slice(0, 2)
      renderHands()
    },
    onStep(roundId, e) {
      if (roundOnScreen !== roundId) {
        roundOnScreen = roundId
        clear()
      }
      if (e.step === 'dealt' && Array.isArray(e.dealt)) {
        dealt = e.dealt as number[]
        renderHands(true)
      }
      if (e.step === 'dealer' && typeof e.card === 'number') {
        dealer.deal()
        dealerHand = [...dealerHand, e.card]
        renderHands(true)
      }
      if (e.step === 'result' && e.result) showOutcome(asHand(e.result as Outcome))
    },
    onRound(current, isNew) {
      dealer.talking(current.opensAt !== null && control.serverNow() < (current.closesAt ?? 0))
      if (isNew) {
        clear()
        roundOnScreen = current.roundId ?? 0
      }
      if (current.result) showOutcome(asHand(current.result))
    },
    onFrame: renderBar,
  }
})
