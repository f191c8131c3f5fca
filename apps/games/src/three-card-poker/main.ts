import {
  type RoundDecision,
  type threeCardPokerStrings,
  type ThreeCardPokerRoundOutcome,
} from '@galata/contract'
import type { TcpCategory, TcpOutcome } from '@galata/game-math/tables/three-card-poker'
import { startGame } from '../sdk'
import { runTable, type Outcome, type TableBaseKey, type TableData } from '../sdk/table'
import { cardName, cardSvg, dealerFigure } from '../sdk/table-art'

// Galata Three Card Poker: one common player hand against the dealer's, from a deck shuffled for each
// shared round (docs/shared-rounds.md). At the close the player hand is shown and each player with an
// Ante plays or folds on the timer (the engine's decision phase); then the dealer's cards are turned.

/** The table's own strings (the contract's `threeCardPokerStrings`). */
type PokerStringKey = keyof typeof threeCardPokerStrings

type Key = TableBaseKey | PokerStringKey

const game = startGame<Key, TableData<Key>>()
const { data, S, t, h, pct, fmt, toast, notifyBalance, sounds, call } = game
const gameCode = data.game
const rtp = (key: string) => pct((data.spotRtps[key] ?? 0) * 100)
// The contract's outcome of this game (docs/rounds.md "Outcomes"), the shape the engine's maths reads.
const asHands = (o: Outcome): TcpOutcome => o as ThreeCardPokerRoundOutcome
const handName = (k: TcpCategory) => S[`hand_${k}`]
const BADGE_CLASS = { player: 'player', dealer: 'banker', tie: 'tie', noQualify: 'player' } as const

/** The decision window (the engine's decision phase at the server's speed). */
const DECIDE_MS = (data.timings as { decide?: number }).decide ?? 0

