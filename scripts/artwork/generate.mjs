#!/usr/bin/env node
// Writes every piece of Galata artwork into apps/web/public/ (Vite serves that folder at the site
// root). Plain Node, no dependencies, deterministic output:
//
//   node scripts/artwork/generate.mjs                      # all SVGs, robots.txt, site.webmanifest
//   node scripts/artwork/generate.mjs --video-assets DIR   # also the sprites make-video.sh composites
//
// The carousel slides are then rendered to WebP by scripts/artwork/rasterize.mjs (needs Chromium).
//
// The looping video itself is rendered by scripts/artwork/make-video.sh (ffmpeg).

import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  C,
  FONT,
  CHIP_COLORS,
  Doc,
  n,
  esc,
  fit,
  linear,
  radial,
  blur,
  glow,
  chip,
  football,
  sparkle,
  bokeh,
  sunburst,
  towerMark,
  wordmark,
  WORDMARK_WIDTH,
  rouletteTilted,
} from './lib.mjs'
import {
  backdrop,
  goldRule,
  textBlock,
  place,
  welcomeArt,
  liveArt,
  slotMachine,
  die,
  bingoBall,
  tvSet,
  virtualArt,
  skyline,
  moon,
  stars,
  betSlip,
  friendsArt,
  giftBox,
  cashbackArt,
  coin,
  confetti,
} from './scenes.mjs'
import { ICONS, iconSvg } from './icons.mjs'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const PUBLIC = join(ROOT, 'apps/web/public')
const written = []

function write(rel, content, base = PUBLIC) {
  const file = join(base, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, String(content))
  written.push({ file: relative(ROOT, file), bytes: Buffer.byteLength(String(content)) })
}

// ---------------------------------------------------------------------------------------------
// Brand

function logo() {
  const d = new Doc('logo', 180, 40, 'Galata')
  const s = 1.05
  d.add(towerMark(d, { x: -8, y: 0, size: 40 }), wordmark(d, { x: 31, y: (40 - 22 * s) / 2, scale: s }))
  return d
}

function brand() {
  write('media/brand/logo.svg', logo())
  const m = new Doc('mark', 64, 64, 'Galata')
  m.add(towerMark(m, { size: 64 }))
  write('media/brand/mark.svg', m)

  const f = new Doc('fav', 64, 64, 'Galata')
  f.add(
    `<rect width="64" height="64" rx="14" fill="${linear(
      f,
      'bg',
      [
        [0, '#2b0f52'],
        [1, '#0b0f2a'],
      ],
      [0, 0, 1, 1],
    )}"/>`,
    `<rect x="1.5" y="1.5" width="61" height="61" rx="12.5" fill="none" stroke="${C.gold}" stroke-opacity=".55" stroke-width="2"/>`,
    towerMark(f, { x: 5, y: 4, size: 56 }),
  )
  write('favicon.svg', f)

  const b = new Doc('r18', 64, 64, '18+')
  b.add(
    `<circle cx="32" cy="32" r="29" fill="#fff" stroke="#d32f2f" stroke-width="5"/>`,
    `<g fill="none" stroke="#161a33" stroke-width="4.2" stroke-linecap="round" stroke-linejoin="round">` +
      `<path d="M15.5 25.5 21 21.5v22"/><circle cx="31.5" cy="26.2" r="4.9"/><circle cx="31.5" cy="37.6" r="5.9"/>` +
      `<path d="M42.5 32.5h9M47 28v9" stroke="#d32f2f"/></g>`,
  )
  write('media/brand/18plus.svg', b)
}

// ---------------------------------------------------------------------------------------------
// Carousel slides: sm = mobile default (index 0), md = ≥992 px (index 2), lg = ≥1200 px (index 1)

