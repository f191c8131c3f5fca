import { SLOT_STRIP, slotGlyph, type SimGame, type SimOutcome, type SlotSymbol } from './games.js'
import type { SimSession } from './dialect.js'

/*
 * The game page the play window frames (docs/providers.md "Simulator"): one self-contained HTML
 * document per launch in the launch's language, a dark page with its script served beside it
 * (`/play.js`, so the page needs no inline script), talking only to the simulator's own origin.
 */

type Lang = 'tr' | 'en'

const STRINGS = {
  tr: {
    demo: '{provider} demo içeriği',
    note: 'Bu oyunu Galata’nın {provider} simülatörü oynatır; bakiye, sitedeki bakiyenizdir.',
    balance: 'Bakiye',
    stake: 'Bahis',
    play: { slot: 'Çevir', dice: 'Zar at', wheel: 'Çarkı çevir' },
    high: 'Yüksek (52–100)',
    low: 'Alçak (1–49)',
    choice: 'Tahmininiz',
    playing: 'Oynanıyor…',
    won: 'Kazandınız: {win}',
    lost: 'Bu turda kazanç yok.',
    poor: 'Bakiyeniz bu bahis için yetersiz.',
    limit: 'Bir limitiniz bu bahsi engelliyor.',
    refused: 'Bahis alınmadı ({status}).',
    cancelled: 'Tur iptal edildi; bahis iade edildi ({status}).',
    failed: 'Bağlantı sorunu, lütfen tekrar deneyin.',
    rtp: 'Oyuncuya dönüş oranı: %{rtp}',
    back: 'Lobiye dön',
    rules: {
      slot: 'Üç aynı sembol bahsin 10 ile 40 katı arasında öder; tam iki kiraz bahsi geri verir.',
      dice: '1 ile 100 arasında bir sayı atılır. Alçak 1–49’da, yüksek 52–100’de kazanır ve bahsin 2 katını öder.',
      wheel: 'Yirmi dilimin on biri boştur; diğerleri bahsin 1,5 ile 4,2 katı arasında öder.',
    },
    rolled: 'Atılan sayı: {roll}',
    wheelResult: 'Çark: ×{m}',
    symbols: { cherry: 'kiraz', lemon: 'limon', bell: 'çan', star: 'yıldız', seven: 'yedi' },
  },
  en: {
    demo: '{provider} demo content',
    note: 'This game is played by Galata’s {provider} simulator; the balance is your balance on the site.',
    balance: 'Balance',
    stake: 'Stake',
    play: { slot: 'Spin', dice: 'Roll', wheel: 'Spin the wheel' },
    high: 'High (52–100)',
    low: 'Low (1–49)',
    choice: 'Your call',
    playing: 'Playing…',
    won: 'You won {win}',
    lost: 'No win this round.',
    poor: 'Your balance is too low for this stake.',
    limit: 'One of your limits stops this bet.',
    refused: 'The bet was not taken ({status}).',
    cancelled: 'Round cancelled; the stake was refunded ({status}).',
    failed: 'Connection problem, please try again.',
    rtp: 'Return to player: {rtp}%',
    back: 'Back to lobby',
    rules: {
      slot: 'Three of a kind pays 10 to 40 times the stake; exactly two cherries return the stake.',
      dice: 'A number from 1 to 100 is rolled. Low wins on 1–49, high on 52–100, and pays twice the stake.',
      wheel: 'Eleven of the twenty segments are empty; the others pay 1.5 to 4.2 times the stake.',
    },
    rolled: 'Rolled: {roll}',
    wheelResult: 'Wheel: ×{m}',
    symbols: { cherry: 'cherry', lemon: 'lemon', bell: 'bell', star: 'star', seven: 'seven' },
  },
} as const

const locale = (lang: Lang) => (lang === 'tr' ? 'tr-TR' : 'en-GB')
const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
export const formatKurus = (kurus: number, lang: Lang) =>
  new Intl.NumberFormat(locale(lang), { style: 'currency', currency: 'TRY' }).format(kurus / 100)

