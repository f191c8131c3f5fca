import { describe, expect, it } from 'vitest'
import { formatNotificationTime } from './format'
import { appendLive, markRead } from './list'
import { parseLiveNotification } from './parse-live'

describe('notification time stamps', () => {
  it('reads UTC and shows d.MMM.yy HH:mm in Türkiye time (UTC+3)', () => {
    expect(formatNotificationTime('2025-06-01T14:03:09', 'tr')).toBe('1.Haz.25 17:03')
    expect(formatNotificationTime('2025-06-01T14:03:09Z', 'en')).toBe('1.Jun.25 17:03')
    expect(formatNotificationTime('nonsense', 'en')).toBe('')
  })
})

describe('the live list', () => {
  const n = { id: 2, type: 1, title: 'a', note: 'b', timeStamp: '2025-06-01T14:03:09', isRead: false }
  it('puts a live message first, once, and marks one read', () => {
    const list = appendLive([{ ...n, id: 1 }], n)
    expect(list.map((x) => x.id)).toEqual([2, 1])
    expect(appendLive(list, n).map((x) => x.id)).toEqual([2, 1])
    expect(markRead(list, 2)?.[0]?.isRead).toBe(true)
    expect(markRead(undefined, 2)).toBeUndefined()
  })
  it('parses only well-formed messages', () => {
    expect(parseLiveNotification(JSON.stringify(n))).toEqual(n)
    expect(parseLiveNotification('{')).toBeNull()
    expect(parseLiveNotification('{"id":"x"}')).toBeNull()
  })
})
