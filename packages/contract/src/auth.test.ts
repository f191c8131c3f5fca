import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  changePasswordWithCodeSchema,
  checkResetCodeSchema,
  isOfAge,
  loginSchema,
  makeRegisterSchema,
  registerSchema,
  sendResetPasswordSchema,
  sessionSchema,
} from './auth.js'
import { callMeSchema } from './cms.js'
import { changePasswordSchema } from './customer.js'
import { validationMessage } from './validation-messages.js'
import { isCommonPassword, isWellFormedText } from './rules.js'
import { errorsOf, expectCases, expectValid, parseOk, repeat } from './test-helpers.js'

describe('login (username: the registration rule, 5–30 (docs/security.md), password 3–100)', () => {
  const valid = { username: 'ayse1990', password: 'secret' }

  it('accepts the limits', () => {
    expectValid(loginSchema, valid, [
      ['username', 'ayse1'],
      ['username', repeat('a', 30)],
      ['password', 'abc'],
      ['password', repeat('p', 100)],
    ])
  })

  it('refuses each broken field with its code', () => {
    expectCases(loginSchema, valid, [
      ['username', undefined, 'required'],
      ['username', null, 'required'],
      // PostgreSQL cannot store U+0000; every contract string refuses it (server fuzz finding).
      ['username', 'ayse\u0000', 'invalid_format'],
      ['password', '\u0000\u0000\u0000', 'invalid_format'],
      ['username', '', 'required'],
      ['username', repeat('a', 31), 'too_long'],
      ['username', 12345, 'invalid_type'],
      ['password', undefined, 'required'],
      ['password', '', 'required'],
      ['password', 'ab', 'too_short'],
      ['password', repeat('p', 101), 'too_long'],
      ['password', ['secret'], 'invalid_type'],
    ])
  })

  it('refuses unknown keys and a missing body', () => {
    expect(errorsOf(loginSchema, { ...valid, isAdmin: true })).toEqual({ isAdmin: 'unknown_key' })
    expect(errorsOf(loginSchema, undefined)).toEqual({ _: 'required' })
    expect(errorsOf(loginSchema, 'username=a')).toEqual({ _: 'invalid_type' })
  })
})