const SLIDES = {
  welcome: {
    theme: 'royal',
    eyebrow: 'GALATA CASINO',
    title: 'Hoş Geldin Bonusu',
    // No figures in artwork; the slide's title carries the campaign's (docs/content.md).
    sub: 'İlk yatırımınıza özel bonus',
    cta: 'Hemen Katılın',
    art: welcomeArt,
  },
  'live-casino': {
    theme: 'crimson',
    eyebrow: 'CANLI · 7/24',
    eyebrowDot: '#ff3b5c',
    title: 'Canlı Casino',
    // What the tables are: an animated host, no studio (docs/content.md, "What the live casino is").
    sub: 'Animasyonlu sunucuyla 7/24 masalar',
    cta: 'Hemen Oynayın',
    art: liveArt,
  },
  // docs/content.md: a slide about what the site has today (it replaced an early sportsbook announcement).
  originals: {
    theme: 'stadium',
    eyebrow: 'GALATA ORIGINALS',
    title: 'Kanıtlanabilir Adil',
    sub: 'Zar, Mayın, Rulet, Blackjack ve Sky Aviator',
    cta: 'Hemen Oynayın',
    art: originalsArt,
  },
}

/** Two dice and a few chips: the studio's own games (dice, roulette, blackjack). */
function originalsArt(d) {
  return [
    `<ellipse cx="0" cy="190" rx="260" ry="26" fill="#000" opacity=".45" filter="${blur(d, 10)}"/>`,
    die(d, { x: -95, y: 20, s: 150, faces: [6, 5, 4] }),
    die(d, { x: 120, y: 80, s: 118, faces: [3, 1, 2], tint: '#fff6e0' }),
    chip(d, {
      x: 190,
      y: -120,
      r: 58,
      tilt: 0.42,
      thick: 10,
      stack: 4,
      color: CHIP_COLORS.red,
      rot: 10,
      seed: 21,
    }),
    chip(d, {
      x: -250,
      y: 150,
      r: 48,
      tilt: 0.5,
      thick: 9,
      stack: 3,
      color: CHIP_COLORS.gold,
      rot: -20,
      seed: 23,
    }),
    chip(d, { x: -230, y: -150, r: 34, tilt: 0.7, thick: 7, color: CHIP_COLORS.blue, rot: 30, seed: 25 }),
    sparkle(40, -170, 16),
    sparkle(-180, -40, 10, C.gold),
    sparkle(260, 20, 9, C.gold),
  ].join('')
}

const SLIDE_SIZES = {
  sm: {
    w: 800,
    h: 500,
    text: { x: 44, cy: 168, width: 460 },
    art: { x: 560, y: 322, s: 0.62 },
    max: { eyebrow: 16, title: 58, sub: 24, cta: 20 },
  },
  md: {
    w: 1400,
    h: 450,
    text: { x: 150, cy: 225, width: 560 },
    art: { x: 1010, y: 235, s: 0.84 },
    max: { eyebrow: 17, title: 66, sub: 27, cta: 20 },
  },
  lg: {
    w: 1920,
    h: 480,
    text: { x: 370, cy: 240, width: 640 },
    art: { x: 1340, y: 250, s: 0.92 },
    max: { eyebrow: 18, title: 74, sub: 29, cta: 21 },
  },
}

function slides() {
  let seed = 1
  for (const [key, S] of Object.entries(SLIDES))
    for (const [size, L] of Object.entries(SLIDE_SIZES)) {
      const d = new Doc(`s${size}`, L.w, L.h, `${S.title} — ${S.sub}`)
      d.add(
        backdrop(d, { theme: S.theme, art: { x: L.art.x, y: L.art.y, r: 330 * L.art.s }, seed: seed++ }),
        place(L.art.x, L.art.y, L.art.s, S.art(d)),
        `<rect width="${L.w}" height="${L.h}" fill="${linear(
          d,
          'scrim2',
          [
            [0, '#000', 0.5],
            [0.4, '#000', 0.15],
            [0.62, '#000', 0],
          ],
          [0, 0, 1, 0],
        )}"/>`,
        textBlock(d, { ...L.text, ...S, max: L.max }),
        goldRule(d, { y: L.h - 2 }),
      )
      write(`media/slides/${key}-${size}.svg`, d)
    }
}

// ---------------------------------------------------------------------------------------------
// Popups: index 0 = sm (portrait, default), 1 = lg, 2 = md

