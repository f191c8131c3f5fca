import { describe, expect, it } from 'vitest'
import type { UiStringKey } from '@galata/contract'
import { buildCrumbs, type RouteCrumb } from './crumbs'

const words: Partial<Record<UiStringKey, string>> = {
  'nav.home': 'Ana Sayfa',
  'nav.casino': 'Casino',
  'nav.liveCasino': 'Canlı Casino',
  'nav.dashboard': 'Hesabım',
  'dashboard.account': 'Hesap Bilgileri',
}
const t = (key: UiStringKey) => words[key] ?? key

const home: RouteCrumb = { label: 'nav.home', url: '/' }

describe('buildCrumbs (spec §2: route data, custom crumbs appended)', () => {
  it('translates each matched level in order', () => {
    const crumbs = buildCrumbs(
      [
        home,
        { label: 'nav.dashboard', url: '/dashboard' },
        { label: 'dashboard.account', url: '/dashboard/account' },
      ],
      t,
    )
    expect(crumbs).toEqual([
      { label: 'Ana Sayfa', url: '/' },
      { label: 'Hesabım', url: '/dashboard' },
      { label: 'Hesap Bilgileri', url: '/dashboard/account' },
    ])
  })

  it('skips levels without a crumb (layout routes, the index route)', () => {
    expect(
      buildCrumbs([home, undefined, { label: 'nav.casino', url: '/casino/slot' }, undefined], t),
    ).toEqual([
      { label: 'Ana Sayfa', url: '/' },
      { label: 'Casino', url: '/casino/slot' },
    ])
  })

  it('collapses two levels with the same url, keeping the deeper label', () => {
    const crumbs = buildCrumbs(
      [home, { label: 'nav.casino', url: '/casino/live' }, { label: 'nav.liveCasino', url: '/casino/live' }],
      t,
    )
    expect(crumbs.map((c) => c.label)).toEqual(['Ana Sayfa', 'Canlı Casino'])
  })

  it('appends the page’s own crumbs after the route’s', () => {
    const crumbs = buildCrumbs([home], t, [{ label: 'Sorumlu Oyun', url: '/pages/5' }])
    expect(crumbs).toEqual([
      { label: 'Ana Sayfa', url: '/' },
      { label: 'Sorumlu Oyun', url: '/pages/5' },
    ])
  })

  it('drops a crumb with an empty label rather than showing a bare slash', () => {
    expect(buildCrumbs([home], t, [{ label: '', url: '/pages/9' }])).toHaveLength(1)
  })
})
