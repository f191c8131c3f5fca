// Scene building blocks for Galata banners: themed backdrops, text blocks and the illustrations
// used by the carousel, popups, promotions and category tiles. Every illustration is drawn around
// its own origin and placed with translate/scale by the caller.

import {
  C,
  FONT,
  CHIP_COLORS,
  n,
  esc,
  rng,
  shade,
  fit,
  gold,
  linear,
  radial,
  blur,
  shadow,
  glow,
  chip,
  card,
  rouletteTilted,
  rouletteFace,
  football,
  floodlight,
  sparkle,
  bokeh,
  sunburst,
  ctaButton,
  towerMark,
  TOWER_PATH,
} from './lib.mjs'

export const THEMES = {
  royal: { bg: ['#0c0a26', '#2b0f52', '#100a2c'], glow: '#8b5cf6', glow2: '#f5c451' },
  crimson: { bg: ['#12061a', '#4d0c2c', '#0d0a22'], glow: '#e0325f', glow2: '#f5c451' },
  stadium: { bg: ['#03101f', '#063a55', '#061226'], glow: '#22d3a6', glow2: '#38bdf8' },
  ember: { bg: ['#0b0a22', '#3a1a5c', '#2a1405'], glow: '#f5a524', glow2: '#8b5cf6' },
  ocean: { bg: ['#050b24', '#0f2a6b', '#0a0f2e'], glow: '#3b82f6', glow2: '#f5c451' },
  magenta: { bg: ['#13051f', '#5b0d5e', '#120a30'], glow: '#d946ef', glow2: '#f5c451' },
  emerald: { bg: ['#03140f', '#0b3f33', '#071a24'], glow: '#10b981', glow2: '#f5c451' },
}

/** Full-bleed background: gradient, glows behind the art, sunburst, bokeh, text scrim, vignette. */
export function backdrop(doc, { theme, art, seed = 7, scrim = 'left', bokehCount }) {
  const T = THEMES[theme]
  const { w, h } = doc
  const parts = []
  parts.push(
    `<rect width="${w}" height="${h}" fill="${linear(
      doc,
      'bg',
      [
        [0, T.bg[0]],
        [0.55, T.bg[1]],
        [1, T.bg[2]],
      ],
      [0, 0, 1, 1],
    )}"/>`,
  )
  const g1 = radial(doc, 'glow1', [
    [0, T.glow, 0.55],
    [0.45, T.glow, 0.18],
    [1, T.glow, 0],
  ])
  const g2 = radial(doc, 'glow2', [
    [0, T.glow2, 0.32],
    [1, T.glow2, 0],
  ])
  parts.push(
    `<ellipse cx="${n(art.x)}" cy="${n(art.y)}" rx="${n(art.r * 1.5)}" ry="${n(art.r * 1.15)}" fill="${g1}"/>`,
    `<ellipse cx="${n(art.x + art.r * 0.35)}" cy="${n(art.y - art.r * 0.45)}" rx="${n(art.r * 0.8)}" ry="${n(art.r * 0.6)}" fill="${g2}"/>`,
    sunburst(doc, { x: art.x, y: art.y, r: art.r * 1.6, opacity: 0.13, rays: 32 }),
    bokeh(doc, {
      x: 0,
      y: 0,
      w,
      h,
      count: bokehCount ?? Math.round((w * h) / 26000) + 8,
      seed,
      colors: [T.glow2, T.glow, '#ffffff'],
      rmin: Math.max(3, h * 0.006),
      rmax: h * 0.045,
      sd: Math.max(2, Math.round(h / 160)),
    }),
  )
  if (scrim === 'left')
    parts.push(
      `<rect width="${w}" height="${h}" fill="${linear(
        doc,
        'scrim',
        [
          [0, T.bg[0], 0.85],
          [0.45, T.bg[0], 0.35],
          [0.7, T.bg[0], 0],
        ],
        [0, 0, 1, 0],
      )}"/>`,
    )
  parts.push(
    `<rect width="${w}" height="${h}" fill="${radial(
      doc,
      'vignette',
      [
        [0.55, '#000', 0],
        [1, '#000', 0.55],
      ],
      { r: 0.75 },
    )}"/>`,
  )
  return parts.join('')
}

/** Thin gold frame lines at top and bottom, fading out at the ends. */
export function goldRule(doc, { y, x1 = 0, x2 = doc.w, width = 2 }) {
  const paint = linear(
    doc,
    'rule',
    [
      [0, C.gold, 0],
      [0.5, C.gold, 0.9],
      [1, C.gold, 0],
    ],
    [0, 0, 1, 0],
  )
  return `<rect x="${n(x1)}" y="${n(y)}" width="${n(x2 - x1)}" height="${width}" fill="${paint}"/>`
}

/**
 * Eyebrow, headline (one or more lines), sub-line and optional CTA, vertically centred on cy.
 * Sizes shrink to fit `width`. Returns the markup.
 */