function depositArt(d) {
  return [
    chip(d, { x: -190, y: 120, r: 70, tilt: 0.42, thick: 12, stack: 5, color: CHIP_COLORS.red, seed: 31 }),
    chip(d, { x: 190, y: 130, r: 66, tilt: 0.42, thick: 11, stack: 3, color: CHIP_COLORS.purple, seed: 33 }),
    giftBox(d, { x: 0, y: 40, s: 1.15 }),
    coin(d, { x: -150, y: -120, r: 34, tilt: 0.75, rot: -20 }),
    coin(d, { x: 170, y: -110, r: 28, tilt: 0.6, rot: 25 }),
    coin(d, { x: 90, y: -190, r: 20, tilt: 0.85, rot: 10 }),
    chip(d, { x: -60, y: -170, r: 30, tilt: 0.7, thick: 6, color: CHIP_COLORS.gold, seed: 35 }),
    sparkle(-40, -110, 16),
    sparkle(240, 20, 11, C.gold),
    sparkle(-260, 10, 10),
    confetti(d, { x: -300, y: -230, w: 600, h: 220, count: 24, seed: 8 }),
  ].join('')
}

const FIRST_DEPOSIT = {
  eyebrow: 'İLK YATIRIMA ÖZEL',
  hero: 'Bonus',
  title: 'Hoş Geldin',
  sub: 'İlk yatırımınıza ek bakiye',
  cta: 'Para Yatır',
}

function popups() {
  // First deposit
  {
    const d = new Doc('fdsm', 600, 800, 'İlk Yatırıma Özel Hoş Geldin Bonusu')
    d.add(
      backdrop(d, { theme: 'ember', art: { x: 300, y: 600, r: 280 }, seed: 41, scrim: 'none' }),
      sunburst(d, { x: 300, y: 250, r: 420, opacity: 0.12, rays: 36 }),
      place(300, 610, 0.74, depositArt(d)),
      textBlock(d, {
        x: 300,
        cy: 236,
        width: 520,
        align: 'middle',
        ...FIRST_DEPOSIT,
        hero: { text: FIRST_DEPOSIT.hero, max: 190 },
        max: { eyebrow: 22, title: 76, sub: 28, cta: 24 },
      }),
      goldRule(d, { y: 0, width: 3 }),
      goldRule(d, { y: 797, width: 3 }),
    )
    write('media/popups/first-deposit-sm.svg', d)
  }
  for (const [size, w, h] of [
    ['md', 900, 600],
    ['lg', 1100, 620],
  ]) {
    const d = new Doc(`fd${size}`, w, h, 'İlk Yatırıma Özel Hoş Geldin Bonusu')
    const ax = w * 0.7
    d.add(
      backdrop(d, { theme: 'ember', art: { x: ax, y: h * 0.52, r: h * 0.45 }, seed: 43 }),
      place(ax, h * 0.54, h / 860, depositArt(d)),
      textBlock(d, {
        x: w * 0.07,
        cy: h / 2,
        width: w * 0.42,
        ...FIRST_DEPOSIT,
        hero: { text: FIRST_DEPOSIT.hero, max: h * 0.3 },
        max: { eyebrow: 20, title: h * 0.12, sub: 26, cta: 22 },
      }),
      goldRule(d, { y: h - 3, width: 3 }),
    )
    write(`media/popups/first-deposit-${size}.svg`, d)
  }

  // First visit welcome
  const sky = (d) =>
    `<rect width="${d.w}" height="${d.h}" fill="${linear(d, 'sky', [
      [0, '#070a1c'],
      [0.55, '#1f0f45'],
      [0.85, '#4a1d5c'],
      [1, '#6b2c3a'],
    ])}"/>`
  {
    const d = new Doc('wsm', 600, 800, 'Galata’ya Hoş Geldiniz')
    d.add(
      sky(d),
      stars(d, { x: 0, y: 0, w: 600, h: 520, count: 90, seed: 5 }),
      moon(d, { x: 520, y: 66, r: 28 }),
      `<g transform="translate(0 700)">${skyline(d, { w: 600, towerX: 300, towerH: 250, seed: 9 })}</g>`,
      `<rect width="600" height="800" fill="${radial(
        d,
        'vig',
        [
          [0.6, '#000', 0],
          [1, '#000', 0.5],
        ],
        { r: 0.75 },
      )}"/>`,
      wordmark(d, { x: 300 - (WORDMARK_WIDTH * 1.4) / 2, y: 78, scale: 1.4 }),
      textBlock(d, {
        x: 300,
        cy: 270,
        width: 520,
        align: 'middle',
        title: ['Galata’ya', 'Hoş Geldiniz'],
        sub: ['Slotlar, masa oyunları ve Sky Aviator', 'kanıtlanabilir adil oyunlarla'],
        cta: 'Keşfet',
        max: { title: 70, sub: 24, cta: 22 },
      }),
      goldRule(d, { y: 0, width: 3 }),
    )
    write('media/popups/welcome-sm.svg', d)
  }
  for (const [size, w, h] of [
    ['md', 900, 600],
    ['lg', 1100, 620],
  ]) {
    const d = new Doc(`w${size}`, w, h, 'Galata’ya Hoş Geldiniz')
    const towerX = w * 0.74
    d.add(
      sky(d),
      stars(d, { x: 0, y: 0, w, h: h * 0.6, count: 110, seed: 6 }),
      moon(d, { x: w * 0.9, y: h * 0.17, r: 30 }),
      `<g transform="translate(0 ${n(h - 84)})">${skyline(d, { w, towerX, towerH: h * 0.5, seed: 12 })}</g>`,
      `<rect width="${w}" height="${h}" fill="${linear(
        d,
        'scrim',
        [
          [0, '#070a1c', 0.7],
          [0.5, '#070a1c', 0],
        ],
        [0, 0, 1, 0],
      )}"/>`,
      wordmark(d, { x: w * 0.07, y: h * 0.12, scale: 1.2 }),
      textBlock(d, {
        x: w * 0.07,
        cy: h * 0.44,
        width: w * 0.5,
        title: ['Galata’ya', 'Hoş Geldiniz'],
        sub: ['Slotlar, masa oyunları ve Sky Aviator', 'kanıtlanabilir adil oyunlarla'],
        cta: 'Keşfet',
        max: { title: h * 0.12, sub: 24, cta: 21 },
      }),
      goldRule(d, { y: h - 3, width: 3 }),
    )
    write(`media/popups/welcome-${size}.svg`, d)
  }
}

