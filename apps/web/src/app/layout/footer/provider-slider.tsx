import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { useQuery } from '@tanstack/react-query'
import { CAROUSEL, type CasinoProviders } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { useIsDesktop, useReducedMotion } from '../../../shared/hooks/use-media-query'
import { useT } from '../../../shared/i18n/i18n'
import styles from './provider-slider.module.css'

/**
 * The studios of the catalogue (GET casino/providers): only those with a game a player can open,
 * never a fixed list of names the site does not carry (docs/casino.md "Providers").
 */
export const PROVIDERS_QUERY_KEY = ['casino', 'providers'] as const

function useProviders(): CasinoProviders {
  const { data } = useQuery({
    queryKey: PROVIDERS_QUERY_KEY,
    queryFn: async () => {
      const res = await call('casino/providers')
      return Array.isArray(res.data) ? res.data : []
    },
    staleTime: 5 * 60_000,
  })
  return data ?? []
}

/** Spec §9: one step every 2000 ms, 3 logos per view below 992 px and 7 from 992, started 500 ms after init. */
const { autoplayMs: AUTOPLAY_MS, startDelayMs: START_DELAY_MS } = CAROUSEL.providers
const STEP_MS = 450

/**
 * A small slider of our own (no library): the row moves one logo at a time and loops through a
 * copy of the first view. It stops while hovered or focused, while off screen, and for players who
 * ask for reduced motion (then the row simply scrolls by hand).
 */
export function ProviderSlider() {
  const t = useT()
  const providers = useProviders()
  const isDesktop = useIsDesktop()
  const reducedMotion = useReducedMotion()
  const perView = isDesktop ? CAROUSEL.providers.slidesPerViewLarge : CAROUSEL.providers.slidesPerViewSmall
  const [index, setIndex] = useState(0)
  const [animated, setAnimated] = useState(true)
  const [started, setStarted] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [onScreen, setOnScreen] = useState(true)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), START_DELAY_MS)
    return () => clearTimeout(timer)
  }, [])

  useEffect(() => {
    const el = root.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  // Fewer studios than a view holds: a still row (nothing to scroll to, no copies to loop through).
  const few = providers.length <= perView
  const still = reducedMotion || few
  const playing = started && !hovered && !focused && onScreen && !still
  useEffect(() => {
    if (!playing) return
    const timer = setInterval(() => {
      setAnimated(true)
      setIndex((i) => i + 1)
    }, AUTOPLAY_MS)
    return () => clearInterval(timer)
  }, [playing])

  // After the copy of the first view slides in, jump back to the start without animating.
  useEffect(() => {
    if (index < providers.length || providers.length === 0) return
    const timer = setTimeout(() => {
      setAnimated(false)
      setIndex(0)
    }, STEP_MS)
    return () => clearTimeout(timer)
  }, [index, providers.length])

  const slides = still ? providers : [...providers, ...providers.slice(0, perView)]
  return (
    <div
      ref={root}
      className={`${styles.slider} ${reducedMotion ? styles.static : ''} ${few ? styles.few : ''}`}
      hidden={providers.length === 0}
      role="region"
      aria-label={t('layout.footer.providers')}
      // Without motion the row scrolls by hand: keyboard players reach it to scroll with the arrows.
      tabIndex={reducedMotion && !few ? 0 : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{ '--per-view': perView } as CSSProperties}
    >
      <ul
        className={styles.track}
        style={
          still
            ? undefined
            : {
                transform: `translateX(calc(-100% / ${perView} * ${index}))`,
                transition: animated ? `transform ${STEP_MS}ms cubic-bezier(0.4, 0, 0.2, 1)` : 'none',
              }
        }
      >
        {slides.map((p, i) => {
          const copy = i >= providers.length
          return (
            <li
              key={`${p.key}-${i}`}
              className={styles.slide}
              aria-hidden={copy || undefined}
              data-provider={copy ? undefined : p.key}
            >
              <span className={styles.logoBox}>
                {p.logo ? (
                  <img
                    src={p.logo}
                    alt={copy ? '' : p.name}
                    className={styles.logo}
                    loading="lazy"
                    decoding="async"
                    width={120}
                    height={40}
                  />
                ) : (
                  // No plate of ours for this studio: its name, set in type (never a copied logo).
                  <span className={styles.nameTile}>{p.name}</span>
                )}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