export function textBlock(doc, opts) {
  const { x, cy, width, eyebrow, title, sub, cta, align = 'start', max = {}, eyebrowDot, hero } = opts
  const lines = Array.isArray(title) ? title : [title]
  const sE = eyebrow ? fit(eyebrow, width, max.eyebrow ?? 18, 0.22) : 0
  const sT = Math.min(...lines.map((l) => fit(l, width, max.title ?? 72)))
  const subs = sub == null ? [] : Array.isArray(sub) ? sub : [sub]
  const sS = subs.length ? Math.min(...subs.map((l) => fit(l, width, max.sub ?? 28))) : 0
  const sC = cta ? (max.cta ?? Math.max(16, sS * 0.8)) : 0
  const sH = hero ? fit(hero.text, width, hero.max) : 0
  const anchor = align === 'middle' ? 'middle' : 'start'
  const items = []
  let y = 0
  if (eyebrow) {
    y += sE
    items.push({ kind: 'eyebrow', y })
    y += sE * 0.95
  }
  if (hero) {
    y += sH * 0.82
    items.push({ kind: 'hero', y })
    y += sH * 0.12
  }
  for (const line of lines) {
    y += sT * (items.some((i) => i.kind === 'title') ? 1.08 : 0.92)
    items.push({ kind: 'title', y, line })
  }
  subs.forEach((line, i) => {
    y += i === 0 ? sT * 0.28 + sS * 1.1 : sS * 1.3
    items.push({ kind: 'sub', y, line })
  })
  let btn
  if (cta) {
    y += Math.max(sS, sT * 0.4) * 1.0
    btn = { y }
    y += sC * 2.3
  }
  const top = cy - y / 2
  const out = []
  const tshadow = shadow(doc, 3, 5, 0.6)
  for (const it of items) {
    const by = top + it.y
    if (it.kind === 'eyebrow') {
      let ex = x
      if (eyebrowDot && anchor === 'start') {
        out.push(
          `<circle cx="${n(x + sE * 0.4)}" cy="${n(by - sE * 0.36)}" r="${n(sE * 0.36)}" fill="${eyebrowDot}" filter="${glow(doc, eyebrowDot, 4)}"/>`,
        )
        ex += sE * 1.2
      }
      out.push(
        `<text x="${n(ex)}" y="${n(by)}" text-anchor="${anchor}" font-family="${FONT}" font-weight="700" font-size="${n(sE)}" letter-spacing="${n(sE * 0.22)}" fill="${C.gold}">${esc(eyebrow)}</text>`,
      )
    } else if (it.kind === 'hero') {
      out.push(
        `<text x="${n(x)}" y="${n(by)}" text-anchor="${anchor}" font-family="${FONT}" font-weight="900" font-size="${n(sH)}" letter-spacing="${n(-sH * 0.02)}" fill="${gold(doc)}" filter="${glow(doc, '#f5a524', Math.round(sH / 14))}">${esc(hero.text)}</text>`,
      )
    } else if (it.kind === 'title') {
      out.push(
        `<text x="${n(x)}" y="${n(by)}" text-anchor="${anchor}" font-family="${FONT}" font-weight="800" font-size="${n(sT)}" fill="${gold(doc)}" filter="${tshadow}">${esc(it.line)}</text>`,
      )
    } else if (it.kind === 'sub') {
      out.push(
        `<text x="${n(x)}" y="${n(by)}" text-anchor="${anchor}" font-family="${FONT}" font-weight="500" font-size="${n(sS)}" fill="${C.text}" fill-opacity=".92" filter="${tshadow}">${esc(it.line)}</text>`,
      )
    }
  }
  if (btn) out.push(ctaButton(doc, { x, y: top + btn.y, label: cta, size: sC, align }).svg)
  return out.join('')
}

// ---------------------------------------------------------------------------------------------
// Illustrations (drawn around the origin at roughly ±320 × ±210 unless noted)

