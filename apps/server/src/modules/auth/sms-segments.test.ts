import { describe, expect, it } from 'vitest'
import { LOCALES } from '@galata/contract'
import { SMS_TEXTS } from './auth.mail.js'

/*
 * docs/content.md: every SMS the site sends fits ONE segment, in both languages. A text made only of the
 * GSM 03.38 alphabet travels as GSM-7: 160 septets, a character of the extension table costing two
 * (its escape and itself). One character outside it (ğ, ş, ı, a curly quote…) makes the whole text
 * UCS-2: 70 UTF-16 code units. No national shift tables are assumed: not every gateway supports the
 * Turkish one.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM_EXTENSION = '\f^{}\\[~]|€'

/** The encoding a gateway must use for `text` and how much of a segment it takes. */
export function smsSize(text: string): { encoding: 'GSM-7' | 'UCS-2'; units: number; limit: number } {
  let septets = 0
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) septets += 1
    else if (GSM_EXTENSION.includes(ch)) septets += 2
    else return { encoding: 'UCS-2', units: text.length, limit: 70 }
  }
  return { encoding: 'GSM-7', units: septets, limit: 160 }
}

describe('SMS segments', () => {
  it('measures GSM-7 and UCS-2 like a gateway', () => {
    expect(smsSize('Code 123456')).toEqual({ encoding: 'GSM-7', units: 11, limit: 160 })
    expect(smsSize('€[]')).toEqual({ encoding: 'GSM-7', units: 6, limit: 160 })
    expect(smsSize('Öğün')).toEqual({ encoding: 'UCS-2', units: 4, limit: 70 })
    expect(smsSize('ı')).toMatchObject({ encoding: 'UCS-2' })
    expect(smsSize('Üç şey'.replace('ş', 's'))).toMatchObject({ encoding: 'UCS-2' }) // ç is not in the basic set
  })

  it('every SMS text fits one segment in every language, with the longest parameters', () => {
    expect(SMS_TEXTS.length).toBeGreaterThan(0)
    for (const build of SMS_TEXTS)
      for (const locale of LOCALES) {
        const text = build(locale)
        const size = smsSize(text)
        expect(size.units, `${locale} (${size.encoding}): ${text}`).toBeLessThanOrEqual(size.limit)
      }
  })

  it('the Turkish code SMS keeps its Turkish letters (UCS-2), the English one is GSM-7', () => {
    expect(smsSize(SMS_TEXTS[0]!('tr')).encoding).toBe('UCS-2')
    expect(smsSize(SMS_TEXTS[0]!('en')).encoding).toBe('GSM-7')
  })
})
