import { describe, expect, it } from 'vitest'
import { formatNotificationTime } from './format'
import { appendLive, markRead } from './list'
import { parseLiveNotification } from './parse-live'

describe('notification time stamps', () => {
  it('reads UTC and shows d.MMM.yy HH:mm in local time', () => {
    const at = new Date(Date.UTC(2025, 5, 1, 14, 3, 9))
    const expected = (months: string[]) =>
      `${at.getDate()}.${months[at.getMonth()]}.25 ${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`
    expect(formatNotificationTime('2025-06-01T14:03:09', 'tr')).toBe(expected(['', '', '', '', '', 'Haz']))
    expect(formatNotificationTime('2025-06-01T14:03:09Z', 'en')).toBe(expected(['', '', '', '', '', 'Jun']))
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