export const place = (x, y, s, inner) =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${inner}</g>`

export function welcomeArt(doc) {
  return [
    card(doc, { x: -20, y: -40, w: 150, rot: -18, rank: 'K', suit: 'heart' }),
    card(doc, { x: 65, y: -62, w: 150, rot: 2, rank: 'A', suit: 'spade' }),
    card(doc, { x: 150, y: -40, w: 150, rot: 20, rank: 'A', suit: 'diamond' }),
    chip(doc, {
      x: -170,
      y: 105,
      r: 78,
      tilt: 0.42,
      thick: 12,
      stack: 5,
      color: CHIP_COLORS.red,
      rot: 10,
      seed: 3,
    }),
    chip(doc, {
      x: 185,
      y: 125,
      r: 72,
      tilt: 0.42,
      thick: 12,
      stack: 6,
      color: CHIP_COLORS.black,
      rot: -20,
      seed: 5,
    }),
    chip(doc, {
      x: 15,
      y: 165,
      r: 66,
      tilt: 0.42,
      thick: 11,
      stack: 2,
      color: CHIP_COLORS.purple,
      rot: 40,
      seed: 9,
    }),
    chip(doc, { x: -235, y: -120, r: 46, tilt: 0.78, thick: 8, color: CHIP_COLORS.gold, rot: 25, seed: 11 }),
    chip(doc, { x: 270, y: -150, r: 36, tilt: 0.55, thick: 7, color: CHIP_COLORS.blue, rot: -30, seed: 13 }),
    chip(doc, { x: 300, y: 10, r: 28, tilt: 0.9, thick: 5, color: CHIP_COLORS.green, rot: 10, seed: 15 }),
    sparkle(-120, -170, 18),
    sparkle(230, -60, 12),
    sparkle(-280, 20, 10, C.gold),
    sparkle(90, -210, 9, C.gold),
  ].join('')
}

export function liveArt(doc) {
  return [
    card(doc, { x: 150, y: -110, w: 120, rot: -10, rank: 'Q', suit: 'heart' }),
    card(doc, { x: 230, y: -90, w: 120, rot: 14, rank: 'K', suit: 'spade' }),
    rouletteTilted(doc, { x: 0, y: 30, r: 235, tilt: 0.42, rot: 8, ballAt: -140 }),
    chip(doc, {
      x: -255,
      y: 150,
      r: 58,
      tilt: 0.42,
      thick: 10,
      stack: 4,
      color: CHIP_COLORS.red,
      rot: 5,
      seed: 21,
    }),
    chip(doc, {
      x: 265,
      y: 160,
      r: 54,
      tilt: 0.42,
      thick: 10,
      stack: 2,
      color: CHIP_COLORS.gold,
      rot: 35,
      seed: 23,
    }),
    chip(doc, { x: -250, y: -140, r: 34, tilt: 0.7, thick: 6, color: CHIP_COLORS.purple, rot: 15, seed: 25 }),
    sparkle(-150, -150, 16),
    sparkle(90, -190, 10, C.gold),
    sparkle(300, 40, 11),
  ].join('')
}

export function pitch(doc, { y = 150, w = 640, depth = 110, color = '#5eead4' }) {
  const turf = linear(doc, 'turf', [
    [0, '#0c6b4a', 0],
    [1, '#0c6b4a', 0.75],
  ])
  const top = y - depth / 2
  const bot = y + depth / 2
  return (
    `<path d="M${n(-w * 0.32)} ${n(top)}H${n(w * 0.32)}L${n(w / 2)} ${n(bot)}H${n(-w / 2)}z" fill="${turf}"/>` +
    `<g fill="none" stroke="${color}" stroke-width="2.5" opacity=".7" filter="${glow(doc, color, 3)}">` +
    `<path d="M${n(-w * 0.32)} ${n(top)}H${n(w * 0.32)}L${n(w / 2)} ${n(bot)}H${n(-w / 2)}z"/>` +
    `<path d="M0 ${n(top)}V${n(bot)}"/><ellipse cx="0" cy="${n(y + 4)}" rx="${n(w * 0.13)}" ry="${n(depth * 0.26)}"/></g>`
  )
}

export function sportsArt(doc) {
  const streak = linear(
    doc,
    'streak',
    [
      [0, '#ffffff', 0],
      [1, '#ffffff', 0.55],
    ],
    [0, 0, 1, 0],
  )
  return [
    floodlight(doc, { x: -250, y: -175, w: 92, deg: -28, len: 470, spread: 0.5 }),
    floodlight(doc, { x: 260, y: -185, w: 92, deg: 30, len: 470, spread: 0.5 }),
    pitch(doc, { y: 160, w: 660, depth: 110 }),
    `<ellipse cx="40" cy="178" rx="95" ry="16" fill="#000" opacity=".55" filter="${blur(doc, 8)}"/>`,
    `<g fill="${streak}"><rect x="-260" y="-10" width="190" height="10" rx="5"/><rect x="-230" y="26" width="150" height="8" rx="4"/><rect x="-270" y="60" width="200" height="7" rx="3.5"/></g>`,
    football(doc, { x: 40, y: 30, r: 118, rot: 14 }),
    sparkle(-120, -120, 14),
    sparkle(190, -40, 12, C.gold),
    sparkle(250, 100, 9),
    confetti(doc, { x: -320, y: -210, w: 640, h: 260, count: 22, seed: 4 }),
  ].join('')
}

export function confetti(
  doc,
  { x, y, w, h, count, seed, colors = [C.gold, '#22d3a6', '#f472b6', '#60a5fa', '#ffffff'] },
) {
  const rand = rng(seed)
  const bits = []
  for (let i = 0; i < count; i++) {
    const cx = x + rand() * w
    const cy = y + rand() * h
    const s = 4 + rand() * 6
    bits.push(
      `<rect x="${n(cx)}" y="${n(cy)}" width="${n(s * 1.8)}" height="${n(s * 0.7)}" rx="1" fill="${colors[i % colors.length]}" opacity="${n(0.55 + rand() * 0.4)}" transform="rotate(${n(rand() * 180)} ${n(cx)} ${n(cy)})"/>`,
    )
  }
  return `<g>${bits.join('')}</g>`
}

/** Gold coin with a lira sign, face-on; r is the radius. */
export function coin(doc, { x, y, r, tilt = 1, rot = 0 }) {
  const face = radial(
    doc,
    'coinface',
    [
      [0, '#fff1b3'],
      [0.55, '#f0b93a'],
      [1, '#a86d0c'],
    ],
    { cx: 0.38, cy: 0.34, r: 0.72 },
  )
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)}) scale(1 ${n(tilt)})">` +
    `<circle cy="${n(r * 0.12)}" r="${n(r)}" fill="#7a4c06"/>` +
    `<circle r="${n(r)}" fill="${face}"/>` +
    `<circle r="${n(r * 0.8)}" fill="none" stroke="#8a5a08" stroke-opacity=".55" stroke-width="${n(r * 0.06)}"/>` +
    `<path transform="scale(${n(r / 40)})" d="M-6 -24V22C10 22 20 12 22 -2M-16 -4 10 -14M-16 8 10 -2" fill="none" stroke="#8a5a08" stroke-width="6.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    '</g>'
  )
}

/** Slot machine, about 200 × 260, origin at its centre. */
export function slotMachine(doc, { reels = ['7', '7', '7'] } = {}) {
  const body = linear(doc, 'slotbody', [
    [0, '#d21f4a'],
    [1, '#5a0a24'],
  ])
  const screen = linear(doc, 'slotscreen', [
    [0, '#fffaf0'],
    [0.5, '#ffffff'],
    [1, '#e7dcc2'],
  ])
  const g = gold(doc)
  const seven = (cx) =>
    `<path transform="translate(${n(cx)} -20)" d="M-15 -20H15V-13L-1 21H-12L3 -11H-15z" fill="#c8102e" stroke="#7a0a1c" stroke-width="2" stroke-linejoin="round"/>`
  const cherry = (cx) =>
    `<g transform="translate(${n(cx)} -20)"><path d="M-8 6Q-4 -14 10 -20M8 8Q6 -8 10 -20" fill="none" stroke="#166534" stroke-width="3" stroke-linecap="round"/><circle cx="-8" cy="10" r="9" fill="#c8102e"/><circle cx="8" cy="12" r="9" fill="#e11d48"/></g>`
  const sym = (s, cx) => (s === '7' ? seven(cx) : cherry(cx))
  return [
    `<ellipse cy="128" rx="110" ry="14" fill="#000" opacity=".5" filter="${blur(doc, 6)}"/>`,
    `<path d="M-78 -78Q-78 -128 0 -128Q78 -128 78 -78z" fill="${g}"/>`,
    `<circle cy="-104" r="14" fill="#ffefb0" filter="${glow(doc, '#ffd166', 6)}"/>`,
    `<rect x="-92" y="-82" width="184" height="196" rx="22" fill="${body}" stroke="${g}" stroke-width="6"/>`,
    `<rect x="-72" y="-64" width="144" height="88" rx="10" fill="#2a0612" stroke="${g}" stroke-width="4"/>`,
    `<rect x="-64" y="-57" width="128" height="74" rx="6" fill="${screen}"/>`,
    `<path d="M-21.3 -57V17M21.3 -57V17" stroke="#c9b98f" stroke-width="2"/>`,
    reels.map((s, i) => sym(s, -42.7 + i * 42.7)).join(''),
    `<path d="M-66 -20H66" stroke="${C.gold}" stroke-width="2" opacity=".8"/>`,
    `<rect x="-62" y="40" width="124" height="22" rx="6" fill="#2a0612" stroke="${g}" stroke-width="2"/>`,
    `<circle cx="-38" cy="86" r="10" fill="#fbbf24" stroke="#7a4c06" stroke-width="2"/><circle cx="-8" cy="86" r="10" fill="#22c55e" stroke="#14532d" stroke-width="2"/><rect x="16" y="78" width="44" height="16" rx="8" fill="#1d1233" stroke="${g}" stroke-width="2"/>`,
    `<rect x="-104" y="108" width="208" height="16" rx="6" fill="${g}"/>`,
    `<path d="M92 10H108V-70" fill="none" stroke="#c9ccd6" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<circle cx="108" cy="-76" r="14" fill="#e11d48" stroke="#7a0a1c" stroke-width="2"/><circle cx="104" cy="-80" r="4" fill="#fff" opacity=".7"/>`,
  ].join('')
}

/** Isometric die of edge s with the given faces [top, left, right]. */
export function die(doc, { x, y, s, faces = [5, 3, 1], tint = '#ffffff' }) {
  const k = 0.866 * s
  const PIPS = {
    1: [[0.5, 0.5]],
    2: [
      [0.27, 0.27],
      [0.73, 0.73],
    ],
    3: [
      [0.25, 0.25],
      [0.5, 0.5],
      [0.75, 0.75],
    ],
    4: [
      [0.27, 0.27],
      [0.73, 0.27],
      [0.27, 0.73],
      [0.73, 0.73],
    ],
    5: [
      [0.25, 0.25],
      [0.75, 0.25],
      [0.5, 0.5],
      [0.25, 0.75],
      [0.75, 0.75],
    ],
    6: [
      [0.27, 0.22],
      [0.73, 0.22],
      [0.27, 0.5],
      [0.73, 0.5],
      [0.27, 0.78],
      [0.73, 0.78],
    ],
  }
  const face = (m, count, fill, pip) =>
    `<g transform="matrix(${m.map(n).join(' ')})"><path d="M0.04 0.04H0.96V0.96H0.04z" fill="${fill}" stroke="${fill}" stroke-width="0.08" stroke-linejoin="round"/>${PIPS[count].map(([u, v]) => `<circle cx="${u}" cy="${v}" r="0.095" fill="${pip}"/>`).join('')}</g>`
  const red = faces[0] === 1 ? '#c8102e' : '#1b1b2f'
  return (
    `<g transform="translate(${n(x)} ${n(y)})">` +
    face([k, s / 2, -k, s / 2, 0, -s], faces[0], tint, red) +
    face([k, s / 2, 0, s, -k, -s / 2], faces[1], shade(tint, -0.14), '#1b1b2f') +
    face([k, -s / 2, 0, s, 0, 0], faces[2], shade(tint, -0.26), faces[2] === 1 ? '#c8102e' : '#1b1b2f') +
    '</g>'
  )
}

export function bingoBall(doc, { x, y, r, color, label }) {
  const shine = radial(
    doc,
    `bb${color.slice(1)}`,
    [
      [0, shade(color, 0.45)],
      [0.6, color],
      [1, shade(color, -0.45)],
    ],
    { cx: 0.36, cy: 0.3, r: 0.72 },
  )
  return (
    `<g transform="translate(${n(x)} ${n(y)})"><circle r="${n(r)}" fill="${shine}" filter="${shadow(doc, 5, 5, 0.45)}"/>` +
    `<circle r="${n(r * 0.56)}" fill="#fff" stroke="${shade(color, -0.3)}" stroke-width="${n(r * 0.04)}"/>` +
    `<text y="${n(r * 0.2)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${n(r * (label.length > 1 ? 0.55 : 0.62))}" fill="#161a33">${label}</text>` +
    `<ellipse cx="${n(-r * 0.38)}" cy="${n(-r * 0.5)}" rx="${n(r * 0.22)}" ry="${n(r * 0.12)}" transform="rotate(-35 ${n(-r * 0.38)} ${n(-r * 0.5)})" fill="#fff" opacity=".55"/></g>`
  )
}

/** Retro TV with a spinning prize wheel on screen, about 220 × 190. */
export function tvSet(doc) {
  const body = linear(doc, 'tvbody', [
    [0, '#3b4a9e'],
    [1, '#161d52'],
  ])
  const g = gold(doc)
  const colors = ['#e11d48', '#f5c451', '#22c55e', '#3b82f6', '#a855f7', '#f97316', '#06b6d4', '#f43f5e']
  const wr = 46
  const wedges = colors
    .map((c, i) => {
      const a0 = (i * Math.PI) / 4
      const a1 = ((i + 1) * Math.PI) / 4
      return `<path d="M0 0L${n(Math.cos(a0) * wr)} ${n(Math.sin(a0) * wr)}A${wr} ${wr} 0 0 1 ${n(Math.cos(a1) * wr)} ${n(Math.sin(a1) * wr)}z" fill="${c}"/>`
    })
    .join('')
  return [
    `<ellipse cy="108" rx="110" ry="12" fill="#000" opacity=".5" filter="${blur(doc, 6)}"/>`,
    `<path d="M-40 -92L-4 -66M44 -100L6 -66" stroke="#c9ccd6" stroke-width="4" stroke-linecap="round"/><circle cx="-40" cy="-92" r="6" fill="${g}"/><circle cx="44" cy="-100" r="6" fill="${g}"/>`,
    `<rect x="-112" y="-70" width="224" height="164" rx="26" fill="${body}" stroke="${g}" stroke-width="5"/>`,
    `<rect x="-96" y="-54" width="150" height="132" rx="22" fill="#0a0f2e" stroke="#0a0f2e" stroke-width="4"/>`,
    `<g transform="translate(-21 12)"><circle r="${wr + 6}" fill="${g}"/><g transform="rotate(12)">${wedges}</g><circle r="10" fill="${g}" stroke="#5a3a0a" stroke-width="2"/><path d="M0 ${-wr - 12}l-8 -12h16z" fill="#fff" transform="rotate(180 0 ${-wr - 12})"/></g>`,
    `<rect x="-96" y="-54" width="150" height="132" rx="22" fill="${radial(
      doc,
      'tvglass',
      [
        [0, '#fff', 0.16],
        [1, '#fff', 0],
      ],
      { cx: 0.3, cy: 0.2, r: 0.7 },
    )}"/>`,
    `<circle cx="84" cy="-26" r="13" fill="${g}"/><circle cx="84" cy="12" r="13" fill="${g}"/><path d="M72 44h24M72 56h24M72 68h24" stroke="#0a0f2e" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M-70 94l-12 16M70 94l12 16" stroke="#161d52" stroke-width="8" stroke-linecap="round"/>`,
  ].join('')
}

