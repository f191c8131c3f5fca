import { type baccaratStrings, type BaccaratRoundOutcome } from '@galata/contract'
import type { BaccaratOutcome } from '@galata/game-math/tables/baccarat'
import { startGame } from '../sdk'
import { runTable, type Outcome, type TableBaseKey, type TableData } from '../sdk/table'
import { cardName, cardSvg, dealerFigure } from '../sdk/table-art'
import { bigRoad, type Winner } from './roads'

// Galata Live Baccarat: Punto Banco from a shoe shuffled for each shared round (docs/shared-rounds.md).
// The dealer deals the cards the server fixed at the close; the roads draw the table's settled rounds.

/** The table's own strings (the contract's `baccaratStrings`). */
type BaccaratStringKey = keyof typeof baccaratStrings

type Key = TableBaseKey | BaccaratStringKey

const game = startGame<Key, TableData<Key>>()
const { data, S, t, h, pct, num } = game
const rtp = (key: string) => pct((data.spotRtps[key] ?? 0) * 100)

// The contract's outcome of this game (docs/rounds.md "Outcomes"), the shape the engine's maths reads.
const asCoup = (o: Outcome): BaccaratOutcome => o as BaccaratRoundOutcome
const pointOf = (c: number) => (c % 13 >= 9 ? 0 : (c % 13) + 1)
const totalOf = (cards: number[]) => cards.reduce((s, c) => s + pointOf(c), 0) % 10
const LETTER: Record<Winner, string> = { player: S.letterPlayer, banker: S.letterBanker, tie: S.letterTie }
const NAME: Record<Winner, string> = { player: S.player, banker: S.banker, tie: S.tie }

