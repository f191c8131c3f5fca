import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useBootstrap } from '../../../shared/bootstrap/bootstrap'
import { useT } from '../../../shared/i18n/i18n'
import { useUi } from '../../../shared/store/ui-store'
import { Spinner } from '../../../shared/ui/spinner'
import { markHeroReady, useHeroReady } from '../lib/hero-ready'
import {
  linkKind,
  PLACEHOLDER_SLIDES,
  hiDpiSrcSet,
  slideSources,
  slidesForSlug,
  type Slide,
} from '../lib/slides'
import styles from './banner-carousel.module.css'

/** Spec §9 banner carousel: one slide per view at every breakpoint, 20 px gap, autoplay 5 s. */
const AUTOPLAY_MS = 5_000
const GAP_PX = 20
/** Spec §4: after the active slider slug changes, the carousel refreshes after 100 ms. */
const REFRESH_MS = 100

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
}

function SlideLink({ slide, isActive, children }: { slide: Slide; isActive: boolean; children: ReactNode }) {
  const tabIndex = isActive ? undefined : -1
  switch (linkKind(slide.url)) {
    case 'internal':
      return (
        <Link
          to={slide.url}
          target={slide.target === '_blank' ? '_blank' : undefined}
          className={styles.link}
          tabIndex={tabIndex}
        >
          {children}
        </Link>
      )
    case 'external':
      return (
        <a
          href={slide.url}
          target={slide.target || '_self'}
          rel="noopener noreferrer"
          className={styles.link}
          tabIndex={tabIndex}
        >
          {children}
        </a>
      )
    case 'none':
      return <div className={styles.link}>{children}</div>
  }
}

/**
 * The promotional banner carousel of spec §2/§4/§9, without a slider library: a CSS scroll-snap
 * track gives native touch swipe and momentum; autoplay, dots, arrows and keyboard drive scrollTo.
 * No loop: autoplay rewinds to the first slide after the last one.
 */
