import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const user = {
  token: 'tok-123',
  balance: 250.5,
  username: 'mehmet42',
  usercode: 'GL-104233',
  phone: '905301112233',
  smsVerified: false,
}

/** The stores read localStorage when first imported, so each test imports a fresh copy. */
async function freshModules() {
  vi.resetModules()
  const session = await import('./session-store')
  const storage = await import('../storage')
  return { ...session, ...storage }
}

describe('storage helpers', () => {
  beforeEach(() => localStorage.clear())

  it('round-trips JSON and reads a corrupt value as missing', async () => {
    const { writeJson, readJson, writeString, STORAGE_KEYS } = await freshModules()
    writeJson(STORAGE_KEYS.bootstrap, { a: 1 })
    expect(readJson(STORAGE_KEYS.bootstrap)).toEqual({ a: 1 })
    writeString(STORAGE_KEYS.bootstrap, '{not json')
    expect(readJson(STORAGE_KEYS.bootstrap)).toBeNull()
  })

  it('clearAllStorage empties both storages but keeps the chosen language', async () => {
    const { clearAllStorage } = await freshModules()
    localStorage.setItem('lang', 'en')
    localStorage.setItem('authData', '{}')
    localStorage.setItem('topNotifyRead', 'yes')
    sessionStorage.setItem('x', '1')
    clearAllStorage()
    expect(localStorage.getItem('lang')).toBe('en')
    expect(localStorage.getItem('authData')).toBeNull()
    expect(localStorage.getItem('topNotifyRead')).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })

  it('survives a browser that refuses storage', async () => {
    const { readString, writeString, STORAGE_KEYS } = await freshModules()
    const spy = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError')
    })
    const setSpy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    expect(readString(STORAGE_KEYS.lang)).toBeNull()
    expect(() => writeString(STORAGE_KEYS.lang, 'tr')).not.toThrow()
    spy.mockRestore()
    setSpy.mockRestore()
  })
})

describe('session store (spec §3 authData, §4 session)', () => {
  beforeEach(() => {
    localStorage.clear()
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('starts logged out without authData', async () => {
    const { sessionStore, getToken } = await freshModules()
    expect(sessionStore.get()).toMatchObject({ hasLogin: false, balance: 0, user: null })
    expect(getToken()).toBeNull()
  })

  it('restores a stored login at start, and ignores one without a token', async () => {
    localStorage.setItem('authData', JSON.stringify(user))
    const restored = await freshModules()
    expect(restored.sessionStore.get()).toMatchObject({ hasLogin: true, balance: 250.5 })
    expect(restored.getToken()).toBe('tok-123')

    localStorage.setItem('authData', JSON.stringify({ ...user, token: '' }))
    const tokenless = await freshModules()
    expect(tokenless.sessionStore.get().hasLogin).toBe(false)
  })

  it('signIn stores authData; updateUser and setBalance keep it in step', async () => {
    const { signIn, updateUser, setBalance, sessionStore } = await freshModules()
    signIn(user)
    expect(JSON.parse(localStorage.getItem('authData') ?? '{}')).toMatchObject({ username: 'mehmet42' })
    updateUser({ smsVerified: true, phone: '905309998877' })
    setBalance(99.99)
    expect(sessionStore.get()).toMatchObject({ balance: 99.99, user: { smsVerified: true } })
    expect(JSON.parse(localStorage.getItem('authData') ?? '{}')).toMatchObject({
      balance: 99.99,
      smsVerified: true,
      phone: '905309998877',
    })
  })

  it('endSession clears the login, goes to the root and reloads after 300 ms', async () => {
    const reload = vi.fn()
    const location = window.location
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } })
    try {
      window.history.replaceState(null, '', '/dashboard/account')
      const { signIn, endSession, sessionStore } = await freshModules()
      signIn(user)
      endSession()
      expect(sessionStore.get()).toMatchObject({ hasLogin: false, user: null, ending: true })
      expect(localStorage.getItem('authData')).toBeNull()
      expect(reload).not.toHaveBeenCalled()
      vi.advanceTimersByTime(300)
      expect(reload).toHaveBeenCalledOnce()
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: location })
    }
  })

  it('an expired session reloads on the page the player was on; a logout goes to the root', async () => {
    // The reload waits 300 ms on the fake clock, which this test never advances.
    window.history.replaceState(null, '', '/dashboard/withdraw')
    const first = await freshModules()
    first.signIn(user)
    first.endSession('sessionEnded')
    expect(window.location.pathname).toBe('/dashboard/withdraw')
    expect(localStorage.getItem('sessionNotice')).toBe('sessionEnded')

    const second = await freshModules()
    second.signIn(user)
    second.endSession()
    expect(window.location.pathname).toBe('/')
  })

  it('forgets a stored session past its end, keeps one still running', async () => {
    const { usableSession } = await freshModules()
    const now = Date.parse('2026-11-28T12:00:00Z')
    expect(usableSession({ ...user, expiresAt: '2026-11-28T11:59:59Z' }, now)).toBeNull()
    expect(usableSession({ ...user, expiresAt: '2026-12-28T12:00:00Z' }, now)).not.toBeNull()
    expect(usableSession(user, now)).not.toBeNull()
    localStorage.setItem('authData', JSON.stringify({ ...user, expiresAt: '2000-01-01T00:00:00Z' }))
    const restored = await freshModules()
    expect(restored.sessionStore.get().hasLogin).toBe(false)
    expect(localStorage.getItem('authData')).toBeNull()
  })
})
