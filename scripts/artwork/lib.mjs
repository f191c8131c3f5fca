// Shared drawing kit for the Galata artwork generator: SVG document builder, palette, text metrics
// and reusable vector pieces (chips, cards, roulette wheel, football, stadium lights, the tower mark).
// Plain Node, no dependencies. Everything is deterministic: the same code writes the same bytes.

export const FONT = "Inter, 'Segoe UI', Roboto, Arial, sans-serif"

export const C = {
  night: '#070a1c',
  navy: '#0b0f2a',
  ink: '#141733',
  plum: '#2a0f4f',
  violet: '#5b21b6',
  orchid: '#8b5cf6',
  gold: '#f5c451',
  goldDeep: '#b8860b',
  cream: '#fff4cf',
  ruby: '#c8102e',
  emerald: '#0a8f4a',
  text: '#f4efe3',
  muted: '#c9c2dd',
}

/** Formats a number for SVG output: at most two decimals, no trailing zeros. */
export const n = (v) => String(Math.round(v * 100) / 100)

export const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Deterministic PRNG (mulberry32) so regenerated art is byte-identical. */
export function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Mixes a #rrggbb colour toward white (amt > 0) or black (amt < 0). */
export function shade(hex, amt) {
  const v = parseInt(hex.slice(1), 16)
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) =>
    Math.round(amt >= 0 ? c + (255 - c) * amt : c * (1 + amt)),
  )
  return '#' + ch.map((c) => c.toString(16).padStart(2, '0')).join('')
}

// Advance widths (per 1000 em) of a bold grotesque. Used to size text so it fits its safe area in the
// widest of the fonts in FONT; SAFETY covers the spread between Inter, Segoe UI, Roboto and Arial.
const WIDTHS = {
  upper:
    'A722B722C722D722E667F611G778H722I278J556K722L611M833N722O778P667Q778R722S667T611U722V667W944X667Y667Z611',
  lower:
    'a556b611c556d611e556f333g611h611i278j278k556l278m889n611o611p611q611r389s556t333u611v556w778x556y556z500',
  other: {
    ' ': 278,
    '.': 278,
    ',': 278,
    "'": 238,
    '%': 889,
    '!': 333,
    '-': 333,
    ':': 333,
    '+': 584,
    '₺': 600,
  },
}
const TABLE = (() => {
  const t = { ...WIDTHS.other }
  for (const src of [WIDTHS.upper, WIDTHS.lower])
    for (const m of src.matchAll(/([A-Za-z])(\d+)/g)) t[m[1]] = Number(m[2])
  for (let d = 0; d <= 9; d++) t[String(d)] = 556
  const fold = {
    ı: 'i',
    İ: 'I',
    ş: 's',
    Ş: 'S',
    ğ: 'g',
    Ğ: 'G',
    ç: 'c',
    Ç: 'C',
    ö: 'o',
    Ö: 'O',
    ü: 'u',
    Ü: 'U',
  }
  for (const [k, v] of Object.entries(fold)) t[k] = t[v]
  return t
})()
const SAFETY = 1.1

/** Estimated rendered width of `text` at `size` px with `tracking` px of letter-spacing. */
export function measure(text, size, tracking = 0) {
  let units = 0
  for (const ch of text) units += TABLE[ch] ?? 600
  return ((units / 1000) * size + tracking * [...text].length) * SAFETY
}

/** Largest font size (≤ max) at which `text` fits in `width`. */
export function fit(text, width, max, trackingEm = 0) {
  const unit = measure(text, 1, trackingEm)
  return Math.min(max, Math.floor((width / unit) * 10) / 10)
}