// ---------------------------------------------------------------------------------------------
// Promotions (800 × 420)

const PROMOS = {
  'welcome-bonus': {
    theme: 'royal',
    eyebrow: 'YENİ ÜYELERE',
    title: ['Hoş Geldin', 'Bonusu'],
    sub: 'İlk yatırımınıza özel',
    cta: 'Hemen Katılın',
    art: (d) => place(590, 225, 0.56, welcomeArt(d)),
  },
  'weekly-cashback': {
    theme: 'ocean',
    eyebrow: 'HER PAZARTESİ',
    title: ['Haftalık', 'Kayıp Bonusu'],
    sub: 'Kaybınızın bir kısmı geri gelir',
    cta: 'Detaylar',
    art: (d) => place(600, 210, 0.95, cashbackArt(d)),
  },
  'free-spins-friday': {
    theme: 'magenta',
    eyebrow: 'CUMA GÜNLERİ',
    title: ['50 Bedava', 'Dönüş'],
    sub: 'Seçili slotlarda her cuma',
    cta: 'Hemen Oyna',
    art: (d) =>
      place(600, 220, 1, slotMachine(d)) +
      sparkle(470, 90, 14) +
      sparkle(730, 120, 10, C.gold) +
      coin(d, { x: 715, y: 330, r: 24, tilt: 0.7, rot: 20 }) +
      coin(d, { x: 480, y: 340, r: 18, tilt: 0.8, rot: -15 }),
  },
  'sports-accumulator': {
    theme: 'stadium',
    eyebrow: 'KOMBİNE KUPON',
    title: ['%50 Kombine', 'Bonusu'],
    sub: 'Kazancına ek kazanç',
    cta: 'Kupon Yap',
    art: (d) =>
      place(640, 200, 1, betSlip(d)) + football(d, { x: 495, y: 335, r: 54, rot: 20 }) + sparkle(755, 70, 12),
  },
  'live-casino-reload': {
    theme: 'crimson',
    eyebrow: 'CANLI CASINO',
    title: ['%25 Yatırım', 'Bonusu'],
    sub: 'Her yatırımında ek bakiye',
    cta: 'Şimdi Oyna',
    art: (d) =>
      rouletteTilted(d, { x: 600, y: 215, r: 165, tilt: 0.45, rot: -12, ballAt: -120 }) +
      chip(d, { x: 470, y: 330, r: 38, tilt: 0.42, thick: 7, stack: 3, color: CHIP_COLORS.red, seed: 51 }) +
      chip(d, { x: 735, y: 335, r: 34, tilt: 0.42, thick: 7, stack: 2, color: CHIP_COLORS.gold, seed: 53 }) +
      sparkle(720, 80, 12),
  },
  'refer-a-friend': {
    theme: 'emerald',
    eyebrow: 'ARKADAŞINI GETİR',
    title: ['Arkadaşını', 'Davet Et'],
    sub: 'Her davet için 250 ₺ bonus',
    cta: 'Bağlantını Al',
    art: (d) => place(600, 240, 0.95, friendsArt(d)) + sparkle(480, 80, 10) + sparkle(740, 110, 12, C.gold),
  },
  // The sports promotions the bonus engine runs (docs/sportsbook.md "Sports promotions"): no figure on
  // the art, the campaign's terms carry them.
  'sports-freebet': {
    theme: 'stadium',
    eyebrow: 'SPOR BAHİSLERİ',
    title: ['Freebet', 'Hediye'],
    sub: 'Kuponunu bizden oyna',
    cta: 'Talep Et',
    art: (d) =>
      place(640, 200, 1, betSlip(d)) +
      football(d, { x: 500, y: 330, r: 50, rot: -10 }) +
      sparkle(750, 80, 12, C.gold) +
      sparkle(470, 95, 10),
  },
  'combo-boost': {
    theme: 'emerald',
    eyebrow: 'KOMBİNE KUPON',
    title: ['Kombine', 'Bonusu'],
    sub: 'Kazanan kombinene ek kazanç',
    cta: 'Kupon Yap',
    art: (d) =>
      place(640, 200, 1, betSlip(d)) + football(d, { x: 495, y: 335, r: 54, rot: 20 }) + sparkle(755, 70, 12),
  },
  'one-leg-short': {
    theme: 'ocean',
    eyebrow: 'KOMBİNE KUPON',
    title: ['Kupon', 'İadesi'],
    sub: 'Bir maçla kaçan kupona freebet',
    cta: 'Detaylar',
    art: (d) =>
      place(630, 205, 1, betSlip(d)) +
      football(d, { x: 505, y: 330, r: 48, rot: 35 }) +
      sparkle(745, 95, 11, C.gold),
  },
}