describe('register (spec §3, §5)', () => {
  const now = new Date('2026-05-10T12:00:00Z')
  const schema = makeRegisterSchema(now)
  const valid = {
    name: 'Ayşe Gül',
    surname: 'Çağlayan',
    username: 'ayse1990',
    email: 'ayse@example.com',
    phone: '905321234567',
    birthDateDay: '15',
    birthDateMonth: '06',
    birthDateYear: '1990',
    password: 'Tulip-1453',
    password2: 'Tulip-1453',
    ageConfirmed: true as const,
    termsAccepted: true as const,
  }

  it('fills the defaults and builds birthDate from the three parts', () => {
    expect(parseOk(schema, valid)).toEqual({
      ...valid,
      country: 235,
      currencyId: 1,
      trialBonus: 0,
      marketingConsent: false,
      birthDate: '1990-06-15',
    })
    const withAll = {
      ...valid,
      country: 90,
      currencyId: 2,
      trialBonus: 1,
      refId: 7,
      birthDate: '1990-06-15',
      marketingConsent: true,
    }
    expect(parseOk(schema, withAll)).toEqual(withAll)
  })

  it('requires the 18+ declaration and the terms, each with its own code; marketing is optional (docs/content.md)', () => {
    const { ageConfirmed: _a, termsAccepted: _t, ...without } = valid
    expect(errorsOf(schema, without)).toEqual({
      ageConfirmed: 'age_not_confirmed',
      termsAccepted: 'terms_not_accepted',
    })
    expect(errorsOf(schema, { ...valid, ageConfirmed: false, termsAccepted: 'yes' })).toEqual({
      ageConfirmed: 'age_not_confirmed',
      termsAccepted: 'terms_not_accepted',
    })
    expect(errorsOf(schema, { ...valid, marketingConsent: 'yes' })).toEqual({
      marketingConsent: 'invalid_type',
    })
    expect(validationMessage('age_not_confirmed', 'tr')).toMatch(/18 yaşından büyük/)
    expect(validationMessage('terms_not_accepted', 'en')).toMatch(/General Terms/)
  })

  it('accepts names in Turkish and other scripts, with single spaces', () => {
    expectValid(schema, valid, [
      ['name', 'Şükrü'],
      ['name', 'İlkay Işık'],
      ['name', 'ÇĞİÖŞÜ çğıöşü'],
      ['name', 'José María'],
      ['name', 'Иван'],
      ['name', 'Ab'],
      ['name', repeat('a', 100)],
      ['surname', 'Öztürk Yılmaz'],
    ])
  })

  it('accepts the other fields at their limits', () => {
    expectValid(schema, valid, [
      ['username', 'abcde'],
      ['username', repeat('A', 30)],
      ['username', '12345'],
      ['email', 'a@b.co'],
      ['email', `${repeat('a', 94)}@b.com`],
      ['phone', '12345'],
      ['phone', repeat('9', 20)],
      ['birthDateDay', '01'],
      ['birthDateMonth', '12'],
      ['birthDateYear', '1900'],
    ])
  })

  it('refuses each broken field with its code', () => {
    expectCases(schema, valid, [
      ['name', undefined, 'required'],
      ['name', '', 'required'],
      ['name', '   ', 'whitespace_only'],
      ['name', 'A', 'too_short'],
      ['name', repeat('a', 101), 'too_long'],
      ['name', 'Ali3', 'letters_only'],
      ['name', 'Ali-Veli', 'letters_only'],
      ['name', 'Ali\tVeli', 'letters_only'],
      ['name', 'Ali  Veli', 'invalid_spacing'],
      ['name', ' Ali', 'invalid_spacing'],
      ['name', 'Ali ', 'invalid_spacing'],
      ['name', 42, 'invalid_type'],
      ['surname', '', 'required'],
      ['surname', 'Y', 'too_short'],
      ['surname', 'Yılmaz!', 'letters_only'],
      ['username', '', 'required'],
      ['username', 'abcd', 'too_short'],
      ['username', repeat('a', 31), 'too_long'],
      ['username', 'ali_veli', 'letters_digits_only'],
      ['username', 'çağrı1', 'letters_digits_only'],
      ['username', 'ali veli', 'letters_digits_only'],
      ['email', '', 'required'],
      ['email', 'ayse', 'invalid_email'],
      ['email', 'ayse@', 'invalid_email'],
      ['email', 'ayse@example', 'invalid_email'],
      ['email', 'ayşe@example.com', 'invalid_email'],
      ['email', `${repeat('a', 95)}@b.com`, 'too_long'],
      ['phone', '', 'required'],
      ['phone', '1234', 'too_short'],
      ['phone', repeat('1', 21), 'too_long'],
      ['phone', '+905321234567', 'digits_only'],
      ['phone', '0532 123 45 67', 'digits_only'],
      ['phone', 905321234567, 'invalid_type'],
      ['country', null, 'required'],
      ['country', 0, 'too_small'],
      ['country', 1.5, 'not_integer'],
      ['country', '235', 'invalid_type'],
      ['country', Number.NaN, 'invalid_number'],
      ['currencyId', -1, 'too_small'],
      ['trialBonus', 2, 'invalid_option'],
      ['trialBonus', true, 'invalid_option'],
      ['trialBonus', null, 'required'],
      ['birthDateDay', '', 'required'],
      ['birthDateDay', '5', 'two_digits'],
      ['birthDateDay', 'ab', 'two_digits'],
      ['birthDateDay', 15, 'invalid_type'],
      ['birthDateDay', '00', 'invalid_day'],
      ['birthDateDay', '32', 'invalid_day'],
      ['birthDateMonth', '6', 'two_digits'],
      ['birthDateMonth', '00', 'invalid_month'],
      ['birthDateMonth', '13', 'invalid_month'],
      ['birthDateYear', '90', 'four_digits'],
      ['birthDateYear', '19900', 'four_digits'],
      ['birthDateYear', '1899', 'invalid_year'],
      ['birthDate', '1990-06-16', 'invalid_date'],
      ['birthDate', '15-06-1990', 'invalid_date'],
      ['password', '', 'required'],
      ['password', 'abcd', 'too_short'],
      ['password', repeat('p', 101), 'too_long'],
      ['password2', 'Tulip-1454', 'mismatch'],
      ['password2', '', 'required'],
      ['refId', '12', 'invalid_type'],
      ['refId', 0, 'too_small'],
      ['role', 'admin', 'unknown_key'],
    ])
  })

  it('refuses dates that are not on the calendar', () => {
    expect(errorsOf(schema, { ...valid, birthDateDay: '31', birthDateMonth: '07' })).toEqual({})
    const cases: [string, string, string][] = [
      ['31', '02', '1990'],
      ['30', '02', '1992'],
      ['29', '02', '1990'],
      ['31', '04', '1990'],
      ['29', '02', '1900'],
    ]
    for (const [birthDateDay, birthDateMonth, birthDateYear] of cases) {
      expect(errorsOf(schema, { ...valid, birthDateDay, birthDateMonth, birthDateYear })).toEqual({
        birthDate: 'invalid_date',
      })
    }
    expect(
      errorsOf(schema, { ...valid, birthDateDay: '29', birthDateMonth: '02', birthDateYear: '1992' }),
    ).toEqual({})
    expect(
      errorsOf(schema, { ...valid, birthDateDay: '29', birthDateMonth: '02', birthDateYear: '2000' }),
    ).toEqual({})
  })

  it('reports a password mismatch and the age next to errors of other fields', () => {
    expect(
      errorsOf(schema, { ...valid, email: 'nope', password2: 'other-one1', birthDateYear: '2010' }),
    ).toEqual({
      email: 'invalid_email',
      password2: 'mismatch',
      birthDate: 'underage',
    })
  })
})

