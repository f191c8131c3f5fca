import { describe, expect, it } from 'vitest'
import { FieldDataType } from './enums.js'
import {
  makePaymentDetailSchema,
  paymentDetailQuerySchema,
  paymentFieldSchema,
  paymentRedirectUrl,
  paymentRequestSchema,
  type PaymentField,
} from './payment.js'
import { errorsOf, expectCases, expectValid, parseOk, repeat } from './test-helpers.js'

describe('payment/detail', () => {
  it('asks for one method for a deposit or a withdrawal', () => {
    expect(parseOk(paymentDetailQuerySchema, { id: 4, type: 1 })).toEqual({ id: 4, type: 1 })
    expectCases(paymentDetailQuerySchema, { id: 4, type: 1 }, [
      ['type', 0, 'invalid_option'],
      ['type', 3, 'invalid_option'],
      ['id', '4', 'invalid_type'],
      ['id', -4, 'too_small'],
      ['amount', 100, 'unknown_key'],
    ])
  })
})

describe('payment/deposit and payment/withdraw body', () => {
  const valid = {
    id: 4,
    target: 'pay',
    detail: { Amount: 250.5, Iban: 'TR330006100519786457841326', BankId: 2 },
  }

  it('accepts scalar values under identifier keys', () => {
    expect(parseOk(paymentRequestSchema, valid)).toEqual(valid)
    expectValid(paymentRequestSchema, valid, [
      ['detail', {}],
      ['detail', { Agree: true, Note: '' }],
    ])
  })

  it('refuses a wrong target, negative or non-finite amounts and odd keys', () => {
    expectCases(paymentRequestSchema, valid, [
      ['target', 'withdraw', 'invalid_option'],
      ['target', undefined, 'required'],
      ['id', 0, 'too_small'],
      ['detail', undefined, 'required'],
      ['detail', [], 'invalid_type'],
      ['detail', 'Amount=5', 'invalid_type'],
      ['callbackUrl', 'https://evil.example', 'unknown_key'],
    ])
    const detailErrors = (detail: unknown) => errorsOf(paymentRequestSchema, { ...valid, detail })
    expect(detailErrors({ Amount: -1 })).toEqual({ 'detail.Amount': 'too_small' })
    expect(detailErrors({ Amount: Number.NaN })).toEqual({ 'detail.Amount': 'invalid_number' })
    expect(detailErrors({ Amount: Number.POSITIVE_INFINITY })).toEqual({ 'detail.Amount': 'invalid_number' })
    expect(detailErrors({ Amount: { value: 5 } })).toEqual({ 'detail.Amount': 'invalid_type' })
    expect(detailErrors({ Amount: null })).toEqual({ 'detail.Amount': 'required' })
    expect(detailErrors({ Note: repeat('x', 201) })).toEqual({ 'detail.Note': 'too_long' })
    expect(detailErrors(Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`K${i}`, 1])))).toEqual({
      detail: 'too_many_items',
    })
    expect(detailErrors({ 'bad key': 1 })).toEqual({ 'detail.bad key': 'invalid_format' })
  })

  it('drops a __proto__ key without touching any prototype', () => {
    const body: unknown = JSON.parse(
      '{"id":4,"target":"pay","detail":{"__proto__":{"isAdmin":true},"Amount":5}}',
    )
    const parsed = parseOk(paymentRequestSchema, body)
    expect(Object.keys(parsed.detail)).toEqual(['Amount'])
    expect(Object.getPrototypeOf(parsed.detail)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined()
  })
})

