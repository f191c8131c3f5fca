import { VF_CORRECT_SCORES, VF_MARKET_RTP_BP } from '@galata/game-math/tables/virtual-football'
import type { vfStrings } from '@galata/contract'
import { startGame } from '../sdk'
import type { PageData } from '../sdk/page'
import { createRound, type RoundStringKey } from '../sdk/round'
import { svgEl } from '../sdk/table-art'

// The virtual football leagues (docs/virtual-sports.md): a match day of four concurrent matches per
// shared round. The fixtures and prices come with the round; the server alone draws the scores at the
// close and pays. One match at a time is on the animated pitch, with its commentary and its board.

/** The page's strings: its own (the contract's `vfStrings`) over the shared rounds'. */
type VfStringKey = keyof typeof vfStrings | RoundStringKey

interface VfData extends PageData<VfStringKey> {
  timings: { betting: number; reveal: number; result: number; period: number }
  rtp: number
}

interface TableEvent {
  t: string
  roundId?: number
  step?: string
  match?: number
  kind?: MomentKind
  side?: 'home' | 'away'
  minute?: number
  score?: [number, number]
  scores?: [number, number][]
  now?: number
}

interface Team {
  code: string
  name: string
  attack: number
  defence: number
  colour: string
}
interface Fixture {
  home: Team
  away: Team
  prices: Record<string, number>
}
interface Goal {
  minute: number
  side: 'home' | 'away'
}
type MomentKind = 'chance' | 'save' | 'corner' | 'card'
interface Moment {
  minute: number
  side: 'home' | 'away'
  kind: MomentKind
}
interface Match {
  home: string
  away: string
  score: [number, number]
  goals: Goal[]
  events: Moment[]
}
interface MatchDay {
  matches: Match[]
}

const game = startGame<VfStringKey, VfData>()
const { data, S, t, h, fmt, num, sounds } = game
const MARKETS: {
  key: 'market_1x2' | 'market_ou' | 'market_btts' | 'market_cs'
  rtp: number
  picks: string[]
}[] = [
  { key: 'market_1x2', rtp: VF_MARKET_RTP_BP['1x2'], picks: ['1x2:1', '1x2:x', '1x2:2'] },
  { key: 'market_ou', rtp: VF_MARKET_RTP_BP.ou, picks: ['ou:over', 'ou:under'] },
  { key: 'market_btts', rtp: VF_MARKET_RTP_BP.btts, picks: ['btts:yes', 'btts:no'] },
  { key: 'market_cs', rtp: VF_MARKET_RTP_BP.cs, picks: VF_CORRECT_SCORES.map((s) => `cs:${s}`) },
]

// ---------------------------------------------------------------------------------------------
// State

const round = createRound<VfStringKey, TableEvent>(game, {
  onState(state, previous) {
    if (state.current.roundId !== previous?.roundId) boardFor = 0
    renderCurrent()
    renderMyBets()
  },
  onMyBets: () => renderMyBets(),
  onPlacing: () => renderSlip(),
  onReveal,
  onFrame: frame,
})
const { serverNow, balanceEl } = round
/** The match (0-based) on the pitch and the board. */
let selected = 0
/** Spot (`{match}:{pick}`) → chip total (lira) on the slip, not yet confirmed. */
const pending = new Map<string, number>()
/** What is known of the match day being played: per match its score and commentary so far. */
interface LiveMatch {
  score: [number, number]
  lines: { minute: number; kind: string; side: 'home' | 'away' | null; text: string }[]
}
let live: { roundId: number; matches: LiveMatch[]; final: boolean } | null = null
/** The last moment of the selected match, for the ball on the pitch: side attacking and when. */
let lastMoment: { side: 'home' | 'away'; kind: string; at: number } | null = null

const fixtures = (): Fixture[] =>
  ((round.current()?.fixture as { matches?: Fixture[] } | null)?.matches ?? []) as Fixture[]
