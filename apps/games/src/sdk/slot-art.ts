import { svg } from './art'

// The slot symbols' artwork, per theme (its own module: only the slot page's bundle carries it).

// ---- slot symbols: four card ranks, four themed pictures, the wild and the scatter per theme

const rank = (label: string, fill: string, edge: string) =>
  svg(
    `<text x="50" y="71" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700" font-size="${label.length > 1 ? 50 : 60}" fill="${fill}" stroke="${edge}" stroke-width="3" paint-order="stroke">${label}</text>`,
  )

const wild = (plate: string, ink: string, motif: string) =>
  svg(
    motif +
      `<rect x="8" y="58" width="84" height="30" rx="9" fill="${plate}" stroke="${ink}" stroke-width="3"/>` +
      `<text x="50" y="81" text-anchor="middle" font-family="'Trebuchet MS', 'DejaVu Sans', sans-serif" font-weight="800" font-size="22" fill="${ink}" letter-spacing="2">WILD</text>`,
  )

const scatter = (fill: string, glow: string) =>
  svg(
    `<polygon points="50,4 61,33 93,33 67,52 77,84 50,65 23,84 33,52 7,33 39,33" fill="${glow}" opacity=".55" transform="translate(50 50) scale(1.08) translate(-50 -50)"/>` +
      `<polygon points="50,4 61,33 93,33 67,52 77,84 50,65 23,84 33,52 7,33 39,33" fill="${fill}" stroke="#fff" stroke-width="2.5" stroke-linejoin="round"/>` +
      `<text x="50" y="56" text-anchor="middle" font-family="'Trebuchet MS', 'DejaVu Sans', sans-serif" font-weight="800" font-size="14" fill="#fff" letter-spacing="1">BONUS</text>`,
  )

const vase = (body: string, band: string) =>
  `<path d="M38 14h24v7c0 5-7 7-7 13 0 6 19 12 19 31 0 14-11 21-24 21s-24-7-24-21c0-19 19-25 19-31 0-6-7-8-7-13z" fill="${body}" stroke="#3b1d0e" stroke-width="2.5"/>` +
  `<path d="M29 58h42v9H29z" fill="${band}"/><path d="M36 72l4 5 4-5 4 5 4-5 4 5 4-5 4 5" fill="none" stroke="${band}" stroke-width="2.5"/>`

