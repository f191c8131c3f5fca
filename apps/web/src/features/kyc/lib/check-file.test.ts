import { describe, expect, it } from 'vitest'
import { KYC_UPLOAD } from '@galata/contract'
import { checkFile } from './check-file'

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array<number>(300).fill(1)])

describe('the upload form checks a file as the server does', () => {
  it('takes a JPEG by content, whatever its name', async () => {
    expect(await checkFile(new File([jpeg], 'kimlik.jpg', { type: 'image/jpeg' }))).toBeNull()
    expect(await checkFile(new File([jpeg], 'photo.bin'))).toBeNull()
  })

  it('refuses another type named like a photo, a size out of range, a path in the name', async () => {
    const html = new TextEncoder().encode(`<html>${' '.repeat(300)}</html>`)
    expect(await checkFile(new File([html], 'kimlik.jpg', { type: 'image/jpeg' }))).toBe('type')
    expect(await checkFile(new File([jpeg.slice(0, 10)], 'k.jpg'))).toBe('size')
    const big = new File([jpeg, new Uint8Array(KYC_UPLOAD.maxBytes)], 'k.jpg')
    expect(await checkFile(big)).toBe('size')
    expect(await checkFile(new File([jpeg], '../k.jpg'))).toBe('name')
  })
})
