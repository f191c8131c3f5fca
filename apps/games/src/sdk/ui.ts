import {
  formatNumber,
  parseDecimal,
  type Locale,
  type OriginalsPlay,
  type OriginalsRound,
  type OriginalsSeed,
  type OriginalsStakeLimits,
  type OriginalsState,
} from '@galata/contract'
import { icon } from './art'
import { h } from './dom'
import type { StudioStringKey, Strings } from './i18n'
import type { GameCall } from './api'
import type { PageData } from './page'
import { isMuted, setMuted } from './sound'

/*
 * The studio's shared page parts: the toast, the fatal screen, the layout every table game uses
 * (header with title, balance and mute; the game's stage and controls; recent rounds; the
 * fairness panel) and the stake input held to the limits the server sends.
 */

/*
 * The answers are typed from the contract's schemas (packages/contract/src/originals.ts), the same
 * ones the server's route table checks its answers against: one definition each.
 */

/**
 * A round as the server lists it (`GET {game}/state` `recent`, and every play answer's `round`),
 * with the game's own `params` and `result` (`P`, `R`).
 */
export type RoundView<P = Record<string, unknown>, R = Record<string, unknown>> = Omit<
  OriginalsRound,
  'params' | 'result'
> & {
  params: P
  result: R | null
}

export type SeedView = OriginalsSeed

/** Stake limits in lira, as `GET {game}/state` sends them. */
export type StakeLimits = OriginalsStakeLimits

/** `GET {game}/state` with the game's own round type. */
export type GameState<Round = RoundView> = Omit<OriginalsState, 'openRound' | 'recent'> & {
  openRound: Round | null
  recent: Round[]
}

/** A play answer (a bet, a spin, a move) with the game's own round type. */
export type PlayAnswer<Round = RoundView> = Omit<OriginalsPlay, 'round'> & { round: Round }

export function toast(text: string, kind?: string) {
  const el = h('div', { class: 'toast ' + (kind || ''), role: 'status' }, text)
  document.body.append(el)
  setTimeout(() => el.classList.add('show'), 10)
  setTimeout(() => {
    el.classList.remove('show')
    setTimeout(() => el.remove(), 300)
  }, 3200)
}

export function showFatal(text: string) {
  document.getElementById('app')!.replaceChildren(h('div', { class: 'fatal' }, h('p', {}, text)))
}

export interface Layout {
  stage: HTMLElement
  controls: HTMLElement
  setSeed(seed: SeedView): void
  setBalance(lira: number): void
  setRecent(rounds: RoundView[]): void
  pushRound(round: RoundView): void
}

export interface LayoutDeps {
  data: PageData
  S: Strings<StudioStringKey>
  call: GameCall
  fmt: (lira: number) => string
}

