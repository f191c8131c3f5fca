import { CELEBRATION } from '@galata/contract'

/** Spec §9: a burst of 150 pieces. */
export const CONFETTI_PARTICLES = CELEBRATION.confettiParticles

const COLORS = [
  '#ffe08a',
  '#f2c14e',
  '#e0912f',
  '#7b5cff',
  '#b44cff',
  '#3ddc97',
  '#ff5d6c',
  '#5cc8ff',
  '#ffffff',
]
const GRAVITY = 0.32
const DRAG = 0.985
const MAX_MS = 4_500

interface Piece {
  x: number
  y: number
  vx: number
  vy: number
  size: number
  ratio: number
  angle: number
  spin: number
  tilt: number
  tiltSpeed: number
  color: string
  round: boolean
}

/** Randomness for decoration only, from crypto like every random number in the codebase (SECURITY.md lint). */
function randomUnit(): number {
  const buf = new Uint32Array(1)
  crypto.getRandomValues(buf)
  return (buf[0] ?? 0) / 0x1_0000_0000
}
const between = (min: number, max: number) => min + (max - min) * randomUnit()

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  )
}

/**
 * Fires a burst of confetti over the whole window and cleans up after itself; returns a function
 * that stops it early. The canvas is put in the top layer (a manual popover) so it shows above an
 * open modal dialog, and it never takes a click. With reduced motion asked for, nothing moves:
 * the celebration's words carry the moment instead.
 */
export function fireConfetti(options: { particles?: number } = {}): () => void {
  if (typeof document === 'undefined' || prefersReducedMotion()) return () => {}
  const canvas = document.createElement('canvas')
  const ctx = canvas.getContext('2d')
  if (!ctx) return () => {}
  canvas.setAttribute('aria-hidden', 'true')
  canvas.dataset.confetti = ''
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100vw',
    height: '100vh',
    maxWidth: 'none',
    maxHeight: 'none',
    margin: '0',
    padding: '0',
    border: '0',
    background: 'transparent',
    pointerEvents: 'none',
    overflow: 'hidden',
    zIndex: '2147483647',
  })
  const canPopover = typeof canvas.showPopover === 'function'
  if (canPopover) canvas.popover = 'manual'
  // Without popover support, the open dialog is the highest place on the page.
  const host = canPopover ? document.body : (document.querySelector('dialog[open]') ?? document.body)
  host.append(canvas)
  if (canPopover) {
    try {
      canvas.showPopover()
    } catch {
      // Already shown or not allowed: it is still drawn in place.
    }
  }

  const dpr = Math.min(window.devicePixelRatio || 1, 2)
  const width = window.innerWidth
  const height = window.innerHeight
  canvas.width = Math.round(width * dpr)
  canvas.height = Math.round(height * dpr)
  ctx.scale(dpr, dpr)

  const count = options.particles ?? CONFETTI_PARTICLES
  const pieces: Piece[] = Array.from({ length: count }, (_, i) => {
    // Two cannons at the lower corners, aimed up and inwards, like a stage burst.
    const fromLeft = i % 2 === 0
    const angle = fromLeft ? between(-80, -45) : between(-135, -100)
    const speed = between(11, 20) * Math.min(1.25, Math.max(0.75, height / 800))
    const rad = (angle * Math.PI) / 180
    return {
      x: fromLeft ? between(-10, width * 0.08) : between(width * 0.92, width + 10),
      y: height + between(0, 30),
      vx: Math.cos(rad) * speed,
      vy: Math.sin(rad) * speed,
      size: between(6, 11),
      ratio: between(0.4, 0.7),
      angle: between(0, Math.PI * 2),
      spin: between(-0.25, 0.25),
      tilt: between(0, Math.PI * 2),
      tiltSpeed: between(0.05, 0.15),
      color: COLORS[Math.floor(randomUnit() * COLORS.length)] ?? '#f2c14e',
      round: randomUnit() < 0.25,
    }
  })

  let frame = 0
  let stopped = false
  const started = performance.now()
  const stop = () => {
    if (stopped) return
    stopped = true
    cancelAnimationFrame(frame)
    canvas.remove()
  }

  const draw = (now: number) => {
    const elapsed = now - started
    ctx.clearRect(0, 0, width, height)
    let alive = 0
    // The last second fades everything out rather than cutting it.
    const fade = Math.max(0, Math.min(1, (MAX_MS - elapsed) / 1000))
    for (const p of pieces) {
      p.vx *= DRAG
      p.vy = p.vy * DRAG + GRAVITY
      p.x += p.vx + Math.sin(p.tilt) * 0.6
      p.y += p.vy
      p.angle += p.spin
      p.tilt += p.tiltSpeed
      if (p.y > height + 40 && p.vy > 0) continue
      alive++
      ctx.save()
      ctx.globalAlpha = fade
      ctx.translate(p.x, p.y)
      ctx.rotate(p.angle)
      ctx.scale(1, Math.cos(p.tilt))
      ctx.fillStyle = p.color
      if (p.round) {
        ctx.beginPath()
        ctx.arc(0, 0, p.size * 0.45, 0, Math.PI * 2)
        ctx.fill()
      } else {
        ctx.fillRect(-p.size / 2, (-p.size * p.ratio) / 2, p.size, p.size * p.ratio)
      }
      ctx.restore()
    }
    if (alive === 0 || elapsed >= MAX_MS) stop()
    else frame = requestAnimationFrame(draw)
  }
  frame = requestAnimationFrame(draw)
  return stop
}