export function BannerCarousel() {
  const t = useT()
  const bootstrap = useBootstrap()
  const slug = useUi((s) => s.activeSliderSlug)
  const isLoading = bootstrap === undefined

  const slides = useMemo(() => {
    const stored = bootstrap ? slidesForSlug(bootstrap.sliderList, slug) : []
    return stored.length > 0 ? stored : [...PLACEHOLDER_SLIDES]
  }, [bootstrap, slug])
  // A fresh bootstrap copy with the same slides must not reset the carousel.
  const signature = slides.map((s) => `${s.images[0]}|${s.url}`).join('\n')

  const trackRef = useRef<HTMLDivElement>(null)
  const indexRef = useRef(0)
  const [index, setIndex] = useState(0)
  const [isPaused, setPaused] = useState(prefersReducedMotion)
  // Bumped on every manual move so the autoplay interval restarts instead of jumping right after it.
  const [cycle, setCycle] = useState(0)
  const count = slides.length
  const isHeroReady = useHeroReady()
  // The last slide whose artwork may load: the one after the slide shown (ready before autoplay
  // gets there), or all of them once the player reaches for the carousel. A first visit does not
  // download artwork nobody has seen yet (docs/content-ui.md "LCP").
  const [reach, setReach] = useState(1)
  const reachAll = () => setReach((r) => Math.max(r, count - 1))
  useEffect(() => setReach((r) => Math.max(r, index + 1)), [index])

  const scrollToIndex = useCallback((target: number, smooth: boolean) => {
    const el = trackRef.current
    if (!el) return
    const last = el.children.length - 1
    const i = Math.max(0, Math.min(target, last))
    el.scrollTo?.({
      left: i * (el.clientWidth + GAP_PX),
      behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto',
    })
  }, [])

  const go = useCallback(
    (target: number) => {
      scrollToIndex(target, true)
      setCycle((c) => c + 1)
    },
    [scrollToIndex],
  )

  const onScroll = () => {
    const el = trackRef.current
    if (!el || el.clientWidth === 0) return
    const i = Math.round(el.scrollLeft / (el.clientWidth + GAP_PX))
    if (i !== indexRef.current) {
      indexRef.current = i
      setIndex(i)
    }
  }

  // Spec §4: the slides of a new slug replace the items at once; the carousel refreshes after 100 ms.
  const isFirstSignature = useRef(true)
  useEffect(() => {
    if (isFirstSignature.current) {
      isFirstSignature.current = false
      return
    }
    const id = setTimeout(() => {
      scrollToIndex(0, false)
      indexRef.current = 0
      setIndex(0)
      setCycle((c) => c + 1)
    }, REFRESH_MS)
    return () => clearTimeout(id)
  }, [signature, scrollToIndex])

  // Autoplay starts once the slides are in (after init) and keeps going after swipes and clicks:
  // each arrival (or manual move) schedules the next advance, so the dot's progress bar stays in step.
  useEffect(() => {
    if (isPaused || isLoading || count < 2) return
    const id = setTimeout(() => {
      if (document.hidden) {
        setCycle((c) => c + 1)
        return
      }
      scrollToIndex(indexRef.current + 1 >= count ? 0 : indexRef.current + 1, true)
    }, AUTOPLAY_MS)
    return () => clearTimeout(id)
  }, [isPaused, isLoading, count, scrollToIndex, cycle, index])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault()
      go(indexRef.current - 1)
    } else if (e.key === 'ArrowRight') {
      e.preventDefault()
      go(indexRef.current + 1)
    }
  }

  const isPlaying = !isPaused && !isLoading && count > 1

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      onKeyDown={onKeyDown}
      onPointerEnter={reachAll}
      onFocus={reachAll}
      onTouchStart={reachAll}
    >
      <div ref={trackRef} className={styles.track} onScroll={onScroll} aria-busy={isLoading}>
        {slides.map((slide, i) => {
          const { base, large, medium } = slideSources(slide.images)
          const isFirst = i === 0
          // Hidden slides wait for the hero (their artwork would only slow its first paint), and
          // then until they are next.
          const isDeferred = !isFirst && (!isHeroReady || i > reach)
          return (
            <div
              key={`${i}:${base}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('home.carousel.slide')}
              aria-label={t('home.carousel.slideOf', { n: i + 1, total: count })}
              aria-hidden={i !== index}
            >
              <SlideLink slide={slide} isActive={i === index}>
                <picture>
                  {!isDeferred && <source media="(min-width: 1200px)" srcSet={hiDpiSrcSet(large) ?? large} />}
                  {!isDeferred && (
                    <source media="(min-width: 992px)" srcSet={hiDpiSrcSet(medium) ?? medium} />
                  )}
                  <img
                    className={styles.image}
                    src={isDeferred ? undefined : base}
                    srcSet={isDeferred ? undefined : hiDpiSrcSet(base)}
                    alt={slide.title ?? t('home.carousel.slideAlt', { n: i + 1 })}
                    width={1600}
                    height={450}
                    // The first slide is the LCP element of the home page.
                    loading={isFirst ? 'eager' : 'lazy'}
                    fetchPriority={isFirst ? 'high' : 'low'}
                    decoding={isFirst ? 'auto' : 'async'}
                    draggable={false}
                    onLoad={isFirst ? markHeroReady : undefined}
                    onError={isFirst ? markHeroReady : undefined}
                  />
                </picture>
              </SlideLink>
            </div>
          )
        })}
      </div>

      {isLoading && (
        <div className={styles.loading}>
          <Spinner />
        </div>
      )}

      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => go(index - 1)}
            disabled={index === 0}
            aria-label={t('home.carousel.previous')}
          >
            <svg viewBox="0 0 24 24" aria-hidden>
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => go(index + 1)}
            disabled={index >= count - 1}
            aria-label={t('home.carousel.next')}
          >
            <svg viewBox="0 0 24 24" aria-hidden>
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
          <div className={styles.controls}>
            <div className={styles.dots}>
              {slides.map((slide, i) => (
                <button
                  key={`${i}:${slide.images[0]}`}
                  type="button"
                  className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
                  onClick={() => go(i)}
                  aria-label={t('home.carousel.goTo', { n: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                >
                  <span className={styles.pip} aria-hidden>
                    {i === index && isPlaying && (
                      <span key={`${cycle}:${index}`} className={styles.progress} />
                    )}
                  </span>
                </button>
              ))}
            </div>
            <button
              type="button"
              className={styles.pause}
              onClick={() => setPaused((p) => !p)}
              aria-label={isPaused ? t('home.carousel.play') : t('home.carousel.pause')}
              aria-pressed={isPaused}
            >
              {isPaused ? (
                <svg viewBox="0 0 24 24" aria-hidden>
                  <path d="M8 5v14l11-7z" />
                </svg>
              ) : (
                <svg viewBox="0 0 24 24" aria-hidden>
                  <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
                </svg>
              )}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
