import { ORIGINALS_SLOT_GAMES } from '@galata/contract'
import { h } from '../sdk/dom'
import { readPageData, type PageData } from '../sdk/page'

// The verify page: recompute a round from revealed seeds (the server does the HMAC, nothing secret).
// Public: no game token, no session; the answer is printed as the server gives it.

const data = readPageData<PageData>()
const S = data.strings
const q = new URLSearchParams(location.search)
const GAMES = [
  'galata-dice',
  'galata-mines',
  'galata-roulette',
  'galata-blackjack',
  ...ORIGINALS_SLOT_GAMES,
  'galata-plinko',
  'galata-keno',
  'galata-limbo',
  'galata-hilo',
  'galata-coinflip',
  'galata-scratch',
  'galata-tower',
]
const game = h(
  'select',
  { class: 'input', name: 'game' },
  GAMES.map((g) => h('option', { value: g, selected: q.get('game') === g }, g)),
)
const serverSeed = h('input', {
  class: 'input',
  name: 'serverSeed',
  value: q.get('serverSeed') || '',
  maxlength: '64',
})
const clientSeed = h('input', {
  class: 'input',
  name: 'clientSeed',
  value: q.get('clientSeed') || '',
  maxlength: '64',
})
const nonce = h('input', {
  class: 'input',
  name: 'nonce',
  type: 'number',
  min: '0',
  value: q.get('nonce') || '0',
})
const mines = h('input', {
  class: 'input',
  name: 'mines',
  type: 'number',
  min: '1',
  max: '24',
  value: q.get('mines') || '3',
})
const out = h('pre', { class: 'verify-out', 'aria-live': 'polite' })
const form = h(
  'form',
  {
    class: 'panel verify',
    onsubmit: async (e) => {
      e.preventDefault()
      const body: Record<string, string | number> = {
        game: game.value,
        serverSeed: serverSeed.value.trim(),
        clientSeed: clientSeed.value,
        nonce: Number(nonce.value),
      }
      if (game.value === 'galata-mines') body.mines = Number(mines.value)
      const res = await fetch('/api/originals/verify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-locale': data.locale },
        body: JSON.stringify(body),
      })
      const json = (await res.json().catch(() => null)) as {
        success?: boolean
        data?: unknown
        message?: string
      } | null
      out.textContent =
        json && json.success ? JSON.stringify(json.data, null, 2) : (json && json.message) || 'Error'
    },
  },
  h('h1', {}, S.verifyTitle),
  h('p', {}, S.verifyIntro),
  h('label', { class: 'field' }, h('span', {}, S.game), game),
  h('label', { class: 'field' }, h('span', {}, S.serverSeed), serverSeed),
  h('label', { class: 'field' }, h('span', {}, S.clientSeed), clientSeed),
  h('label', { class: 'field' }, h('span', {}, 'Nonce'), nonce),
  h('label', { class: 'field' }, h('span', {}, S.minesCount), mines),
  h('button', { class: 'btn primary', type: 'submit' }, S.verify),
  h('h2', {}, S.outcome),
  out,
)
document.getElementById('app')!.replaceChildren(form)
document.getElementById('app')!.removeAttribute('aria-busy')