function promotions() {
  let seed = 61
  for (const [key, P] of Object.entries(PROMOS)) {
    const d = new Doc(`p`, 800, 420, [P.title].flat().join(' '))
    d.add(
      backdrop(d, { theme: P.theme, art: { x: 600, y: 210, r: 200 }, seed: seed++ }),
      P.art(d),
      textBlock(d, {
        x: 44,
        cy: 210,
        width: 380,
        ...P,
        max: { eyebrow: 15, title: 50, sub: 21, cta: 17 },
      }),
      goldRule(d, { y: 418 }),
    )
    write(`media/promotions/${key}.svg`, d)
  }
}

// ---------------------------------------------------------------------------------------------
// Casino category tiles (240 × 240)

const CATEGORIES = {
  slot: { bg: ['#3b0a45', '#7a1240'], glow: '#ff5fa2', art: (d) => place(120, 128, 0.68, slotMachine(d)) },
  live: {
    bg: ['#2a0a12', '#6e0f25'],
    glow: '#ff4d6d',
    art: (d) =>
      rouletteTilted(d, { x: 120, y: 132, r: 104, tilt: 0.5, rot: 20, ballAt: -130 }) +
      `<g transform="translate(204 34)"><circle r="16" fill="#ff3b5c" opacity=".25"/><circle r="9" fill="#ff3b5c" filter="${glow(d, '#ff3b5c', 4)}"/></g>`,
  },
  games: {
    bg: ['#06243a', '#0e4d6e'],
    glow: '#38bdf8',
    art: (d) =>
      `<ellipse cx="120" cy="190" rx="90" ry="12" fill="#000" opacity=".45" filter="${blur(d, 6)}"/>` +
      die(d, { x: 88, y: 128, s: 56, faces: [5, 3, 2] }) +
      die(d, { x: 160, y: 150, s: 44, faces: [1, 6, 4], tint: '#fff6e0' }) +
      sparkle(190, 62, 10) +
      sparkle(50, 70, 7, C.gold),
  },
  bingo: {
    bg: ['#2d1a05', '#7a4a0a'],
    glow: '#fbbf24',
    art: (d) =>
      `<ellipse cx="120" cy="198" rx="92" ry="12" fill="#000" opacity=".45" filter="${blur(d, 6)}"/>` +
      bingoBall(d, { x: 78, y: 150, r: 42, color: '#2563eb', label: '24' }) +
      bingoBall(d, { x: 164, y: 146, r: 46, color: '#dc2626', label: '7' }) +
      bingoBall(d, { x: 120, y: 92, r: 44, color: '#16a34a', label: '61' }) +
      sparkle(196, 66, 10),
  },
  tvbets: { bg: ['#0c1240', '#2a3a9a'], glow: '#818cf8', art: (d) => place(120, 126, 0.78, tvSet(d)) },
  virtual: {
    bg: ['#061f1c', '#0f5e4e'],
    glow: '#34d399',
    art: (d) => place(120, 120, 0.78, virtualArt(d)),
  },
  placeholder: {
    bg: ['#0b0f2a', '#2a0f4f'],
    glow: '#8b5cf6',
    art: (d) =>
      `<ellipse cx="120" cy="196" rx="80" ry="12" fill="#000" opacity=".45" filter="${blur(d, 6)}"/>` +
      chip(d, { x: 120, y: 118, r: 72, color: CHIP_COLORS.purple, rot: 12, seed: 71 }) +
      sparkle(186, 58, 10) +
      sparkle(56, 176, 7, C.gold),
  },
}

