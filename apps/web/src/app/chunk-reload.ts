/*
 * A tab opened before a deploy asks for chunks by the old build's hashed names (docs/web.md
 * "Releases"). When one cannot be loaded the page reloads once, at the same address, to pick up the
 * new build's shell; a second failure soon after (the old chunk truly gone, the network down)
 * shows the route error page with a reload button instead of reloading in a loop.
 */

/** sessionStorage key holding when this tab last reloaded for a failed chunk (epoch ms). */
export const CHUNK_RELOAD_KEY = 'galata.chunkReloadAt'
/** A failed chunk within this long of the last reload shows the error page instead. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/**
 * The browsers' messages for a module that could not be fetched (Chromium, Firefox, Safari) and
 * Vite's for a preloaded dependency or stylesheet.
 */
const CHUNK_MESSAGES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /failed to load module script/i,
]

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (error.name === 'ChunkLoadError') return true
  return CHUNK_MESSAGES.some((re) => re.test(error.message))
}

/** The page's reload, behind an object so tests can watch it (jsdom's location cannot be stubbed). */
export const pageReload = {
  reload: () => window.location.reload(),
}

/**
 * Reloads the page for a failed chunk unless this tab already did within the guard; answers
 * whether it reloaded. Without sessionStorage (blocked, full) it never reloads: no marker, no
 * guard against a loop.
 */
export function reloadOnceForChunk(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
  } catch {
    return false
  }
  pageReload.reload()
  return true
}
