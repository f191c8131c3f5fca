import { handValue, rankOf, suitOf, type BjAction, type BjOutcome } from '@galata/game-math/blackjack'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'

// Galata Blackjack: cards dealt with CSS animations from a provably fair six-deck shoe; an open
// round resumes after a reload (the server keeps it).

interface OpenHand {
  cards: number[]
  units?: number
}
interface BlackjackRound extends RoundView<
  Record<string, unknown>,
  { dealer: number[]; hands: number[][]; outcomes: BjOutcome[] }
> {
  state: { dealer?: number[]; hands?: OpenHand[]; active?: number; actions?: BjAction[] }
}
type BlackjackAnswer = PlayAnswer<BlackjackRound>
type BlackjackState = GameState<BlackjackRound>

const { S, t, h, call, fmt, sounds, toast, layout, stakeControl, notifyBalance } = startGame()
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']
const SUITS = ['♠', '♥', '♦', '♣']
const outcomeText = (o: BjOutcome) => S[`outcome_${o}`]
const ui = layout((round) => {
  const r = round as BlackjackRound
  return r.result ? r.result.outcomes.map(outcomeText).join(' / ') : '–'
})

let round: BlackjackRound | null = null
let busy = false
let shown: { dealer: number; hands: number[] } = { dealer: 0, hands: [] }

const value = (cards: readonly number[]) => handValue(cards).total

function card(c: number, fresh: boolean, i: number) {
  const suit = suitOf(c)
  return h(
    'div',
    {
      class: 'card' + (suit === 1 || suit === 2 ? ' red' : '') + (fresh ? ' dealt' : ''),
      style: fresh ? 'animation-delay:' + i * 0.18 + 's' : undefined,
    },
    h('span', { class: 'corner' }, RANKS[rankOf(c)], h('br'), SUITS[suit]),
    h('span', { class: 'pip' }, SUITS[suit]),
  )
}
const back = (fresh: boolean) =>
  h('div', {
    class: 'card back' + (fresh ? ' dealt' : ''),
    style: fresh ? 'animation-delay:.54s' : undefined,
  })

const dealerEl = h('div', { class: 'bj-cards', 'data-testid': 'dealer-cards' })
const dealerTotal = h('span', { class: 'bj-total' })
const handsEl = h('div', { class: 'bj-hands', 'data-testid': 'player-hands' })
const message = h('p', { class: 'message bj-message', 'aria-live': 'polite', 'data-testid': 'bj-message' })
const stake = stakeControl(1)
const dealBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: start },
  S.deal,
)
const ACTION_LABEL = { hit: S.hit, stand: S.stand, double: S.doubleDown, split: S.split } as const
const actionBtns = {} as Record<BjAction, HTMLButtonElement>
const actionsEl = h(
  'div',
  { class: 'bj-actions' },
  (['hit', 'stand', 'double', 'split'] as const).map((a) => {
    actionBtns[a] = h(
      'button',
      {
        type: 'button',
        class: 'btn ' + (a === 'stand' ? 'primary' : ''),
        'data-testid': 'bj-' + a,
        onclick: () => move(a),
      },
      ACTION_LABEL[a],
    )
    // Nothing to act on until a round is dealt or resumed (render enables what the round allows).
    actionBtns[a].disabled = true
    return actionBtns[a]
  }),
)

ui.stage.append(
  h(
    'div',
    { class: 'bj-table' },
    h('div', { class: 'bj-side' }, h('h2', {}, S.dealer, ' ', dealerTotal), dealerEl),
    h('div', { class: 'bj-felt-text' }, S.feltText),
    h('div', { class: 'bj-side' }, h('h2', {}, S.yourHand), handsEl),
    message,
  ),
)
ui.controls.append(stake.el, dealBtn, actionsEl, h('p', { class: 'dim small' }, S.blackjackRules))

function render(r: BlackjackRound) {
  const st = r.status === 'open' ? r.state : null
  const dealer = r.result ? r.result.dealer : (st && st.dealer) || []
  const hands: OpenHand[] = r.result ? r.result.hands.map((cards) => ({ cards })) : (st && st.hands) || []
  const finished = r.status !== 'open'
  // Only cards not on the table yet are animated.
  dealerEl.replaceChildren(...dealer.map((c, i) => card(c, i >= shown.dealer, i - shown.dealer)))
  if (!finished && dealer.length === 1) dealerEl.append(back(shown.dealer === 0))
  dealerTotal.textContent = dealer.length ? '(' + value(dealer) + ')' : ''
  handsEl.replaceChildren(
    ...hands.map((hand, i) => {
      const before = shown.hands[i] || 0
      const active = !finished && st && st.active === i && hands.length > 1
      const outcome = r.result ? r.result.outcomes[i] : null
      return h(
        'div',
        { class: 'bj-hand' + (active ? ' active' : '') + (outcome ? ' ' + outcome : '') },
        h(
          'div',
          { class: 'bj-cards' },
          hand.cards.map((c, k) => card(c, k >= before, k - before)),
        ),
        h(
          'div',
          { class: 'bj-hand-info' },
          (hands.length > 1 ? t('hand', { n: i + 1 }) + ' · ' : '') + value(hand.cards),
          hand.units === 2 ? ' · 2×' : '',
          outcome ? h('strong', { class: 'bj-outcome' }, outcomeText(outcome)) : null,
        ),
      )
    }),
  )
  shown = { dealer: dealer.length, hands: hands.map((hd) => hd.cards.length) }
  const actions = (!finished && st && st.actions) || []
  for (const [a, btn] of Object.entries(actionBtns) as [BjAction, HTMLButtonElement][])
    btn.disabled = busy || !actions.includes(a)
  actionsEl.hidden = finished
  dealBtn.hidden = !finished
  stake.input.disabled = !finished
}

function after(r: BlackjackAnswer) {
  round = r.round
  render(round)
  ui.setBalance(r.balance)
  ui.setSeed(r.seed)
  if (round.status !== 'open') {
    // A closed round has its payout (null only while open).
    const payout = round.payout ?? 0
    const won = payout > round.stake
    const push = payout === round.stake
    message.textContent = won ? t('youWon', { amount: fmt(payout) }) : push ? S.outcome_push : S.youLost
    message.className = 'message bj-message ' + (won ? 'win' : push ? '' : 'lose')
    if (won) sounds.win()
    else if (!push) sounds.lose()
    ui.pushRound(round)
  }
  notifyBalance()
}

async function start() {
  if (busy) return
  busy = true
  dealBtn.disabled = true
  message.textContent = ''
  shown = { dealer: 0, hands: [] }
  sounds.click()
  try {
    after(
      (await call('originals/galata-blackjack/start', { body: { stake: stake.value() } })) as BlackjackAnswer,
    )
    ;[0, 180, 360, 540].forEach((ms) => setTimeout(sounds.tick, ms))
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    dealBtn.disabled = false
    if (round) render(round)
  }
}

async function move(action: BjAction) {
  if (busy || !round) return
  busy = true
  sounds.click()
  try {
    after(
      (await call('originals/galata-blackjack/action', {
        body: { roundId: round.roundId, action },
      })) as BlackjackAnswer,
    )
    sounds.tick()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    if (round) render(round)
  }
}

;(call('originals/:game/state', { params: { game: 'galata-blackjack' } }) as Promise<BlackjackState>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
    if (s.openRound && s.openRound.state && s.openRound.state.hands) {
      round = s.openRound
      message.textContent = S.resume
    }
    if (round) render(round)
    else {
      actionsEl.hidden = true
    }
  })
  .catch((e: Error) => toast(e.message, 'error'))
