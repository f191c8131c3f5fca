import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { setActiveSlider } from '../../../shared/store/ui-store'
import { BannerCarousel } from './banner-carousel'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const slide = (slug: string, name: string) => ({
  slug,
  url: name === 'sports' ? '/spor' : '#',
  target: '_self',
  images: [`/media/slides/${name}-sm.webp`, `/media/slides/${name}-lg.webp`, `/media/slides/${name}-md.webp`],
})

const bootstrap = {
  sliderList: [slide('home', 'welcome'), slide('casino', 'live-casino'), slide('home', 'sports')],
  translationList: [],
} as unknown as Bootstrap

let container: HTMLDivElement
let root: Root

function render(data: Bootstrap | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  if (data) client.setQueryData(bootstrapQuery.queryKey, data)
  else client.setQueryDefaults(bootstrapQuery.queryKey, { queryFn: () => new Promise<never>(() => {}) })
  const router = createMemoryRouter([{ path: '/', element: <BannerCarousel /> }])
  act(() => {
    root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
  })
}

const images = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))

describe('BannerCarousel', () => {
  beforeEach(() => {
    localStorage.clear()
    setActiveSlider('home')
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.useRealTimers()
  })

  it('loads the hero first, then the other slides', async () => {
    render(bootstrap)
    expect(images()).toEqual(['/media/slides/welcome-sm.webp', null])
    await act(async () => {
      container.querySelector('img')!.dispatchEvent(new Event('load'))
      await new Promise((r) => requestAnimationFrame(() => r(null)))
    })
    expect(images()).toEqual(['/media/slides/welcome-sm.webp', '/media/slides/sports-sm.webp'])
  })

  it('loads a hidden slide’s artwork once it is next, or once the player reaches for the carousel', async () => {
    const three = {
      ...bootstrap,
      sliderList: ['welcome', 'live-casino', 'originals'].map((n) => slide('home', n)),
    }
    render(three as Bootstrap)
    await act(async () => {
      container.querySelector('img')!.dispatchEvent(new Event('load'))
      await new Promise((r) => requestAnimationFrame(() => r(null)))
    })
    expect(images()).toEqual(['/media/slides/welcome-sm.webp', '/media/slides/live-casino-sm.webp', null])
    act(() => {
      container.querySelector('section')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    })
    expect(images()[2]).toBe('/media/slides/originals-sm.webp')
  })

  it('shows the slides of the active slug with responsive sources', () => {
    render(bootstrap)
    const sources = [...container.querySelectorAll('picture')[0]!.querySelectorAll('source')]
    expect(sources.map((s) => [s.media, s.getAttribute('srcset')])).toEqual([
      ['(min-width: 1200px)', '/media/slides/welcome-lg.webp 1x, /media/slides/welcome-lg@2x.webp 2x'],
      ['(min-width: 992px)', '/media/slides/welcome-md.webp 1x, /media/slides/welcome-md@2x.webp 2x'],
    ])
    const [first, second] = container.querySelectorAll('img')
    expect(first?.getAttribute('loading')).toBe('eager')
    expect(first?.getAttribute('fetchpriority')).toBe('high')
    expect(second?.getAttribute('loading')).toBe('lazy')
    expect(container.querySelector('a[href="/spor"]')).not.toBeNull()
  })

  it('replaces the items when the active slider slug changes', () => {
    render(bootstrap)
    act(() => setActiveSlider('casino'))
    expect(images()).toEqual(['/media/slides/live-casino-sm.webp'])
    act(() => setActiveSlider('home'))
    expect(images()[0]).toBe('/media/slides/welcome-sm.webp')
  })

  it('shows three placeholder slides and the spinner before data arrives', () => {
    render(undefined)
    expect(images()).toHaveLength(3)
    expect(container.querySelector('[role="status"]')).not.toBeNull()
  })
})