/** An SVG document with id-prefixed, de-duplicated defs. */
export class Doc {
  constructor(prefix, w, h, title) {
    Object.assign(this, { prefix, w, h, title })
    this.defs = new Map()
    this.parts = []
  }
  id(name) {
    return `${this.prefix}-${name}`
  }
  /** Registers a def once; `make(id)` returns its markup. Returns `url(#id)`. */
  def(name, make) {
    const id = this.id(name)
    if (!this.defs.has(id)) this.defs.set(id, make(id))
    return `url(#${id})`
  }
  add(...xml) {
    this.parts.push(...xml.filter(Boolean))
    return this
  }
  toString() {
    const { w, h } = this
    const label = this.title ? ` role="img" aria-label="${esc(this.title)}"` : ' aria-hidden="true"'
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join('')}</defs>\n` : ''
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${label}>\n` +
      (this.title ? `<title>${esc(this.title)}</title>\n` : '') +
      defs +
      this.parts.join('\n') +
      '\n</svg>\n'
    )
  }
}

// ---------------------------------------------------------------------------------------------
// Paints and filters

export const stops = (list) =>
  list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a == null ? '' : ` stop-opacity="${a}"`}/>`)
    .join('')

const GOLD_STOPS = [
  [0, '#fff7d1'],
  [0.28, '#ffd766'],
  [0.55, '#e6a623'],
  [0.78, '#b97812'],
  [1, '#f4d27a'],
]

/** Metallic gold, vertical across the painted element's box. */
export const gold = (doc) =>
  doc.def(
    'gold',
    (id) => `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops(GOLD_STOPS)}</linearGradient>`,
  )

/** Metallic gold in user space between two y positions (for groups of strokes sharing one sheen). */
export const goldSpan = (doc, name, y1, y2) =>
  doc.def(
    name,
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${n(y1)}" x2="0" y2="${n(y2)}">${stops(GOLD_STOPS)}</linearGradient>`,
  )

export const linear = (doc, name, list, [x1, y1, x2, y2] = [0, 0, 0, 1]) =>
  doc.def(
    name,
    (id) =>
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`,
  )

export const radial = (doc, name, list, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) =>
  doc.def(
    name,
    (id) =>
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${fx == null ? '' : ` fx="${fx}" fy="${fy}"`}>${stops(list)}</radialGradient>`,
  )

export const blur = (doc, sd) =>
  doc.def(
    `blur${String(sd).replace('.', '_')}`,
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  )

export const shadow = (doc, dy = 6, sd = 8, op = 0.5) =>
  doc.def(
    `sh${dy}_${sd}_${String(op).replace('.', '')}`,
    (id) =>
      `<filter id="${id}" x="-30%" y="-30%" width="160%" height="170%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${sd}" flood-color="#000" flood-opacity="${op}"/></filter>`,
  )

/** Soft outer glow in a given colour, keeping the source on top. */
export const glow = (doc, color, sd = 6) =>
  doc.def(
    `glow${color.slice(1)}${sd}`,
    (id) =>
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur in="SourceAlpha" stdDeviation="${sd}"/><feFlood flood-color="${color}"/><feComposite operator="in" in2="SourceAlpha" result="g0"/><feComposite in="g0" in2="SourceGraphic" operator="over" result="g1"/><feGaussianBlur in="SourceGraphic" stdDeviation="${sd}" result="b"/><feColorMatrix in="b" type="matrix" values="0 0 0 0 ${hexUnit(color, 0)} 0 0 0 0 ${hexUnit(color, 1)} 0 0 0 0 ${hexUnit(color, 2)} 0 0 0 .9 0"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
  )

const hexUnit = (hex, i) => n(parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255)

// ---------------------------------------------------------------------------------------------
// The Galata tower mark, drawn in a 64×64 box. Outer shapes and window cut-outs share one path,
// filled with evenodd so the windows are holes.

