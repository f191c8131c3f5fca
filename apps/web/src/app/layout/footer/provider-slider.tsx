import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { CAROUSEL } from '@galata/contract'
import { useIsDesktop, useReducedMotion } from '../../../shared/hooks/use-media-query'
import { useT } from '../../../shared/i18n/i18n'
import styles from './provider-slider.module.css'

/** The fixed provider logos of spec §3, with their display names. */
const PROVIDERS: readonly { id: string; name: string }[] = [
  { id: 'amusnet', name: 'Amusnet' },
  { id: '3oaksgaming', name: '3 Oaks Gaming' },
  { id: 'amatic', name: 'Amatic' },
  { id: 'bgaming', name: 'BGaming' },
  { id: 'betsoftow', name: 'Betsoft' },
  { id: 'pragmaticplay', name: 'Pragmatic Play' },
  { id: 'evolution', name: 'Evolution' },
  { id: 'evoplay', name: 'Evoplay' },
  { id: 'netent', name: 'NetEnt' },
  { id: 'novomatic', name: 'Novomatic' },
  { id: 'redtiger', name: 'Red Tiger' },
  { id: 'spribe', name: 'Spribe' },
]

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

  const playing = started && !hovered && !focused && onScreen && !reducedMotion
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
    if (index < PROVIDERS.length) return
    const timer = setTimeout(() => {
      setAnimated(false)
      setIndex(0)
    }, STEP_MS)
    return () => clearTimeout(timer)
  }, [index])

  const slides = reducedMotion ? PROVIDERS : [...PROVIDERS, ...PROVIDERS.slice(0, perView)]
  return (
    <div
      ref={root}
      className={`${styles.slider} ${reducedMotion ? styles.static : ''}`}
      role="region"
      aria-label={t('layout.footer.providers')}
      // Without motion the row scrolls by hand: keyboard players reach it to scroll with the arrows.
      tabIndex={reducedMotion ? 0 : undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      style={{ '--per-view': perView } as CSSProperties}
    >
      <ul
        className={styles.track}
        style={
          reducedMotion
            ? undefined
            : {
                transform: `translateX(calc(-100% / ${perView} * ${index}))`,
                transition: animated ? `transform ${STEP_MS}ms cubic-bezier(0.4, 0, 0.2, 1)` : 'none',
              }
        }
      >
        {slides.map((p, i) => (
          <li key={`${p.id}-${i}`} className={styles.slide} aria-hidden={i >= PROVIDERS.length || undefined}>
            <span className={styles.logoBox}>
              <img
                src={`/media/providers/${p.id}.svg`}
                alt={i >= PROVIDERS.length ? '' : p.name}
                className={styles.logo}
                loading="lazy"
                decoding="async"
                width={120}
                height={40}
              />
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