/** The outcome in words, in the page's language (the page shows it and a screen reader reads it). */
export function describeOutcome(outcome: SimOutcome, lang: Lang): string {
  const s = STRINGS[lang]
  if (outcome.kind === 'slot') return outcome.reels.map((r) => `${slotGlyph(r)} ${s.symbols[r]}`).join(' · ')
  if (outcome.kind === 'dice') return s.rolled.replace('{roll}', String(outcome.roll))
  return s.wheelResult.replace(
    '{m}',
    new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 2 }).format(outcome.multiplier100 / 100),
  )
}

/** The message for a round's end, in the page's language. */
export function roundMessage(
  report: { state: 'settled' | 'refused' | 'cancelled'; status: string; reason?: 'funds' | 'limit' },
  win: number,
  lang: Lang,
): string {
  const s = STRINGS[lang]
  if (report.state === 'settled') return win > 0 ? s.won.replace('{win}', formatKurus(win, lang)) : s.lost
  if (report.reason === 'funds' || report.status === 'RS_ERROR_NOT_ENOUGH_MONEY') return s.poor
  if (report.reason === 'limit' || report.status === 'RS_ERROR_LIMIT_REACHED') return s.limit
  return (report.state === 'cancelled' ? s.cancelled : s.refused).replace('{status}', report.status)
}

