import { describe, expect, it } from 'vitest'
import {
  changePasswordSchema,
  notificationQuerySchema,
  notificationSchema,
  readNotificationSchema,
  updatePhoneSchema,
} from './customer.js'
import { errorsOf, expectCases, expectValid, parseOk, repeat } from './test-helpers.js'
import { parseUtcTimestamp } from './time.js'

describe('customer/updatephone (spec §5: phone digits; docs/security.md: Turkish mobile numbers only; code exactly 6 digits)', () => {
  const step1 = { step: 1, phone: '905321234567' }
  const step2 = { step: 2, phone: '905321234567', code: '123456' }

  it('accepts step 1 without a code, or with one it ignores', () => {
    expect(parseOk(updatePhoneSchema, step1)).toEqual(step1)
    expectValid(updatePhoneSchema, step1, [
      ['code', ''],
      ['code', '12'],
      ['phone', '5321234567'],
      ['phone', '05321234567'],
    ])
  })

  it('accepts step 2 with six digits', () => {
    expect(parseOk(updatePhoneSchema, step2)).toEqual(step2)
    expectValid(updatePhoneSchema, step2, [['code', '000000']])
  })

  it('refuses each broken field with its code', () => {
    expectCases(updatePhoneSchema, step2, [
      ['phone', '2122223344', 'not_mobile'],
      ['phone', '902122223344', 'not_mobile'],
      ['phone', '4412345678901', 'not_mobile'],
      ['phone', '5321234', 'not_mobile'],
      ['code', undefined, 'required'],
      ['code', '', 'required'],
      ['code', '12345', 'six_digits'],
      ['code', '1234567', 'six_digits'],
      ['code', '12-34-56', 'six_digits'],
      ['code', '123 456', 'six_digits'],
      ['code', 'abcdef', 'six_digits'],
      ['code', 123456, 'invalid_type'],
      ['step', 0, 'invalid_option'],
      ['step', 3, 'invalid_option'],
      ['step', '2', 'invalid_option'],
      ['step', undefined, 'required'],
      ['phone', '', 'required'],
      ['phone', '1234', 'too_short'],
      ['phone', repeat('1', 21), 'too_long'],
      ['phone', '90532abc', 'digits_only'],
      ['userId', 5, 'unknown_key'],
    ])
  })
})

describe('customer/changepassword (spec §5: all three ≥ 5, password and confirmation match)', () => {
  const valid = { oldPassword: 'oldpass', password: 'newpass7', confirmPassword: 'newpass7' }

  it('accepts a valid change', () => {
    expect(parseOk(changePasswordSchema, valid)).toEqual(valid)
  })

  it('refuses each broken field with its code', () => {
    expectCases(changePasswordSchema, valid, [
      ['oldPassword', undefined, 'required'],
      ['oldPassword', '', 'required'],
      ['oldPassword', 'abcd', 'too_short'],
      ['oldPassword', repeat('p', 101), 'too_long'],
      ['confirmPassword', 'newpasS7', 'mismatch'],
      ['confirmPassword', '', 'required'],
      ['password2', 'newpass7', 'unknown_key'],
    ])
    expect(errorsOf(changePasswordSchema, { ...valid, password: 'abcd' })).toEqual({ password: 'too_short' })
  })
})

describe('customer/readnotification and customer/notification', () => {
  it('takes a list of ids', () => {
    expect(parseOk(readNotificationSchema, { id: [3] })).toEqual({ id: [3] })
    expectCases(readNotificationSchema, { id: [3] }, [
      ['id', [], 'required'],
      ['id', undefined, 'required'],
      ['id', 3, 'invalid_type'],
      ['id', Array.from({ length: 101 }, (_, i) => i + 1), 'too_many_items'],
    ])
    expect(errorsOf(readNotificationSchema, { id: [1, 0, 2.5] })).toEqual({
      'id.1': 'too_small',
      'id.2': 'not_integer',
    })
  })

  it('pages with skip ≥ 0 and take 1–100, defaulting to the spec values', () => {
    expect(parseOk(notificationQuerySchema, {})).toEqual({ skip: 0, take: 100 })
    expectValid(notificationQuerySchema, { skip: 0, take: 100 }, [
      ['take', 1],
      ['skip', 5000],
    ])
    expectCases(notificationQuerySchema, { skip: 0, take: 100 }, [
      ['skip', -1, 'too_small'],
      ['skip', 1.5, 'not_integer'],
      ['take', 0, 'too_small'],
      ['take', 101, 'too_big'],
      ['take', '10', 'invalid_type'],
      ['take', Number.POSITIVE_INFINITY, 'invalid_number'],
      ['orderBy', 'id', 'unknown_key'],
    ])
  })

  it('reads a notification time stamp as UTC whether or not it names the zone', () => {
    expect(parseUtcTimestamp('2026-05-10T09:30:00').toISOString()).toBe('2026-05-10T09:30:00.000Z')
    expect(parseUtcTimestamp('2026-05-10T09:30:00Z').toISOString()).toBe('2026-05-10T09:30:00.000Z')
    expect(parseUtcTimestamp('2026-05-10T12:30:00+03:00').toISOString()).toBe('2026-05-10T09:30:00.000Z')
    const item = {
      id: 1,
      type: 4,
      title: 'Bonus',
      note: 'Added',
      timeStamp: '2026-05-10T09:30:00',
      isRead: false,
    }
    expect(notificationSchema.parse(item)).toEqual(item)
  })
})
