import type { Bootstrap } from '../../../shared/bootstrap/bootstrap'

/** A banner slide of spec §3: images[0] default, [1] from 1200 px, [2] from 992 px; url defaults to '#'. */
export type Slide = Bootstrap['sliderList'][number] & { title?: string }

/** The WebP renders of the slide artwork, as seeded (cheaper to paint than the SVGs' filters). */
function imageSet(base: string): Slide['images'] {
  return [`${base}-sm.webp`, `${base}-lg.webp`, `${base}-md.webp`]
}

const OWN_SLIDES = ['welcome', 'live-casino', 'originals'] as const
const OWN_RASTER = new RegExp(`^/media/slides/(${OWN_SLIDES.join('|')})-(sm|md|lg)\\.webp$`)

/**
 * A 1x/2x `srcset` for our own slide rasters, which also come at twice their size
 * (scripts/artwork/rasterize.mjs writes `name@2x.webp` beside `name.webp`), so screens of 2 and more
 * device pixels per CSS pixel keep text as sharp as the SVG drew it. Undefined for any other image:
 * an operator's image is used as it is.
 */
export function hiDpiSrcSet(url: string): string | undefined {
  return OWN_RASTER.test(url) ? `${url} 1x, ${url.replace(/\.webp$/, '@2x.webp')} 2x` : undefined
}

/** The three default slides shown (under the spinner) until the bootstrap record arrives (spec §2). */
export const PLACEHOLDER_SLIDES: readonly Slide[] = OWN_SLIDES.map((name) => ({
  url: '#',
  target: '_self',
  slug: 'home',
  images: imageSet(`/media/slides/${name}`),
}))

/** The stored slides of the active slider, in server order; a slide without an image is unusable. */
export function slidesForSlug(list: readonly Slide[] | undefined, slug: string): Slide[] {
  if (!list) return []
  return list.filter((s) => s.slug === slug && Array.isArray(s.images) && Boolean(s.images[0]))
}

/** The picture sources of spec §3/§9, falling back to the default image when a size is missing. */
export function slideSources(images: readonly string[]): { base: string; large: string; medium: string } {
  const base = images[0] ?? ''
  return { base, large: images[1] || base, medium: images[2] || base }
}

export type LinkKind = 'none' | 'internal' | 'external'

/** '#' or empty is "stay here"; '/path' is an in-app route; anything else leaves the site. */
export function linkKind(url: string | null | undefined): LinkKind {
  const u = (url ?? '').trim()
  if (u === '' || u === '#') return 'none'
  if (u.startsWith('/') && !u.startsWith('//')) return 'internal'
  return /^https?:\/\//i.test(u) ? 'external' : 'none'
}
