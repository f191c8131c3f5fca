import { act } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StaffCampaign, StaffRole } from '@galata/contract'
import { mount } from '../../test/mount'
import { I18nProvider } from '../i18n/i18n'
import { SessionContext } from '../shell/session'
import CampaignsRoute from './campaigns-route'

// docs/sportsbook.md "Sports promotions": the kombine boost's rules edited on /bo/campaigns in a
// labelled form, refused in the browser as the server refuses them, sent as the contract's body,
// and the first invalid field focused (Turkish).

const boost: StaffCampaign = {
  id: 3,
  code: 'kombine_boost',
  kind: 'sports_boost',
  title: { tr: 'Kombine Bonusu', en: 'Combo Boost' },
  terms: { tr: '', en: '' },
  percent: 10,
  maxBonus: 1000,
  minBase: 0,
  wageringMultiplier: 0,
  validDays: 7,
  claimDays: 7,
  startsAt: null,
  endsAt: null,
  enabled: false,
  version: 1,
  minLegs: 4,
  minOdds: 1.3,
  activeBonuses: 0,
  liability: 0,
}

let sent: { url: string; method: string; body: unknown }[]

beforeEach(() => {
  sent = []
  vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
    const path = String(url)
    const method = init?.method ?? 'GET'
    if (method !== 'GET') sent.push({ url: path, method, body: JSON.parse(String(init?.body)) })
    const data = method === 'GET' ? [boost] : { ...boost, minLegs: 3, minOdds: 1.5, version: 2 }
    const message = method === 'GET' ? '' : 'Kampanya kuralları kaydedildi.'
    return Promise.resolve(
      new Response(JSON.stringify({ success: true, message, data }), {
        headers: { 'content-type': 'application/json' },
      }),
    )
  })
})

afterEach(() => vi.unstubAllGlobals())

function screenAs(roles: StaffRole[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return mount(
    <QueryClientProvider client={client}>
      <I18nProvider>
        <SessionContext.Provider
          value={{ id: 1, username: 's', roles, permissions: [], recoveryCodesLeft: 10 }}
        >
          <CampaignsRoute />
        </SessionContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  ).container
}

const button = (root: HTMLElement, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === label)
const labelled = (root: HTMLElement, label: string) => {
  const l = [...root.querySelectorAll('label')].find((x) => x.textContent === label)!
  return document.getElementById(l.htmlFor) as HTMLInputElement
}
function type(input: HTMLInputElement, value: string) {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('a sports campaign’s rules on the campaigns screen', () => {
  it('shows the leg rules, edits them in a labelled form and sends the contract’s body', async () => {
    const root = screenAs(['crm'])
    await vi.waitFor(() => expect(root.querySelector('[data-testid="campaign-leg-rules"]')).not.toBeNull())
    expect(root.querySelector('[data-testid="campaign-leg-rules"]')!.textContent).toBe(
      'En az 4 maç, her biri en az 1,30 oranlı',
    )
    act(() => button(root, 'Düzenle')!.click())
    const heading = root.querySelector('h2')!
    expect(heading.textContent).toBe('kombine_boost kurallarını düzenle')
    expect(document.activeElement).toBe(heading)
    // The casino form's fields are not offered for a sports campaign.
    expect([...root.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'En az maç sayısı',
      'Maç başına en düşük oran',
      'Ek kazanç oranı (%)',
      'Kupon başına en fazla ek kazanç (₺)',
    ])
    const legs = labelled(root, 'En az maç sayısı')
    const odds = labelled(root, 'Maç başına en düşük oran')
    expect(legs.value).toBe('4')
    expect(odds.value).toBe('1.3')

    // Refused in the browser, nothing sent: the first invalid field takes the focus.
    type(legs, '1')
    type(odds, '1,305')
    act(() => button(root, 'Kuralları kaydet')!.click())
    expect(sent).toEqual([])
    expect(document.activeElement).toBe(legs)
    expect(legs.getAttribute('aria-invalid')).toBe('true')
    const legsError = document.getElementById(legs.getAttribute('aria-describedby')!)
    expect(legsError?.textContent).toBeTruthy()
    expect(odds.getAttribute('aria-invalid')).toBe('true')

    type(legs, '3')
    type(odds, '1,5')
    act(() => button(root, 'Kuralları kaydet')!.click())
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({
      url: expect.stringContaining('/api/backoffice/campaigns/3/sports-rules'),
      method: 'PUT',
      body: { kind: 'sports_boost', minLegs: 3, minOdds: 1.5, percent: 10, maxBonus: 1000 },
    })
    await vi.waitFor(() =>
      expect(root.querySelector('[role="status"]')?.textContent).toBe('Kampanya kuralları kaydedildi.'),
    )
    expect(root.querySelector('form')).toBeNull()
  })

  it('offers no edit to a member without campaigns.edit', async () => {
    const root = screenAs(['support'])
    await vi.waitFor(() => expect(root.querySelector('tbody tr')).not.toBeNull())
    expect(button(root, 'Düzenle')).toBeUndefined()
  })
})