const price = (p: number) => num(p / 100, 2)
const scoreText = (s: readonly [number, number]) => `${s[0]} – ${s[1]}`
const splitSpot = (spot: string) => {
  const i = spot.indexOf(':')
  return { match: Number(spot.slice(0, i)) - 1, pick: spot.slice(i + 1) }
}

function pickLabel(pick: string, f: Fixture | undefined): string {
  const [, choice] = pick.split(':') as [string, string]
  if (pick.startsWith('cs:')) return choice.replace('-', '–')
  if (pick === '1x2:1' && f) return f.home.name
  if (pick === '1x2:2' && f) return f.away.name
  return S[`spot_${choice}` as VfStringKey]
}

// ---------------------------------------------------------------------------------------------
// DOM

const helpDialog: HTMLDialogElement = h(
  'dialog',
  { class: 'lr-help', 'aria-labelledby': 'vf-help-title' },
  h('h2', { id: 'vf-help-title' }, S.help),
  h('p', { class: 'vf-note' }, S.simNote),
  h('p', {}, S.rulesIntro),
  h('p', {}, S.rulesPrices),
  h(
    'ul',
    {},
    MARKETS.map((m) => h('li', {}, t('rtpMarket', { market: S[m.key], rtp: num(m.rtp / 100, 2) }))),
  ),
  h('p', {}, S.rulesFairness),
  h('button', { class: 'btn', type: 'button', onclick: (): void => helpDialog.close() }, S.close),
)

const phaseEl = h('p', { class: 'vf-phase', role: 'status', 'aria-live': 'polite', 'data-testid': 'phase' })
const timerEl = h('span', { class: 'vf-timer', 'data-testid': 'timer' })
const roundEl = h('span', { class: 'vf-round' })
const tabsEl = h('div', {
  class: 'vf-tabs',
  role: 'group',
  'aria-label': S.matches,
  'data-testid': 'matches',
})
const homeEl = h('div', { class: 'vf-team home' })
const awayEl = h('div', { class: 'vf-team away' })
const scoreEl = h('div', { class: 'vf-score', 'data-testid': 'score', 'aria-live': 'polite' }, '–')
const clockEl = h('div', { class: 'vf-clock', 'data-testid': 'clock' })
// The commentary scrolls once it outgrows its box: focusable, so a keyboard can scroll it too.
const commentaryEl = h('ol', {
  class: 'vf-commentary',
  'data-testid': 'commentary',
  'aria-label': S.commentary,
  tabindex: '0',
})
const boardEl = h('div', { class: 'vf-board', 'data-testid': 'board' })
const slipEl = h('ul', { class: 'vf-slip', 'aria-label': S.betSlip })
const pendingEl = h('p', { class: 'vf-pending', 'data-testid': 'pending' })
const lastEl = h('ol', { class: 'vf-last', 'aria-label': S.lastResults })
const myBetsEl = h('ul', { class: 'recent-list', 'data-testid': 'my-bets' })
const commitEl = h('code', { class: 'hash' })

// The pitch (105 × 68 units): lines, two goals, the ball and a flash for a goal. Decorative beside
// the score and the commentary, which say the same in text.
const ball = svgEl('circle', { class: 'vf-ball', cx: 52.5, cy: 34, r: 1.6 })
const flash = svgEl('text', { class: 'vf-flash', x: 52.5, y: 38, 'text-anchor': 'middle' }, '')
const homeMark = svgEl('rect', { x: 2, y: 2, width: 4, height: 4, rx: 1 })
const awayMark = svgEl('rect', { x: 99, y: 2, width: 4, height: 4, rx: 1 })
const pitchSvg = svgEl(
  'svg',
  { viewBox: '0 0 105 68', class: 'vf-field', role: 'img', 'data-testid': 'pitch' },
  svgEl('rect', { x: 0, y: 0, width: 105, height: 68, class: 'vf-grass' }),
  ...Array.from({ length: 7 }, (_, i) =>
    svgEl('rect', { x: i * 15, y: 0, width: 7.5, height: 68, class: 'vf-stripe' }),
  ),
  svgEl(
    'g',
    { class: 'vf-lines' },
    svgEl('rect', { x: 1, y: 1, width: 103, height: 66 }),
    svgEl('line', { x1: 52.5, y1: 1, x2: 52.5, y2: 67 }),
    svgEl('circle', { cx: 52.5, cy: 34, r: 9.15 }),
    svgEl('rect', { x: 1, y: 13.85, width: 16.5, height: 40.3 }),
    svgEl('rect', { x: 87.5, y: 13.85, width: 16.5, height: 40.3 }),
    svgEl('rect', { x: 1, y: 24.85, width: 5.5, height: 18.3 }),
    svgEl('rect', { x: 98.5, y: 24.85, width: 5.5, height: 18.3 }),
  ),
  svgEl('rect', { x: -1, y: 30.35, width: 2, height: 7.3, class: 'vf-goal' }),
  svgEl('rect', { x: 104, y: 30.35, width: 2, height: 7.3, class: 'vf-goal' }),
  homeMark,
  awayMark,
  ball,
  flash,
)
// Named from the start: axe (and a screen reader) may meet the pitch before the first fixture is drawn.
const titleEl = svgEl('title', {}, S.pitch)
pitchSvg.prepend(titleEl)