runTable(game, (control) => {
  const dealer = dealerFigure()
  const slot = (side: 'player' | 'dealer') =>
    h('div', { class: 'lt-cards', role: 'group', 'data-testid': `${side}-cards` })
  const cards = { player: slot('player'), dealer: slot('dealer') }
  const names = { player: h('span', { class: 'lt-total' }), dealer: h('span', { class: 'lt-total' }) }
  const boxes = {
    dealer: h('div', { class: 'lt-hand banker' }, h('h2', {}, S.dealerHand, ' ', names.dealer), cards.dealer),
    player: h('div', { class: 'lt-hand player' }, h('h2', {}, S.playerHand, ' ', names.player), cards.player),
  }
  const shown = { player: [] as number[], dealer: [] as number[] }
  let dealtFor = 0

  function put(side: 'player' | 'dealer', list: readonly number[], fresh: boolean) {
    if (list.length <= shown[side].length) return
    for (const card of list.slice(shown[side].length)) cards[side].append(cardSvg(card, fresh))
    shown[side] = [...list]
    cards[side].setAttribute('aria-label', list.map(cardName).join(' '))
  }
  function clear() {
    for (const side of ['player', 'dealer'] as const) {
      shown[side] = []
      cards[side].replaceChildren(cardSvg(null), cardSvg(null), cardSvg(null))
      cards[side].removeAttribute('aria-label')
      names[side].textContent = ''
      boxes[side].classList.remove('won')
    }
  }
  function roundFor(roundId: number) {
    if (dealtFor === roundId) return
    dealtFor = roundId
    clear()
  }
  function showPlayer(player: readonly number[], hand: TcpCategory | undefined, fresh: boolean) {
    if (shown.player.length === 0) cards.player.replaceChildren()
    if (fresh && shown.player.length === 0) dealer.deal()
    put('player', player, fresh)
    if (hand) names.player.textContent = handName(hand)
  }
  function showResult(o: TcpOutcome) {
    showPlayer(o.player, o.playerHand, false)
    if (shown.dealer.length === 0) cards.dealer.replaceChildren()
    put('dealer', o.dealer, false)
    names.dealer.textContent = handName(o.dealerHand)
    boxes.player.classList.toggle('won', o.showdown === 'player' || o.showdown === 'noQualify')
    boxes.dealer.classList.toggle('won', o.showdown === 'dealer')
  }

  // -----------------------------------------------------------------------------------------------
  // The decision: Play or Fold for each of the player's Antes in the round being decided.

  let decisions: RoundDecision[] = []
  let decisionsFor = 0
  let lastRead = 0
  let sending = false
  const promptEl = h('p', { class: 'tcp-prompt', 'data-testid': 'decision-prompt' })
  const timerEl = h('span', { class: 'lr-timer tcp-timer', 'data-testid': 'decision-timer' })
  const playBtn = h(
    'button',
    { class: 'btn primary', type: 'button', 'data-testid': 'play', onclick: () => void decide('play') },
    S.play,
  )
  const foldBtn = h(
    'button',
    { class: 'btn ghost', type: 'button', 'data-testid': 'fold', onclick: () => void decide('fold') },
    S.fold,
  )
  const panel = h(
    'section',
    { class: 'tcp-decision', 'aria-label': `${S.play} / ${S.fold}`, hidden: true, 'data-testid': 'decision' },
    promptEl,
    h('p', { class: 'tcp-note' }, S.decideTimeout, ' ', timerEl),
    h('div', { class: 'row' }, playBtn, foldBtn),
  )

  /** The bet still to decide now (one Play/Fold per Ante; the page decides all the player's Antes at once). */
  const waiting = () =>
    decisions.filter(
      (d): d is RoundDecision & { step: number } => d.allowed.includes('play') && d.step !== null,
    )

  function renderDecision() {
    const open = waiting()
    const done = decisions.filter((d) => d.actions.length > 0)
    const now = control.serverNow()
    if (open.length > 0) {
      const ante = open.reduce((s, d) => s + Number((d.view as { ante?: number }).ante ?? 0), 0)
      promptEl.textContent = t('decidePrompt', { amount: fmt(ante) })
      const ends = Math.min(...open.map((d) => d.stepEndsAt ?? now))
      timerEl.textContent = t('decideTimer', { s: Math.max(0, Math.ceil((ends - now) / 1000)) })
    } else if (done.length > 0) {
      const played = done.filter((d) => d.actions[0] === 'play')
      promptEl.textContent = played.length
        ? t('decidedPlay', {
            amount: fmt(played.reduce((s, d) => s + Number((d.view as { ante?: number }).ante ?? 0), 0)),
          })
        : S.decidedFold
      timerEl.textContent = ''
    }
    panel.hidden = open.length === 0 && done.length === 0
    playBtn.disabled = foldBtn.disabled = sending || open.length === 0
    if (open.length > 0 && !panel.dataset.shown) {
      panel.dataset.shown = '1'
      sounds.click()
    }
    if (open.length === 0) delete panel.dataset.shown
  }

  async function readDecisions(roundId: number) {
    lastRead = Date.now()
    const state = await call('rounds/:gameCode/state', { params: { gameCode } })
    const mine = (state.decisions ?? []).filter((d) => d.roundId === roundId)
    if (roundId !== control.current()?.roundId) return
    decisionsFor = roundId
    decisions = mine
    for (const d of mine) {
      const v = d.view as { player?: number[]; playerHand?: TcpCategory }
      if (v.player) showPlayer(v.player, v.playerHand, true)
    }
    renderDecision()
  }

  async function decide(action: 'play' | 'fold') {
    const open = waiting()
    if (open.length === 0 || sending) return
    sending = true
    renderDecision()
    try {
      for (const d of open) {
        const answer = await call('rounds/:gameCode/action', {
          params: { gameCode },
          body: { roundId: d.roundId, betId: d.betId, step: d.step, action },
        })
        decisions = decisions.map((x) => (x.betId === answer.decision.betId ? answer.decision : x))
        const balanceEl = document.querySelector('[data-testid="balance"]')
        if (balanceEl) balanceEl.textContent = fmt(answer.balance)
      }
      notifyBalance()
    } catch (e) {
      toast((e as Error).message, 'error')
    } finally {
      sending = false
      renderDecision()
    }
  }

  const badge = (o: Outcome) => {
    const r = asHands(o)
    return h(
      'span',
      { class: `lt-badge ${BADGE_CLASS[r.showdown]}`, title: S[`showdown_${r.showdown}`] },
      S[`letter_${r.showdown}`],
    )
  }
  clear()

  return {
    scene: h(
      'div',
      { class: 'lt-scene' },
      dealer.svg,
      h('div', { class: 'lt-felt tcp' }, boxes.dealer, boxes.player),
    ),
    board: h(
      'div',
      {},
      h(
        'div',
        { class: 'lt-board', role: 'group', 'aria-label': S.stake },
        control.spot('ante', h('span', { class: 'lt-name' }, S.ante, h('small', {}, '1:1')), {
          class: 'lt-main banker',
        }),
        control.spot('pairPlus', h('span', { class: 'lt-name' }, S.pairPlus, h('small', {}, '1:1 – 40:1')), {
          class: 'lt-main tie',
        }),
      ),
      panel,
    ),
    help: [
      h('p', {}, S.rulesIntro),
      h('p', {}, S.rulesRanks),
      h('p', {}, S.rulesQualify),
      h(
        'ul',
        {},
        h('li', {}, t('payoutAnte', { rtp: rtp('ante'), staked: rtp('antePerStaked') })),
        h('li', {}, S.payoutAnteBonus),
        h('li', {}, t('payoutPairPlus', { rtp: rtp('pairPlus') })),
      ),
    ],
    badge,
    resultLine: (o) => {
      const r = asHands(o)
      return [
        `${S[`showdown_${r.showdown}`]} · ${handName(r.playerHand)} – ${handName(r.dealerHand)} `,
        badge(o),
      ]
    },
    onStep(roundId, e) {
      roundFor(roundId)
      if (e.step === 'card' && e.side === 'dealer' && typeof e.card === 'number') {
        if (shown.dealer.length === 0) cards.dealer.replaceChildren()
        if (shown.dealer.includes(e.card)) return
        dealer.deal()
        put('dealer', [...shown.dealer, e.card], true)
      }
      if (e.step === 'result' && e.result) showResult(asHands(e.result as Outcome))
    },
    onRound(current, isNew) {
      dealer.talking(current.opensAt !== null && control.serverNow() < (current.closesAt ?? 0))
      if (isNew) {
        decisions = []
        decisionsFor = 0
        renderDecision()
      }
      if (current.roundId) roundFor(current.roundId)
      if (current.result) showResult(asHands(current.result))
    },
    onFrame() {
      const current = control.current()
      // In the decision window (from the close, `decide` ms): read the round's decisions (the player
      // hand and the player's Antes) every half second until they are known, then count down.
      const now = control.serverNow()
      const closes = current?.closesAt ?? 0
      const deciding = current?.roundId && closes > 0 && now >= closes && now < closes + DECIDE_MS
      if (deciding) {
        // Until the round's decision step is known (the close may reach the server a moment late).
        const unknown =
          decisionsFor !== current.roundId || !decisions.some((d) => d.step !== null || d.actions.length > 0)
        if (unknown && Date.now() - lastRead > 500) void readDecisions(current.roundId!).catch(() => {})
      }
      renderDecision()
    },
  }
})
