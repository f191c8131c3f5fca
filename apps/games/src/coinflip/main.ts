import { COIN_MULTIPLIER_E4, COIN_RTP_BP, type CoinSide } from '@galata/game-math/coinflip'
import { payoutOf } from '@galata/game-math/fair'
import { minorToLira, stakeMinor } from '@galata/game-math/shown'
import { startGame, type GameState, type PlayAnswer, type RoundView } from '../sdk'
import { rulesPanel, type InstantStringKey } from '../instant/common'
import type { PageData } from '../sdk/page'

// Galata Coin Flip: call heads or tails; the server flips the coin, a right call pays 1.96×.

type CoinRound = RoundView<{ side: CoinSide }, { coin: CoinSide; isWin: boolean; multiplier: number }>

const g = startGame<InstantStringKey, PageData<InstantStringKey>>()
const { S, t, h, call, fmt, mult, sounds, toast, layout, stakeControl, notifyBalance } = g
const ui = layout((round) => {
  const r = round as CoinRound
  return S[r.params.side] + ' · ' + (r.result ? S[r.result.coin] : '–')
})

let busy = false
let picked: CoinSide = 'heads'
const coin = h(
  'div',
  { class: 'coin heads', 'data-testid': 'coin', role: 'img', 'aria-label': S.heads },
  h('span', { class: 'coin-face', 'aria-hidden': 'true' }, S.heads),
)
const message = h('p', { class: 'message', 'aria-live': 'polite', 'data-testid': 'coin-message' })
const stake = stakeControl(1)
const sideButtons = (['heads', 'tails'] as const).map((side) =>
  h(
    'button',
    {
      type: 'button',
      class: 'seg' + (side === picked ? ' on' : ''),
      'aria-pressed': String(side === picked),
      'data-testid': `call-${side}`,
      onclick: () => choose(side),
    },
    S[side],
  ),
)
const payout = h('strong', {})
const playBtn = h(
  'button',
  { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: play },
  S.flip,
)
const rules = rulesPanel(g, S.coinflipRules, S.coinflipFair, COIN_RTP_BP)
rules.table.append(
  h(
    'table',
    { class: 'paytable' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, S.yourCall),
        h('th', { scope: 'col' }, S.chance),
        h('th', { scope: 'col' }, S.payoutOnWin),
      ),
    ),
    h(
      'tbody',
      {},
      h('tr', {}, h('td', {}, S.heads + ' / ' + S.tails), h('td', {}, g.pct(50)), h('td', {}, mult(1.96))),
    ),
  ),
)

ui.stage.append(h('div', { class: 'coin-stage' }, coin, message))
ui.controls.append(
  stake.el,
  h(
    'div',
    { class: 'field' },
    h('span', { id: 'coin-call' }, S.yourCall),
    h('div', { class: 'segmented', role: 'group', 'aria-labelledby': 'coin-call' }, sideButtons),
  ),
  h(
    'dl',
    { class: 'stats' },
    h('div', {}, h('dt', {}, S.winChance), h('dd', {}, g.pct(50))),
    h('div', {}, h('dt', {}, S.payoutOnWin), h('dd', {}, payout)),
  ),
  playBtn,
  rules.el,
)

function choose(side: CoinSide) {
  picked = side
  for (const [i, b] of sideButtons.entries()) {
    const on = (i === 0) === (side === 'heads')
    b.classList.toggle('on', on)
    b.setAttribute('aria-pressed', String(on))
  }
  sounds.click()
}

function refresh() {
  payout.textContent = fmt(minorToLira(payoutOf(stakeMinor(stake.value()), COIN_MULTIPLIER_E4)))
}
stake.input.addEventListener('input', refresh)
refresh()

function show(side: CoinSide) {
  coin.classList.remove('heads', 'tails')
  coin.classList.add(side)
  coin.setAttribute('aria-label', S[side])
  coin.firstElementChild!.textContent = S[side]
}

/** The coin spins for a moment (cosmetic: the server already decided). */
function spin(): Promise<void> {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return Promise.resolve()
  coin.classList.add('spinning')
  return new Promise((done) =>
    setTimeout(() => {
      coin.classList.remove('spinning')
      done()
    }, 600),
  )
}

async function play() {
  if (busy) return
  busy = true
  playBtn.disabled = true
  message.textContent = ''
  coin.classList.remove('win', 'lose')
  sounds.click()
  try {
    const [r] = await Promise.all([
      call('originals/galata-coinflip/bet', { body: { stake: stake.value(), side: picked } }) as Promise<
        PlayAnswer<CoinRound>
      >,
      spin(),
    ])
    const res = r.round.result!
    show(res.coin)
    coin.classList.add(res.isWin ? 'win' : 'lose')
    message.textContent =
      t('coinShows', { side: S[res.coin] }) +
      ' · ' +
      (res.isWin ? t('youWon', { amount: fmt(r.round.payout ?? 0) }) : S.youLost)
    if (res.isWin) sounds.win()
    else sounds.lose()
    ui.setBalance(r.balance)
    ui.setSeed(r.seed)
    ui.pushRound(r.round)
    notifyBalance()
  } catch (e) {
    toast((e as Error).message, 'error')
  } finally {
    busy = false
    playBtn.disabled = false
  }
}

;(call('originals/:game/state', { params: { game: 'galata-coinflip' } }) as Promise<GameState<CoinRound>>)
  .then((s) => {
    stake.setLimits(s.limits)
    ui.setBalance(s.balance)
    ui.setSeed(s.seed)
    ui.setRecent(s.recent)
  })
  .catch((e: Error) => toast(e.message, 'error'))
