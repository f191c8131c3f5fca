import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, call, configureHttp } from './http'

/** A server stand-in at the network edge: answers in order, records what was asked. */
function server(answers: { status: number; body: unknown }[]) {
  const asked: string[] = []
  vi.stubGlobal('fetch', (url: URL) => {
    asked.push(url.pathname)
    const next = answers.shift()!
    return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status }))
  })
  return asked
}

const refusal = {
  status: 403,
  body: {
    success: false,
    code: 'PASSWORD_CONFIRMATION_REQUIRED',
    message: 'Güvenliğiniz için lütfen şifrenizi yeniden girin.',
  },
}
const body = { id: 1, target: 'pay' as const, detail: { amount: 100 } }

describe('a call that needs the password again (docs/accounts.md "Remembered sessions")', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the password once, then sends the same call again', async () => {
    const prompt = vi.fn(() => Promise.resolve(true))
    configureHttp({ token: () => 'tok', onUnauthorized: () => {}, confirmPassword: prompt })
    const asked = server([refusal, { status: 200, body: { success: true, message: 'ok', data: null } }])
    await expect(call('payment/withdraw', { body })).resolves.toMatchObject({ success: true })
    expect(prompt).toHaveBeenCalledOnce()
    expect(asked).toEqual(['/api/payment/withdraw', '/api/payment/withdraw'])
  })

  it('gives up with the server message when the player cancels', async () => {
    configureHttp({
      token: () => 'tok',
      onUnauthorized: () => {},
      confirmPassword: () => Promise.resolve(false),
    })
    const asked = server([refusal])
    const error = await call('payment/withdraw', { body }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 403, code: 'PASSWORD_CONFIRMATION_REQUIRED' })
    expect(asked).toHaveLength(1)
  })
})
