import { describe, expect, it } from 'vitest'
import { hiDpiSrcSet, linkKind, PLACEHOLDER_SLIDES, slideSources, slidesForSlug, type Slide } from './slides'

const slide = (slug: string, name: string, url = '#'): Slide => ({
  slug,
  url,
  target: '_self',
  images: [`/${name}-sm.svg`, `/${name}-lg.svg`, `/${name}-md.svg`],
})

describe('slidesForSlug', () => {
  const stored = [slide('home', 'a'), slide('casino', 'b'), slide('home', 'c'), slide('casino', 'd')]

  it('keeps only the slides of the active slider, in server order', () => {
    expect(slidesForSlug(stored, 'home').map((s) => s.images[0])).toEqual(['/a-sm.svg', '/c-sm.svg'])
    expect(slidesForSlug(stored, 'casino').map((s) => s.images[0])).toEqual(['/b-sm.svg', '/d-sm.svg'])
  })

  it('is empty for an unknown slug or no stored list', () => {
    expect(slidesForSlug(stored, 'sports')).toEqual([])
    expect(slidesForSlug(undefined, 'home')).toEqual([])
  })

  it('drops a slide without a default image', () => {
    expect(
      slidesForSlug([{ ...slide('home', 'x'), images: [] as unknown as Slide['images'] }], 'home'),
    ).toEqual([])
  })
})

describe('placeholders and sources', () => {
  it('has three default slides before data arrives (spec §2)', () => {
    expect(PLACEHOLDER_SLIDES).toHaveLength(3)
    for (const s of PLACEHOLDER_SLIDES) expect(s.images[0]).toMatch(/^\/media\/slides\/.+-sm\.webp$/)
  })

  it('maps images[1] to ≥1200 px and images[2] to ≥992 px, falling back to images[0]', () => {
    expect(slideSources(['/s', '/l', '/m'])).toEqual({ base: '/s', large: '/l', medium: '/m' })
    expect(slideSources(['/s'])).toEqual({ base: '/s', large: '/s', medium: '/s' })
  })

  it('offers a 2x raster for our own slides only', () => {
    expect(hiDpiSrcSet('/media/slides/welcome-lg.webp')).toBe(
      '/media/slides/welcome-lg.webp 1x, /media/slides/welcome-lg@2x.webp 2x',
    )
    for (const other of [
      '/media/slides/welcome-lg.svg',
      '/media/slides/summer-lg.webp',
      'https://cdn.example.com/media/slides/welcome-lg.webp',
    ])
      expect(hiDpiSrcSet(other)).toBeUndefined()
  })

  it('names only rasters that exist, 1x and 2x (scripts/artwork/rasterize.mjs)', () => {
    const onDisk = new Set(
      Object.keys(import.meta.glob('/public/media/slides/*.webp')).map((f) => f.replace(/^\/public/, '')),
    )
    for (const slide of PLACEHOLDER_SLIDES)
      for (const url of slide.images) {
        const candidates = (hiDpiSrcSet(url) ?? '').split(', ').map((c) => c.split(' ')[0])
        expect(candidates).toHaveLength(2)
        for (const file of candidates) expect(onDisk).toContain(file)
      }
  })
})

describe('linkKind', () => {
  it('treats # and empty as no link', () => {
    expect(linkKind('#')).toBe('none')
    expect(linkKind('')).toBe('none')
    expect(linkKind(null)).toBe('none')
  })
  it('tells in-app paths from external addresses', () => {
    expect(linkKind('/promotions')).toBe('internal')
    expect(linkKind('https://example.com/x')).toBe('external')
    expect(linkKind('//evil.example')).toBe('none')
    expect(linkKind('javascript:alert(1)')).toBe('none')
  })
})
