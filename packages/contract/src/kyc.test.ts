import { describe, expect, it } from 'vitest'
import { displayFileName, kycNameProblem, sniffKycType } from './kyc.js'

describe('identity documents: the content check and the file name', () => {
  it('knows JPEG, PNG and PDF by their first bytes only', () => {
    expect(sniffKycType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg')
    expect(sniffKycType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    )
    expect(sniffKycType(new TextEncoder().encode('%PDF-1.4'))).toBe('application/pdf')
    expect(sniffKycType(new TextEncoder().encode('<html>'))).toBeNull()
    expect(sniffKycType(new TextEncoder().encode('GIF89a'))).toBeNull()
    expect(sniffKycType(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(sniffKycType(new Uint8Array([]))).toBeNull()
  })

  it('refuses paths, control characters, empty and overlong names', () => {
    for (const ok of ['kimlik.jpg', 'Nüfus Cüzdanı (ön).png', 'fatura_2026-10.pdf'])
      expect(kycNameProblem(ok), ok).toBeNull()
    for (const path of ['../x.jpg', 'a/b.jpg', 'a\\b.jpg', 'C:x.jpg', '..', 'x..jpg'])
      expect(kycNameProblem(path), path).toBe('path')
    for (const control of ['a\u0000.jpg', 'a\n.jpg', 'a\u007f.jpg', 'a\u0085.jpg', 'gpj\u202e.pdf'])
      expect(kycNameProblem(control)).toBe('control')
    expect(kycNameProblem('  ')).toBe('empty')
    expect(kycNameProblem(`${'a'.repeat(201)}`)).toBe('long')
  })

  it('keeps a readable display name', () => {
    expect(displayFileName('Nüfus Cüzdanı (ön).png')).toBe('Nüfus Cüzdanı (ön).png')
    expect(displayFileName('<script>.jpg')).toBe('_script_.jpg')
    expect(displayFileName('***')).toBe('___')
    expect([...displayFileName('ş'.repeat(300))]).toHaveLength(100)
  })
})
