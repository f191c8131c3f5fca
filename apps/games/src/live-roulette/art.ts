import { WHEEL_ORDER, pocketColour } from '@galata/game-math/tables/roulette'

/*
 * The table's own artwork, drawn in SVG: a single-zero wheel (37 sectors in wheel order, a ball on
 * its own track) and an animated host (a stylised croupier whose arm throws the ball and who "talks"
 * while bets are open). Decorative: the result is text beside it (the SVGs are aria-hidden).
 */

const NS = 'http://www.w3.org/2000/svg'

function el(tag: string, attrs: Record<string, string | number>, ...children: Element[]): SVGElement {
  const node = document.createElementNS(NS, tag)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  node.append(...children)
  return node as SVGElement
}

const FILL = { green: '#0d7a45', red: '#c4203a', black: '#1b1d26' }

export function wheelArt() {
  const step = (2 * Math.PI) / 37
  const R = 96
  const r = 64
  const sectors: Element[] = []
  // SVG coordinates to two decimals (geometry, not a figure a player reads).
  const c = (v: number) => String(Math.round(v * 100) / 100)
  WHEEL_ORDER.forEach((n, i) => {
    // Sector i centred on angle i·step from the top (clockwise).
    const a0 = i * step - step / 2 - Math.PI / 2
    const a1 = a0 + step
    const p = (rad: number, a: number) => `${c(rad * Math.cos(a))} ${c(rad * Math.sin(a))}`
    sectors.push(
      el('path', {
        d: `M ${p(r, a0)} L ${p(R, a0)} A ${R} ${R} 0 0 1 ${p(R, a1)} L ${p(r, a1)} A ${r} ${r} 0 0 0 ${p(r, a0)} Z`,
        fill: FILL[pocketColour(n)],
        stroke: '#c9a34a',
        'stroke-width': 0.6,
      }),
    )
    const mid = i * step - Math.PI / 2
    const label = el('text', {
      x: c(84 * Math.cos(mid)),
      y: c(84 * Math.sin(mid)),
      'font-size': 8,
      'font-weight': 700,
      fill: '#fff',
      'text-anchor': 'middle',
      'dominant-baseline': 'central',
      transform: `rotate(${c((i * 360) / 37)} ${c(84 * Math.cos(mid))} ${c(84 * Math.sin(mid))})`,
    })
    label.textContent = String(n)
    sectors.push(label)
  })
  const wheel = el(
    'g',
    { class: 'lr-wheel' },
    el('circle', { r: 100, fill: '#5a3a1c', stroke: '#c9a34a', 'stroke-width': 3 }),
    ...sectors,
    el('circle', { r: 62, fill: '#3d2612', stroke: '#c9a34a', 'stroke-width': 2 }),
    el('circle', { r: 30, fill: '#8a6a2e' }),
    el('path', {
      d: 'M -26 0 L 26 0 M 0 -26 L 0 26',
      stroke: '#e9cf7a',
      'stroke-width': 5,
      'stroke-linecap': 'round',
    }),
    el('circle', { r: 8, fill: '#e9cf7a' }),
  )
  const ball = el(
    'g',
    { class: 'lr-ball-track' },
    el('circle', { cx: 0, cy: -74, r: 5, fill: '#f4f4f4', stroke: '#999', 'stroke-width': 0.6 }),
  )
  const svg = el(
    'svg',
    { viewBox: '-110 -118 220 228', class: 'lr-wheel-svg', 'aria-hidden': 'true', focusable: 'false' },
    wheel,
    ball,
    el('path', { d: 'M -7 -116 L 7 -116 L 0 -100 Z', fill: '#f2c14e' }),
  )
  return {
    svg,
    /** Turns the wheel and the ball to absolute angles (degrees) over `ms`. */
    turn(wheelDeg: number, ballDeg: number, ms: number, easing: string) {
      for (const [g, deg] of [
        [wheel, wheelDeg],
        [ball, ballDeg],
      ] as const) {
        g.style.transition = `transform ${Math.round(ms)}ms ${easing}`
        g.style.transform = `rotate(${deg}deg)`
      }
    },
  }
}

export function hostFigure() {
  const svg = el(
    'svg',
    { viewBox: '0 0 120 200', class: 'lr-host', 'aria-hidden': 'true', focusable: 'false' },
    // Body: waistcoat and shirt.
    el('path', { d: 'M 20 200 Q 22 120 60 112 Q 98 120 100 200 Z', fill: '#2b2f55' }),
    el('path', { d: 'M 48 114 L 60 160 L 72 114 Z', fill: '#f3f3f3' }),
    el('path', { d: 'M 52 118 L 60 124 L 68 118 L 68 126 L 60 122 L 52 126 Z', fill: '#c4203a' }),
    // Arm that throws the ball.
    el(
      'g',
      { class: 'lr-arm' },
      el('path', {
        d: 'M 92 128 Q 112 150 104 176',
        stroke: '#2b2f55',
        'stroke-width': 14,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
      el('circle', { cx: 104, cy: 178, r: 7, fill: '#e2b48c' }),
    ),
    // Neck and head.
    el('rect', { x: 52, y: 96, width: 16, height: 20, rx: 6, fill: '#d9a77f' }),
    el('ellipse', { cx: 60, cy: 70, rx: 26, ry: 30, fill: '#e2b48c' }),
    el('path', { d: 'M 34 66 Q 36 36 60 36 Q 86 36 86 64 Q 76 48 60 50 Q 44 50 34 66 Z', fill: '#3a2416' }),
    el(
      'g',
      { class: 'lr-eyes' },
      el('circle', { cx: 50, cy: 70, r: 3, fill: '#222' }),
      el('circle', { cx: 70, cy: 70, r: 3, fill: '#222' }),
    ),
    el('path', {
      class: 'lr-mouth',
      d: 'M 51 86 Q 60 92 69 86',
      stroke: '#7a3b2e',
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  )
  return { svg }
}
