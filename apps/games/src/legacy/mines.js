// Galata Mines: uncover safe tiles on a 5×5 field, cash out before a mine.
;(function () {
  'use strict'
  const { S, t, h, api, fmt, sounds, toast, layout, stakeControl, notifyBalance } = window.Galata
  const ui = layout((r) => {
    const found = r.result && r.result.revealed ? r.result.revealed.length : 0
    return t('minesRecent', { mines: r.params.mines, found })
  })

  let round = null
  let busy = false
  const tiles = Array.from({ length: 25 }, (_, i) =>
    h('button', {
      type: 'button',
      class: 'tile',
      'data-tile': String(i),
      'aria-label': String(i + 1),
      onclick: () => reveal(i),
    }),
  )
  const grid = h('div', { class: 'mines-grid' }, tiles)
  const message = h('p', { class: 'message', 'aria-live': 'polite' }, S.pickTile)
  const minesSelect = h(
    'select',
    { class: 'input', 'aria-label': S.minesCount, 'data-testid': 'mines-count' },
    Array.from({ length: 24 }, (_, i) =>
      h('option', { value: String(i + 1), selected: i + 1 === 3 }, String(i + 1)),
    ),
  )
  const stake = stakeControl({ min: 0.1, max: 10000 }, 1)
  const startBtn = h(
    'button',
    { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: start },
    S.start,
  )
  const cashBtn = h(
    'button',
    { type: 'button', class: 'btn gold big', 'data-testid': 'cashout', onclick: cashOut, disabled: true },
    S.cashOut,
  )
  const current = h('strong', {}, '1.0000×')
  const nextOut = h('strong', {}, '–')

  ui.stage.append(h('div', { class: 'mines-stage' }, grid, message))
  ui.controls.append(
    stake.el,
    h('label', { class: 'field' }, h('span', {}, S.minesCount), minesSelect),
    h(
      'dl',
      { class: 'stats' },
      h('div', {}, h('dt', {}, S.multiplier), h('dd', {}, current)),
      h('div', {}, h('dt', {}, S.next), h('dd', {}, nextOut)),
    ),
    startBtn,
    cashBtn,
  )

  // Display only (games/mines.ts): 0.99 · C(25,k)/C(25−m,k).
  function multiplierAfter(m, k) {
    if (k === 0) return 1
    let r = 0.99
    for (let i = 0; i < k; i++) r *= (25 - i) / (25 - m - i)
    return Math.floor(r * 10000) / 10000
  }

  function paint() {
    const revealed = round ? round.state.revealed || [] : []
    const result = round && round.status !== 'open' ? round.result : null
    tiles.forEach((tile, i) => {
      tile.className = 'tile'
      tile.textContent = ''
      tile.disabled = !round || round.status !== 'open' || busy
      if (revealed.includes(i)) {
        tile.classList.add('gem')
        tile.innerHTML = window.GalataArt.icon('gem')
      }
      if (result && result.mines && result.mines.includes(i)) {
        tile.classList.add(result.hit === i ? 'boom' : 'mine')
        tile.innerHTML = window.GalataArt.icon('mine')
      } else if (result && !revealed.includes(i)) tile.classList.add('dim')
    })
    const open = round && round.status === 'open'
    const m = round ? Number(round.params.mines) : Number(minesSelect.value)
    const k = revealed.length
    current.textContent = multiplierAfter(m, k).toFixed(4) + '×'
    nextOut.textContent = k < 25 - m ? multiplierAfter(m, k + 1).toFixed(4) + '×' : '–'
    startBtn.disabled = Boolean(open) || busy
    cashBtn.disabled = !open || k === 0 || busy
    minesSelect.disabled = Boolean(open)
    stake.input.disabled = Boolean(open)
    if (open && k > 0)
      cashBtn.textContent = S.cashOut + ' ' + fmt(Math.floor(round.stake * 100 * multiplierAfter(m, k)) / 100)
    else cashBtn.textContent = S.cashOut
  }

  async function call(path, body) {
    busy = true
    paint()
    try {
      const r = await api('POST', path, body)
      round = r.round
      ui.setBalance(r.balance)
      ui.setSeed(r.seed)
      if (round.status !== 'open') {
        ui.pushRound(round)
        if (round.payout > 0) {
          message.textContent = t('youWon', { amount: fmt(round.payout) })
          sounds.win()
        } else {
          message.textContent = S.boom
          sounds.lose()
        }
      } else message.textContent = S.pickTile
      notifyBalance()
      return r
    } catch (e) {
      toast(e.message, 'error')
    } finally {
      busy = false
      paint()
    }
  }

  function start() {
    sounds.click()
    return call('galata-mines/start', { stake: stake.value(), mines: Number(minesSelect.value) })
  }
  function reveal(i) {
    if (!round || round.status !== 'open' || busy) return
    sounds.click()
    return call('galata-mines/reveal', { roundId: round.roundId, tile: i })
  }
  function cashOut() {
    if (!round) return
    return call('galata-mines/cashout', { roundId: round.roundId })
  }
  minesSelect.addEventListener('change', paint)

  api('GET', 'galata-mines/state')
    .then((s) => {
      ui.setBalance(s.balance)
      ui.setSeed(s.seed)
      ui.setRecent(s.recent)
      // A round left open (closed tab, restart) resumes where it was.
      round = s.openRound
      paint()
    })
    .catch((e) => toast(e.message, 'error'))
  paint()
})()
