/*
 * Artwork shared by the card tables (Galata Live Baccarat, Galata Dragon Tiger): an animated dealer
 * drawn in SVG (she deals while the reveal runs and "talks" while bets are open) and SVG playing cards.
 * Decorative: every result is also text beside it, so the drawings are aria-hidden.
 */

const NS = 'http://www.w3.org/2000/svg'

export function svgEl(
  tag: string,
  attrs: Record<string, string | number>,
  ...children: (Element | string)[]
) {
  const node = document.createElementNS(NS, tag)
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v))
  node.append(...children)
  return node as SVGElement
}

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const
export const SUITS = ['♠', '♥', '♦', '♣'] as const
/** Card c (0…51): rank c % 13, suit ⌊c / 13⌋ (packages/game-math/src/tables/cards.ts). */
export const cardName = (c: number) => `${RANKS[c % 13]}${SUITS[Math.floor(c / 13) % 4]}`
const isRed = (c: number) => {
  const suit = Math.floor(c / 13) % 4
  return suit === 1 || suit === 2
}

/** A playing card, face up (or its back while `c` is null), 60 × 84 units. */
export function cardSvg(c: number | null, fresh = false): SVGElement {
  const cls = `lt-card${fresh ? ' dealt' : ''}`
  if (c === null)
    return svgEl(
      'svg',
      { viewBox: '0 0 60 84', class: `${cls} back`, 'aria-hidden': 'true', focusable: 'false' },
      svgEl('rect', { x: 1, y: 1, width: 58, height: 82, rx: 6, fill: '#f4efe2' }),
      svgEl('rect', { x: 5, y: 5, width: 50, height: 74, rx: 4, fill: '#7a0f1f' }),
      svgEl('path', {
        d: 'M 30 16 L 46 42 L 30 68 L 14 42 Z',
        fill: 'none',
        stroke: '#e9cf7a',
        'stroke-width': 2,
      }),
      svgEl('circle', { cx: 30, cy: 42, r: 6, fill: '#e9cf7a' }),
    )
  const colour = isRed(c) ? '#c8102e' : '#15161d'
  const rank = RANKS[c % 13]!
  const suit = SUITS[Math.floor(c / 13) % 4]!
  return svgEl(
    'svg',
    { viewBox: '0 0 60 84', class: cls, 'aria-hidden': 'true', focusable: 'false' },
    svgEl('rect', {
      x: 1,
      y: 1,
      width: 58,
      height: 82,
      rx: 6,
      fill: '#fffdf7',
      stroke: '#c9a34a',
      'stroke-width': 1,
    }),
    svgEl('text', { x: 6, y: 16, 'font-size': 13, 'font-weight': 800, fill: colour }, rank),
    svgEl('text', { x: 6, y: 29, 'font-size': 12, fill: colour }, suit),
    svgEl(
      'text',
      {
        x: 30,
        y: 50,
        'font-size': 30,
        fill: colour,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
      },
      suit,
    ),
    svgEl(
      'text',
      { x: 54, y: 76, 'font-size': 13, 'font-weight': 800, fill: colour, 'text-anchor': 'end' },
      rank,
    ),
  )
}

/** The card tables' dealer: a stylised woman in a burgundy waistcoat behind a card shoe. */
export function dealerFigure() {
  const svg = svgEl(
    'svg',
    { viewBox: '0 0 160 200', class: 'lt-dealer', 'aria-hidden': 'true', focusable: 'false' },
    // Hair behind the head.
    svgEl('path', { d: 'M 44 80 Q 40 26 80 24 Q 120 26 116 80 L 116 120 L 44 120 Z', fill: '#2a1a12' }),
    // Body: waistcoat over a white shirt, bow tie.
    svgEl('path', { d: 'M 30 200 Q 32 126 80 118 Q 128 126 130 200 Z', fill: '#6d1a2b' }),
    svgEl('path', { d: 'M 68 120 L 80 168 L 92 120 Z', fill: '#f3f3f3' }),
    svgEl('path', { d: 'M 70 124 L 80 130 L 90 124 L 90 133 L 80 128 L 70 133 Z', fill: '#15161d' }),
    svgEl('circle', { cx: 80, cy: 150, r: 2, fill: '#c9a34a' }),
    svgEl('circle', { cx: 80, cy: 160, r: 2, fill: '#c9a34a' }),
    // Neck and face.
    svgEl('rect', { x: 72, y: 100, width: 16, height: 22, rx: 6, fill: '#c98d66' }),
    svgEl('ellipse', { cx: 80, cy: 74, rx: 25, ry: 30, fill: '#dca27c' }),
    svgEl('path', {
      d: 'M 55 70 Q 56 40 80 40 Q 104 40 105 70 Q 96 52 80 54 Q 62 54 55 70 Z',
      fill: '#2a1a12',
    }),
    svgEl(
      'g',
      { class: 'lr-eyes' },
      svgEl('circle', { cx: 70, cy: 74, r: 3, fill: '#222' }),
      svgEl('circle', { cx: 90, cy: 74, r: 3, fill: '#222' }),
    ),
    svgEl('path', {
      class: 'lr-mouth',
      d: 'M 71 89 Q 80 95 89 89',
      stroke: '#8a2f3a',
      'stroke-width': 3,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
    svgEl('circle', { cx: 56, cy: 80, r: 3, fill: '#e9cf7a' }),
    svgEl('circle', { cx: 104, cy: 80, r: 3, fill: '#e9cf7a' }),
    // The dealing arm and the card in her hand.
    svgEl(
      'g',
      { class: 'lt-arm' },
      svgEl('path', {
        d: 'M 118 136 Q 140 160 128 186',
        stroke: '#6d1a2b',
        'stroke-width': 14,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
      svgEl('circle', { cx: 128, cy: 188, r: 7, fill: '#dca27c' }),
      svgEl('rect', { x: 120, y: 176, width: 14, height: 20, rx: 2, fill: '#fffdf7', stroke: '#c9a34a' }),
    ),
    // The shoe on the table.
    svgEl('path', {
      d: 'M 8 200 L 14 168 L 52 168 L 58 200 Z',
      fill: '#3d2612',
      stroke: '#c9a34a',
      'stroke-width': 1.5,
    }),
    svgEl('rect', { x: 18, y: 162, width: 30, height: 8, rx: 2, fill: '#7a0f1f' }),
  )
  return {
    svg,
    /** One dealing gesture. */
    deal() {
      svg.classList.remove('dealing')
      // Restart the animation: reading layout between the class changes makes it run again.
      void svg.getBoundingClientRect()
      svg.classList.add('dealing')
    },
    talking(on: boolean) {
      svg.classList.toggle('talking', on)
    },
  }
}
