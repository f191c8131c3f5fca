import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/http'
import { nextCodeAt } from './update-phone'

/* Phone verification at a code limit: the page says when the next code can go (the server's retryAfter). */

describe('nextCodeAt', () => {
  const now = Date.UTC(2026, 10, 28, 12, 0, 0)
  const refusal = (code: string, data: unknown) => new ApiError('x', 429, code, null, data)

  it('answers now + retryAfter for the SMS limits', () => {
    for (const code of ['SMS_NUMBER_LIMIT', 'SMS_ADDRESS_LIMIT', 'SMS_BUSY', 'CODE_LIMIT_REACHED'])
      expect(nextCodeAt(refusal(code, { retryAfter: 1800 }), now)).toBe(now + 1_800_000)
  })

  it('answers null for other errors or without a usable retryAfter', () => {
    expect(nextCodeAt(refusal('RESEND_TOO_SOON', { secondsLeft: 30 }), now)).toBeNull()
    expect(nextCodeAt(refusal('SMS_NUMBER_LIMIT', null), now)).toBeNull()
    expect(nextCodeAt(refusal('SMS_NUMBER_LIMIT', { retryAfter: 'soon' }), now)).toBeNull()
    expect(nextCodeAt(new Error('network'), now)).toBeNull()
  })
})
