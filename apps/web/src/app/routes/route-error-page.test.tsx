import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../shared/i18n/i18n'
import { CHUNK_RELOAD_GUARD_MS, CHUNK_RELOAD_KEY, isChunkLoadError, pageReload } from '../chunk-reload'
import { routes } from '../router'
import { RouteErrorPage } from './route-error-page'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

/*
 * A tab of an earlier build whose page chunk is gone (docs/web.md "Releases"): one reload to the
 * same address, then, within the guard, the localized error page with a reload button; never
 * React Router's developer page.
 */

const bootstrapIn = (locale: 'tr' | 'en') =>
  ({
    translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text[locale] })),
  }) as unknown as Bootstrap

/** Chromium's error for a module whose file the server no longer has. */
const chunkGone = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/casino-lobby-route-1a2b3c.js',
  )

// The router's own shape: the layout, its error element, and the pages under a pathless route with one.
const testRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <p>home</p> },
          { path: 'casino', lazy: () => Promise.reject(chunkGone()) },
          {
            path: 'broken',
            loader: () => {
              throw new Error('the server answered nonsense')
            },
            element: <p>never</p>,
          },
        ],
      },
    ],
  },
]

let container: HTMLDivElement
let root: Root
let reload: ReturnType<typeof vi.spyOn>

async function open(path: string, locale: 'tr' | 'en' = 'tr') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bootstrapQuery.queryKey, bootstrapIn(locale))
  const router = createMemoryRouter(testRoutes, { initialEntries: ['/'] })
  await act(async () =>
    root.render(
      <QueryClientProvider client={client}>
        <I18nProvider>
          <RouterProvider router={router} />
        </I18nProvider>
      </QueryClientProvider>,
    ),
  )
  await act(async () => {
    await router.navigate(path)
  })
  return router
}

const heading = () => container.querySelector('h1')?.textContent ?? null

describe('the route error page', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    reload = vi.spyOn(pageReload, 'reload').mockImplementation(() => {})
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it('knows a failed chunk from other errors', () => {
    expect(isChunkLoadError(chunkGone())).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('the server answered nonsense'))).toBe(false)
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
  })

  it('a failed dynamic import reloads the page once, at the same address', async () => {
    const router = await open('/casino')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/casino')
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))).toBeGreaterThan(Date.now() - 5_000)
    // Nothing flashes while the reload is on its way, least of all the developer page.
    expect(heading()).toBeNull()
    expect(container.textContent).not.toMatch(/Unexpected Application Error|Hey developer/)
  })

  it('a second failure within the guard shows the Turkish page and its reload button', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - 5_000))
    await open('/casino')
    expect(reload).not.toHaveBeenCalled()
    expect(heading()).toBe('Site güncellendi')
    expect(container.textContent).toContain(uiStrings['routeError.updatedText'].tr)
    expect(container.textContent).not.toMatch(/Unexpected Application Error|Hey developer/)
    const button = container.querySelector('button')!
    expect(button.textContent).toBe('Sayfayı Yenile')
    act(() => button.click())
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads again once the guard has passed', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now() - CHUNK_RELOAD_GUARD_MS - 1_000))
    await open('/casino')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('any other route error renders the localized page (English), never the developer page', async () => {
    await open('/broken', 'en')
    expect(reload).not.toHaveBeenCalled()
    expect(heading()).toBe('Something went wrong')
    expect(container.textContent).toContain(uiStrings['routeError.text'].en)
    expect(container.querySelector('button')!.textContent).toBe('Reload the page')
    expect(container.textContent).not.toMatch(/Unexpected Application Error|Hey developer/)
  })

  it("the site's router gives the layout and every page an error element", () => {
    expect(routes).toHaveLength(1)
    const [layout] = routes
    expect(layout!.errorElement).toBeTruthy()
    expect(layout!.children).toHaveLength(1)
    const [pages] = layout!.children!
    expect(pages!.path).toBeUndefined()
    expect(pages!.errorElement).toBeTruthy()
    expect(pages!.children!.length).toBeGreaterThan(5)
  })
})
