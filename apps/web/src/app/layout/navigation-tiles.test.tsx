import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootstrapQuery } from '../../shared/bootstrap/bootstrap'
import { closeAllDialogs, uiStore } from '../../shared/store/ui-store'
import { NavigationTiles } from './navigation-tiles'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root

describe('NavigationTiles: the call-you-back tile ("Sizi Arayalım")', () => {
  beforeEach(() => {
    closeAllDialogs()
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryDefaults(bootstrapQuery.queryKey, { queryFn: () => new Promise<never>(() => {}) })
    const router = createMemoryRouter([{ path: '/', element: <NavigationTiles layout="rail" /> }])
    act(() => {
      root.render(
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      )
    })
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.restoreAllMocks()
  })

  it('opens the callback dialog in place and is not announced as opening a new tab', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    // Without the language provider every string reads as its key.
    const tile = [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('nav.callYouBack'),
    )!
    expect(tile).toBeDefined()
    expect(tile.textContent).not.toContain('common.opensInNewTab')
    expect(tile.getAttribute('aria-label')).toBeNull()
    expect(tile.getAttribute('target')).toBeNull()
    act(() => tile.click())
    expect(uiStore.get().dialog?.name).toBe('callback')
    expect(open).not.toHaveBeenCalled()
  })
})
