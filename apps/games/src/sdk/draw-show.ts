import { formatDate, type RoundHistoryItem, type tableStrings, type tvStrings } from '@galata/contract'
import type { Game } from './index'
import type { PageData } from './page'
import { createRound } from './round'
import { verifyUrl } from './table'

/*
 * The TV draw shows' page (docs/tv-games.md): what Galata Keno TV, Money Wheel and Lucky 7 share on
 * the shared-round engine — the round client (round.ts): the round API, the server clock, the phase and
 * timer, the published schedule of the next draws, the player's bets, the draw history with a verify
 * link per round, the commit, the help dialog and the hub's events. A game brings its stage (the
 * animated draw), its bet controls and how it shows a result; the server alone draws and pays.
 */

/** The strings a draw show reads (the contract's `tableStrings` and `tvStrings`). */
export type TvStringKey = keyof typeof tableStrings | keyof typeof tvStrings

export interface DrawShowData extends PageData<TvStringKey> {
  timings: { betting: number; reveal: number; result: number; period: number }
  rtp: number
}

export type DrawGame = Game<TvStringKey, DrawShowData>
export type Result = Record<string, unknown>

export interface DrawEvent {
  t: string
  roundId?: number
  step?: string
  index?: number
  ball?: number
  segment?: number
  players?: number
  totalBets?: number
  result?: Result
}

export type Phase = 'scheduled' | 'open' | 'closed' | 'revealing' | 'settled' | 'void'

export interface DrawShowOptions {
  /** The animated draw. */
  stage: Node
  /** The game's bet controls (numbers, segments, markets). */
  betPanel: Node
  /** The help dialog's rules (paragraphs, tables). */
  help: Node[]
  /** The bets to place on Confirm (spot, lira). */
  collect(): { spot: string; amount: number }[]
  /** Forgets the laid-out bets (after Confirm or Clear). */
  clear(): void
  /** A settled round's result in a line (history, bets). */
  resultBadge(result: Result): Node
  /** A spot as the player reads it. */
  spotLabel(spot: string): string
  /** A new round is on the page (clear the stage); its result when already shown. */
  onRound(roundId: number, result: Result | null): void
  /** A reveal step of the round on the page (a ball, a spin), `late` when the page joined after it. */
  onStep(event: DrawEvent): void
}

export { verifyUrl }