function categories() {
  for (const [key, K] of Object.entries(CATEGORIES)) {
    const d = new Doc(`c${key}`, 240, 240)
    d.add(
      `<rect width="240" height="240" fill="${linear(
        d,
        'bg',
        [
          [0, K.bg[0]],
          [1, K.bg[1]],
        ],
        [0, 0, 1, 1],
      )}"/>`,
      `<circle cx="120" cy="118" r="120" fill="${radial(d, 'glow', [
        [0, K.glow, 0.45],
        [1, K.glow, 0],
      ])}"/>`,
      sunburst(d, { x: 120, y: 118, r: 170, opacity: 0.12, rays: 24 }),
      bokeh(d, { x: 0, y: 0, w: 240, h: 240, count: 9, seed: key.length * 7, rmin: 3, rmax: 12, sd: 2 }),
      K.art(d),
      `<rect x=".5" y=".5" width="239" height="239" fill="none" stroke="${C.gold}" stroke-opacity=".25"/>`,
    )
    write(`media/categories/${key}.svg`, d)
  }
}

// ---------------------------------------------------------------------------------------------
// Provider name plates (160 × 48): plain set type in light grey, no imitation of any real mark.

const PROVIDERS = {
  amusnet: ['AMUSNET'],
  '3oaksgaming': ['3 OAKS', 'GAMING'],
  amatic: ['AMATIC'],
  bgaming: ['BGAMING'],
  betsoftow: ['BETSOFT'],
  pragmaticplay: ['PRAGMATIC', 'PLAY'],
  evolution: ['EVOLUTION'],
  evoplay: ['EVOPLAY'],
  netent: ['NETENT'],
  novomatic: ['NOVOMATIC'],
  redtiger: ['RED TIGER'],
  spribe: ['SPRIBE'],
}