describe('register: 18 or older on the injected date (SECURITY.md)', () => {
  const body = (y: string, m: string, d: string) => ({
    name: 'Ayşe',
    surname: 'Kaya',
    username: 'aysekaya',
    email: 'ayse@example.com',
    phone: '905321234567',
    birthDateDay: d,
    birthDateMonth: m,
    birthDateYear: y,
    password: 'Tulip-1453',
    password2: 'Tulip-1453',
    ageConfirmed: true,
    termsAccepted: true,
  })
  const on = (iso: string) => makeRegisterSchema(new Date(iso))

  it('accepts exactly 18 and refuses 17 years and 364 days', () => {
    const schema = on('2026-05-10T12:00:00Z')
    expect(errorsOf(schema, body('2008', '05', '10'))).toEqual({})
    expect(errorsOf(schema, body('2008', '05', '09'))).toEqual({})
    expect(errorsOf(schema, body('2008', '05', '11'))).toEqual({ birthDate: 'underage' })
    expect(errorsOf(schema, body('2009', '01', '01'))).toEqual({ birthDate: 'underage' })
  })

  it('refuses a birth date in the future as underage', () => {
    expect(errorsOf(on('2026-05-10T12:00:00Z'), body('2030', '01', '01'))).toEqual({ birthDate: 'underage' })
  })

  it('counts the day in UTC, so a birthday begins no earlier than in Türkiye', () => {
    expect(errorsOf(on('2026-05-09T23:30:00Z'), body('2008', '05', '10'))).toEqual({ birthDate: 'underage' })
    expect(errorsOf(on('2026-05-10T00:00:00Z'), body('2008', '05', '10'))).toEqual({})
  })

  it('lets a 29 February birthday come of age on 1 March of a common year', () => {
    expect(errorsOf(on('2026-02-28T12:00:00Z'), body('2008', '02', '29'))).toEqual({ birthDate: 'underage' })
    expect(errorsOf(on('2026-03-01T00:00:00Z'), body('2008', '02', '29'))).toEqual({})
    // 18 is not a multiple of 4, so an 18th birthday never falls on a 29 February that exists.
    expect(errorsOf(on('2026-02-28T23:59:59Z'), body('2008', '02', '29'))).toEqual({ birthDate: 'underage' })
  })

  it('reads the clock at every parse when given a function', () => {
    let now = new Date('2026-05-09T12:00:00Z')
    const schema = makeRegisterSchema(() => now)
    expect(errorsOf(schema, body('2008', '05', '10'))).toEqual({ birthDate: 'underage' })
    now = new Date('2026-05-10T12:00:00Z')
    expect(errorsOf(schema, body('2008', '05', '10'))).toEqual({})
  })

  it('uses the real clock in registerSchema', () => {
    expect(errorsOf(registerSchema, body('1990', '06', '15'))).toEqual({})
    const nextYear = String(new Date().getUTCFullYear() + 1)
    expect(errorsOf(registerSchema, body(nextYear, '01', '01'))).toEqual({ birthDate: 'underage' })
  })

  it('agrees with adding 18 years on the calendar (property)', () => {
    const day = fc.date({
      min: new Date('1950-01-01T00:00:00Z'),
      max: new Date('2060-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(day, day, (birth, now) => {
        const b = { year: birth.getUTCFullYear(), month: birth.getUTCMonth() + 1, day: birth.getUTCDate() }
        // Date.UTC rolls 29 February of a common year over to 1 March, the rule we want.
        const comingOfAge = Date.UTC(b.year + 18, b.month - 1, b.day)
        const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
        expect(isOfAge(b, now)).toBe(comingOfAge <= today)
      }),
    )
  })
})

