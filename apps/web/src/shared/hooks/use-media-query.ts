import { useSyncExternalStore } from 'react'

/**
 * Breakpoints of the shell (docs/web.md). Below `desktop` the site uses the mobile header, the side
 * menu drawer, the bottom bar and the mobile game dialog; below `dialogFullScreen` every dialog is
 * full screen (spec §2). 992 px is also where the provider slider switches from 3 to 7 logos (§9).
 */
export const BREAKPOINTS = {
  desktop: 992,
  dialogFullScreen: 768,
} as const

export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.desktop}px)`

function matches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query).matches
    : false
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => matches(query),
    () => false,
  )
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY)
}

/** For event handlers that decide at the moment of the click (opening a game, a crumb). */
export function isDesktopNow(): boolean {
  return matches(DESKTOP_QUERY)
}

export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
