// 24×24 line icons for menus and controls. White via currentColor (the root sets color="#fff"), so
// they work as <img>, as a CSS mask, or inlined and recoloured. All glyphs are drawn for Galata;
// the social ones are generic pictograms, not the networks' trademarks.

import { n } from './lib.mjs'

const star = (filled) => {
  const pts = []
  for (let k = 0; k < 10; k++) {
    const r = k % 2 ? 4.1 : 9.4
    const a = ((-90 + k * 36) * Math.PI) / 180
    pts.push(`${n(12 + Math.cos(a) * r)} ${n(12.8 + Math.sin(a) * r)}`)
  }
  return `<path d="M${pts.join('L')}z"${filled ? ' fill="currentColor"' : ''}/>`
}

const gear = () => {
  const pts = []
  const teeth = 8
  for (let k = 0; k < teeth; k++) {
    const base = (k * 360) / teeth
    for (const [da, r] of [
      [-13, 9.6],
      [13, 9.6],
      [22.5 - 7, 7.2],
      [22.5 + 7, 7.2],
    ]) {
      const a = ((base + da) * Math.PI) / 180
      pts.push(`${n(12 + Math.cos(a) * r)} ${n(12 + Math.sin(a) * r)}`)
    }
  }
  return `<path d="M${pts.join('L')}z"/><circle cx="12" cy="12" r="3"/>`
}