/** VR headset floating over a neon grid floor, about 260 × 200. */
export function virtualArt(doc) {
  const floor = []
  for (let i = -6; i <= 6; i++) floor.push(`M${i * 20} 30L${i * 46} 110`)
  for (const y of [38, 50, 66, 86, 110])
    floor.push(`M${n(-44 * 6 * ((y - 30) / 80) - 120)} ${y}H${n(44 * 6 * ((y - 30) / 80) + 120)}`)
  const shell = linear(doc, 'vrshell', [
    [0, '#f4f6ff'],
    [1, '#a9b2d6'],
  ])
  const lens = linear(
    doc,
    'vrlens',
    [
      [0, '#22d3ee'],
      [1, '#7c3aed'],
    ],
    [0, 0, 1, 1],
  )
  return [
    `<g fill="none" stroke="#34d399" stroke-width="2" opacity=".75" filter="${glow(doc, '#34d399', 3)}"><path d="${floor.join('')}"/></g>`,
    `<ellipse cy="96" rx="100" ry="12" fill="#000" opacity=".45" filter="${blur(doc, 6)}"/>`,
    `<path d="M-108 -30Q-124 -30 -124 -14V14Q-124 30 -108 30" fill="none" stroke="#2a2f4a" stroke-width="10"/><path d="M108 -30Q124 -30 124 -14V14Q124 30 108 30" fill="none" stroke="#2a2f4a" stroke-width="10"/>`,
    `<path d="M-96 -52H96Q114 -52 114 -34V26Q114 46 94 46H36Q22 46 14 34L8 24Q0 14 -8 24L-14 34Q-22 46 -36 46H-94Q-114 46 -114 26V-34Q-114 -52 -96 -52z" fill="${shell}" filter="${shadow(doc, 6, 6, 0.45)}"/>`,
    `<path d="M-94 -38H94Q100 -38 100 -30V16Q100 28 88 28H40Q30 28 24 20L14 8Q0 -6 -14 8L-24 20Q-30 28 -40 28H-88Q-100 28 -100 16V-30Q-100 -38 -94 -38z" fill="${lens}"/>`,
    `<path d="M-86 -30H60L10 10H-86z" fill="#fff" opacity=".18"/>`,
    sparkle(-70, -10, 8),
    sparkle(60, -16, 6),
  ].join('')
}