function providers() {
  const grey = '#c9ccd6'
  for (const [key, [name, second]] of Object.entries(PROVIDERS)) {
    const d = new Doc('pv', 160, 48, [name, second].filter(Boolean).join(' '))
    if (second) {
      const s1 = fit(name, 148, 20, 0.06)
      const s2 = fit(second, 148, 10, 0.5)
      d.add(
        `<text x="80" y="${n(22 + s1 * 0.05)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${n(s1)}" letter-spacing="${n(s1 * 0.06)}" fill="${grey}">${esc(name)}</text>`,
        `<text x="80" y="38" text-anchor="middle" font-family="${FONT}" font-weight="600" font-size="${n(s2)}" letter-spacing="${n(s2 * 0.5)}" fill="${grey}" fill-opacity=".8">${esc(second)}</text>`,
      )
    } else {
      const s = fit(name, 148, 22, 0.08)
      d.add(
        `<text x="80" y="${n(24 + s * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${n(s)}" letter-spacing="${n(s * 0.08)}" fill="${grey}">${esc(name)}</text>`,
      )
    }
    write(`media/providers/${key}.svg`, d)
  }
  const g = new Doc('pg', 160, 48, 'Galata Originals')
  g.add(
    towerMark(g, { x: -6, y: 4, size: 40 }),
    wordmark(g, { x: 34, y: 8, scale: 0.88 }),
    `<text x="${n(34 + (WORDMARK_WIDTH * 0.88) / 2)}" y="40" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="8.5" letter-spacing="4.2" fill="#c9ccd6">ORIGINALS</text>`,
  )
  write('media/providers/galata.svg', g)
}

// ---------------------------------------------------------------------------------------------
// Misc: default game image, icons, video poster, manifest

function defaultGame() {
  const d = new Doc('gd', 300, 300, 'Galata')
  d.add(
    `<rect width="300" height="300" fill="${linear(
      d,
      'bg',
      [
        [0, '#2b0f52'],
        [1, '#0b0f2a'],
      ],
      [0, 0, 1, 1],
    )}"/>`,
    `<circle cx="150" cy="130" r="150" fill="${radial(d, 'glow', [
      [0, '#8b5cf6', 0.5],
      [1, '#8b5cf6', 0],
    ])}"/>`,
    sunburst(d, { x: 150, y: 130, r: 210, opacity: 0.12, rays: 28 }),
    bokeh(d, { x: 0, y: 0, w: 300, h: 300, count: 12, seed: 17, rmin: 3, rmax: 14, sd: 2 }),
    `<ellipse cx="150" cy="212" rx="80" ry="12" fill="#000" opacity=".45" filter="${blur(d, 6)}"/>`,
    chip(d, { x: 150, y: 128, r: 78, color: CHIP_COLORS.red, rot: 8, seed: 3 }),
    sparkle(222, 62, 12),
    sparkle(72, 190, 8, C.gold),
    wordmark(d, { x: 150 - (WORDMARK_WIDTH * 0.8) / 2, y: 248, scale: 0.8 }),
  )
  write('media/games/default.svg', d)
}

function icons() {
  for (const name of Object.keys(ICONS)) write(`media/icons/${name}.svg`, iconSvg(name))
}

/**
 * Layout shared by the video (make-video.sh composites these sprites at the same places) and its
 * poster, 1280 × 360, at t = 0: a large chip turning on the right, a chip flipping end over end on
 * the left and a small one turning the other way. FLIP_FRAMES sprites make one full flip.
 */
const VIDEO = {
  w: 1280,
  h: 360,
  spin: { color: CHIP_COLORS.red, x: 1080, y: 175, r: 95 },
  flip: { color: CHIP_COLORS.purple, x: 190, y: 205, r: 70 },
  small: { color: CHIP_COLORS.gold, x: 925, y: 70, r: 40 },
}
const FLIP_FRAMES = 120

