// Galata Originals: what every game page shares (api, token, balance, sound, fairness panel).
// Plain browser script, no build step; served by the server under /originals/assets/.
;(function () {
  'use strict'
  const data = JSON.parse(document.getElementById('page-data').textContent)
  const S = data.strings
  const params = new URLSearchParams(location.search)
  let token = params.get('token') || sessionStorage.getItem('galata-token:' + data.game) || ''
  // The token never stays in the address bar (history, screenshots, referrers).
  if (params.has('token')) {
    sessionStorage.setItem('galata-token:' + data.game, token)
    params.delete('token')
    history.replaceState(null, '', location.pathname + (params.toString() ? '?' + params : ''))
  }

  const money = new Intl.NumberFormat(data.locale === 'tr' ? 'tr-TR' : 'en-GB', {
    style: 'currency',
    currency: 'TRY',
    minimumFractionDigits: 2,
  })
  const fmt = (n) => money.format(n)
  const t = (key, vars) =>
    (S[key] || key).replace(/\{(\w+)\}/g, (_, k) => (vars && vars[k] !== undefined ? vars[k] : ''))

  function h(tag, attrs, ...children) {
    const el = document.createElement(tag)
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue
      if (k.startsWith('on')) el.addEventListener(k.slice(2), v)
      else if (k === 'class') el.className = v
      else el.setAttribute(k, v === true ? '' : v)
    }
    for (const c of children.flat()) if (c !== null && c !== undefined && c !== false) el.append(c)
    return el
  }

  class GameError extends Error {
    constructor(message, code) {
      super(message)
      this.code = code
    }
  }

  async function api(method, path, body) {
    let res
    try {
      res = await fetch('/api/originals/' + path, {
        method,
        headers: {
          accept: 'application/json',
          'x-locale': data.locale,
          'x-game-token': token,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      })
    } catch {
      throw new GameError(S.network, 'NETWORK')
    }
    const json = await res.json().catch(() => null)
    if (!res.ok || !json || !json.success) {
      if (res.status === 401) showFatal(S.sessionExpired)
      throw new GameError((json && json.message) || S.network, json && json.code)
    }
    if (json.data && json.data.token) {
      token = json.data.token
      sessionStorage.setItem('galata-token:' + data.game, token)
    }
    return json.data
  }

  // Sound: short synthesised tones (no files to load); the mute choice is remembered.
  let audio = null
  let muted = localStorage.getItem('galata-muted') === '1'
  function tone(freq, ms, type, gain) {
    if (muted) return
    try {
      audio = audio || new AudioContext()
      const o = audio.createOscillator()
      const g = audio.createGain()
      o.type = type || 'sine'
      o.frequency.value = freq
      g.gain.setValueAtTime(gain || 0.08, audio.currentTime)
      g.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + ms / 1000)
      o.connect(g).connect(audio.destination)
      o.start()
      o.stop(audio.currentTime + ms / 1000)
    } catch {
      // No audio device: play on silently.
    }
  }
  const sounds = {
    click: () => tone(660, 60, 'square', 0.03),
    win: () => [523, 659, 784, 1046].forEach((f, i) => setTimeout(() => tone(f, 140, 'triangle'), i * 90)),
    lose: () => tone(160, 260, 'sawtooth', 0.05),
    tick: () => tone(1200, 25, 'square', 0.02),
  }

  function toast(text, kind) {
    const el = h('div', { class: 'toast ' + (kind || ''), role: 'status' }, text)
    document.body.append(el)
    setTimeout(() => el.classList.add('show'), 10)
    setTimeout(() => {
      el.classList.remove('show')
      setTimeout(() => el.remove(), 300)
    }, 3200)
  }

  function showFatal(text) {
    const app = document.getElementById('app')
    app.replaceChildren(h('div', { class: 'fatal' }, h('p', {}, text)))
  }

  /**
   * Tells the play window a round moved money, so the site's header balance refreshes. Posted to the
   * site's origin only (GAMES_ORIGIN puts this page on another one, docs/security.md).
   */
  function notifyBalance() {
    if (window.parent !== window)
      window.parent.postMessage({ type: 'balance' }, data.siteOrigin || location.origin)
  }

  /** Header (title, balance, mute), the game's own area, the fairness panel and recent rounds. */
  function layout(renderRecentRow) {
    const balance = h('strong', { class: 'balance-value', 'data-testid': 'game-balance' }, '…')
    const muteBtn = h('button', {
      class: 'icon-btn',
      type: 'button',
      'aria-pressed': String(muted),
      'aria-label': muted ? S.unmute : S.mute,
      onclick: () => {
        muted = !muted
        localStorage.setItem('galata-muted', muted ? '1' : '0')
        muteBtn.innerHTML = window.GalataArt.icon(muted ? 'soundOff' : 'soundOn')
        muteBtn.setAttribute('aria-label', muted ? S.unmute : S.mute)
        muteBtn.setAttribute('aria-pressed', String(muted))
      },
    })
    muteBtn.innerHTML = window.GalataArt.icon(muted ? 'soundOff' : 'soundOn')
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
            const r = await api('POST', data.game + '/seed', { clientSeed: client.value.trim() })
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
            toast(e.message, 'error')
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
    const app = document.getElementById('app')
    app.replaceChildren(root)
    app.removeAttribute('aria-busy')

    function setSeed(seed) {
      hash.textContent = seed.serverSeedHash
      if (document.activeElement !== client) client.value = seed.clientSeed
      nonce.textContent = String(seed.nonce)
    }
    function setBalance(value) {
      balance.textContent = fmt(value)
    }
    function setRecent(rounds) {
      recentList.replaceChildren(
        ...(rounds.length
          ? rounds
              .filter((r) => r.status !== 'open')
              .slice(0, 12)
              .map((r) => {
                const won = r.payout > 0
                return h(
                  'li',
                  { class: won ? 'won' : 'lost' },
                  h('span', { class: 'what' }, renderRecentRow(r)),
                  h('span', { class: 'amount' }, (won ? '+' : '−') + fmt(won ? r.payout : r.stake)),
                )
              })
          : [h('li', { class: 'empty' }, S.noRounds)]),
      )
    }
    let recent = []
    return {
      stage,
      controls,
      setSeed,
      setBalance,
      setRecent: (rounds) => {
        recent = rounds
        setRecent(recent)
      },
      pushRound: (round) => {
        recent = [round, ...recent.filter((r) => r.roundId !== round.roundId)]
        setRecent(recent)
      },
    }
  }

  /** Stake input with ½ and 2× buttons, held to the limits and two decimals. */
  function stakeControl(limits, initial) {
    const input = h('input', {
      class: 'input stake',
      type: 'number',
      inputmode: 'decimal',
      step: '0.01',
      min: String(limits.min),
      max: String(limits.max),
      value: String(initial),
      'aria-label': S.stake,
      'data-testid': 'stake',
    })
    const clamp = (v) => Math.min(limits.max, Math.max(limits.min, Math.round(v * 100) / 100))
    const set = (v) => (input.value = clamp(v).toFixed(2))
    const el = h(
      'label',
      { class: 'field' },
      h('span', {}, S.stake),
      h(
        'span',
        { class: 'stake-row' },
        input,
        h(
          'button',
          { type: 'button', class: 'btn small', onclick: () => set(Number(input.value) / 2) },
          S.half,
        ),
        h(
          'button',
          { type: 'button', class: 'btn small', onclick: () => set(Number(input.value) * 2) },
          S.double,
        ),
      ),
    )
    input.addEventListener('change', () => set(Number(input.value) || limits.min))
    return { el, value: () => clamp(Number(input.value) || limits.min), input }
  }

  window.Galata = { data, S, t, h, api, fmt, sounds, toast, layout, stakeControl, notifyBalance, GameError }
})()