/** Night skyline of Istanbul-like domes, minarets and the Galata tower, bottom edge at y = 0. */
export function skyline(
  doc,
  { w, x0 = 0, towerX, towerH, seed = 3, far = '#2a1d5a', near = '#0d0b22', water = true },
) {
  const rand = rng(seed)
  const layer = (color, hmin, hmax, step, opacity) => {
    let d = ''
    const lights = []
    for (let x = x0 - 20; x < x0 + w + 20;) {
      const kind = rand()
      const nearTower = Math.abs(x + 75 - towerX) < towerH * 0.45
      if (kind < 0.16 && !nearTower) {
        // mosque: base, main dome, side domes and two minarets
        const bw = 120 + rand() * 60
        const bh = hmin + 10
        const cx = x + bw / 2
        const dr = bw * 0.28
        d += `M${n(x)} 0V${n(-bh)}H${n(x + bw)}V0z`
        d += `M${n(cx - dr)} ${n(-bh)}A${n(dr)} ${n(dr * 0.95)} 0 0 1 ${n(cx + dr)} ${n(-bh)}z`
        d += `M${n(cx - dr * 0.08)} ${n(-bh - dr * 0.95)}h${n(dr * 0.16)}v${n(-dr * 0.3)}h${n(-dr * 0.16)}z`
        for (const sx of [x + bw * 0.14, x + bw * 0.86])
          d += `M${n(sx - 14)} ${n(-bh)}A14 12 0 0 1 ${n(sx + 14)} ${n(-bh)}z`
        for (const mx of [x - 4, x + bw - 4]) {
          const mh = bh + dr * 2.1
          d += `M${n(mx)} 0V${n(-mh)}L${n(mx + 4)} ${n(-mh - 22)}L${n(mx + 8)} ${n(-mh)}V0z`
          d += `M${n(mx - 2)} ${n(-mh * 0.72)}h12v4h-12z`
        }
        x += bw + 10
      } else {
        const bw = step * (0.6 + rand())
        const bh = hmin + rand() * (hmax - hmin)
        d += `M${n(x)} 0V${n(-bh)}H${n(x + bw)}V0z`
        if (opacity === 1)
          for (let i = 0; i < 3; i++)
            if (rand() < 0.55)
              lights.push(
                `<rect x="${n(x + 4 + rand() * (bw - 10))}" y="${n(-bh + 8 + rand() * (bh - 16))}" width="3" height="4"/>`,
              )
        x += bw
      }
    }
    return `<path d="${d}" fill="${color}" opacity="${opacity}"/>${lights.length ? `<g fill="#ffd98a" opacity=".8">${lights.join('')}</g>` : ''}`
  }
  const ts = towerH / 64
  const tx = towerX - 32 * ts
  const ty = -towerH
  // Warm light behind the window cut-outs only, so the silhouette's windows glow.
  const lit = (x, y, w, h) =>
    `<rect x="${n(tx + x * ts)}" y="${n(ty + y * ts)}" width="${n(w * ts)}" height="${n(h * ts)}" fill="#ffcf6a"/>`
  const towerSvg =
    lit(22, 29.5, 20, 7) +
    lit(23.5, 43.5, 17, 8) +
    `<path transform="translate(${n(tx)} ${n(ty)}) scale(${n(ts)})" fill-rule="evenodd" fill="${near}" d="${TOWER_PATH}"/>` +
    `<rect x="${n(tx + 16.5 * ts)}" y="${n(ty + 60 * ts)}" width="${n(31 * ts)}" height="${n(ts * 6)}" fill="${near}"/>`
  const parts = [
    `<ellipse cx="${n(towerX)}" cy="${n(-towerH * 0.55)}" rx="${n(towerH * 0.7)}" ry="${n(towerH * 0.6)}" fill="${radial(
      doc,
      'towerhalo',
      [
        [0, '#f5c451', 0.35],
        [1, '#f5c451', 0],
      ],
    )}"/>`,
    layer(far, 40, 90, 40, 0.85),
    towerSvg,
    layer(near, 14, 46, 26, 1),
  ]
  if (water) {
    const rwater = rng(seed + 1)
    const streaks = []
    for (let i = 0; i < 26; i++) {
      const sx = x0 + rwater() * w
      streaks.push(
        `<rect x="${n(sx)}" y="${n(6 + rwater() * 40)}" width="${n(10 + rwater() * 40)}" height="2" rx="1" opacity="${n(0.2 + rwater() * 0.5)}"/>`,
      )
    }
    streaks.push(
      `<rect x="${n(towerX - 6)}" y="4" width="12" height="50" rx="6" opacity=".35" filter="${blur(doc, 3)}"/>`,
    )
    parts.push(
      `<rect x="${n(x0)}" y="0" width="${n(w)}" height="140" fill="${linear(doc, 'water', [
        [0, '#0f1038'],
        [1, '#05061a'],
      ])}"/><g fill="#f5c451">${streaks.join('')}</g>`,
    )
  }
  return parts.join('')
}