export const TOWER_PATH = [
  // finial and conical roof with a slight concave sweep
  'M31.2 2.5h1.6v5.2h-1.6z',
  'M32 6.6Q33.2 16 45.5 24.6H18.5Q30.8 16 32 6.6z',
  // gallery balcony with a drip edge
  'M16.5 25.6h31v2.6h-31z',
  // observation storey with three arched windows
  'M19.5 28.2h25v9.6h-25z',
  'M22.6 36.2v-4.4a1.9 1.9 0 0 1 3.8 0v4.4z',
  'M30.1 36.2v-4.4a1.9 1.9 0 0 1 3.8 0v4.4z',
  'M37.6 36.2v-4.4a1.9 1.9 0 0 1 3.8 0v4.4z',
  // cornice
  'M18 38.8h28v2.2H18z',
  // tapering stone shaft with an arched window and two slits
  'M20.6 41L19.6 56.4h24.8L43.4 41z',
  'M30 50.5v-4.7a2 2 0 0 1 4 0v4.7z',
  'M24.4 47.5h1.4v3.4h-1.4z',
  'M38.2 47.5h1.4v3.4h-1.4z',
  // plinth
  'M16.5 57.4h31v4.1h-31z',
].join('')

export function towerMark(doc, { x = 0, y = 0, size = 64, fill } = {}) {
  // The gradient is in the path's own (pre-transform) units, so one def serves every size.
  const paint = fill ?? goldSpan(doc, 'towergold', 2.5, 61.5)
  const s = size / 64
  return `<path transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" fill-rule="evenodd" fill="${paint}" d="${TOWER_PATH}"/>`
}

// Geometric "GALATA" letterforms, cap height 22, stroke 3.6. A, L and T are filled outlines; G is a
// stroked elliptical arc ending in a bar, at the same weight.
const LETTERS = {
  A: { w: 20, d: 'M0 22L8 0h4l8 22h-3.8l-1.6-4.5H5.4L3.8 22zM6.6 14h6.8L10 4.6z' },
  L: { w: 14, d: 'M0 0h3.8v18.4H14V22H0z' },
  T: { w: 18, d: 'M0 0h18v3.6h-7.1V22H7.1V3.6H0z' },
  G: { w: 20, stroke: 'M16.3 5.1A8.2 9.2 0 1 0 18.2 11H10.6' },
}
const KERN = { GA: 2.2, AL: 2.6, LA: -0.8, AT: -0.6, TA: -0.6 }

/** Width of the wordmark at scale 1 (cap height 22). */
export const WORDMARK_WIDTH = (() => {
  let x = 0
  const word = 'GALATA'
  for (let i = 0; i < word.length; i++) x += LETTERS[word[i]].w + (KERN[word.slice(i, i + 2)] ?? 0)
  return x
})()

/** "GALATA" with its top-left at (x, y), cap height 22·scale. */
export function wordmark(doc, { x = 0, y = 0, scale = 1, paint } = {}) {
  const fill = paint ?? goldSpan(doc, 'wordgold', 0, 22)
  const word = 'GALATA'
  const fills = []
  const strokes = []
  let cx = 0
  for (let i = 0; i < word.length; i++) {
    const L = LETTERS[word[i]]
    if (L.d) fills.push(shiftPath(L.d, cx))
    if (L.stroke) strokes.push(shiftPath(L.stroke, cx))
    cx += L.w + (KERN[word.slice(i, i + 2)] ?? 0)
  }
  const g = strokes.map((d) => `<path d="${d}" fill="none" stroke="${fill}" stroke-width="3.6"/>`).join('')
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})"><path fill-rule="evenodd" fill="${fill}" d="${fills.join('')}"/>${g}</g>`
}

/** Shifts the absolute commands (M, L, H, A end points) of a simple path by dx. */
function shiftPath(d, dx) {
  return d.replace(/([MLHA])([^A-Za-z]*)/g, (_, cmd, args) => {
    const v = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number)
    if (cmd === 'H') return 'H' + n(v[0] + dx)
    if (cmd === 'A') return `A${v.slice(0, 5).join(' ')} ${n(v[5] + dx)} ${n(v[6])}`
    const out = []
    for (let i = 0; i < v.length; i += 2) out.push(`${n(v[i] + dx)} ${n(v[i + 1])}`)
    return cmd + out.join(' ')
  })
}

