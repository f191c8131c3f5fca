import { act, useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import type { BackofficePlayer, StaffRole } from '@galata/contract'
import { mount, testQueryClient } from '../../test/mount'
import { I18nProvider } from '../i18n/i18n'
import { SessionContext } from '../shell/session'
import { ConfirmButton, type Act } from './act'
import { PlayerActs } from './player-care'
import { nextTab, Tabs } from './tabs'

// docs/backoffice.md "The console (/bo)": the player page's tabs by keyboard, the acts a role sees,
// and account care asking before it calls (in Turkish, the console's default).

const player: BackofficePlayer = {
  profile: {
    id: 7,
    username: 'deniz',
    usercode: 'AB12CD',
    name: 'Deniz',
    surname: 'Yılmaz',
    email: 'deniz@example.com',
    phone: '905321234567',
    phoneVerified: true,
    birthDate: '1990-01-01',
    status: 'active',
    marketingConsent: false,
    createdAt: '2026-11-01T10:00:00.000Z',
  },
  balances: { cash: 100, bonus: 0, pendingWithdrawal: 0 },
  ledger: [],
  sessions: [],
  duplicates: [],
  tags: [],
  blocks: { deposits: false, withdrawals: true, bets: false },
  notes: [],
}

function asRoles(roles: StaffRole[], ui: React.ReactNode) {
  return mount(
    <QueryClientProvider client={testQueryClient()}>
      <I18nProvider>
        <SessionContext.Provider
          value={{ id: 1, username: 'staff', roles, permissions: [], recoveryCodesLeft: 10 }}
        >
          {ui}
        </SessionContext.Provider>
      </I18nProvider>
    </QueryClientProvider>,
  )
}

const headings = (root: HTMLElement) => [...root.querySelectorAll('h2')].map((h) => h.textContent)

describe('the tab list (WAI-ARIA tabs pattern)', () => {
  it('moves with the arrows, wraps, and jumps with Home and End', () => {
    expect(nextTab('ArrowRight', 0, 4)).toBe(1)
    expect(nextTab('ArrowRight', 3, 4)).toBe(0)
    expect(nextTab('ArrowLeft', 0, 4)).toBe(3)
    expect(nextTab('Home', 2, 4)).toBe(0)
    expect(nextTab('End', 1, 4)).toBe(3)
    expect(nextTab('Enter', 1, 4)).toBeNull()
  })

  it('keeps one tab in the tab order and labels the panel with it', () => {
    function Harness() {
      const [tab, setTab] = useState<'a' | 'b' | 'c'>('a')
      return (
        <Tabs
          label="Sections"
          tabs={[
            { key: 'a', label: 'First' },
            { key: 'b', label: 'Second' },
            { key: 'c', label: 'Third' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          <p>{`panel ${tab}`}</p>
        </Tabs>
      )
    }
    const { container } = mount(<Harness />)
    const tabs = () => [...container.querySelectorAll<HTMLButtonElement>('[role=tab]')]
    expect(container.querySelector('[role=tablist]')?.getAttribute('aria-label')).toBe('Sections')
    expect(tabs().map((t) => t.tabIndex)).toEqual([0, -1, -1])
    act(() => tabs()[0]!.focus())
    act(() => {
      tabs()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }))
    })
    expect(document.activeElement).toBe(tabs()[2])
    expect(tabs()[2]!.getAttribute('aria-selected')).toBe('true')
    const panel = container.querySelector('[role=tabpanel]')!
    expect(panel.textContent).toBe('panel c')
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs()[2]!.id)
    expect(tabs()[2]!.getAttribute('aria-controls')).toBe(panel.id)
  })
})

describe('the acts a role sees (STAFF_PERMISSIONS)', () => {
  it('support: status, time-out and account care, no blocks and no money forms', () => {
    const { container } = asRoles(['support'], <PlayerActs player={player} />)
    expect(headings(container)).toEqual(['Hesap durumunu değiştir', 'Mola uygula', 'Hesap desteği'])
  })

  it('risk: blocks too, showing the ones in force, and the choice lifts a block in force', () => {
    const { container } = asRoles(['risk'], <PlayerActs player={player} />)
    expect(headings(container)).toContain('Engeller')
    expect(container.querySelector('[data-testid=blocks-now]')?.textContent).toBe(
      'Şu anki engeller: Para çekme',
    )
    const options = [...container.querySelectorAll('[data-testid=blocks-form] option')].map(
      (o) => o.textContent,
    )
    expect(options).toEqual(['Para yatırmayı engelle', 'Para çekme engelini kaldır', 'Bahisleri engelle'])
  })

  it('crm: the bonus grant only; finance: blocks and the correction', () => {
    expect(headings(asRoles(['crm'], <PlayerActs player={player} />).container)).toEqual(['Bonus tanımla'])
    const finance = headings(asRoles(['finance'], <PlayerActs player={player} />).container)
    expect(finance).toEqual(['Engeller', 'Bakiye düzeltmesi'])
  })
})

describe('account care asks first', () => {
  it('calls only after "Yes", and "Cancel" calls nothing', () => {
    const mutate = vi.fn()
    const fake: Act<void> = { mutation: { mutate, isPending: false }, message: null }
    const { container } = asRoles(
      ['support'],
      <ConfirmButton label="End the sessions" question="End every open session?" act={fake} />,
    )
    const button = (name: string) =>
      [...container.querySelectorAll('button')].find((b) => b.textContent === name)!
    act(() => button('End the sessions').click())
    expect(container.textContent).toContain('End every open session?')
    expect(document.activeElement).toBe(button('Evet, devam et'))
    act(() => button('Vazgeç').click())
    expect(mutate).not.toHaveBeenCalled()
    act(() => button('End the sessions').click())
    act(() => button('Evet, devam et').click())
    expect(mutate).toHaveBeenCalledTimes(1)
  })
})