const confirmBtn = h(
  'button',
  { class: 'btn primary', type: 'button', 'data-testid': 'confirm', onclick: () => void placeBets() },
  S.placeBets,
)
const clearBtn = h(
  'button',
  {
    class: 'btn',
    type: 'button',
    onclick: () => {
      pending.clear()
      renderSlip()
    },
  },
  S.clearBets,
)
const chipButtons = round.chipButtons('vf-chip', undefined, fmt)

const app = document.getElementById('app')!
app.removeAttribute('aria-busy')
app.replaceChildren(
  h(
    'div',
    { class: 'vf' },
    h(
      'header',
      { class: 'top' },
      h('h1', {}, data.title),
      h('span', { class: 'balance' }, S.balance, ' ', balanceEl),
      h('button', { class: 'btn small', type: 'button', onclick: () => helpDialog.showModal() }, S.help),
    ),
    h(
      'section',
      { class: 'vf-stage' },
      h('div', { class: 'vf-status' }, roundEl, phaseEl, timerEl),
      tabsEl,
      h('div', { class: 'vf-pitch' }, homeEl, h('div', { class: 'vf-mid' }, scoreEl, clockEl), awayEl),
      pitchSvg,
      h('h2', { class: 'vf-h' }, S.commentary),
      commentaryEl,
      h('p', { class: 'vf-note' }, S.simNote),
      h('h2', { class: 'vf-h' }, S.lastResults),
      lastEl,
    ),
    h(
      'section',
      { class: 'vf-bets' },
      h('div', { class: 'vf-chips', role: 'group', 'aria-label': S.chip }, chipButtons),
      boardEl,
      h('h2', { class: 'vf-h' }, S.betSlip),
      slipEl,
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
        h('dl', {}, h('dt', {}, S.commitLabel), h('dd', {}, commitEl)),
      ),
    ),
  ),
  helpDialog,
)

// ---------------------------------------------------------------------------------------------
// Commentary

function teamName(f: Fixture | undefined, side: 'home' | 'away') {
  return (side === 'home' ? f?.home.name : f?.away.name) ?? ''
}

function line(
  f: Fixture | undefined,
  kind: string,
  side: 'home' | 'away' | null,
  minute: number,
  score?: [number, number],
) {
  const vars = {
    minute,
    team: side ? teamName(f, side) : '',
    home: f?.home.name ?? '',
    away: f?.away.name ?? '',
    score: score ? scoreText(score) : '',
  }
  return { minute, kind, side, text: t(`c_${kind}` as VfStringKey, vars) }
}

function emptyLive(roundId: number): NonNullable<typeof live> {
  const fx = fixtures()
  return {
    roundId,
    final: false,
    matches: Array.from({ length: Math.max(fx.length, 1) }, (_, m) => ({
      score: [0, 0] as [number, number],
      lines: [line(fx[m], 'kickoff', null, 0)],
    })),
  }
}

