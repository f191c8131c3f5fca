import type { RoundBetView, RoundCurrent, RoundDecision, RoundHistoryItem } from '@galata/contract'
import type { Game } from './index'
import type { Child } from './dom'
import type { PageData } from './page'
import { createRound, type RoundStringKey } from './round'

/*
 * The shell of a shared-round table page (docs/shared-rounds.md): one round for every player, the
 * server's clock deciding the phase, bets on spots with chips, the players' count and total, the last
 * results, the player's own bets and the round's seed commitment. A table brings its scene (host and
 * artwork), its bet spots, how a result looks and what each reveal step animates; the server alone
 * decides and pays.
 */

/** The strings every table page reads (the contract's `tableStrings`). */
export type TableBaseKey = RoundStringKey

/** The verify page for a shared round (public, same origin as the game page). */
export const verifyUrl = (roundId: number, locale: string) =>
  `/originals/verify?round=${roundId}&lang=${locale}`

export interface TableData<K extends string> extends PageData<K> {
  /** `decide`/`window`: a table with a decision phase (its length and each step's, ms). */
  timings: {
    betting: number
    reveal: number
    result: number
    period: number
    decide?: number
    window?: number
  }
  /** The best bet's RTP in percent. */
  rtp: number
  /** Each bet family's RTP as a fraction (the help panel lists them). */
  spotRtps: Record<string, number>
}

/** A message on the table's hub topic (tables.loop.ts). */
export interface TableEvent {
  t: string
  roundId?: number
  step?: string
  players?: number
  totalBets?: number
  now?: number
  [field: string]: unknown
}

export type Phase = 'scheduled' | 'open' | 'closed' | 'deciding' | 'revealing' | 'settled' | 'void'

export type Outcome = Record<string, unknown>

/** What the shell gives a table while it builds its view. */
export interface TableControl {
  /** A bet spot: a button that adds the chosen chip to `spot`, with the amount laid on it shown. */
  spot(spot: string, label: Child, attrs?: { class?: string; 'aria-label'?: string }): HTMLButtonElement
  /** Adds the chosen chip to `spot` (for a table's own bet controls). */
  add(spot: string): void
  /** Writes the result line now (tables with `autoResult: false` choose the moment), or clears it. */
  showResult(result: Outcome | null): void
  serverNow(): number
  current(): RoundCurrent | null
  /**
   * A decision on one of the player's bets (tables with a decision phase): the answer's decision, or
   * null when the server refused it (the reason is shown as a toast; a closed step re-reads the state).
   */
  act(decision: RoundDecision, action: string): Promise<RoundDecision | null>
}

/** What a table brings. */
export interface TableView {
  /** The host and the table artwork. */
  scene: Node
  /** The bet spots (made with `control.spot`). */
  board: Node
  /** The help panel's rules and payouts (after the host note, before the fairness note). */
  help: Child
  /** The compact look of a result (last results, the player's bets). */
  badge(result: Outcome): Node
  /** The line under the timer once the result is public. */
  resultLine(result: Outcome): Child
  /** A reveal step of the round on screen arrived (cards, ball). */
  onStep(roundId: number, event: TableEvent): void
  /** The round on screen changed, or its state was read again (a new round clears the table). */
  onRound(current: RoundCurrent, isNew: boolean): void
  /** Settled rounds were read again (newest first), e.g. for road maps. */
  onHistory?(items: RoundHistoryItem[]): void
  /** How many settled rounds `onHistory` wants. */
  historyTake?: number
  /** What a spot stakes for a chip amount (lira; roulette's neighbours stake five chips). */
  stakeOf?(spot: string, amount: number): number
  /** Called four times a second with the phase the server's clock says. */
  onFrame?(phase: Phase): void
  /** False: the shell does not write the result line itself (the table lands its animation first). */
  autoResult?: boolean
  /** Tables with a decision phase: the player's bets being decided, after every state read and action. */
  onDecisions?(decisions: RoundDecision[]): void
  /** Tables with a decision phase: a step began (`round.decision`: its number, end and public cards). */
  onDecisionStep?(roundId: number, event: TableEvent): void
}