// ---------------------------------------------------------------------------------------------
// Casino pieces

export const CHIP_COLORS = {
  red: '#c8102e',
  purple: '#6d28d9',
  black: '#1b1b2f',
  blue: '#1d4ed8',
  green: '#0f8a4f',
  gold: '#d9a21b',
}

const chipShine = (doc) =>
  radial(
    doc,
    'chipshine',
    [
      [0, '#fff', 0.38],
      [0.45, '#fff', 0.06],
      [1, '#000', 0.28],
    ],
    { cx: 0.36, cy: 0.3, r: 0.75 },
  )

/**
 * A casino chip. tilt < 1 squashes it into perspective; thick adds an edge band below the face;
 * stack draws that many chips below this one (edges only) with a little jitter.
 */
export function chip(doc, opts) {
  const {
    x,
    y,
    r,
    color = CHIP_COLORS.red,
    tilt = 1,
    rot = 0,
    thick = 0,
    stack = 0,
    seed = 1,
    mark = true,
  } = opts
  // edgeUp shows the edge band above the face (a chip tipping away from the viewer)
  const dir = opts.edgeUp ? -1 : 1
  const rand = rng(seed)
  const edge = shade(color, -0.4)
  const out = [`<g transform="translate(${n(x)} ${n(y)})">`]
  const ry = r * tilt
  const side = (dy, dx) => {
    const arcLen = Math.PI * r * 0.5 * (1 + tilt)
    const dash = n(arcLen / 14)
    const gap = n((arcLen / 14) * 1.6)
    return (
      `<path d="M${n(dx - r)} ${n(dy)}v${n(dir * thick)}a${n(r)} ${n(ry)} 0 0 ${dir < 0 ? 1 : 0} ${n(2 * r)} 0v${n(-dir * thick)}z" fill="${edge}"/>` +
      `<path d="M${n(dx - r)} ${n(dy + (dir * thick) / 2)}a${n(r)} ${n(ry)} 0 0 ${dir < 0 ? 1 : 0} ${n(2 * r)} 0" fill="none" stroke="#f6efe0" stroke-opacity=".85" stroke-width="${n(thick * 0.5)}" stroke-dasharray="${dash} ${gap}" stroke-dashoffset="${n(rand() * arcLen)}"/>`
    )
  }
  if (thick > 0) {
    for (let i = stack; i >= 1; i--) out.push(side(i * thick, (rand() - 0.5) * r * 0.08))
    out.push(side(0, 0))
  }
  const ci = 2 * Math.PI * r * 0.84
  const cm = 2 * Math.PI * r * 0.64
  out.push(
    `<g transform="scale(1 ${n(tilt)}) rotate(${n(rot)})">`,
    `<circle r="${n(r)}" fill="${color}"/>`,
    `<circle r="${n(r * 0.84)}" fill="none" stroke="#f6efe0" stroke-width="${n(r * 0.22)}" stroke-dasharray="${n(ci / 16)} ${n(ci / 16)}"/>`,
    `<circle r="${n(r * 0.64)}" fill="${shade(color, -0.18)}" stroke="#f6efe0" stroke-opacity=".75" stroke-width="${n(r * 0.035)}" stroke-dasharray="${n(cm / 48)} ${n(cm / 48)}"/>`,
    `<circle r="${n(r * 0.5)}" fill="${shade(color, 0.06)}" stroke="${gold(doc)}" stroke-width="${n(r * 0.045)}"/>`,
    mark ? towerMark(doc, { x: -r * 0.36, y: -r * 0.38, size: r * 0.72 }) : '',
    `<circle r="${n(r)}" fill="${chipShine(doc)}"/>`,
    '</g></g>',
  )
  return out.join('')
}