runTable(game, (control) => {
  const dealer = dealerFigure()
  const hands = {
    player: {
      cards: [] as number[],
      el: h('div', { class: 'lt-cards', role: 'group', 'data-testid': 'player-cards' }),
    },
    banker: {
      cards: [] as number[],
      el: h('div', { class: 'lt-cards', role: 'group', 'data-testid': 'banker-cards' }),
    },
  }
  const totals = {
    player: h('span', { class: 'lt-total' }),
    banker: h('span', { class: 'lt-total' }),
  }
  const boxes = {
    player: h('div', { class: 'lt-hand player' }, h('h2', {}, S.player, ' ', totals.player), hands.player.el),
    banker: h('div', { class: 'lt-hand banker' }, h('h2', {}, S.banker, ' ', totals.banker), hands.banker.el),
  }
  let dealtFor = 0

  function addCard(side: 'player' | 'banker', card: number, fresh: boolean) {
    const hand = hands[side]
    hand.cards.push(card)
    hand.el.append(cardSvg(card, fresh))
    hand.el.setAttribute('aria-label', hand.cards.map(cardName).join(' '))
    totals[side].textContent = String(totalOf(hand.cards))
  }
  function clear() {
    for (const side of ['player', 'banker'] as const) {
      hands[side].cards = []
      hands[side].el.replaceChildren()
      hands[side].el.removeAttribute('aria-label')
      totals[side].textContent = ''
      boxes[side].classList.remove('won')
    }
  }
  function showWinner(o: BaccaratOutcome) {
    boxes.player.classList.toggle('won', o.winner !== 'banker')
    boxes.banker.classList.toggle('won', o.winner !== 'player')
  }

  const beadEl = h('div', { class: 'lt-road bead' })
  const bigEl = h('div', { class: 'lt-road big' })

  const badge = (o: Outcome) => {
    const w = asCoup(o).winner
    return h('span', { class: `lt-badge ${w}`, title: NAME[w] }, LETTER[w])
  }

  /** A road's cell: the bead plate writes each result's letter, the big road draws rings. */
  function roadCell(w: Winner, ties = 0, letter = false) {
    return h('span', { class: `lt-cell ${w}` + (ties ? ' tied' : '') }, letter ? LETTER[w] : '')
  }

  return {
    scene: h(
      'div',
      { class: 'lt-scene' },
      dealer.svg,
      h('div', { class: 'lt-felt' }, boxes.player, boxes.banker),
    ),
    board: h(
      'div',
      { class: 'lt-board bac', role: 'group', 'aria-label': S.stake },
      control.spot('playerPair', h('span', { class: 'lt-name' }, S.playerPair, h('small', {}, '11:1')), {
        class: 'lt-side player',
      }),
      control.spot('tie', h('span', { class: 'lt-name' }, S.tie, h('small', {}, '8:1')), {
        class: 'lt-side tie',
      }),
      control.spot('bankerPair', h('span', { class: 'lt-name' }, S.bankerPair, h('small', {}, '11:1')), {
        class: 'lt-side banker',
      }),
      control.spot('player', h('span', { class: 'lt-name' }, S.player, h('small', {}, '1:1')), {
        class: 'lt-main player',
      }),
      control.spot('banker', h('span', { class: 'lt-name' }, S.banker, h('small', {}, `${num(0.95, 2)}:1`)), {
        class: 'lt-main banker',
      }),
      h(
        'div',
        { class: 'lt-roads' },
        h('h2', { class: 'lr-h' }, S.beadPlate),
        beadEl,
        h('h2', { class: 'lr-h' }, S.bigRoad),
        bigEl,
        h('p', { class: 'lt-note' }, S.roadsNote),
      ),
    ),
    help: [
      h('p', {}, S.rulesIntro),
      h('p', {}, S.rulesThird),
      h(
        'ul',
        {},
        h('li', {}, t('payoutPlayer', { rtp: rtp('player') })),
        h('li', {}, t('payoutBanker', { rtp: rtp('banker') })),
        h('li', {}, t('payoutTie', { rtp: rtp('tie') })),
        h('li', {}, t('payoutPair', { rtp: rtp('pair') })),
      ),
    ],
    badge,
    resultLine: (o) => {
      const c = asCoup(o)
      return [
        c.winner === 'tie' ? S.tieResult : t('wins', { side: NAME[c.winner] }),
        ' · ',
        t('handTotal', { side: S.player, n: c.playerTotal }),
        ' – ',
        t('handTotal', { side: S.banker, n: c.bankerTotal }),
        ' ',
        badge(o),
      ]
    },
    onStep(roundId, e) {
      if (e.step === 'card' && (e.side === 'player' || e.side === 'banker') && typeof e.card === 'number') {
        if (dealtFor !== roundId) {
          clear()
          dealtFor = roundId
        }
        // A step repeated after a reconnect is already on the table.
        const index = typeof e.index === 'number' ? e.index : -1
        if (index >= 0 && hands.player.cards.length + hands.banker.cards.length > index) return
        dealer.deal()
        addCard(e.side, e.card, true)
      }
      if (e.step === 'result' && e.result) showWinner(asCoup(e.result as Outcome))
    },
    onRound(current, isNew) {
      dealer.talking(current.opensAt !== null && control.serverNow() < (current.closesAt ?? 0))
      if (isNew) {
        clear()
        dealtFor = 0
      }
      const o = current.result ? asCoup(current.result) : null
      if (o && current.roundId && dealtFor !== current.roundId) {
        // Opened mid-round or after it: lay the whole coup out at once.
        clear()
        dealtFor = current.roundId
        o.player.forEach((c) => addCard('player', c, false))
        o.banker.forEach((c) => addCard('banker', c, false))
      }
      if (o) showWinner(o)
    },
    historyTake: 72,
    onHistory(items) {
      // Oldest first; the bead plate fills columns of six, top to bottom.
      const results = items
        .filter((r) => r.status === 'settled' && r.result)
        .map((r) => asCoup(r.result!).winner)
        .reverse()
      beadEl.replaceChildren(...results.map((w) => roadCell(w, 0, true)))
      beadEl.setAttribute('role', 'img')
      beadEl.setAttribute('aria-label', `${S.beadPlate}: ${results.map((w) => LETTER[w]).join(' ')}`)
      const road = bigRoad(results)
      bigEl.style.setProperty('--cols', String(Math.max(12, road.columns)))
      bigEl.replaceChildren(
        ...road.cells.map((c) => {
          const cell = roadCell(c.winner, c.ties)
          cell.style.gridColumn = String(c.col + 1)
          cell.style.gridRow = String(c.row + 1)
          if (c.ties) cell.dataset.ties = String(c.ties)
          return cell
        }),
      )
      bigEl.setAttribute('role', 'img')
      bigEl.setAttribute(
        'aria-label',
        `${S.bigRoad}: ${road.cells.map((c) => LETTER[c.winner] + (c.ties ? LETTER.tie : '')).join(' ')}`,
      )
    },
  }
})