describe('recovery (username: the registration rule, 5–30 (docs/security.md), code 3–20, password ≥ 5, must match)', () => {
  it('sendresetpassword', () => {
    expectValid(sendResetPasswordSchema, { username: 'ayse1' }, [['username', repeat('u', 30)]])
    expectCases(sendResetPasswordSchema, { username: 'ayse1' }, [
      ['username', undefined, 'required'],
      ['username', '', 'required'],
      ['username', 'a', 'too_short'],
      ['username', repeat('u', 31), 'too_long'],
      ['email', 'a@b.co', 'unknown_key'],
    ])
  })

  it('checkresetcode', () => {
    const valid = { username: 'ayse1', code: '123456' }
    expectValid(checkResetCodeSchema, valid, [
      ['code', 'abc'],
      ['code', repeat('9', 20)],
    ])
    expectCases(checkResetCodeSchema, valid, [
      ['code', '', 'required'],
      ['code', '12', 'too_short'],
      ['code', repeat('9', 21), 'too_long'],
      ['code', 123456, 'invalid_type'],
      ['username', 'a', 'too_short'],
    ])
  })

  it('changepasswordwithcode', () => {
    const valid = { username: 'ayse1', code: '123456', password: 'newpass7', password2: 'newpass7' }
    expect(parseOk(changePasswordWithCodeSchema, valid)).toEqual(valid)
    expectCases(changePasswordWithCodeSchema, valid, [
      ['password', '', 'required'],
      ['password2', undefined, 'required'],
      ['password2', 'newpas57', 'mismatch'],
      ['code', '1', 'too_short'],
      ['username', repeat('u', 31), 'too_long'],
      ['token', 'x', 'unknown_key'],
    ])
    expect(errorsOf(changePasswordWithCodeSchema, { ...valid, password: 'abcd', password2: 'abcd' })).toEqual(
      {
        password: 'too_short',
        password2: 'too_short',
      },
    )
  })
})

describe('session', () => {
  it('parses the authData of spec §3', () => {
    const session = {
      token: 'opaque',
      balance: 125.5,
      username: 'ayse1990',
      usercode: 'G-104233',
      betsyCid: null,
      betsyUrl: null,
      betsyToken: null,
      betcoToken: null,
      betcoUrl: null,
      phone: '905321234567',
      smsVerified: false,
    }
    expect(sessionSchema.parse(session)).toEqual(session)
    expect(sessionSchema.safeParse({ ...session, balance: '125.50' }).success).toBe(false)
  })
})