// Suit outlines in a 100×100 box.
export const SUITS = {
  heart:
    'M50 92C22 68 2 50 2 29 2 13 14 3 28 3c10 0 18 6 22 14 4-8 12-14 22-14 14 0 26 10 26 26 0 21-20 39-48 63z',
  diamond: 'M50 2Q70 30 90 50 70 70 50 98 30 70 10 50 30 30 50 2z',
  spade:
    'M50 2C62 20 98 38 98 62c0 14-11 23-23 23-9 0-16-4-21-11 1 11 5 19 13 26H33c8-7 12-15 13-26-5 7-12 11-21 11C13 85 2 76 2 62 2 38 38 20 50 2z',
  club: 'M50 4a21 21 0 0 1 17 33 21 21 0 1 1-9 30c1 13 5 23 13 31H29c8-8 12-18 13-31a21 21 0 1 1-9-30A21 21 0 0 1 50 4z',
}
const RED_SUITS = new Set(['heart', 'diamond'])

export function card(doc, { x, y, w = 120, rot = 0, rank = 'A', suit = 'spade' }) {
  const h = w * 1.4
  const color = RED_SUITS.has(suit) ? '#c8102e' : '#161a33'
  const face = linear(doc, 'cardface', [
    [0, '#ffffff'],
    [1, '#ece6d6'],
  ])
  const pip = (cx, cy, s, flip = false) =>
    `<path transform="translate(${n(cx)} ${n(cy)})${flip ? ' rotate(180)' : ''} scale(${n(s / 100)}) translate(-50 -50)" fill="${color}" d="${SUITS[suit]}"/>`
  const fs = w * 0.2
  const corner = (flip) =>
    `<g${flip ? ` transform="rotate(180)"` : ''}><text x="${n(-w / 2 + w * 0.13)}" y="${n(-h / 2 + fs * 1.05)}" font-family="${FONT}" font-weight="800" font-size="${n(fs)}" text-anchor="middle" fill="${color}">${rank}</text>${pip(-w / 2 + w * 0.13, -h / 2 + fs * 1.55, w * 0.12)}</g>`
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})" filter="${shadow(doc, 6, 7, 0.45)}">` +
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.08)}" fill="${face}" stroke="#d8c48c" stroke-width="${n(w * 0.012)}"/>` +
    `<rect x="${n(-w / 2 + w * 0.05)}" y="${n(-h / 2 + w * 0.05)}" width="${n(w * 0.9)}" height="${n(h - w * 0.1)}" rx="${n(w * 0.05)}" fill="none" stroke="${color}" stroke-opacity=".12"/>` +
    corner(false) +
    corner(true) +
    pip(0, 0, w * 0.46) +
    '</g>'
  )
}

