import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { QueryClient } from '@tanstack/react-query'
import { onTestFinished } from 'vitest'

/*
 * How the web's component tests mount (docs/testing.md "The suites"): React's own `createRoot`
 * inside `act`, in a container in the document, unmounted and removed after each test.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
// Tells React that `act` is in use, so it flushes effects and warns about updates outside it.
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/**
 * Unmounts and removes a test's container when that test ends. Registered per mount, not as a
 * module-level afterEach: the files share one module registry (isolate false), so a hook
 * registered at import would run for the first file of a worker only, and the later files' trees
 * would stay mounted, still reacting to shared state (a cookie choice) in the tests after them.
 */
function unmountWhenTestEnds(root: Root, container: HTMLElement) {
  onTestFinished(() => {
    act(() => root.unmount())
    container.remove()
  })
}

export interface Mounted {
  /** The element `ui` was rendered into, attached to the document. */
  container: HTMLDivElement
  /** Renders `ui` again into the same root (a prop change). */
  rerender: (ui: ReactNode) => void
}

/** Renders `ui` into a fresh container in the document, inside `act`; unmounted after the test. */
export function mount(ui: ReactNode): Mounted {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  unmountWhenTestEnds(root, container)
  act(() => root.render(ui))
  return { container, rerender: (next) => act(() => root.render(next)) }
}

/** A query client for one test: no retries, and data set by the test stays fresh. */
export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
