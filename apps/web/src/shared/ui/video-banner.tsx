import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { useT } from '../i18n/i18n'
import styles from './video-banner.module.css'

const POSTER = '/media/video/casino-poster.svg'

/** Runs `fn` once the window has loaded and the main thread is idle; returns a cancel function. */
function afterLoadAndIdle(fn: () => void): () => void {
  let idleId: number | null = null
  let timer: ReturnType<typeof setTimeout> | null = null
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idleId = window.requestIdleCallback(fn, { timeout: 2000 })
    else timer = setTimeout(fn, 300)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idleId !== null) window.cancelIdleCallback(idleId)
    if (timer !== null) clearTimeout(timer)
  }
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * The casino video banner of spec §2: a muted, looping, inline background video with its title.
 * The video loads only when the banner nears the viewport (it never competes with the LCP image),
 * and a player who prefers reduced motion gets the poster and a play button instead of autoplay.
 *
 * The casino lobby's areas use it as their hero (docs/casino.md "Lobby heroes"): a `title` and
 * `text` of their own, and an area without the video shows its own `art` instead of the poster.
 * `eyebrowTone` 'plain' drops the blinking "live" dot where nothing is live.
 */
export function VideoBanner({
  video,
  eyebrow,
  eyebrowTone = 'live',
  title: ownTitle,
  text,
  art,
  children,
}: {
  video: { url: string; title1: string } | null | undefined
  eyebrow?: string
  eyebrowTone?: 'live' | 'plain'
  title?: string
  text?: string
  art?: string
  children?: ReactNode
}) {
  const t = useT()
  const rootRef = useRef<HTMLElement>(null)
  const videoRef = useRef<HTMLVideoElement>(null)
  const [isNear, setNear] = useState(false)
  const [isPlaying, setPlaying] = useState(false)
  const [autoPlay] = useState(() => !prefersReducedMotion())
  const title = ownTitle || video?.title1 || t('casino.video.fallbackTitle')

  // The video waits for the page to finish loading and go idle, then for the banner to near the
  // viewport: it must never compete with the hero image or the first render.
  useEffect(() => {
    const el = rootRef.current
    if (!el || !video?.url) return
    let io: IntersectionObserver | null = null
    const watch = () => {
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true)
        return
      }
      io = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            setNear(true)
            io?.disconnect()
          }
        },
        { rootMargin: '200px' },
      )
      io.observe(el)
    }
    const cancelIdle = afterLoadAndIdle(watch)
    return () => {
      cancelIdle()
      io?.disconnect()
    }
  }, [video?.url])

  useEffect(() => {
    const el = videoRef.current
    if (!el || !isNear || !autoPlay) return
    el.muted = true
    el.play().catch(() => setPlaying(false))
  }, [isNear, autoPlay])

  const toggle = () => {
    const el = videoRef.current
    if (!el) return
    if (el.paused) {
      setNear(true)
      el.muted = true
      el.play().catch(() => setPlaying(false))
    } else {
      el.pause()
    }
  }

  return (
    <section
      ref={rootRef}
      className={`${styles.banner} ${art ? styles.withArt : ''}`}
      style={art ? ({ '--art': `url('${art}')` } as CSSProperties) : undefined}
      aria-label={title}
    >
      {/* An area with its own art and no video shows the art, not the casino poster. */}
      {!(art && !video?.url) && (
        <video
          ref={videoRef}
          className={styles.video}
          src={isNear && video?.url ? video.url : undefined}
          poster={POSTER}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden
          tabIndex={-1}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        />
      )}
      <div className={styles.shade} aria-hidden />
      <div className={styles.content}>
        {eyebrow && (
          <span className={`${styles.eyebrow} ${eyebrowTone === 'plain' ? styles.plain : ''}`}>
            {eyebrow}
          </span>
        )}
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
        {children}
      </div>
      {video?.url && (
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-label={isPlaying ? t('casino.video.pause') : t('casino.video.play')}
        >
          {isPlaying ? (
            <svg viewBox="0 0 24 24" aria-hidden>
              <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" aria-hidden>
              <path d="M8 5v14l11-7z" />
            </svg>
          )}
        </button>
      )}
    </section>
  )
}