/** Top-down roulette wheel of radius r centred on the origin (wrap in a transform to place/tilt). */
export function rouletteFace(doc, r, rot = 0) {
  const ringR = r * 0.73
  const ringW = r * 0.15
  const circ = 2 * Math.PI * ringR
  const seg = circ / 37
  const pocketR = r * 0.58
  const pocketW = r * 0.12
  const pc = 2 * Math.PI * pocketR
  const wood = radial(doc, 'wood', [
    [0.7, '#4a230b'],
    [0.86, '#7a3e12'],
    [1, '#2b1205'],
  ])
  const bowl = radial(doc, 'bowl', [
    [0, '#3d2412'],
    [1, '#120904'],
  ])
  const cone = radial(
    doc,
    'cone',
    [
      [0, '#ffe9a8'],
      [0.35, '#d9a21b'],
      [1, '#5a3a0a'],
    ],
    { cx: 0.42, cy: 0.38, r: 0.62 },
  )
  const g = gold(doc)
  const arms = [0, 90, 180, 270]
    .map(
      (a) =>
        `<g transform="rotate(${a})"><path d="M0 ${n(-r * 0.05)}L${n(r * 0.34)} ${n(-r * 0.02)}v${n(r * 0.04)}L0 ${n(r * 0.05)}z" fill="${g}"/><circle cx="${n(r * 0.35)}" r="${n(r * 0.035)}" fill="${g}"/></g>`,
    )
    .join('')
  return [
    `<g transform="rotate(${n(rot)})">`,
    `<circle r="${n(r)}" fill="${wood}" stroke="${g}" stroke-width="${n(r * 0.025)}"/>`,
    `<circle r="${n(r * 0.86)}" fill="#1c0e05" stroke="${g}" stroke-opacity=".6" stroke-width="${n(r * 0.012)}"/>`,
    `<circle r="${n(ringR)}" fill="none" stroke="#b3122e" stroke-width="${n(ringW)}"/>`,
    `<circle r="${n(ringR)}" fill="none" stroke="#121220" stroke-width="${n(ringW)}" stroke-dasharray="${n(seg)} ${n(seg)}"/>`,
    `<circle r="${n(ringR)}" fill="none" stroke="${C.emerald}" stroke-width="${n(ringW)}" stroke-dasharray="${n(seg)} ${n(circ)}"/>`,
    `<circle r="${n(ringR)}" fill="none" stroke="${g}" stroke-width="${n(ringW)}" stroke-dasharray="${n(r * 0.012)} ${n(seg - r * 0.012)}"/>`,
    `<circle r="${n(pocketR)}" fill="none" stroke="${bowl}" stroke-width="${n(pocketW)}"/>`,
    `<circle r="${n(pocketR)}" fill="none" stroke="${g}" stroke-width="${n(pocketW)}" stroke-dasharray="${n(r * 0.016)} ${n(pc / 37 - r * 0.016)}"/>`,
    `<circle r="${n(r * 0.655)}" fill="none" stroke="${g}" stroke-width="${n(r * 0.012)}"/>`,
    `<circle r="${n(r * 0.5)}" fill="${cone}" stroke="${g}" stroke-width="${n(r * 0.012)}"/>`,
    arms,
    `<circle r="${n(r * 0.07)}" fill="${g}"/>`,
    '</g>',
  ].join('')
}

export function ball(doc, { x, y, r }) {
  const paint = radial(
    doc,
    'ball',
    [
      [0, '#ffffff'],
      [0.6, '#e9e7f0'],
      [1, '#8c8aa3'],
    ],
    { cx: 0.35, cy: 0.32, r: 0.7 },
  )
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${paint}" filter="${shadow(doc, 2, 2, 0.5)}"/>`
}

/** Roulette wheel seen at an angle: a squashed face over a wooden side band. */
export function rouletteTilted(doc, { x, y, r, tilt = 0.5, rot = 0, ballAt = -40 }) {
  const side = linear(
    doc,
    'wheelside',
    [
      [0, '#2b1205'],
      [0.5, '#6b3410'],
      [1, '#2b1205'],
    ],
    [0, 0, 1, 0],
  )
  const depth = r * 0.12
  const a = (ballAt * Math.PI) / 180
  const br = r * 0.8
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    `<ellipse cy="${n(depth + r * 0.06)}" rx="${n(r * 1.02)}" ry="${n(r * tilt * 1.02)}" fill="#000" opacity=".45" filter="${blur(doc, 10)}"/>` +
    `<path d="M${n(-r)} 0v${n(depth)}a${n(r)} ${n(r * tilt)} 0 0 0 ${n(2 * r)} 0v${n(-depth)}z" fill="${side}"/>` +
    `<g transform="scale(1 ${tilt})">${rouletteFace(doc, r, rot)}</g>` +
    ball(doc, { x: Math.cos(a) * br, y: Math.sin(a) * br * tilt, r: r * 0.045 }) +
    '</g>'
  )
}