describe('docs/security.md: ill-formed text, other spellings of a user name, common passwords', () => {
  it('refuses an unpaired UTF-16 surrogate in every text rule (400, never a 500 from the database)', () => {
    for (const bad of ['ab\uD800cd', 'abcd\uDBFF', '\uDC00abcd', 'ab\uDFFF\uD800cd']) {
      expect(errorsOf(loginSchema, { username: 'ayse1', password: bad })).toEqual({
        password: 'invalid_format',
      })
      expect(
        errorsOf(callMeSchema, {
          name: `Ayşe ${bad}`,
          message: 'Merhaba dünya',
          contacts: [{ type: 3, contact: bad }],
        }),
      ).toMatchObject({ name: 'invalid_format' })
      expect(isWellFormedText(bad)).toBe(false)
    }
    // A pair is one character (an emoji), not an error.
    expect(isWellFormedText('ayse \uD83D\uDE00')).toBe(true)
    expect(errorsOf(loginSchema, { username: 'ayse1', password: 'pass \uD83D\uDE00' })).toEqual({})
  })

  it('holds login and recovery user names to the registration rule, so `İ` never reaches a lookup', () => {
    for (const name of ['k\u0130wi12', 'kıwi12', 'KİWİ12', 'kiwi 12', 'kiwi_12']) {
      expect(errorsOf(loginSchema, { username: name, password: 'secret' })).toEqual({
        username: 'letters_digits_only',
      })
      expect(errorsOf(sendResetPasswordSchema, { username: name })).toEqual({
        username: 'letters_digits_only',
      })
      expect(errorsOf(checkResetCodeSchema, { username: name, code: '123456' })).toEqual({
        username: 'letters_digits_only',
      })
    }
  })

  it('refuses the most common passwords, in any case, wherever a password is chosen', () => {
    expect(isCommonPassword('Password1')).toBe(true)
    expect(isCommonPassword('QWERTY123')).toBe(true)
    expect(isCommonPassword('Tulip-1453')).toBe(false)
    const reg = {
      name: 'Ayşe',
      surname: 'Kaya',
      username: 'ayse1990',
      email: 'ayse@example.com',
      phone: '905321234567',
      birthDateDay: '15',
      birthDateMonth: '06',
      birthDateYear: '1990',
      password: 'iloveyou',
      password2: 'iloveyou',
      ageConfirmed: true,
      termsAccepted: true,
    }
    expect(errorsOf(makeRegisterSchema(new Date('2026-05-10T12:00:00Z')), reg)).toEqual({
      password: 'too_common',
    })
    const reset = { username: 'ayse1', code: '123456', password: 'Sunshine', password2: 'Sunshine' }
    expect(errorsOf(changePasswordWithCodeSchema, reset)).toEqual({ password: 'too_common' })
    // The length rule still comes first, and login checks no list (an old password must still work).
    expect(
      errorsOf(makeRegisterSchema(new Date('2026-05-10T12:00:00Z')), {
        ...reg,
        password: 'abcd',
        password2: 'abcd',
      }),
    ).toMatchObject({ password: 'too_short' })
    expect(errorsOf(loginSchema, { username: 'ayse1', password: 'password1' })).toEqual({})
  })
})

// NIST SP 800-63B §3.1.1.2: a password the subscriber chooses has at least 8 characters. Only new
// passwords are held to it; one chosen under the earlier minimum of 5 still logs in until changed.
describe('password length: 8 for a new password, an older one still accepted', () => {
  const reg = {
    name: 'Ayşe',
    surname: 'Kaya',
    username: 'ayse1990',
    email: 'ayse@example.com',
    phone: '905321234567',
    birthDateDay: '15',
    birthDateMonth: '06',
    birthDateYear: '1990',
    ageConfirmed: true,
    termsAccepted: true,
  }
  const register = makeRegisterSchema(new Date('2026-05-10T12:00:00Z'))

  it('refuses 7 characters and takes 8 at registration, reset and change', () => {
    expect(errorsOf(register, { ...reg, password: 'Tulip-7', password2: 'Tulip-7' })).toMatchObject({
      password: 'too_short',
    })
    expect(errorsOf(register, { ...reg, password: 'Tulip-78', password2: 'Tulip-78' })).toEqual({})
    const reset = { username: 'ayse1', code: '123456' }
    expect(
      errorsOf(changePasswordWithCodeSchema, { ...reset, password: 'Tulip-7', password2: 'Tulip-7' }),
    ).toMatchObject({ password: 'too_short' })
    expect(
      errorsOf(changePasswordWithCodeSchema, { ...reset, password: 'Tulip-78', password2: 'Tulip-78' }),
    ).toEqual({})
    const change = { oldPassword: 'Kiwi7', password: 'Tulip-7', confirmPassword: 'Tulip-7' }
    expect(errorsOf(changePasswordSchema, change)).toMatchObject({ password: 'too_short' })
    // The old password is one chosen under the earlier rule: 5 characters still pass as the old one.
    expect(
      errorsOf(changePasswordSchema, { ...change, password: 'Tulip-78', confirmPassword: 'Tulip-78' }),
    ).toEqual({})
  })

  it('still takes a 5-character password at login', () => {
    expect(errorsOf(loginSchema, { username: 'ayse1', password: 'Kiwi7' })).toEqual({})
  })
})
