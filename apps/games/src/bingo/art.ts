/*
 * The rooms' own artwork, drawn in SVG: a glossy bingo ball whose band shows the last call (its colour
 * by the ball's column, as on a caller's board) inside a gold ring. Decorative: the call is also text
 * beside it, so the SVG is aria-hidden.
 */

const NS = 'http://www.w3.org/2000/svg'

function el(tag: string, attrs: Record<string, string | number>, ...children: Element[]): SVGElement {
  const node = document.createElementNS(NS, tag)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  node.append(...children)
  return node as SVGElement
}

/** Ball colours by column band (1–15 …), the way a caller's machine paints them. */
const BANDS = ['#2f6fe4', '#d9354a', '#1f9d62', '#e0a21f', '#8a4fd8', '#127c8c']

export function ballArt() {
  const stop = (offset: string, color: string) => el('stop', { offset, 'stop-color': color })
  const gloss = el(
    'radialGradient',
    { id: 'bg-gloss', cx: '35%', cy: '30%', r: '70%' },
    stop('0%', '#ffffff'),
    stop('45%', '#e9ecf7'),
    stop('100%', '#9aa3c4'),
  )
  const ring = el(
    'linearGradient',
    { id: 'bg-ring', x1: '0', y1: '0', x2: '1', y2: '1' },
    stop('0%', '#ffe08a'),
    stop('100%', '#b8862a'),
  )
  const band = el('circle', { cx: 60, cy: 60, r: 30, fill: BANDS[0]! })
  const label = el('text', {
    x: 60,
    y: 71,
    'text-anchor': 'middle',
    'font-size': 30,
    'font-weight': 800,
    fill: '#ffffff',
    'font-family': 'system-ui, sans-serif',
  })
  const svg = el(
    'svg',
    { viewBox: '0 0 120 120', class: 'bg-ball', 'aria-hidden': 'true', focusable: 'false' },
    el('defs', {}, gloss, ring),
    el('circle', { cx: 60, cy: 60, r: 58, fill: 'url(#bg-ring)' }),
    el('circle', { cx: 60, cy: 60, r: 52, fill: 'url(#bg-gloss)' }),
    band,
    el('circle', {
      cx: 60,
      cy: 60,
      r: 22,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.35,
      'stroke-width': 2,
    }),
    label,
    el('ellipse', { cx: 44, cy: 34, rx: 16, ry: 9, fill: '#ffffff', 'fill-opacity': 0.55 }),
  )
  return {
    svg,
    show(n: number | null) {
      label.textContent = n === null ? '' : String(n)
      band.setAttribute('fill', n === null ? '#3a4468' : BANDS[Math.floor((n - 1) / 15) % BANDS.length]!)
      svg.classList.remove('pop')
      if (n !== null) {
        // Restart the pop animation for each new call.
        void svg.getBoundingClientRect()
        svg.classList.add('pop')
      }
    },
  }
}