/** Header (title, balance, mute), the game's own area, the fairness panel and recent rounds. */
export function gameLayout(
  { data, S, call, fmt }: LayoutDeps,
  renderRecentRow: (round: RoundView) => Node | string,
): Layout {
  const balance = h('strong', { class: 'balance-value', 'data-testid': 'game-balance' }, '…')
  const muteBtn = h('button', {
    class: 'icon-btn',
    type: 'button',
    'aria-pressed': String(isMuted()),
    'aria-label': isMuted() ? S.unmute : S.mute,
    onclick: () => {
      setMuted(!isMuted())
      muteBtn.innerHTML = icon(isMuted() ? 'soundOff' : 'soundOn')
      muteBtn.setAttribute('aria-label', isMuted() ? S.unmute : S.mute)
      muteBtn.setAttribute('aria-pressed', String(isMuted()))
    },
  })
  muteBtn.innerHTML = icon(isMuted() ? 'soundOff' : 'soundOn')
  const stage = h('section', { class: 'stage' })
  const controls = h('section', { class: 'controls' })
  const recentList = h('ol', { class: 'recent-list' })
  const hash = h('code', { class: 'hash' })
  const client = h('input', { class: 'input', maxlength: '64', 'aria-label': S.clientSeed })
  const nonce = h('span', {})
  const revealed = h('div', { class: 'revealed' })
  const rotate = h(
    'button',
    {
      class: 'btn ghost',
      type: 'button',
      onclick: async () => {
        try {
          const r = await call('originals/:game/seed', {
            params: { game: data.game },
            body: { clientSeed: client.value.trim() },
          })
          setSeed(r.seed)
          revealed.replaceChildren(
            h('span', {}, S.previousSeed + ': '),
            h('code', { class: 'hash' }, r.previous.serverSeed),
            ' ',
            h(
              'a',
              {
                href:
                  '/originals/verify?lang=' +
                  data.locale +
                  '&game=' +
                  data.game +
                  '&serverSeed=' +
                  r.previous.serverSeed +
                  '&clientSeed=' +
                  encodeURIComponent(r.previous.clientSeed) +
                  '&nonce=0',
                target: '_blank',
                rel: 'noopener',
              },
              S.verify,
            ),
          )
        } catch (e) {
          toast((e as Error).message, 'error')
        }
      },
    },
    S.rotate,
  )
  const fairness = h(
    'details',
    { class: 'panel fairness' },
    h('summary', {}, S.fairness),
    h(
      'dl',
      {},
      h('dt', {}, S.serverSeedHash),
      h('dd', {}, hash),
      h('dt', {}, S.clientSeed),
      h('dd', { class: 'row' }, client, rotate),
      h('dt', {}, S.nonce),
      h('dd', {}, nonce),
    ),
    revealed,
    h(
      'a',
      {
        href: '/originals/verify?lang=' + data.locale + '&game=' + data.game,
        target: '_blank',
        rel: 'noopener',
      },
      S.verifyTitle,
    ),
  )
  const root = h(
    'div',
    { class: 'layout game-' + data.game },
    h(
      'header',
      { class: 'top' },
      h('h1', {}, data.title),
      h('span', { class: 'balance' }, h('span', {}, S.balance), balance),
      muteBtn,
    ),
    h('div', { class: 'main' }, stage, controls),
    h(
      'div',
      { class: 'side' },
      h('section', { class: 'panel recent' }, h('h2', {}, S.recent), recentList),
      fairness,
    ),
  )
  const app = document.getElementById('app')!
  app.replaceChildren(root)
  app.removeAttribute('aria-busy')

  function setSeed(seed: SeedView) {
    hash.textContent = seed.serverSeedHash
    if (document.activeElement !== client) client.value = seed.clientSeed
    nonce.textContent = String(seed.nonce)
  }
  function paintRecent(rounds: RoundView[]) {
    recentList.replaceChildren(
      ...(rounds.length
        ? rounds
            .filter((r) => r.status !== 'open')
            .slice(0, 12)
            .map((r) => {
              const payout = r.payout ?? 0
              const won = payout > 0
              return h(
                'li',
                { class: won ? 'won' : 'lost' },
                h('span', { class: 'what' }, renderRecentRow(r)),
                h('span', { class: 'amount' }, (won ? '+' : '−') + fmt(won ? payout : r.stake)),
              )
            })
        : [h('li', { class: 'empty' }, S.noRounds)]),
    )
  }
  let recent: RoundView[] = []
  return {
    stage,
    controls,
    setSeed,
    setBalance: (value) => {
      balance.textContent = fmt(value)
    },
    setRecent: (rounds) => {
      recent = rounds
      paintRecent(recent)
    },
    pushRound: (round) => {
      recent = [round, ...recent.filter((r) => r.roundId !== round.roundId)]
      paintRecent(recent)
    },
  }
}

export interface StakeControl {
  el: HTMLElement
  input: HTMLInputElement
  /** The stake in lira, held to the limits (once known) and two decimals. */
  value(): number
  /** The limits the server sent (`GET {game}/state` `limits`). */
  setLimits(limits: StakeLimits): void
}

/**
 * Stake input with ½ and 2× buttons, held to two decimals and to the limits the server sends (none
 * before its first answer: the server refuses an out-of-range stake whatever the page does). A text
 * box, not `type="number"`, so it shows the stake as the page's language writes it ("10,00").
 */
export function stakeControl(S: Strings<StudioStringKey>, initial: number, locale: Locale): StakeControl {
  let limits: StakeLimits | null = null
  const read = () => parseDecimal(input.value, locale) ?? 0
  const input = h('input', {
    class: 'input stake',
    type: 'text',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: formatNumber(initial, locale, { decimals: 2 }),
    'aria-label': S.stake,
    'data-testid': 'stake',
  })
  const clamp = (v: number) => {
    const cents = Math.round(v * 100) / 100
    return limits ? Math.min(limits.max, Math.max(limits.min, cents)) : cents
  }
  const set = (v: number) => (input.value = formatNumber(clamp(v), locale, { decimals: 2 }))
  const fallback = () => (limits ? limits.min : initial)
  const el = h(
    'label',
    { class: 'field' },
    h('span', {}, S.stake),
    h(
      'span',
      { class: 'stake-row' },
      input,
      h('button', { type: 'button', class: 'btn small', onclick: () => set(read() / 2) }, S.half),
      h('button', { type: 'button', class: 'btn small', onclick: () => set(read() * 2) }, S.double),
    ),
  )
  input.addEventListener('change', () => set(read() || fallback()))
  return {
    el,
    input,
    value: () => clamp(read() || fallback()),
    setLimits(next) {
      limits = next
      input.min = String(next.min)
      input.max = String(next.max)
    },
  }
}