/** The game page of a launched session; `label` names the provider it plays as. */
export function gamePage(session: SimSession, game: SimGame, label = session.provider): string {
  const lang = session.lang
  const s = {
    ...STRINGS[lang],
    demo: STRINGS[lang].demo.replace('{provider}', label),
    note: STRINGS[lang].note.replace('{provider}', label),
  }
  const rtp = new Intl.NumberFormat(locale(lang), { minimumFractionDigits: 2 }).format(game.rtpBp / 100)
  const data = {
    session: session.id,
    lang,
    kind: game.kind,
    lobbyOrigin: new URL(session.lobbyUrl).origin,
    strings: { playing: s.playing, failed: s.failed, play: s.play[game.kind] },
  }
  const stakes = game.stakes
    .map(
      (k, i) => `<option value="${k}"${i === 0 ? ' selected' : ''}>${escape(formatKurus(k, lang))}</option>`,
    )
    .join('')
  const reels =
    game.kind === 'slot'
      ? `<div class="reels" data-testid="sim-reels" aria-hidden="true">${[0, 1, 2]
          .map(() => `<span class="reel">${slotGlyph(SLOT_STRIP[9] as SlotSymbol)}</span>`)
          .join('')}</div>`
      : ''
  const choice =
    game.kind === 'dice'
      ? `<fieldset class="choice"><legend>${escape(s.choice)}</legend>
<label><input type="radio" name="choice" value="high" checked> ${escape(s.high)}</label>
<label><input type="radio" name="choice" value="low"> ${escape(s.low)}</label></fieldset>`
      : ''
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(game.name[lang])} · ${escape(s.demo)}</title>
<link rel="stylesheet" href="/play.css">
</head>
<body>
<main>
<header>
<h1>${escape(game.name[lang])}</h1>
<p class="badge">${escape(s.demo)}</p>
</header>
<p class="note">${escape(s.note)}</p>
<p class="balance">${escape(s.balance)}: <output data-testid="sim-balance" data-kurus="">…</output></p>
${reels}
<form id="round">
<label for="stake">${escape(s.stake)}</label>
<select id="stake" name="stake" data-testid="sim-stake">${stakes}</select>
${choice}
<button type="submit" data-testid="sim-play">${escape(s.play[game.kind])}</button>
</form>
<div role="status" aria-live="polite" class="result" data-testid="sim-result" data-state="" data-stake="" data-win=""></div>
<p class="rules">${escape(game.rules?.[lang] ?? s.rules[game.kind])}</p>
<p class="rtp">${escape(s.rtp.replace('{rtp}', rtp))}</p>
<p><button type="button" id="back" class="link">${escape(s.back)}</button></p>
</main>
<script type="application/json" id="sim-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>
<script src="/play.js" defer></script>
</body>
</html>`
}

export const PAGE_CSS = `:root{color-scheme:dark}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#12142a;color:#f5f1e8;font:16px/1.5 system-ui,sans-serif}
main{max-width:560px;margin:0 auto;padding:16px}
header{display:flex;align-items:center;gap:12px;flex-wrap:wrap}
h1{font-size:1.5rem;margin:0}
.badge{margin:0;padding:2px 10px;border-radius:999px;background:#3a1650;color:#f5f1e8;font-size:.85rem}
.note,.rules,.rtp{color:#c9c6d8;font-size:.9rem}
.balance{font-size:1.1rem}
output{font-weight:700}
.reels{display:flex;gap:10px;margin:12px 0}
.reel{display:grid;place-items:center;width:72px;height:88px;border-radius:10px;background:#f5f1e8;color:#12142a;font-size:2.4rem;font-weight:700}
form{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:12px 0}
select,button{font:inherit;border-radius:8px;min-height:44px;padding:0 14px}
select{background:#1f2347;color:#f5f1e8;border:1px solid #6b6f9e}
button{background:#f4b400;color:#12142a;border:0;font-weight:700;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
button.link{background:none;color:#f5f1e8;text-decoration:underline;padding:0}
button:focus-visible,select:focus-visible,input:focus-visible{outline:3px solid #8fd3ff;outline-offset:2px}
fieldset{border:1px solid #6b6f9e;border-radius:8px;display:flex;gap:14px}
legend{padding:0 4px}
.result{min-height:3em;font-size:1.1rem;font-weight:600}
`

/** The page's script: plays a round through the simulator, shows it, and tells the site's window the balance moved. */
export const PAGE_JS = `(() => {
  const data = JSON.parse(document.getElementById('sim-data').textContent)
  const fmt = new Intl.NumberFormat(data.lang === 'tr' ? 'tr-TR' : 'en-GB', { style: 'currency', currency: 'TRY' })
  const balance = document.querySelector('[data-testid="sim-balance"]')
  const result = document.querySelector('[data-testid="sim-result"]')
  const form = document.getElementById('round')
  const button = form.querySelector('button')
  const reels = document.querySelectorAll('.reel')
  const show = (kurus) => {
    if (typeof kurus !== 'number') return
    balance.dataset.kurus = String(kurus)
    balance.textContent = fmt.format(kurus / 100)
  }
  const post = (type) => { if (window.parent !== window) window.parent.postMessage({ type }, data.lobbyOrigin) }
  fetch('/play/' + data.session + '/state').then((r) => r.json()).then((s) => show(s.balance), () => {})
  document.getElementById('back').addEventListener('click', () => post('exit'))
  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    button.disabled = true
    button.textContent = data.strings.playing
    result.dataset.state = ''
    try {
      const choice = form.querySelector('input[name="choice"]:checked')
      const res = await fetch('/play/' + data.session + '/round', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stake: Number(form.stake.value), choice: choice ? choice.value : undefined }),
      })
      const round = await res.json()
      if (!res.ok) throw new Error(round.message || data.strings.failed)
      if (round.glyphs) round.glyphs.forEach((g, i) => { if (reels[i]) reels[i].textContent = g })
      show(round.balance)
      result.dataset.stake = String(round.stake)
      result.dataset.win = String(round.win)
      result.dataset.state = round.state
      result.textContent = (round.outcome ? round.outcome + ' — ' : '') + round.message
      post('balance')
    } catch (err) {
      result.dataset.state = 'error'
      result.textContent = err && err.message ? err.message : data.strings.failed
    } finally {
      button.disabled = false
      button.textContent = data.strings.play
    }
  })
})()
`
