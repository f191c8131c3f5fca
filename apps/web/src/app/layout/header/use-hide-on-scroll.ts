import { useCallback, useEffect, useState } from 'react'

/**
 * The header hides once the page is scrolled past `threshold` px (spec §2, §9: 100 px) while the
 * player scrolls down, and comes back as soon as they scroll up (docs/web.md), so the menu is never
 * more than a flick away. `reveal` brings it back for a keyboard user tabbing into it.
 */
export function useHideOnScroll(threshold: number): [hidden: boolean, reveal: () => void] {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      if (y <= threshold) setHidden(false)
      else if (y > last + 6) setHidden(true)
      else if (y < last - 6) setHidden(false)
      else return
      last = y
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [threshold])
  const reveal = useCallback(() => setHidden(false), [])
  return [hidden, reveal]
}