export function football(doc, { x, y, r, rot = 0 }) {
  const body = radial(
    doc,
    'fbody',
    [
      [0, '#ffffff'],
      [0.7, '#e6e9f2'],
      [1, '#9aa1b8'],
    ],
    { cx: 0.38, cy: 0.34, r: 0.72 },
  )
  const clip = doc.def(
    `fclip${Math.round(r)}`,
    (id) => `<clipPath id="${id}"><circle r="${n(r)}"/></clipPath>`,
  )
  // Central pentagon plus five foreshortened neighbours; seams join them as on a real ball.
  const pr = r * 0.3
  const pt = ([x, y]) => `${n(x)} ${n(y)}`
  const centre = []
  const outer = []
  for (let k = 0; k < 5; k++) {
    const a = ((-90 + k * 72) * Math.PI) / 180
    centre.push([Math.cos(a) * pr, Math.sin(a) * pr])
    const u = [Math.cos(a), Math.sin(a)]
    const v = [-Math.sin(a), Math.cos(a)]
    const c = [u[0] * r * 0.86, u[1] * r * 0.86]
    const verts = []
    for (let j = 0; j < 5; j++) {
      const t = ((180 + j * 72) * Math.PI) / 180
      const lx = Math.cos(t) * pr * 0.62
      const ly = Math.sin(t) * pr * 0.95
      verts.push([c[0] + u[0] * lx + v[0] * ly, c[1] + u[1] * lx + v[1] * ly])
    }
    outer.push(verts)
  }
  let patches = 'M' + centre.map(pt).join('L') + 'z'
  const seams = []
  for (let k = 0; k < 5; k++) {
    const o = outer[k]
    patches += 'M' + o.map(pt).join('L') + 'z'
    seams.push(`M${pt(centre[k])}L${pt(o[0])}`)
    seams.push(`M${pt(o[4])}L${pt(outer[(k + 1) % 5][1])}`)
    for (const j of [2, 3]) seams.push(`M${pt(o[j])}L${pt([o[j][0] * 1.4, o[j][1] * 1.4])}`)
  }
  const shadeOver = radial(
    doc,
    'fshade',
    [
      [0.55, '#000', 0],
      [1, '#000', 0.4],
    ],
    { cx: 0.42, cy: 0.38, r: 0.65 },
  )
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">` +
    `<circle r="${n(r)}" fill="${body}"/>` +
    `<g clip-path="${clip}"><path d="${seams.join('')}" stroke="#6b7186" stroke-width="${n(r * 0.025)}"/>` +
    `<path d="${patches}" fill="#151830" stroke="#151830" stroke-width="${n(r * 0.04)}" stroke-linejoin="round"/></g>` +
    `<circle r="${n(r)}" fill="${shadeOver}"/>` +
    '</g>'
  )
}

/** A stadium floodlight bank at (x, y) with a beam of length `len` pointing at angle `deg` (0 = down). */
export function floodlight(doc, { x, y, w = 90, deg = 0, len = 420, spread = 0.55, color = '#dff8ff' }) {
  const h = w * 0.55
  const beam = linear(doc, 'beam', [
    [0, color, 0.55],
    [0.55, color, 0.12],
    [1, color, 0],
  ])
  const half = w * 0.45
  const far = len * spread
  const lamps = []
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++)
      lamps.push(
        `<circle cx="${n(-w / 2 + w * 0.14 + c * w * 0.18)}" cy="${n(-h / 2 + h * 0.22 + r * h * 0.28)}" r="${n(w * 0.06)}"/>`,
      )
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)})">` +
    `<path d="M${n(-half)} 0L${n(-far)} ${n(len)}H${n(far)}L${n(half)} 0z" fill="${beam}" filter="${blur(doc, 6)}"/>` +
    `<ellipse rx="${n(w * 0.9)}" ry="${n(h * 1.1)}" fill="${color}" opacity=".35" filter="${blur(doc, 14)}"/>` +
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.06)}" fill="#1d2236" stroke="#5b6584" stroke-width="2"/>` +
    `<g fill="#ffffff" filter="${glow(doc, color, 3)}">${lamps.join('')}</g>` +
    '</g>'
  )
}