const SYMBOLS: Record<string, readonly string[]> = {
  'galata-bazaar': [
    rank('10', '#2f7d5b', '#fff7e6'),
    rank('J', '#2a5a9b', '#fff7e6'),
    rank('Q', '#8b2f6b', '#fff7e6'),
    rank('K', '#b5532a', '#fff7e6'),
    svg(vase('#c0612f', '#f0c04a')),
    // carpet
    svg(
      '<path d="M22 16h56v68H22z" fill="#9b1c2c" stroke="#4a0c14" stroke-width="2.5"/>' +
        '<path d="M29 23h42v54H29z" fill="none" stroke="#f0c04a" stroke-width="3"/>' +
        '<path d="M50 30l14 20-14 20-14-20z" fill="#f0c04a"/><path d="M50 40l7 10-7 10-7-10z" fill="#1d3f7a"/>' +
        '<path d="M26 16v-6M34 16v-6M42 16v-6M50 16v-6M58 16v-6M66 16v-6M74 16v-6M26 84v6M34 84v6M42 84v6M50 84v6M58 84v6M66 84v6M74 84v6" stroke="#f0c04a" stroke-width="2.5"/>',
    ),
    // oil lamp with its flame
    svg(
      '<path d="M58 30c-6-8-2-16 4-22 2 8 10 12 6 20-2 4-7 5-10 2z" fill="#ff9a1f"/><path d="M60 27c-2-4 0-8 2-11 1 4 5 6 3 10-1 2-4 2-5 1z" fill="#ffe27a"/>' +
        '<path d="M14 60c0-11 18-16 38-16 14 0 24 3 30 8l10-4-6 11c-6 8-20 13-34 13-9 0-12 5-22 5-9 0-16-7-16-17z" fill="#d9a62e" stroke="#6b4a06" stroke-width="2.5"/>' +
        '<path d="M40 44c0-6 5-9 12-9s12 3 12 9" fill="none" stroke="#6b4a06" stroke-width="3"/><path d="M30 82h40v6H30z" fill="#8a6210"/>',
    ),
    // ring with a red stone
    svg(
      '<circle cx="50" cy="62" r="24" fill="none" stroke="#e2b33c" stroke-width="10"/><circle cx="50" cy="62" r="24" fill="none" stroke="#7a5608" stroke-width="1.5"/>' +
        '<path d="M36 30l8-14h12l8 14-14 14z" fill="#d7263d" stroke="#6d0d19" stroke-width="2.5" stroke-linejoin="round"/><path d="M44 16l6 14 6-14" fill="none" stroke="#ff8b9a" stroke-width="2"/>',
    ),
    // the wild: an evil-eye bead over the plate
    wild(
      '#f2c14e',
      '#4a2a00',
      '<circle cx="50" cy="32" r="27" fill="#1f4fb5" stroke="#0d2359" stroke-width="2.5"/><circle cx="50" cy="32" r="18" fill="#fff"/><circle cx="50" cy="32" r="12" fill="#5fb7ff"/><circle cx="50" cy="32" r="6" fill="#0b1022"/>',
    ),
    scatter('#c13cff', '#ffd23f'),
  ],
  'galata-bosphorus': [
    rank('10', '#4fd1c5', '#0b1440'),
    rank('J', '#7fb2ff', '#0b1440'),
    rank('Q', '#ff7eb6', '#0b1440'),
    rank('K', '#ffd166', '#0b1440'),
    // sailing boat
    svg(
      '<path d="M48 10v60" stroke="#e8dcc2" stroke-width="3"/><path d="M50 12l30 52H50z" fill="#f4f1ea"/><path d="M46 22L22 62h24z" fill="#cfd8ef"/>' +
        '<path d="M14 70h72l-10 16H26z" fill="#c2452d" stroke="#5a1a0e" stroke-width="2.5"/><path d="M8 92c8-4 14 4 22 0s14 4 22 0 14 4 22 0 12 4 18 0" fill="none" stroke="#4fd1c5" stroke-width="3"/>',
    ),
    // lantern
    svg(
      '<path d="M50 6v8M40 14h20l4 8H36z" stroke="#caa24a" stroke-width="3" fill="#caa24a"/>' +
        '<path d="M34 24h32l-4 50H38z" fill="#ffcf4d" stroke="#8a6a1c" stroke-width="3"/><path d="M50 30c-8 10-8 22 0 36 8-14 8-26 0-36z" fill="#fff6c8"/>' +
        '<path d="M36 74h28l-4 10H40z" fill="#caa24a"/><path d="M42 24v50M58 24v50" stroke="#8a6a1c" stroke-width="2"/>',
    ),
    // suspension bridge over the strait
    svg(
      '<path d="M24 20v62M76 20v62" stroke="#e8ecf8" stroke-width="6"/><path d="M20 24h8M72 24h8" stroke="#e8ecf8" stroke-width="4"/>' +
        '<path d="M4 62C14 62 20 30 24 22c10 30 42 30 52 0 4 8 10 40 20 40" fill="none" stroke="#ff9f43" stroke-width="3"/>' +
        '<path d="M34 40v22M42 46v16M50 48v14M58 46v16M66 40v22" stroke="#ff9f43" stroke-width="1.5"/><path d="M2 62h96" stroke="#e8ecf8" stroke-width="4"/>' +
        '<path d="M4 80c10-4 16 4 26 0s16 4 26 0 16 4 26 0 12 4 16 0" fill="none" stroke="#4fd1c5" stroke-width="3"/>',
    ),
    // full moon
    svg(
      '<circle cx="50" cy="50" r="40" fill="#ffe9a8" opacity=".25"/><circle cx="50" cy="50" r="32" fill="#fff1c1" stroke="#d9b45a" stroke-width="2"/>' +
        '<circle cx="40" cy="40" r="7" fill="#f0d98c"/><circle cx="60" cy="58" r="9" fill="#f0d98c"/><circle cx="58" cy="34" r="4" fill="#f0d98c"/>',
    ),
    // the wild: the plate under a star-lit night
    wild(
      '#ffd166',
      '#2a1b00',
      '<circle cx="50" cy="30" r="26" fill="#1b2b6b" stroke="#ffd166" stroke-width="2.5"/><path d="M50 12l4 12h12l-10 7 4 12-10-7-10 7 4-12-10-7h12z" fill="#ffd166"/>',
    ),
    scatter('#ff4fa3', '#7fb2ff'),
  ],
  'galata-anatolia': [
    rank('10', '#6b8e23', '#fff3de'),
    rank('J', '#8b4513', '#fff3de'),
    rank('Q', '#7b2d8b', '#fff3de'),
    rank('K', '#1f5f8b', '#fff3de'),
    // bow and arrow
    svg(
      '<path d="M28 10c34 14 34 66 0 80" fill="none" stroke="#7a4a1e" stroke-width="7" stroke-linecap="round"/><path d="M28 10v80" stroke="#e8dcc2" stroke-width="2"/>' +
        '<path d="M10 50h76" stroke="#5a3414" stroke-width="4"/><path d="M92 50l-12-7v14z" fill="#9aa4ad"/><path d="M10 50l-4-6M10 50l-4 6M16 50l-4-6M16 50l-4 6" stroke="#c0392b" stroke-width="3"/>',
    ),
    // shield with a star
    svg(
      '<path d="M50 8l36 12v22c0 24-16 40-36 50C30 82 14 66 14 42V20z" fill="#a8322d" stroke="#f0c04a" stroke-width="5" stroke-linejoin="round"/>' +
        '<path d="M50 30l5 14h15l-12 9 5 14-13-9-13 9 5-14-12-9h15z" fill="#f0c04a"/>',
    ),
    // bronze urn with handles
    svg(
      '<path d="M30 30c-12 0-12 18 2 20M70 30c12 0 12 18-2 20" fill="none" stroke="#6b3f12" stroke-width="4"/>' +
        vase('#b0793a', '#3c6e71'),
    ),
    // crown
    svg(
      '<path d="M14 70L8 28l22 18 20-30 20 30 22-18-6 42z" fill="#f2c14e" stroke="#7a4b00" stroke-width="3" stroke-linejoin="round"/>' +
        '<path d="M14 70h72v12H14z" fill="#d9a62e" stroke="#7a4b00" stroke-width="3"/><circle cx="50" cy="76" r="4" fill="#d7263d"/><circle cx="32" cy="76" r="3" fill="#1f5f8b"/><circle cx="68" cy="76" r="3" fill="#1f5f8b"/>' +
        '<circle cx="8" cy="28" r="4" fill="#f2c14e"/><circle cx="50" cy="16" r="5" fill="#d7263d"/><circle cx="92" cy="28" r="4" fill="#f2c14e"/>',
    ),
    // the wild: an eagle's spread wings over the plate
    wild(
      '#f2c14e',
      '#4a2a00',
      '<path d="M50 44c-4-10-14-16-30-18 6 4 8 8 8 8-8-2-16 0-22 4 8 0 14 4 14 4-6 2-10 6-10 6 14-2 26 0 40-4zM50 44c4-10 14-16 30-18-6 4-8 8-8 8 8-2 16 0 22 4-8 0-14 4-14 4 6 2 10 6 10 6-14-2-26 0-40-4z" fill="#7a4a1e" stroke="#3b1d0e" stroke-width="1.5"/><circle cx="50" cy="22" r="7" fill="#f4ead5" stroke="#3b1d0e" stroke-width="1.5"/><path d="M50 22l6 3-6 2z" fill="#f2c14e"/>',
    ),
    scatter('#c0392b', '#f2c14e'),
  ],
}

/** The markup of symbol `index` of slot `game` (a theme code). */
export const symbolArt = (game: string, index: number): string =>
  (SYMBOLS[game] ?? SYMBOLS['galata-bazaar']!)[index] ?? ''
