import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { uiStrings, type CasinoProviders } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { mount } from '../../../test/mount'
import { PROVIDERS_QUERY_KEY, ProviderSlider } from './provider-slider'

const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

/*
 * The footer's provider row (docs/casino.md "Providers"): the studios GET casino/providers answers,
 * nothing else; our own plate where we have one, the studio's name set in type where we have none.
 */
describe('the footer’s provider row', () => {
  beforeEach(() => {
    // The row's own refetch goes nowhere: the answer is already in the cache.
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  function render(providers: CasinoProviders) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    client.setQueryData(bootstrapQuery.queryKey, bootstrap)
    client.setQueryData(PROVIDERS_QUERY_KEY, providers)
    return mount(
      <QueryClientProvider client={client}>
        <I18nProvider>
          <ProviderSlider />
        </I18nProvider>
      </QueryClientProvider>,
    ).container
  }

  it('shows the catalogue’s studios only: a plate of ours, or the name in type', () => {
    const container = render([
      { key: 'galataoriginals', name: 'Galata Originals', logo: '/media/providers/galata.svg', games: 44 },
      { key: 'moonlitreels', name: 'Moonlit Reels', logo: null, games: 1 },
    ])
    const tiles = [...container.querySelectorAll('[data-provider]')]
    expect(tiles.map((t) => t.getAttribute('data-provider'))).toEqual(['galataoriginals', 'moonlitreels'])
    const plate = tiles[0]!.querySelector('img')!
    expect(plate.getAttribute('src')).toBe('/media/providers/galata.svg')
    expect(plate.getAttribute('alt')).toBe('Galata Originals')
    expect(tiles[1]!.querySelector('img')).toBeNull()
    expect(tiles[1]!.textContent).toBe('Moonlit Reels')
    // No fixed list of studios the site does not carry, and no looping copies for two tiles.
    expect(container.textContent).not.toContain('Pragmatic')
    expect(container.querySelectorAll('img[src*="pragmaticplay"], img[src*="evolution"]')).toHaveLength(0)
    expect(container.querySelectorAll('li')).toHaveLength(2)
  })

  it('is left out while the catalogue has no studio', () => {
    const container = render([])
    expect(container.querySelector('[role="region"]')?.hasAttribute('hidden')).toBe(true)
    expect(container.querySelectorAll('li')).toHaveLength(0)
  })
})