function videoPoster() {
  const { w, h } = VIDEO
  const d = new Doc('vp', w, h, 'Galata Casino')
  const blob = (name, color, op) =>
    radial(d, name, [
      [0, color, op],
      [1, color, 0],
    ])
  d.add(
    `<rect width="${w}" height="${h}" fill="${linear(
      d,
      'bg',
      [
        [0, '#0b0d2a'],
        [1, '#2a0f4f'],
      ],
      [0, 0, 1, 0],
    )}"/>`,
    `<ellipse cx="330" cy="130" rx="380" ry="220" fill="${blob('b1', '#7c3aed', 0.55)}"/>`,
    `<ellipse cx="1100" cy="220" rx="340" ry="220" fill="${blob('b2', '#f5a524', 0.35)}"/>`,
    `<ellipse cx="500" cy="350" rx="300" ry="170" fill="${blob('b3', '#c026d3', 0.35)}"/>`,
    bokeh(d, { x: 0, y: 0, w, h, count: 26, seed: 99, rmin: 3, rmax: 16, sd: 3 }),
    ...[VIDEO.spin, VIDEO.flip, VIDEO.small].map((c) => chip(d, { ...c, seed: 7 })),
    `<rect width="${w}" height="${h}" fill="${radial(
      d,
      'vig',
      [
        [0.5, '#000', 0],
        [1, '#000', 0.6],
      ],
      { r: 0.8 },
    )}"/>`,
  )
  write('media/video/casino-poster.svg', d)
}

/** Sprites for make-video.sh, each on a transparent canvas: chips, flip frames and bokeh dots. */
function videoAssets(dir) {
  const sprite = (file, c, draw) => {
    const size = Math.round(c.r * 2 + 12)
    const d = new Doc('v', size, size)
    d.add(draw(d, size / 2))
    write(file, d, dir)
  }
  sprite('chip-spin.svg', VIDEO.spin, (d, m) => chip(d, { ...VIDEO.spin, x: m, y: m, seed: 7 }))
  sprite('chip-small.svg', VIDEO.small, (d, m) => chip(d, { ...VIDEO.small, x: m, y: m, seed: 7 }))
  // Tumbling end over end: the face narrows to its edge and widens again, with the edge band on
  // the side turning toward the viewer.
  const { r } = VIDEO.flip
  for (let i = 0; i < FLIP_FRAMES; i++) {
    const a = (2 * Math.PI * i) / FLIP_FRAMES
    const tilt = Math.max(0.03, Math.abs(Math.cos(a)))
    const thick = r * 0.16 * Math.abs(Math.sin(a))
    const edgeUp = Math.cos(a) * Math.sin(a) < 0
    sprite(`flip-${String(i).padStart(3, '0')}.svg`, VIDEO.flip, (d, m) =>
      chip(d, {
        ...VIDEO.flip,
        x: m,
        y: m + (edgeUp ? thick / 2 : -thick / 2),
        tilt,
        thick,
        edgeUp,
        seed: 7,
      }),
    )
  }
  for (const [name, color, size] of [
    ['dot-gold.svg', '#ffd166', 64],
    ['dot-violet.svg', '#a78bfa', 96],
    ['dot-white.svg', '#ffffff', 40],
  ]) {
    const d = new Doc('vd', size, size)
    d.add(
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${radial(d, 'dot', [
        [0, color, 0.85],
        [0.55, color, 0.45],
        [1, color, 0],
      ])}"/>`,
    )
    write(name, d, dir)
  }
}

function siteFiles() {
  write('robots.txt', 'User-agent: *\nAllow: /\n')
  const manifest = {
    name: 'Galata',
    short_name: 'Galata',
    description: 'Slotlar, masa oyunları ve Sky Aviator: kanıtlanabilir adil oyunlar',
    lang: 'tr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b0d17',
    theme_color: '#0b0d17',
    icons: [
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/media/brand/mark.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'monochrome' },
    ],
  }
  write('site.webmanifest', JSON.stringify(manifest, null, 2) + '\n')
}

// ---------------------------------------------------------------------------------------------

function main(argv) {
  brand()
  slides()
  popups()
  promotions()
  categories()
  providers()
  defaultGame()
  icons()
  videoPoster()
  siteFiles()
  const i = argv.indexOf('--video-assets')
  if (i !== -1) videoAssets(resolve(argv[i + 1]))
  const total = written.reduce((s, f) => s + f.bytes, 0)
  const big = written.filter((f) => f.file.endsWith('.svg') && f.bytes > 40 * 1024)
  console.log(`wrote ${written.length} files, ${(total / 1024).toFixed(1)} KiB`)
  for (const f of big) console.warn(`warning: ${f.file} is ${(f.bytes / 1024).toFixed(1)} KiB (over 40 KiB)`)
  if (big.length) process.exitCode = 1
}

main(process.argv.slice(2))