export function createDrawShow(g: DrawGame) {
  const { data, S, t, h, fmt } = g
  let history: RoundHistoryItem[] = []
  let shownRound = 0
  let opts: DrawShowOptions | null = null
  const round = createRound<TvStringKey, DrawEvent>(g, {
    onState(state, previous) {
      const ended = previous?.lastResults[0]?.roundId !== state.current.lastResults[0]?.roundId
      renderCurrent()
      renderMyBets()
      if (ended) void loadHistory()
    },
    onMyBets: () => renderMyBets(),
    onPlacing: () => renderPending(),
    onStats: () => renderCurrent(),
    onReveal: (e) => opts?.onStep(e),
    onFrame: frame,
    chip: 1,
  })
  const { serverNow, balanceEl } = round
  const clock = (ms: number) => formatDate(ms, data.locale, { seconds: true }).split(' ')[1] ?? ''

  // -------------------------------------------------------------------------------------------
  // DOM

  const phaseEl = h('p', { class: 'tv-phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'phase' })
  const timerEl = h('span', { class: 'tv-timer', 'data-testid': 'timer' })
  const roundEl = h('span', { class: 'tv-round', 'data-testid': 'round' })
  const playersEl = h('span', { 'data-testid': 'players' })
  const totalEl = h('span', { 'data-testid': 'total-bets' })
  const nextEl = h('ol', { class: 'tv-next', 'aria-label': S.nextDraws, 'data-testid': 'next-draws' })
  const myBetsEl = h('ul', { class: 'recent-list', 'data-testid': 'my-bets' })
  const historyEl = h('ol', { class: 'tv-history', 'aria-label': S.drawHistory, 'data-testid': 'history' })
  const commitEl = h('code', { class: 'hash' })
  const modeEl = h('span', { 'data-testid': 'fairness-mode' })
  const pendingEl = h('p', { class: 'tv-pending', 'data-testid': 'pending' })
  const confirmBtn = h(
    'button',
    { class: 'btn primary', type: 'button', 'data-testid': 'confirm', onclick: () => void placeBets() },
    S.placeBets,
  )
  const clearBtn = h(
    'button',
    {
      class: 'btn ghost',
      type: 'button',
      onclick: () => {
        opts?.clear()
        renderPending()
      },
    },
    S.clearBets,
  )
  const chipButtons = round.chipButtons('tv-chip', () => renderPending())

  function mount(o: DrawShowOptions) {
    opts = o
    const helpDialog: HTMLDialogElement = h(
      'dialog',
      { class: 'tv-help', 'aria-labelledby': 'tv-help-title' },
      h('h2', { id: 'tv-help-title' }, S.help),
      h('p', { class: 'tv-note' }, S.drawNote),
      ...o.help,
      h('p', {}, S.rulesFairness),
      h('button', { class: 'btn', type: 'button', onclick: (): void => helpDialog.close() }, S.close),
    )
    const app = document.getElementById('app')!
    app.removeAttribute('aria-busy')
    app.replaceChildren(
      h(
        'div',
        { class: 'tv' },
        h(
          'header',
          { class: 'top' },
          h('h1', {}, data.title),
          h('span', { class: 'balance' }, S.balance, ' ', balanceEl),
          h('button', { class: 'btn small', type: 'button', onclick: () => helpDialog.showModal() }, S.help),
        ),
        h(
          'section',
          { class: 'tv-stage', 'aria-label': data.title },
          o.stage,
          h('p', { class: 'tv-note' }, S.drawNote),
          h('div', { class: 'tv-status' }, phaseEl, timerEl),
          h('div', { class: 'tv-info' }, roundEl, playersEl, totalEl),
        ),
        h(
          'section',
          { class: 'tv-bets', 'aria-label': S.stake },
          h('div', { class: 'tv-chips', role: 'group', 'aria-label': S.chip }, chipButtons),
          o.betPanel,
          h('div', { class: 'row' }, pendingEl, clearBtn, confirmBtn),
        ),
        h(
          'aside',
          { class: 'panel' },
          h('h2', {}, S.nextDraws),
          nextEl,
          h('h2', {}, S.myBets),
          myBetsEl,
          h('h2', {}, S.drawHistory),
          historyEl,
          h(
            'details',
            { class: 'fairness' },
            h('summary', {}, S.fairness),
            h(
              'dl',
              {},
              h('dt', {}, S.commitLabel),
              h('dd', {}, commitEl),
              h('dt', {}, S.fairnessModeLabel),
              h('dd', {}, modeEl),
            ),
          ),
        ),
      ),
      helpDialog,
    )
    renderPending()
    round.start()
    void loadHistory()
  }

  // -------------------------------------------------------------------------------------------
  // Rendering

  function renderPending() {
    const bets = opts?.collect() ?? []
    const total = bets.reduce((s, b) => s + b.amount, 0)
    pendingEl.textContent = bets.length ? t('pendingTotal', { amount: fmt(total) }) : ''
    confirmBtn.disabled = bets.length === 0 || round.placing()
    clearBtn.disabled = bets.length === 0
  }

  function verifyLink(roundId: number) {
    return h(
      'a',
      {
        class: 'tv-verify',
        href: verifyUrl(roundId, data.locale),
        target: '_blank',
        rel: 'noopener',
        'data-testid': `verify-${roundId}`,
        'aria-label': `${S.verifyLink}: ${t('roundNo', { id: roundId })}`,
      },
      S.verifyLink,
    )
  }

  function renderHistory() {
    historyEl.replaceChildren(
      ...history.map((r) =>
        h(
          'li',
          {},
          h('span', { class: 'tv-hid' }, t('roundNo', { id: r.roundId })),
          r.result && opts ? opts.resultBadge(r.result) : h('span', {}, S.voidRound),
          verifyLink(r.roundId),
        ),
      ),
    )
  }

  function renderNext() {
    const current = round.current()
    if (!current) return
    const now = serverNow()
    const draws: { opensAt: number; closesAt: number }[] = []
    if (current.opensAt && current.closesAt && current.closesAt > now)
      draws.push({ opensAt: current.opensAt, closesAt: current.closesAt })
    for (const d of current.schedule ?? [])
      if (d.closesAt > now && !draws.some((x) => x.opensAt === d.opensAt)) draws.push(d)
    nextEl.replaceChildren(
      ...draws
        .slice(0, 5)
        .map((d) =>
          h('li', { class: d.opensAt <= now ? 'on' : '' }, t('drawCloses', { close: clock(d.closesAt) })),
        ),
    )
  }

  function renderCurrent() {
    const current = round.current()
    if (!current) return
    round.renderInfo({ round: roundEl, players: playersEl, total: totalEl, commit: commitEl, mode: modeEl })
    renderNext()
    if (current.roundId && current.roundId !== shownRound) {
      shownRound = current.roundId
      opts?.onRound(current.roundId, current.result)
    }
  }

  function renderMyBets() {
    const myBets = round.myBets()
    myBetsEl.replaceChildren(
      ...(myBets.length
        ? myBets.slice(0, 8).map((b) => {
            const state = round.betState(b)
            return h(
              'li',
              { class: b.status, 'data-testid': 'my-bet' },
              h('span', {}, t('roundNo', { id: b.roundId })),
              h(
                'span',
                { class: 'tv-spots' },
                b.bets.map((s) => opts?.spotLabel(s.spot) ?? s.spot).join(' · '),
              ),
              h('span', {}, fmt(b.stake)),
              b.result && opts ? opts.resultBadge(b.result) : '',
              h('span', { class: 'amount', 'data-testid': 'bet-state' }, state),
            )
          })
        : [h('li', { class: 'empty' }, S.noRounds)]),
    )
  }

  function phaseNow(): Phase {
    const current = round.current()
    if (!current || !current.opensAt || !current.closesAt || !current.revealEndsAt) return 'scheduled'
    const now = serverNow()
    if (current.status === 'void') return 'void'
    if (now < current.opensAt) return 'scheduled'
    if (now < current.closesAt) return 'open'
    if (now < current.revealEndsAt) return current.status === 'closed' ? 'closed' : 'revealing'
    return current.status === 'settled' ? 'settled' : 'revealing'
  }

  let lastNextRender = 0
  function frame() {
    const current = round.current()
    const phase = phaseNow()
    const text = phase === 'revealing' ? S.tvPhase_revealing : S[`phase_${phase}`]
    if (phaseEl.textContent !== text) phaseEl.textContent = text
    phaseEl.dataset.phase = phase
    const now = serverNow()
    const until =
      phase === 'open'
        ? current!.closesAt!
        : phase === 'scheduled' && current?.opensAt
          ? current.opensAt
          : null
    timerEl.textContent = until ? t('secondsLeft', { s: Math.max(0, Math.ceil((until - now) / 1000)) }) : ''
    if (now - lastNextRender > 1000) {
      lastNextRender = now
      renderNext()
    }
  }

  async function loadHistory() {
    const items = await round.history(10)
    if (!items) return
    history = items
    renderHistory()
  }

  function placeBets() {
    void round.bet(opts?.collect() ?? [], () => opts?.clear())
  }

  return {
    mount,
    /** The chip chosen (lira). */
    chip: round.chip,
    /** Re-renders the pending total after the game changed its laid-out bets. */
    changed: renderPending,
    phase: phaseNow,
    current: round.current,
    serverNow,
    sounds: g.sounds,
  }
}
