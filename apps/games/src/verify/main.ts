import type { ApiBody, RoundVerify } from '@galata/contract'
import { createCall } from '../sdk/api'
import type { TvStringKey } from '../sdk/draw-show'
import { h } from '../sdk/dom'
import { translator } from '../sdk/i18n'
import { readPageData, type PageData } from '../sdk/page'
import { fieldsOf, gameName, gameOptions, verifyStart, type SeedField } from './fields'

// The verify page: recompute a round from revealed seeds (the server does the HMAC, nothing secret).
// Public: no game token, no session; the answer is printed as the server gives it. Games read by
// their names, the form asks only for what the chosen game uses, and a page opened from a round
// starts with that round's values (fields.ts; docs/casino.md "The verify page").

const data = readPageData<PageData<TvStringKey> & { gameNames?: Record<string, string> }>()
const S = data.strings
const t = translator(S, data.locale)
/** The route table's public calls: no session, so no game token. */
const call = createCall({ locale: data.locale, networkText: S.network })
const names = data.gameNames ?? {}
const start = verifyStart(location.search)
const game = h(
  'select',
  { class: 'input', name: 'game', 'data-testid': 'verify-game' },
  gameOptions(names).map((g) => h('option', { value: g.value, selected: start.game === g.value }, g.label)),
)
const serverSeed = h('input', {
  class: 'input',
  name: 'serverSeed',
  value: start.serverSeed,
  maxlength: '64',
})
const clientSeed = h('input', {
  class: 'input',
  name: 'clientSeed',
  value: start.clientSeed,
  maxlength: '64',
})
const nonce = h('input', {
  class: 'input',
  name: 'nonce',
  type: 'number',
  min: '0',
  value: start.nonce,
})
const mines = h('input', {
  class: 'input',
  name: 'mines',
  type: 'number',
  min: '1',
  max: '24',
  value: start.mines,
})
const field = (label: string, input: HTMLElement, name: SeedField) =>
  h('label', { class: 'field', 'data-field': name }, h('span', {}, label), input)
const fields: Record<SeedField, HTMLElement> = {
  serverSeed: field(S.serverSeed, serverSeed, 'serverSeed'),
  clientSeed: field(S.clientSeed, clientSeed, 'clientSeed'),
  nonce: field('Nonce', nonce, 'nonce'),
  mines: field(S.minesCount, mines, 'mines'),
}
/** Only the inputs the chosen game uses are shown (and sent). */
function showFields() {
  const used = fieldsOf(game.value)
  for (const [name, el] of Object.entries(fields)) el.hidden = !used.includes(name as SeedField)
}
game.addEventListener('change', showFields)
showFields()
const out = h('pre', { class: 'verify-out', 'aria-live': 'polite', 'data-testid': 'verify-out' })
async function verifySeeds() {
  type VerifyBody = ApiBody<'originals/verify'>
  const body: VerifyBody = {
    // The select offers only the contract's games (fields.ts).
    game: game.value as VerifyBody['game'],
    serverSeed: serverSeed.value.trim(),
    clientSeed: clientSeed.value,
    nonce: Number(nonce.value),
  }
  if (fieldsOf(game.value).includes('mines')) body.mines = Number(mines.value)
  out.textContent = await call('originals/verify', { body }).then(
    (answer) => JSON.stringify(answer, null, 2),
    (e: unknown) => (e as Error).message,
  )
}
const form = h(
  'form',
  {
    class: 'panel verify',
    'data-testid': 'seed-verify',
    onsubmit: (e) => {
      e.preventDefault()
      void verifySeeds()
    },
  },
  h('h1', {}, S.verifyTitle),
  h('p', {}, S.verifyIntro),
  h('label', { class: 'field' }, h('span', {}, S.game), game),
  fields.serverSeed,
  fields.clientSeed,
  fields.nonce,
  fields.mines,
  h('button', { class: 'btn primary', type: 'submit' }, S.verify),
  h('h2', {}, S.outcome),
  out,
)

// A shared round (live tables, TV games): GET /api/rounds/verify/{id} recomputes the commit, the close
// value from the published bet lines and the outcome; each check shows ✓ or ✗.

const roundInput = h('input', {
  class: 'input',
  name: 'round',
  inputmode: 'numeric',
  pattern: '[0-9]*',
  maxlength: '15',
  value: start.round,
  'data-testid': 'round-id',
})
const roundOut = h('div', { class: 'rv-out', 'aria-live': 'polite', 'data-testid': 'round-verify' })

/** A result in words: balls, a pocket, a wheel stop (the JSON otherwise). */
function resultText(r: Record<string, unknown> | null): string {
  if (!r) return '–'
  // A bingo game: the balls called, in order (the tickets and the full order follow below).
  if (Array.isArray(r.calls) && typeof r.callsMade === 'number')
    return (r.calls as number[]).slice(0, r.callsMade).join(' · ')
  if (Array.isArray(r.balls)) return (r.balls as number[]).join(' · ')
  if (typeof r.pocket === 'number') return String(r.pocket)
  if (typeof r.number === 'number')
    return typeof r.multiplier === 'number' && r.multiplier > 1
      ? `${r.number} ×${r.multiplier}`
      : String(r.number)
  return JSON.stringify(r)
}

const mark = (ok: boolean | null) =>
  ok === null
    ? ''
    : h(
        'span',
        { class: ok ? 'rv-ok' : 'rv-bad', 'data-testid': ok ? 'rv-ok' : 'rv-bad' },
        ok ? `✓ ${S.rvMatch}` : `✗ ${S.rvMismatch}`,
      )

