// Galata Dice: roll under or over a target; the slider sets the win chance and the multiplier.
;(function () {
  'use strict'
  const { S, t, h, api, fmt, sounds, toast, layout, stakeControl, notifyBalance } = window.Galata
  const ui = layout((r) => {
    const p = r.params
    const roll = r.result ? (r.result.roll / 100).toFixed(2) : '–'
    return (p.direction === 'under' ? '< ' : '> ') + (p.target / 100).toFixed(2) + ' · ' + roll
  })

  let direction = 'under'
  let busy = false
  const target = h('input', {
    type: 'range',
    min: '1',
    max: '98',
    step: '0.01',
    value: '50',
    class: 'slider',
    'aria-label': S.target,
    'data-testid': 'dice-target',
  })
  const dieFace = h('div', { class: 'dice-result', 'data-testid': 'dice-result' }, '50.00')
  const track = h('div', { class: 'dice-track' })
  const marker = h('div', { class: 'dice-marker' })
  track.append(marker)
  const chance = h('strong', {})
  const multi = h('strong', {})
  const payout = h('strong', {})
  const targetOut = h('strong', {})
  const underBtn = h(
    'button',
    { type: 'button', class: 'seg on', onclick: () => setDirection('under') },
    S.rollUnder,
  )
  const overBtn = h(
    'button',
    { type: 'button', class: 'seg', onclick: () => setDirection('over') },
    S.rollOver,
  )
  const stake = stakeControl({ min: 0.1, max: 10000 }, 1)
  const rollBtn = h(
    'button',
    { type: 'button', class: 'btn primary big', 'data-testid': 'play', onclick: roll },
    S.roll,
  )
  const message = h('p', { class: 'message', 'aria-live': 'polite' })

  ui.stage.append(
    h(
      'div',
      { class: 'dice-stage' },
      dieFace,
      track,
      h(
        'div',
        { class: 'dice-scale' },
        h('span', {}, '0'),
        h('span', {}, '25'),
        h('span', {}, '50'),
        h('span', {}, '75'),
        h('span', {}, '100'),
      ),
      target,
      message,
    ),
  )
  ui.controls.append(
    stake.el,
    h('div', { class: 'segmented', role: 'group' }, underBtn, overBtn),
    h(
      'dl',
      { class: 'stats' },
      h('div', {}, h('dt', {}, S.target), h('dd', {}, targetOut)),
      h('div', {}, h('dt', {}, S.winChance), h('dd', {}, chance)),
      h('div', {}, h('dt', {}, S.multiplier), h('dd', {}, multi)),
      h('div', {}, h('dt', {}, S.payoutOnWin), h('dd', {}, payout)),
    ),
    rollBtn,
  )

  // Mirrors the server's math (games/dice.ts) for display; the server's answer is what counts.
  function winning() {
    const tgt = Math.round(Number(target.value) * 100)
    return direction === 'under' ? tgt : 9999 - tgt
  }
  function multiplier() {
    return Math.floor((9900 * 10000) / winning()) / 10000
  }
  function refresh() {
    const tgt = Number(target.value)
    targetOut.textContent = (direction === 'under' ? '< ' : '> ') + tgt.toFixed(2)
    chance.textContent = (winning() / 100).toFixed(2) + '%'
    multi.textContent = multiplier().toFixed(4) + '×'
    payout.textContent = fmt(Math.floor(stake.value() * 100 * multiplier()) / 100)
    track.style.setProperty('--split', tgt + '%')
    track.classList.toggle('over', direction === 'over')
  }
  function setDirection(d) {
    direction = d
    underBtn.classList.toggle('on', d === 'under')
    overBtn.classList.toggle('on', d === 'over')
    sounds.click()
    refresh()
  }
  target.addEventListener('input', refresh)
  stake.input.addEventListener('input', refresh)
  refresh()

  async function roll() {
    if (busy) return
    busy = true
    rollBtn.disabled = true
    message.textContent = ''
    dieFace.classList.remove('win', 'lose')
    dieFace.classList.add('rolling')
    const spinner = setInterval(() => {
      dieFace.textContent = ((Math.floor(performance.now() * 7.31) % 10000) / 100).toFixed(2)
      sounds.tick()
    }, 50)
    try {
      const r = await api('POST', 'galata-dice/bet', {
        stake: stake.value(),
        target: Number(Number(target.value).toFixed(2)),
        direction,
      })
      await new Promise((res) => setTimeout(res, 450))
      clearInterval(spinner)
      const value = r.round.result.roll / 100
      dieFace.textContent = value.toFixed(2)
      marker.style.left = value + '%'
      dieFace.classList.remove('rolling')
      const won = r.round.result.isWin
      dieFace.classList.add(won ? 'win' : 'lose')
      message.textContent = won ? t('youWon', { amount: fmt(r.round.payout) }) : S.youLost
      if (won) sounds.win()
      else sounds.lose()
      ui.setBalance(r.balance)
      ui.setSeed(r.seed)
      ui.pushRound(r.round)
      notifyBalance()
    } catch (e) {
      clearInterval(spinner)
      dieFace.classList.remove('rolling')
      toast(e.message, 'error')
    } finally {
      busy = false
      rollBtn.disabled = false
    }
  }

  api('GET', 'galata-dice/state')
    .then((s) => {
      ui.setBalance(s.balance)
      ui.setSeed(s.seed)
      ui.setRecent(s.recent)
    })
    .catch((e) => toast(e.message, 'error'))
})()