export function moon(doc, { x, y, r }) {
  return (
    `<g filter="${glow(doc, '#ffe9a8', Math.round(r / 3))}"><path d="M${n(x)} ${n(y - r)}A${n(r)} ${n(r)} 0 1 0 ${n(x + r * 0.98)} ${n(y + r * 0.2)}A${n(r * 0.8)} ${n(r * 0.8)} 0 1 1 ${n(x)} ${n(y - r)}z" fill="#ffeeb8"/></g>` +
    sparkle(x + r * 1.4, y - r * 0.5, r * 0.28, '#ffeeb8')
  )
}

export function stars(doc, { x, y, w, h, count, seed }) {
  const rand = rng(seed)
  const dots = []
  for (let i = 0; i < count; i++)
    dots.push(
      `<circle cx="${n(x + rand() * w)}" cy="${n(y + rand() * h)}" r="${n(0.6 + rand() * 1.4)}" opacity="${n(0.3 + rand() * 0.7)}"/>`,
    )
  return `<g fill="#fff">${dots.join('')}</g>`
}

/** Sports betting slip with three ticked picks, about 200 × 250. */
export function betSlip(doc) {
  const g = gold(doc)
  const row = (y, teams, odd) =>
    `<g transform="translate(0 ${y})"><rect x="-82" y="-16" width="164" height="34" rx="6" fill="#eef2ff"/>` +
    `<text x="-72" y="6" font-family="${FONT}" font-weight="700" font-size="13" fill="#161a33">${teams}</text>` +
    `<rect x="34" y="-11" width="42" height="24" rx="5" fill="#0f8a4f"/><text x="55" y="6" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="13" fill="#fff">${odd}</text></g>`
  return [
    `<g filter="${shadow(doc, 8, 8, 0.5)}"><path d="M-100 -125H100V115l-12.5 10-12.5-10-12.5 10-12.5-10-12.5 10-12.5-10-12.5 10-12.5-10-12.5 10-12.5-10-12.5 10-12.5-10-12.5 10-12.5-10-12.5 10-12.5-10z" fill="#ffffff"/></g>`,
    `<rect x="-100" y="-125" width="200" height="44" fill="#161a33"/><rect x="-100" y="-83" width="200" height="3" fill="${g}"/>`,
    `<text x="0" y="-96" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="16" letter-spacing="2" fill="${C.gold}">KOMBİNE</text>`,
    row(-52, 'IST – ANK', '1.85'),
    row(-8, 'IZM – BUR', '2.10'),
    row(36, 'ANT – KON', '1.70'),
    `<path d="M-82 74H82" stroke="#c9ccd6" stroke-dasharray="4 4"/>`,
    `<text x="-82" y="100" font-family="${FONT}" font-weight="700" font-size="13" fill="#5b6584">Toplam oran</text><text x="82" y="100" text-anchor="end" font-family="${FONT}" font-weight="900" font-size="20" fill="#0f8a4f">6.60</text>`,
  ].join('')
}

