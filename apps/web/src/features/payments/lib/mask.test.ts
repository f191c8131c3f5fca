import { describe, expect, it } from 'vitest'
import { formatMask, isMaskComplete } from './mask'

const IBAN = 'SS00 0000 0000 0000 0000 0000 00'
const CARD = '0000 0000 0000 0000'

describe('formatMask', () => {
  it('writes the literals between slots as the player types', () => {
    expect(formatMask('4111', CARD)).toBe('4111')
    expect(formatMask('41111', CARD)).toBe('4111 1')
    expect(formatMask('4111111111111111', CARD)).toBe('4111 1111 1111 1111')
  })

  it('does not end on a literal that nothing follows yet', () => {
    expect(formatMask('4111 ', CARD)).toBe('4111')
  })

  it('drops characters that do not fit their slot and cuts input beyond the mask', () => {
    expect(formatMask('41a1-1x1', CARD)).toBe('4111 1')
    expect(formatMask('41111111111111119999', CARD)).toBe('4111 1111 1111 1111')
  })

  it('takes letters for S and upper-cases them', () => {
    expect(formatMask('tr330006100519786457841326', IBAN)).toBe('TR33 0006 1005 1978 6457 8413 26')
    expect(formatMask('33', IBAN)).toBe('')
  })

  it('reformats an already masked or pasted value the same way', () => {
    const once = formatMask('TR33 0006 1005 1978 6457 8413 26', IBAN)
    expect(formatMask(once, IBAN)).toBe(once)
  })

  it('takes A as a letter or a digit and keeps literal letters of the mask', () => {
    expect(formatMask('ab12', 'AA-AA')).toBe('AB-12')
    expect(formatMask('12345', 'TR00000')).toBe('TR12345')
    expect(formatMask('TR12345', 'TR00000')).toBe('TR12345')
  })
})

describe('isMaskComplete', () => {
  it('is true only when every slot is filled', () => {
    expect(isMaskComplete('4111 1111 1111 111', CARD)).toBe(false)
    expect(isMaskComplete('4111111111111111', CARD)).toBe(true)
  })
})
