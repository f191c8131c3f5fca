import { type dragonTigerStrings, type DragonTigerRoundOutcome } from '@galata/contract'
import type { DragonTigerOutcome } from '@galata/game-math/tables/dragon-tiger'
import { startGame } from '../sdk'
import { runTable, type Outcome, type TableBaseKey, type TableData } from '../sdk/table'
import { cardName, cardSvg, dealerFigure } from '../sdk/table-art'

// Galata Dragon Tiger: one card to Dragon, one to Tiger, from a shoe shuffled for each shared round
// (docs/shared-rounds.md). The dealer turns over the cards the server fixed at the close.

/** The table's own strings (the contract's `dragonTigerStrings`). */
type DragonTigerStringKey = keyof typeof dragonTigerStrings

type Key = TableBaseKey | DragonTigerStringKey

const game = startGame<Key, TableData<Key>>()
const { data, S, t, h, pct } = game
const rtp = (key: string) => pct((data.spotRtps[key] ?? 0) * 100)
// The contract's outcome of this game (docs/rounds.md "Outcomes"), the shape the engine's maths reads.
const asDeal = (o: Outcome): DragonTigerOutcome => o as DragonTigerRoundOutcome
type Side = 'dragon' | 'tiger'
const LETTER = { dragon: S.letterDragon, tiger: S.letterTiger, tie: S.letterTie }

runTable(game, (control) => {
  const dealer = dealerFigure()
  const slot = (side: Side) => h('div', { class: 'lt-cards', role: 'group', 'data-testid': `${side}-card` })
  const slots = { dragon: slot('dragon'), tiger: slot('tiger') }
  const boxes = {
    dragon: h('div', { class: 'lt-hand dragon' }, h('h2', {}, S.dragon), slots.dragon),
    tiger: h('div', { class: 'lt-hand tiger' }, h('h2', {}, S.tiger), slots.tiger),
  }
  let dealtFor = 0

  function put(side: Side, card: number | null, fresh: boolean) {
    slots[side].replaceChildren(cardSvg(card, fresh))
    if (card === null) slots[side].removeAttribute('aria-label')
    else slots[side].setAttribute('aria-label', cardName(card))
  }
  function clear() {
    put('dragon', null, false)
    put('tiger', null, false)
    boxes.dragon.classList.remove('won')
    boxes.tiger.classList.remove('won')
  }
  function showWinner(o: DragonTigerOutcome) {
    boxes.dragon.classList.toggle('won', o.winner !== 'tiger')
    boxes.tiger.classList.toggle('won', o.winner !== 'dragon')
  }
  const badge = (o: Outcome) => {
    const w = asDeal(o).winner
    return h(
      'span',
      { class: `lt-badge ${w === 'dragon' ? 'banker' : w === 'tiger' ? 'player' : 'tie'}`, title: S[w] },
      LETTER[w],
    )
  }
  clear()

  return {
    scene: h(
      'div',
      { class: 'lt-scene' },
      dealer.svg,
      h('div', { class: 'lt-felt dt' }, boxes.dragon, boxes.tiger),
    ),
    board: h(
      'div',
      { class: 'lt-board dt', role: 'group', 'aria-label': S.stake },
      control.spot('dragon', h('span', { class: 'lt-name' }, S.dragon, h('small', {}, '1:1')), {
        class: 'lt-main banker',
      }),
      control.spot('tie', h('span', { class: 'lt-name' }, S.tie, h('small', {}, '11:1')), {
        class: 'lt-main tie',
      }),
      control.spot('tiger', h('span', { class: 'lt-name' }, S.tiger, h('small', {}, '1:1')), {
        class: 'lt-main player',
      }),
      control.spot('suitedTie', h('span', { class: 'lt-name' }, S.suitedTie, h('small', {}, '50:1')), {
        class: 'lt-side tie lt-wide',
      }),
    ),
    help: [
      h('p', {}, S.rulesIntro),
      h(
        'ul',
        {},
        h('li', {}, t('payoutDragonTiger', { rtp: rtp('dragon') })),
        h('li', {}, t('payoutTie', { rtp: rtp('tie') })),
        h('li', {}, t('payoutSuitedTie', { rtp: rtp('suitedTie') })),
      ),
    ],
    badge,
    resultLine: (o) => {
      const d = asDeal(o)
      const line =
        d.winner === 'tie'
          ? d.suitedTie
            ? S.suitedTieResult
            : S.tieResult
          : t('wins', { side: S[d.winner] })
      return [line, ` · ${cardName(d.dragon)} – ${cardName(d.tiger)} `, badge(o)]
    },
    onStep(roundId, e) {
      if (e.step === 'card' && (e.side === 'dragon' || e.side === 'tiger') && typeof e.card === 'number') {
        if (dealtFor !== roundId) {
          clear()
          dealtFor = roundId
        }
        if (slots[e.side].getAttribute('aria-label')) return
        dealer.deal()
        put(e.side, e.card, true)
      }
      if (e.step === 'result' && e.result) showWinner(asDeal(e.result as Outcome))
    },
    onRound(current, isNew) {
      dealer.talking(current.opensAt !== null && control.serverNow() < (current.closesAt ?? 0))
      if (isNew) {
        clear()
        dealtFor = 0
      }
      const o = current.result ? asDeal(current.result) : null
      if (o && current.roundId && dealtFor !== current.roundId) {
        dealtFor = current.roundId
        put('dragon', o.dragon, false)
        put('tiger', o.tiger, false)
      }
      if (o) showWinner(o)
    },
  }
})