/** Two friends with a link and a gift between them, about 300 × 200. */
export function friendsArt(doc) {
  const p1 = linear(doc, 'friend1', [
    [0, '#34d399'],
    [1, '#047857'],
  ])
  const p2 = linear(doc, 'friend2', [
    [0, '#a78bfa'],
    [1, '#5b21b6'],
  ])
  const person = (x, paint, s = 1) =>
    `<g transform="translate(${x} 0) scale(${s})" filter="${shadow(doc, 6, 6, 0.45)}"><circle cy="-58" r="34" fill="${paint}"/><path d="M-62 64Q-62 -10 0 -10T62 64z" fill="${paint}"/></g>`
  return [
    person(-110, p1),
    person(110, p2),
    `<path d="M-60 -40Q0 -110 60 -40" fill="none" stroke="${C.gold}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>`,
    giftBox(doc, { x: 0, y: 20, s: 0.75 }),
    coin(doc, { x: -40, y: -120, r: 18, tilt: 0.8, rot: -20 }),
    coin(doc, { x: 50, y: -130, r: 14, tilt: 0.7, rot: 25 }),
  ].join('')
}

/** Gift box with ribbon and bow, about 160 × 160 at s = 1. */
export function giftBox(doc, { x, y, s = 1 }) {
  const box = linear(doc, 'giftbox', [
    [0, '#e11d48'],
    [1, '#7f1032'],
  ])
  const lid = linear(doc, 'giftlid', [
    [0, '#fb3b63'],
    [1, '#b3123b'],
  ])
  const g = gold(doc)
  return (
    `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" filter="${shadow(doc, 8, 8, 0.5)}">` +
    `<path d="M-6 -62C-30 -110 -80 -96 -64 -70-54 -56-20 -60-6 -62zM6 -62C30 -110 80 -96 64 -70 54 -56 20 -60 6 -62z" fill="${g}"/>` +
    `<rect x="-70" y="-20" width="140" height="95" rx="6" fill="${box}"/>` +
    `<rect x="-80" y="-62" width="160" height="44" rx="6" fill="${lid}"/>` +
    `<rect x="-13" y="-62" width="26" height="137" fill="${g}"/>` +
    `<rect x="-80" y="-22" width="160" height="6" fill="#000" opacity=".2"/>` +
    '</g>'
  )
}

