import { describe, expect, it } from 'vitest'
import { backofficePaymentsQuerySchema, localizedFieldErrors } from '@galata/contract'
import { OLDEST_FIRST, queryOf, sortOf } from './payment-query'

// docs/backoffice.md "Payment and document queues": what the console's form and headers ask the server.
describe('the payment queue’s query', () => {
  it('maps the headers to the server’s sorts, oldest first by default', () => {
    expect(sortOf([])).toBe('created')
    expect(sortOf(OLDEST_FIRST)).toBe('created')
    expect(sortOf([{ id: 'createdAt', desc: true }])).toBe('-created')
    expect(sortOf([{ id: 'amount', desc: false }])).toBe('amount')
    expect(sortOf([{ id: 'amount', desc: true }])).toBe('-amount')
    expect(sortOf([{ id: 'username', desc: true }])).toBe('created')
  })

  it('sends only the filled fields, a Turkish decimal comma as a point', () => {
    expect(queryOf({ status: '', type: '', min: ' 199,99 ', max: '', method: 'havale' })).toEqual({
      status: '2',
      min: '199.99',
      method: 'havale',
    })
    const parsed = backofficePaymentsQuerySchema.parse(queryOf({ status: '2', type: '2', olderThan: '30' }))
    expect(parsed).toMatchObject({ status: 2, type: 2, olderThan: 30, sort: '-created', skip: 0, take: 50 })
  })

  it('refuses an inverted range under the maximum, in both languages', () => {
    const result = backofficePaymentsQuerySchema.safeParse(queryOf({ min: '300', max: '200' }))
    expect(result.success).toBe(false)
    expect(localizedFieldErrors(result.error!, 'tr')).toEqual({
      max: 'En çok tutar, en az tutardan küçük olamaz.',
    })
    expect(localizedFieldErrors(result.error!, 'en')).toEqual({
      max: 'The maximum cannot be less than the minimum.',
    })
  })
})
