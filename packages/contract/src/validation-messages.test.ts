import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { loginSchema, makeRegisterSchema } from './auth.js'
import { callMeSchema } from './cms.js'
import { VALIDATION_CODES, issueCode, toFieldErrors } from './validation-codes.js'
import {
  issueMessage,
  localizedFieldErrors,
  validationMessage,
  validationMessages,
} from './validation-messages.js'

describe('validation messages', () => {
  it('has a Turkish and an English sentence for every code', () => {
    for (const code of VALIDATION_CODES) {
      const text = validationMessages[code]
      expect(text.tr, code).toMatch(/^\p{Lu}.*[.)]$/u)
      expect(text.en, code).toMatch(/^\p{Lu}.*[.)]$/u)
      expect(validationMessage(code, 'tr'), code).not.toMatch(/[{}]/)
      expect(validationMessage(code, 'en'), code).not.toMatch(/[{}]/)
    }
  })

  it('fills the limits in and falls back to a general sentence without them', () => {
    expect(validationMessage('too_short', 'tr', { min: 5 })).toBe('En az 5 karakter girin.')
    expect(validationMessage('too_short', 'en', { min: 5 })).toBe('Enter at least 5 characters.')
    expect(validationMessage('too_short', 'tr')).toBe('Girdiğiniz değer çok kısa.')
    expect(validationMessage('too_big', 'tr', { max: 5000.5 })).toBe('Değer en fazla 5.000,5 olabilir.')
    expect(validationMessage('too_big', 'en', { max: 5000.5 })).toBe('The value must be at most 5,000.5.')
    expect(validationMessage('contacts_max', 'tr')).toBe('En fazla 5 iletişim bilgisi ekleyebilirsiniz.')
    expect(validationMessage('mismatch', 'tr')).toBe('Şifreler eşleşmiyor.')
    expect(validationMessage('required', 'tr')).toBe('Bu alan zorunludur.')
    expect(validationMessage('no_such_code', 'en')).toBe('This value is not valid.')
  })

  it('reads the limits from the failed parse', () => {
    const result = loginSchema.safeParse({ username: 'ayse1', password: 'ab' })
    expect(result.success).toBe(false)
    expect(localizedFieldErrors(result.error!, 'tr')).toEqual({ password: 'En az 3 karakter girin.' })
    const callMe = callMeSchema.safeParse({
      name: 'Ayşe Kaya',
      message: 'Hello there',
      contacts: Array.from({ length: 6 }, () => ({ type: 1, contact: '5321234567' })),
      extra: 1,
    })
    expect(localizedFieldErrors(callMe.error!, 'tr')).toEqual({
      contacts: 'En fazla 5 iletişim bilgisi ekleyebilirsiniz.',
      extra: 'Bu alan kabul edilmiyor.',
    })
    expect(localizedFieldErrors(callMe.error!, 'en').contacts).toBe('You can add at most 5 contacts.')
  })

  it('quotes the minimum age from the refinement', () => {
    const register = makeRegisterSchema(new Date('2026-05-10T00:00:00Z'))
    const result = register.safeParse({
      name: 'Ayşe',
      surname: 'Kaya',
      username: 'aysekaya',
      email: 'ayse@example.com',
      phone: '905321234567',
      birthDateDay: '11',
      birthDateMonth: '05',
      birthDateYear: '2008',
      password: 'Tulip-1453',
      password2: 'Tulip-1453',
      ageConfirmed: true,
      termsAccepted: true,
    })
    const issue = result.error!.issues[0]!
    expect(issueMessage(issue, 'tr')).toBe('Üye olmak için en az 18 yaşında olmalısınız.')
    expect(issueMessage(issue, 'en')).toBe('You must be at least 18 years old to sign up.')
  })
})

describe('error codes of schemas outside the contract', () => {
  it('maps zod’s own codes and honours params.code', () => {
    const plain = z.strictObject({
      s: z.string().min(3),
      n: z.number().max(2),
      e: z.email(),
      a: z.array(z.number()).min(1),
      c: z.string().refine(() => false, { params: { code: 'mismatch' } }),
    })
    const result = plain.safeParse({ s: 'a', n: 3, e: 'x', a: [], c: '', k: 1 })
    expect(toFieldErrors(result.error!)).toEqual({
      s: 'too_short',
      n: 'too_big',
      e: 'invalid_email',
      a: 'too_few_items',
      c: 'mismatch',
      k: 'unknown_key',
    })
    expect(issueCode(z.number().safeParse('1').error!.issues[0]!)).toBe('invalid_type')
  })
})
