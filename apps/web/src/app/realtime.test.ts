import { describe, expect, it } from 'vitest'
import { protectionNotice } from './realtime'

describe('protectionNotice', () => {
  it('names the protection reasons of a hub close and nothing else', () => {
    expect(protectionNotice('Server returned an error on close: Session ended (self_excluded).')).toBe(
      'exclusion',
    )
    expect(protectionNotice('Session ended (timed_out).')).toBe('timeout')
    expect(protectionNotice('Session ended (session_limit).')).toBe('sessionLimit')
    expect(protectionNotice('Session ended (account_closed).')).toBe('closed')
    expect(protectionNotice('Session ended (logout).')).toBeNull()
    expect(protectionNotice('')).toBeNull()
  })
})