const ball = (cx, cy, r) => {
  const pr = r * 0.36
  const pent = []
  const spokes = []
  for (let k = 0; k < 5; k++) {
    const a = ((-90 + k * 72) * Math.PI) / 180
    pent.push(`${n(cx + Math.cos(a) * pr)} ${n(cy + Math.sin(a) * pr)}`)
    spokes.push(
      `M${n(cx + Math.cos(a) * pr)} ${n(cy + Math.sin(a) * pr)}L${n(cx + Math.cos(a) * r * 0.72)} ${n(cy + Math.sin(a) * r * 0.72)}`,
    )
  }
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/><path d="M${pent.join('L')}z" fill="currentColor"/><path d="${spokes.join('')}"/>`
}

export const ICONS = {
  home: '<path d="M3.5 10.5 12 3.5l8.5 7"/><path d="M5.5 9v10.5a1 1 0 0 0 1 1H10v-6h4v6h3.5a1 1 0 0 0 1-1V9"/>',
  user: '<circle cx="12" cy="8" r="4"/><path d="M4.5 20.5c.6-3.9 3.6-6 7.5-6s6.9 2.1 7.5 6"/>',
  bell: '<path d="M6 16.5V11a6 6 0 1 1 12 0v5.5l1.5 2h-15z"/><path d="M10 21h4"/>',
  wallet:
    '<path d="M17 6.5V4.8a1 1 0 0 0-1.3-.95L5 7"/><rect x="3" y="6.5" width="18" height="14" rx="2.5"/><path d="M21 11h-4a2.25 2.25 0 0 0 0 4.5h4"/><circle cx="17" cy="13.25" r=".6" fill="currentColor"/>',
  gift: '<rect x="3" y="8" width="18" height="4" rx="1"/><path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13"/><path d="M12 8C10.5 4.5 6.5 3.5 6.3 5.8 6.2 7.5 9 8 12 8zM12 8c1.5-3.5 5.5-4.5 5.7-2.2.1 1.7-2.7 2.2-5.7 2.2z"/>',
  giftbox:
    '<rect x="3.5" y="9" width="17" height="12" rx="1.5"/><path d="M3.5 14h17M12 9v12"/><path d="M12 9 8.5 5.5M12 9l3.5-3.5"/><path d="M18.5 2.5v3M17 4h3" stroke-width="1.4"/>',
  lock: '<rect x="4.5" y="10.5" width="15" height="10.5" rx="2"/><path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v3"/>',
  history: '<path d="M3.6 12A8.4 8.4 0 1 0 6 6.1"/><path d="M5.6 2.8v3.6h3.6"/><path d="M12 7.5V12l3 2"/>',
  phone: '<rect x="6.5" y="2.5" width="11" height="19" rx="2.5"/><path d="M10.5 18.5h3"/>',
  'call-me':
    '<path d="M5 3.5h3.3l1.6 4.3-2.1 1.5a10.5 10.5 0 0 0 5.9 5.9l1.5-2.1 4.3 1.6V18a2 2 0 0 1-2 2A15.5 15.5 0 0 1 3 5.5a2 2 0 0 1 2-2z"/><path d="M14.5 3a6.5 6.5 0 0 1 6.5 6.5M14.5 6.5a3 3 0 0 1 3 3"/>',
  support:
    '<path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2"/><rect x="3" y="13" width="4.5" height="6.5" rx="1.5"/><rect x="16.5" y="13" width="4.5" height="6.5" rx="1.5"/><path d="M19 19.5c0 1.3-1.4 2-3.5 2H13"/>',
  logout:
    '<path d="M9.5 20.5h-4a2 2 0 0 1-2-2v-13a2 2 0 0 1 2-2h4"/><path d="m15.5 16.5 4.5-4.5-4.5-4.5M20 12H9"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  menu: '<path d="M4 6.5h16M4 12h16M4 17.5h16"/>',
  search: '<circle cx="10.5" cy="10.5" r="6.5"/><path d="m15.5 15.5 5 5"/>',
  star: star(false),
  'star-filled': star(true),
  'chevron-left': '<path d="M15 5l-7 7 7 7"/>',
  'chevron-right': '<path d="M9 5l7 7-7 7"/>',
  'arrow-up': '<path d="M12 20V4.5M5.5 11 12 4.5 18.5 11"/>',
  'arrow-down': '<path d="M12 4v15.5M5.5 13l6.5 6.5 6.5-6.5"/>',
  system: gear(),
  globe:
    '<circle cx="12" cy="12" r="9"/><ellipse cx="12" cy="12" rx="3.8" ry="9"/><path d="M3 12h18M4.6 7.5h14.8M4.6 16.5h14.8"/>',
  check: '<path d="M4.5 12.5l5 5L19.5 7"/>',
  copy: '<rect x="8.5" y="8.5" width="12" height="12" rx="2"/><path d="M15.5 8.5V5.5a2 2 0 0 0-2-2h-8a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h3"/>',
  paste:
    '<path d="M9 4.5H6.5a2 2 0 0 0-2 2V19a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V6.5a2 2 0 0 0-2-2H15"/><rect x="9" y="3" width="6" height="3.5" rx="1"/><path d="M8.5 12h7M8.5 16h5"/>',
  reload: '<path d="M20 12a8 8 0 1 1-2.34-5.66"/><path d="M20 3.5v5h-5"/>',
  sports: ball(12, 12, 9),
  'live-sports': `${ball(10.5, 13.5, 7.5)}<path d="M17.5 3.5a5 5 0 0 1 3 3M16.8 6.6a1.8 1.8 0 0 1 .9.9"/>`,
  casino:
    '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4.5"/><path d="M12 3v3M12 18v3M3 12h3M18 12h3M5.6 5.6l2.1 2.1M16.3 16.3l2.1 2.1M5.6 18.4l2.1-2.1M16.3 7.7l2.1-2.1"/>',
  'live-casino':
    '<rect x="3.5" y="5.5" width="10.5" height="15" rx="1.8" transform="rotate(-10 8.75 13)"/><path d="M8.6 10.3c-1.6 1.6-2.8 2.4-2.5 3.8.3 1.1 1.8 1.2 2.5.2.7 1 2.2.9 2.5-.2.3-1.4-.9-2.2-2.5-3.8zM8.6 14.3l-.6 2h1.2z" fill="currentColor" stroke-width="1"/><circle cx="18.5" cy="6.5" r="1.6" fill="currentColor"/><path d="M15.8 3.8a3.9 3.9 0 0 0 0 5.4M21.2 3.8a3.9 3.9 0 0 1 0 5.4"/>',
  virtual:
    '<path d="M3 9.5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2h-3.6l-1.9-2.4h-3l-1.9 2.4H5a2 2 0 0 1-2-2z"/><path d="M7 11.5h3M14 11.5h3"/>',
  bingo:
    '<circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="4.6"/><path d="M10.4 10.2h3.2l-2.1 4.3"/>',
  games:
    '<path d="M7.2 6.5h9.6a4.7 4.7 0 0 1 4.6 5.6l-.9 4.6a2.3 2.3 0 0 1-4 1.1l-2-2.3H9.5l-2 2.3a2.3 2.3 0 0 1-4-1.1l-.9-4.6a4.7 4.7 0 0 1 4.6-5.6z"/><path d="M8 9.5v4M6 11.5h4"/><circle cx="15.5" cy="10.3" r=".9" fill="currentColor"/><circle cx="17.3" cy="12.7" r=".9" fill="currentColor"/>',
  'tv-games':
    '<rect x="2.5" y="6.5" width="19" height="13.5" rx="2"/><path d="m8.5 2.5 3.5 4 3.5-4"/><path d="M10.3 10.3v6l5-3z"/>',
  promotions:
    '<path d="M3 12.2V4.5A1.5 1.5 0 0 1 4.5 3h7.7l8.7 8.7a1.5 1.5 0 0 1 0 2.1l-7.1 7.1a1.5 1.5 0 0 1-2.1 0z"/><circle cx="7.5" cy="7.5" r="1.3"/><path d="m10.5 15.5 4.5-4.5"/><circle cx="11" cy="11.3" r=".6" fill="currentColor"/><circle cx="14.6" cy="14.9" r=".6" fill="currentColor"/>',
  esports:
    '<path d="M12 2.5 20 6v6c0 4.6-3.4 8.3-8 9.5-4.6-1.2-8-4.9-8-9.5V6z"/><path d="M13 6.5 9 13h3.1l-1 4.5 4-6.5H12z" fill="currentColor" stroke-width="1"/>',
  aviator:
    '<path d="M21.3 12c0-.8-.7-1.4-1.5-1.4h-4.6L10.4 3H8.3l2.5 7.6H6.3L4.6 8.3H3.1l1 3.7-1 3.7h1.5l1.7-2.3h4.5L8.3 21h2.1l4.8-7.6h4.6c.8 0 1.5-.6 1.5-1.4z"/>',
  deposit:
    '<path d="M21.5 11.5v-4a2 2 0 0 0-2-2h-15a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2H13"/><path d="M2.5 9.5h19M6 14.5h3.5M18 14v6.5M14.75 17.25h6.5"/>',
  telegram: '<path d="M21.5 3.5 2.8 10.8l6.2 2.4 2.4 6.6 3.2-4.2 5 3.6z"/><path d="M9 13.2 21.5 3.5"/>',
  twitter:
    '<path d="M4.5 4.5h15a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4h-2a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2z"/><circle cx="8.5" cy="11" r=".6" fill="currentColor"/><circle cx="12" cy="11" r=".6" fill="currentColor"/><circle cx="15.5" cy="11" r=".6" fill="currentColor"/>',
  instagram:
    '<path d="M3 8.5a2 2 0 0 1 2-2h2.6L9 4.5h6l1.4 2H19a2 2 0 0 1 2 2V18a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/><circle cx="12" cy="13" r="3.8"/><path d="M17.5 9.5h.01"/>',
  youtube: '<circle cx="12" cy="12" r="9.5"/><path d="M10 8.3v7.4l6-3.7z"/>',
  whatsapp:
    '<path d="M5 3.5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-9.5L4.5 21v-3.5H5a2 2 0 0 1-2-2v-10a2 2 0 0 1 2-2z"/><path d="M9.2 7.3h1.5l.8 2-1 .8a5 5 0 0 0 2.4 2.4l.8-1 2 .8v1.5a1 1 0 0 1-1 1A7 7 0 0 1 8.2 8.3a1 1 0 0 1 1-1z"/>',
  'eighteen-plus':
    '<circle cx="12" cy="12" r="9.5"/><path d="M6.3 9.6 8 8.4v7.2" stroke-width="1.6"/><circle cx="12" cy="10.2" r="1.8" stroke-width="1.5"/><circle cx="12" cy="13.9" r="2" stroke-width="1.5"/><path d="M16 12h3.6M17.8 10.2v3.6" stroke-width="1.5"/>',
}

export function iconSvg(name) {
  const body = ICONS[name]
  if (!body) throw new Error(`unknown icon ${name}`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" color="#fff" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">` +
    body +
    '</svg>\n'
  )
}