/** The whole story of a played match day, from its result (a page that opens after the match). */
function liveFromResult(roundId: number, day: MatchDay): NonNullable<typeof live> {
  const fx = fixtures()
  return {
    roundId,
    final: true,
    matches: day.matches.map((m, i) => {
      const f = fx[i]
      const lines = [line(f, 'kickoff', null, 0)]
      const score: [number, number] = [0, 0]
      const story = [
        ...m.goals.map((g) => ({ ...g, kind: 'goal' as const })),
        ...(m.events ?? []).map((e) => ({ ...e })),
      ].sort((a, b) => a.minute - b.minute || (a.kind === 'goal' ? -1 : 1))
      let half = false
      for (const e of story) {
        if (!half && e.minute > 45) {
          lines.push(line(f, 'half', null, 45, [...score]))
          half = true
        }
        if (e.kind === 'goal') {
          score[e.side === 'home' ? 0 : 1] += 1
          lines.push(line(f, 'goal', e.side, e.minute, [...score]))
        } else lines.push(line(f, e.kind, e.side, e.minute))
      }
      if (!half) lines.push(line(f, 'half', null, 45, [...score]))
      lines.push(line(f, 'full', null, 90, m.score))
      return { score: m.score, lines }
    }),
  }
}

// ---------------------------------------------------------------------------------------------
// Rendering

function teamCard(team: Team) {
  return [
    h('span', { class: 'vf-shirt', style: `background:${team.colour}`, 'aria-hidden': 'true' }),
    h('strong', {}, team.name),
    h('small', {}, t('ratings', { a: num(team.attack, 2), d: num(team.defence, 2) })),
  ]
}

/** The match buttons: made once a round (so focus stays on the one pressed), their scores kept current. */
let tabsFor = 0
function renderTabs() {
  const current = round.current()
  const fx = fixtures()
  if (tabsFor !== current?.roundId) {
    tabsFor = current?.roundId ?? 0
    tabsEl.replaceChildren(
      ...fx.map((f, m) =>
        h(
          'button',
          {
            class: 'vf-tab',
            type: 'button',
            'aria-label': t('watchMatch', { n: m + 1, home: f.home.name, away: f.away.name }),
            'data-match': m + 1,
            onclick: () => {
              selected = m
              lastMoment = null
              boardFor = 0
              renderBoard()
              renderLive()
            },
          },
          h('span', { class: 'vf-tab-no' }, t('matchNo', { n: m + 1 })),
          h('span', { class: 'vf-tab-score' }),
        ),
      ),
    )
  }
  fx.forEach((f, m) => {
    const tab = tabsEl.children[m]
    if (!tab) return
    tab.setAttribute('aria-pressed', String(m === selected))
    const s = live && live.roundId === current?.roundId ? live.matches[m]?.score : null
    tab.lastElementChild!.textContent = `${f.home.code} ${s ? scoreText(s) : '–'} ${f.away.code}`
  })
}

let boardFor = 0
function renderBoard() {
  const current = round.current()
  const f = fixtures()[selected]
  if (!current?.roundId || !f || boardFor === current.roundId) return
  boardFor = current.roundId
  homeEl.replaceChildren(...teamCard(f.home))
  awayEl.replaceChildren(...teamCard(f.away))
  homeMark.setAttribute('fill', f.home.colour)
  awayMark.setAttribute('fill', f.away.colour)
  titleEl.textContent = t('pitchLabel', { home: f.home.name, away: f.away.name })
  boardEl.replaceChildren(
    ...MARKETS.map((m) =>
      h(
        'fieldset',
        { class: 'vf-market' },
        h('legend', {}, `${t('matchNo', { n: selected + 1 })} · ${S[m.key]}`),
        ...m.picks.map((pick) => {
          const p = f.prices[pick]
          const spot = `${selected + 1}:${pick}`
          const label = pickLabel(pick, f)
          return h(
            'button',
            {
              class: 'vf-price',
              type: 'button',
              'data-spot': spot,
              disabled: p === undefined,
              title: p === undefined ? S.notOffered : undefined,
              'aria-label': p === undefined ? `${label}: ${S.notOffered}` : `${label} ${price(p)}`,
              onclick: () => {
                pending.set(spot, Math.round(((pending.get(spot) ?? 0) + round.chip()) * 100) / 100)
                renderSlip()
              },
            },
            h('span', {}, label),
            h('b', {}, p === undefined ? '–' : price(p)),
          )
        }),
      ),
    ),
  )
}

