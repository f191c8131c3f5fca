import type { instantStrings } from '@galata/contract'
import type { Game } from '../sdk'
import type { PageData } from '../sdk/page'

/*
 * What the instant games (plinko, keno, limbo, hi-lo; docs/casino.md) share on top of the SDK: their own
 * string keys (the contract's `instantStrings`)
 * and the rules panel every one of them shows (rules, paytable, RTP, how the fair floats map).
 */

export type InstantStringKey = keyof typeof instantStrings

export type InstantGame = Game<InstantStringKey, PageData<InstantStringKey>>

/**
 * The rules panel: a disclosure (keyboard and screen readers get it for free) holding the rules
 * text, the game's paytable node, the declared RTP and the fairness mapping. Answers the panel and
 * the slot the paytable is drawn into (a game redraws it when the player changes rows or picks).
 */
export function rulesPanel(g: InstantGame, rules: string, fair: string, rtpBp: number) {
  const { h, S, t, pct } = g
  const table = h('div', { class: 'paytable-slot' })
  const el = h(
    'details',
    { class: 'panel rules', 'data-testid': 'rules' },
    h('summary', {}, S.rules),
    h('p', {}, rules),
    h('h2', {}, S.paytable),
    table,
    h('p', { class: 'rtp' }, t('rtpFigure', { rtp: pct(rtpBp / 100) })),
    h('h2', {}, S.fairness),
    h('p', { class: 'dim' }, fair),
  )
  return { el, table }
}