function showRound(v: RoundVerify) {
  const row = (label: string, value: Node | string, check: boolean | null = null) =>
    h('div', { class: 'rv-row' }, h('dt', {}, label), h('dd', {}, value, ' ', mark(check)))
  roundOut.replaceChildren(
    h(
      'dl',
      { class: 'rv-list' },
      row(S.rvRoundId, String(v.roundId)),
      row(S.rvGame, gameName(names, v.gameCode)),
      row(S.rvCommit, h('code', { class: 'hash' }, v.commit), v.commitMatches),
      row(S.rvSeed, h('code', { class: 'hash' }, v.serverSeed)),
      row(
        S.rvMode,
        h(
          'span',
          { 'data-testid': 'rv-mode' },
          v.fairnessMode === 'beacon' ? S.rvModeBeacon : S.rvModeEmbedded,
          // A table set for the beacon that had to close this round with the embedded value says why.
          v.beaconFallback ? ` (${S[`rvFallback_${v.beaconFallback}`]})` : '',
        ),
      ),
      v.beacon ? row(S.rvBeaconRound, String(v.beacon.round), v.beacon.roundMatches) : '',
      v.beacon
        ? row(S.rvBeaconSignature, h('code', { class: 'hash' }, v.beacon.signature), v.beacon.signatureValid)
        : '',
      row(S.rvClose, h('code', { class: 'hash' }, v.closeValue ?? '–'), v.closeValueMatches),
      row(
        `${S.rvBets} (${v.betLines.length})`,
        v.betLines.length
          ? h(
              'ol',
              { class: 'rv-bets' },
              v.betLines.map((l) => h('li', {}, h('code', {}, l))),
            )
          : S.rvNoBets,
      ),
      row(S.rvStored, resultText(v.storedResult)),
      row(S.rvRecomputed, resultText(v.recomputedResult), v.matches),
    ),
    v.status === 'void' ? h('p', {}, S.rvVoid) : '',
  )
  if (v.gameCode.startsWith('galata-bingo-') && v.status !== 'void') void showBingo(v.roundId)
}

/** One ticket as a grid (0: a blank square, or the 75-ball card's free centre). */
function ticketGrid(grid: number[][], label: string) {
  return h(
    'table',
    { class: 'rv-ticket' },
    h('caption', {}, label),
    h(
      'tbody',
      {},
      grid.map((row) =>
        h(
          'tr',
          {},
          row.map((n) => h('td', { class: n ? '' : 'blank' }, n ? String(n) : '')),
        ),
      ),
    ),
  )
}

// A bingo game: GET /api/bingo/games/{id} redraws the whole call order and every ticket from the
// revealed seed; the page prints both so anyone can check each ticket against the calls.
async function showBingo(id: number) {
  const g = await call('bingo/games/:id', { params: { id } }).catch(() => null)
  const v = g?.verification
  if (!g || !v) return
  const callsMade = g.calls.length
  roundOut.append(
    h(
      'section',
      { class: 'rv-bingo', 'aria-labelledby': 'rv-bingo-title', 'data-testid': 'bingo-verify' },
      h('h3', { id: 'rv-bingo-title' }, t('rvBingoTitle', { id: g.gameId })),
      h('p', {}, S.rvBingoOutcome, ' ', mark(v.outcomeMatches)),
      h('h4', {}, t('rvCallOrder', { n: v.callOrder.length })),
      h(
        'ol',
        { class: 'rv-calls', 'data-testid': 'bingo-call-order' },
        v.callOrder.map((ball, i) => h('li', { class: i < callsMade ? 'called' : '' }, String(ball))),
      ),
      h('p', {}, t('rvCallsMade', { n: callsMade })),
      h('h4', {}, t('rvTickets', { n: v.tickets.length })),
      v.tickets.length
        ? h(
            'div',
            { class: 'rv-tickets', 'data-testid': 'bingo-tickets' },
            v.tickets.map((x) => ticketGrid(x.grid, t('rvTicket', { bet: x.betId, n: x.index + 1 }))),
          )
        : h('p', {}, S.rvNoTickets),
    ),
  )
}

async function verifyShared() {
  const id = roundInput.value.trim()
  if (!/^[1-9]\d{0,14}$/.test(id)) {
    roundOut.textContent = S.rvIntro
    return
  }
  await call('rounds/verify/:roundId', { params: { roundId: id } }).then(showRound, (e: unknown) => {
    roundOut.textContent = (e as Error).message
  })
}

const roundForm = h(
  'form',
  {
    class: 'panel verify',
    'aria-labelledby': 'rv-title',
    onsubmit: (e) => {
      e.preventDefault()
      void verifyShared()
    },
  },
  h('h2', { id: 'rv-title' }, S.rvTitle),
  h('p', {}, S.rvIntro),
  h('label', { class: 'field' }, h('span', {}, S.rvRoundId), roundInput),
  h('button', { class: 'btn primary', type: 'submit', 'data-testid': 'round-verify-submit' }, S.verify),
  roundOut,
)

const root = document.getElementById('app')!
root.removeAttribute('aria-busy')
if (start.round) {
  // Opened from a shared round: that round's check, which names the page's one heading.
  roundForm.replaceChild(h('h1', { id: 'rv-title' }, S.rvTitle), roundForm.querySelector('#rv-title')!)
  root.replaceChildren(roundForm)
  void verifyShared()
} else {
  root.replaceChildren(form, roundForm)
  if (start.runSeeds) void verifySeeds()
}