function renderSlip() {
  const fx = fixtures()
  let total = 0 // in kuruş, so the sum is exact
  slipEl.replaceChildren(
    ...[...pending].map(([spot, amount]) => {
      total += Math.round(amount * 100)
      const { match, pick } = splitSpot(spot)
      const p = fx[match]?.prices[pick]
      return h(
        'li',
        {},
        h('span', {}, `${t('matchNo', { n: match + 1 })} · ${pickLabel(pick, fx[match])}`),
        h('span', {}, p ? price(p) : ''),
        h('span', { class: 'amount' }, fmt(amount)),
      )
    }),
  )
  pendingEl.textContent = pending.size ? t('pendingTotal', { amount: fmt(total / 100) }) : ''
  confirmBtn.disabled = pending.size === 0 || round.placing()
  clearBtn.disabled = pending.size === 0
}

function renderLive() {
  const current = round.current()
  renderTabs()
  const m = live && live.roundId === current?.roundId ? live.matches[selected] : null
  if (!m) {
    scoreEl.textContent = '–'
    commentaryEl.replaceChildren()
    return
  }
  scoreEl.textContent = scoreText(m.score)
  // Newest first, so the latest moment is where the eye is.
  commentaryEl.replaceChildren(
    ...[...m.lines].reverse().map((l) => h('li', { class: `${l.kind} ${l.side ?? ''}` }, l.text)),
  )
}

function renderCurrent() {
  const current = round.current()
  if (!current) return
  roundEl.textContent = current.roundId ? t('roundNo', { id: current.roundId }) : ''
  commitEl.textContent = current.commit ?? ''
  if (selected >= fixtures().length) selected = 0
  renderBoard()
  const day = current.result as MatchDay | null
  if (day && current.roundId && !(live?.roundId === current.roundId && live.final))
    live = liveFromResult(current.roundId, day)
  renderLive()
  lastEl.replaceChildren(
    ...current.lastResults.map((r) => {
      const res = r.result as MatchDay | null
      return h(
        'li',
        {},
        res ? res.matches.map((m) => `${m.home} ${scoreText(m.score)} ${m.away}`).join(' · ') : '–',
      )
    }),
  )
}

function renderMyBets() {
  const myBets = round.myBets()
  myBetsEl.replaceChildren(
    ...(myBets.length
      ? myBets.slice(0, 10).map((b) => {
          const res = b.result as MatchDay | null
          const state = round.betState(b)
          // The scores of the matches this bet was on.
          const played = [...new Set(b.bets.map((x) => splitSpot(x.spot).match))].sort()
          const scores = res
            ? played
                .map((i) => res.matches[i])
                .filter((m): m is Match => !!m)
                .map((m) => `${m.home} ${scoreText(m.score)} ${m.away}`)
                .join(' · ')
            : ''
          return h(
            'li',
            { class: b.status },
            h('span', {}, t('roundNo', { id: b.roundId })),
            h('span', {}, fmt(b.stake)),
            h('span', {}, scores),
            h('span', { class: 'amount' }, state),
          )
        })
      : [h('li', { class: 'empty' }, S.noRounds)]),
  )
}

function phaseNow(): string {
  const current = round.current()
  if (!current || !current.opensAt || !current.closesAt || !current.revealEndsAt) return 'scheduled'
  const now = serverNow()
  if (current.status === 'void') return 'void'
  if (now < current.opensAt) return 'scheduled'
  if (now < current.closesAt) return 'open'
  if (now < current.revealEndsAt) return 'revealing'
  return current.status === 'settled' ? 'settled' : 'revealing'
}

