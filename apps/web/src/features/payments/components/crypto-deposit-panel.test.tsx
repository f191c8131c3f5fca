import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TransactionStatus, uiStrings, type CryptoDeposit, type CryptoPaymentStatus } from '@galata/contract'
import { bootstrapQuery, type Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { I18nProvider } from '../../../shared/i18n/i18n'
import { balanceQuery } from '../../../shared/session/balance'
import { cryptoPhase, cryptoStatusKey } from '../api/crypto-status'
import { CryptoDepositPanel, timeLeft } from './crypto-deposit-panel'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

// The panel in Turkish (no stored language), with the contract's own strings as the bootstrap.
const bootstrap = {
  translationList: Object.entries(uiStrings).map(([key, text]) => ({ key, value: text.tr })),
} as unknown as Bootstrap

const deposit: CryptoDeposit = {
  paymentId: 41,
  address: 'TXo1sX9aVtqa6Z5m6mV5H9WvJ4vJ7dH3qP',
  network: 'TRC20',
  currency: 'USDT',
  amount: '50.000001',
  expiresAt: new Date(Date.now() + 20 * 60_000 + 30_000).toISOString(),
  qr: 'TXo1sX9aVtqa6Z5m6mV5H9WvJ4vJ7dH3qP',
}

const status = (over: Partial<CryptoPaymentStatus>): CryptoPaymentStatus => ({
  ...deposit,
  status: 'waiting',
  actuallyPaid: '0',
  rate: '34.5',
  credited: 0,
  paymentStatus: TransactionStatus.Pending,
  ...over,
})

let container: HTMLDivElement
let root: Root
let client: QueryClient

function render(answer: CryptoPaymentStatus, shown: CryptoDeposit = deposit) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(bootstrapQuery.queryKey, bootstrap)
  client.setQueryData(cryptoStatusKey(shown.paymentId), answer)
  act(() => {
    root.render(
      <QueryClientProvider client={client}>
        <I18nProvider>
          <CryptoDepositPanel deposit={shown} />
        </I18nProvider>
      </QueryClientProvider>,
    )
  })
}

const region = () => container.querySelector<HTMLElement>('[role="status"]')!
const byTestId = (id: string) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('the crypto deposit waiting panel', () => {
  beforeEach(() => {
    localStorage.clear()
    // The panel's own polls go nowhere: each state is put in the cache below.
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}))
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
    vi.unstubAllGlobals()
  })

  it('waiting: the exact amount, coin and network, address, QR and time left, each copy button named', () => {
    render(status({}))
    expect(container.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('waiting')
    expect(region().getAttribute('aria-live')).toBe('polite')
    expect(region().textContent).toContain('Ödemeniz bekleniyor')
    expect(byTestId('crypto-amount')?.textContent).toBe('50.000001')
    expect(byTestId('crypto-network')?.textContent).toBe('USDT · TRC20')
    expect(byTestId('crypto-address')?.textContent).toBe(deposit.address)
    expect(byTestId('crypto-countdown')?.textContent).toMatch(/^20:(29|30)$/)
    const qr = container.querySelector('svg[role="img"]')!
    expect(qr.getAttribute('aria-label')).toContain(deposit.address)
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/)
    const labels = [...container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))
    expect(labels).toEqual(['Tutarı kopyala', 'Adresi kopyala', null])
  })

  it('copies the amount alone (no unit), as a wallet expects it', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    render(status({}))
    await act(async () =>
      container.querySelector<HTMLButtonElement>('[aria-label="Tutarı kopyala"]')!.click(),
    )
    expect(writeText).toHaveBeenCalledWith('50.000001')
  })

  it('confirming: says the payment was seen and is being confirmed', () => {
    render(status({ status: 'confirming' }))
    expect(region().textContent).toContain('onaylanıyor')
    expect(byTestId('crypto-address')).toBeNull()
  })

  it('credited: says how much reached the balance, hides the address and refreshes the balance', () => {
    const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries')
    render(status({ status: 'finished', credited: 1725, paymentStatus: TransactionStatus.Confirmed }))
    expect(region().textContent).toContain('₺1.725,00 bakiyenize eklendi')
    expect(byTestId('crypto-address')).toBeNull()
    expect(spy).toHaveBeenCalledWith({ queryKey: balanceQuery.queryKey })
    expect(container.querySelector('button')?.textContent).toBe('Tamam')
    spy.mockRestore()
  })

  it('partially paid: says what was credited and keeps the address for the rest', () => {
    render(status({ status: 'partially_paid', credited: 690, actuallyPaid: '20' }))
    expect(region().textContent).toContain('Eksik ödeme alındı: ₺690,00')
    expect(byTestId('crypto-address')?.textContent).toBe(deposit.address)
  })

  it('expired: by the processor, or when the countdown ran out unpaid', () => {
    render(status({ status: 'expired', paymentStatus: TransactionStatus.Cancelled }))
    expect(region().textContent).toContain('süresi doldu')
    expect(byTestId('crypto-address')).toBeNull()
    const past = { ...deposit, expiresAt: new Date(Date.now() - 1000).toISOString() }
    render(status(past), past)
    expect(container.querySelector('[data-phase]')?.getAttribute('data-phase')).toBe('expired')
  })

  it('maps every processor status to what the player reads', () => {
    const phase = (s: string, paymentStatus: number = TransactionStatus.Pending, expired = false) =>
      cryptoPhase({ status: s, paymentStatus, credited: 0 }, expired)
    expect(phase('waiting')).toBe('waiting')
    expect(phase('waiting', TransactionStatus.Pending, true)).toBe('expired')
    for (const s of ['confirming', 'confirmed', 'sending']) expect(phase(s)).toBe('confirming')
    expect(phase('finished', TransactionStatus.Confirmed)).toBe('credited')
    // Credited by an operator before any IPN: credited all the same.
    expect(phase('waiting', TransactionStatus.Confirmed)).toBe('credited')
    expect(phase('partially_paid', TransactionStatus.Confirmed)).toBe('partial')
    expect(phase('failed')).toBe('failed')
    expect(phase('waiting', TransactionStatus.Rejected)).toBe('failed')
    expect(phase('waiting', TransactionStatus.Cancelled)).toBe('expired')
  })

  it('counts down as mm:ss, h:mm:ss past an hour, and stops at zero', () => {
    const now = Date.parse('2026-11-29T21:00:00Z')
    expect(timeLeft('2026-11-29T21:19:05Z', now)).toEqual({ text: '19:05', over: false })
    expect(timeLeft('2026-11-29T22:00:01Z', now)).toEqual({ text: '1:00:01', over: false })
    expect(timeLeft('2026-11-29T20:59:00Z', now)).toEqual({ text: '00:00', over: true })
    expect(timeLeft(null, now)).toBeNull()
  })
})
