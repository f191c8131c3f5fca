import { createStore } from '../../../shared/store/create-store'

/**
 * The first carousel slide is the home page's LCP element. Every other picture on the page waits
 * until it has loaded (or failed), so the browser spends its first frames decoding and painting the
 * hero rather than artwork the player cannot see yet. A timer keeps a slow hero from holding the
 * rest back for long.
 */
const HERO_WAIT_MAX_MS = 2_500

const store = createStore({ isReady: false })
if (typeof window !== 'undefined') setTimeout(() => store.set({ isReady: true }), HERO_WAIT_MAX_MS)

export function markHeroReady(): void {
  if (store.get().isReady) return
  // One more frame, so the hero's paint is committed before the next images start decoding.
  requestAnimationFrame(() => store.set({ isReady: true }))
}

export function useHeroReady(): boolean {
  return store.useStore((s) => s.isReady)
}