/**
 * Where the ball is: on the centre spot before kick-off and after full time; in play it drifts
 * with the clock, and after a moment it runs toward the goal the attacking side aims at (home
 * attacks to the right), into the net for a goal. A smooth CSS transition moves it between frames.
 */
function placeBall(phase: string, minute: number) {
  let x = 52.5
  let y = 34
  if (phase === 'revealing' && minute < 90) {
    const tt = serverNow() / 1000
    x = 52.5 + 30 * Math.sin(tt * 0.9 + selected) * Math.cos(tt * 0.37)
    y = 34 + 22 * Math.sin(tt * 1.3 + selected * 2)
    if (lastMoment && performance.now() - lastMoment.at < 2500) {
      const toRight = lastMoment.side === 'home'
      const depth = lastMoment.kind === 'goal' ? 104 : lastMoment.kind === 'corner' ? 103 : 92
      x = toRight ? depth : 105 - depth
      y =
        lastMoment.kind === 'corner'
          ? Math.sin(tt) > 0
            ? 2
            : 66
          : lastMoment.kind === 'goal'
            ? 34
            : 28 + 12 * Math.sin(tt * 2)
    }
  }
  // SVG user units to a tenth (not a shown number: no locale formatting).
  const tenth = (v: number) => Math.round(v * 10) / 10
  ball.setAttribute('transform', `translate(${tenth(x - 52.5)} ${tenth(y - 34)})`)
  const showFlash = lastMoment?.kind === 'goal' && performance.now() - lastMoment.at < 2500
  flash.textContent = showFlash ? S.goalFlash : ''
}

function frame() {
  const current = round.current()
  const phase = phaseNow()
  const text = S[`phase_${phase}` as VfStringKey]
  if (phaseEl.textContent !== text) phaseEl.textContent = text
  const now = serverNow()
  const until =
    phase === 'open' ? current!.closesAt! : phase === 'scheduled' && current?.opensAt ? current.opensAt : null
  timerEl.textContent = until ? t('secondsLeft', { s: Math.max(0, Math.ceil((until - now) / 1000)) }) : ''
  // The match clock: 90 minutes over the first 90 % of the reveal.
  let minute = 0
  if (current?.closesAt && now >= current.closesAt && phase !== 'void') {
    minute = Math.min(90, Math.floor(((now - current.closesAt) / (data.timings.reveal * 0.9)) * 90))
    clockEl.textContent = `${minute}′`
  } else clockEl.textContent = ''
  placeBall(phase, minute)
}

// ---------------------------------------------------------------------------------------------
// Commands

function placeBets() {
  const bets = [...pending].map(([spot, amount]) => ({ spot, amount }))
  void round.bet(bets, () => pending.clear())
}

function onReveal(e: TableEvent) {
  const current = round.current()
  if (!current || e.roundId !== current.roundId) return
  if (!live || live.roundId !== e.roundId) live = emptyLive(e.roundId)
  if (live.final) return
  const fx = fixtures()
  const m = e.match ?? -1
  const lm = live.matches[m]
  if (e.step === 'goal' && lm && e.side && e.minute && e.score) {
    lm.score = e.score
    lm.lines.push(line(fx[m], 'goal', e.side, e.minute, e.score))
    if (m === selected) {
      lastMoment = { side: e.side, kind: 'goal', at: performance.now() }
      sounds.win()
    }
  }
  if (e.step === 'moment' && lm && e.side && e.minute && e.kind) {
    lm.lines.push(line(fx[m], e.kind, e.side, e.minute))
    if (m === selected) lastMoment = { side: e.side, kind: e.kind, at: performance.now() }
  }
  if ((e.step === 'half' || e.step === 'full') && e.scores)
    live.matches.forEach((x, i) => {
      const s = e.scores![i]
      if (s) x.lines.push(line(fx[i], e.step!, null, e.step === 'half' ? 45 : 90, s))
    })
  if (e.step === 'full') round.scheduleResync(100)
  renderLive()
}

renderSlip()
round.start()
