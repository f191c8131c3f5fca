import { useSyncExternalStore } from 'react'

/** A tiny external store: local UI state that several distant components share (STYLE.md). */
export function createStore<S extends object>(initial: S) {
  let state = initial
  const listeners = new Set<() => void>()
  const get = () => state
  const set = (patch: Partial<S> | ((s: S) => Partial<S>)) => {
    const next = typeof patch === 'function' ? patch(state) : patch
    state = { ...state, ...next }
    listeners.forEach((l) => l())
  }
  const subscribe = (l: () => void) => {
    listeners.add(l)
    return () => listeners.delete(l)
  }
  function useStore(): S
  function useStore<T>(select: (s: S) => T): T
  function useStore<T>(select?: (s: S) => T) {
    return useSyncExternalStore(subscribe, () => (select ? select(state) : state))
  }
  return { get, set, subscribe, useStore }
}
