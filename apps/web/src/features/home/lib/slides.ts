import type { Bootstrap } from '../../../shared/bootstrap/bootstrap'

/** A banner slide of spec §3: images[0] default, [1] from 1200 px, [2] from 992 px; url defaults to '#'. */
export type Slide = Bootstrap['sliderList'][number] & { title?: string }

function imageSet(base: string): Slide['images'] {
  return [`${base}-sm.svg`, `${base}-lg.svg`, `${base}-md.svg`]
}

/** The three default slides shown (under the spinner) until the bootstrap record arrives (spec §2). */
export const PLACEHOLDER_SLIDES: readonly Slide[] = ['welcome', 'live-casino', 'sports'].map((name) => ({
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
