// The studio's own artwork as inline SVG: the mines tiles and the sound icons here, the slot symbols
// per theme in slot-art.ts. Drawn here rather than taken from the system's emoji font, so every player sees the same
// game whatever the device (and no one else's artwork is used).

export const svg = (body: string) =>
  '<svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">' +
  body +
  '</svg>'

const ICONS = {
  soundOn:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12"/></svg>',
  soundOff:
    '<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/><path d="M17 9l5 6M22 9l-5 6"/></svg>',
  gem: svg(
    '<path d="M28 22h44l16 20-38 44-38-44z" fill="#2ee6a8" stroke="#0b5e43" stroke-width="3" stroke-linejoin="round"/>' +
      '<path d="M12 42h76M28 22l10 20 12-20 12 20 10-20M38 42l12 44 12-44" fill="none" stroke="#0b5e43" stroke-width="2"/><path d="M30 26l-8 12h12z" fill="#b8ffe6"/>',
  ),
  mine: svg(
    '<circle cx="46" cy="58" r="28" fill="#1b1f2e" stroke="#000" stroke-width="2"/><circle cx="36" cy="48" r="7" fill="#5a6275"/>' +
      '<path d="M62 36l8-8" stroke="#8a8f9c" stroke-width="7"/><path d="M70 28c4-6 10-8 14-6" fill="none" stroke="#b08a4a" stroke-width="3"/>' +
      '<path d="M86 16l2 6 6 2-6 2-2 6-2-6-6-2 6-2z" fill="#ffcf4d"/>',
  ),
}

export type IconName = keyof typeof ICONS

/** The markup of a named icon: soundOn, soundOff, gem, mine. */
export const icon = (name: IconName): string => ICONS[name]

/** An element holding trusted markup from this file (never player input). */
export function artEl(markup: string, className?: string): HTMLSpanElement {
  const span = document.createElement('span')
  span.className = className || 'art'
  span.innerHTML = markup
  return span
}