export function runTable<K extends string>(
  game: Game<K | TableBaseKey, TableData<K | TableBaseKey>>,
  build: (control: TableControl) => TableView,
): void {
  const { data, S, t, h, fmt, sounds } = game
  const round = createRound<K, TableEvent>(game, {
    onState(state) {
      renderCurrent()
      renderMyBets()
      view.onDecisions?.(state.decisions ?? [])
    },
    onMyBets: () => renderMyBets(),
    onPlacing: () => renderPending(),
    onStats: () => renderCurrent(),
    onReveal(e) {
      const current = round.current()!
      if (e.step === 'result' && e.result && typeof e.result === 'object') {
        current.result = e.result as Outcome
        if (view.autoResult !== false) showResult(current.result)
      }
      view.onStep(e.roundId!, e)
    },
    onDecision: (e) => view.onDecisionStep?.(e.roundId!, e),
    onFrame: frame,
    wonLine,
    winSound: (b) => (b.payout ?? 0) > b.stake,
  })
  const { serverNow, balanceEl } = round

  let shownRound = 0
  let historyFor = 0
  /** Spot → lira laid out but not confirmed. */
  const pending = new Map<string, number>()
  const spotMarks = new Map<string, HTMLElement>()

  function add(spot: string) {
    pending.set(spot, Math.round(((pending.get(spot) ?? 0) + round.chip()) * 100) / 100)
    sounds.click()
    renderPending()
  }
  const control: TableControl = {
    add,
    showResult: (result) => (result ? showResult(result) : resultEl.replaceChildren()),
    spot(spot, label, attrs = {}) {
      const mark = h('span', { class: 'lt-stake', 'aria-hidden': 'true' })
      spotMarks.set(spot, mark)
      return h(
        'button',
        {
          class: `lt-spot ${attrs.class ?? ''}`,
          type: 'button',
          'data-testid': `spot-${spot}`,
          'aria-label': attrs['aria-label'],
          onclick: () => add(spot),
        },
        label,
        mark,
      )
    },
    serverNow,
    current: round.current,
    act: round.act,
  }
  const view = build(control)

  // -------------------------------------------------------------------------------------------
  // DOM

  const helpDialog: HTMLDialogElement = h(
    'dialog',
    { class: 'lr-help', 'aria-labelledby': 'lt-help-title' },
    h('h2', { id: 'lt-help-title' }, S.help),
    h('p', { class: 'lr-host-note' }, S.hostLabel),
    view.help,
    h('p', {}, S.rulesFairness),
    h('button', { class: 'btn', type: 'button', onclick: (): void => helpDialog.close() }, S.close),
  )
  const phaseEl = h('p', { class: 'lr-phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'phase' })
  const timerEl = h('span', { class: 'lr-timer', 'data-testid': 'timer' })
  const resultEl = h('div', { class: 'lr-result', 'aria-live': 'polite', 'data-testid': 'result' })
  const roundEl = h('span', { class: 'lr-round' })
  const playersEl = h('span', { 'data-testid': 'players' })
  const totalEl = h('span', { 'data-testid': 'total-bets' })
  const lastEl = h('ol', { class: 'lr-last', 'aria-label': S.lastResults })
  const commitEl = h('code', { class: 'hash' })
  const modeEl = h('span', { 'data-testid': 'fairness-mode' })
  const pendingEl = h('p', { class: 'lr-pending', 'data-testid': 'pending' })
  const myBetsEl = h('ul', { class: 'recent-list', 'data-testid': 'my-bets' })
  const confirmBtn = h(
    'button',
    { class: 'btn primary', type: 'button', onclick: () => void placeBets() },
    S.placeBets,
  )
  const clearBtn = h(
    'button',
    { class: 'btn ghost', type: 'button', onclick: () => (pending.clear(), renderPending()) },
    S.clearBets,
  )
  const chipButtons = round.chipButtons('lr-chip')

  const app = document.getElementById('app')!
  app.removeAttribute('aria-busy')
  app.replaceChildren(
    h(
      'div',
      { class: 'lr lt' },
      h(
        'header',
        { class: 'top' },
        h('h1', {}, data.title),
        h('span', { class: 'balance' }, S.balance, ' ', balanceEl),
        h('button', { class: 'btn small', type: 'button', onclick: () => helpDialog.showModal() }, S.help),
      ),
      h(
        'section',
        { class: 'lr-stage' },
        view.scene,
        h('p', { class: 'lr-host-note' }, S.hostLabel),
        h('div', { class: 'lr-status' }, phaseEl, timerEl, resultEl),
        h('div', { class: 'lr-info' }, roundEl, playersEl, totalEl),
        h('div', {}, h('h2', { class: 'lr-h' }, S.lastResults), lastEl),
      ),
      h(
        'section',
        { class: 'lr-bets' },
        h('div', { class: 'lr-chips', role: 'group', 'aria-label': S.chip }, chipButtons),
        view.board,
        h('div', { class: 'row' }, pendingEl, clearBtn, confirmBtn),
      ),
      h(
        'aside',
        { class: 'panel' },
        h('h2', {}, S.myBets),
        myBetsEl,
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

  // -------------------------------------------------------------------------------------------
  // Rendering

  function renderPending() {
    let total = 0
    for (const [spot, amount] of pending) total += view.stakeOf ? view.stakeOf(spot, amount) : amount
    for (const [spot, mark] of spotMarks) {
      const amount = pending.get(spot)
      mark.textContent = amount ? fmt(amount) : ''
    }
    pendingEl.textContent = pending.size ? t('pendingTotal', { amount: fmt(total) }) : ''
    confirmBtn.disabled = pending.size === 0 || round.placing()
    clearBtn.disabled = pending.size === 0
  }

  function renderCurrent() {
    const current = round.current()
    if (!current) return
    round.renderInfo({ round: roundEl, players: playersEl, total: totalEl, commit: commitEl, mode: modeEl })
    // Each past round opens the verify page (seed, close value, bets and the recomputed result).
    lastEl.replaceChildren(
      ...current.lastResults.map((r) =>
        h(
          'li',
          {},
          h(
            'a',
            {
              href: verifyUrl(r.roundId, data.locale),
              target: '_blank',
              rel: 'noopener',
              'aria-label': `${S.verifyLink}: ${t('roundNo', { id: r.roundId })}`,
            },
            r.result ? view.badge(r.result) : '–',
          ),
        ),
      ),
    )
    const isNew = (current.roundId ?? 0) !== shownRound
    shownRound = current.roundId ?? 0
    if (isNew) resultEl.replaceChildren()
    view.onRound(current, isNew)
    if (current.result && view.autoResult !== false) showResult(current.result)
    const lastSettled = current.lastResults[0]?.roundId ?? 0
    if (view.onHistory && lastSettled !== historyFor) {
      historyFor = lastSettled
      void loadHistory()
    }
  }

  function showResult(result: Outcome) {
    resultEl.replaceChildren(h('span', {}, view.resultLine(result)))
  }

  async function loadHistory() {
    // The road maps wait for the next round's read when this one fails.
    const items = await round.history(view.historyTake ?? 60)
    if (items) view.onHistory!(items)
  }

  /** A paid bet: a win above the stake, or the stake (a push) or part of it (Dragon Tiger's tie) back. */
  function wonLine(b: RoundBetView): string {
    const payout = b.payout ?? 0
    return t(payout > b.stake ? 'wonAmount' : 'returnedAmount', { amount: fmt(payout) })
  }

  function renderMyBets() {
    const myBets = round.myBets()
    myBetsEl.replaceChildren(
      ...(myBets.length
        ? myBets.slice(0, 10).map((b) => {
            const state = round.betState(b)
            return h(
              'li',
              { class: b.status },
              h('span', {}, t('roundNo', { id: b.roundId })),
              h('span', {}, fmt(b.stake)),
              b.result ? view.badge(b.result) : '',
              h('span', { class: 'amount' }, state),
            )
          })
        : [h('li', { class: 'empty' }, S.noRounds)]),
    )
  }

  /** The phase the clock says, between hub events. */
  function phaseNow(): Phase {
    const current = round.current()
    if (!current || !current.opensAt || !current.closesAt || !current.revealEndsAt) return 'scheduled'
    const now = serverNow()
    if (current.status === 'void') return 'void'
    if (now < current.opensAt) return 'scheduled'
    if (now < current.closesAt) return 'open'
    if (data.timings.decide && now < current.closesAt + data.timings.decide) return 'deciding'
    if (now < current.revealEndsAt)
      return current.result || current.status === 'revealing' ? 'revealing' : 'closed'
    return current.status === 'settled' ? 'settled' : 'revealing'
  }

  function frame() {
    const current = round.current()
    const phase = phaseNow()
    const key = `phase_${phase}` as const
    if (phaseEl.textContent !== S[key]) phaseEl.textContent = S[key]
    const now = serverNow()
    const until =
      phase === 'open'
        ? current!.closesAt!
        : phase === 'deciding'
          ? stepEnd(now)
          : phase === 'scheduled' && current?.opensAt
            ? current.opensAt
            : null
    timerEl.textContent = until ? t('secondsLeft', { s: Math.max(0, Math.ceil((until - now) / 1000)) }) : ''
    app.dataset.phase = phase
    view.onFrame?.(phase)
  }

  /** When the decision step holding `now` ends. */
  function stepEnd(now: number): number {
    const closes = round.current()!.closesAt!
    const w = data.timings.window ?? 1
    return closes + (Math.floor((now - closes) / w) + 1) * w
  }

  function placeBets() {
    const bets = [...pending].map(([spot, amount]) => ({ spot, amount }))
    void round.bet(bets, () => pending.clear())
  }

  renderPending()
  round.start()
}
