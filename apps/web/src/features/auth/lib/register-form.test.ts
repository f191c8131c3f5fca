import { describe, expect, it } from 'vitest'
import type { ResolverOptions } from 'react-hook-form'
import {
  buildRegisterBody,
  EMPTY_REGISTER_FORM,
  registerResolver,
  type RegisterContext,
  type RegisterFormValues,
} from './register-form'

const context: RegisterContext = {
  countryId: 235,
  refId: null,
  trialOffered: true,
  messages: { phoneIncomplete: 'PHONE' },
}

const filled: RegisterFormValues = {
  ...EMPTY_REGISTER_FORM,
  name: 'Ayşe Nur',
  surname: 'Çelik',
  username: 'aysenur90',
  email: 'ayse@example.com',
  phone: '905321234567',
  birthDateDay: '07',
  birthDateMonth: '03',
  birthDateYear: '1990',
  password: 'Tulip-1453',
  password2: 'Tulip-1453',
  ageConfirmed: true,
  termsAccepted: true,
}

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<RegisterFormValues>
const errorsOf = async (values: RegisterFormValues, ctx: RegisterContext = context) => {
  const result = await registerResolver(values, ctx, options)
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]))
}

describe('the sign-up payload (spec §3)', () => {
  it('sends the hidden country, currency 1, the built birth date and the declarations', () => {
    const body = buildRegisterBody(filled, context)
    expect(body).toEqual({
      name: 'Ayşe Nur',
      surname: 'Çelik',
      username: 'aysenur90',
      email: 'ayse@example.com',
      phone: '905321234567',
      country: 235,
      currencyId: 1,
      birthDate: '1990-03-07',
      birthDateDay: '07',
      birthDateMonth: '03',
      birthDateYear: '1990',
      password: 'Tulip-1453',
      password2: 'Tulip-1453',
      ageConfirmed: true,
      termsAccepted: true,
      marketingConsent: false,
    })
    expect(body).not.toHaveProperty('trialBonus')
    expect(body).not.toHaveProperty('refId')
  })

  it('sends trialBonus 1 only when offered and ticked', () => {
    expect(buildRegisterBody({ ...filled, trialBonus: true }, context).trialBonus).toBe(1)
    expect(
      buildRegisterBody({ ...filled, trialBonus: true }, { ...context, trialOffered: false }),
    ).not.toHaveProperty('trialBonus')
  })

  it('sends the referral id when a link left one', () => {
    expect(buildRegisterBody(filled, { ...context, refId: 42 }).refId).toBe(42)
  })
})

describe('the sign-up rules', () => {
  it('accepts a complete form and hands over the payload', async () => {
    const result = await registerResolver(filled, context, options)
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ birthDate: '1990-03-07', country: 235 })
  })

  it('needs the 18+ declaration and the terms, each by its own code; marketing stays optional (docs/content.md)', async () => {
    expect(await errorsOf({ ...filled, ageConfirmed: false, termsAccepted: false })).toEqual({
      ageConfirmed: 'age_not_confirmed',
      termsAccepted: 'terms_not_accepted',
    })
    expect(EMPTY_REGISTER_FORM.marketingConsent).toBe(false)
    expect(await errorsOf({ ...filled, marketingConsent: true })).toEqual({})
    expect(buildRegisterBody({ ...filled, marketingConsent: true }, context).marketingConsent).toBe(true)
  })

  it('needs the whole phone mask', async () => {
    expect(await errorsOf({ ...filled, phone: '9053212' })).toEqual({ phone: 'PHONE' })
    expect(await errorsOf({ ...filled, phone: '' })).toEqual({ phone: 'required' })
  })

  it('refuses a player under 18, under the year box', async () => {
    const year = String(new Date().getUTCFullYear() - 17)
    expect(await errorsOf({ ...filled, birthDateYear: year })).toEqual({ birthDateYear: 'underage' })
  })

  it('says so about the date at once, before the rest of the form is filled', async () => {
    const year = String(new Date().getUTCFullYear() - 10)
    const errors = await errorsOf({
      ...EMPTY_REGISTER_FORM,
      birthDateDay: '01',
      birthDateMonth: '01',
      birthDateYear: year,
    })
    expect(errors.birthDateYear).toBe('underage')
    expect((await errorsOf({ ...filled, birthDateDay: '31', birthDateMonth: '02' })).birthDateYear).toBe(
      'invalid_date',
    )
  })

  it('names each field that breaks a contract rule', async () => {
    expect(
      await errorsOf({
        ...filled,
        name: 'A',
        surname: 'Çelik  Kaya',
        username: 'ayşe nur',
        email: 'ayse@',
        password2: 'Tulip-1454',
        birthDateMonth: '13',
      }),
    ).toEqual({
      name: 'too_short',
      surname: 'invalid_spacing',
      username: 'letters_digits_only',
      email: 'invalid_email',
      password2: 'mismatch',
      birthDateMonth: 'invalid_month',
    })
  })
})