describe('dynamic payment fields (spec §5: every field required, numbers as numbers)', () => {
  const fields: PaymentField[] = [
    { key: 'Amount', mask: null, objectType: FieldDataType.Decimal, option: null, min: 50, max: 5000 },
    { key: 'Iban', mask: 'SS00 0000 0000 0000 0000 0000 00', objectType: FieldDataType.String, option: null },
    {
      key: 'BankId',
      mask: null,
      objectType: FieldDataType.Dropdown,
      option: [
        { id: 1, name: 'Ziraat' },
        { id: 2, name: 'Garanti' },
      ],
    },
    {
      key: 'Network',
      mask: null,
      objectType: FieldDataType.String,
      option: [
        { id: 'TRC20', name: 'Tron' },
        { id: 'ERC20', name: 'Ethereum' },
      ],
    },
    { key: 'Installments', mask: null, objectType: FieldDataType.Int, option: null, max: 12 },
    { key: 'AccountNo', mask: null, objectType: FieldDataType.Long, option: null },
    { key: 'SaveCard', mask: null, objectType: FieldDataType.Bool, option: null },
    { key: 'ExpiresAt', mask: null, objectType: FieldDataType.DateTime, option: null },
  ]
  const schema = makePaymentDetailSchema(fields)
  const valid = {
    Amount: 100.25,
    Iban: 'TR330006100519786457841326',
    BankId: 2,
    Network: 'TRC20',
    Installments: 3,
    AccountNo: 9_007_199_254_740_991,
    SaveCard: false,
    ExpiresAt: '2027-01-31',
  }

  it('parses the field definitions of payment/detail', () => {
    for (const field of fields) expect(paymentFieldSchema.parse(field)).toEqual(field)
  })

  it('accepts a filled form', () => {
    expect(parseOk(schema, valid)).toEqual(valid)
    expectValid(schema, valid, [
      ['Amount', 50],
      ['Amount', 5000],
      ['Installments', 0],
      ['ExpiresAt', '2027-01-31T10:00:00Z'],
    ])
  })

  it('refuses each broken field with its code', () => {
    expectCases(schema, valid, [
      ['Amount', undefined, 'required'],
      ['Amount', '100', 'invalid_type'],
      ['Amount', Number.NaN, 'invalid_number'],
      ['Amount', -5, 'too_small'],
      ['Amount', 49.99, 'too_small'],
      ['Amount', 5000.01, 'too_big'],
      ['Amount', 100.123, 'too_many_decimals'],
      ['Iban', '', 'required'],
      ['Iban', undefined, 'required'],
      ['BankId', '2', 'invalid_option'],
      ['BankId', 3, 'invalid_option'],
      ['BankId', undefined, 'required'],
      ['Network', 'BEP20', 'invalid_option'],
      ['Installments', 1.5, 'not_integer'],
      ['Installments', -1, 'too_small'],
      ['Installments', 13, 'too_big'],
      ['AccountNo', 9_007_199_254_740_992, 'not_integer'],
      ['SaveCard', 'yes', 'invalid_type'],
      ['SaveCard', undefined, 'required'],
      ['ExpiresAt', '2027-02-30', 'invalid_date'],
      ['ExpiresAt', 'tomorrow', 'invalid_date'],
      ['Cvv', '123', 'unknown_key'],
    ])
  })

  it('cannot be filled in when a dropdown has no choices', () => {
    const empty = makePaymentDetailSchema([
      { key: 'Bank', mask: null, objectType: FieldDataType.Dropdown, option: [] },
    ])
    expect(errorsOf(empty, { Bank: 1 })).toEqual({ Bank: 'invalid_option' })
  })

  it('refuses negative numbers even when the method sets no minimum', () => {
    const open = makePaymentDetailSchema([
      { key: 'Amount', mask: null, objectType: FieldDataType.Decimal, option: null, min: null, max: null },
    ])
    expect(errorsOf(open, { Amount: -0.01 })).toEqual({ Amount: 'too_small' })
    expect(errorsOf(open, { Amount: 0 })).toEqual({})
  })
})

describe('deposit answer', () => {
  it('opens an http(s) link and nothing else', () => {
    expect(paymentRedirectUrl('https://pay.example/session/1')).toBe('https://pay.example/session/1')
    expect(paymentRedirectUrl('http://localhost:3000/pay/1')).toBe('http://localhost:3000/pay/1')
    expect(paymentRedirectUrl('javascript:alert(1)')).toBeNull()
    expect(paymentRedirectUrl('Ödemeniz alındı')).toBeNull()
    expect(paymentRedirectUrl(null)).toBeNull()
    expect(paymentRedirectUrl({ url: 'https://pay.example' })).toBeNull()
  })
})