/** Four-point sparkle. */
export const sparkle = (x, y, s, fill = '#fff7d6', op = 1) =>
  `<path transform="translate(${n(x)} ${n(y)})" opacity="${op}" fill="${fill}" d="M0 ${n(-s)}Q${n(s * 0.12)} ${n(-s * 0.12)} ${n(s)} 0Q${n(s * 0.12)} ${n(s * 0.12)} 0 ${n(s)}Q${n(-s * 0.12)} ${n(s * 0.12)} ${n(-s)} 0Q${n(-s * 0.12)} ${n(-s * 0.12)} 0 ${n(-s)}z"/>`

/** Blurred bokeh discs scattered over a box. */
export function bokeh(
  doc,
  { x, y, w, h, count, seed, colors = [C.gold, C.orchid, '#ffffff'], rmin = 4, rmax = 26, sd = 5 },
) {
  const rand = rng(seed)
  const dots = []
  for (let i = 0; i < count; i++) {
    const r = rmin + (rmax - rmin) * rand() ** 2
    dots.push(
      `<circle cx="${n(x + rand() * w)}" cy="${n(y + rand() * h)}" r="${n(r)}" fill="${colors[i % colors.length]}" opacity="${n(0.12 + rand() * 0.35)}"/>`,
    )
  }
  return `<g filter="${blur(doc, sd)}">${dots.join('')}</g>`
}

/** Art-deco sunburst: alternating rays from (x, y) out to radius r, fading with distance. */
export function sunburst(doc, { x, y, r, rays = 28, color = C.gold, opacity = 0.1, rot = 0 }) {
  const circ = 2 * Math.PI * (r / 2)
  const fade = radial(doc, 'burstfade', [
    [0, '#fff'],
    [0.25, '#fff', 0.9],
    [1, '#fff', 0],
  ])
  const mask = doc.def(
    `burstmask${Math.round(r)}`,
    (id) =>
      `<mask id="${id}" maskUnits="userSpaceOnUse" x="${n(x - r)}" y="${n(y - r)}" width="${n(2 * r)}" height="${n(2 * r)}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fade}"/></mask>`,
  )
  return `<g mask="${mask}" opacity="${opacity}"><circle transform="rotate(${n(rot)} ${n(x)} ${n(y)})" cx="${n(x)}" cy="${n(y)}" r="${n(r / 2)}" fill="none" stroke="${color}" stroke-width="${n(r)}" stroke-dasharray="${n(circ / rays / 2)} ${n(circ / rays / 2)}"/></g>`
}

/** Pill-shaped gold call-to-action button; returns markup and width. */
export function ctaButton(doc, { x, y, label, size = 22, align = 'start' }) {
  const h = size * 2.3
  const tw = measure(label, size, size * 0.02) / 1.1
  const arrow = size * 0.9
  const w = tw + size * 2.4 + arrow
  const x0 = align === 'middle' ? x - w / 2 : x
  const paint = gold(doc)
  return {
    w,
    h,
    svg:
      `<g filter="${glow(doc, '#f5c451', 8)}"><rect x="${n(x0)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h / 2)}" fill="${paint}"/></g>` +
      `<rect x="${n(x0 + 1.5)}" y="${n(y + 1.5)}" width="${n(w - 3)}" height="${n(h - 3)}" rx="${n(h / 2 - 1.5)}" fill="none" stroke="#fff8dc" stroke-opacity=".7" stroke-width="1.5"/>` +
      `<text x="${n(x0 + size * 1.15)}" y="${n(y + h / 2 + size * 0.36)}" font-family="${FONT}" font-weight="800" font-size="${n(size)}" letter-spacing="${n(size * 0.02)}" fill="#1a1030">${esc(label)}</text>` +
      `<path d="M${n(x0 + w - size * 1.15 - arrow * 0.55)} ${n(y + h / 2 - arrow * 0.38)}l${n(arrow * 0.38)} ${n(arrow * 0.38)}l${n(-arrow * 0.38)} ${n(arrow * 0.38)}" fill="none" stroke="#1a1030" stroke-width="${n(size * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`,
  }
}