/** Circular cash-back arrows around a coin. */
export function cashbackArt(doc) {
  const g = gold(doc)
  const R = 122
  const at = (deg, r = R) => [Math.cos((deg * Math.PI) / 180) * r, Math.sin((deg * Math.PI) / 180) * r]
  const arrow = (from, to) => {
    const [x0, y0] = at(from)
    const [x1, y1] = at(to)
    // arrowhead: tip ahead along the clockwise tangent, base across the ring
    const t = ((to + 14) * Math.PI) / 180
    const tip = [Math.cos(t) * R, Math.sin(t) * R]
    const [bx0, by0] = at(to, R - 26)
    const [bx1, by1] = at(to, R + 26)
    return {
      arc: `M${n(x0)} ${n(y0)}A${R} ${R} 0 0 1 ${n(x1)} ${n(y1)}`,
      head: `M${n(bx0)} ${n(by0)}L${n(tip[0])} ${n(tip[1])}L${n(bx1)} ${n(by1)}z`,
    }
  }
  const a1 = arrow(195, 305)
  const a2 = arrow(15, 125)
  return [
    `<g filter="${glow(doc, '#f5a524', 6)}"><g fill="none" stroke="${g}" stroke-width="18" stroke-linecap="round"><path d="${a1.arc}"/><path d="${a2.arc}"/></g>` +
      `<path d="${a1.head}${a2.head}" fill="${g}" stroke="${g}" stroke-width="4" stroke-linejoin="round"/></g>`,
    coin(doc, { x: 0, y: 0, r: 78 }),
    coin(doc, { x: 150, y: 90, r: 28, tilt: 0.6, rot: 20 }),
    coin(doc, { x: -160, y: -80, r: 22, tilt: 0.7, rot: -25 }),
    sparkle(-60, -120, 12),
    sparkle(130, -40, 9),
  ].join('')
}

export { rouletteFace, towerMark }
