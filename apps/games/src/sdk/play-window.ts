/*
 * Messages to the play window (apps/web's casino play window): it accepts them only from the launch
 * url's origin, and they go to the site's origin only (GAMES_ORIGIN puts the page on another one,
 * docs/security.md).
 */

/** Tells the play window a round moved money, so the site's header balance refreshes. */
export function notifyBalance(siteOrigin: string | undefined) {
  if (window.parent !== window) window.parent.postMessage({ type: 'balance' }, siteOrigin || location.origin)
}

/**
 * Calls `redraw` whenever `el` changes size (the iframe or the window resized, the layout
 * reflowed). For canvases and anything drawn to the pixel.
 */
export function onResize(el: Element, redraw: () => void) {
  if (window.ResizeObserver) new ResizeObserver(redraw).observe(el)
  window.addEventListener('resize', redraw)
}
